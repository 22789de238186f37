import { describe, expect, it } from "vitest";
import { isDisclosure, safeguardingReading } from "./decide";

/**
 * One disclosure per harm family and language, written for these tests (in no probe set), in the
 * shorthand, school English and everyday words teachers type in a hurry.
 */
const byFamily: Record<string, Record<string, string>> = {
  "an adult hurting a child": {
    en: "yr 5 boy told me his stepdad grabbed him by the neck and shoved him into the door",
    es: "Una alumna de 4º me contó que su madrastra le da con la chancla hasta dejarle marcas",
    fr: "Un élève de CE2 m'a dit que son père lui met des claques quand il pleure",
    de: "Ein Junge aus der 3. Klasse sagt, sein Onkel haut ihn, wenn er nicht gehorcht",
    pt: "Um aluno de 8 anos disse que o padrasto dá surra nele com o chinelo",
    it: "Un bambino di seconda elementare mi ha detto che il papà gli dà sberle quando piange",
  },
  "fear at home": {
    en: "girl in my 3rd grade class begged me not to call her mom about the test, said 'she'll kill me, please'",
    es: "Un niño de mi clase tiembla cuando anuncio que llamaré a casa y dice que su padrastro le va a pegar",
    fr: "Une élève de CM2 refuse de rentrer chez elle et dit qu'elle a peur de son beau-père quand il a bu",
    de: "Eine Schülerin der 5. Klasse will nach der Schule nicht nach Hause und hat Angst vor ihrem Stiefvater",
    pt: "Uma aluna de 9 anos chora no fim da aula e diz que não quer voltar pra casa por causa do padrasto",
    it: "Una bambina di 8 anni non vuole tornare a casa e dice che ha paura del patrigno quando beve",
  },
  "sexual harm in a child's words": {
    en: "a 5 year old in my nursery class said her babysitter makes her touch his willy and it's their game",
    es: "Una niña de 5 años me dijo que el novio de su mamá le toca la cosita cuando la baña",
    fr: "Une petite de maternelle m'a dit que son tonton lui montre son zizi et lui fait toucher",
    de: "Ein Mädchen aus der 1. Klasse sagt, der Freund der Mutter fasst sie da unten an",
    pt: "Uma menina de 6 anos disse que o tio passa a mão nas partes dela quando ninguém vê",
    it: "Una bambina di 6 anni mi ha detto che il nonno le tocca le parti intime quando dorme da lui",
  },
  "online grooming": {
    en: "a year 7 girl told me a 19 year old she met on roblox sends her gifts and wants her to video call at night",
    es: "Un alumno de 12 años me enseñó chats de un adulto que conoció en Fortnite que le pide fotos y que no lo cuente",
    fr: "Une élève de 5e m'a montré les messages d'un homme rencontré sur Snapchat qui lui demande des photos en sous-vêtements",
    de: "Eine Schülerin der 6. Klasse hat mir Chats gezeigt: ein erwachsener Mann aus einem Spiel will Fotos von ihr",
    pt: "Uma aluna de 11 anos me mostrou mensagens de um homem do TikTok pedindo fotos dela sem roupa",
    it: "Una ragazzina di 12 anni mi ha fatto vedere i messaggi di un uomo conosciuto online che le chiede foto senza vestiti",
  },
  sextortion: {
    en: "lad in y11 said someone he was talking to online has his nudes and wants £300 by friday or they go to his whole school",
    es: "Un alumno de 16 años me contó que alguien tiene un vídeo íntimo suyo y le chantajea pidiéndole dinero",
    fr: "Un élève de 1re m'a dit qu'on le fait chanter avec des photos intimes et qu'on lui réclame 200 euros",
    de: "Ein Schüler der 10. Klasse wird mit Nacktbildern erpresst und soll Geld zahlen",
    pt: "Um aluno de 15 anos contou que estão chantageando ele com fotos íntimas e pedindo dinheiro",
    it: "Un ragazzo di 15 anni mi ha detto che lo ricattano con delle foto intime e vogliono soldi",
  },
  "criminal exploitation": {
    en: "a yr 8 boy told me the older lads make him hold packages for them and he can't say no because he owes them",
    es: "Un alumno de 14 años dice que unos chicos mayores le obligan a llevar paquetes y que les debe dinero",
    fr: "Un élève de 4e m'a dit que des grands le forcent à vendre de la drogue parce qu'il leur doit de l'argent",
    de: "Ein Schüler der 8. Klasse erzählt, ältere Jungs zwingen ihn, Drogen zu verkaufen, er schuldet ihnen Geld",
    pt: "Um aluno de 13 anos disse que uns caras mais velhos obrigam ele a vender drogas porque deve a eles",
    it: "Un ragazzo di 14 anni mi ha detto che dei ragazzi più grandi lo costringono a spacciare perché deve dei soldi",
  },
  "trafficking and servitude": {
    en: "new boy in year 9 says the 'uncle' he lives with makes him work in a car wash every night to pay off his journey here",
    es: "Una alumna nueva de 13 años trabaja cada noche limpiando para la señora con quien vive para pagar el viaje",
    fr: "Une nouvelle élève de 12 ans fait le ménage toute la nuit chez la dame qui l'héberge pour rembourser le voyage",
    de: "Eine neue Schülerin, 13, muss nachts bei der Frau putzen, bei der sie wohnt, um die Reise abzubezahlen",
    pt: "Uma aluna nova de 12 anos trabalha toda noite na casa da mulher com quem mora para pagar a dívida da viagem",
    it: "Una nuova alunna di 13 anni lavora ogni notte in casa della donna con cui vive per ripagare il viaggio",
  },
  "forced marriage": {
    en: "my year 10 student says her parents have found her a husband back home and she has to marry him this summer",
    es: "Una alumna de 15 años me dijo que sus padres la obligan a casarse con un hombre mayor este verano",
    fr: "Une élève de 15 ans m'a confié que ses parents veulent la marier de force pendant les vacances",
    de: "Eine Schülerin, 14, sagt, ihre Eltern wollen sie in den Ferien zwangsverheiraten",
    pt: "Uma aluna de 14 anos contou que a família quer casar ela com um homem mais velho nas férias",
    it: "Una ragazza di 15 anni mi ha detto che i genitori la vogliono far sposare con un uomo che non conosce",
  },
  radicalisation: {
    en: "year 10 boy keeps telling people that muslims deserve to die and showed me a manifesto he's been sent by a guy online",
    es: "Un alumno de 16 años dice que los infieles merecen morir y que un hombre en internet le está preparando",
    fr: "Un élève de 2nde dit que les mécréants méritent de mourir et qu'un frère sur internet va l'aider à partir",
    de: "Ein Schüler, 15, sagt, Ungläubige verdienen den Tod, und ein Mann im Internet bereitet ihn vor",
    pt: "Um aluno de 15 anos diz que os infiéis merecem morrer e que um homem na internet está recrutando ele",
    it: "Un ragazzo di 16 anni dice che gli infedeli meritano di morire e un uomo online lo sta reclutando",
  },
  "neglect and a child left in charge": {
    en: "my grade 2 kid says mom hasn't been home for three days and he's been feeding his baby brother",
    es: "Un niño de 7 años me dijo que su madre no ha vuelto a casa desde el domingo y que él da de comer al bebé",
    fr: "Un élève de CP m'a dit que sa maman est partie depuis trois jours et qu'il s'occupe seul de sa petite sœur",
    de: "Ein Kind aus der 2. Klasse sagt, die Mama ist seit drei Tagen weg und es passt allein auf die kleine Schwester auf",
    pt: "Um menino de 7 anos disse que a mãe foi embora há três dias e ele cuida sozinho da irmãzinha",
    it: "Un bambino di 7 anni mi ha detto che la mamma se ne è andata da tre giorni e lui bada da solo alla sorellina",
  },
  "self-harm": {
    en: "noticed a year 8 girl has burns on her wrist and she admitted she does it with a lighter when she's stressed",
    es: "Una alumna de 14 años me enseñó que se hace cortes en las piernas cuando está triste",
    fr: "Une élève de 3e m'a avoué qu'elle se scarifie les cuisses tous les soirs",
    de: "Eine Schülerin der 9. Klasse hat mir gesagt, dass sie sich jeden Abend ritzt",
    pt: "Uma aluna de 14 anos me mostrou que está se cortando nos braços toda noite",
    it: "Una studentessa di 14 anni mi ha confessato che si fa dei tagli sulle cosce ogni sera",
  },
  "suicidal intent": {
    en: "a yr 11 lad dm'd me 'tell my mum i'm sorry, i'm done' and isn't answering his phone",
    es: "Un alumno de 16 años me mandó un mensaje: 'dile a mi madre que lo siento, ya no puedo más, me voy a matar'",
    fr: "Une élève de 1re m'a écrit qu'elle a décidé de mettre fin à ses jours ce week-end",
    de: "Ein Schüler der 11. Klasse hat geschrieben, dass er sich am Wochenende das Leben nehmen will",
    pt: "Uma aluna de 16 anos me mandou mensagem dizendo que vai se matar hoje à noite",
    it: "Uno studente di 17 anni mi ha scritto che stasera la fa finita e che è meglio senza di lui",
  },
  "abuse by staff or a coach": {
    en: "a year 9 girl told me her netball coach keeps asking her to stay behind alone and sends her kisses on snapchat",
    es: "Una alumna de 13 años me dijo que su entrenador le manda mensajes por la noche y le pide que no lo cuente",
    fr: "Une élève de 4e m'a dit que son entraîneur lui envoie des messages la nuit et lui demande de garder le secret",
    de: "Eine Schülerin der 7. Klasse sagt, ihr Trainer schreibt ihr nachts Nachrichten und sagt, das bleibt unter uns",
    pt: "Uma aluna de 13 anos disse que o treinador manda mensagens de madrugada e pediu segredo",
    it: "Una ragazza di 13 anni mi ha detto che l'allenatore le scrive di notte e le ha chiesto di non dirlo a nessuno",
  },
};

/** Ordinary questions a careless list would flag: hard topics, children and adults named, nothing reported of harm. */
const nearMisses = [
  "my yr 4s are scared of the school dog, how can I make the visit calm?",
  "how do I teach a unit on domestic violence awareness in year 11 PSHE without upsetting anyone?",
  "a student told me her dad is a police officer and arrested a man at the weekend. can I use it in citizenship?",
  "a boy in my class told me his uncle took him fishing and he caught a huge pike. how can I turn that into writing?",
  "we are reading Romeo and Juliet with year 9 and they laugh at the suicide scene, how do I handle it?",
  "a parent asked whether our e-safety lesson on sextortion is suitable for year 8. how do I reassure her?",
  "one of my students is moving abroad with her family this summer. how can I help her say goodbye to the class?",
  "a girl in my class said her mum's boyfriend is teaching her to cook. how can I link that to food tech?",
  "my kinders get really upset when parents leave at drop off. any tips for the first week?",
  "a student in grade 8 asked why terrorists attack people after we watched the news. how do I answer?",
  "a boy in my form has a broken arm from rugby and can't write. how do I adapt his assessments?",
  "one of my year 7s keeps giving away his snacks to his friends. should I be worried about his lunch?",
  "how should I teach the history of the slave trade and modern slavery to year 10?",
  "a student of mine is a young carer for her grandma and misses homework deadlines. how can I support her?",
  "a 15 year old in my class wants to write an essay on the causes of suicide in teenagers. how do I guide it?",
  "¿Cómo hablo de la violencia de género con alumnos de 4º de la ESO?",
  "Un alumno me dijo que su padre le regaló un móvil nuevo por su cumpleaños. ¿Cómo gestiono los móviles en clase?",
  "Comment aborder le harcèlement en ligne avec une classe de 5e ?",
  "Une élève m'a dit que son père l'emmène à la pêche le week-end. Comment utiliser ça en rédaction ?",
  "Wie spreche ich mit einer 8. Klasse über den Nationalsozialismus und den Holocaust?",
  "Ein Schüler hat Angst vor der Mathearbeit morgen. Wie kann ich ihn beruhigen?",
  "Como abordar o tema do suicídio no livro que a turma do 9º ano está lendo?",
  "Um aluno disse que o pai dele viaja muito a trabalho e ele sente falta. Como apoiar?",
  "Come parlo di bullismo online con una classe di prima media?",
  "Una bambina ha detto che la mamma le ha tagliato i capelli e la prendono in giro. Come intervengo?",
];

/** Disclosures told sideways, as a child tells them and a teacher retells them: no word from the lists above. */
const toldSideways = [
  "a girl in my year 9 class has started wearing a hoodie every day and when it slipped I saw her arms were covered in scratches, she said her cat did it but she doesn't have a cat",
  "my 6th grader whispered that her uncle gives her 'special hugs' in the car that make her feel yucky",
  "kid in my yr 1 class keeps trying to kiss other kids on the mouth and touch their bottoms, says his cousin teaches him",
  "year 12 girl asked me if it's normal that her boyfriend checks her phone, won't let her see friends and pushed her against a wall last week. she's 16, he's 22",
  "boy in my year 5 class said his mum's new partner makes him stand in the garden in his pants when he wets the bed",
  "our 14 yo student hasn't been in for 3 weeks, family says she's 'visiting relatives abroad', her friend says she was crying about an engagement",
  "a year 8 boy told me a man in a car keeps offering him money to deliver 'stuff' to an address across town",
  "my year 7 girl showed me texts from her 'online bf' saying he'll kill himself if she doesn't send a video",
  "student in my 11th grade class wrote in his english essay that he has a plan and a date and just needs to finish his exams first",
  "a kindergartner told me 'mommy sleeps a lot and I make breakfast for my baby sister' and she often smells of wee",
  "Mi alumna de 4º de la ESO me enseñó las marcas de quemaduras de mechero que se hace en los muslos",
  "Un niño de 6 años me dijo que su papá le aprieta el cuello cuando no se come la comida",
  "Un alumno de 15 años me cuenta que un grupo de Telegram le manda vídeos de atentados y le dicen que él también puede ser un mártir",
  "Una alumna de 11 años dice que el entrenador de natación la toca en el vestuario cuando no hay nadie",
  "Une élève de 5e m'a dit que son père la prive de repas quand ses notes sont mauvaises et la fait dormir dans le couloir",
  "Un élève de 4e m'a dit qu'il ne mange qu'à la cantine, qu'il n'y a plus d'électricité chez lui et que sa mère ne se lève plus",
  "Une élève de 2nde m'a avoué que son copain de 25 ans la force à faire des choses qu'elle ne veut pas",
  "Ein Junge aus der 4. Klasse kommt mit Striemen an den Beinen und sagt, das war der Kochlöffel von Papa",
  "Eine Schülerin aus der 9. hat mir geschrieben, dass sie heute Abend alle Tabletten ihrer Mutter nehmen will",
  "Ein Mädchen aus der 2. Klasse sagt, dass der Opa ihr Fotos ohne Kleidung macht und das ihr Geheimnis ist",
  "Ein 14-jähriger Schüler erzählt, dass Männer ihn nachts in eine Wohnung bringen und er dort Drogen verpacken muss",
  "Um aluno de 6 anos disse que a mãe o deixa trancado em casa o dia todo sozinho quando sai para trabalhar",
  "Uma aluna de 15 anos me contou que o namorado de 30 anos dela pediu pra ela não contar pra ninguém sobre eles",
  "Um aluno do 8º ano escreveu no caderno que queria dormir e não acordar nunca mais",
  "Uma aluna de 13 anos chegou com o olho roxo e disse que a madrasta bateu nela com o controle da TV",
  "Una ragazza di prima superiore mi ha confidato che il patrigno entra in bagno mentre si fa la doccia e la guarda",
  "Un bambino di terza elementare ha detto che il papà gli ha spento una sigaretta sulla mano",
  "Una studentessa di 16 anni ha scritto su Instagram che questa è l'ultima notte e ha salutato tutti",
  "Un ragazzino di 12 anni mi ha raccontato che degli uomini gli hanno preso il passaporto e lo fanno lavorare in un ristorante",
  "my yr 3 said grandad hurts her wee-wee when she stays over on fridays",
  "one of my yr 2s came in with a black and blue ear and said mummy's friend twisted it because she was too loud",
  "a girl in my 9th grade homeroom told me her stepbrother comes into the bathroom when she showers and she's started sleeping in her clothes",
  "student in my year 10 class has been getting rides home from a 25 yr old guy she calls her boyfriend, he buys her vodka and weed",
  "my 7 yr old pupil keeps asking if he can come home with me because at his house 'the shouting never stops and dad throws plates'",
  "a lad in year 8 turned up with a cut above his eye and said he walked into a door, third time this term, he looked terrified when his dad came to pick him up",
  "girl in my form tutor group confided that she hasn't eaten properly in a week because there's no money for food and the electric got cut off",
  "kid in my 6th grade class said an older boy from the bus made him do stuff in the woods and said he'd tell everyone he's gay if he told",
  "year 11 student told me she's pregnant and the father is her mum's boyfriend",
  "one of my reception children said 'daddy puts the pillow on my face when I cry'",
  "a year 6 boy wrote a story where a boy's dad locks him in the garage at night with no light, then whispered to me 'that's what happens to me'",
  "my 4th grader keeps saying she wants to go to heaven to be with her nana and has been looking up how to get there",
  "a 16 yr old in my class posted 'no one would even notice if i was gone' on her story last night and isn't in school today",
  "Un alumno de 10 años me contó que su padrastro le quema con cigarrillos cuando se porta mal",
  "una alumna de 15 años me dijo que un hombre de 40 le da dinero a cambio de 'hacerle compañía' los fines de semana",
  "mi alumno de primaria dice que su mamá lo deja solo toda la noche cuando se va a trabajar y que tiene miedo",
  "Un élève de CE1 m'a dit que papa tape maman et qu'il se cache sous le lit avec sa petite sœur",
  "une élève de 3e reçoit des messages d'un adulte qui lui demande de se déshabiller devant la caméra",
  "un élève de 6e a des marques de coups sur le dos et m'a supplié de ne rien dire à ses parents",
  "Ein Mädchen aus meiner 4. Klasse sagt, der Nachbar gibt ihr Süßigkeiten und nimmt sie mit in seine Wohnung, sie soll es keinem sagen",
  "Ein Schüler aus der 10. Klasse postet, dass er morgen mit einem Messer in die Schule kommt, um es allen zu zeigen",
  "Eine Schülerin der 8. Klasse hat mir gestanden, dass sie sich jeden Tag übergibt, nichts mehr isst und sich selbst schneidet",
  "Um aluno do 5º ano chegou com o braço engessado e disse baixinho que foi o pai que empurrou ele da escada",
  "Uma aluna de 12 anos contou que o padrasto entra no banheiro quando ela está tomando banho",
  "um aluno de 16 anos disse que está sendo ameaçado por uma facção e que tem que levar droga para outra cidade",
  "Una bambina di 5 anni ha detto alla maestra che il papà le mette le mani nelle mutandine",
  "Un ragazzo di seconda media mi ha detto che suo padre lo chiude fuori casa di notte quando fa freddo",
  "Una studentessa di 16 anni mi ha scritto 'grazie di tutto prof, domani non ci sarò' e non risponde al telefono",
  "Un alumno de 13 años me contó que unos chicos mayores le obligan a guardar droga en su casa y que si no lo hace le pegarán",
  "girl in y8 said her dad's friend showed her videos of people having sex on his phone and said not to tell",
  "my year 3 boy said he isn't allowed to eat with the family and gets the leftovers if there are any",
];

/** More near misses: a child, an adult and a hard word in one sentence, and nothing reported of harm. */
const moreNearMisses = [
  "a girl in my class told me her cat scratched her arms when she gave it a bath. how can I use pets in a science lesson?",
  "my yr 1s keep giggling at the word 'bottom' during phonics, how do I keep the lesson on track?",
  "a year 12 student asked for help with her essay on coercive control in The Color Purple. how do I guide her?",
  "a boy in my class said his mum's partner is taking him camping this weekend. how can I link outdoor skills to our geography unit?",
  "our 14 yo student is visiting relatives abroad for a wedding and will miss two weeks, how do I send work?",
  "a year 8 boy delivers newspapers every morning before school and is tired. how can I help him with homework time?",
  "my year 7 class is doing a unit on online safety, what activities work for talking about sharing photos?",
  "a student in my 11th grade class is stressed about exams and says he has a plan for revision. how can I support it?",
  "a kindergartner told me her mommy is having a baby and she's going to help. how do I teach about new siblings?",
  "Mi alumna de 15 años quiere hacer un trabajo sobre la violencia machista. ¿Qué fuentes le recomiendo?",
  "Un niño de 6 años dice que su papá le hace cosquillas y se ríe mucho. ¿Cómo uso el humor en clase?",
  "Comment expliquer les attentats du 13 novembre à des élèves de 4e ?",
  "Une élève de 5e m'a dit qu'elle dort chez sa grand-mère le mercredi. Comment organiser les devoirs ?",
  "Un élève de 3e m'a dit que son père l'a privé de téléphone pour ses notes. Comment parler de motivation ?",
  "Ein Junge aus der 4. Klasse hat Angst vor dem Schwimmunterricht. Wie kann ich ihm helfen?",
  "Wie bespreche ich den Roman 'Die Welle' mit einer 9. Klasse?",
  "Eine Schülerin hat erzählt, dass ihr Opa ihr das Fotografieren beibringt. Wie kann ich das in Kunst nutzen?",
  "Um aluno de 6 anos disse que fica com a avó quando a mãe trabalha. Como envolver a família?",
  "Como falar sobre abuso sexual infantil de forma preventiva com alunos do 5º ano?",
  "Uma aluna de 13 anos disse que a madrasta ensina ela a cozinhar. Como usar isso em matemática?",
  "Come parlo del suicidio di Jacopo Ortis con una classe di quarta superiore?",
  "Un bambino di terza elementare ha detto che il papà fuma e lui vuole che smetta. Come parlo di salute?",
  "Una ragazza mi ha detto che il patrigno la porta agli allenamenti ogni giorno. Come la aiuto a organizzarsi?",
  "my 6th graders are writing letters to veterans about war. how do I handle questions about killing?",
  "a student's grandad died and she wants to write a goodbye letter to him in class. how can I support her?",
  "one of my students keeps saying 'I'm gonna kill you' to friends during games. how do I address violent language?",
  "a boy told me his parents took his xbox away and he's furious. how do I help him manage anger?",
  "year 10 pshe: how do I teach about county lines without glamorising it?",
  "a girl in year 9 said her older sister is pregnant and she's excited to be an aunt. any ideas for a family tree project?",
  "my students saw a fight outside school on social media. how do i discuss it in form time?",
  "a boy in my class said his dad lets him stay up late on fridays to watch films. how do i talk about sleep with parents?",
  "how do I explain the Rwandan genocide to year 9 without graphic detail?",
  "my yr 5s keep playing 'kill the zombie' at break and some kids get upset, how do I redirect the game?",
  "a girl in my class told me her grandma died and she has to take care of her little brother after school until mum gets home at 6. how can I help with homework?",
  "my students are reading The Hunger Games and ask why the government makes children fight to the death. how do I lead that discussion?",
  "one of my year 8s told me she's scared of her new stepdad's big dog. how do I help her before the pet project?",
  "a student told me his older brother is in prison. how do I support him when we do the crime unit?",
  "how do i talk to year 6 about puberty and touching when parents are nervous?",
  "a girl in my class said her mum shouts when she doesn't tidy her room. how can I teach organisation skills?",
  "my 10th graders want to debate the death penalty. how do I keep it respectful?",
  "a boy in reception cries every morning at drop off and clings to his mum, what can I do?",
  "a student in my class keeps drawing guns and tanks, he's obsessed with WW2. how do I channel that into history?",
  "a student told me her parents are getting divorced and she has to choose who to live with. how do I support her in class?",
  "how do I run a lesson on consent for year 10?",
  "my y9 class is doing a project on knife crime after a stabbing in the news. what resources are good?",
  "a boy in my class says he wants to be a soldier and fight in a war. how do I talk about that?",
  "¿Cómo trabajo el Holocausto con alumnos de 15 años?",
  "Una alumna me dijo que su madre trabaja de noche y su abuela la cuida. ¿Cómo organizo las tutorías con la familia?",
  "Mis alumnos de 6 años tienen miedo de los truenos. ¿Qué actividad puedo hacer?",
  "Comment expliquer le génocide des Tutsi à des élèves de 3e ?",
  "Un élève m'a dit que sa grande sœur l'aide à faire ses devoirs le soir. Comment impliquer les familles ?",
  "Wie erkläre ich Kindern der 3. Klasse, was Krieg bedeutet, wenn sie Nachrichten sehen?",
  "Eine Schülerin hat erzählt, dass ihre Eltern sich streiten, wer sie zum Training fährt. Wie bleibe ich neutral?",
  "Como explicar a ditadura militar para alunos do 9º ano?",
  "Um aluno de 8 anos disse que o pai dele trabalha à noite e dorme de dia. Como marcar a reunião de pais?",
  "Come spiego la Shoah a bambini di quinta elementare?",
  "Un alunno mi ha detto che il nonno gli ha regalato un coltellino per la pesca. Come parlo di sicurezza?",
  "a student asked me what grooming means after a news story. how do I answer age-appropriately for year 7?",
  "my students are writing poems about loss and one girl wrote about her dog dying. how do I give feedback sensitively?",
  "a student said her dad is very strict about grades and she's stressed before exams. how can I help her manage anxiety?",
];

describe("harm families, in words no probe set uses", () => {
  const rows = Object.entries(byFamily).flatMap(([family, byLanguage]) =>
    Object.entries(byLanguage).map(([language, text]) => [family, language, text]),
  );

  it.each(rows)("flags %s (%s): %s", (_, __, text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(nearMisses)("leaves a near miss unflagged: %s", (text) => {
    expect(isDisclosure(text)).toBe(false);
  });

  it.each(nearMisses)("opens no note on a near miss either: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });

  it.each(toldSideways)("flags a disclosure told sideways: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(moreNearMisses)("leaves a near miss with a child, an adult and a hard word unflagged: %s", (text) => {
    expect(isDisclosure(text)).toBe(false);
  });
});
