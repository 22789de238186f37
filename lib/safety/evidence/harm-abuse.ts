import type { HarmIndicator } from "./types";

/** Signs of abuse by others: physical, injuries, cruelty, coercion. (See ./decide.ts for how they count.) */
export const abuseIndicators: HarmIndicator[] = [
  {
    category: "physical abuse",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "hit* her, hit* him, hit* me, hit* them, beat* her, beat* him, beat* me, beat* them, beat* up",
        "punch* her, punch* him, kick* her, kick* him, slap* her, slap* him, smack* her, smack* him",
        "chok* her, chok* him, gets hit, got hit, was hit, been hit, being hit, gets beaten, got beaten",
        "was beaten, been beaten, whip*, strangl*, shook him, shook her, shakes him, shakes her, throws things",
        "burns her, burns him, burned her, burned him, hurts her, hurts him, hurt her, hurt him, bit her",
        "bit him, could not breathe, hand over her mouth, hand over his mouth, throws ... at her",
        "throws ... at him, threw ... at her, threw ... at him, with a belt, with the belt, with his belt",
        "with a cable, with a stick",
      ],
      es: [
        "pega, pegaba, golpe*, patada*, bofetada*, con el cinturon, con la correa, quema, quemo, hace dano",
        "me +tapa +la +boca, le +tapa +la +boca, me +la +tapa",
      ],
      fr: [
        "lui fait mal, me fait mal",
        "tabass*, frappe*, bat, battu*, battait, coups, gifle*, avec la ceinture, la cogne, le cogne, me cogne, les cogne, cognait sur, se fait cogner, a brule, brule*",
      ],
      de: [
        "tut ihr weh, tut ihm weh",
        "verdrischt, vermobelt, schlagt, schlug, geschlagen, verprugel*, tritt ihn, tritt sie, mit dem gurtel, ohrfeig*, verbrannt",
      ],
      pt: [
        "bate, batia, apanha*, espanc*, agred*, chute*, com o cinto, queima, queimou, machuca*",
        "um +tapa, uns +tapas, leva +tapa, levou +tapa, levou um +tapa, deu um +tapa, deu +tapas, da +tapa, tapa na cara, tapas na cara, tapa no rosto, tapas no rosto",
      ],
      it: [
        "le fa male, gli fa male, lo picchia",
        "lo pesta, pestato, picchia*, botte, schiaff*, calci, con la cintura, con la cinghia, brucia, ha bruciato",
      ],
      nl: [
        "slaat haar, slaat hem, slaat mij, haar slaat, hem slaat, mij slaat, sloeg haar, sloeg hem, geslagen, schopt haar, schopt hem, geschopt, met een riem, met de riem, met zijn riem, klappen krijgt, doet haar pijn, doet hem pijn, knijpt haar, knijpt hem",
      ],
    },
  },
  {
    category: "abuse or neglect named",
    strength: "weak",
    terms: {
      en: ["abuse, abused, abusing, abusive, mistreat*, maltreat*, neglected, cruelty"],
      es: ["maltrat*, abusa*, abusad*, abuso"],
      fr: ["maltrait*, abus, abuse, abusee"],
      de: ["misshandel*, misshandl*, missbraucht, vernachlassig*"],
      pt: ["maus tratos, maltrat*, abusad*, abuso, negligenciad*"],
      it: ["maltratt*, abusat*, abuso, trascurat*"],
      nl: ["mishandel*, misbruikt, verwaarloos*"],
    },
  },
  {
    category: "injury",
    strength: "weak",
    explainedByAccident: true,
    terms: {
      en: [
        "bruis*, black eye, burn mark*, marks on arm*, marks on leg*, marks on neck, marks on back",
        "marks on face, marks on wrist*, marks on thigh*, marks on body, marks on hand, marks on hands",
        "marks on cheek*",
      ],
      es: ["moreton*, moraton*, hematoma*, quemadura*, ojo morado, marcas en brazo*, marcas en cuello"],
      fr: ["bleus, ecchymose*, brulure*, oeil au beurre noir, marques sur bras, marques sur cou"],
      de: ["blaue flecken, blauen fleck*, bluterguss*, blutergusse, brandwunde*"],
      pt: ["hematoma*, manchas roxas, mancha roxa, olho roxo, queimadura*, marcas braco*, marcas pescoco"],
      it: ["livid*, ematom*, bruciatur*, occhio nero, segni braccia, segni collo"],
      nl: ["blauwe plek*, blauw oog, brandwond*, striemen, plekken op * arm*, plekken op * been, plekken op * nek"],
    },
  },
  {
    category: "injury with a pattern no fall explains",
    strength: "weak",
    terms: {
      en: [
        "shaped like fingers, finger shaped",
        "buckle mark, buckle shaped",
        "handprint*, hand shaped, finger marks, fingermarks, belt marks, belt mark, cigarette burn*, bite mark*, welt*",
      ],
      es: [
        "en forma de dedos",
        "marca de hebilla, marcas de cinturon",
        "marcas de cinturon, marca de una mano, marcas de dedos, quemaduras de cigarro, mordeduras",
      ],
      fr: [
        "en forme de doigts",
        "marque de boucle, traces de ceinture",
        "marques de ceinture, marques de coups, traces de coups, trace de main, marques de doigts, brulures de cigarette",
      ],
      de: [
        "wie finger geformt, fingerformig",
        "gurtelschnalle, abdruck einer schnalle",
        "striemen, handabdruck, fingerabdrucke, abdrucke von fingern, zigarettenbrandwunde*, bissspuren",
      ],
      pt: [
        "em forma de dedos",
        "marca de fivela, marcas de cinto",
        "marcas de cinto, marca de mao, marcas de dedos, queimaduras de cigarro, marcas de mordida",
      ],
      it: [
        "segno di una mano, impronta di una mano",
        "a forma di dita",
        "segno di fibbia, segni di cintura",
        "segni di cintura, impronta di una mano, segni di dita, bruciature di sigaretta, morsi",
      ],
    },
  },
  {
    category: "fearful behaviour or an explanation that does not fit",
    strength: "weak",
    terms: {
      en: [
        "every time i lift my arm, when i raise my arm, goes under the table whenever, hides under the table when",
        "will not say how, would not say how, will not explain, can not explain, same injuries",
        "unexplained, every monday, after every weekend, explanation keeps changing, story keeps changing",
        "explanation changes, does not match, does not even have, but she does not have, but he does not have",
      ],
      es: ["se encoge, sin explicacion, la explicacion cambia, todos los lunes, pero no tiene, cada lunes"],
      fr: ["sursaute, sans explication, l explication change, tous les lundis, chaque lundi, mais il n a pas"],
      de: ["zuckt zusammen, unerklarlich*, erklarung andert sich, jeden montag, montags immer, hat gar kein"],
      pt: ["se encolhe, sem explicacao, a explicacao muda, toda segunda, todas as segundas, mas nem tem"],
      it: [
        "si e coperto la testa, si copre la testa",
        "sussulta, senza spiegazione, la spiegazione cambia, ogni lunedi, tutti i lunedi, ma non ha nemmeno",
      ],
    },
  },
  {
    category: "fear an ordinary cause (a storm, fireworks) may explain",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: ["flinch*, screams when, wetting, wets himself, wets herself, hides under, hiding under, cowers, cowering"],
      es: ["se asusta cuando, se esconde debajo, se orina encima, se hace pis"],
      fr: ["se cache sous, fait pipi sur lui, fait pipi sur elle, hurle quand"],
      de: ["versteckt sich unter, nasst sich ein, schreit wenn"],
      pt: ["se esconde debaixo, faz xixi na roupa, grita quando"],
      it: ["si nasconde sotto, si fa la pipi addosso, urla quando"],
    },
  },
  {
    category: "injury shaped like an object",
    strength: "strong",
    terms: {
      en: [
        "cig end +size, cigarette end +size, cig +burn, round +burn, burn the size of a cigarette",
        "put out a cigarette on, stubbed out * cigarette on, stubs out cigarettes on, burn ... shape*, bruis* ... shape*, mark* ... shape*, burn ... like a, bruis* ... like a, loop mark*",
      ],
      es: [
        "quemadura de cigarro, quemadura redonda",
        "apago un cigarro en, le apaga cigarrillos, quemadura ... forma de, moreton* ... forma de, marca* ... forma de",
      ],
      fr: [
        "brulure de cigarette, brulure ronde",
        "eteint sa cigarette sur, eteint une cigarette sur, brulure ... forme, bleu* ... forme, marque* ... forme",
      ],
      de: [
        "zigarettenbrand*, runde brandwunde",
        "zigarette auf * ausgedruckt, brandwunde ... form, fleck* ... form, abdruck ... form, bugeleisen",
      ],
      pt: [
        "queimadura de cigarro, queimadura redonda",
        "apagou o cigarro na, apaga cigarro, queimadura ... formato, marca* ... formato, hematoma* ... formato, queimadura ... forma de",
      ],
      it: ["spento una sigaretta, spegne la sigaretta, bruciatura ... forma, livid* ... forma, segn* ... forma"],
    },
  },
  {
    category: "cruelty or confinement",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "head under water, head under the water, shaved her head, shaved his head, to punish her, to punish him",
        "locks her, locks him, locked her, locked him, locked in, lock* ... room, lock* outside, tied",
        "ties her, ties him, tie her, tie him, shut in, outside all night, makes her sleep, makes him sleep",
        "not allowed to leave, locked in the shed, in the cupboard under, puts him in the cupboard, puts her in the cupboard",
        "shut in the cupboard, kept in the cellar",
      ],
      es: ["encierr*, encerrad*, atad*"],
      fr: ["enferme, enfermee, enfermes, l attache"],
      de: ["sperrt, eingesperrt*, gefesselt"],
      pt: ["tranca*, fecha no quarto, amarrad*"],
      it: ["rinchius*, chiude a chiave, chiuso a chiave, la chiude in, lo chiude in, legat*"],
      nl: ["opsluit, opgesloten, sluit haar op, sluit hem op, in de kelder, zonder eten naar bed"],
    },
  },
  {
    category: "coercion",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "makes him watch, makes her watch, made him watch, made her watch, forc* ... things, makes her do things",
        "makes him do things, things she does not want, things he does not want",
      ],
      es: ["obliga* ... cosas, forza* ... cosas, cosas que no quiere"],
      fr: ["force ... choses, oblige* ... choses, choses qu il ne veut pas, choses qu elle ne veut pas"],
      de: ["zwingt ... dinge, dinge die sie nicht will, dinge die er nicht will"],
      pt: ["obriga* ... coisas, coisas que nao quer"],
      it: ["costring* ... cose, obblig* ... cose, cose che non vuole"],
    },
  },
];
