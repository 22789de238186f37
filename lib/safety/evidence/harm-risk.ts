import type { HarmIndicator } from "./types";

/** Signs of risk: self-harm and suicide, neglect, exploitation and grooming, forced marriage, FGM, radicalisation. */
export const riskIndicators: HarmIndicator[] = [
  {
    category: "suicidal intent or self-harm",
    strength: "strong",
    terms: {
      en: [
        "take her own life, take his own life, take my own life, want* to be dead, burns herself, burns himself, cuts on her thigh*, cuts on his thigh*",
        "suicid*, kill himself, kill herself, kill themselves, kill myself, want* to die, wanted to die",
        "end his life, end her life, end my life, end their life, end it all, not wake up, never wake up",
        "paracetamol, overdos*, how many pills, how many tablets, life ... pointless, no point living",
        "done with everything, done with it all, disappear forever, better off dead, goodbye messag*",
        "goodbye note*, goodbye letter*, self harm*, selfharm*, cut* herself, cut* himself, cut* themselves",
        "cutting her arms, cuts on her arm*, cuts on his arm*, cuts on their arm*, cuts on her wrist*",
        "cuts on his wrist*, hurt* herself, hurt* himself, harm* herself, harm* himself",
        "not want to live, not want to be alive, not want to be here",
      ],
      es: [
        "suicid*, quiere morir*, quiero morir, quitarse la vida, matarse, se corta, cortes en los brazos",
        "cortes en los brazos, autolesi*, no quiere vivir, desaparecer para siempre, pastillas para no despertar",
      ],
      fr: [
        "suicid*, veut mourir, veux mourir, se tuer, en finir, scarifi*, automutil*, coupures sur les bras",
        "ne veut plus vivre, plus envie de vivre, se fait du mal, ne plus se reveiller",
      ],
      de: [
        "suizid*, selbstmord*, umbringen, sterben will*, will sterben, mochte sterben, nicht mehr leben",
        "ritzt, ritzen, schnittwunde*, schnitte an den armen, selbstverletz*, nicht mehr aufwachen",
      ],
      pt: [
        "suicid*, quer morrer, quero morrer, se matar, tirar a propria vida, se corta, cortes nos bracos",
        "automutil*, autolesao, nao quer mais viver, nao acordar mais",
      ],
      it: [
        "suicid*, vuole morire, uccider*, farla finita, togliersi la vita, si taglia, tagli sulle braccia",
        "autolesion*, non vuole piu vivere, non svegliarsi piu",
      ],
    },
  },
  {
    category: "despair or hidden self-harm",
    strength: "weak",
    terms: {
      en: [
        "stopped eating, long sleeves",
        "pointless, hopeless, worthless, give up on everything, can not take it anymore, no way out, pills",
      ],
      es: ["no aguanta mas, no puede mas, sin sentido, no vale nada, pastillas"],
      fr: ["n en peut plus, ne supporte plus, sans espoir, sert a rien, cachets"],
      de: ["nicht mehr aus, halt das nicht, sinnlos, hoffnungslos, tabletten"],
      pt: ["nao aguenta mais, sem sentido, nao vale nada, comprimidos"],
      it: ["non ce la fa piu, non sopporta piu, senza senso, pastiglie"],
    },
  },
  {
    category: "going without food",
    strength: "strong",
    terms: {
      en: [
        "not eaten since, not eaten for, nothing to eat, no food for, hungry for days, not eaten anything",
        "no food at home, no food in the house, not been fed",
      ],
      es: ["sin comer, sin comida, no ha comido, nada que comer, no hay comida"],
      fr: ["rien mange, pas mange depuis, rien a manger, sans manger, pas de nourriture"],
      de: ["nichts gegessen, nichts zu essen, ohne essen, seit tagen nicht gegessen, kein essen"],
      pt: ["sem comer, sem comida, nao come ha, nada para comer, nao tem comida"],
      it: ["non mangia da, senza cibo, niente da mangiare, senza mangiare, non ha mangiato"],
    },
  },
  {
    category: "neglect or nowhere safe to stay",
    strength: "weak",
    terms: {
      en: [
        "leaves him alone, leaves her alone, no food",
        "nappy rash, not been changed, not been washed, look after her siblings, look after his siblings, kept home, no heating, no electricity, sleeping in his coat, sleeping in her coat, same clothes, steals food, lost a lot of weight, left alone, for days, comes to school hungry, not allowed to eat",
        "sleep* in the car, sleep* in a car, sleep* in their car, sleep* rough, nowhere to sleep, nowhere to stay",
        "kicked her out, kicked him out, home alone, nobody home, nobody is home, no one at home, hungry for",
        "same dirty clothes, filthy, drunk, drinks, high on, passed out, look* after * baby, neglect*",
      ],
      es: [
        "duerme en el coche, duerme en el carro, en la calle, sol* en casa, nadie en casa, siempre tiene hambre, llega con hambre, borrach*",
      ],
      fr: [
        "dort dans la voiture, dort dans la rue, seul* a la maison, personne a la maison, a faim tous les jours, le ventre vide, ivre, boit",
      ],
      de: [
        "schlaft im auto, auf der strasse, allein zu hause, niemand zu hause, jeden tag hungrig, hungrig in die schule, betrunken, trinkt",
      ],
      pt: [
        "dorme no carro, na rua, sozinh* em casa, ninguem em casa, com fome todos os dias, chega com fome, bebad*, bebe, neglig*",
      ],
      it: [
        "dorme in macchina, dorme in auto, per strada, da sol* a casa, nessuno a casa, affamat*, ha sempre fame, ubriac*, trascurat*",
      ],
    },
  },
  {
    category: "much older partner or adults collecting a child",
    strength: "strong",
    terms: {
      en: [
        "dating #adult, dating a man, seeing a #adult, relationship with a #adult, boyfriend is #adult",
        "boyfriend #adult, girlfriend #adult, #adult year old boyfriend, #adult year old girlfriend",
        "older boyfriend, older girlfriend, boyfriend ... college, boyfriend ... university, boyfriend who drives",
        "picked up by * men, picked up by different, picked up by older, sugar daddy",
      ],
      es: ["novio de #adult, novia de #adult, novio mayor, novio mucho mayor, hombres mayores la recogen"],
      fr: ["petit ami de #adult, copain de #adult, copain beaucoup plus age, des hommes viennent la chercher"],
      de: ["freund ... #adult jahre, alterer freund, viel alteren freund, von mannern abgeholt"],
      pt: ["namorado de #adult, namorada de #adult, namorado mais velho, homens buscam"],
      it: ["fidanzato di #adult, ragazzo di #adult anni, fidanzato piu grande, uomini la vengono a prendere"],
    },
  },
  {
    category: "grooming, exploitation, trafficking",
    strength: "weak",
    terms: {
      en: [
        "disappear*, man in a car, men in cars, waits for her, waits for him",
        "gang, gangs, special game, not allowed to talk, not allowed to tell, if he tells anyone, if she tells anyone, hotel, keep * private, private messages, pictures of herself, pictures of himself, asking * for pictures, brought into the country, snapchat",
        "secret*, do not tell, not to tell, gifts, presents, sweets, money, expensive, new phone, older men",
        "different men, in cars, meet him alone, meet her alone, send photos, send pictures, sold, traffick*",
        "work* for them, county lines, carry drugs, sell drugs, missing, passport, exploit*",
      ],
      es: [
        "no se lo cuente*, mensajes",
        "secreto, no se lo diga*, regalos, dinero, caramelos, fotos, vendid*, trata*, trabajar para",
      ],
      fr: [
        "voir seule, voir seul, snapchat, rencontre sur",
        "secret, ne rien dire, cadeaux, argent, bonbons, envoyer des photos, vendu*, traite, travailler pour",
      ],
      de: ["geheim*, niemandem, geschenke, geld, sussigkeiten, fotos schicken, verkauft, menschenhandel"],
      pt: ["segredo, nao contar, presentes, dinheiro, doces, mandar fotos, vendid*, trafico, trabalhar para"],
      it: ["segreto, non dirlo, regali, soldi, caramelle, mandare foto, vendut*, tratta, lavorare per"],
    },
  },
  {
    category: "forced or child marriage, FGM",
    strength: "strong",
    terms: {
      en: [
        "taking him ... married, taking her ... married, take her ... marry, take him ... marry, sending her ... marry, married at #minor, cutting ceremony, female circumcision",
        "forced marriage, forced to marry, marry a man, married off, to be married, engaged to, fgm, genital*",
      ],
      es: ["matrimonio forzado, casar a la fuerza, la van a casar, casarse con un hombre, ablacion, mutilacion"],
      fr: ["mariage force, mariee de force, la marier, va etre mariee, excision, mutilation*"],
      de: ["zwangsheirat*, zwangsverheirat*, verheiratet werden, beschneidung, genitalverstummel*"],
      pt: ["casamento forcado, casar a forca, vai ser casada, mutilacao genital, circuncisao feminina"],
      it: ["matrimonio forzato, la vogliono sposare, costrett* a sposarsi, mutilazion*, infibulazion*"],
    },
  },
  {
    category: "radicalisation or a weapon",
    strength: "weak",
    terms: {
      en: [
        "must be wiped out, should be wiped out, race* ... wiped out, ready to join them, ready to join the, holy war",
        "extremis*, radicali*, cleanse, cleansing, join* * group, nazi*, jihad*, race war, white power",
        "terror*, deserve to die, martyr*, knife in his bag, knife in her bag, knife to school, carries a knife",
        "carrying a knife, carry* knives, hold* knives, hold* weapons, gun to school, weapon* to school, weapon* in his bag",
      ],
      es: [
        "extremis*, radicaliz*, limpiar el pais, grupo violento, nazi*, cuchillo en la mochila, navaja en la mochila, yihad*",
      ],
      fr: [
        "extremis*, radicalis*, nettoyer le pays, groupe violent, nazi*, couteau dans son sac, arme a l ecole, djihad*",
      ],
      de: [
        "extremis*, radikalisier*, sauber*, gewaltbereit*, nazi*, messer in der tasche, messer dabei, waffe in der schule, dschihad*",
      ],
      pt: ["extremis*, radicaliz*, limpar o pais, grupo violento, nazi*, faca na mochila, arma na escola, jihad*"],
      it: [
        "estremis*, radicalizz*, ripulire il paese, gruppo violento, nazi*, coltello nello zaino, arma a scuola, jihad*",
      ],
    },
  },
];
