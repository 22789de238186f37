import type { HarmIndicator } from "./types";

/** Signs of abuse by others: physical, sexual, cruelty, violence at home. (See ./decide.ts for how they count.) */
export const abuseIndicators: HarmIndicator[] = [
  {
    category: "physical abuse",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "throws ... at her, throws ... at him, threw ... at her, threw ... at him, could not breathe",
        "hand over her mouth, hand over his mouth, hurt his mother, hurt her mother, hit, hits, hitting, beat",
        "beats, beaten, beating, punch*, kick, kicks, kicking, slap*, whip*, smack*, chok*, strangl*",
        "shook him, shook her, shakes him, shakes her, throws things, belt, cable, burns her, burns him",
        "burned her, burned him, hurts her, hurts him, hurt her, hurt him, punish*, bit her, bit him",
      ],
      es: [
        "quemo, quemaba, pega, pegaba, golpe*, patada*, bofetada*, cinturon*, maltrat*, quema, hace dano",
        "castig*, azota*",
      ],
      fr: ["a brule, frappe*, bat, battu*, battait, coups, gifle*, ceinture, cogne*, brule*, maltrait*, punit"],
      de: [
        "verbrannt, verbrennt, schlagt, schlug, geschlagen, verprugel*, tritt ihn, tritt sie, gurtel",
        "ohrfeig*, misshandel*",
      ],
      pt: [
        "queimou, queimava, bate, batia, apanha*, espanc*, agred*, chute*, tapa*, cinto, queima, machuca*",
        "castig*",
      ],
      it: ["ha bruciato, bruciava, picchia*, botte, schiaff*, calci, cintura, brucia, maltratt*, punisc*"],
    },
  },
  {
    category: "injury",
    strength: "weak",
    terms: {
      en: [
        "long sleeves, screams when, wetting, wets himself, wets herself, hides under, bruis*, black eye",
        "welt*, handprint*, finger marks, fingermarks, burn mark*, cigarette burn*, scar, scars, broken arm",
        "fractur*, bite mark*, marks on, burn on, injur*, flinch*, limp*, lump on",
      ],
      es: ["moreton*, moraton*, hematoma*, quemadura*, cicatri*, marcas en, herida*, ojo morado, se encoge"],
      fr: ["bleus, ecchymose*, brulure*, cicatrice*, marques sur, blessure*, oeil au beurre noir, sursaute"],
      de: ["blaue flecken, blauen fleck*, bluterguss*, blutergusse, verletzung*, narben, striemen, brandwunde*"],
      pt: ["hematoma*, manchas roxas, roxo*, queimadura*, cicatri*, marcas no, marcas na, ferimento*, olho roxo"],
      it: [
        "sussulta, ha dei lividi, livid*, ematom*, bruciatur*, cicatric*, segni sul, segni sulla, ferit*",
        "occhio nero",
      ],
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
        "touches her private*, touches him private*, porn*, groom*, sexual* touch*, sexually",
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
        "bathroom, showers, into the bedroom, into her room, into his room, underwear, touch*, film*",
        "photograph*, photos of her, photos of him, naked, nude*, undress*, getting changed, in the shower",
        "in the bath, sit* lap, sit* laps, on his lap, into her bed, into his bed, love bite*, kiss*",
        "sleeps in his bed, sleeps in her bed, in her underwear, in his underwear",
      ],
      es: ["toca, tocaba, la toca, lo toca, desnud*, graba*, fotos, se cambia, regazo, su cama, chupeton*"],
      fr: ["nus, touche, touchait, nue, nues, nu, deshabill*, filme*, photos, se change, genoux, son lit, sucon*"],
      de: ["beruhrt, anfass*, fasst, nackt*, filmt, fotos, umzieh*, auf dem schoss, sein bett, knutschfleck*"],
      pt: ["toca, tocava, nua, nuas, pelad*, filma*, fotos, se troca, colo, sua cama, chupao*"],
      it: [
        "entra in camera, di notte, tocca, toccava, nud*, spoglia*, filma*, foto, si cambia, in braccio",
        "sul letto, succhiott*",
      ],
    },
  },
  {
    category: "sexualised knowledge or behaviour",
    strength: "weak",
    terms: {
      en: [
        "adult videos, adult films, adult websites, dirty videos, sexual*, acts out, should not know",
        "pregnant, explicit*, sexting",
      ],
      es: ["sexual*, embarazada, explicit*"],
      fr: ["sexuel*, enceinte, explicite*"],
      de: ["sexuell*, schwanger, explizit*"],
      pt: ["sexua*, gravida, explicit*"],
      it: ["sessual*, incinta, esplicit*"],
    },
  },
  {
    category: "cruelty or confinement",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "shed, makes her sleep, makes him sleep, not allowed to leave, lock*, tied, ties her, ties him",
        "tie her, tie him, shut in, cupboard, cellar, outside all night",
      ],
      es: ["encierr*, encerrad*, atad*, armario, sotano"],
      fr: ["enferme, enfermee, enfermes, attache*, placard, cave"],
      de: ["sperrt, eingesperrt*, gefesselt, keller, schrank"],
      pt: ["tranca*, fecha no quarto, amarrad*, porao"],
      it: ["rinchius*, chiude a chiave, chiuso a chiave, legat*, cantina"],
    },
  },
  {
    category: "coercion",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "makes him watch, makes her watch, made him watch, made her watch, forc*, makes her do, makes him do",
        "made her do, made him do, does not want to, did not want to",
      ],
      es: ["obliga*, forza*, no quiere hacer"],
      fr: ["force, forcait, oblige*, ne veut pas"],
      de: ["zwingt, gezwungen, will nicht"],
      pt: ["obriga*, forca, forcava, nao quer fazer"],
      it: ["costring*, obblig*, forza, non vuole fare"],
    },
  },
  {
    category: "domestic violence",
    strength: "weak",
    terms: {
      en: [
        "hurts mummy, hurts mommy, hurts mum, hurts mom, hurt his mother, hurt her mother, domestic violence",
        "domestic abuse, police came, police were called, angry again, hits mum, hits mom",
      ],
      es: ["violencia domestica, violencia de genero, pega a su madre, vino la policia"],
      fr: ["violence* conjugale*, frappe sa mere, la police est venue"],
      de: ["hausliche gewalt, schlagt seine mutter, schlagt ihre mutter, polizei kam"],
      pt: ["violencia domestica, bate na mae, a policia veio"],
      it: ["violenza domestica, picchia la mamma, e venuta la polizia"],
    },
  },
];
