import type { HarmIndicator } from "./types";

/**
 * Harm a child is made to hide, read by its signs: sextortion, criminal exploitation, forced marriage
 * and FGM, an adult grooming a child, an explanation that does not fit, neglect, trafficking. Most are
 * weak: "two phones" or "a lift home" mean little alone, a second sign beside them means a great deal.
 */
export const hiddenIndicators: HarmIndicator[] = [
  {
    category: "sextortion: images and a threat",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "send your video to all your contacts, send the video to all your, pay or i post, unless you pay",
        "send pics, sent pics, send photos, sent photos, nudes, naked pic*, naked photo*, intimate photo*",
        "intimate pic*, unless he pays, unless she pays, unless * pays, if he does not pay, if she does not pay",
        "threaten* to share, threaten* to send, threaten* to post, threaten* to publish, send them to * followers",
        "intimate video*, nude video*, naked video*, wants more pics, wants more photos, wants more videos, demands more, wants more of them",
      ],
      es: [
        "fotos suyas desnudo, fotos suyas desnuda, le exige * euros, o las publica, o las sube",
        "mando tu video a todos tus contactos, si no me pagas",
        "fotos desnud*, desnudo, desnuda, fotos intimas, amenaza con mandar*, amenaza con publicar, si no le paga",
        "videos intimos, video intimo, pide mas fotos, pide mas videos, exige mas, quiere mas",
      ],
      fr: [
        "je balance ta video, balancer ta video, ta video a tous tes contacts, si tu m envoies pas",
        "photos nue*, photos intimes, menace de publier, menace de diffuser, menace d envoyer, s il ne paie pas",
        "videos intimes, video intime, exige d autres, reclame d autres, veut d autres photos, en veut d autres, en veut plus",
      ],
      de: [
        "schicke dein video an alle, sonst verbreite ich",
        "nacktbild*, nacktfoto*, intime fotos, droht * zu veroffentlichen, droht * zu schicken, wenn er nicht zahlt",
        "intime videos, nacktvideo*, fordert mehr, will mehr fotos, will mehr videos, will noch mehr",
      ],
      pt: [
        "mando o teu video, o seu video para todos os contatos",
        "fotos nu*, fotos intimas, ameaca * divulgar, ameaca * publicar, ameaca * mandar, se nao pagar",
        "videos intimos, video intimo, exige mais, pede mais fotos, pede mais videos, quer mais",
      ],
      it: [
        "mando il tuo video a tutti, se non mi paghi",
        "foto intime, foto nud*, minaccia di pubblicare, minaccia di mandare, minaccia di diffondere, se non paga",
        "video intimi, video intimo, pretende altri, chiede altre foto, chiede altri video, ne vuole altri, ne vuole altre",
      ],
    },
  },
  {
    category: "criminal exploitation: cash, phones, journeys, debts, deliveries",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "train ticket, wad of cash, lots of cash, unexplained cash, two phones, second phone, burner phone",
        "designer trainers, expensive trainers, owes them, owe them, in debt to, doing a job, doing jobs",
        "deliveries, taking a bag, carrying a bag, disappearing for days, missing for days",
        "county lines, can not stop now, can not get out, wait for him at the gate, waiting for him outside",
      ],
      es: [
        "dos moviles, fajo de billetes, mucho dinero, zapatillas caras, les debe, hace entregas, desaparece * dias",
        "zapatillas nuevas carisimas, movil nuevo, lo esperan en un coche, la esperan en un coche",
      ],
      fr: [
        "deux telephones, liasse, baskets neuves, hors de prix, livrer des colis, leur doit, rate souvent les cours",
      ],
      de: ["zwei handys, viel bargeld, teure turnschuhe, schuldet ihnen, pakete ausliefern, verschwindet tagelang"],
      pt: [
        "dois celulares, volta com dinheiro, tenis caro*, faz entregas, deve a eles, some da escola, nao pode parar",
      ],
      it: [
        "due telefoni, tanti soldi, scarpe firmate, scarpe costose, fa consegne, deve dei soldi, sparisce per giorni",
      ],
      nl: [
        "twee telefoons, veel contant geld, dure sneakers, dure schoenen, is ze schuldig, pakketjes rondbrengen, dagen weg, oudere jongens wachten",
      ],
    },
  },
  {
    category: "forced marriage or FGM",
    strength: "strong",
    terms: {
      en: [
        "meet the man she * marry, man she is going to marry, not allowed to say no, married off, promised to a man",
        "they cut girls, where they cut, girls get cut, girls are cut, be cut like, cutting ceremony, ceremony to become a woman, circumcis*, genital",
      ],
      es: ["la van a casar, casarla con, casarse con un hombre, ablacion, la van a cortar"],
      fr: ["va la marier, la marier a, marier avec un homme, excision, excisee"],
      de: ["beschnitten, beschneidung, verheiratet werden, heiraten muss, zwangsheirat"],
      pt: ["vao casa la, casar com um homem, mutilacao genital, vai ser cortada"],
      it: ["la fanno sposare, sposare un uomo, deve sposarsi, infibulaz*, circoncisione femminile"],
    },
  },
  {
    // "Become a woman" is also a lesson on puberty, "a cutting" one on plants: together they are a rite a girl is taken to.
    category: "FGM told as a rite: becoming a woman, a cutting, being made clean",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "been cut in the holidays, got cut over the summer, hurts to wee since",
        "become a woman, becoming a woman, be made a woman, a cutting, the cutting, get cut, be made clean, be purified",
        "grandmother abroad, grandma abroad, back home for the summer, back home in the holidays, to her parents country, like her cousins",
      ],
      es: [
        "la cortaron en vacaciones, le duele al hacer pis",
        "hacerse mujer, convertirse en mujer, ser mujer, el corte, la van a cortar, purificada, purificarla",
        "al pueblo de sus padres, al pais de sus padres, como a sus primas",
      ],
      fr: [
        "coupee pendant les vacances, avoir ete coupee, mal pour faire pipi",
        "comme a sa grande soeur, une vieille dame va lui faire",
        "devenir une femme, devenir femme, la coupure, va etre coupee, purifiee, la purifier, au pays cet ete, au bled, comme ses cousines",
      ],
      de: [
        "in den ferien geschnitten, tut beim pipi weh",
        "zur frau werden, eine frau zu werden, zur frau gemacht, das schneiden, wird geschnitten, gereinigt, in die heimat der eltern, wie ihre cousinen",
      ],
      pt: [
        "foi cortada nas ferias, doi para fazer xixi",
        "virar mulher, se tornar mulher, tornar se mulher, o corte, vai ser cortada, purificada, purifica la",
        "cerimonia de corte, ser cortada, terra dos avos, pais dos pais, como as primas, como a irma",
      ],
      it: [
        "l hanno tagliata in vacanza, le fa male fare pipi",
        "diventare donna, diventare una donna, il taglio, sara tagliata, purificata, purificarla, paese dei genitori, come le cugine",
      ],
    },
  },
  {
    category: "signs after FGM: a party abroad, walking stiffly, long in the toilet",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: ["walking stiffly, walks stiffly, ages in the toilet, long time in the toilet, party for her abroad"],
      es: ["camina con dificultad, mucho tiempo en el bano, fiesta para ella"],
      fr: ["marche difficilement, longtemps aux toilettes, fete pour elle"],
      de: ["geht steif, lange auf der toilette, fest fur sie"],
      pt: ["anda com dificuldade, muito tempo no banheiro, festa para ela"],
      it: ["cammina a fatica, tanto tempo in bagno, festa per lei"],
    },
  },
  {
    category: "an adult grooming a child: private messages, secrecy, gifts, lifts, touch",
    strength: "weak",
    needsSecondSign: true,
    needsActor: true,
    terms: {
      en: [
        "pe teacher*, dms her, dms him, messages her at night, messages him at night, late at night, between us",
        "keep it between, gave her a lift, gave him a lift, lift home, drove her home, bought her, bought him",
        "hand on her leg, hand on his leg, tickling game, store cupboard, special friend, not to tell mummy",
      ],
      es: ["entre nosotros, mensajes por la noche, la lleva a casa, mano en la pierna, es un secreto"],
      fr: ["entre nous, messages la nuit, lui a offert, garder * secret*, main sur la cuisse, la raccompagne"],
      de: ["unter uns, nachts nachrichten, nachrichten in der nacht, geschenkt, hand auf * bein, geheim halten"],
      pt: ["entre nos, mensagens a noite, mensagens de madrugada, deu um presente, mao na perna, carona"],
      it: ["tra loro due, tra noi, messaggi di notte, regalato, mano sulla gamba, la porta in bagno, e un segreto"],
      nl: ["s nachts, appt hem, appt haar, brengt haar thuis, hand op haar been, tussen ons"],
    },
  },
  {
    category: "an explanation that does not fit the injury",
    strength: "weak",
    terms: {
      en: [
        "it was the belt, with the belt, with his belt",
        "no stairs, does not have stairs, perfectly round, size of a cigarette, cigarette burn*, does not add up",
      ],
      es: [
        "fue con el cinturon, con el cinturon",
        "sin escaleras, no tiene escaleras, quemadura de cigarr*, perfectamente redonda",
      ],
      fr: ["avec la ceinture", "pas d escalier, brulure de cigarette, parfaitement ronde"],
      de: ["mit dem gurtel", "keine treppe, zigarette ausgedruckt, zigarettenverbrennung, perfekt rund"],
      pt: ["foi com o cinto", "sem escada, queimadura de cigarro, perfeitamente redonda"],
      it: ["con la cintura", "senza scale, bruciatura di sigaretta, perfettamente rotonda"],
      nl: ["met de riem"],
    },
  },
  {
    category: "neglect: the same clothes, caring for siblings, locked in",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "same clothes for * weeks, smells strongly of wee, smells of wee, hair is matted, matted hair",
        "same nappy, nappy from yesterday, yesterday s nappy",
        "dog mess everywhere, no beds, on one mattress, electric cut off, minds her baby brother*, minds his baby brother*, til 2am, till 2am, until 2am, left on her own all weekend, left on his own all weekend, on her own all weekend, on his own all weekend",
        "hair matted, matted hair, same uniform since, without coats, nobody came for them, nobody came for him, nobody came for her, nobody collected",
        "same clothes, looks after * siblings, caring for * siblings, sleeps all day, locks * in",
        "yesterday s nappy, same nappy, nappy from yesterday, ravenous, weight has dropped, weight dropped, dropped on the chart",
      ],
      es: [
        "panal del dia anterior, el mismo panal",
        "lo que sobraba en las bandejas, las sobras de, la ropa le queda pequena, huele mal, viene sin almuerzo",
        "pelo enredado, sin abrigo, nadie vino a buscarlos",
        "misma ropa, cuida de sus hermanos, duerme todo el dia, la encierra, lo encierra, mismo panal, ha perdido peso",
      ],
      fr: [
        "poux jamais traites, pas de manteau en, caries visibles",
        "couche de la veille, la meme couche",
        "sans gouter, arrive epuise, sans manger depuis",
        "cheveux emmeles, sans manteau, personne n est venu les chercher",
        "memes vetements, s occupe de ses freres, dort toute la journee, l enferme, meme couche, affame*, a perdu du poids",
      ],
      de: [
        "nasser hose, nasse hose",
        "windel vom vortag, dieselbe windel",
        "vergisst * medikament*",
        "verfilzte haare, ohne jacke, niemand hat sie abgeholt, hat ihn niemand abgeholt",
        "dieselbe kleidung, kummert sich um * geschwister, schlie* ... zimmer ein, sperrt ... ein, dieselbe windel, hat abgenommen",
      ],
      pt: [
        "cuido do bebe sozinho, cuida do bebe sozinho, come a merenda dos colegas",
        "fralda do dia anterior, a mesma fralda",
        "esquece de dar o remedio, esquece * remedio",
        "cabelo embaracado, sem casaco, ninguem veio buscar",
        "mesma roupa, cuida dos irmaos, dorme o dia todo, tranca * em casa, mesma fralda, perdeu peso",
      ],
      it: [
        "pannolino del giorno prima, lo stesso pannolino",
        "dimentica di dare * medicin*",
        "capelli arruffati, senza giacca, nessuno e venuto a prenderli",
        "stessi vestiti, si occupa * fratelli, dorme tutto il giorno, chiude a chiave, stesso pannolino, ha perso peso",
      ],
      nl: [
        "niemand kwam ze halen",
        "zonder ontbijt, dezelfde luier, dezelfde kleren, vieze kleren, zorgt voor * broertje, zorgt voor * zusje, mama slaapt altijd, moeder slaapt altijd, niemand thuis, alleen thuis",
        "zonder jas",
      ],
    },
  },
  {
    // A passport held by family, or a girl kept in, is school-trip paperwork or a grounding on its own; the two
    // together, or beside messages found, are how a family controls a girl before a marriage abroad.
    category: "a girl controlled by her family: passport held, kept in, messages found",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "taken her passport, has her passport, kept her passport, not allowed out, found her messages, checks her phone",
      ],
      es: ["le quitaron el pasaporte, tiene su pasaporte, no la dejan salir, le revisan el movil"],
      fr: ["lui ont pris son passeport, a son passeport, n a pas le droit de sortir, fouillent son telephone"],
      de: ["pass weggenommen, hat ihren pass, darf nicht mehr raus, kontrolliert ihr handy"],
      pt: ["pegaram o passaporte dela, esta com o passaporte dela, nao deixam ela sair, vigiam o celular dela"],
      it: ["le hanno preso il passaporto, ha il suo passaporto, non la lasciano uscire, le controllano il telefono"],
      nl: ["paspoort afgepakt, heeft haar paspoort, mag niet meer naar buiten, controleert haar telefoon"],
    },
  },
  {
    category: "trafficking: no documents, night work",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: ["no documents, no papers, works at night, works nights, sleeps at the workshop, sleeps at work"],
      es: ["sin documentos, sin papeles, trabaja de noche, duerme en el taller"],
      fr: ["sans papiers, travaille la nuit, dort a l atelier"],
      de: ["keine papiere, ohne papiere, arbeitet nachts, schlaft in der werkstatt"],
      pt: ["sem documentos, trabalha a noite, dorme na oficina"],
      it: ["senza documenti, lavora di notte, dorme in officina"],
    },
  },
  {
    category: "radicalisation: dehumanising a group, a plan to hurt",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "vermin, wiping out, wipe them out, teach them a lesson, make a bomb, older guy online",
        "race war, pictures of the mosque, photos of the mosque, pictures of the synagogue, are the enemy, violence is the only, only answer is violence, prepare for a fight, prepare for the fight, traitors",
      ],
      es: [
        "guerra de razas, videos contra los inmigrantes",
        "alimanas, exterminar, darles una leccion, hacer una bomba, son el enemigo, traidores, preparar un ataque, acabar con los que",
      ],
      fr: [
        "vermine, exterminer, leur donner une lecon, fabriquer une bombe, sont l ennemi, traitres, preparer au combat",
      ],
      de: [
        "rassenkrieg, videos gegen auslander",
        "ungeziefer, ausrotten, eine lektion erteilen, bombe bauen, sind der feind, verrater, auf den kampf vorbereiten",
      ],
      pt: ["vermes, exterminar, dar uma licao, fazer uma bomba, sao o inimigo, traidores, preparar para a luta"],
      it: ["parassiti, sterminare, dare una lezione, fare una bomba, sono il nemico, traditori, prepararsi alla lotta"],
      nl: [
        "als martelaar sterven, martelaar, prediker, het wapen al",
        "ongedierte, uitroeien, een lesje leren, bom maken, zijn de vijand, verraders, voorbereiden op de strijd",
      ],
    },
  },
  {
    // A girl's schooling ending with travel or a husband arranged by her family: each alone is a move or
    // a holiday, so it counts beside a second sign.
    category: "a girl's schooling ending, with a husband or travel arranged by her family",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "arranged something * abroad, arranged something for her, keep her passport safe, keep my passport safe",
        "will not be back in september, will not be back after the summer, not coming back after the summer",
        "left school * same way, chosen her husband, chose her husband, chosen a husband",
      ],
      es: [
        "no volvera despues del verano, no volvera al colegio, elegido * marido, escogido * marido, guardar su pasaporte",
      ],
      fr: ["ne reviendra pas apres l ete, ne reviendra pas au college, choisi * mari, garder son passeport"],
      de: [
        "nach den ferien nicht wieder, nach den sommerferien nicht mehr, mann ausgesucht, ehemann ausgesucht, pass aufbewahren",
      ],
      pt: [
        "nao volta depois das ferias, nao vai voltar para a escola, escolheu * marido, escolheram * marido, guardar o passaporte",
      ],
      it: ["non tornera a scuola, scelto il marito, scelto * marito, tenere il passaporto, custodire il passaporto"],
    },
  },
  {
    // Pain walking or using the toilet after a holiday, with a family's words for becoming a woman.
    category: "pain walking or at the toilet, or a celebration to become a woman",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "difficulty walking since, walks with difficulty since, refuses to go to the toilet, will not go to the toilet",
        "party to become a big girl, ceremony to become a woman, celebration to become a woman, party to become a woman",
      ],
      es: [
        "camina con dificultad desde, no quiere ir al bano, fiesta para hacerse mujer, ceremonia para hacerse mujer",
      ],
      fr: [
        "marche difficilement, refuse d aller aux toilettes, fete pour devenir une grande fille, fete pour devenir une femme",
      ],
      de: ["will nicht auf die toilette, feier * eine frau zu werden, fest * eine frau zu werden"],
      pt: ["anda com dificuldade desde, nao quer ir ao banheiro, festa para virar mulher, cerimonia para virar mulher"],
      it: [
        "cammina con difficolta da, non vuole andare in bagno, festa per diventare donna, cerimonia per diventare donna",
      ],
    },
  },
];
