import type { HarmIndicator } from "./types";

/** Signs of risk to themselves or at home: self-harm, hunger, neglect, fear, violence and threats at home. */
export const riskIndicators: HarmIndicator[] = [
  {
    category: "suicidal intent or self-harm",
    strength: "strong",
    terms: {
      en: [
        "razor blade*",
        "giving away her ... things, giving away his ... things, giving away * belongings, wish* he +was +dead, wish* she +was +dead, wish* i +was +dead, wish* i +were +dead",
        "been cutting, started cutting, still cutting, cutting again",
        "nobody would miss, no one would miss, if he was gone, if she was gone, if i was gone",
        "better off without, take her own life, take his own life, take my own life, want* to be dead",
        "burns herself, burns himself, cuts on her thigh*, cuts on his thigh*, suicid*, kill himself",
        "kill herself, kill themselves, kill myself, want* to die, wanted to die, end his life, end her life",
        "end my life, end their life, end it all, to not wake up, not to wake up, never wake up, overdos*",
        "would not wake up, how many paracetamol, how much paracetamol, took * paracetamol, how many pills, how many tablets, life ... pointless, no point living, done with everything",
        "done with it all, disappear forever, better off dead",
        "self harm*, selfharm*, cuts herself, cuts himself, cutting herself, cutting himself",
        "cutting her arms, cuts on her arm*, cuts on his arm*, cuts on their arm*, cuts on her wrist*",
        "cuts on his wrist*, harms herself, harms himself, harming herself, harming himself, not want to live",
        "not want to be alive, not want to be here anymore, not want to be here any more, on purpose",
      ],
      es: [
        "se hace dano, cuchillas",
        "cortes brazos, cortes munecas",
        "nadie * echaria de menos, ganas de morir, suicid*, quiere morir*, quiero morir, quitarse la vida",
        "matarse, se corta, cortes en los brazos, autolesi*, no quiere vivir, desaparecer para siempre",
        "pastillas para no despertar",
      ],
      fr: [
        "lames de rasoir",
        "coupures bras, coupures poignets",
        "envie de mourir, manquerait a personne, suicid*, veut mourir, veux mourir, se tuer, en finir",
        "scarifi*, automutil*, coupures sur les bras, ne veut plus vivre, plus envie de vivre, se fait du mal",
        "ne plus se reveiller",
      ],
      de: [
        "rasierklinge*",
        "schnitte arme*, schnitte armen",
        "niemand * vermissen, keine lust mehr zu leben, suizid*, selbstmord*, umbringen, sterben will*",
        "will sterben, mochte sterben, nicht mehr leben, ritzt, ritzen, schnittwunde*, schnitte an den armen, schnitte an den unterarmen, schnitte am unterarm",
        "selbstverletz*, nicht mehr aufwachen",
      ],
      pt: [
        "se machuca de proposito, gilete",
        "cortes bracos, cortes pulsos",
        "ninguem sentiria falta, vontade de morrer, suicid*, quer morrer, quero morrer, se matar, se mata, vai se matar, me mato",
        "tirar a propria vida, se corta, cortes nos bracos, automutil*, autolesao, nao quer mais viver",
        "nao acordar mais",
      ],
      it: [
        "si fa del male, lamette",
        "tagli braccia, tagli polsi",
        "nessuno sentirebbe la * mancanza, voglia di morire, suicid*, vuole morire, uccider*, farla finita",
        "togliersi la vita, si taglia, tagli sulle braccia, autolesion*, non vuole piu vivere",
        "non svegliarsi piu",
      ],
      nl: [
        "niet meer leven, zelfmoord*, suicid*, zichzelf snijdt, snijdt zichzelf, zelfbeschadig*, een einde aan * leven, er een eind aan, wil dood, dood wil",
        "pillen heeft genomen, pillen genomen, overdosis",
      ],
    },
  },
  {
    category: "going without food",
    strength: "strong",
    terms: {
      en: [
        "not feed her, not feed him, not feed them, not eaten since, not eaten for, nothing to eat",
        "no food for, hungry for days, not eaten anything, no food at home, no food in the house",
        "not been fed",
      ],
      es: [
        "la deja sin comer, lo deja sin comer",
        "no le dan de comer, sin comer, sin comida, no ha comido, nada que comer, no hay comida",
      ],
      fr: [
        "prive de repas, privee de repas, prive de nourriture",
        "ne lui donnent pas a manger, rien mange, pas mange depuis, rien a manger, sans manger",
        "pas de nourriture",
      ],
      de: [
        "bekommt nichts zu essen, nichts gegessen, nichts zu essen, ohne essen, seit tagen nicht gegessen",
        "kein essen",
      ],
      pt: ["nao dao comida, sem comer, sem comida, nao come ha, nada para comer, nao tem comida"],
      it: [
        "non gli danno da mangiare, non le danno da mangiare, non mangia da, senza cibo, niente da mangiare",
        "senza mangiare, non ha mangiato",
      ],
      nl: [
        "niets te eten, geen eten thuis, dagen niet gegeten, krijgt geen eten, thuis geen eten, geen eten in huis, altijd honger",
      ],
    },
  },
  {
    category: "neglect or nowhere safe to stay",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: [
        "sleep* on the floor, refuse* ... doctor, refuse* ... dentist, refuse* ... hospital, toothache for, untreated, not taken to the doctor",
        "without food, without dinner",
        "drinks all day, drinking all day, kept home to, not been in school for",
        "alone at home, alone ... weekend, alone for days, alone overnight, alone all night, nappy rash",
        "not been changed, not been washed, no heating, no electricity, sleeping in his coat, steals food",
        "sleeping in her coat, same clothes, lost a lot of weight, comes to school hungry, not allowed to eat",
        "sleep* in the car, sleep* in a car, sleep* in their car, sleep* rough, nowhere to sleep, sleeping in the park, sleeps in the park, slept in the park",
        "nowhere to stay, kicked her out, kicked him out, threw her out, threw him out, thrown her out, thrown him out, sofa surfing, home alone, nobody +home, nobody is home, nobody was home, no one was home, slept in the shed, sleeps in the shed, sleeping in the shed",
        "no one at home, filthy, drunk, high on, passed out, neglect",
      ],
      es: [
        "duerme en el suelo, no lo llevan al medico, no la llevan al medico",
        "duerme en el coche, duerme en la calle, solo en casa, sola en casa, nadie en casa, borrach*",
      ],
      fr: [
        "dort par terre, jamais soigne*",
        "dort dans la voiture, dort dans la rue, seul a la maison, seule a la maison, personne a la maison",
      ],
      de: [
        "schlaft auf dem boden, nie zum arzt",
        "schlaft im auto, schlaft auf der strasse, allein zu hause, niemand zu hause, betrunken",
      ],
      pt: [
        "dorme no chao, nunca levam ao medico",
        "dorme no carro, dorme na rua, sozinho em casa, sozinha em casa, ninguem em casa, bebad*",
      ],
      it: [
        "dorme per terra, mai dal medico",
        "dorme in macchina, dorme in auto, dorme per strada, da solo a casa, da sola a casa, ubriac*",
      ],
    },
  },
  {
    category: "fear of an adult at home",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: [
        "scared of her stepdad*, scared of his stepdad*, scared of dad, scared of father, scared of stepdad*, scared of stepfather*, scared of mum, scared of uncle",
        "afraid of dad, afraid of father, afraid of stepdad*, afraid of mum, afraid of mother, afraid of uncle",
        "frightened of dad, terrified of dad, terrified of father, scared to go home, afraid to go home",
        "scared of going home, frightened to go home",
      ],
      es: ["miedo padre, miedo padrastro, miedo madre, miedo tio, miedo de volver a casa, miedo de ir a casa"],
      fr: ["peur pere, peur beau pere, peur mere, peur oncle, peur de rentrer"],
      de: ["angst vor vater, angst vor stiefvater, angst vor mutter, angst vor onkel, angst nach hause"],
      pt: ["medo pai, medo padrasto, medo mae, medo tio, medo de voltar para casa"],
      it: ["paura padre, paura patrigno, paura madre, paura zio, paura di tornare a casa"],
    },
  },
  {
    category: "domestic violence",
    strength: "weak",
    terms: {
      en: [
        "dad throws things at mum, he throws things at mum, dad screams at mum",
        "hurts mummy, hurts mommy, hurts mum, hurts mom, hurt his mother, hurt her mother, domestic violence",
        "domestic abuse, hits mum, hits mom, hits her mum, hits his mum, beats his mum, beats her mum",
      ],
      es: ["papa le grita a mama, tira cosas a mama", "violencia domestica, violencia de genero, pega a su madre"],
      fr: ["papa crie sur maman, lance des objets sur maman", "violence* conjugale*, frappe sa mere"],
      de: [
        "papa brullt * mama an, schmeisst sachen nach mama, mama aus der nase geblutet",
        "hausliche gewalt, schlagt seine mutter, schlagt ihre mutter",
      ],
      pt: ["pai grita com a mae, joga coisas na mae", "violencia domestica, bate na mae"],
      it: ["papa urla contro la mamma, lancia oggetti alla mamma", "violenza domestica, picchia la mamma"],
      nl: ["papa schreeuwt tegen mama, gooit met spullen naar mama"],
    },
  },
  {
    category: "emotional abuse, threats or immediate danger",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "off her face, off his face, left * in the car all, in the car all afternoon",
        "slurring, smells of alcohol, smelled of alcohol, stinks of alcohol, over the limit, drunk * to drive, wants to drive * home",
        "calls her ... worthless, calls him ... worthless, calls her ... useless, calls him ... useless",
        "calls her ... stupid, calls him ... stupid, never been born, threaten* to kill, threaten* to hurt",
        "threaten* to hit, will kill +her, will kill +him, humiliat*, hiding from, hiding in the toilet*, in danger",
      ],
      es: [
        "totalmente colocada, dejo * en el coche",
        "huele a alcohol, arrastra las palabras, llevarsela en coche, llevarselo en coche",
        "la llama inutil, lo llama inutil, amenaza* con matar*, amenaza* con pegar*, humill*, nunca debio nacer",
      ],
      fr: [
        "completement defoncee, completement defonce, laisse * dans la voiture, dans la voiture tout l apres midi",
        "sent l alcool, titube, la ramener en voiture, le ramener en voiture",
        "traite de bonne a rien, traite de nul, menace ... tuer, menace ... frapper, humili*, se cache",
      ],
      de: [
        "total zugedrohnt, im auto gelassen, will * mitnehmen, frauenhaus",
        "lallt, riecht * nach alkohol, mit dem auto abholen, will * fahren",
        "nennt sie dumm, nennt ihn dumm, nichtsnutz, droht ... umzubringen, droht ... schlagen, demutig*",
      ],
      pt: [
        "totalmente drogada, deixou * no carro",
        "cheira a alcool, enrolando a lingua, leva la de carro, leva lo de carro",
        "chama ela de inutil, chama ele de inutil, ameaca* ... matar, ameaca* ... bater, humilh*",
      ],
      it: [
        "completamente fatta, lasciato * in macchina",
        "puzza di alcol, biascica, portarla in macchina, portarlo in macchina",
        "la chiama stupida, lo chiama stupido, buona a nulla, minaccia* ... uccider*, minaccia* ... ammazz*, umili*",
      ],
    },
  },
  {
    // A way to die looked up by a child: the search itself is the sign, whatever the game or lesson.
    category: "a way to die searched for",
    strength: "strong",
    terms: {
      en: [
        "searched ... how to die, searched ... ways to die, looked up ... ways to die, looked up ... how to die, googled ... how to die, googled ... ways to die",
      ],
      es: ["busco ... formas de morir, busco ... como morir, busco ... maneras de morir"],
      fr: ["cherche ... comment mourir, cherche ... facons de mourir, cherche ... moyens de mourir"],
      de: ["gesucht ... wie man stirbt, gesucht ... arten zu sterben, gegoogelt ... wie man stirbt"],
      pt: ["pesquisou ... formas de morrer, pesquisou ... como morrer, procurou ... formas de morrer"],
      it: ["cercato ... modi per morire, cercato ... come morire, cercato ... come uccidersi"],
    },
  },
  {
    // A blade kept for cutting ("the thing with the sharpener blade"), a way to die searched, a goodbye
    // in a child's words: the thirteenth set's teachers told self-harm and suicide this way.
    category: "a blade kept for cutting, a way to die searched, a goodbye in a child's words",
    // Each alone has an ordinary reading (a sharpener taken apart in class, "how to die in Minecraft", a
    // family away for Christmas, a toy given to a new friend): it counts beside a second sign.
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "given away his console, given away her console, gave away his console, gave away her phone, gave away his phone",
        "sharpener blade*, blade* from * sharpener*, blade* out of * sharpener*, ways to die, how to die, ways to kill myself",
        "given away her ... favourite*, given away his ... favourite*, gave away her ... favourite*, gave away his ... favourite*",
        "will not matter by then, will not be here for christmas, will not be here by christmas",
      ],
      es: [
        "ha regalado su consola, regalado su movil, regalado sus cascos, regalado su ropa",
        "cuchilla* * sacapuntas, formas de morir, maneras de morir, como morirse, ojala no despertar, no despertar manana",
        "no va a estar aqui en navidad, no estare aqui en navidad",
      ],
      fr: [
        "a donne sa console, donne son telephone a, donne ses jeux",
        "lame* * taille crayon*, lame* de taille, facons de mourir, moyens de mourir, comment mourir, ne sera plus la a noel",
      ],
      de: [
        "verschenkt * konsole, verschenkt * handy, verschenkt * spiele",
        "anspitzerklinge*, spitzerklinge*, klinge* * anspitzer*, wie man stirbt, arten zu sterben, moglichkeiten zu sterben",
        "an weihnachten nicht mehr da",
      ],
      pt: [
        "deu o seu videogame, deu a sua consola, deu o celular dele",
        "lamina* * apontador*, formas de morrer, maneiras de morrer, como morrer, nao vai estar aqui no natal",
        "nao vou estar aqui no natal",
      ],
      it: [
        "ha regalato la sua console, regalato il suo telefono, regalato i suoi giochi",
        "lamett* * temperin*, modi per morire, come morire, come uccidersi, non ci sara a natale",
      ],
    },
  },
];
