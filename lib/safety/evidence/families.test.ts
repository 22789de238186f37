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
  "she said her dad's mate gives her lifts and touches her knee and she doesn't like being alone with him",
  "year 7 boy has been sleeping in class every day, told me he's up all night because mum's boyfriend hurts her and he has to protect her",
  "my pupil (age 10) says she gets 'the belt' if she tells anyone what happens at home",
  "a boy in my 9th grade class asked me how long it takes to bleed out",
  "one of my yr 9s has a much older 'friend' who picks her up in a BMW and she's started skipping lessons to see him",
  "a 13 yo told me her mum makes her take pictures in her underwear and sells them online",
  "my student told me he's been living in a tent with his dad since they were evicted and they have nothing to eat",
  "a year 5 girl told me a boy from year 10 made her show him her private parts behind the sports hall",
  "our Y11 boy keeps watching beheading videos and says the people in them deserved it, he's joined some chat group",
  "a 16yo in my class said her brother beats her if she talks to boys and her family is planning to send her back home to marry",
  "Un alumno de 13 años me dijo que su tío le enseña vídeos porno y le pide que haga lo mismo",
  "Una alumna de 9 años dice que su madre la deja encerrada en el baño cuando viene su novio",
  "Mi alumna de 17 años me escribió que ya ha decidido cómo hacerlo y que esta semana es la última",
  "Une élève de 6e m'a dit qu'un adulte lui envoie des messages sur Instagram et lui propose de l'argent pour des photos",
  "Un élève de 5e est arrivé avec un œil au beurre noir et m'a dit que c'est son grand frère qui le tabasse",
  "Une élève de 3e m'a dit qu'elle se fait vomir après chaque repas et qu'elle veut disparaître",
  "Ein Schüler der 5. Klasse sagt, sein Vater sperrt ihn im Keller ein, wenn er schlechte Noten hat",
  "Eine 13-jährige Schülerin trifft sich mit einem 30-jährigen Mann, den sie im Internet kennengelernt hat",
  "Ein Junge aus der 7. Klasse hat mir gesagt, dass seine Mutter ihn schlägt und er Angst hat, nach Hause zu gehen",
  "Uma aluna de 12 anos disse que o vizinho mostra as partes íntimas pra ela pela janela",
  "Um aluno de 15 anos está sendo obrigado por uma gangue a guardar armas em casa",
  "Uma aluna de 16 anos escreveu que vai pular da ponte amanhã",
  "Una bambina di 7 anni ha detto che la mamma la lascia sola a casa tutto il weekend senza cibo",
  "Un ragazzo di 14 anni mi ha detto che un adulto conosciuto online gli ha chiesto foto nudo in cambio di ricariche",
  "Una ragazza di 15 anni ha lividi sulle braccia e dice che il fidanzato di 24 anni la strattona quando è geloso",
  "a year 4 girl keeps flinching when anyone raises their voice and told me her dad 'gets angry with his fists'",
  "my 8th grade student said her mom's boyfriend walks in on her in the shower and laughs about it",
  "year 9 boy told me a man who follows him on tiktok sent him money and now wants to meet at the shopping centre, just the two of them",
  "a student in year 11 said some lads have a video of her from a party and are sharing it round the school, she was drunk and doesn't remember",
  "one of my 12 year olds has been missing from home three times this month and comes back with new clothes and a phone she says a 'friend' gave her",
  "a little boy in my prep class told me that when he's naughty mummy puts him in the cupboard under the stairs in the dark",
  "a year 10 student disclosed she was sent to a 'camp' abroad last summer where they cut girls and now they want to take her little sister",
  "a 15 year old in my class said his brother's friends pay him to stand on the corner and text them when police come",
  "girl in my 7th grade class says her parents make her skip school to look after her sick mum and clean the house, she hasn't been in for 2 weeks",
  "year 8 pupil told me she hates her body, hasn't eaten in four days and was sick in the toilets after lunch",
  "my tutee said 'if my dad finds out I'm gay he'll throw me out or worse' and he's sleeping at friends' houses",
  "a student in my year 9 class keeps talking about taking his dad's gun from the cabinet and 'making them all sorry'",
  "Una alumna de 12 años me contó que su padre la obliga a dormir con él desde que su mamá se fue",
  "Un alumno de 9 años tiene marcas de mordiscos en los brazos y dice que su mamá le muerde cuando se enfada",
  "Un alumno de 16 años me dijo que le da igual vivir o morir y que ha escrito cartas para sus amigos",
  "Un élève de CM2 m'a dit que le monsieur du parc lui donne des bonbons et lui demande de baisser son pantalon",
  "Une élève de 4e a dit que des garçons plus âgés l'ont emmenée dans un appartement et l'ont forcée",
  "Une élève de 6e arrive chaque jour sans manger, ses vêtements sont trop petits et elle dit que sa mère dort toute la journée",
  "Ein Schüler aus der 6. Klasse hat erzählt, dass ihn sein Stiefvater mit dem Kopf gegen den Schrank geschlagen hat",
  "Eine Schülerin der 10. Klasse sagt, ein Lehrer aus einer anderen Schule schreibt ihr nachts auf WhatsApp und will sie allein treffen",
  "Ein Kind aus der 1. Klasse spielt mit Puppen Sex nach und sagt, das macht der Onkel mit ihr",
  "Uma aluna de 15 anos disse que foi vendida pelo tio para um homem mais velho e que mora com ele agora",
  "Um aluno de 10 anos contou que o pai o obriga a ficar de joelhos no milho quando desobedece",
  "Uma aluna de 14 anos disse que não aguenta mais e pesquisou quantos comprimidos precisa tomar",
  "Un ragazzo di 15 anni mi ha detto che il suo 'capo' gli fa vendere fumo davanti alla scuola e che se smette lo picchiano",
  "Una bambina di 4 anni all'asilo ha detto che il compagno della mamma le fa il solletico sotto le mutandine",
  "Una ragazza di 13 anni mi ha detto che un uomo conosciuto su TikTok le ha chiesto di vedersi da sola a Milano e di non dirlo a nessuno",
  "my yr 6 boy said his mum's boyfriend held his hand on the hot cooker to 'teach him a lesson'",
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
  "one of my students told me her uncle is a doctor and she wants to be one too. how do I encourage her?",
  "a boy in my class said his dad smacked the table when his team lost. how do I use sport to teach emotions?",
  "how do I teach the poem 'Suicide in the Trenches' to year 9?",
  "my year 6s are scared about moving to secondary school. how can I help them?",
  "a girl told me she has a secret crush on a boy in her class. how do I handle friendship drama?",
  "our school is doing a lockdown drill and a student asked if someone could come in with a gun. how do I answer calmly?",
  "a student in my class said his mum makes him go to bed at 8. how do I talk about sleep routines?",
  "how should I explain female genital mutilation in a year 10 PSHE lesson on human rights?",
  "a pupil said her grandad is very ill and she's worried he will die. how do I support her?",
  "my 5th graders keep saying 'I'll kill you' as a joke during games. how do I stop it?",
  "a student told me he wants to join the army when he's 18. how can I help with careers?",
  "my teens are obsessed with true crime podcasts about serial killers. can I use that for a media unit?",
  "Un alumno me dijo que su tío lo lleva al fútbol los domingos. ¿Cómo lo uso en una redacción?",
  "Une élève m'a dit que sa mère la dispute quand elle rentre tard. Comment parler de l'autonomie ?",
  "Ein Schüler sagt, sein Vater ist streng bei den Hausaufgaben. Wie motiviere ich ihn?",
  "Uma aluna disse que o pai dela trabalha num navio e fica meses fora. Como apoiar a saudade?",
  "Un alunno mi ha detto che lo zio gli insegna a pescare. Come collego questo alla scienza?",
  "a student of mine got a new phone and keeps texting late at night. how do I talk to her about screen time?",
  "my year 11 boy is very thin and says he's training for a marathon. should I be worried about his diet lesson plan?",
  "a child in my nursery keeps hiding under the table when the hand dryer goes on. any sensory strategies?",
  "one of my students' dad is a firefighter and offered to visit. how do I plan the visit for year 2?",
  "a boy in my class keeps falling asleep because he plays video games late. how do I talk to his parents?",
  "my year 9s asked how long it takes for a body to decompose after our forensic science lesson. is that ok to answer?",
  "a year 5 girl said a boy in year 10 helped her find her lost bag. how can we encourage buddy schemes?",
  "our Y11 boy wants to do his history coursework on ISIS propaganda. how do I supervise the research?",
  "my 16yo student wants to marry her boyfriend when she's older and asked about wedding traditions for a project. how do I handle it?",
  "Un alumno me preguntó por qué existen las drogas después de la charla de prevención. ¿Qué le respondo?",
  "Une élève m'a dit qu'elle veut devenir mannequin et fait attention à ce qu'elle mange. Comment parler de l'alimentation ?",
  "Ein Schüler hat erzählt, dass er mit seinem Vater im Keller eine Modelleisenbahn baut. Wie nutze ich das im Technikunterricht?",
  "Uma aluna disse que o vizinho dela tem um cachorro bravo e ela tem medo de passar na rua. Como ajudar?",
  "Una bambina ha detto che la mamma la lascia dalla nonna nel weekend. Come coinvolgo la famiglia?",
  "a student in year 8 said his mum's boyfriend took him to the football and bought him a scarf. how can I use that in a persuasive writing task?",
  "my students found the scene in Of Mice and Men disturbing. how do I debrief after the lesson?",
  "one of my year 10s told me her parents are strict about boys and she's not allowed to go to parties. how do I talk about independence in PSHE?",
  "a kid in my class told me his stepmum makes him do his homework before dinner, and he hates it. how do I build intrinsic motivation?",
  "a girl in my class flinches at loud noises since the fireworks on bonfire night. how do I make assemblies easier for her?",
  "a student said her mum's boyfriend is a nurse and will come to our careers day. how should we prepare questions?",
  "how do I explain to year 9 why people join gangs, for our citizenship unit?",
  "a year 11 student wants to do her art project on body image and eating disorders. how can I guide her?",
  "one of my 12 year olds missed school for a family holiday in Spain. how do I help her catch up?",
  "my prep class loves hide and seek in the cupboard. is that a safety issue for the classroom?",
  "a boy in my class said his dad taught him to shoot at a gun range. how do I talk about gun safety?",
  "my 7th graders think gay jokes are funny. how do I run a lesson on respect?",
  "a student said his brother's friends play football with him every weekend. how can I use that in a PE reflection?",
  "how do I teach a sensitive unit on the Partition with students whose grandparents lived through it?",
  "Un alumno de 16 años quiere escribir cartas a sus abuelos para el proyecto de lengua. ¿Qué formato recomiendo?",
  "Comment parler du harcèlement sexuel avec des lycéens de 1re ?",
  "Un élève de CM2 a peur des piqûres pour le vaccin à l'école. Comment le rassurer ?",
  "Ein Schüler aus der 6. Klasse hat sich beim Fußball am Kopf gestoßen. Wie passe ich den Sportunterricht an?",
  "Wie unterrichte ich das Thema Kinderarbeit in einer 7. Klasse?",
  "Como trabalhar o tema do trabalho infantil com alunos do 6º ano?",
  "Um aluno de 10 anos disse que o pai é rígido com horários. Como ajudar na rotina de estudos?",
  "Come posso spiegare la tratta degli schiavi a una classe di seconda media?",
  "Una ragazza di 13 anni vuole fare un video su TikTok per il progetto di scienze. Come gestisco la privacy?",
  "my year 9s are writing a crime story for english and want to include a kidnapping. how do I keep it age-appropriate?",
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

/**
 * Concepts a third blind set showed missing, each with one disclosure per language written for these
 * tests (no probe's words), and near misses that share a word with the concept but tell no harm.
 */
const concepts: Record<string, { disclosures: Record<string, string>; nearMisses: string[] }> = {
  "self-injury as relief: a wound picked open, pain that helps": {
    disclosures: {
      en: "a year 10 girl keeps picking at the scabs on her arms in maths and told me the pain helps her calm down",
      es: "Una alumna de 14 años se arranca las costras de los brazos en clase y me dijo que el dolor le ayuda a concentrarse",
      fr: "Un élève de 4e arrache ses croûtes sur les poignets pendant les cours et dit que la douleur le calme",
      de: "Ein Schüler der 9. Klasse kratzt sich ständig den Schorf an den Handgelenken auf und sagt, der Schmerz hilft ihm",
      pt: "Uma aluna de 13 anos arranca as casquinhas dos pulsos na aula e diz que a dor acalma",
      it: "Un ragazzo di 14 anni si stacca le croste sui polsi in classe e dice che il dolore lo calma",
    },
    nearMisses: [
      "my year 9 student said the stretching pain helps her muscles after netball. how do I plan warm-ups?",
      "A year 2 boy keeps picking at the scabs on his knees from when he fell off his bike. Should I tell his mum?",
      "Mi alumno de 12 años dice que el dolor de piernas después de correr le ayuda a saber que ha entrenado bien.",
    ],
  },
  "an adult silencing a child: if you tell, nobody will believe you, someone goes to prison": {
    disclosures: {
      en: "a year 4 boy told me his uncle says nobody will believe him if he ever tells what happens at sleepovers",
      es: "Una niña de 7 años me dijo que su padrastro le repite que, si lo cuenta, nadie le va a creer",
      fr: "Une élève de CM1 m'a confié que son voisin lui répète que si elle parle, personne ne la croira",
      de: "Ein Mädchen aus der 2. Klasse hat erzählt, ihr Cousin sagt, wenn sie es erzählt, dass ihr sowieso niemand glaubt",
      pt: "Um menino de 8 anos me contou que o padrasto diz que, se ele contar, ninguém vai acreditar nele",
      it: "Una bambina di 9 anni mi ha detto che lo zio le ripete che se lo dice, nessuno le crederà",
    },
    nearMisses: [
      "My year 6 said nobody would believe her story about meeting a footballer on holiday with her dad. How do I use it for a recount?",
      "A student told me her dad will go to prison next month. How can I support her in class?",
      "Un élève de 3e m'a dit que personne ne croira qu'il a lu tout le roman. Comment l'encourager ?",
      "A student's uncle is a police officer and said if you tell the truth you'll never go to prison. Is that a good assembly theme?",
      "Un élève de 5e m'a dit que son père ira en prison pour une histoire d'impôts. Comment l'aider ?",
      "Uma aluna de 14 anos disse que ninguém acredita que ela tirou 10 em matemática. Como incentivo?",
    ],
  },
  "an adult hiding a meeting with a child: the phone left at home, a pick-up": {
    disclosures: {
      en: "a yr 9 girl showed me messages from a man she met online who wants to pick her up after school and says leave your phone at home",
      es: "Una alumna de 13 años me enseñó los mensajes de un hombre que conoció por internet: quiere recogerla el sábado y que deje el móvil en casa",
      fr: "Une élève de 4e m'a montré les messages d'un homme rencontré en ligne qui veut venir la chercher et lui dit de laisser son téléphone à la maison",
      de: "Eine Achtklässlerin hat mir Nachrichten gezeigt: Ein Mann, den sie online kennengelernt hat, sagt, sie soll den Standort ausschalten",
      pt: "Uma aluna de 14 anos me mostrou mensagens de um homem que conheceu na internet pedindo para ela deixar o celular em casa",
      it: "Una ragazza di 14 anni mi ha mostrato i messaggi di un uomo conosciuto online che vuole passarla a prendere e le dice di lasciare il cellulare a casa",
    },
    nearMisses: [
      "Mum told my year 7 to leave her phone at home because it keeps getting confiscated. How do I explain our phone policy?",
      "Our year 8s must leave their phones at home on the residential trip. How do I explain it to parents?",
      "Der Vater will seine Tochter nach der AG abholen. Wie organisiere ich das mit der Klasse 5?",
      "A year 8 girl met her penpal online through the school exchange programme. How do I build a project around it?",
      "Eine Schülerin der 9. Klasse hat ihre Brieffreundin online kennengelernt. Wie mache ich daraus ein Projekt?",
      "Meine 6. Klasse soll ihre Handys zu Hause lassen, wenn wir auf Klassenfahrt gehen. Wie erkläre ich das den Eltern?",
    ],
  },
  "a child in the company of adult men: 'friends' in their thirties, a car full of men": {
    disclosures: {
      en: "a year 10 girl has new trainers every week and says her friends are guys in their 20s; a neighbour saw her in a car with three men late at night",
      es: "Una alumna de 14 años dice que sus amigos tienen 30 años y la vimos en un coche con varios hombres a la salida",
      fr: "Une élève de 14 ans dit que ses potes ont 30 ans et on l'a vue dans une voiture avec plusieurs hommes",
      de: "Eine Schülerin der 8. Klasse sagt, ihre Freunde sind alle über 25, und man hat sie in einem Auto mit drei Männern gesehen",
      pt: "Uma aluna de 13 anos diz que os amigos dela têm 30 anos e foi vista num carro com vários homens",
      it: "Una ragazza di 14 anni dice che i suoi amici hanno 30 anni e l'hanno vista in macchina con diversi uomini",
    },
    nearMisses: [
      "My Year 11 has a Saturday job at a café where all her colleagues are in their 30s. How do I support her revision?",
      "A student's dad and his friends, all men in their 40s, are running the school fun run. How do I thank them?",
      "A 15 year old in my form says her older cousins are in their 20s and take her to football matches. Should I say anything?",
    ],
  },
  "radicalisation: a far-right creed and a question about getting weapons": {
    disclosures: {
      en: "a year 10 boy keeps sharing far right videos and asked me how to get a gun without a licence",
      es: "Un alumno de 15 años comparte memes de extrema derecha y me preguntó dónde conseguir un arma",
      fr: "Un élève de 3e partage des vidéos d'extrême droite et m'a demandé comment se procurer une arme",
      de: "Ein Schüler der 10. Klasse teilt rechtsradikale Videos und hat gefragt, wo man Waffen besorgen kann",
      pt: "Um aluno de 15 anos compartilha vídeos de extrema direita e me perguntou como conseguir uma arma",
      it: "Un ragazzo di 15 anni condivide video di estrema destra e mi ha chiesto come procurarsi un'arma",
    },
    nearMisses: [
      "How did the Home Guard get weapons in 1940? My Year 9s keep asking.",
      "My Year 10s are reading about the far right in Weimar Germany. How do I explain its rise?",
      "Wie erkläre ich meiner 10. Klasse, wie die Nationalsozialisten an Waffen kamen?",
    ],
  },
  "FGM told as a rite: becoming a woman, a cutting": {
    disclosures: {
      en: "a year 4 girl says her aunties are taking her abroad in the summer to become a woman and she is scared of the cutting",
      es: "Una niña de 8 años me dijo que este verano viaja para hacerse mujer y que le harán el corte como a su prima",
      fr: "Une élève de CE2 m'a dit qu'elle part cet été pour devenir une femme et qu'on va la purifier comme sa sœur",
      de: "Ein Mädchen aus der 3. Klasse erzählt, sie fährt im Sommer weg, um zur Frau zu werden, und dann wird sie gereinigt",
      pt: "Uma menina de 8 anos contou que vai viajar nas férias para virar mulher e que vai ser cortada como a irmã",
      it: "Una bambina di 8 anni mi ha detto che in estate va dai nonni per diventare donna e che sarà purificata",
    },
    nearMisses: [
      "How do I teach year 6 what changes in puberty when a girl is becoming a woman?",
      "In science my Year 3s are taking a cutting from the geranium. How do I explain roots?",
      "A year 4 girl asked me what 'becoming a woman' means after a story about a bat mitzvah. How do I answer?",
    ],
  },
  "violence acted out in play, said to be real at home, with a threat against calling for help": {
    disclosures: {
      en: "in the home corner a nursery girl made the dad doll shout 'if you call the police you're dead' and said that's what happens at my house",
      es: "Un niño de 4 años jugando con muñecos hizo que el papá gritara 'si llamas a la policía te mato' y dijo que es lo que pasa en mi casa",
      fr: "Un enfant de maternelle a fait dire au papa poupée 'si tu appelles la police je te tue' et a dit que c'est ce qui se passe chez moi",
      de: "Ein Junge im Kindergartenalter ließ die Papa-Puppe rufen 'wenn du die Polizei rufst, bist du tot' und sagte, das passiert bei uns zu Hause",
      pt: "Uma menina de 5 anos brincando de casinha fez o boneco pai gritar 'se chamar a polícia eu te mato' e disse que é o que acontece na minha casa",
      it: "Un bambino di 5 anni giocando con le bambole ha fatto urlare al papà 'se chiami la polizia ti ammazzo' e ha detto che è quello che succede a casa mia",
    },
    nearMisses: [
      "In role play my Year 1 said 'that's what happens at my house' when the dolls had a birthday tea party.",
      "In our drama scene the father says 'if you call the police you'll regret it'. How do I stage it with year 9?",
      "My Y6s play cops and robbers at break and shout 'if you call the police you're dead'. Is it normal play?",
    ],
  },
  "touching other children in ways beyond a young child's age": {
    disclosures: {
      en: "my reception boy keeps touching other children under their clothes in ways that are not age appropriate",
      es: "Un niño de 5 años toca a otros niños en sus partes de forma inapropiada",
      fr: "Un enfant de maternelle touche les autres enfants de façon inappropriée aux toilettes",
      de: "Ein Junge aus der 1. Klasse fasst andere Kinder unangemessen im Intimbereich an",
      pt: "Um menino de 5 anos toca os outros colegas de forma inapropriada no banheiro",
      it: "Un bambino di 5 anni tocca gli altri bambini in modo inappropriato in bagno",
    },
    nearMisses: [
      "My Reception children keep touching other children's hair at carpet time. How do I teach personal space?",
      "How do I teach Reception which kinds of touching are not appropriate?",
    ],
  },
  "everyone better off without them, in each language": {
    disclosures: {
      en: "a year 8 girl has stopped eating and told me everyone would be better without her",
      es: "Una alumna de 13 años dejó de comer y me dijo que todos estarían mejor sin ella",
      fr: "Une élève de 4e ne mange plus et m'a dit que ses parents seraient mieux sans elle",
      de: "Eine Schülerin der 7. Klasse isst kaum noch und sagt, es ginge allen besser ohne sie",
      pt: "Um aluno de 13 anos parou de comer e disse que a família ficaria melhor sem ele",
      it: "Una ragazza di 13 anni non mangia più e mi ha detto che tutti starebbero meglio senza di lei",
    },
    nearMisses: [
      "Mis alumnos de 4º de ESO dicen que estarían mejor sin deberes los fines de semana. ¿Cómo lo planteo?",
      "Meine 9. Klasse meint, es ginge allen besser ohne Hausaufgaben. Wie reagiere ich?",
      "My year 5s say everyone would be better without homework. How do I explain why we set it?",
    ],
  },
  "sextortion: intimate videos and a demand for more": {
    disclosures: {
      en: "a year 11 boy said someone has intimate videos of him and demands more or they go to his friends",
      es: "Un alumno de 16 años me contó que alguien tiene vídeos íntimos suyos y le pide más vídeos",
      fr: "Un élève de 2de m'a dit qu'un inconnu a des vidéos intimes de lui et exige d'autres vidéos",
      de: "Ein Schüler der 10. Klasse sagt, jemand hat intime Videos von ihm und will mehr Videos",
      pt: "Uma aluna de 15 anos disse que um homem tem vídeos íntimos dela e exige mais, senão divulga",
      it: "Un ragazzo di 16 anni mi ha detto che qualcuno ha dei video intimi di lui e chiede altri video",
    },
    nearMisses: [
      "How do I teach Year 10 about the risks of sharing intimate videos online?",
      "My student's older sister demands more help with her homework than he can give. How do I support him?",
    ],
  },
};

describe("concepts the third blind set showed missing, in fresh words", () => {
  const disclosures = Object.entries(concepts).flatMap(([concept, { disclosures }]) =>
    Object.entries(disclosures).map(([language, text]) => [concept, language, text]),
  );
  const nearMissRows = Object.entries(concepts).flatMap(([concept, { nearMisses }]) =>
    nearMisses.map((text) => [concept, text]),
  );

  it.each(disclosures)("flags %s (%s): %s", (_, __, text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(nearMissRows)("leaves a near miss of %s alone, with no note: %s", (_, text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The same concepts told another way (other words, other word orders), so a concept is more than its first sentence. */
const toldAnotherWay = [
  "a year 8 girl scratches her forearms till they're raw in lessons and says it's the only thing that helps",
  "a year 5 boy told me his stepdad said he'd be put in care if he told anyone about the touching",
  "a 13 year old showed me snapchats from a man who told her to switch off her location and meet him at the station",
  "15 yr old in my form comes in with expensive bags, says her boyfriend's mates are in their 20s and drive her around at night",
  "Y9 boy has been sharing far-right videos and asked me where he could buy a crossbow",
  "Y2 girl said she's going to Somalia this summer for a special ceremony to become a woman and her auntie will cut her",
  "during small world play a 4 year old made the daddy figure punch the mummy figure and said daddy does that when he's angry",
  "A Reception girl keeps trying to touch other children's private parts in the toilets",
  "Ein Schüler der 8. Klasse sagt, seine Familie wäre ohne ihn besser dran",
  "Uma aluna de 14 anos disse que vai se matar se os pais descobrirem as fotos",
  "A year 6 girl said her uncle told her no one would ever believe a kid like her over him",
  "Une élève de 5e dit que l'homme qu'elle a rencontré sur Insta veut qu'elle laisse son portable chez elle samedi",
  "Un ragazzo di 15 anni ha detto che un uomo ha dei video intimi di lui e ne vuole altri",
];

/** Near misses on the words those concepts added: a ball kicked to mum, eczema, archery club, the Troubles. */
const conceptNearMisses = [
  "A year 3 boy in my class kicks the ball to his mum after school and she kicks it back. How do I encourage sport at home?",
  "My year 4 says music is the only thing that helps him focus on maths. Should I allow headphones?",
  "A year 5 girl scratches her arms raw because of eczema and says the cream is the only thing that helps. How do I support her?",
  "Uma aluna de 12 anos disse que quer mais tempo na prova e a mãe concorda. Como adapto?",
  "A year 1 boy collects stickers from his dad and wants more of them every day. How do I use it as a reward?",
  "My Reception class play families in the home corner and one girl said 'that's what daddy does' when the dad doll made pancakes.",
  "Un élève de CE2 dit que son père lui a dit que personne ne viendrait à la fête. Comment le consoler ?",
  "A year 7 girl said her dad told her nobody would be home till 6 so she goes to her nan's. Should I tell the office?",
  "How do I teach year 9 about the Troubles, including how loyalist and republican groups got hold of weapons?",
  "A student in my class asked where to buy a crossbow for archery club. Is that allowed on site?",
];

describe("the third blind set's concepts, told another way", () => {
  it.each(toldAnotherWay)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(conceptNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/**
 * Concepts the eighth set (written on safety7) found thin, told in other words: FGM and forced marriage
 * told as family travel, neglect at nursery age, a child thrown out of home, a marriage "fixed", an adult
 * pushing a child, an angry adult and a belt in a drawing, a game an adult calls theirs, a child
 * collected by different men, radicalisation told as new beliefs, a threat to mum in a drawing; and
 * Dutch, which had no safeguarding words at all.
 */
const eighthConcepts = [
  "Y3 girl says she's flying to her parents' country at Easter to be 'made a woman' like her older cousins were",
  "Mi alumna de 8 años dice que en vacaciones la llevan al país de sus padres para hacerse mujer",
  "a 2 year old in our baby room comes in with yesterday's nappy still on and is ravenous every morning",
  "Un petit de maternelle arrive avec la même couche que la veille et il est affamé tous les matins",
  "a y11 boy says his stepdad threw him out last week and he's been sleeping at mates' houses",
  "a student of class 9 told me her parents have fixed her marriage for next month",
  "Year 2 boy says his dad pushed him into the radiator when he spilled his juice",
  "my reception boy keeps drawing his daddy with an angry face and a belt",
  "a 6 year old told me her stepbrother gets in the bath with her and says it's our game, don't tell mummy",
  "a year 1 girl is picked up by a different man every Friday and says they are mummy's friends",
  "a year 10 boy says immigrants are the enemy and an older guy online is training him",
  "Uma aluna de 7 anos desenhou o padrasto ameaçando a mãe com uma faca",
  "Een leerling van 9 vertelde dat haar vader haar slaat als hij gedronken heeft",
  "Een jongen uit groep 7 zegt dat zijn oom hem aanraakt en dat het hun geheim is",
  "Een meisje van 15 uit mijn klas schreef dat ze niet meer wil leven",
  "Een kleuter zei dat papa mama slaat en dat ze dan onder het bed kruipt",
  "Een meisje van 13 uit mijn klas wordt deze zomer uitgehuwelijkt aan een man in het land van haar ouders",
  "my student wears a hoodie every day now and won't do PE; today I saw fresh scratches all the way up her arm",
  "one of mine turned up at 7am again, said no one was home last night and he slept in the shed",
  "A girl in my class says her dad says school is for boys and she's going 'home' to get engaged after Ramadan",
  "Since the summer a Year 11 boy talks about a 'race war' and keeps a folder of pictures of the mosque near school",
  "Uma aluna de 14 anos falta muito, aparece com roupas caras e diz que um homem de 30 anos é o namorado dela",
  "Een meisje van 12 uit mijn klas krast in haar armen en zegt dat niemand haar zou missen",
  "Een jongen van 15 brengt pakketjes rond voor oudere jongens en zegt dat hij moet betalen als hij stopt",
  "Een leerling van 7 zegt dat haar moeder haar opsluit in de kelder als ze huilt",
  "Mijn leerling van 14 vertelde dat een man van 30 haar cadeaus geeft en dat ze naar zijn huis moet komen",
  "Een kleuter uit mijn groep komt steeds zonder jas, heeft altijd honger en zegt dat er thuis geen eten is",
  "a y9 boy gets texts from older lads saying if he stops they'll come to his house and sort his mum out",
  "a 3 year old in our nursery said 'uncle put his hand over my mouth so i could not scream'",
  "a year 5 girl says the lodger gives her sweets if she sits on his knee when mum is out",
  "Una ragazza di 15 anni dice che i genitori vogliono sposarla con un uomo di quarant'anni",
  "Een meisje uit groep 2 zegt dat opa pijn doet in haar plasje",
  "Een jongen van 14 moet voor oudere mannen drugs wegbrengen na school",
  "Mijn leerling van 15 appte dat ze net pillen heeft genomen",
  "a year 10 girl said her brothers found her messages to a boy, she's not allowed out now and her dad has taken her passport",
  "Een meisje van 12 zegt dat de vriend van haar moeder haar filmt als ze zich omkleedt",
  "Uma aluna de 9 anos disse que nas férias vai ser cortada como a irmã foi",
  "a year 9 girl says she's slept in the park three nights since her stepdad told her not to come back",
  // A new baby explains a tired child, not one left in charge of it.
  "A Year 2 boy is always tired and hungry and says he looks after his new baby sister alone every night while mum goes out",
];

/** Near misses on the words those concepts added, and Dutch lessons on hard topics. */
const eighthNearMisses = [
  "A student is visiting her grandmother abroad this summer; what holiday reading should I set?",
  "Our nursery toddlers are ravenous after outdoor play; any healthy snack ideas?",
  "A Year 7 parent keeps messaging me late at night about homework. How do I set boundaries?",
  "one of my year 9 parents keeps texting me at 11pm late at night, what do I say?",
  "For a Year 8 debate: were the suffragettes right that violence is the only way to be heard?",
  "In our WW2 topic my Year 6s kept calling the Germans the enemy. How do I teach perspective?",
  "The kids call tag their favourite game at break; how do I include a new boy?",
  "Hoe leg ik kinderen in groep 5 uit wat ze moeten doen als iemand online om foto's vraagt?",
  "Een leerling is gevallen bij gym en heeft een blauwe plek op zijn knie; hoe pas ik de les aan?",
  "De hond van een leerling is overleden en ze huilt veel; hoe kan ik haar steunen?",
  "Hoe geef ik een les over huiselijk geweld aan de bovenbouw zonder dat het te zwaar wordt?",
  "A girl in my class has a new baby sister at home and is tired and teary. How can I help her in the mornings?",
  "A boy in my class told me his dad is away with the navy; how can the class send him letters and drawings?",
  "A girl in my Year 4 class said her mum is getting married at Easter. Could the class make her a card?",
  "Os pequenos do infantil se empurram na fila do lanche. Que rotina posso criar?",
  "A student's scratches on her arm are from her new kitten and she's proud of them. How can I use pets in a writing task?",
  "My year 8s keep saying there's no point to algebra. How do I show them why it matters?",
  "Een leerling heeft een nieuw broertje en is moe; hoe help ik hem in de ochtend?",
  "my Year 10 boy keeps getting calls from a withheld number during lessons, what is a fair phones policy?",
  "A boy in my class says his cousins will come to his house for his birthday and he is excited. Ideas for a writing task?",
  "My year 2 girl likes to sit on her grandad's knee at pick up and tell him about her day. How can I involve grandparents in reading?",
  "My Year 10 history class is studying how girls were kept out of school in the 1800s because 'school is for boys'",
  "A Year 8 girl said her dad has her passport ready for the French trip; what else should families bring?",
  "How do I teach Year 4 to take plant cuttings and grow them on the windowsill?",
  "My Year 9s are studying the Gunpowder Plot; how do I teach why the plotters were called traitors?",
  "A boy in my class said his family changed the locks after a burglary and he is scared at night. How can I reassure him?",
];

describe("the eighth set's thin concepts, in other words", () => {
  it.each(eighthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(eighthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/**
 * Concepts the twelfth set (written by concept, mostly in colloquial German, French, Dutch, Italian and
 * Spanish) found thin, told in other words: a carer's drinking and a child hiding, a "game" and a secret
 * with an adult, a teenager's much older boyfriend, a goodbye behind a teacher's "maybe I'm
 * overreacting", a debt to older boys worked off by carrying, a race war and martyrdom, a father raging
 * at a mother, FGM told as what was done to a sister, pills given to keep a child quiet, a debt to a
 * "madame", a sibling who says it was the belt, food hoarded for a baby brother, twins nobody collects.
 */
const twelfthConcepts = [
  "Y2 girl said her mum gets really shouty when she's been drinking and she hides in the wardrobe",
  "Een jongen uit groep 5 zei dat papa heel dronken was en dat hij zich toen onder de trap verstopte",
  "Un bambino di terza dice che quando il papà ha bevuto lui e la sorella si chiudono in bagno",
  "Ein Junge aus der 1. Klasse erzählt, der Nachbar spielt mit ihm ein Kitzelspiel und Mama darf es nicht wissen",
  "Een meisje uit groep 3 zei dat haar oom met haar doktertje speelt en dat het hun geheimpje is",
  "Eine Schülerin (14) hat einen Freund, der schon Auto fährt, und übernachtet am Wochenende bei ihm",
  "Vielleicht übertreib ich, aber ein Schüler der 8. Klasse hat seine ganze Sammlung verschenkt und gesagt, nach dem Wochenende bin ich weg",
  "Forse esagero, ma una ragazza di terza media ha detto alle amiche che il telefono non le serve più e ha segni sui polsi",
  "Y8 lad told me he owes some older boys money after a parcel went missing and they say he has to work it off",
  "Een leerling uit de tweede klas staat in het krijt bij oudere jongens en moet nu pakketjes rondbrengen",
  "Ein Schüler (13) fährt Päckchen für ältere Jungs aus und muss jetzt was abarbeiten",
  "Een leerling van 16 kijkt de hele dag filmpjes van een prediker en wil als martelaar sterven",
  "Un alumno de 15 dice que se viene una guerra de razas y ve videos contra los inmigrantes todo el día",
  "Ein Junge aus der 4. erzählt, der Papa brüllt jede Nacht die Mama an und schmeißt Sachen nach Mama",
  "Une élève de CE1 dit qu'au pays cet été une vieille dame va lui faire comme à sa grande sœur",
  "a Y5 boy says his stepdad gives him pills to calm him down before bed and he's drowsy all morning",
  "Una ragazza di 16 anni dice che deve ancora dei soldi alla madame e che la sera la accompagnano a lavorare",
  "Un alumno de 2º tiene marcas en la espalda y dice que se cayó, pero su hermano dice que fue con el cinturón",
  "reception girl hides bread rolls in her pockets at lunch, says they're for her brother because mum is always asleep",
  "Y1 twins came in without coats again in the frost with matted hair, and nobody came for them at home time",
];

/** Near misses on the words those concepts added: potty training, pretend play, a novel, a Christmas parcel drive. */
const twelfthNearMisses = [
  "En petite section, une élève veut des culottes pour être propre comme sa grande sœur. Comment l'accompagner ?",
  "Twee kleuters speelden doktertje in de huishoek; hoe reageer ik daar rustig op?",
  "We lezen met groep 8 een boek waarin de vader dronken thuiskomt; hoe bespreek ik dat?",
  "A boy in my class says another boy throws stuff at me in the playground. How do I handle it?",
  "Wir packen mit der 3. Klasse Päckchen für die Weihnachtsaktion im Schuhkarton; wie organisiere ich das?",
  "A Y9 girl gave away her old football boots because she won't need them anymore now she plays netball. Ideas for PE?",
  "Mi alumno de 5º regaló su ropa vieja a la campaña solidaria del cole; ¿cómo lo reconozco en clase?",
  "In de geschiedenisles over de vroege kerk vroeg een leerling waarom iemand martelaar wilde worden",
  "For our Year 10 Macbeth unit, how do I explain why Lady Macbeth says she has been drinking to be bold?",
  "Forse esagero, ma i miei alunni di quinta passano troppo tempo sui telefoni. Come ne parlo con le famiglie?",
];

describe("the twelfth set's thin concepts, in other words", () => {
  it.each(twelfthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(twelfthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** This round's concepts (a story that does not add up, a child gone abroad, a young carer with the power cut off…), in fresh words. */
const fifteenthConcepts = [
  "Y6 girl has grip marks on her arm again, says she fell over the dog, but honestly it doesn't add up",
  "Un alumno de 3º no viene desde octubre; se fueron al extranjero y nadie sabe dónde está ahora",
  "Ein Achtjähriger versorgt morgens allein seine Geschwister, weil die Mutter nicht aufsteht; bei ihnen ist der Strom abgestellt",
  "Une élève de CP a les dents noires et la joue gonflée, et sa mère ne répond jamais au téléphone",
  "Um aluno de 11 anos diz que os documentos estão com o patrão e que trabalha à noite na loja do tio",
  "Un bambino di 5 anni ha detto: papà ha spinto la mamma e c'era sangue dappertutto",
  "A Y2 boy said his dad says he's going to get hurt tonight because he told me about the cupboard",
  "En maternelle, un petit de 3 ans mime des gestes sexuels explicites sur les peluches",
  "Eine Schülerin der 8. reißt sich die Haare aus, hat kahle Stellen und sagt, sonst hält sie es nicht aus",
  "Found a note in a Y9's planner, sorry and goodbye, and it's not their fault, addressed to her parents",
  "La madre è arrivata a prendere la bimba di 4 anni, biascica, puzza di alcol e vuole portarla in macchina",
  "Un chico de 2º de ESO ha regalado su móvil a un amigo y escribió que todos estarían mejor sin él",
];

/** Near misses on those words: a fall with a plain cause, a class novel, a school jumble sale, a farewell. */
const fifteenthNearMisses = [
  "Y4 boy fell off his bike again at the weekend and grazed his knee; how do I teach road safety?",
  "Our Year 8s are reading a novel where the boss keeps the workers' passports; discussion questions?",
  "In der 5. Klasse verschenkt ein Junge seine alten Spiele für den Flohmarkt der Schule. Ideen?",
  "A family is emigrating, and their Y3 girl wants to say sorry and goodbye to the class. How do we mark it?",
  "Am I overreacting? A Y7 boy keeps forgetting his PE kit and gets upset when I remind him.",
  "¿O exagero? Mis alumnos de 4º llegan cansados los lunes después del fútbol. ¿Rutinas para empezar?",
];

describe("the fifteenth set's concepts, in other words", () => {
  it.each(fifteenthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(fifteenthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The seventeenth set's concepts (a video threatened, cuts at the wrist, a buckle's mark, pro-ana, a cutting in the holidays…), in fresh words. */
const seventeenthConcepts = [
  "Un élève de 3e a reçu un message : si tu m'envoies pas d'argent, je balance ta vidéo à tes potes. Il tremble.",
  "La chica de 2º de bachillerato tiene cortes recientes en la muñeca y siempre lleva sudadera",
  "Um aluno do 4º ano tem uma marca de fivela no braço e o pai dele não atende a escola",
  "Une élève de 4e a énormément maigri et ses amies parlent d'un compte ana sur son téléphone",
  "Una ragazza di terza è dimagrita tantissimo e le compagne l'hanno sentita vomitare in bagno",
  "Y7 girl says she got cut over the summer at her gran's and it hurts to wee since",
  "Mein Schüler (10) sagt, der Nachhilfelehrer macht komische Sachen und er darf es nicht sagen, sonst gibts Ärger",
  "one of my Y4s said his mum's new boyfriend left him in the car all afternoon while they were in the pub",
];

/** Near misses on those words: risky play, belts made in textiles. */
const seventeenthNearMisses = [
  "What does Froebel say about risky play? Parents worry about scrapes from climbing trees.",
  "We are making belts with buckles in Year 8 textiles. How do I keep the design brief open?",
];

describe("the seventeenth set's concepts, in other words", () => {
  it.each(seventeenthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(seventeenthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The nineteenth set's concepts (a gun at home and a threat, a "tax" paid in touching, a date chosen, bottles to hide…), in fresh words. */
const nineteenthConcepts = [
  "A Y10 boy told his friends he knows where his dad keeps the gun and they will all see on Friday",
  "Year 7 girl says older boys make her let them touch her before she can use the stairs",
  "Eine Schülerin (14) hat in den Status geschrieben: heute Nacht ist es so weit",
  "Un alumno de 2º me dijo que no consigue despertar a su madre por las mañanas y que en casa hay botellas vacías por todas partes",
  "Une petite de moyenne section arrive avec la couche de la veille et ses parents ne viennent jamais aux rendez-vous",
  "Um menino de 5 anos tem nódoas negras em forma de dedos no braço e agarra-se às minhas pernas quando o pai chega",
  "Una bambina di 6 anni dice che il compagno della mamma le fa fare il gioco del lettone e che è un segreto",
  "A Y9 girl wrote in her journal that she has chosen the day and left letters for her family",
];

/** Near misses on those words: a film's last scene, a drama game, recycling bottles. */
const nineteenthNearMisses = [
  "We are collecting empty bottles for the Year 3 recycling project. How do I make it a maths lesson?",
  "Un élève de CE1 raconte qu'un monstre vit sous son lit. Comment exploiter ça en production d'écrit ?",
  "Preparo una charla sobre seguridad en internet para 6º: no mandar fotos a desconocidos. ¿Ideas para hacerla participativa?",
];

describe("the nineteenth set's concepts, in other words", () => {
  it.each(nineteenthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(nineteenthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The twenty-first set's concepts (needles at home, a hand's mark and "don't tell dad", a lookout outside the flats…), in fresh words. */
const twentyFirstConcepts = [
  "A Y3 boy said his dad was asleep on the floor again and there were needles on the table when he got home",
  "Una alumna de 3º vomita a escondidas después de comer, está muchísimo más delgada y se ha desmayado en clase",
  "Un élève de 4e fait le guet en bas des immeubles le soir et il a toujours du liquide sur lui",
  "Un bambino di prima ha il segno di una mano sul braccio e mi ha detto: non dirlo a papà",
  "Ein Junge (14) arbeitet bis spät nachts auf einer Baustelle und sein Pass liegt beim Chef",
];

/** Near misses on those words: a charity head-shave, a fall from a bike told with drama, a trip's rules. */
const twentyFirstNearMisses = [
  "A Year 7 boy shaved his head to raise money for the hospice, and a few kids tease him. How do I handle it kindly?",
  "A Y4 girl has a graze from coming off her bike at the weekend and tells the story with great drama. Ideas for a recount lesson?",
];

describe("the twenty-first set's concepts, in other words", () => {
  it.each(twentyFirstConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(twentyFirstNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The twenty-third set's concepts (a round burn, a bag kept "or they cut him", food withheld, a locked door, a van parked in a dead end…), in fresh words. */
const twentyThirdConcepts = [
  "Y4 B, round burn on his wrist, cig-end size, says he leaned on the cooker",
  "one of my Year 3s said his stepdad says he's not allowed tea unless he finishes his reading, and last week it was two days",
  "Un alumno de 1º de la ESO me pidió que le guarde la mochila unos días porque si la pierde le rajan",
  "Une élève de CM2 m'a dit qu'elle allait être coupée comme ses cousines pendant les vacances",
  "Ein Mädchen (8) erzählt, Papa hat die Tür abgeschlossen und sie durfte nicht aufs Klo",
  "O motorista da van estaciona numa rua sem saída com um aluno de 9 anos 'para conversar'",
];

/** Near misses on those words: a scar from an operation, a staff briefing asked for, a content note for a set novel. */
const twentyThirdNearMisses = [
  "One of my Year 10s has a scar from surgery as a baby and is happy to talk about it. How do I stop the staring?",
  "Our DSL asked me to run a staff briefing on FGM awareness. What structure works?",
  "Reading Speak with Year 10: can you help me write a content note before the chapter about the rape?",
];

describe("the twenty-third set's concepts, in other words", () => {
  it.each(twentyThirdConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });

  it.each(twentyThirdNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });
});

/** The twenty-fifth set's false alarms, in fresh words: a third forgotten kit, a date set, a bump, a child who hits, ears covered at a bell. */
const twentyFifthNearMisses = [
  "Third time this week a Year 6 boy has forgotten his PE kit, and his mum says he is just disorganised. Ideas?",
  "I've sorted the date for our Year 4 parents' evening; how do I plan the ten-minute slots so every family is heard?",
  "Une élève de CE2 s'est cognée contre la porte en récréation, sa mère est prévenue. Dois-je noter l'incident ?",
  "Tengo una niña de 4 años que pega a sus compañeros cuando se frustra. ¿Ideas para la asamblea?",
  "Um aluno autista tapa os ouvidos quando a campainha toca. Como adaptar a rotina?",
];

/** The same words where they do tell of harm. */
const twentyFifthConcepts = [
  "A Y4 boy told me he would rather die than go home tonight because of what his stepdad does",
  "O aluno disse que a mãe deu um tapa na cara dele ontem",
  "A Year 8 boy told me he'd rather be dead since his dad died, and that nobody would notice.",
];

describe("the twenty-fifth set's near misses, in other words", () => {
  it.each(twentyFifthNearMisses)("leaves alone, with no note: %s", (text) => {
    expect(safeguardingReading(text)).toBeUndefined();
  });

  it.each(twentyFifthConcepts)("flags: %s", (text) => {
    expect(isDisclosure(text)).toBe(true);
  });
});
