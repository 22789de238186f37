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
    "kinder, kinders, kindy, preppie*, prep class, nursery, youngster*, tween*, teenager*, my tutor group, my form group, #minor yo",
    "grade #minor, #minor th grade, #minor st grade, #minor nd grade, #minor rd grade, freshman, sophomore, sixth former*",
  ],
  es: [
    "alumn*, estudiante*, nino, nina, ninos, ninas, chico*, chica*, #minor anos, hijo, hija, adolescente*",
    "mi clase, primaria, secundaria, de la eso, bachillerato, chaval*, crio, cria, menor, menores",
  ],
  fr: [
    "eleve*, enfant*, garcon*, fille, filles, #minor ans, adolescent*, ado, ados, ma classe, 6e, 5e, 4e, 3e",
    "cm1, cm2, ce1, ce2, cp, maternelle, collegien*, lyceen*, gamin*, mineur*, petite section, moyenne section, grande section",
  ],
  de: [
    "schuler*, kind, kinder, kindes, junge, jungen, madchen, #minor jahr*, jugendlich*, sohn, tochter",
    "meiner klasse, #minor klasse, klasse #minor, grundschul*, klassler*, schulerin*, teenager*",
    "dreijahrig*, vierjahrig*, funfjahrig*, sechsjahrig*, siebenjahrig*, achtjahrig*, neunjahrig*, zehnjahrig*, elfjahrig*",
    "zwolfjahrig*, dreizehnjahrig*, vierzehnjahrig*, funfzehnjahrig*, sechzehnjahrig*, siebzehnjahrig*",
    "erstklassler*, zweitklassler*, drittklassler*, viertklassler*, funftklassler*, sechstklassler*, siebtklassler*, achtklassler*, neuntklassler*, zehntklassler*",
  ],
  pt: [
    "alun*, estudante*, crianc*, menino*, menina*, garot*, #minor anos, filho*, filha*, minha turma, adolescente*, na turma",
    "#minor ano, #minor serie, fundamental, molek*, menor de idade",
  ],
  it: [
    "alunn*, studente*, studentess*, bambin*, ragazz*, #minor anni, figli*, mia classe, adolescent*, prima media",
    "seconda media, terza media, elementari, medie, minorenn*, piccol*",
  ],
  nl: [
    "leerling*, kinderen, kindje, jongen, jongens, meisje, meisjes, kleuter*, puber*, tiener*, #minor jaar, groep #minor, mijn klas, mijn groep, zoon, dochter, scholier*, brugklas*",
  ],
};

/** An adult or older person is named, who may be the one doing harm. */
export const actorTerms: Terms = {
  en: [
    "grown up, grown ups, a grown up",
    "a teacher, teacher at, gang, gangs, dealer*, at home, stepbrother*, stepsister*, someone she met",
    "someone he met, online, on a game, #adult year old, teacher from, youth group leader, dad, daddy",
    "father, stepdad*, stepfather*, stepmum*, stepmom*, mum, mom, mother, mummy, mommy, parent, parents",
    "uncle*, aunt*, grandad, grandpa, grandfather, brother, cousin, boyfriend, girlfriend, partner, man",
    "men, guy, guys, adult, adults, stranger*, neighbour*, neighbor*, coach, babysitter, carer, priest",
    "imam, leader, older, tutor, teachers, pe teacher*, caretaker, janitor, club, staff, member of staff",
    "mam, step dad, step mum, step mom, mum s boyfriend, mom s boyfriend, his mates, her mates, brother s",
    "bf, a guy, older guy, older boys, older lads, olders, elders, nan, nana, grandma, granny",
    "on insta, on instagram, on snap, on snapchat, on tiktok, on discord, on roblox, on whatsapp, on telegram, on fortnite",
    "met online, coach*, sir, tuition teacher, tuition, swim teacher, dance teacher, music teacher, piano teacher",
    "pastor, scout leader, instructor, lifeguard, teaching assistant, driver, relative*, family friend, lodger",
    "cover supervisor, supply teacher, cover teacher, mod, older mod, it technician, ex stepdad, parent volunteer, volunteer",
  ],
  es: [
    "el conductor, el chofer",
    "pandilla, banda, en casa, profesor de otro, un profesor, padre, papa, padrastro, madre, mama",
    "conserje, monitor*, madrastra, tio, abuelo, hermano, primo, novio, hombre*, adulto*, vecino, entrenador, desconocido*",
    "profe, profesor, maestro, chicos mayores, mayores, mujer, senor, familia, pareja de su madre, cura",
  ],
  fr: [
    "le chauffeur",
    "monsieur, un monsieur, la dame, plus ages, plus agees, bande, gang, a la maison, pere, papa, mere, maman, oncle, grand pere, frere, cousin, copain, homme*",
    "adulte*, voisin, entraineur, inconnu*, surveillant*, animateur*, prof, professeur*, beau pere, belle mere",
    "des grands, femme, famille, grand frere, tonton, parrain, compagnon de sa mere, copain de sa mere",
    "assistant d education, aed, educateur*",
  ],
  de: [
    "der fahrer, busfahrer",
    "nachhilfelehrer*",
    "gang, bande, zu hause, vater, papa, stiefvater, mutter, mama, onkel, opa, bruder, cousin, freund",
    "mann, manner, erwachsen*, nachbar*, trainer, fremde*, hausmeister*, lehrer*, betreuer*, typen, typ, altere",
    "familie, freund der mutter, stiefmutter, grossvater, sportlehrer*",
    "eltern, mann von",
    "papi, mami",
  ],
  pt: [
    "motorista, o motorista",
    "gangue, faccao, em casa, pai, padrasto, mae, madrasta, tio, avo, irmao, primo, namorado, homem",
    "moco, senhor, homens, adulto*, vizinho, treinador, desconhecido*, zelador*, inspetor*, monitor*, cara, caras, mulher",
    "familia, professor, mais velhos, namorado da mae, avo, padrinho",
  ],
  it: [
    "banda, gang, a casa, fidanzato di, padre, papa, patrigno, madre, mamma, zio, nonno, fratello, cugino",
    "fidanzato, uomo, uomini, adult*, vicino, allenatore, sconosciut*, bidell*, custode, animator*, tizio",
    "signore, un signore, capo, donna, famiglia, professore, prof, piu grandi, compagno della madre, matrigna",
  ],
  nl: [
    "vader, papa, moeder, mama, stiefvader, stiefmoeder, oom, tante, opa, oma, broer, neef, vriend, vriendje, man, mannen, volwassen*, buurman, trainer, coach, onbekende*, vreemde*, oudere, ouders, thuis, online, leraar, meester, juf",
    "stagiair*, oppas, bijlesleraar*",
  ],
};

/** The teacher reports what a particular child said, showed or how they arrived (not a bare "has": "the class has had a hard term"). */
export const reportTerms: Terms = {
  en: [
    "arrives every morning, comes in every morning, arrives every day",
    "post +it, post +its, what do i do with this, not sure who to tell",
    "i think it s more than, it s more than that, something is not right, something s not right",
    "am i overthinking, am i overreacting, should i mention it, should i tell someone, prob nothing, probably nothing, what now, who do i tell",
    "again, told, tells, said, says, asked me, asks me, disclosed",
    "confided, mentioned, wrote, showed, shows, arrived, came in, comes in, turned up, keeps",
    "kept, posting, posted, posts, noticed, i saw, i heard, i found, worried, concerned, suspect",
    "admitted, drew, emailed, messaged, texted, whispered, blurted, let slip, opened up, came to me",
    "came up to me, approached me, confessed, pulled me aside, quietly asked, overheard",
    "wrote in, in her essay, in his essay, showed me, sent me, dm d me, admitted, mentions, mentioned",
    "flagged, going round, kids say, pupils say, students say, children say, friends say, others say, found a",
    "writes that",
  ],
  es: [
    "me ha ensenado, me ensenaba, nos enseno",
    "a quien aviso, a quien se lo digo, que hago",
    "me confeso, me conto, conto, cuenta, dijo, dice, confeso",
    "escribio, llego, llega, vi, note, preocup*, me enseno, me mostro, me ha dicho, me ha contado, me escribio, me mando",
    "me pregunto, me susurro, me confio, comento, me comento",
    "escribe que",
  ],
  fr: [
    "parano, c est trop tard, je fais quoi",
    "a encore, m a dit, dit, raconte, confie, montre, ecrit",
    "arrive, remarque, j ai vu, inquiet*, m a montre, m a ecrit, m a demande, m a confie, a avoue, m a envoye",
    "a dessine, j ai remarque",
    "ecrit que",
  ],
  de: [
    "zu empfindlich, was soll ich tun",
    "gesagt, sagt, erzahlt*, geschrieben, kam, kommt",
    "gesehen, bemerkt, sorge*, hat mir erzahlt, hat mir geschrieben, hat mir gezeigt, meinte, hat gefragt, flusterte",
    "hat zugegeben, gestanden, gemalt",
  ],
  pt: [
    "o que eu faco, devo falar com",
    "disse, contou, conta, diz, escreveu, chegou, vi",
    "notei, preocup*, me mostrou, me mandou, me perguntou, me confessou, fez um desenho, desenhou",
    "escreve que",
  ],
  it: [
    "cosa faccio, a chi lo dico",
    "mi ha confidato, ha di nuovo, mi ha detto, detto",
    "dice, raccontato, racconta, scritto, arrivat*, visto, notato, preoccup*, mi ha scritto, mi ha mostrato, mi ha chiesto",
    "ha confessato, ha disegnato, mi ha fatto vedere",
    "scrive che, racconta che",
  ],
  nl: [
    "vertelde, vertelt, verteld, zei, zegt, schreef, liet zien, toonde, kwam, komt, zag, gezien, merkte, zorgen, tekende, getekend, appte",
    "schrijft dat",
  ],
};

/**
 * The teacher places a particular child in their care ("one of my", "in my class"): it names the child
 * as a report does, but says nothing of what happened, so beside a teaching question it stays a lesson
 * ("a student in my class wants to write about suicide").
 */
export const placeTerms: Terms = {
  en: [
    "in my class, in my form, one of my, a student of mine, a pupil of mine, one year #minor boy, one year #minor girl",
  ],
  es: ["de mi clase, una de mis, uno de mis, tengo un alumno, tengo una alumna"],
  fr: ["de ma classe, un de mes, une de mes, j ai un eleve, j ai une eleve"],
  de: ["in meiner klasse, einer meiner, eine meiner, ich habe einen schuler, ich habe eine schulerin"],
  pt: ["da minha turma, um dos meus, uma das minhas, tenho um aluno, tenho uma aluna"],
  it: ["della mia classe, uno dei miei, una delle mie, ho un alunno, ho un alunna"],
  nl: ["uit mijn klas, in mijn klas, in mijn groep, een van mijn, ik heb een leerling"],
};

/** The text asks how to teach a subject: a sign of harm in it names the subject, not a child. */
export const teachingTerms: Terms = {
  en: [
    "hitler youth, in the 1930s, nazi germany",
    "session on, citizenship",
    "e safety, online safety talk, internet safety",
    "what does * say about, what would * say about",
    "reading, deals with, documentary, teach*, lesson*, unit, units, curriculum, syllabus, topic, history of, novel, write about",
    "writing about, creative writing, discuss*, how do i explain, how can i explain, pshe, rse",
    "sensitively, tactfully, sex education, awareness, prevention, scheme of work, poem, assembly, book, shakespeare, play we are reading",
    "literature, set text, the text, character*, chapter*, extract, scene, growth mindset, self esteem, confidence",
    "talk about, talk to them about, speak about, how do i answer, how should i answer, age appropriate*, essay on, essay about, write an essay, project on, research on, presentation on, causes of, how do i talk about, how to talk about, how should i talk about, drill, drills, anthology, film we are watching, we are studying",
  ],
  es: [
    "charla sobre, seguridad en internet",
    "como trabajo",
    "ensen*, clase sobre, doy una clase, dar una clase, leccion*, unidad, tema, historia de, novela, prevencion, como explico, literatura, autoestima",
    "hablar de, hablar sobre, trabajar el tema, preventiv*, como explicar, educacion sexual, leyendo, leen, con sensibilidad, como hablar de, como abordar, estamos leyendo, obra, poema",
  ],
  fr: [
    "securite sur internet, production d ecrit",
    "on lit, on etudie, regard critique",
    "enseign*, lecon*, sequence, theme, histoire de, roman, prevention, comment expliquer, litterature, confiance en soi",
    "faire etudier, faire lire, parler de, parler du, parler des, preventi*, comment aborder, education sexuelle, lisent, lisons, avec tact, comment parler de, nous etudions, oeuvre, poeme",
  ],
  de: [
    "vortrag uber, sicherheit im internet",
    "unterricht*, thema, geschichte, roman, pravention, erklar*, behandeln, aufklarung*, sexualkunde, selbstvertrauen, lesen, feinfuhlig",
    "sprechen uber, reden uber, bespreche*, praventiv*, wie spreche ich uber, wie rede ich uber, lekture, gedicht, novelle, drama, literatur",
  ],
  pt: [
    "visita de estudo",
    "palestra sobre, seguranca na internet",
    "formacao",
    "ensin*, aula sobre, licao, unidade, tema, historia, romance, prevencao, como explico, como explicar",
    "falar sobre, falar de, trabalhar o tema, preventiv*, educacao sexual, literatura, autoestima, lendo, leem, na aula, com sensibilidade, como falar de, como abordar, poema, obra",
  ],
  it: [
    "incontro sulla, sicurezza in rete",
    "insegn*, lezion*, unita, tema, storia, romanzo, prevenzione, come spiego, come spiegare",
    "parlare di, parlare del, parlo del, parlo di, preventiv*, educazione sessuale, letteratura, autostima, leggendo, leggono, con delicatezza, come parlare di, come affrontare, poesia",
  ],
  nl: [
    "een les, deze les, mijn les, lessen, lesgeven, onderwijs, uitleg*, leg ik uit, bespreek*, praten over, hoe leer ik, thema, geschiedenis*, roman, preventie, voorlichting, boek, gedicht, literatuur",
  ],
};

/**
 * The teacher asks for ideas to use in class ("any tips for keeping him included?", "calming
 * routines?"): a child told of with no sign of harm the word lists know is then a child to teach.
 */
export const classroomAskTerms: Terms = {
  en: [
    "what could i say, what can i say",
    "what would * do, what would * suggest, what would * say",
    "how can i support, how do i support, how can we support, how can i help, how do i help, what should i say, what do i say, what would you do, any advice, advice on",
    "ideas, celebrate",
    "any ideas, ideas for, ideas to, any tips, tips for, tips on, any suggestions, suggestions for, strategies for, strategies to, routines, routine for",
    "activities for, activity for, ways to keep, gentle ways, keep her engaged, keep him engaged, keep them engaged, keep her included, keep him included",
    "keep her comfortable, keep him comfortable, writing task, rota, calming, settle her, settle him, use it for, use this for",
  ],
  es: [
    "que le dirias, que harias, que haria usted, que le diria",
    "como puedo apoyar, como la apoyo, como lo apoyo, como puedo ayudar, que le digo, algun consejo",
    "ideas para, alguna idea, consejos para, algun consejo, estrategias para, actividades para, rutinas, rutina para, como puedo integrar",
  ],
  fr: [
    "vous feriez quoi, que feriez vous, que lui diriez vous, que lui dirais tu, tu ferais quoi",
    "comment l aider, comment la soutenir, comment le soutenir, que lui dire, un conseil",
    "des idees, idees pour, des conseils, conseils pour, astuces, strategies pour, activites pour, routines, rituels",
  ],
  de: [
    "was wurden sie tun, was wurdest du tun, was wurden sie sagen, was sage ich ihm, was sage ich ihr",
    "wie kann ich * unterstutzen, wie kann ich * helfen, was sage ich, einen rat",
    "ideen, tipps, strategien, aktivitaten, rituale, routinen",
  ],
  pt: [
    "o que voce faria, o que eu falo, o que voce diria, o que diria",
    "como posso apoiar, como posso ajudar, o que digo, algum conselho",
    "ideias, dicas, sugestoes, estrategias para, atividades para, rotinas, rotina",
  ],
  it: [
    "cosa farebbe, cosa faresti, cosa gli direbbe, cosa le direbbe",
    "come posso sostenere, come posso aiutar*, cosa gli dico, cosa le dico, un consiglio",
    "idee, consigli, suggerimenti, strategie per, attivita per, routine",
  ],
  nl: ["ideeen, tips, suggesties, strategieen, activiteiten, routines"],
};

/**
 * A doctor or a parent has already seen to it: "the GP", "on medication", "mum took him". (Read beside `causeTerms`,
 * which already hold "diagnosed", "antibiotics" and "dentist": those explain signs of harm too, these only ask.)
 */
export const seenToTerms: Terms = {
  en: [
    "diagnosis, on medication, the gp, the doctor, the nurse checked, mum took him, mum took her, dad took him, dad took her",
  ],
  es: ["diagnostic*, antibiotico*, el medico, la medica, el pediatra, la pediatra, medicacion, el dentista"],
  fr: ["diagnosti*, antibiotique*, le medecin, la pediatre, le pediatre, le dentiste, sous traitement"],
  de: ["diagnos*, antibiotik*, der arzt, die arztin, kinderarzt*, zahnarzt*, medikament*"],
  pt: ["diagnostic*, antibiotico*, o medico, a medica, o pediatra, a pediatra, medicacao, o dentista"],
  it: ["diagnos*, antibiotic*, il medico, la pediatra, il pediatra, il dentista, farmac*"],
  nl: ["diagnose, antibiotica, de huisarts, de dokter, de tandarts, medicijn*"],
};

/**
 * The brief sets a made-up situation for the class to play or discuss ("a role-play in which a stranger
 * asks a girl for photos"): in a lesson brief, what happens in it is not a report.
 */
export const fictionTerms: Terms = {
  en: [
    "a role play, a roleplay, role play for, role play in which, role play where, role play about, roleplay for, roleplay in which",
    "scenario, scenarios, a case study, case studies, made up, fictional, imagined, in which a, where a character",
  ],
  es: [
    "un juego de rol, juego de rol para, juego de rol en el que, una dramatizacion, escenario*, caso practico, situacion inventada, ficticia, ficticio, en el que un, en la que una",
  ],
  fr: [
    "un jeu de role, jeu de role pour, jeu de role dans lequel, une mise en situation, scenario*, etude de cas, situation inventee, fictive, fictif, dans lequel un, dans laquelle une",
  ],
  de: [
    "ein rollenspiel, rollenspiel fur, rollenspiel in dem, szenario*, fallbeispiel*, fallstudie*, erfundene*, fiktive*, in dem ein, in der eine",
  ],
  pt: [
    "uma dramatizacao, um role play, encenacao, cenario*, estudo de caso, situacao inventada, ficticia, ficticio, em que um, em que uma",
  ],
  it: [
    "un gioco di ruolo, gioco di ruolo per, gioco di ruolo in cui, una simulazione, scenario*, caso di studio, situazione inventata, fittizia, fittizio, in cui un, in cui una",
  ],
  nl: ["een rollenspel, rollenspel waarin, scenario*, casus, verzonnen, fictie*, waarin een"],
};

/** The teacher says the words were a joke or an exaggeration: beside a teaching question, not a report. */
export const hedgeTerms: Terms = {
  en: [
    "had a laugh about it, had a laugh",
    "anonymised, anonymized, for staff training, what does the law say, what the law says",
    "joke, jokes, joking, jokingly, kidding, figure of speech, exaggerat*, being dramatic, lol, laughed, laughing, giggl*",
    "asked me why people, why do people, why some people, asked me what happens, asked about the, questions about",
    "asked me what, what * means, what does * mean, meaning of, in the news, news story",
  ],
  es: [
    "anonimizado, formacion del profesorado, que dice la ley, de forma general",
    "broma, bromea*, exager*, riendo, se rio, jaja*, por que la gente, preguntas sobre",
  ],
  fr: [
    "anonymise, formation du personnel, que dit la loi, de maniere generale",
    "blague, plaisant*, exager*, rigol*, en riant, mdr, pourquoi les gens, questions sur",
  ],
  de: [
    "anonymisiert, was sagt das gesetz, ganz allgemein",
    "witz, scherz*, ubertreib*, lachend, gelacht, haha*, warum menschen, fragen zu",
  ],
  pt: [
    "anonimizado, o que diz o eca, o que diz a lei, de forma geral",
    "so brincadeira, era brincadeira, de brincadeira, brincando, exager*, rindo, kkk*, por que as pessoas, perguntas sobre",
  ],
  it: [
    "anonimizzato, cosa dice la legge, in generale",
    "scherz*, battuta, esager*, ridendo, ahah*, perche le persone, domande sul",
  ],
  nl: ["grap, grapje*, overdrijf*, overdreven, lachend, haha*, waarom mensen, vragen over"],
};

/** The teacher names an accident for an injury: a fall, a game, an operation, a skin condition. */
export const accidentTerms: Terms = {
  en: [
    "falling +off, falling +over, falling +down, fell +off",
    "from surgery, an operation, had surgery, heart surgery",
    "coming off her bike, came off her bike, coming off his bike, came off his bike",
    "climbing trees, risky play",
    "fell, fall, fallen, tripped, slipped, at football, playing football, in pe, during pe, playground, trampoline",
    "accident, accidentally, operation, knee, knees, shin, shins, elbow, elbows, craft knife, scissors",
    "eczema, chickenpox, insect bites, mosquito bites, on the swings, off the swings, first aider, ice pack, accident book",
  ],
  es: [
    "se cayo, se cae, jugando al futbol, educacion fisica, recreo, accidente, rodilla*, codo*, operacion, eccema, varicela, picaduras",
  ],
  fr: ["est tombe*, tombe, au foot*, en eps, dans la cour, accident, genou*, coude*, operation, eczema, varicelle"],
  de: [
    "gesturzt, hingefallen, beim fussball, sportunterricht, pausenhof, unfall, knie, ellbogen, operation, ekzem, neurodermitis, windpocken",
  ],
  pt: [
    "caiu, jogando futebol, educacao fisica, recreio, acidente, joelho*, cotovelo*, operacao, eczema, catapora, picadas",
  ],
  it: [
    "caduto, caduta, a calcio, in palestra, in cortile, incidente, ginocchio, gomito, operazione, fatto male, eczema, varicella",
  ],
  nl: [
    "gevallen, bij voetbal, bij gym, op het schoolplein, ongeluk*, knie, knieen, elleboog, operatie, eczeem, waterpokken",
  ],
};

/** The teacher names an ordinary cause for a fear or a goodbye: a storm, fireworks, a test, a death in the family, a move, a new baby. */
export const causeTerms: Terms = {
  en: [
    "new baby brother, new baby sister, just had a baby",
    "misses her mum, misses his mum, misses her dad, misses his dad, misses her mom, misses his mom, homesick",
    "nits, head lice",
    "overslept, missed breakfast, skipped breakfast, rang ahead",
    "thunder, storm, storms, fireworks, the dark, spiders, dogs, dog, hand dryer*, fire alarm, loud noises, monsters",
    "died, passed away, funeral, bereave*, grieving, moving abroad, moving away, leaving the school, bees, wasps, clowns",
    "the vacuum, lockdown drill, fire drill, exam, exams, test, tests, swimming, heights, injection*, vaccin*, dentist",
    "fasting, ramadan, tournament*, growth spurt, new baby, newborn",
    "nappy rash, eczema, urine infection, uti, chickenpox, diagnosed, prescribed, antibiotics, dietitian, eating plan, care plan, fib, homework",
    "retiring, retirement, moving house, moving school, new school, emigrating",
  ],
  es: [
    "acaba de tener una hermanita, acaba de tener un hermanito",
    "echa de menos a su madre, echa de menos a su padre, extrana a su madre, extrana a su padre",
    "recien nacido",
    "se quedaron dormidos",
    "tormenta*, truenos, oscuridad, perro*, petardos, examen*, simulacro*, murio, fallecio, funeral, se muda, vacuna*",
    "ayuno, ayunando, ramadan, torneo*, estiron, recien nacido, nuevo hermanito",
  ],
  fr: [
    "vient d avoir une petite soeur, vient d avoir un petit frere",
    "sa mere lui manque, son pere lui manque, sa maman lui manque, son papa lui manque",
    "nouveau ne, petit frere vient de naitre",
    "panne de reveil",
    "orage*, tonnerre, le noir, chien*, petards, examen*, exercice*, est mort, est morte, deces, enterrement, demenage, son controle, un controle, vaccin*, piqure*",
    "ramadan, fait le careme, tournoi*, poussee de croissance, nouveau ne, naissance",
  ],
  de: [
    "kleine schwester bekommen, kleinen bruder bekommen",
    "vermisst seine mutter, vermisst ihre mutter, vermisst seinen vater, vermisst ihren vater, heimweh",
    "neugeboren*",
    "verschlafen",
    "gewitter, donner, dunkelheit, hund*, feuerwerk, prufung*, ubung*, gestorben, beerdigung, trauer*, zieht weg, impfung*",
    "fastet, fasten, ramadan, turnier*, wachstumsschub, neugeboren*, neues geschwisterchen",
  ],
  pt: [
    "ganhou um irmaozinho, ganhou uma irmazinha",
    "tem saudades da mae, tem saudades do pai, sente falta da mae, sente falta do pai",
    "recem nascido",
    "perderam a hora",
    "trovo*, tempestade*, escuro, cachorro*, fogos, prova*, simulado*, morreu, faleceu, enterro, luto, vai se mudar, vacina*",
    "jejum, jejuando, ramada*, torneio*, estirao, recem nascido, irmaozinho novo",
  ],
  it: [
    "appena avuto una sorellina, appena avuto un fratellino",
    "gli manca la mamma, le manca la mamma, gli manca il papa, le manca il papa",
    "appena nat*",
    "non hanno sentito la sveglia",
    "tuoni, temporal*, buio, cane, cani, petardi, verific*, esame, esami, morto, morta, funerale, lutto, si trasferisce, vaccin*",
    "digiuno, digiuna*, ramadan, torneo, tornei, scatto di crescita, appena nato, neonato",
  ],
  nl: [
    "onweer, donder, vuurwerk, het donker, hond*, toets*, oefening, overleden, doodgegaan, begrafenis, rouw*, verhuist, vaccin*, ramadan, toernooi*, nieuw broertje, nieuw zusje, pasgeboren",
  ],
};

/**
 * Idioms built from words of harm ("I could die of embarrassment", a mother "getting married" again), and
 * messages sent to the teacher ("a parent keeps messaging me late at night"), which say nothing of an
 * adult's contact with a child: read as if they were not there.
 */
export const idiomTerms: Terms = {
  en: [
    "bed at 6, bed at 7, bed at 8, bed by 7, bed by 8, bedtime, go to bed, goes to bed, went to bed",
    "content note, content notes, content warning, trigger warning, asked me to run, asked me to plan, asked me to deliver, asked me to lead, asked me to put together, asked me to prepare, asked me to write, saying i humiliated, says i humiliated, said i humiliated, claims i humiliated, accused me of humiliating, half joking",
    "shaved his head to raise money, shaved her head to raise money, shaved his head for charity, shaved her head for charity",
    "laughing about it, laughed about it, laughing at her, laughing at him",
    "moving to a smaller flat, moving to a new flat, moved to a smaller flat, moved to a new flat, moving to a flat, moved to a flat",
    "am i exaggerating, am i overreacting, or am i overreacting, or am i exaggerating",
    "maybe i m overreacting, i might be overreacting, probably overreacting, maybe i m exaggerating, might be exaggerating",
    "messaging me, texting me, emailing me, mum is getting married, mom is getting married, dad is getting married, mum s getting married, mom s getting married, dad s getting married",
    "die of embarrassment, died of embarrassment, dying of embarrassment, dying to, die laughing, kill me now",
    "killing me, to die for, killed it, bored to death, scared to death, dead tired, getting married again, get married again",
    "of mice and men, young men, hurts when she, hurts when he, hurt when she, hurt when he, the law says, hotel safe, posters told, poster told, homework story keeps changing, excuse keeps changing",
  ],
  es: [
    "tragame tierra me quiero morir, tierra tragame me quiero morir, pega a sus companeros, pega a otros ninos, pega a los demas ninos, pega a sus amigos, pega a los companeros",
    "medio en broma, medio de broma",
    "exagero",
    "o exagero, estoy exagerando, exagero yo",
    "igual exagero, quizas exagero, puede que exagere",
    "morir de verguenza, me muero de risa, muerto de risa, muerta de risa, muerto de cansancio, volver a casarse, se vuelve a casar, dice la ley",
  ],
  fr: [
    "en rigolant a moitie, a moitie en rigolant",
    "exploiter ca, exploiter cela, l exploiter",
    "j exagere, est ce que j exagere, ou j exagere",
    "j exagere peut etre, peut etre que j exagere",
    "mourir de honte, mort de rire, morte de rire, mort de fatigue, se remarier, se remarie, dit la loi",
  ],
  de: [
    "halb im scherz",
    "ubertreibe ich, ich ubertreibe",
    "vielleicht ubertreib ich, vielleicht ubertreibe ich, ich ubertreibe vielleicht",
    "totlachen, zu tode gelangweilt, todmude, wieder heiraten, heiratet wieder, bringt mich um, sagt das gesetz",
  ],
  pt: [
    "bate com os pes, batia com os pes, bater com os pes, bate o pe",
    "meio brincando, meio de brincadeira, talvez eu esteja exagerando, esteja exagerando",
    "to exagerando, tou exagerando, estou exagerando",
    "ou estou exagerando, estou a exagerar, exagero eu",
    "talvez eu esteja exagerando, talvez eu exagere",
    "morrer de vergonha, morrendo de rir, morto de cansaco, casar de novo, casar novamente, diz a lei",
  ],
  it: [
    "mezzo scherzando",
    "esagero",
    "sto esagerando, o esagero, esagero io",
    "forse esagero, magari esagero, forse sto esagerando",
    "morire di vergogna, morto dal ridere, morta dal ridere, morto di sonno, risposarsi, si risposa, dice la legge",
  ],
  nl: [
    "misschien overdrijf ik, ik overdrijf misschien",
    "dood van verveling, doodmoe, lachen me dood, opnieuw trouwen, hertrouwt",
  ],
};
