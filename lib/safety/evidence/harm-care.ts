import type { HarmIndicator } from "./types";

/**
 * Harm told through what a child goes without or is made to do, and what adults say or take: care
 * withheld (an injury nobody will have seen, medicine not sent), work at night, a family that controls
 * or shames a girl, a parent's words heard at the gate, damage at home, images of a child passed round,
 * a method looked up. Written by concept after the ninth probe set (eval/datasets/train-9.jsonl).
 */
export const careIndicators: HarmIndicator[] = [
  {
    category: "care withheld: a hurt or ill child nobody will take to a doctor",
    strength: "weak",
    terms: {
      en: [
        "not take* * doctor*, not take* * hospital, not take* * a e, not take* * dentist, not taking * doctor*",
        "not taken * doctor*, not taken * hospital, did not take * hospital, refus* to take * to, no point going * a e",
        "no point going * doctor*, no point going * hospital, not been seen by a doctor, has not seen a doctor",
        "never seen a doctor, too far to the pharmacy, they ask too many questions",
      ],
      es: [
        "no piensa gastar * dentista, no quiere gastar * dentista, no lleva* * medico, no lleva* * dentista, no lleva* * urgencias, se niega* a llevar*, nunca * al medico",
      ],
      fr: [
        "refus* * emmener, ne emmen* pas * medecin, ne emmen* pas * urgences, jamais vu * medecin, pas vu * medecin",
      ],
      de: ["nicht zum arzt, nicht beim arzt, nicht zum zahnarzt, nicht ins krankenhaus, keinen arzt, nie beim arzt"],
      pt: ["nao leva* * medico, nao leva* * hospital, nao leva* * dentista, recusa* * levar, nunca * ao medico"],
      it: [
        "non porta* * pronto soccorso, non porta* * medico, non porta* * dottore, non porta* * dentista, rifiuta* * portar*",
      ],
      nl: [
        "niet naar de dokter, niet naar de huisarts, niet naar de tandarts, niet naar het ziekenhuis, niet op afspraken",
      ],
    },
  },
  {
    category: "a child going without the treatment they need: pain, medicine, glasses",
    strength: "weak",
    explainedByCause: true,
    needsSecondSign: true,
    terms: {
      en: [
        "infected * for * weeks, pus on, letters home ignored, it will sort itself out, forgets to give * medicine, forgets * medication",
        "nobody * replaced, never been replaced, holes in * shoes, lice * for months, visible for months, can not see the board",
        "medication * not * sent, medicine * not * sent, no medication, without * medication, no insulin, without * insulin",
        "no inhaler, without * inhaler, toothache for, tooth ache for, abscess, rotten teeth, glasses * broken for",
        "broken glasses for, can not lift * arm, arm strapped, strapped up in, swollen for, seizures in class",
        "forget* to buy * insulin, inhaler * not * sent, insulin * not * sent, nearly collapsed, collapsed twice, none at home",
      ],
      es: [
        "olvida darle la medicacion, se le olvida * medicacion",
        "dientes negros, mejilla hinchada, no puede masticar, agujeros en los zapatos, piojos desde hace meses",
        "muela negra, no puede ni comer, dolor de muelas, sin insulina, sin medicacion, sin su medicacion, sin inhalador, no le manda* * inhalador, gafas rotas, brazo hinchado",
      ],
      fr: [
        "oublie de donner * medicament, oublie * traitement",
        "dents noires, joue gonflee, n arrive plus a macher, chaussures trouees, poux depuis des mois",
        "mal aux dents depuis, abces, sans insuline, sans ses medicaments, sans son traitement, lunettes cassees, bras enfle",
      ],
      de: [
        "vergisst * medikament*",
        "schwarze zahne, kann nicht mehr kauen, locher in den schuhen, lause seit monaten",
        "zahnschmerzen seit, dicke backe, ohne insulin, ohne medikament*, brille * kaputt, arm geschwollen, geschwollene* arm",
      ],
      pt: [
        "convulsao na escola, esquece de dar o remedio",
        "dentes pretos, bochecha inchada, nao consegue mastigar, sapatos furados, piolhos ha meses",
        "dor de dente ha, sem insulina, sem remedio, sem medicacao, oculos quebrado*, braco inchado",
      ],
      it: [
        "dimentica di dare * medicin*, dimentica * farmac*",
        "denti neri, guancia gonfia, non riesce a masticare, scarpe bucate, pidocchi da mesi",
        "mal di denti da, ascesso, senza insulina, senza farmac*, occhiali rotti, braccio gonfio",
      ],
      nl: ["ontstoken kies, kiespijn, kapotte bril, zonder insuline, zonder medicijnen, opgezwollen arm"],
    },
  },
  {
    category: "a family nobody can reach",
    strength: "context",
    terms: {
      en: [
        "never answers calls, never answers our calls",
        "never come to meetings, never turn up to meetings, never attend meetings",
        "never pick up, never picks up, never answer the phone, never answers the phone",
        "nobody answers the phone, not answering * phone, phone * disconnected, do not respond to * letters, ignore* * letters, never answer* * calls",
      ],
      es: [
        "nunca vienen a las reuniones",
        "nunca contestan, nunca coge el telefono",
        "no contesta* el telefono, no coge* el telefono, no responde* a las cartas, telefono desconectado",
      ],
      fr: [
        "ne viennent jamais aux rendez vous",
        "ne repond jamais aux mots, ne repond jamais au telephone",
        "ne repond* pas au telephone, injoignable*, ne repond* a aucun courrier",
      ],
      de: [
        "kommen nie zu gesprachen, kommen nie zum elterngesprach",
        "geht nie ans telefon, antwortet nie",
        "reagieren auf keinen brief, reagieren nicht, nicht erreichbar, telefon * abgestellt",
      ],
      pt: [
        "nunca vem as reunioes",
        "nunca atende, nunca responde aos bilhetes",
        "nao atende* o telefone, nao atende* as chamadas, nao responde* aos bilhetes",
      ],
      it: [
        "non vengono mai ai colloqui",
        "non risponde mai",
        "telefono * staccato, non rispondono al telefono, non risponde* al telefono",
      ],
      nl: ["niet bereikbaar, nemen niet op, telefoon * afgesloten"],
    },
  },
  {
    category: "pain sitting or moving, and a punishment in a family's words",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "did the slipper, got the slipper, gets the slipper, with a slipper, with the slipper, the wooden spoon",
        "winced * sit*, would not sit down, can not sit down, knelt the whole, shoves her, shoves him",
      ],
      es: ["con la zapatilla, con el cinturon, no puede sentarse"],
      fr: ["avec la ceinture, ne peut pas s asseoir, la bouscule, le bouscule"],
      de: ["mit dem gurtel, kann nicht sitzen, abdrucke am oberarm, festen griff, fester griff, griffspuren"],
      pt: ["com o chinelo, com o cinto, nao consegue sentar"],
      it: ["con la ciabatta, con la cintura, non riesce a sedersi, dormire sul pavimento"],
      nl: ["met de riem, met de slipper, kan niet zitten"],
    },
  },
  {
    category: "marks with a pattern, and a story that changes",
    strength: "weak",
    explainedByCause: true,
    needsSecondSign: true,
    terms: {
      en: [
        "third * fall this, third * fall in, fourth * fall, another * fall, does not add up, do not believe * fell, not sure i believe",
        "loop shaped, loop marks, evenly spaced, in a row across, story keeps changing, different story each time, story changes every time",
      ],
      es: [
        "no cuadra, no me creo que se cayera, otra caida",
        "marcas en forma de, cada vez cuenta una historia distinta, la historia cambia",
      ],
      fr: [
        "troisieme fois depuis, habitent de plain pied",
        "ca ne colle pas, je n y crois pas, encore une chute",
        "marques en forme de, une histoire differente a chaque fois, l histoire change",
      ],
      de: [
        "passt nicht zusammen, schon wieder gesturzt",
        "ringformige, jedes mal eine andere geschichte, andere geschichte",
      ],
      pt: [
        "nao bate certo, nao acredito que caiu, outra queda",
        "marcas em forma de, cada vez conta uma historia diferente, a historia muda",
      ],
      it: [
        "non torna, non credo che sia caduto, un altra caduta",
        "segni a forma di, ogni volta una storia diversa, la storia cambia",
      ],
      nl: ["klopt niet, weer gevallen", "afdrukken in de vorm van, elke keer een ander verhaal"],
    },
  },
  {
    category: "an adult's cruel words, heard",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "you re useless, you are useless, worst thing that ever happened, never been born, better off without you, you re worthless, you are worthless, pulling her hair out, pulls her hair out",
      ],
      es: ["eres un inutil, no vales para nada, ojala no hubieras nacido"],
      fr: ["tu es nul, tu ne vaux rien, tu n aurais jamais du naitre"],
      de: ["du bist nichts wert, du bist ein nichts, nie geboren"],
      pt: ["voce e um inutil, nao vale nada, nunca devia ter nascido"],
      it: ["nullita, buono a nulla, buona a nulla, non vali niente"],
      nl: ["nooit geboren, waardeloos, niks waard"],
    },
  },
  {
    category: "an adult threatening to kill a child",
    strength: "weak",
    needsActor: true,
    terms: {
      en: ["threatened to kill her, threatened to kill him, threatens to kill her, threatens to kill him"],
      es: ["amenazo con matarl*, amenaza con matarl*"],
      fr: ["menace de la tuer, menace de le tuer, menace de la tuer"],
      de: ["gedroht * umzubringen, droht * umzubringen, gedroht * zu toten, droht * zu toten"],
      pt: ["ameacou mata l*, ameaca mata l*, ameacou de morte, ameaca de morte"],
      it: ["minaccia* di ucciderl*"],
      nl: ["dreigt haar te vermoorden, dreigt hem te vermoorden, gedreigd * vermoorden"],
    },
  },
  {
    category: "a girl controlled and an honour to keep",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "tracks her location, reads all her messages, not let her have friends, shamed the family, brought shame, dishonour*, end up like her",
      ],
      es: ["deshonra*, controla su movil, no la deja tener amigas"],
      fr: ["deshonor*, la honte sur la famille, controle son telephone"],
      de: ["entehrt, entehren, ehre der familie, vom bruder gebracht, darf nicht mit auf klassenfahrt"],
      pt: ["desonra*, controla o celular dela"],
      it: ["disonor*, controlla il suo telefono"],
      nl: ["eer van de familie, schande"],
    },
  },
  {
    category: "damage and control at home",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "broke the * door, smashed * phone, kicked * door in, punched * wall, taken the car keys, took the car keys, took her phone and",
      ],
      es: ["rompio la puerta, rompio el movil"],
      fr: ["casse la porte, casse le telephone"],
      de: ["tur eingetreten, aus den angeln gerissen, handy zerschlagen, handy weggenommen, keine hilfe holen"],
      pt: ["quebrou a porta, quebrou o celular"],
      it: ["sfondato la porta, rotto il telefono"],
      nl: ["deur kapot, telefoon kapot gegooid"],
    },
  },
  {
    category: "soreness or a child's word for being touched",
    strength: "weak",
    explainedByCause: true,
    needsSecondSign: true,
    terms: {
      en: [
        "bottom is sore, sore bottom, hurts * bottom, pain down there, sore down there, sore down below, cries when * nappy, hurts down there, hurts when * wee*, redness, hand down * trousers, hand down * pants, does sex stuff",
      ],
      es: ["le duele al hacer pis, le escuece, ahi abajo"],
      fr: ["mal quand * fait pipi, la en bas"],
      de: [
        "brennt beim pipi*, brennt beim pinkeln, tut beim pipi* weh",
        "brennt beim pipi, schmerzen beim pipi, da unten",
      ],
      pt: ["dores quando faz xixi, doi quando faz xixi, la em baixo, cocegas"],
      it: ["male quando fa pipi, la sotto"],
      nl: ["pijn bij het plassen, daar beneden"],
    },
  },
  {
    category: "sexual harm said plainly, or sexual acts a young child describes",
    strength: "strong",
    terms: {
      en: [
        "does sex stuff, sex stuff to her, sex stuff to him, described an adult sexual act, described a sexual act, sexual act in detail, sex act in detail",
      ],
      es: ["le hace cosas sexuales"],
      fr: ["lui fait des choses sexuelles"],
      de: ["macht sexuelle sachen"],
      pt: ["faz coisas sexuais"],
      it: ["le fa cose sessuali, gli fa cose sessuali"],
      nl: ["doet seksuele dingen"],
    },
  },
  {
    category: "an adult winning a child over online or at school: credit, private channels, lifts, deleted messages",
    strength: "weak",
    needsActor: true,
    needsSecondSign: true,
    terms: {
      en: [
        "v bucks, robux, nitro, gift card*, gifting him, gifting her, private channel, private server, move to * private",
        "would not understand * friendship, not like the other girls, not like other girls, delete this, delete these messages",
        "extra lessons alone, door locked, follows him on, follows her on, private account, offered to drive, drive her to, drive him to",
      ],
      es: [
        "le regala saldo, saldo para, quiere quedar con, no se lo digas, la lleva en coche, lo lleva en coche, borra los mensajes",
      ],
      fr: ["raccompagne * en voiture, fait des cadeaux, a minuit, efface les messages, ne rien dire"],
      de: [
        "schenkt * guthaben, guthaben, will sich * treffen, sollen nichts * wissen, nichts davon wissen, loscht die nachrichten",
      ],
      pt: ["da credito, quer encontrar, nao conta pros pais, apaga as mensagens, leva ela de carro, leva ele de carro"],
      it: [
        "regala * ricariche, ricariche, vuole incontrarl*, non dirlo ai genitori, cancella i messaggi, la accompagna in macchina",
      ],
      nl: [
        "skins koopt, koopt * skins, geheime app, moeder niet ziet, appjes met hartjes, hartjes, onder ons, alleen naar huis gebracht, niemand vertellen, ons geheimpje",
      ],
    },
  },
  {
    category: "an image of a child passed round, or a demand for money over one",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "topless, nude photo, naked photo, nudes of her, nudes of him, going round, airdrop*, has a video of him, has a video of her",
        "has a photo of him, has a photo of her, has pictures of him, has pictures of her, already paid them, paid them twice, paid him twice",
      ],
      es: ["foto desnud*, circula por, ya ha pagado, tiene un video de el, tiene un video de ella"],
      fr: [
        "photo d elle nue, photo de lui nu, torse nu, tourne sur, menace de l envoyer, si elle ne paie pas, circule, deja paye",
      ],
      de: ["nacktfoto, oben ohne, macht die runde, schon bezahlt"],
      pt: ["foto pelad*, circulando, ja pagou"],
      it: ["foto nuda, foto nudo, gira tra, ha gia pagato"],
      nl: ["naaktfoto, afgeperst, afpersing, anders gaat die naar, wil vanavond"],
    },
  },
  {
    category: "a child carrying or delivering, and what it buys",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "in my sock, in his sock, drop it at, drop it off at, chicken shop, canada goose, designer coat, found in * seaside, picked up by police in",
      ],
      es: ["lo lleva en el calcetin, entregarlo en"],
      fr: ["dans ma chaussette, le deposer a"],
      de: ["in meiner socke, abliefern bei"],
      pt: ["na minha meia, entregar no"],
      it: ["nel calzino, consegnarlo a"],
      nl: ["in mijn sok, afleveren bij"],
    },
  },
  {
    category: "a child made to work: nights, a family business, building sites",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "till 2am, till 3am, until 2am, until 3am, until midnight every, works in * takeaway, without being paid, sent to work, made to work, work on building sites",
      ],
      es: ["lo mandan a trabajar, la mandan a trabajar"],
      fr: ["envoye travailler, envoyee travailler"],
      de: ["zum arbeiten geschickt"],
      pt: ["mandado trabalhar, mandada trabalhar"],
      it: ["mandato a lavorare, mandata a lavorare, fino a mezzanotte, senza essere pagat*"],
      nl: ["moet hij werken, moet zij werken"],
    },
  },
  {
    category: "children held by an adult: documents kept, not free",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "boss has his papers, boss has her papers, boss keeps his passport, boss keeps her passport, papers are with the boss",
        "keeps their documents, took their id, took their papers, we not free, we are not free, help we not, not allowed out of the house without",
      ],
      es: [
        "los papeles los tiene el jefe, el jefe tiene sus papeles",
        "no somos libres, se queda con sus documentos, guarda sus pasaportes",
      ],
      fr: [
        "le patron garde ses papiers, les papiers sont chez le patron",
        "nous ne sommes pas libres, garde leurs papiers, garde leurs passeports",
      ],
      de: [
        "pass liegt * beim chef, sein pass liegt, ihr pass liegt",
        "der chef hat seine papiere, der chef hat ihre papiere",
        "wir sind nicht frei, behalt ihre papiere, behalt ihre passe",
      ],
      pt: [
        "documentos estao com o patrao, com o patrao, o patrao fica com",
        "nao somos livres, fica com os documentos",
      ],
      it: ["il capo tiene i suoi documenti, i documenti li ha il capo", "non siamo liberi, tiene i loro documenti"],
      nl: ["wij zijn niet vrij, houdt hun papieren"],
    },
  },
  {
    category: "a girl taken abroad to be cut, in a child's or family's words",
    strength: "strong",
    terms: {
      en: [
        "makes girls clean, make girls clean, make her clean, lady who makes girls, have the cut like, get the cut like, cut like her big sister, cut like her sister",
      ],
      es: ["limpiar a las ninas"],
      fr: ["rendre les filles propres"],
      de: ["madchen sauber machen"],
      pt: ["limpar as meninas"],
      it: ["pulire le bambine"],
      nl: ["besneden, besnijdenis, besnijden"],
    },
  },
  {
    category: "a killer's manifesto, or leaving to fight",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "keeps his shotgun, keeps the shotgun, keeps his gun, keeps the gun, they will all see on, plan of the school with",
        "manifesto, doing a christchurch, do a christchurch, christchurch shooter, great replacement, praising the * gunman, praises the * gunman, shooter s writings, do the same here, supremacist*, something big at school, buy ammunition, buy bullets",
      ],
      es: [
        "donde guarda la escopeta, donde guarda el arma, ya veran el lunes",
        "manifiesto, justifica los atentados, irse a luchar, ir a combatir",
      ],
      fr: [
        "ou il range son fusil, ou est le fusil, ils verront lundi",
        "manifeste, justifie les attentats, partir combattre, aller combattre",
      ],
      de: [
        "wo * sein gewehr, wo die waffe liegt, werden es alle sehen",
        "manifest, rechtfertigt * anschlage, kampfen gehen, in den kampf ziehen",
      ],
      pt: [
        "onde guarda a espingarda, onde guarda a arma, todos vao ver",
        "manifesto, justifica os atentados, ir lutar, partir para lutar",
      ],
      it: [
        "dove tiene il fucile, dove tiene la pistola, vedranno tutti",
        "manifesto, giustifica gli attentati, a combattere, partire a combattere, suprematist*, fare qualcosa di grosso, munizioni",
      ],
      nl: ["manifest, rechtvaardigt * aanslagen, gaan vechten"],
    },
  },
  {
    category: "a goodbye or a method, in a child's words or searches",
    strength: "strong",
    terms: {
      en: [
        "not be a problem much longer, not be a problem for much longer, how long does it take to drown",
        "painless way* to die, painless way* to go, painless death, search* ... highest bridge, search* ... tallest bridge",
        "looked up ... highest bridge, googl* ... highest bridge, it s not your fault * can have my",
      ],
      es: ["busc* ... puente mas alto, ya no sere un problema, formas de morir sin dolor"],
      fr: ["cherch* ... pont le plus haut, je ne serai plus un probleme, mourir sans douleur"],
      de: ["gesucht ... hochste brucke, gegoogelt ... hochste brucke, kein problem mehr sein, schmerzlos sterben"],
      pt: ["pesquis* ... ponte mais alta, eu nao venho mais, nao vou ser mais um problema, morrer sem dor"],
      it: ["cercat* ... ponte piu alto, non mi importa di arrivare, morire senza dolore"],
      nl: ["gezocht ... hoogste brug, opgezocht ... hoogste brug, pijnloos dood"],
    },
  },
  {
    category: "a goodbye that may be a leaving: not here much longer",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: [
        "will not need them after, will not need it after, will not need any of it, in case we never see each other, in case i do not see you again",
        "not be around much longer, not be here much longer",
      ],
      es: ["por si no nos volvemos a ver, regalo su ropa", "no estare aqui mucho tiempo"],
      fr: ["au cas ou on ne se reverrait pas", "ne serai plus la longtemps"],
      de: [
        "nach dem wochenende bin ich weg, falls wir uns nicht mehr sehen, verschenkt * sammlung",
        "nicht mehr lange da",
      ],
      pt: ["caso a gente nao se veja mais", "nao vou estar aqui por muito tempo"],
      it: ["nel caso non ci rivedessimo", "non saro qui ancora per molto"],
      nl: ["voor als we elkaar niet meer zien", "niet lang meer hier"],
    },
  },
  {
    category: "a child caring alone for a parent who drinks, or a baby",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "while mum goes out, while mom goes out, alone every night while, baby sister alone, baby brother alone",
        "looks after * siblings alone, gets * siblings ready, electricity * cut off, no electricity, gas * cut off, mum does not get up, mother does not get up",
        "mummy s asleep all the time, mum s asleep all the time, mum is always asleep, mummy is always asleep, asleep all the time",
        "mum who drinks, dad who drinks, mom who drinks, calls the ambulance himself, calls the ambulance herself, cares for his mum, cares for her mum, young carer, hardly sleeps",
      ],
      es: [
        "cuida sola de sus hermanos, cuida solo de sus hermanos, cortaron la luz, sin luz en casa, no se levanta",
        "mama siempre esta dormida",
        "cuida solo de, cuida sola de, padre que bebe, madre que bebe, casi no duerme",
      ],
      fr: [
        "s occupe seule de ses, s occupe seul de ses, electricite coupee, plus d electricite, ne se leve pas",
        "maman dort tout le temps",
        "s occupe seul* de, pere qui boit, mere qui boit, ne dort presque plus, ne dort plus",
      ],
      de: [
        "versorgt * geschwister, strom abgestellt, kein strom, nicht aufsteht, steht nicht auf",
        "mama schlaft immer",
        "kummert sich allein um, mutter trinkt, vater trinkt, schlaft kaum",
      ],
      pt: [
        "cuida sozinha dos irmaos, cuida sozinho dos irmaos, cortaram a luz, sem luz em casa, nao se levanta",
        "mae dorme o tempo todo",
        "cuida sozinh* d*, pai que bebe, mae que bebe, quase nao dorme",
      ],
      it: [
        "accudisce da sola, si occupa da sola dei fratelli, staccato la luce, senza luce in casa, non si alza",
        "la mamma dorme sempre",
        "si occupa da sol*, padre che beve, madre che beve, dorme pochissimo",
      ],
      nl: [
        "zorgt * voor zijn moeder, zorgt * voor haar moeder, als die dronken is, bijna niet slaapt, broertje in bed, moeder die drinkt, vader die drinkt, omvalt, zelf de ambulance",
      ],
    },
  },
  {
    category: "food taken from bins or hidden",
    strength: "weak",
    explainedByCause: true,
    needsSecondSign: true,
    terms: {
      en: [
        "food out of the bins, scraps from the bins",
        "stuffs food ... pockets, stuffs bread ... pockets, bread rolls ... pockets, food ... in his pockets, food ... in her pockets",
        "out of the bins, out of the bin, from the bins, hiding food, hides food, hoards food, hoarding food, hiding * yoghurts",
      ],
      es: ["restos de la basura", "se guarda comida en los bolsillos", "come de la basura, esconde comida"],
      fr: [
        "restes dans les poubelles",
        "met du pain dans ses poches",
        "mange dans les poubelles, cache de la nourriture",
      ],
      de: [
        "essensreste aus den mulleimern, aus dem mulleimer",
        "steckt brotchen ein",
        "isst aus dem mull, versteckt essen",
      ],
      pt: ["restos do lixo", "guarda comida na mochila", "come do lixo, esconde comida"],
      it: ["avanzi dalla spazzatura", "si mette il pane in tasca", "mangia dalla spazzatura, nasconde il cibo"],
      nl: ["stopt brood in zijn zakken", "eet uit de vuilnisbak, verstopt eten, krijg ik geen eten"],
    },
  },
  {
    category: "a child alone at night or gone from school",
    strength: "weak",
    explainedByCause: true,
    needsSecondSign: true,
    terms: {
      en: [
        "on her own overnight, on his own overnight, on their own overnight, has not been in for, not been in since, no one knows where she is, no one knows where he is, nobody knows where she is, nobody knows where he is, abroad for a while",
        "alone at night, on his own at night, on her own at night, not been in school for, off roll, nobody knows where",
      ],
      es: [
        "nadie sabe donde esta, no viene desde, no ha vuelto desde, se fueron al extranjero, sola toda la noche, solo toda la noche",
        "solo de noche, sola de noche, no viene al colegio desde",
      ],
      fr: [
        "personne ne sait ou, n est plus venue depuis, n est plus venu depuis, partis a l etranger, seule toute la nuit, seul toute la nuit",
        "seul la nuit, seule la nuit, ne vient plus a l ecole depuis",
      ],
      de: [
        "niemand weiss wo, seit wochen nicht mehr, ins ausland, allein uber nacht, die ganze nacht allein",
        "nachts allein, kommt seit * nicht",
      ],
      pt: [
        "ninguem sabe se, ninguem sabe onde, nao aparece ha, mudou de casa sem avisar, sozinha a noite toda, sozinho a noite toda",
        "sozinho de noite, sozinha de noite, nao vem a escola ha",
      ],
      it: [
        "nessuno sa dove, non viene da, trasferiti all estero, sola tutta la notte, solo tutta la notte",
        "da solo sul pianerottolo, di notte * da solo, di notte * da sola, non viene a scuola da",
      ],
      nl: ["niemand weet waar, al weken niet", "s nachts alleen, komt al * niet"],
    },
  },
  {
    // Work in school hours or at night, an adult who changes at every meeting, a "tante" holding papers.
    category: "a child working in school hours or at night, kept by changing adults",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "working in school hours, working * in school hours, working during school hours, working * during school hours, spotted working, seen working",
        "different names each time, different name each time, adult * changes every, keeps her passport, keeps his passport",
      ],
      es: ["trabajando en horario escolar, le guarda el pasaporte, nombre distinto cada vez"],
      fr: [
        "fait la plonge, faire la plonge, garde son passeport, garde sa carte d identite, nom different a chaque fois",
      ],
      de: [
        "auf einer baustelle, bis spat nachts",
        "arbeitet wahrend der schulzeit, arbeitet * wahrend der schulzeit, behalt ihren pass, behalt seinen pass, jedes mal ein anderer name",
      ],
      pt: [
        "trabalhando no horario da escola, guarda o passaporte dela, guarda o passaporte dele, nome diferente cada vez",
      ],
      it: [
        "lavora durante l orario scolastico, lavora * durante l orario scolastico, tiene il suo passaporto, nome diverso ogni volta",
      ],
    },
  },
  {
    // A young child who is never fed at home, eats the others' leftovers, and whom nobody collects.
    category: "a young child not fed at home, or left with no one to collect them",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "nobody collects him, nobody collects her, nobody picks him up, nobody picks her up",
        "never eats at home, eats the others leftovers, finishes * leftovers, nobody comes to collect, no one comes to collect, does not come back till morning, not back till morning",
      ],
      es: [
        "nunca come en casa, se come las sobras, nadie viene a buscarlo, nadie viene a buscarla, no vuelve hasta la manana",
      ],
      fr: [
        "ne mange jamais chez, finit les restes, mange les restes, personne ne vient le chercher, personne ne vient la chercher, rentre pas avant le matin",
      ],
      de: [
        "niemand abholt, holt ihn niemand ab, holt sie niemand ab",
        "isst zu hause nie, isst die reste, niemand holt ihn ab, niemand holt sie ab, kommt erst morgens",
      ],
      pt: ["nunca come em casa, come os restos, ninguem vem busca lo, ninguem vem busca la, so volta de manha"],
      it: [
        "non mangia mai a casa, mangia gli avanzi, nessuno viene a prenderlo, nessuno viene a prenderla, torna solo al mattino",
      ],
    },
  },
];
