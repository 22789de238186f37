import type { HarmIndicator } from "./types";

/**
 * Signs that say little alone (a scar, a present, a skipped lunch, a word about war) but add weight to
 * a weak sign beside them: "a secret and sweets", "marks on his arms and long sleeves in summer".
 */
export const contextIndicators: HarmIndicator[] = [
  {
    category: "other injuries",
    strength: "context",
    terms: {
      en: ["injur*, fractur*, broken arm, broken wrist, limp*, lump on, burn on, cuts, marks"],
      es: ["herida*, fractura*, marcas, cortes"],
      fr: ["blessure*, fracture*, marques, coupures"],
      de: ["verletzung*, bruch, wunde*, schnitte"],
      pt: ["ferimento*, fratura*, marcas, cortes"],
      it: ["ferit*, frattur*, segni, tagli"],
    },
  },
  {
    // A scar is an old hurt: an operation or an accident the text names explains it ("a scar from surgery").
    category: "scars",
    strength: "context",
    explainedByAccident: true,
    terms: {
      en: ["scar, scars"],
      es: ["cicatri*"],
      fr: ["cicatrice*"],
      de: ["narben"],
      pt: ["cicatri*"],
      it: ["cicatric*"],
    },
  },
  {
    category: "despair or hidden self-harm",
    strength: "context",
    terms: {
      en: [
        "stopped eating, long sleeves, pointless, hopeless, worthless, give up on everything, no way out",
        "can not take it anymore, pills, tablets",
      ],
      es: ["no aguanta mas, no puede mas, sin sentido, no vale nada, pastillas"],
      fr: ["n en peut plus, ne supporte plus, sans espoir, sert a rien, cachets"],
      de: ["nicht mehr aus, halt das nicht, sinnlos, hoffnungslos, tabletten"],
      pt: ["nao aguenta mais, sem sentido, nao vale nada, comprimidos"],
      it: ["non ce la fa piu, non sopporta piu, senza senso, pastiglie"],
    },
  },
  {
    category: "signs of neglect",
    strength: "context",
    terms: {
      en: [
        "unwashed, freezing",
        "no food, left alone, leaves him alone, leaves her alone, for days, kept home, forgot to pick",
        "look after her siblings, look after his siblings, look* after * baby, dirty, smells, has to make dinner, has to cook, housework",
      ],
      es: ["sin comida, sucio, sucia, cuida a sus hermanos"],
      fr: ["ventre vide, toujours sale, vetements sales, s occupe de ses freres"],
      de: ["eiskalt, schmutzig, passt auf * geschwister auf"],
      pt: ["sujo, suja, cuida dos irmaos"],
      it: ["sporco, sporca, bada ai fratelli"],
    },
  },
  {
    // Hunger and tiredness a fast, a tournament or exams explain ("fasting for Ramadan and tired by the afternoon").
    category: "hunger or tiredness",
    strength: "context",
    explainedByCause: true,
    terms: {
      en: ["hungry, tired"],
      es: ["hambre, cansad*"],
      fr: ["faim, fatigue*"],
      de: ["hunger*, hungrig, mude"],
      pt: ["fome, cansad*"],
      it: ["fame, affamat*, stanc*"],
    },
  },
  {
    category: "sexual words",
    strength: "context",
    terms: {
      en: ["sexual*, acts out, pregnant, explicit*, kiss*, bed, bath, shower"],
      es: ["sexual*, embarazada, explicit*, besa*, cama, ducha"],
      fr: ["sexuel*, enceinte, explicite*, embrass*, lit, douche"],
      de: ["sexuell*, schwanger, explizit*, kuss*, bett, dusche"],
      pt: ["sexua*, gravida, explicit*, beij*, cama, banho"],
      it: ["sessual*, incinta, esplicit*, baci*, letto, doccia"],
    },
  },
  {
    category: "trouble at home",
    strength: "context",
    terms: {
      en: [
        "right now, tonight, outside the school, at the gate, terrified, not answering, phone is off, no reply",
        "punishment, as a punishment",
        "police came, police were called, angry again, shouting, screaming, naughty, it hurts",
      ],
      es: ["vino la policia, gritos"],
      fr: ["la police est venue, cris"],
      de: ["polizei kam, geschrei"],
      pt: ["a policia veio, gritos"],
      it: ["e venuta la polizia, urla"],
    },
  },
  {
    category: "gifts, contact or meetings arranged by adults",
    strength: "context",
    terms: {
      en: [
        "new clothes, gifts, presents, sweets, money, expensive, new phone, older men, different men, in cars, man in a car",
        "men in cars, waits for her, waits for him, meet him alone, meet her alone, send photos, send pictures",
        "sends pictures, sends photos, sent pictures, sent photos, met on, snapchat, hotel, disappear*",
        "missing, messages her at night, messages him at night, pictures of herself, pictures of himself",
        "asking * for pictures, private messages, online",
      ],
      es: ["regalos, dinero, caramelos, fotos, mensajes, en internet, a solas"],
      fr: ["cadeaux, argent, bonbons, envoyer des photos, voir seule, voir seul, snapchat, rencontre sur"],
      de: ["geschenke, geld, sussigkeiten, fotos schicken, fotos, im internet, allein treffen"],
      pt: ["presentes, dinheiro, doces, mandar fotos, fotos, na internet, sozinha"],
      it: ["regali, soldi, caramelle, mandare foto, foto, online, da sola"],
    },
  },
  {
    category: "violent group or ideology",
    strength: "context",
    terms: {
      en: [
        "cleanse, cleansing, join* * group, nazi*, jihad*, holy war, martyr*, terrorist*, terrorism, far right, alt right",
      ],
      es: ["grupo violento, unirse a un grupo, nazi*, yihad*, terroris*, ultraderech*, extrema derecha"],
      fr: ["groupe violent, rejoindre un groupe, nazi*, djihad*, terroris*, extreme droite, ultradroite"],
      de: [
        "gewaltbereit*, gruppe beitreten, sauber*, nazi*, dschihad*, terroris*, rechtsextrem*, rechtsradikal*, linksextrem*",
      ],
      pt: ["grupo violento, entrar num grupo, nazi*, jihad*, terroris*, extrema direita, ultradireita"],
      it: ["gruppo violento, entrare in un gruppo, nazi*, jihad*, terroris*, estrema destra, ultradestra"],
    },
  },
  {
    category: "secrecy",
    strength: "context",
    terms: {
      en: [
        "not to tell, do not tell anyone, not tell anyone, not tell parents, not tell mum, not tell dad",
        "begged me not to say, asked me not to tell, not to say anything, secret, meet up, wants to meet",
      ],
      es: ["no decir nada, no contarlo, que no lo cuente, secreto"],
      fr: ["ne pas le dire, ne rien dire, secret"],
      de: ["nichts sagen, niemandem, geheim"],
      pt: ["nao contar, segredo"],
      it: ["non dirlo, segreto"],
    },
  },
  {
    category: "a child's distress, an adult's money or touch, a body or a marriage named",
    strength: "context",
    terms: {
      en: [
        "does not like it, makes her, makes him, sit on his lap, lap, on his knee, private parts, willy, penis, vagina",
        "pays her, pays him, gives her money, gives him money, photos of her, photos of him, married, marry",
        "stockpil*, sleeping tablets, cries when, scared of her dad, scared of his dad, scared of her mum",
        "scared of his mum, no food, not need it, look after him, look after her, won t need",
      ],
      es: ["le da dinero, le paga, no le gusta, partes intimas, casarse, casada, miedo a su padre, sin comida"],
      fr: ["lui paie, lui donne de l argent, parties intimes, n aime pas ca, marier, mariee, peur de son pere"],
      de: ["gibt ihr geld, gibt ihm geld, intimbereich, mag das nicht, heiraten, verheiratet, angst vor * vater"],
      pt: ["da dinheiro, paga para ela, partes intimas, nao gosta disso, casar, casada, medo do pai, sem comida"],
      it: ["le da soldi, gli da soldi, parti intime, non le piace, sposare, sposata, paura del padre, senza cibo"],
    },
  },
];
