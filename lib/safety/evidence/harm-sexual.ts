import type { HarmIndicator } from "./types";

/** Signs of sexual abuse: named, contact or exposure by an adult, knowledge a child should not have. */
export const sexualIndicators: HarmIndicator[] = [
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
      nl: [
        "verkracht*, aanrand*, seksueel misbruik*, seksueel overschrijdend, intieme delen, geslachtsdelen, porno*, plekken waar dat niet mag",
      ],
    },
  },
  {
    category: "sexual contact or exposure",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "what * does to him, what * does to her, what * does to me, rude things, does things to, lying on top, lies on top, video call* alone, touch* me",
        "sleeps in her bed, sleeps in his bed",
        "touches her, touches him, touched her, touched him, touching her, touching him, film* ... changed",
        "film* ... changing, film* ... naked, film* ... shower*, film* ... bath, photo* ... naked, naked",
        "walks in on her, walked in on her, walks in on him, walked in on him, nude*, undress*, without clothes, no clothes on, getting changed, come* ... bathroom, come* ... shower*, watch* ... shower*",
        "watch* ... bath, into her bed, into his bed, has to sit on ... lap, has to sit on ... laps",
        "made to sit on ... lap, sit on their laps, love bite*, sleeps in his bed, in her underwear",
        "in his underwear, comes into her room, comes into his room, into her room at night",
      ],
      es: [
        "cosas feas, le hace cosas, me hace cosas, encima de ella",
        "entra en su cuarto, entra en su habitacion, entra en el bano, se mete en su cama",
        "sin ropa, la toca, lo toca, le toca, desnud*, la graba, cuando se cambia, cuando se ducha, en su cama",
      ],
      fr: [
        "lui fait des choses, me fait des choses, couche avec elle",
        "entre dans sa chambre, vient dans son lit, entre dans la salle de bain, quand elle se douche",
        "sans vetements, en sous vetements, la touche, le touche, nue, nues, nus, deshabill*, la filme, quand elle se change, dans son lit",
      ],
      de: [
        "macht sachen mit, komische sachen, liegt auf ihr",
        "in ihr zimmer, in sein zimmer, ins bad, beim duschen, in ihr bett",
        "ohne kleidung, in unterwasche, will fotos, will bilder, beruhrt sie, beruhrt ihn, fasst sie an, fasst ihn an, anfass*, nackt*, filmt sie, beim umziehen",
      ],
      pt: [
        "faz coisas, coisas feias, deita em cima",
        "entra no quarto, entra no banheiro, quando toma banho, deita na cama",
        "sem roupa, pedindo fotos, toca nela, toca nele, nua, nuas, pelad*, filma ela, quando ela se troca, na cama dela, no colo",
      ],
      it: [
        "le fa delle cose, gli fa delle cose, cose strane, sopra di lei",
        "entra in bagno, quando si lava, quando fa la doccia",
        "senza vestiti, la tocca, lo tocca, nud*, spoglia*, la filma, quando si cambia, entra in camera, nel letto",
      ],
      nl: [
        "raakt haar aan, raakt hem aan, aanraakt, aangeraakt, aanraken, naakt, bloot, zonder kleren, onder de douche",
        "filmt haar, filmt hem, als ze zich omkleedt, als hij zich omkleedt",
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
];
