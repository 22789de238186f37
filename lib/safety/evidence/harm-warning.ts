import type { HarmIndicator } from "./types";

/**
 * Warning signs as a trainer teaches them, not the words a child uses: a child saying goodbye or giving
 * things away, self-injury and its cover story, a threat to a child's life, violence a child witnessed,
 * sexualised play beyond a child's age, an assault by other children.
 */
export const warningIndicators: HarmIndicator[] = [
  {
    category: "warning signs of suicide: goodbyes, a plan, giving things away",
    strength: "strong",
    terms: {
      en: [
        "it ends tomorrow, tomorrow it ends, tomorrow it all ends",
        "giv* away stuff, giv* away things, giv* away belongings, giv* away possessions, gave away stuff",
        "gave away things, gave stuff away, gave things away, giv* stuff away, giv* things away",
        "put up with me much longer, not be here after",
        "not going to be here, not be around anymore, never see me again, not see me again, ending it",
        "worked out how, planned how, know* how i would do it, looked up how to, thanks for everything",
        "thank you for everything, nobody will miss, no one will miss, no one will care when, rather die, rather be dead",
      ],
      es: [
        "manana se acaba todo, manana todo termina",
        "regal* sus cosas, regal* todas sus cosas, ya no me vas a ver, no me vais a ver, no me volveras a ver",
        "gracias por todo, ya no estare, no estare aqui, acabar con todo, prefiero morir*, prefiero estar muert*",
        "prefiere morir*, he pensado como, sabe como hacerlo, nadie me va a echar de menos",
      ],
      fr: [
        "serai plus la, j ai tout prevu, donne toutes ses cartes",
        "demain c est fini, demain tout s arrete",
        "donne ses affaires, donne toutes ses affaires, ne me verrez plus, ne plus me voir",
        "merci pour tout, prefere mourir, plutot mourir, regarde comment faire, sait comment faire",
        "ne serai plus la, ne sera plus la",
      ],
      de: [
        "morgen ist schluss, niemand vermissen, weiss schon wie, schon weiss wie",
        "verschenkt seine sachen, verschenkt ihre sachen, verschenkt alles, nicht mehr da sein",
        "bald nicht mehr da, seht mich nie wieder, danke fur alles, lieber tot, lieber sterben, weiss wie ich es mache",
        "schon geplant wie",
      ],
      pt: [
        "ninguem ia sentir falta, ninguem vai sentir falta",
        "amanha acaba, nao aguento mais, amanha tudo acaba",
        "deu suas coisas, dando suas coisas, deu todas as suas coisas, nao estiver mais aqui",
        "nao vou estar mais aqui, nao vao me ver mais, ninguem vai sentir falta, obrigad* por tudo",
        "prefere morrer, prefiro morrer, ja pensou como, sabe como fazer",
      ],
      it: [
        "domani finisce tutto, domani e finita",
        "regalato le sue cose, regala le sue cose, regalato tutte le sue cose",
        "non ci saro piu, non ci sara piu, non mi vedrete piu, grazie di tutto, preferisce morire, preferisco morire",
        "piuttosto morire, ha pensato come, sa come farlo",
      ],
    },
  },
  {
    category: "self-injury: cuts or burns where a child hides them, and a cover story",
    strength: "weak",
    explainedByAccident: true,
    terms: {
      en: [
        "parallel lines on her, parallel lines on his, neat lines on her arm, neat lines on his arm",
        "cuts on * forearm*, cuts on * arm*, cuts on * legs, cuts on * thigh*, cuts on * wrist*, straight cuts",
        "fresh cuts, new cuts, fresh scratches, new scratches, cuts all over, cuts ... thigh*, cuts ... forearm*, thin cuts, lines of cuts, burns from a lighter, lighter burns, burns on * arm*, burns on * legs",
        "doing it helps, helps * feel less, makes * feel better, pull* * sleeve* down, sleeve* pulled down",
      ],
      es: [
        "cortes recientes en la muneca, cortes en la muneca, cortes en el brazo, se le subio la manga",
        "se tapa las munecas, tapa las munecas, marcas en las munecas",
        "cortes en * brazo*, cortes en * piernas, cortes en * muslos, quemaduras en, con un mechero, la ayuda a",
      ],
      fr: [
        "entailles recentes, des entailles, gros pulls en plein, sur ses cuisses",
        "coupures sur le poignet, coupures recentes, lignes paralleles sur",
        "coupures sur * bras, coupures sur * cuisses, brulures sur, avec un briquet, ca l aide a",
      ],
      de: [
        "schnitte am handgelenk, frische schnitte, parallele linien",
        "schnitte am arm, schnitte an den beinen, schnitte am oberschenkel, verbrennungen am, mit dem feuerzeug",
      ],
      pt: [
        "cortes no pulso, cortes recentes",
        "cortes nas coxas, cortes nos bracos, cortes no braco, queimaduras no, com isqueiro, ajuda a sentir",
      ],
      it: [
        "tagli sul polso, tagli recenti, linee parallele sul",
        "segni sui polsi, copre i polsi",
        "tagli sulle cosce, tagli sulle braccia, tagli sul braccio, bruciature sul, con l accendino",
      ],
      nl: ["krast in haar armen, krast in zijn armen, krassen op haar armen, snijdt zich, snijwonden, verse krassen"],
    },
  },
  {
    // "the stretching pain helps my muscles" alone is PE: a second sign (a scab picked open, a cut) makes it self-injury.
    category: "self-injury as relief: wounds picked open, pain that helps",
    strength: "weak",
    needsSecondSign: true,
    explainedByAccident: true,
    terms: {
      en: [
        "pain helps, pain makes * feel better, pain calms, likes the pain, needs to feel pain, hurting * helps, only thing that helps",
        "picks at * scabs, picking at * scabs, picked at * scabs, scabs on * wrist*, scabs on * arm*, reopen* * cuts, reopen* * wounds, scratch* ... raw",
      ],
      es: [
        "el dolor le ayuda, el dolor me ayuda, el dolor la calma, el dolor lo calma, le gusta el dolor, lo unico que le ayuda",
        "se arranca las costras, se quita las costras, costras en las munecas, costras en los brazos, reabre las heridas",
      ],
      fr: [
        "la douleur l aide, la douleur le calme, la douleur la calme, la douleur me fait du bien, aime avoir mal, seule chose qui l aide",
        "arrache ses croutes, gratte ses croutes, croutes sur les poignets, croutes sur les bras, rouvre ses plaies",
      ],
      de: [
        "der schmerz hilft, schmerz hilft ihm, schmerz hilft ihr, schmerz beruhigt, mag den schmerz, das einzige was hilft",
        "kratzt * schorf, reisst * schorf, schorf an den handgelenken, schorf an den armen, kratzt * wunden auf",
      ],
      pt: [
        "a dor ajuda, a dor acalma, gosta da dor, unica coisa que ajuda",
        "arranca as casquinhas, arranca as cascas, tira as casquinhas, casquinhas nos pulsos, feridas nos pulsos, reabre as feridas",
      ],
      it: [
        "il dolore lo aiuta, il dolore la aiuta, il dolore mi aiuta, il dolore lo calma, il dolore la calma, gli piace il dolore, unica cosa che aiuta",
        "si stacca le croste, si toglie le croste, croste sui polsi, croste sulle braccia, riapre le ferite",
      ],
    },
  },
  {
    category: "a cover story, hidden injuries or a frightened child",
    strength: "context",
    terms: {
      en: [
        "panicked when the nurse, panicked when the school nurse, answers for him, answers for her, won t get changed for pe, refuses to get changed for pe, doesn t want to get changed",
        "the cat did it, cat scratch*, long sleeves, hoodie every day, will not do pe, heatwave, hides her arms, hides his arms, shaking, refuses to leave",
      ],
      es: [
        "ya no quiere cambiarse, no quiere cambiarse, no quiere quitarse la camiseta",
        "fue el gato, mangas largas, tiembla",
      ],
      fr: [
        "a panique quand l infirmiere, panique quand l infirmiere, repond toujours a sa place, ne veut plus se changer",
        "c est le chat, manches longues, tremble",
      ],
      de: [
        "antwortet immer fur ihn, antwortet immer fur sie, will sich nicht mehr umziehen",
        "war die katze, lange armel, zittert",
      ],
      pt: [
        "nao quer mais trocar de roupa, responde sempre por ele, responde sempre por ela",
        "foi o gato, mangas compridas, treme",
      ],
      it: ["e stato il gatto, maniche lunghe, trema"],
    },
  },
  {
    category: "an immediate threat to a child's life",
    strength: "strong",
    terms: {
      en: [
        "won t wake up and there are pills, mom won t wake up, mum won t wake up, mommy won t wake up, mummy won t wake up, pills on the floor",
        "kill +him +when, kill +her +when, kill +me +when, he ll kill +him, he ll kill +her, going to kill +him",
        "going to kill +her, said he would kill, said she would kill, will kill +him, will kill +her",
      ],
      es: ["lo va a matar, la va a matar, le va a matar, me va a matar, lo matara, la matara"],
      fr: ["va le tuer, va la tuer, va me tuer, le tuera, la tuera"],
      de: ["bringt ihn um, bringt sie um, bringt mich um, bringe ihn um, bringe sie um"],
      pt: ["vai matar ele, vai mata lo, vai mata la, vai me matar, vai matar ela"],
      it: ["lo ammazza, la ammazza, lo uccide, la uccide, lo ammazzo, mi ammazza"],
    },
  },
  {
    // Said of a game or a drawing ("that's what happens at my house"): beside a second sign, violence a child lives with.
    category: "violence shown in play and said to be real at home",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "hid under the table with the baby, that s what we do when, hide under the table when, hid under the table when",
        "we hide in the bathroom until he, hide in the bathroom till he",
        "what happens at my house, what happens at home, what happens in my house, what daddy does, what my dad does, like daddy does, daddy does that, dad does that, daddy does it",
      ],
      es: [
        "nos escondemos en el bano, hasta que se duerma",
        "lo que pasa en mi casa, lo que pasa en casa, lo que hace papa, como hace papa",
      ],
      fr: [
        "on se cache dans la salle de bain",
        "ce qui se passe a la maison, ce qui se passe chez moi, ce que fait papa, comme fait papa",
      ],
      de: [
        "verstecken uns im bad",
        "was bei uns zu hause passiert, passiert bei uns zu hause, so ist es bei uns zu hause, macht papa auch",
      ],
      pt: [
        "a gente se esconde no banheiro",
        "o que acontece na minha casa, o que acontece la em casa, o que o papai faz, igual o papai faz",
      ],
      it: [
        "ci nascondiamo in bagno",
        "quello che succede a casa mia, quello che succede a casa, quello che fa papa, come fa papa",
      ],
    },
  },
  {
    // A line in a play ("if you call the police you'll regret it") until a second sign says it was heard at home.
    category: "a threat against calling for help",
    strength: "weak",
    needsActor: true,
    needsSecondSign: true,
    terms: {
      en: [
        "if you call the police, if you ring the police, if you tell the police, if you call anyone, if you call for help",
      ],
      es: ["si llamas a la policia, si llamas a alguien, si se lo dices a la policia, si pides ayuda"],
      fr: ["si tu appelles la police, si tu appelles les flics, si tu previens la police, si tu appelles a l aide"],
      de: ["wenn du die polizei rufst, wenn du die polizei anrufst, wenn du jemanden anrufst, wenn du hilfe holst"],
      pt: ["se chamar a policia, se voce chamar a policia, se ligar para a policia, se pedir ajuda"],
      it: ["se chiami la polizia, se chiami i carabinieri, se chiami qualcuno, se chiedi aiuto"],
    },
  },
  {
    category: "a child afraid to go home",
    strength: "weak",
    terms: {
      en: ["not go home, can not go home, scared to go home, refuses to go home"],
      es: ["no puede volver a casa, no quiere volver a casa"],
      fr: ["ne peut pas rentrer, ne veut pas rentrer"],
      de: ["nicht nach hause"],
      pt: ["nao pode voltar para casa, nao quer voltar para casa"],
      it: ["paura * tornare a casa, paura di tornare a casa", "non puo tornare a casa, non vuole tornare a casa"],
      nl: ["bang om naar huis, durft niet naar huis, wil niet naar huis"],
    },
  },
  {
    category: "violence at home a child witnessed",
    strength: "strong",
    terms: {
      en: [
        "threw mum against the wall, threw mom against the wall, hid my sister in the cupboard",
        "hitting mummy, hitting mum, hitting mommy, hits mummy, hits mum, hits * mum, hitting * mum, hurt* mummy, hurt* mommy",
        "hurt* mum, hurt* mom, hurt* her mum, hurt* his mum, hurt* my mum, hurt* her mom, hurt* his mom, blood on the * floor",
        "punch* +mummy, punch* +mum, punch* +the +mummy, punch* +his +mum, punch* +her +mum, punch* +my +mum, kick* +mummy, kick* +mum",
        "kick* +the +mummy, kick* +his +mum, kick* +her +mum, kick* +my +mum",
      ],
      es: ["pega a mama, pega a * madre, pegando a mama"],
      fr: ["frappe maman, frappe * mere, tape maman"],
      de: ["schlagt mama, schlagt die mama, schlagt * mutter"],
      pt: [
        "jogou a mae na parede, escondi minha irma no armario, bateu a cabeca da mae",
        "bate na mae, bate na mamae, batendo na mae, ameacando a mae, ameaca a mae, ameacou a mae",
      ],
      it: ["picchia la mamma, picchia mamma, picchia * madre"],
      nl: ["slaat mama, slaat * moeder, mama slaat, moeder slaat, mama slaan, moeder slaan"],
    },
  },
  {
    category: "drink and fear at home",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "counts the cans, counting the cans, cans in the recycling",
        "needles on the table, needles lying around, asleep on the floor again, passed out on the floor",
        "empty bottles, can not wake mum, could not wake mum, can not wake his mum, can not wake her mum",
        "after the pub, when he s been drinking, when she s been drinking, when he s had a drink, when she s had a drink",
        "when daddy drinks, when dad drinks, when he drinks, when mum drinks, drunk, under the bed",
      ],
      es: [
        "botellas vacias, no consigue despertar a su madre",
        "cuando ha bebido, cuando se emborracha",
        "cuando papa bebe, borracho, debajo de la cama",
      ],
      fr: [
        "bouteilles vides, n arrive pas a reveiller sa mere",
        "quand il a bu, quand elle a bu, quand il boit, quand elle boit",
        "quand papa boit, ivre, sous le lit",
      ],
      de: [
        "schnapsflaschen, leere flaschen, mama nicht wach",
        "getrunken hat, besoffen, wenn er trinkt, wenn sie trinkt",
        "wenn papa trinkt, betrunken, unter dem bett",
      ],
      pt: [
        "garrafas vazias, nao consegue acordar a mae",
        "quando ele bebe, quando ela bebe, quando bebeu",
        "quando o pai bebe, bebado, debaixo da cama",
      ],
      it: [
        "acqua che puzza, si addormenta in macchina, chiuse in macchina fino a notte",
        "bottiglie vuote, non riesce a svegliare la mamma",
        "ha bevuto, quando beve",
        "quando papa beve, ubriaco, sotto il letto",
      ],
      nl: ["heeft gedronken, gedronken heeft, dronken was, dronken is, als papa drinkt, als hij drinkt"],
    },
  },
  {
    category: "sexualised behaviour beyond a child's age",
    strength: "strong",
    terms: {
      en: [
        "sexual things with the dolls, draws a man and a child in bed, man and a child in a bed",
        "acting out sexual, acts out sexual, sexual stuff, sexual things, sexual play, simulat* sex*, humping",
        "touching other * ... inappropriate*, touching other * ... not age appropriate, touches other * ... inappropriate*",
        "touches other * ... not age appropriate, touching other * ... sexual*, inappropriate touching of other",
      ],
      es: [
        "cosas sexuales con los munecos, imita cosas sexuales",
        "actos sexuales, juegos sexuales, imita * sexo, toca* ... otros ... inapropiad*, toca* ... otras ... inapropiad*",
      ],
      fr: [
        "choses sexuelles avec les poupees, mimer des choses sexuelles, jeu avec tonton",
        "actes sexuels, jeux sexuels, mime * sexe, touche* ... autres ... inappropri*, touche* ... autres ... deplace*",
      ],
      de: [
        "sexuelle dinge mit den puppen",
        "sexuelle handlung*, sexualisiert*, spielt sex*, andere kinder unangemessen, andere kinder unsittlich, fasst ... andere ... unangemessen",
      ],
      pt: [
        "coisas sexuais com as bonecas",
        "atos sexuais, brincadeira* sexua*, imita * sexo, toca* ... outr* ... inapropriad*, toca* ... outr* ... inadequad*",
      ],
      it: [
        "cose sessuali con le bambole",
        "atti sessuali, giochi sessuali, mima * sesso, tocca* ... altri ... inappropriat*, tocca* ... altre ... inappropriat*",
      ],
    },
  },
  {
    category: "sexual assault by other children",
    strength: "strong",
    terms: {
      en: [
        "pull his trousers down and film, pulled his trousers down, pulled her skirt up",
        "let them touch her, let them touch him, let him touch her, have to let them touch, forced him to strip, made him strip, made her strip",
        "nudes of a, nudes * going round, filmed in the changing room, filmed secretly in",
        "held her down, held him down, pinned her down, pinned him down, touched her and filmed",
      ],
      es: [
        "obligaron a desnudarse, la dejan tocar, dejar que la toquen",
        "grabada a escondidas, grabado a escondidas en el vestuario",
        "la sujetaron, lo sujetaron, la tocaron, la grabaron",
      ],
      fr: [
        "force a se deshabiller, la laisser toucher, se laisser toucher",
        "filmee a son insu, filmee dans les vestiaires",
        "l ont tenue, l ont touchee, l ont filmee",
      ],
      de: [
        "gezwungen, sich auszuziehen, gezwungen sich auszuziehen, aufnahmeritual",
        "heimlich gefilmt, in der umkleide gefilmt",
        "festgehalten und, angefasst und gefilmt",
      ],
      pt: [
        "obrigaram a tirar a roupa, deixar que a toquem",
        "filmada escondida, filmada no vestiario",
        "a seguraram, tocaram nela, filmaram ela",
      ],
      it: [
        "gli abbassano i pantaloni, le abbassano i pantaloni, lo filmano col telefono",
        "costretto a spogliarsi, costretta a spogliarsi, farsi toccare",
        "ripresa di nascosto, nello spogliatoio dai ragazzi",
        "l hanno tenuta, l hanno toccata, l hanno filmata",
      ],
    },
  },
];
