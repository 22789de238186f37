import type { HarmIndicator } from "./types";

/**
 * Harm told in a few words, in a child's own words, or by someone who saw it (a bus driver, a neighbour,
 * a dinner lady): a hand on a throat, a head held under water, a bed an adult comes into, a photo in
 * underwear, a threat over a debt, a lookout for a gang, a child outside at night. Written by concept
 * after the tenth probe set (eval/datasets/train-10.jsonl).
 */
export const toldIndicators: HarmIndicator[] = [
  {
    // "She's sorted the date" beside a goodbye letter; alone, a date is a trip or a parents' evening.
    category: "a date set, beside a goodbye",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: ["sorted the date, picked the date, chosen the date, set the date"],
      es: ["ya ha elegido la fecha, ya tiene la fecha"],
      fr: ["a choisi la date, a deja choisi le jour"],
      de: ["das datum steht, hat den tag ausgesucht"],
      pt: ["ja escolheu a data, ja marcou a data"],
      it: ["ha scelto la data, ha gia scelto il giorno"],
    },
  },
  {
    category: "a hand on a child's throat, or a head held under water",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "chokes me, choked me, chokes her, choked her, chokes him, choked him, strangl*, hands round * neck, head under the water, head under water",
      ],
      es: ["me ahorca, la ahorca, lo ahorca, estrangul*, cabeza bajo el agua"],
      fr: ["l etrangle, m etrangle, etrangl*, tete sous l eau"],
      de: ["wurgt mich, wurgt sie, wurgt ihn, gewurgt, wurgemale, kopf unter wasser, kopf unters wasser"],
      pt: ["me enforca, enforca ela, enforca ele, esgan*, cabeca debaixo d agua, cabeca embaixo d agua"],
      it: ["lo strozza, la strozza, strangol*, testa sott acqua, testa sotto l acqua"],
      nl: ["wurgt me, wurgt haar, wurgt hem, gewurgd, hoofd onder water"],
    },
  },
  {
    category: "an adult's body or bed, in a child's words",
    strength: "strong",
    terms: {
      en: [
        "comes in her room at night, comes into her room at night, comes in his room at night, comes into his room at night",
        "comes in my room at night, comes into my room at night, comes to my room at night",
        "the big bed game, the bed game",
        "touch his willy, touch his privates, touch his private parts, touch his thing, comes into my bed, gets into my bed, into my bed at night, photos of me in my pants, photos of me in my underwear, pictures of me in my pants, blood in her underwear, blood in her knickers",
      ],
      es: [
        "juego de la cama",
        "tocarle el pito, me mete en su cama, se mete en mi cama, fotos en ropa interior, sangre en su ropa interior",
      ],
      fr: ["jeu du grand lit", "toucher son zizi, vient dans mon lit, photos de moi en culotte, sang dans sa culotte"],
      de: ["bettspiel", "zu mir ins bett, in mein bett, fotos von mir in unterhose, blut in ihrer unterhose"],
      pt: [
        "brincadeira da cama",
        "pegar no pinto dele, ir pro quarto dele, vez de ir pro quarto, fotos de calcinha, sangue na calcinha",
      ],
      it: [
        "gioco del lettone, nel lettone",
        "toccargli il pisellino, viene nel mio letto, foto in mutande, sangue nelle mutandine",
      ],
      nl: ["aan zijn piemel, in mijn bed, foto s in mijn onderbroek, bloed in haar onderbroek"],
    },
  },
  {
    category: "a child's own words that a date is set for dying",
    strength: "strong",
    terms: {
      en: [
        "tonight is the night, chose the day, picked the day, chosen the day",
        "be dead by friday, be dead by monday, be dead by tomorrow, be dead by the weekend, be dead by next week, dead by the end of",
      ],
      es: [
        "esta noche es la noche, eligio el dia, ya eligio el dia",
        "estare muert* para el, muert* antes del viernes",
      ],
      fr: [
        "c est pour ce soir, a choisi le jour, choisi la date",
        "morte d ici vendredi, mort d ici vendredi, morte avant vendredi",
      ],
      de: ["heute nacht ist es so weit, heute ist es so weit, den tag gewahlt", "bis freitag tot, am wochenende tot"],
      pt: ["escolheu o dia, ja escolheu o dia", "morta ate sexta, morto ate sexta"],
      it: ["ha scelto il giorno, stanotte e la notte", "morta entro venerdi, morto entro venerdi"],
      nl: ["vrijdag dood, dood voor het weekend"],
    },
  },
  {
    category: "what a child is made to carry, keep or do for others, and a threat behind it",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "break his legs, break her legs, keep the packages in",
        "hold his blade, hold my blade, make me use it, if i do not bring, if he does not bring, they will cut, they ll cut, cut my little brother, hurt my little brother, got a plan",
      ],
      es: [
        "le rajan, me rajan, guarde la mochila, guardar la mochila",
        "guarde los paquetitos, guardar los paquetes, le parten las piernas, le pagan 20",
        "lo obligan a, la obligan a, cobrar la vacuna, lo quiebran, la quiebran, si se niega",
      ],
      fr: [
        "bosser pour eux pour rembourser, vole la marchandise, dois de l argent a des grands",
        "lui casser les jambes, garder les paquets",
        "lui donnent un sac, cache dans son cartable, deux hommes en scooter",
      ],
      de: ["die beine brechen, pakete aufbewahren", "etwas grosses zu machen, sprengstoff, nach sprengstoff"],
      pt: ["partir as pernas, guardar os pacotes", "olheiro, na boca, radinho, tenis de #adult"],
      it: ["spezzare le gambe, tenere i pacchetti", "fa la vedetta, vedetta, fino alle 3, fanno male a, se smette"],
      nl: ["moet ik het doen, anders doen ze"],
    },
  },
  {
    category: "a child kept to one room, or named with contempt",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "wee in a bucket, not allowed downstairs, not allowed out of his room, not allowed out of her room, calls him the stink, calls her the stink",
      ],
      es: ["no puede salir de su cuarto, hace pis en un cubo"],
      fr: ["pas le droit de sortir de sa chambre, fait pipi dans un seau"],
      de: ["darf nicht aus dem zimmer, in einen eimer"],
      pt: ["nao pode sair do quarto, faz xixi num balde"],
      it: ["non puo uscire dalla stanza, fa pipi in un secchio"],
      nl: ["mag zijn kamer niet uit, mag haar kamer niet uit, in een emmer"],
    },
  },
  {
    category: "a grown man waiting for a girl, a car, a name, a partner far older",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "boyfriend who drives, boyfriend has a car, sleeps at her boyfriend s, stays at her boyfriend s",
        "man in his thirties, man in his twenties, man in his forties, waiting there for her, got in crying, name tattooed, man s name tattooed, morning after pill, partner is * #adult, boyfriend is * #adult, friend of my mum s",
      ],
      es: [
        "novio que ya conduce, novio con coche, duerme en casa de su novio, se queda a dormir con su novio",
        "carro distinto, coche distinto, senores grandes, hombres mayores, iphone nuevo, se lo gano, novio tiene #adult, se la va a llevar",
      ],
      fr: [
        "copain qui a le permis, copain qui conduit, dort chez son copain",
        "homme d une trentaine, voiture differente, copain a #adult",
      ],
      de: [
        "schon auto fahrt, hat schon einen fuhrerschein, pennt * bei ihm, schlaft * bei ihm, ubernachtet * bei ihm",
        "mann um die dreissig, freund ist #adult, jedes mal ein anderes auto",
      ],
      pt: [
        "namorado que dirige, namorado que ja dirige, dorme na casa do namorado",
        "cara de #adult, namora, carro diferente, homens mais velhos",
      ],
      it: [
        "fidanzato che guida, dorme a casa del fidanzato",
        "uomo sui trent anni, fidanzato ha #adult, macchina diversa",
      ],
      nl: [
        "vriendje dat al rijdt, vriend met een auto, slaapt bij haar vriend",
        "man van in de dertig, vriendje is #adult, andere auto",
      ],
    },
  },
  {
    category: "a child's dread of home, in their own words",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "stay in my classroom after school because, decides whether to go in, whether to go home",
        "home is worse, worse at home when, school could stay open, stay open in august, dreads the holidays, dreading the holidays, dreads the summer holidays",
        "throws stuff at me, throw stuff at me, throws things at me, live at school, can i live at school",
        "will you have to tell, if i tell you will you, video of me on the internet, put the video of me, sleepy tablets, sleeping tablets so, if i tell i ll go, washes her hands over and over, until they re raw, will not use the school toilets, screamed when a male, massages, alone after practice, alone after training",
      ],
      es: [
        "en vacaciones no hay comida, en casa es peor",
        "me tiran cosas, vivir en el cole",
        "lo de siempre, no quiero ir a mi casa, me esta esperando",
      ],
      fr: [
        "a la maison c est pire, pendant les vacances il n y a pas",
        "me lance des trucs, vivre a l ecole",
        "jouer au docteur, les a filmees, l a filmee, les a enfermees, baffe*, oreille toute bleue",
      ],
      de: [
        "in den ferien gibt es kein, mama ist immer weg",
        "wirft sachen nach mir, in der schule wohnen",
        "ich will nicht heim, nicht mehr aufs wc, malt nur noch schwarz, striemen, teppichklopfer, haut mich, zu besoffen, nie abgeholt, zwei tage allein, allein in der wohnung",
      ],
      pt: [
        "em casa e pior, nas ferias nao tem comida",
        "jogam coisas em mim, morar na escola",
        "posso dormir aqui, esquenta a colher, encosta no braco, some uns, la em casa nao tem nada, resto da merenda, foto sem blusa, te mando os diamantes",
      ],
      it: ["mi tira le cose, vivere a scuola", "posso restare qui, sotto le coperte, gioco del lupo"],
      nl: ["gooit dingen naar me, op school wonen", "alleen op straat, niet binnen mogen, zonder jas, om 10u"],
    },
  },
  {
    category: "a child screaming at night, or alone outside",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "sleep in the stairwell, sleeps in the stairwell, sleep outside when, sleeps outside when",
        "screaming stop, screams stop, screaming most nights, alone on the balcony, in a nappy at, outside at 10pm, alone in the street at",
      ],
      es: ["gritando por la noche, solo en el balcon"],
      fr: ["crier la nuit, seul sur le balcon"],
      de: ["im treppenhaus schlafen, draussen im treppenhaus", "schreien in der nacht, allein auf dem balkon"],
      pt: ["gritando de noite, sozinho na varanda"],
      it: ["urlare di notte, da solo sul balcone"],
      nl: ["schreeuwen s nachts, alleen op het balkon"],
    },
  },
  {
    category: "an adult who harmed children before, near this child now",
    strength: "strong",
    terms: {
      en: [
        "what he did to his ex s kids, what he did to * kids, for what he did to children, in prison for * children, sex offender*, offences against children",
      ],
      es: ["preso por * ninos, por lo que le hizo a * ninos, delincuente sexual"],
      fr: ["en prison pour * enfants, delinquant sexuel"],
      de: ["im gefangnis * wegen kindern, gefangnis war wegen kindern, sexualstraftater"],
      pt: ["preso por * criancas, abusador de criancas"],
      it: ["in carcere per * bambini, pedofil*"],
      nl: ["in de gevangenis * kinderen, zedendelinquent"],
    },
  },
  {
    category:
      "words that leave no doubt: touched where not allowed, a knife under the pillow, a secret girlfriend, an engagement at fourteen, a beam to hang from",
    strength: "strong",
    terms: {
      en: [
        "knife under his pillow, knife under her pillow, secret girlfriend, say no to the engagement, engaged to her cousin, how much weight a * beam, loft beam can hold",
      ],
      es: ["me toca aqui, me toca ahi, cuchillo debajo de la almohada, novia secreta, comprometida con su primo"],
      fr: ["couteau sous l oreiller, couteau sous son oreiller, petite amie secrete, fiancee a son cousin"],
      de: [
        "da angefasst, wo man nicht darf, messer unter dem kissen, messer unter seinem kissen, heimliche freundin, geheime freundin",
      ],
      pt: ["faca debaixo do travesseiro, namorada secreta, noiva do primo"],
      it: ["coltello sotto il cuscino, fidanzata segreta, promessa al cugino"],
      nl: ["mes onder zijn kussen, mes onder haar kussen, geheime vriendin"],
    },
  },
  {
    category: "a child moved between addresses, men dropping her off, sleeping in a car",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "sleeping in the car, sleeps in the car, slept in the car",
        "different addresses, wherever they put her, wherever they put him, a different adult man, different man drops her, sleeping in a car, sleeping in the car, fainted from hunger, in rehab",
      ],
      es: [
        "duerme en el coche, dormia en el coche",
        "durmiendo en un coche, se desmayo de hambre, centro de desintoxicacion, en casa de un vecino, otra con un vecino",
      ],
      fr: [
        "dort dans la voiture, dormait dans la voiture, dorment dans la voiture",
        "dort dans la voiture, s est evanoui de faim, en cure de desintoxication",
      ],
      de: [
        "schlaft im auto, schlief im auto",
        "schlaft im auto, ohnmachtig vor hunger, in der entzugsklinik, papa war besoffen, liegt noch im flur, steht nicht auf",
      ],
      pt: ["dorme no carro, dormia no carro", "dormindo no carro, desmaiou de fome, na reabilitacao"],
      it: ["dorme in macchina, dormiva in macchina", "dorme in macchina, svenuto per la fame, in comunita di recupero"],
      nl: ["slaapt in de auto, flauwgevallen van de honger, in een afkickkliniek"],
    },
  },
  {
    category:
      "signs an adult left: a threat to a sibling, hair pulled out, clothes back to front, medicine nobody prescribed",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "or ur sister gets it, or your sister gets it, or your brother gets it, or your mum gets it, bring the ting, by my hair, by her hair, bald patch, tights on back to front, knickers on back to front, clothes on back to front, cupboard on her own, no diagnosis, unlabelled bottle, unlabeled bottle, going to take her, waits at the fence, not long now, giving his mates his",
      ],
      es: ["me jala del pelo, me arrastra del pelo, calva, sin diagnostico, frasco sin etiqueta"],
      fr: ["me tire par les cheveux, plaque sans cheveux, sans diagnostic, flacon sans etiquette"],
      de: ["an den haaren, kahle stelle, keine diagnose, unbeschriftete flasche"],
      pt: ["me puxa pelo cabelo, falha no cabelo, sem diagnostico, frasco sem rotulo"],
      it: ["mi tira per i capelli, chiazza senza capelli, senza diagnosi, flacone senza etichetta"],
      nl: ["aan mijn haren, kale plek, geen diagnose, flesje zonder etiket"],
    },
  },
];
