import type { Terms } from "./types";

/**
 * The evidence beside a sign of harm: who it is about, who did it, how the teacher knows, and whether
 * the text asks how to teach a subject. Words as a child-protection trainer would list them.
 */

/** A child or young person in the teacher's care is the subject. */
export const childTerms: Terms = {
  en: [
    "little one, little ones, student*, pupil*, girl, girls, boy, boys, child, children, kid, kids",
    "learner*, year old, years old, #minor year, year #minor, grade*, teen*, my class, my form, son",
    "daughter, toddler*, kindergartener*, first grader*, tutee*, lad, lads, tutor group, form group, reception",
  ],
  es: [
    "alumn*, estudiante*, nino, nina, ninos, ninas, chico*, chica*, #minor anos, hijo, hija, adolescente*",
    "mi clase",
  ],
  fr: ["eleve*, enfant*, garcon*, fille, filles, #minor ans, adolescent*, ado, ados, ma classe"],
  de: [
    "schuler*, kind, kinder, kindes, junge, jungen, madchen, #minor jahr*, jugendlich*, sohn, tochter",
    "meiner klasse",
  ],
  pt: ["alun*, estudante*, crianc*, menino*, menina*, garot*, #minor anos, filho*, filha*, minha turma"],
  it: ["alunn*, studente*, studentess*, bambin*, ragazz*, #minor anni, figli*, mia classe"],
};

/** An adult or older person is named, who may be the one doing harm. */
export const actorTerms: Terms = {
  en: [
    "a teacher, teacher at, gang, gangs, dealer*, at home, stepbrother*, stepsister*, someone she met",
    "someone he met, online, on a game, #adult year old, teacher from, youth group leader, dad, daddy",
    "father, stepdad*, stepfather*, stepmum*, stepmom*, mum, mom, mother, mummy, mommy, parent, parents",
    "uncle*, aunt*, grandad, grandpa, grandfather, brother, cousin, boyfriend, girlfriend, partner, man",
    "men, guy, guys, adult, adults, stranger*, neighbour*, neighbor*, coach, babysitter, carer, priest",
    "imam, leader, older, tutor, teachers, pe teacher*, caretaker, janitor, club, staff, member of staff",
  ],
  es: [
    "pandilla, banda, en casa, profesor de otro, un profesor, padre, papa, padrastro, madre, mama",
    "conserje, monitor*, madrastra, tio, abuelo, hermano, primo, novio, hombre*, adulto*, vecino, entrenador, desconocido*",
  ],
  fr: [
    "bande, gang, a la maison, pere, papa, mere, maman, oncle, grand pere, frere, cousin, copain, homme*",
    "adulte*, voisin, entraineur, inconnu*, surveillant*, animateur*, prof, professeur*",
  ],
  de: [
    "gang, bande, zu hause, vater, papa, stiefvater, mutter, mama, onkel, opa, bruder, cousin, freund",
    "mann, manner, erwachsen*, nachbar*, trainer, fremde*, hausmeister*, lehrer*, betreuer*",
  ],
  pt: [
    "gangue, faccao, em casa, pai, padrasto, mae, madrasta, tio, avo, irmao, primo, namorado, homem",
    "homens, adulto*, vizinho, treinador, desconhecido*, zelador*, inspetor*, monitor*",
  ],
  it: [
    "banda, gang, a casa, fidanzato di, padre, papa, patrigno, madre, mamma, zio, nonno, fratello, cugino",
    "fidanzato, uomo, uomini, adult*, vicino, allenatore, sconosciut*, bidell*, custode, animator*",
  ],
};

/** The teacher reports what a particular child said, showed or how they arrived (not a bare "has": "the class has had a hard term"). */
export const reportTerms: Terms = {
  en: [
    "in my class, in my form, one of my, again, told, tells, said, says, asked me, asks me, disclosed",
    "confided, mentioned, wrote, showed, shows, arrived, came in, comes in, turned up, keeps",
    "kept, posting, posted, posts, noticed, i saw, i heard, i found, worried, concerned, suspect",
    "admitted, drew, talking about",
  ],
  es: [
    "de mi clase, una de mis, uno de mis, me confeso, me conto, conto, cuenta, dijo, dice, confeso",
    "escribio, llego, llega, vi, note, preocup*, me enseno, me mostro, me ha dicho, me ha contado",
  ],
  fr: [
    "de ma classe, a encore, un de mes, une de mes, m a dit, dit, raconte, confie, montre, ecrit",
    "arrive, remarque, j ai vu, inquiet*",
  ],
  de: [
    "in meiner klasse, einer meiner, eine meiner, gesagt, sagt, erzahlt*, geschrieben, kam, kommt",
    "gesehen, bemerkt, sorge*",
  ],
  pt: [
    "da minha turma, um dos meus, uma das minhas, disse, contou, conta, diz, escreveu, chegou, vi",
    "notei, preocup*",
  ],
  it: [
    "della mia classe, mi ha confidato, ha di nuovo, uno dei miei, una delle mie, mi ha detto, detto",
    "dice, raccontato, racconta, scritto, arrivat*, visto, notato, preoccup*",
  ],
};

/** The text asks how to teach a subject: a sign of harm in it names the subject, not a child. */
export const teachingTerms: Terms = {
  en: [
    "reading, deals with, documentary, teach*, lesson*, unit, units, curriculum, syllabus, topic, history of, novel, write about",
    "writing about, creative writing, discuss*, how do i explain, how can i explain, pshe, rse",
    "sensitively, tactfully, sex education, awareness, prevention, scheme of work, poem, assembly, book, shakespeare, play we are reading",
    "literature, set text, the text, character*, chapter*, extract, scene, growth mindset, self esteem, confidence",
  ],
  es: [
    "ensen*, clase sobre, leccion*, unidad, tema, historia de, novela, prevencion, como explico, literatura, autoestima",
    "como explicar, educacion sexual, leyendo, leen, con sensibilidad",
  ],
  fr: [
    "enseign*, lecon*, sequence, theme, histoire de, roman, prevention, comment expliquer, litterature, confiance en soi",
    "comment aborder, education sexuelle, lisent, lisons, avec tact",
  ],
  de: [
    "unterricht*, thema, geschichte, roman, pravention, erklar*, behandeln, aufklarung*, sexualkunde, selbstvertrauen, lesen, feinfuhlig",
  ],
  pt: [
    "ensin*, aula sobre, licao, unidade, tema, historia, romance, prevencao, como explico, como explicar",
    "educacao sexual, literatura, autoestima, lendo, leem, na aula, com sensibilidade",
  ],
  it: [
    "insegn*, lezion*, unita, tema, storia, romanzo, prevenzione, come spiego, come spiegare",
    "educazione sessuale, letteratura, autostima, leggendo, leggono, con delicatezza",
  ],
};

/** The teacher says the words were a joke or an exaggeration: beside a teaching question, not a report. */
export const hedgeTerms: Terms = {
  en: [
    "joke, jokes, joking, jokingly, kidding, figure of speech, exaggerat*, being dramatic, lol, laughed, laughing, giggl*",
  ],
  es: ["broma, bromea*, exager*, riendo, se rio, jaja*"],
  fr: ["blague, plaisant*, exager*, rigol*, en riant, mdr"],
  de: ["witz, scherz*, ubertreib*, lachend, gelacht, haha*"],
  pt: ["brincadeira, brinca*, exager*, rindo, kkk*"],
  it: ["scherz*, battuta, esager*, ridendo, ahah*"],
};

/** The teacher names an accident or ordinary cause for an injury. */
export const accidentTerms: Terms = {
  en: [
    "fell, fall, fallen, tripped, slipped, at football, playing football, in pe, during pe, playground, trampoline",
    "accident, accidentally, operation, knee, knees, shin, shins, elbow, elbows, craft knife, scissors",
  ],
  es: ["se cayo, se cae, jugando al futbol, educacion fisica, recreo, accidente, rodilla*, codo*, operacion"],
  fr: ["est tombe*, tombe, au foot*, en eps, dans la cour, accident, genou*, coude*, operation"],
  de: ["gesturzt, hingefallen, beim fussball, sportunterricht, pausenhof, unfall, knie, ellbogen, operation"],
  pt: ["caiu, jogando futebol, educacao fisica, recreio, acidente, joelho*, cotovelo*, operacao"],
  it: ["caduto, caduta, a calcio, in palestra, in cortile, incidente, ginocchio, gomito, operazione, fatto male"],
};

/** Idioms built from words of harm ("I could die of embarrassment"): read as if they were not there. */
export const idiomTerms: Terms = {
  en: [
    "die of embarrassment, died of embarrassment, dying of embarrassment, dying to, die laughing, kill me now",
    "killing me, to die for, killed it, bored to death, scared to death, dead tired",
  ],
  es: ["morir de verguenza, me muero de risa, muerto de risa, muerta de risa, muerto de cansancio"],
  fr: ["mourir de honte, mort de rire, morte de rire, mort de fatigue"],
  de: ["totlachen, zu tode gelangweilt, todmude"],
  pt: ["morrer de vergonha, morrendo de rir, morto de cansaco"],
  it: ["morire di vergogna, morto dal ridere, morta dal ridere, morto di sonno"],
};
