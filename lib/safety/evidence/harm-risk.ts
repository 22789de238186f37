import type { HarmIndicator } from "./types";

/** Signs of risk at home or to themselves: suicidal intent, self-harm, despair, going without food, neglect. */
export const riskIndicators: HarmIndicator[] = [
  {
    category: "suicidal intent or self-harm",
    strength: "strong",
    terms: {
      en: [
        "nobody would miss, no one would miss, if he was gone, if she was gone, if i was gone",
        "better off without, take her own life, take his own life, take my own life, want* to be dead",
        "burns herself, burns himself, cuts on her thigh*, cuts on his thigh*, suicid*, kill himself",
        "kill herself, kill themselves, kill myself, want* to die, wanted to die, end his life, end her life",
        "end my life, end their life, end it all, not wake up, never wake up, paracetamol, overdos*",
        "how many pills, how many tablets, life ... pointless, no point living, done with everything",
        "done with it all, disappear forever, better off dead, goodbye messag*, goodbye note*",
        "goodbye letter*, self harm*, selfharm*, cut* herself, cut* himself, cut* themselves",
        "cutting her arms, cuts on her arm*, cuts on his arm*, cuts on their arm*, cuts on her wrist*",
        "cuts on his wrist*, hurt* herself, hurt* himself, harm* herself, harm* himself, not want to live",
        "not want to be alive, not want to be here",
      ],
      es: [
        "nadie * echaria de menos, ganas de morir, suicid*, quiere morir*, quiero morir, quitarse la vida",
        "matarse, se corta, cortes en los brazos, autolesi*, no quiere vivir, desaparecer para siempre",
        "pastillas para no despertar",
      ],
      fr: [
        "envie de mourir, manquerait a personne, suicid*, veut mourir, veux mourir, se tuer, en finir",
        "scarifi*, automutil*, coupures sur les bras, ne veut plus vivre, plus envie de vivre, se fait du mal",
        "ne plus se reveiller",
      ],
      de: [
        "niemand * vermissen, keine lust mehr zu leben, suizid*, selbstmord*, umbringen, sterben will*",
        "will sterben, mochte sterben, nicht mehr leben, ritzt, ritzen, schnittwunde*, schnitte an den armen",
        "selbstverletz*, nicht mehr aufwachen",
      ],
      pt: [
        "ninguem sentiria falta, vontade de morrer, suicid*, quer morrer, quero morrer, se matar",
        "tirar a propria vida, se corta, cortes nos bracos, automutil*, autolesao, nao quer mais viver",
        "nao acordar mais",
      ],
      it: [
        "nessuno sentirebbe la * mancanza, voglia di morire, suicid*, vuole morire, uccider*, farla finita",
        "togliersi la vita, si taglia, tagli sulle braccia, autolesion*, non vuole piu vivere",
        "non svegliarsi piu",
      ],
    },
  },
  {
    category: "despair or hidden self-harm",
    strength: "weak",
    terms: {
      en: [
        "stopped eating, long sleeves, pointless, hopeless, worthless, give up on everything",
        "can not take it anymore, no way out, pills",
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
        "not feed her, not feed him, not feed them, not eaten since, not eaten for, nothing to eat",
        "no food for, hungry for days, not eaten anything, no food at home, no food in the house",
        "not been fed",
      ],
      es: ["no le dan de comer, sin comer, sin comida, no ha comido, nada que comer, no hay comida"],
      fr: [
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
    },
  },
  {
    category: "neglect or nowhere safe to stay",
    strength: "weak",
    terms: {
      en: [
        "alone at home, forgot to pick, leaves him alone, leaves her alone, no food, nappy rash",
        "not been changed, not been washed, look after her siblings, look after his siblings, kept home",
        "no heating, no electricity, sleeping in his coat, sleeping in her coat, same clothes, steals food",
        "lost a lot of weight, left alone, for days, comes to school hungry, not allowed to eat",
        "sleep* in the car, sleep* in a car, sleep* in their car, sleep* rough, nowhere to sleep",
        "nowhere to stay, kicked her out, kicked him out, home alone, nobody home, nobody is home",
        "no one at home, hungry for, same dirty clothes, filthy, drunk, drinks, high on, passed out",
        "look* after * baby, neglect*",
      ],
      es: [
        "duerme en el coche, duerme en el carro, en la calle, sol* en casa, nadie en casa",
        "siempre tiene hambre, llega con hambre, borrach*",
      ],
      fr: [
        "dort dans la voiture, dort dans la rue, seul* a la maison, personne a la maison",
        "a faim tous les jours, le ventre vide, ivre, boit",
      ],
      de: [
        "schlaft im auto, auf der strasse, allein zu hause, niemand zu hause, jeden tag hungrig",
        "hungrig in die schule, betrunken, trinkt",
      ],
      pt: [
        "dorme no carro, na rua, sozinh* em casa, ninguem em casa, com fome todos os dias, chega com fome",
        "bebad*, bebe, neglig*",
      ],
      it: [
        "dorme in macchina, dorme in auto, per strada, da sol* a casa, nessuno a casa, affamat*",
        "ha sempre fame, ubriac*, trascurat*",
      ],
    },
  },
];
