import type { HarmIndicator } from "./types";

/** Signs of abuse by others: physical, sexual, cruelty, coercion. (See ./decide.ts for how they count.) */
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
      es: ["pega, pegaba, golpe*, patada*, bofetada*, con el cinturon, con la correa, quema, quemo, hace dano"],
      fr: ["frappe*, bat, battu*, battait, coups, gifle*, avec la ceinture, cogne*, a brule, brule*"],
      de: ["schlagt, schlug, geschlagen, verprugel*, tritt ihn, tritt sie, mit dem gurtel, ohrfeig*, verbrannt"],
      pt: ["bate, batia, apanha*, espanc*, agred*, chute*, tapa*, com o cinto, queima, queimou, machuca*"],
      it: ["picchia*, botte, schiaff*, calci, con la cintura, con la cinghia, brucia, ha bruciato"],
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
    },
  },
  {
    category: "injury with a pattern no fall explains",
    strength: "weak",
    terms: {
      en: [
        "handprint*, hand shaped, finger marks, fingermarks, belt marks, belt mark, cigarette burn*, bite mark*, welt*",
      ],
      es: ["marcas de cinturon, marca de una mano, marcas de dedos, quemaduras de cigarro, mordeduras"],
      fr: [
        "marques de ceinture, marques de coups, traces de coups, trace de main, marques de doigts, brulures de cigarette",
      ],
      de: ["striemen, handabdruck, fingerabdrucke, abdrucke von fingern, zigarettenbrandwunde*, bissspuren"],
      pt: ["marcas de cinto, marca de mao, marcas de dedos, queimaduras de cigarro, marcas de mordida"],
      it: ["segni di cintura, impronta di una mano, segni di dita, bruciature di sigaretta, morsi"],
    },
  },
  {
    category: "fearful behaviour or an explanation that does not fit",
    strength: "weak",
    terms: {
      en: [
        "flinch*, unexplained, screams when, wetting, wets himself, wets herself, hides under",
        "explanation keeps changing, story keeps changing, explanation changes, does not match",
      ],
      es: ["se encoge, se asusta cuando, sin explicacion, la explicacion cambia"],
      fr: ["sursaute, sans explication, l explication change"],
      de: ["zuckt zusammen, unerklarlich*, erklarung andert sich"],
      pt: ["se encolhe, sem explicacao, a explicacao muda"],
      it: ["sussulta, senza spiegazione, la spiegazione cambia"],
    },
  },
  {
    category: "injury shaped like an object",
    strength: "strong",
    terms: {
      en: ["burn ... shape*, bruis* ... shape*, mark* ... shape*, burn ... like a, bruis* ... like a, loop mark*"],
      es: ["quemadura ... forma de, moreton* ... forma de, marca* ... forma de"],
      fr: ["brulure ... forme, bleu* ... forme, marque* ... forme"],
      de: ["brandwunde ... form, fleck* ... form, abdruck ... form, bugeleisen"],
      pt: ["queimadura ... formato, marca* ... formato, hematoma* ... formato, queimadura ... forma de"],
      it: ["bruciatura ... forma, livid* ... forma, segn* ... forma"],
    },
  },
  {
    category: "sexual abuse",
    strength: "strong",
    terms: {
      en: [
        "rape, raped, raping, rapist, molest*, private parts, sexual* abus*, sexual* assault*, abus* sexual*",
        "porn*, groom*, sexual* touch*, sexually",
      ],
      es: ["violacion, violada, violado, abuso* sexual*, tocamiento*, partes intimas, porno*"],
      fr: ["viol, violee, viole, attouchement*, abus* sexuel*, parties intimes, porno*"],
      de: ["vergewaltig*, sexuell* missbrauch*, missbrauch*, intimbereich, porno*"],
      pt: ["estupr*, abus* sexua*, partes intimas, porno*"],
      it: ["stupr*, violentat*, abus* sessual*, molest*, parti intime, porno*"],
    },
  },
  {
    category: "sexual contact or exposure",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "sleeps in her bed, sleeps in his bed",
        "touches her, touches him, touched her, touched him, touching her, touching him, film* ... changed",
        "film* ... changing, film* ... naked, film* ... shower*, film* ... bath, photo* ... naked, naked",
        "nude*, undress*, getting changed, come* ... bathroom, come* ... shower*, watch* ... shower*",
        "watch* ... bath, into her bed, into his bed, has to sit on ... lap, has to sit on ... laps",
        "made to sit on ... lap, sit on their laps, love bite*, sleeps in his bed, in her underwear",
        "in his underwear, comes into her room, comes into his room, into her room at night",
      ],
      es: [
        "entra en su cuarto, entra en su habitacion, entra en el bano, se mete en su cama",
        "la toca, lo toca, le toca, desnud*, la graba, cuando se cambia, cuando se ducha, en su cama",
      ],
      fr: [
        "entre dans sa chambre, vient dans son lit, entre dans la salle de bain, quand elle se douche",
        "la touche, le touche, nue, nues, nus, deshabill*, la filme, quand elle se change, dans son lit",
      ],
      de: [
        "in ihr zimmer, in sein zimmer, ins bad, beim duschen, in ihr bett",
        "beruhrt sie, beruhrt ihn, fasst sie an, fasst ihn an, anfass*, nackt*, filmt sie, beim umziehen",
      ],
      pt: [
        "entra no quarto, entra no banheiro, quando toma banho, deita na cama",
        "toca nela, toca nele, nua, nuas, pelad*, filma ela, quando ela se troca, na cama dela, no colo",
      ],
      it: [
        "entra in bagno, quando si lava, quando fa la doccia",
        "la tocca, lo tocca, nud*, spoglia*, la filma, quando si cambia, entra in camera, nel letto",
      ],
    },
  },
  {
    category: "sexualised knowledge",
    strength: "weak",
    terms: {
      en: ["should not know, adult videos, adult films, adult websites, dirty videos, sexting"],
      es: ["videos para adultos, no deberia saber"],
      fr: ["videos pour adultes, films pour adultes, ne devrait pas savoir"],
      de: ["erwachsenenfilme, nicht wissen sollte"],
      pt: ["videos adultos, nao deveria saber"],
      it: ["video per adulti, non dovrebbe sapere"],
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
        "not allowed to leave, in the shed, in the cupboard, in the cellar",
      ],
      es: ["encierr*, encerrad*, atad*, en el armario, en el sotano"],
      fr: ["enferme, enfermee, enfermes, l attache, dans le placard, dans la cave"],
      de: ["sperrt, eingesperrt*, gefesselt, im keller, im schrank"],
      pt: ["tranca*, fecha no quarto, amarrad*, no porao"],
      it: ["rinchius*, chiude a chiave, chiuso a chiave, legat*, in cantina"],
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
