import type { HarmIndicator } from "./types";

/**
 * Harm families as a designated safeguarding lead hears them from teachers, beyond the trainer's lists in
 * the other files: the everyday words for hurting a child, a child's own words for sexual harm, an adult
 * online arranging to see a child, a threat to share an image, a child running errands for older boys, a
 * debt for the journey, a wedding arranged for a child, an ideology that says people deserve to die, a
 * child left in charge at home, a child's own words of despair. Every family in six languages.
 */
export const familyIndicators: HarmIndicator[] = [
  {
    category: "an adult hurting a child, in everyday words",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "hits us, beats us, batters her, batters him, battered, leathered, gets a hiding, got a hiding, gave her a hiding",
        "gave him a hiding, gives her a hiding, gives him a hiding, knocks her about, knocks him about, knocked her about",
        "knocked him about, knocks her around, knocks him around, by the throat, by the neck, by her hair, by his hair",
        "pulls her hair, pulled her hair, pulls his hair, pulled his hair, dragged her, dragged him, drags her, drags him",
        "pushed her down, pushed him down, pushed her into, pushed him into, shoved her, shoved him, angry belt, angry with the belt, threw her against, threw him against, against the wall",
        "twisted her arm, twisted his arm, with a slipper, with a wooden spoon, with a shoe, with a hanger, with a cord",
        "held his hand on, held her hand on, hand on the hot, hand on the stove, hand on the cooker, to teach him a lesson",
        "to teach her a lesson, against a wall, squeezes her neck, squeezes his neck, squeezed her neck, twisted it, twisted her ear, twisted his ear, pulled her ear, pulled his ear, by the throat, grabbed her by, grabbed him by, with a wire, with a ruler, with a stick, pinches her, pinches him, squeezes her arm, squeezed her arm",
      ],
      es: [
        "aprieta el cuello, apreto el cuello, pegar, pegan, pego, pegado, paliza*, zurra*, azota*, le tira del pelo, tira del pelo, la empuja, lo empuja",
        "contra la pared, con la chancla, con la zapatilla, con el palo, con una correa, con un cinturon, la agarra del cuello",
        "lo agarra del cuello, la zarandea, lo zarandea, la sacude, lo sacude",
      ],
      fr: [
        "serre le cou, le tape, la tape, lui tape, me tape, tapent, claque*, fessee*, raclee*, taloche*, martinet, le secoue, la secoue",
        "le pousse, la pousse, etrangl*, tire les cheveux, tire par les cheveux, contre le mur, avec une ceinture",
        "avec un baton, avec une chaussure, lui met des coups, donne des coups, par la gorge, par le cou, attrape par",
      ],
      de: [
        "druckt den hals zu, haut ihn, haut sie, haut mich, hauen, gehauen, prugel*, geprugelt, schlagen, schlagt ihn, schlagt sie, schlagt mich",
        "schubst, geschubst, wurgt, gewurgt, an den haaren, gegen die wand, mit dem kochloffel, mit einem gurtel",
        "mit dem schuh, mit dem stock, kneift, schuttelt ihn, schuttelt sie",
      ],
      pt: [
        "bateu, bateram, bater nela, aperta o pescoco, bate nele, bate nela, surra*, porrada*, cintada*, chinelada*, belisca*, empurr*, enforca*, puxa o cabelo",
        "puxa ela pelo cabelo, contra a parede, com o chinelo, com um cinto, com uma vara, sacode ela, sacode ele",
      ],
      it: [
        "stringe il collo, mena, menato, menata, lo mena, la mena, sberl*, ceffon*, prende a calci, prende a schiaffi, strattona*",
        "spinge, tira i capelli, per i capelli, contro il muro, cinghiat*, con la ciabatta, con il bastone, con una cintura",
      ],
    },
  },
  {
    category: "injuries in everyday words",
    strength: "weak",
    explainedByAccident: true,
    terms: {
      en: [
        "black and blue, purple marks, cut above his eye, cut above her eye, cut on his face, cut on her face, grip marks, fingertip bruis*, red marks, scratch marks on her neck, scratch marks on his neck, split lip",
        "marks on her neck, marks on his neck, busted lip, fat lip, bloody nose, bleeding nose, swollen eye, swollen face, scald*, burns on her, burns on his",
      ],
      es: ["cardenal*, chichon, labio partido, marcas rojas, ojo hinchado, cara hinchada, quemaduras en la espalda"],
      fr: [
        "hematome*, marques rouges, traces rouges, traces sur le cou, levre fendue, oeil gonfle, visage gonfle, bosse sur la tete",
      ],
      de: ["hamatom*, blauer fleck, veilchen, geplatzte lippe, rote striemen, geschwollenes auge"],
      pt: ["roxos, roxo no, vergao, vergoes, labio cortado, galo na cabeca, olho inchado, rosto inchado"],
      it: ["segni rossi, labbro spaccato, bernoccol*, occhio gonfio, faccia gonfia"],
    },
  },
  {
    category: "fear of an adult, and a child who will not meet your eye",
    strength: "weak",
    terms: {
      en: [
        "not to call her mom, not to call her mum, not to call his mom, not to call his mum, not to call her dad",
        "not to call his dad, not to call home, not to phone home, not to ring home, please do not call home, i ll be good, i will be good, sorry sorry, please do not tell my dad, please do not tell my mum, do not call home",
        "do not ring home, please do not ring, will not look at me, would not look at me",
        "will not look me in the eye, would not look me in the eye, does not look me in the eye, avoids eye contact with me",
        "begged to stay at school, begs to stay at school, asked if she could live with, asked if he could live with",
        "scared of what he will do, scared of what she will do",
        "scared of what her, scared of what his",
      ],
      es: [
        "que no llame a su madre, que no llame a su padre, no me mira a los ojos, no quiere ir a casa, no quiere volver a su casa, por favor no llame, no llames a casa",
        "me voy a portar bien, pide quedarse en el colegio, le da miedo volver a casa, miedo de lo que le haga",
      ],
      fr: [
        "de ne pas appeler sa mere, de ne pas appeler son pere, ne me regarde pas dans les yeux, evite mon regard, ne veut pas rentrer chez elle, ne veut pas rentrer chez lui",
        "n appelez pas, ne dites rien a mon pere, je serai sage, peur de ce qu il va faire, supplie de rester",
      ],
      de: [
        "nicht die mutter anrufen, nicht den vater anrufen, schaut mich nicht an, sieht mir nicht in die augen, will nicht nach hause, rufen sie bitte nicht, ich bin brav",
        "angst was er macht, angst was sie macht, bettelt hierzubleiben",
      ],
      pt: [
        "nao ligar pra mae, nao ligar para a mae, nao ligar pro pai, nao me olha nos olhos, nao quer ir para casa, nao quer voltar pra casa, nao liga pra minha mae, vou ser bonzinho",
        "vou ser boazinha, medo do que ele vai fazer, pede pra ficar na escola",
      ],
      it: [
        "di non chiamare la mamma, di non chiamare il papa, non mi guarda negli occhi, non vuole andare a casa, non chiamate a casa, faro la brava, faro il bravo",
        "paura di quello che le fa, paura di quello che gli fa, chiede di restare a scuola",
      ],
    },
  },
  {
    category: "fear of a particular adult",
    strength: "weak",
    needsActor: true,
    explainedByCause: true,
    terms: {
      en: [
        "clings to my legs, will not go with her dad, will not go with his dad",
        "terrified when, scared when, frightened when, goes quiet when, scared of her, scared of his, afraid of her, afraid of his, frightened of her, frightened of his, scared of my",
        "terrified of my, hides from her, hides from his, hiding from her, hiding from his",
      ],
      es: ["se agarra a mis piernas, no quiere irse con su padre", "miedo de su, miedo a su, se esconde de su"],
      fr: [
        "s accroche a mes jambes, ne veut pas partir avec son pere",
        "peur de son, peur de sa, se cache de son, se cache de sa",
      ],
      de: [
        "klammert sich an meine beine, will nicht mit dem vater",
        "angst vor seinem, angst vor ihrem, versteckt sich vor",
      ],
      pt: ["nao quer ir com o pai, agarra se as minhas pernas", "medo de seu, se esconde do, se esconde da"],
      it: [
        "si aggrappa alle mie gambe, non vuole andare con il padre",
        "paura di suo, paura di sua, si nasconde dal, si nasconde dalla",
      ],
    },
  },
  {
    category: "emotional abuse in an adult's words",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "waste of space, waste of oxygen, waste of air, never had him, never had her, never wanted him, never wanted her",
        "wish* * never had, calls her fat, calls him fat, calls her ugly, calls him ugly, calls her names, calls him names",
        "screams at her, screams at him, yells at her every, yells at him every, does not speak to her for, silent treatment",
        "he s a mistake, she s a mistake, he is a mistake, she is a mistake, he was a mistake, she was a mistake",
        "tells her nobody, tells him nobody, ruined * life, ruined her life",
      ],
      es: [
        "que no sirve para nada, nunca lo quiso, nunca la quiso, ojala no hubiera nacido, le grita todos los dias, la insulta",
        "lo insulta, le arruino la vida, estorbo",
      ],
      fr: [
        "qu elle ne sert a rien, qu il ne sert a rien, jamais voulu, n aurait jamais du naitre, lui crie dessus, l insulte",
        "gache sa vie, boulet",
      ],
      de: [
        "nicht gewollt, nie gewollt, hatte dich nie, schreit ihn an, schreit sie an, beschimpft*, wertlos, versager",
        "leben ruiniert",
      ],
      pt: [
        "que ela nao serve, que ele nao serve, nunca quis ele, nunca quis ela, nao devia ter nascido, grita com ela, grita com ele, xinga*",
        "estragou a vida",
      ],
      it: [
        "non l ha mai voluto, non l ha mai voluta, non doveva nascere, le urla contro, gli urla contro",
        "che non serve a niente, la insulta, lo insulta, rovinato la vita",
      ],
    },
  },
  {
    category: "confinement or a punishment no child should have",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "not allowed tea unless, not allowed dinner unless, not allowed food unless, no tea unless, no dinner unless, no food unless, not allowed to eat unless",
        "stay in her room with no, stay in his room with no, has to stay in her room, has to stay in his room, kept in her room",
        "kept in his room, made to kneel, made to stand for hours, stand for hours, kneel for hours, cold shower as",
        "eat* on the floor, eat* * on the floor, like a dog, like an animal, cold bath as, no food when, no dinner when, sent to bed without, not allowed out of her room, not allowed out of his room",
      ],
      es: [
        "no le dejan comer si, sin comer si no",
        "come en el suelo, comer en el suelo, como un perro, castigad* sin comer, de rodillas, en su cuarto sin comer, no la dejan salir de su cuarto, no lo dejan salir",
      ],
      fr: [
        "pas le droit de manger si, privee de repas, prive de repas",
        "manger par terre, mange par terre, comme un chien, privee de manger, prive de manger, a genoux, enfermee dans sa chambre, enferme dans sa chambre, punie sans",
      ],
      de: [
        "tur abgeschlossen, durfte nicht aufs klo, darf nicht aufs klo, im zimmer eingesperrt",
        "auf dem boden essen, wie ein hund, ohne essen ins bett, in ihrem zimmer bleiben, in seinem zimmer bleiben, stundenlang stehen, stundenlang knien",
      ],
      pt: [
        "nao deixam comer se, fica sem comer se",
        "comer no chao, come no chao, como um cachorro, de castigo sem comer, fica trancada, fica trancado, de joelhos, no quarto sem comer",
      ],
      it: [
        "mangiare per terra, mangia per terra, come un cane, senza cena, in ginocchio, chiusa in camera, chiuso in camera, punita senza mangiare, punito senza mangiare",
      ],
    },
  },
  {
    category: "a child's own words for sexual harm",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "pull down his trousers, pull down her pants, take his trousers off, take off her clothes, forced her, forced him",
        "they forced, special hugs, special cuddles, feel yucky, feel icky, feel weird, feels yucky, touch* their bottoms, touch* * bottoms",
        "kiss* * on the mouth, having sex, showed her videos, showed him videos, shows her videos, shows him videos, made him do stuff, made her do stuff",
        "makes him do stuff, makes her do stuff, do stuff in the, touch* her leg, touch* his leg, touch* her thigh, touch* his thigh, strokes her, stroking her, sit close to him",
        "willy, willie, winkie, winky, front bottom, lady bits, foof, tuppence",
        "his thing, their private, made me touch",
        "makes me touch, make her touch, makes her touch, makes him touch",
        "makes her sit on, makes him sit on, make her sit on, sit on his lap, sits on his knee, sit on his knee, wrestl* in bed, cuddl* in bed, in bed with her",
        "in bed with him, into bed with, baths with her, baths with him, showers with her",
        "showers with him, touch* ... down there, his willy",
        "photo* ... shower*, photo* ... bath*, picture* ... shower*, pictures ... changing, photo* ... changing",
      ],
      es: [
        "bajarse los pantalones, quitarse la ropa, la forzaron, la forzo, abrazos especiales, la hace sentir rara, sus partes, toque sus, tocarle, que le toque, juego de los dos, le toca la pierna, ahi abajo, le duele ahi, pilila, entra a su cuarto, entra a su habitacion",
        "cuarto por las noches, cuarto de noche, su cuarto por la noche, se mete en su cama, en la cama con ella",
        "en la cama con el, le hace tocar, la hace tocar, le obliga a tocar, fotos de ella en",
      ],
      fr: [
        "baisser son pantalon, baisser sa culotte, enlever ses vetements, l ont forcee, l a forcee, forcee a, calins speciaux, se sent bizarre, ses parties, toucher ses, jeu entre eux, touche la cuisse, zizi, zezette, foufoune, kiki, la bas en bas, mal en bas, dans la bouche, vient dans sa chambre, dans sa chambre la nuit",
        "le fait toucher, la fait toucher, lui fait toucher, prend des photos d elle, photos ... douche",
      ],
      de: [
        "kitzelspiel",
        "hose runterziehen, sich ausziehen, haben sie gezwungen, besondere umarmungen, komisches gefuhl, ihn dort anfassen, sie dort anfassen, ihr spiel, am oberschenkel anfassen, da unten, pimmel, scheide, muschi, schniedel, kommt nachts in ihr zimmer, kommt nachts zu ihr",
        "kommt nachts zu ihm, muss ihn anfassen, lasst sich anfassen, fotos von ihr in, fotos ... dusche",
      ],
      pt: [
        "abaixar a calca, tirar a roupa, forcaram ela, a forcaram, abracos especiais, se sentir estranha, as partes dele, tocar nele, jogo dos dois, passa a mao na perna, la embaixo, doi la, piupiu, perereca, pipiu, passa a mao, mexe nela, mexe com ela, mexeu nela",
        "deitado na cama com, deitada na cama com, na cama com ela, na cama com ele, entra no quarto dela, fotos dela no",
        "fotos ... banho",
      ],
      it: [
        "abbassare i pantaloni, togliersi i vestiti, l hanno costretta, abbracci speciali, si sente strana, le sue parti, toccarlo, gioco tra loro, tocca la coscia, li sotto, fa male li, pisellino, patatina, viene nel letto, nel letto con lei, nel letto con lui",
        "entra in camera sua, di notte in camera, gli fa toccare, le fa toccare, foto di lei in",
      ],
      nl: ["doktertje, doktersspelletje", "plasje, piemel, aan haar plasje, pijn doet in haar, moet hem aanraken"],
    },
  },
  {
    category: "sexual behaviour or knowledge beyond a young child's age",
    strength: "strong",
    terms: {
      en: [
        "explicit sexual gestures, sexual gestures with, simulates sex, simulating sex, acts out sex",
        "sex act*, acting out sex, acts out sex, acted out sex, sex positions, sex with the dolls, sex with dolls",
        "sexual things with the, sex games, oral sex, blow job*, blowjob*, simulates sex, simulating sex, pretend sex",
        "mimes sexual, sexual gestures with * dolls",
      ],
      es: [
        "gestos sexuales explicitos, simula actos sexuales",
        "actos sexuales con, posturas sexuales, juegos sexuales con, sexo oral, imita el sexo, simula sexo, gestos sexuales con * munecas",
      ],
      fr: [
        "gestes sexuels tres explicites, gestes sexuels explicites, reproduit des gestes sexuels, jeu de tonton",
        "actes sexuels avec, positions sexuelles, jeux sexuels avec, fellation*, mime des actes, simule des actes",
        "mime* des gestes sexuels, gestes sexuels * poupee*",
      ],
      de: [
        "eindeutige sexuelle gesten, spielt sex nach",
        "sexuelle handlungen mit, sexstellungen, oralsex, simuliert sex, spielt sex nach, sexuelle gesten mit * puppen",
      ],
      pt: [
        "gestos sexuais explicitos, simula atos sexuais",
        "atos sexuais com, posicoes sexuais, sexo oral, simula sexo, imita sexo, gestos sexuais com * bonecas",
      ],
      it: [
        "gesti sessuali espliciti, simula atti sessuali",
        "atti sessuali con, posizioni sessuali, sesso orale, simula il sesso, mima atti, gesti sessuali con * bambole",
      ],
    },
  },
  {
    category: "an adult arranging to see a child alone, at his place or on camera",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "takes her to his flat, takes her back to his, takes him back to his, into his flat, into his house, come to his flat, come to his place, go to his flat",
        "stay over at his, stay at his place, meet up with him",
        "train to meet him, get on a train to meet, come to his flat, go to his flat, online ... training him, online ... training her, bus to meet, meet him alone, meet her alone, webcam ... night, camera ... at night",
        "video call* ... night, facetime* ... night, on cam at night, turn on * webcam, alone in his office, alone in his room",
        "alone in his car, alone in the store cupboard, alone with him after, kept her behind alone, kept him behind alone",
        "sending her explicit, sends her explicit, sent her explicit, explicit pictures, explicit photos, explicit images",
        "text* ... at night, text* ... late at night, messag* ... late at night, dm* ... at night, not to mention it",
        "his personal number, gave her his number, gave him his number, texts her at night, texts him at night",
        "snapchats her, snapchats him, messages her late, messages him late",
      ],
      es: [
        "invita a un alumno a su piso, invita a una alumna a su piso, a su piso a practicar",
        "la lleva a su casa, lo lleva a su casa, quedar con el, quedar a solas, verse con el, webcam ... noche",
        "camara ... noche, videollamada* ... noche, sola en su despacho, solas en su despacho, solo en su despacho",
        "sola en su oficina, le manda mensajes por la noche, mensajes de noche, su numero personal",
      ],
      fr: [
        "seul a seul dans le vestiaire, massages de recuperation",
        "l emmene chez lui, vienne chez lui seule, venir chez lui seule, prendre le train pour, webcam ... nuit, webcam ... soir",
        "camera ... nuit, appel* video ... nuit, seule dans son bureau, seules dans son bureau, seul dans son bureau",
        "messages le soir, messages la nuit, son numero perso, son numero personnel",
      ],
      de: [
        "in seine wohnung, zu sich nach hause, allein zu ihm nach hause, ihn allein treffen, webcam ... nachts, kamera ... nachts",
        "videoanruf* ... nachts, allein in sein buro, allein in seinem buro, allein in seinem auto, nachrichten am abend",
        "nachrichten spat abends, seine private nummer",
      ],
      pt: [
        "estaciona numa rua sem saida, rua sem saida para conversar, deixa por ultimo",
        "leva ela pra casa dele, leva ele pra casa dele, encontrar com ele, encontrar ele sozinha, webcam ... noite",
        "camera ... noite, camera ... madrugada, chamada* de video ... noite, sozinha na sala dele, sozinhas na sala dele",
        "mensagens a noite, numero pessoal",
      ],
      it: [
        "vederlo da sola, webcam ... notte, telecamera ... notte",
        "la porta a casa sua, lo porta a casa sua, videochiamat* ... notte, da sola nel suo ufficio, da sole nel suo ufficio, messaggi la sera, messaggi di notte",
        "numero personale",
      ],
    },
  },
  {
    category: "an adult's money or gifts for a child's silence or company",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "so she does not tell, so he does not tell, so she will not tell, so he will not tell, to keep quiet, to keep her quiet",
        "to keep him quiet",
      ],
      es: ["para que no cuente, para que no diga, para que se calle"],
      fr: ["pour qu elle ne dise rien, pour qu il ne dise rien, pour qu elle se taise"],
      de: ["damit sie nichts sagt, damit er nichts sagt, damit sie schweigt"],
      pt: ["para nao contar, para que nao conte, pra ela ficar quieta"],
      it: ["perche non dica, cosi non dice, per farla stare zitta"],
    },
  },
  {
    category: "sextortion: an image taken and a demand",
    strength: "weak",
    terms: {
      en: [
        "wants money by, gift card*, blackmail*, sextort*, demanding money, demands money, or they send it, or they will send it",
        "or he will send it, or she will send it, or they ll send it, or he ll send it, or they post it, or they share it",
        "send it to everyone, send them to everyone, share it with everyone, everyone in * contacts, all * contacts",
        "got a pic* off, got a photo off, got pic* off, got nudes, leak* her pics, leak* his pics",
      ],
      es: [
        "chantaje*, sextorsion, le pide dinero o, si no paga, pasar las fotos, a todos sus contactos, publicar sus fotos",
      ],
      fr: [
        "fait chanter, font chanter, faire chanter, reclame * euros, reclame de l argent, chantage, sextorsion, exige de l argent, sinon il envoie, sinon ils publient, a tous ses contacts",
      ],
      de: ["erpress*, sextortion, sonst schickt, sonst verschickt, an alle kontakte, an alle seine, fordert geld"],
      pt: ["chantage*, extorsao, sextorsao, senao manda, senao divulga, para todos os contatos, exige dinheiro"],
      it: [
        "ricatt*, estorsione, sextortion, altrimenti manda, altrimenti pubblica, a tutti i contatti, pretende soldi",
      ],
    },
  },
  {
    category: "a threat to a child or their family",
    strength: "weak",
    terms: {
      en: [
        "going to get hurt, gonna get hurt, will get hurt tonight, hurt for telling, because i told you about",
        "if he told, if she told, tell everyone he s, tell everyone she s, or something will happen to, or they will hurt, or they ll hurt, hurt his sister, hurt her sister, hurt his family",
        "hurt her family, hurt his mum, hurt her mum, know where he lives, know where she lives, they will come to his house, they ll come to his house, they will come to her house, they ll come to her house",
      ],
      es: [
        "me van a pegar esta noche, me van a hacer dano, por contartelo",
        "le pegaran, si no lo hace, si no le pasa algo, sino le pasa algo, le van a hacer dano, le haran dano, saben donde vive",
      ],
      fr: [
        "je vais me faire taper, je vais prendre cher ce soir, parce que je t ai dit",
        "sinon il arrive quelque chose, sinon ils s en prennent, ils savent ou il habite, ils savent ou elle habite",
      ],
      de: [
        "heute abend bekomme ich schlage, weil ich es dir erzahlt habe",
        "keinem sagen, keinem verraten, sonst passiert, sonst tun sie, wissen wo er wohnt, wissen wo sie wohnt",
      ],
      pt: [
        "vou apanhar hoje, porque eu te contei",
        "senao acontece algo, senao machucam, sabem onde ele mora, sabem onde ela mora",
      ],
      it: [
        "stasera le prendo, perche te l ho detto",
        "altrimenti succede qualcosa, altrimenti fanno del male, sanno dove abita",
      ],
    },
  },
  {
    category: "criminal exploitation in the words of the street",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "owes an older, owes * older lad, owes * older boy, work it off, work off the debt",
        "stand on the corner, keep a lookout, lookout for, when police come, when the police come, watch out for police",
        "makes him sell, make him sell, if he stops they, if he quits, always has cash, has cash, older boys, older lads, olders, elders, look after him",
        "looking after him, running for them, runs for them, holding for them, holds stuff for, stash*, trap house, cuckoo*",
        "going country, sent to another town, dropping off, drop offs",
      ],
      es: [
        "debe dinero a un chico mayor, pagarlo trabajando",
        "vigilar si viene la policia, hacer de vigia, le hace vender, vender hachis, si lo deja, chicos mayores, lo recogen, lo vienen a buscar, hace recados, llevar paquetes, siempre tiene dinero",
      ],
      fr: [
        "fait le guet, du liquide sur lui, ils savent ou j habite",
        "doit de l argent a un grand, rembourser en travaillant",
        "faire le guet, quand la police arrive, le fait vendre, vendre du shit, s il arrete, des grands, plus grands, le recuperent, charbon, livrer des, colis, toujours de l argent",
      ],
      de: [
        "abarbeiten, tute geklaut, packchen rumfahrt, packchen ausfahrt, packchen fur altere, traut sich nicht * heim",
        "schmiere stehen, wenn die polizei kommt, lasst ihn verkaufen, gras verkaufen, wenn er aufhort, neues geld, altere typen, altere jungs, holen ihn ab, holen sie ab, pakchen, ausliefern, schwanzt",
      ],
      pt: [
        "deve dinheiro para um cara, pagar trabalhando",
        "vigiar a policia, faz ele vender, vender maconha, se ele parar, meninos mais velhos, caras mais velhos, buscam ele, entregar pacotes, levar encomendas, sempre com dinheiro, olheiro",
      ],
      it: [
        "commissioni in motorino, porta pacchetti, ha perso la roba, ridargli i soldi, ragazzo grande del quartiere",
        "fare da palo, quando arriva la polizia, fa vendere, vendere fumo, se smette, ragazzi piu grandi, lo vengono a prendere, portare pacchi, sempre soldi, fa da vedetta, fa da corriere",
      ],
      nl: ["pakketjes wegbrengen, pakketjes rondbrengen, in het krijt, tasje kwijt, oudere gast, oudere jongens"],
    },
  },
  {
    category: "domestic servitude or a debt for the journey",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "to the madam, pay back the madam",
        "the woman she lives with, the man he lives with, the family she lives with, pay for the journey, pay back * journey, pay off * journey, pay off * debt",
        "cleans * house all, not her real mum, not his real mum",
        "not her real aunt, not his real aunt",
      ],
      es: ["devolver * euros por el viaje", "la senora con quien vive, pagar el viaje, pagar la deuda, sin pasaporte"],
      fr: [
        "rembourser * euros pour le voyage",
        "qui l heberge, payer le voyage, rembourser le voyage, rembourser la dette, sans passeport",
      ],
      de: [
        "fur die reise zuruckzahlen",
        "reise abzubezahl*, reise abbezahl*, reise bezahlen, muss nachts, bei der sie wohnt, bei dem er wohnt, schulden abarbeiten, keinen pass",
      ],
      pt: ["devolver * euros da viagem", "a mulher com quem mora, pagar a viagem, pagar a divida, sem passaporte"],
      it: [
        "alla madame, accompagnano a lavorare, la portano a lavorare",
        "la donna con cui vive, pagare il viaggio, ripagare il viaggio, pagare il debito, senza passaporto",
      ],
      nl: ["aan de madame, de reis terugbetalen"],
    },
  },
  {
    // Nights, beside another sign, may be nights of work; a new baby or a storm explains a night without sleep.
    category: "nights without sleep",
    strength: "weak",
    needsSecondSign: true,
    explainedByCause: true,
    terms: {
      en: ["every night, all night, each night"],
      es: ["cada noche, toda la noche"],
      fr: ["toute la nuit, chaque nuit"],
      de: ["jede nacht, die ganze nacht"],
      pt: ["toda noite, todas as noites"],
      it: ["ogni notte, tutta la notte"],
    },
  },
  {
    category: "a marriage arranged for a child",
    strength: "weak",
    terms: {
      en: [
        "meet her husband, be married to, going to be married, marriage * not agree*, get out of a marriage",
        "out of the marriage, not want to marry, not want to get married, marry * next year, married * next year",
        "crying about an engagement, upset about an engagement, engagement ... abroad, abroad ... engagement, betrothed, engaged to, arranged marriage, husband ... she is #minor, husband for her, wife for him, picked a husband",
        "fixing her marriage, fixed her marriage, her marriage is fixed, marriage has been fixed, home to get engaged, home to be engaged, chose a husband, found her a husband, to be married to a man, man she does not know, man she has never met",
        "special ceremony, ceremony to make her, make her clean, make her pure, made clean down there",
      ],
      es: [
        "marido para ella, un hombre que no conoce, ceremonia especial, purificarla, casar con su primo, casarla con, no quiere casarse",
      ],
      fr: [
        "pour etre mariee, etre mariee avec, homme qu elle ne connait pas, ceremonie speciale, la purifier, doit se marier, ne veut pas se marier, mariage arrange",
      ],
      de: [
        "einen mann fur sie, mann den sie nicht kennt, besondere zeremonie, rein machen, will nicht heiraten, mit ihrem cousin",
      ],
      pt: [
        "marido pra ela, marido para ela, homem que ela nao conhece, cerimonia especial, purificar ela, o marido dela, nao quer casar, casamento arranjado, prometida",
      ],
      it: [
        "marito per lei, uomo che non conosce, cerimonia speciale, purificarla, deve sposare, non vuole sposarsi, matrimonio combinato, per sposarla, sposarla con, darla in sposa",
      ],
    },
  },
  {
    category: "an ideology that says people deserve to die, a plan or a recruiter",
    strength: "weak",
    terms: {
      en: [
        "need to be killed, deserve to die, should all die, infidel*, kuffar, kafir*",
        "beheading*, execution videos, they deserved it, joined some group, joined a group chat, dad s gun, his dad s gun, gun from the cabinet, make them all sorry, making them all sorry, they will be sorry, they ll be sorry, shoot them, attack videos, videos of attacks, be a martyr, become a martyr, swastika*, make them pay, make the * pay, helping him plan, helping her plan, need to be wiped out, needs to be wiped out, deserve to be wiped out, buy fertili*, fertili* ... bomb, recruiting him, recruiting her, the day it all kicks off, day of reckoning, race traitor*, go and fight, join the fighters, great replacement",
      ],
      es: [
        "decapitacion*, videos de ejecuciones, se lo merecian, pistola de su padre, se van a arrepentir, videos de atentados, ser un martir, esvastica*, hacerles pagar, comprar fertilizante, lo estan reclutando, merecen morir, deben morir, infieles, irse a siria, hacer la hijra, hijra",
      ],
      fr: [
        "decapitation*, videos d executions, ils l ont merite, arme de son pere, ils vont le regretter, videos d attentats, devenir un martyr, croix gammee*, leur faire payer, acheter de l engrais, le recrute, meritent de mourir, doivent mourir, mecreant*, kouffar, partir la bas, partir en syrie, hijra",
      ],
      de: [
        "enthauptung*, hinrichtungsvideos, haben es verdient, waffe seines vaters, werden es bereuen, anschlagsvideos, videos von anschlagen, martyrer werden, hakenkreuz*, sie bezahlen lassen, dunger kaufen, rekrutiert ihn, verdienen den tod, verdienen es zu sterben, unglaubige, kuffar, nach syrien, tag x",
      ],
      pt: [
        "decapitac*, videos de execucao, mereceram, arma do pai, vao se arrepender, videos de atentados, ser um martir, suastica*, fazer eles pagarem, comprar fertilizante, recrutando ele, merecem morrer, devem morrer, infieis, ir pra siria",
      ],
      it: [
        "decapitazion*, video di esecuzioni, se lo meritavano, pistola del padre, se ne pentiranno, video di attentati, diventare un martire, svastic*, fargliela pagare, comprare fertilizzante, lo stanno reclutando, meritano di morire, devono morire, infedeli, andare in siria, fertilizzante",
      ],
      nl: ["martelaar worden, als martelaar sterven"],
    },
  },
  {
    category: "a child left in charge at home, no adult there",
    strength: "weak",
    terms: {
      en: [
        "mum went away, dad went away, mom went away, went away * weeks ago, left them on their own, on his own for",
        "on her own for, by himself for, by herself for, not been home for, not come home, not seen her mum, not seen his mum",
        "looking after his little, looking after her little, looks after his little, looks after her little",
        "cereal for dinner, crisps for dinner, nothing for dinner, no adult at home, no grown up at home, no one picks",
        "skip school to, skips school to, miss school to, misses school to, kept off school, sleeps a lot, sleeps all the time, never gets out of bed, does not get up, make breakfast for my, makes breakfast for her",
        "smells of wee, smells of urine, only eats at school, only meal is, leaves him alone all night, leaves her alone all night, leaves them alone all night, nobody picks, nobody collects, no coat in winter, sandals in winter, shorts in winter, without breakfast, no breakfast",
        "nobody there at night, no one there at night",
      ],
      es: [
        "solo come en el colegio, sin luz en casa, no se levanta de la cama, lo deja solo, la deja sola, los deja solos, sin desayunar, sin abrigo en invierno, no hay nadie en casa, madre se fue, mama se fue, padre se fue, no ha vuelto a casa, solos en casa, sin adultos, cereales para cenar, cuida solo a, cuida sola a, no vuelve a casa",
      ],
      fr: [
        "ne mange qu a la cantine, plus d electricite, ne se leve plus, le laisse seul, la laisse seule, les laisse seuls, sans petit dejeuner, sans manteau en hiver, il n y a personne, partie depuis, parti depuis, seul avec sa petite, seule avec sa petite, sans adulte, n est pas rentree, cereales le soir",
      ],
      de: [
        "isst nur in der schule, kein strom, steht nicht mehr auf, lasst ihn allein, lasst sie allein, seit * tagen weg, seit * tagen nicht da, passt allein auf, allein auf * kleine, ohne fruhstuck, ohne jacke, im winter nur, keiner zu hause, zu hause ist keiner, zu hause ist meistens keiner, seit wochen weg, allein mit seiner kleinen, allein mit ihrer kleinen, kein erwachsener, nicht nach hause gekommen",
      ],
      pt: [
        "so come na escola, sem luz em casa, nao levanta da cama, deixa ele sozinho, deixa ela sozinha, sem cafe da manha, sem casaco no inverno, nao tem ninguem em casa, mae foi embora, pai foi embora, cuida sozinho, cuida sozinha, sem adulto, nao voltou pra casa, so cereal",
      ],
      it: [
        "mangia solo a scuola, senza luce a casa, non si alza piu dal letto, lo lascia solo, la lascia sola, senza colazione, senza giacca d inverno, non c e nessuno a casa, mamma se ne e andata, madre se ne e andata, da solo con la sorellina, da sola con la sorellina, senza adulti, non e tornata",
      ],
    },
  },
  {
    category: "a child's own words of despair or self-injury",
    strength: "strong",
    terms: {
      en: [
        "bleed out, bleed to death, how long it takes to die, how long does it take to die, jump off a bridge, jump off the bridge",
        "jump in front of a train, jump off the roof, throw herself off, throw himself off, decided how to do it, this week is the last",
        "how many pills, how many tablets, a plan and a date, picked a date, chosen a date, all the pills, all her mum s pills, all of the tablets, take all * pills",
        "sav* up ... pill*, sav* up ... tablet*, sav* up ... meds, sav* up ... medic*, sav* up ... antidepress*, sav* up ... painkill*",
        "until they bleed, until it bleeds, until she bleeds, until he bleeds, makes herself bleed, makes himself bleed",
        "pills lined up, se taille les veines, schneidet sich selbst, schneidet sich die arme, se cortando de proposito, se cortando nos bracos, tablets lined up, saved up * pills, saving up * pills, saving * tablets, stockpil* ... tablets",
        "stockpil* ... pills, stockpil* ... paracetamol, hoard* ... pills, hoard* ... tablets, not need it where",
        "not need them where, hand* out her jewel*, giv* away * jewel*, helps me feel something",
        "helps her feel something, helps him feel something, blood coming through, blood through her sleeve",
        "blood through his sleeve, unalive*, kms, not want to wake up",
        "final goodbye, end it tonight, everyone be better without +me, everyone be better without +her, everyone be better without +him",
      ],
      es: [
        "desangrarse, tirarse del puente, tirarse de un puente, tirarme del puente, tirarse a las vias, decidido como hacerlo",
        "esta semana es la ultima, cuantas pastillas, todas las pastillas, me voy a matar, voy a matarme, matarme, hasta sangrar, se arana los brazos, acabo con todo, acabar con mi vida, quitarme la vida, me quiero morir",
        "mejor sin mi, estarian mejor sin +ella, estarian todos mejor sin +ella, juntando pastillas, guardando pastillas, seguir viviendo, se corta los brazos, cortandose los brazos",
      ],
      fr: [
        "se vider de son sang, sauter du pont, se jeter du pont, se jeter sous un train, decide comment le faire",
        "cette semaine est la derniere, combien de cachets, combien de medicaments, tous les cachets, tous les medicaments, jusqu au sang, se griffe les bras, couverts de coupures, couvert de coupures, couverte de coupures, seule chose qui la calme, seule chose qui le calme",
        "mettre fin a ses jours, mettre fin a sa vie",
        "envie d en finir, mieux sans moi, seraient mieux sans +elle, seraient mieux sans +lui",
      ],
      de: [
        "verbluten, von der brucke springen, vor den zug, entschieden wie, diese woche ist die letzte, wie viele tabletten, alle tabletten, alle pillen, sich +schneidet, sich selbst +verletzt, sich selbst +schneidet, das leben nehmen, das leben zu nehmen, bis es blutet, bis sie bluten, kratzt sich blutig, nicht mehr da bin, besser ohne mich, verletzt sich selbst, tabletten gesammelt",
        "tabletten gehortet, will nicht mehr aufwachen, allen besser ohne +sie, allen besser ohne +ihn, ohne +ihn +besser +dran, ohne +sie +besser +dran, ohne +mich +besser +dran",
      ],
      pt: [
        "sangrar ate morrer, pular da ponte, pular do predio, se jogar da ponte, decidiu como fazer, essa semana e a ultima",
        "quantos comprimidos, quantos remedios, todos os remedios, todos os comprimidos, ate sangrar, se arranha, acabar com tudo, acabar com a minha vida, tirar minha vida",
        "juntando remedios, juntou remedios, juntou comprimidos, melhor sem mim, nao quero mais viver, ficaria melhor sem +ela, ficaria melhor sem +ele, ficariam melhor sem +ela, ficariam melhor sem +ele, estariam melhor sem +ela, estariam melhor sem +ele",
      ],
      it: [
        "dissanguarsi, morire dissanguato, buttarsi dal ponte, buttarsi sotto un treno, deciso come farlo",
        "questa settimana e l ultima, quante pastiglie, quante pillole, tutte le pastiglie, tutte le pillole, la fa finita, la faccio finita, meglio senza di lui, meglio senza di lei, fino a sanguinare, si graffia le braccia, togliermi la vita, ammazzarmi, meglio senza di me",
        "si fa dei tagli, accumula pastiglie, accumula farmaci, non voglio piu vivere",
      ],
    },
  },
  {
    category: "a goodbye in a child's words: sorry for everything, a burden",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: [
        "will all be over, said goodbye to everyone one by one, hugged everyone goodbye",
        "sorry and goodbye, goodbye and sorry, is not their fault, is not your fault * goodbye",
        "does not care if he lives or dies, does not care if she lives or dies, whether he lives or dies, written letters to",
        "goodbye messag*, goodbye note*, goodbye letter*, this is my last night, said goodbye to everyone, saying goodbye to everyone, tell my mum i m sorry, tell my mom i m sorry, tell my mum sorry, tell my parents i m sorry, sorry for everything, last time * bother, not bother anyone anymore, not bother anyone again, be a burden",
        "a burden to everyone, no longer be a burden, last message, last time you will hear",
      ],
      es: [
        "estara todo terminado, se despidio uno por uno",
        "mejor sin el, mejor sin ella, perdon y adios",
        "da igual vivir o morir, igual vivir o morir, escrito cartas para, carta de despedida, es mi ultima noche, esta es la ultima noche, se despidio de todos, perdon por todo, lo siento por todo, ser una carga, ya no molestare, ultima vez que",
      ],
      fr: [
        "tout sera fini, dit au revoir a chacun",
        "pardon et adieu, ce n est pas leur faute",
        "egal de vivre ou mourir, vivre ou mourir, ecrit des lettres a, lettre d adieu, ma derniere nuit, a dit au revoir a tout le monde, pardon pour tout, desole pour tout, un fardeau, plus vous deranger, derniere fois que",
      ],
      de: [
        "alles vorbei sein, sich von jedem verabschiedet",
        "entschuldigung und auf wiedersehen, nicht ihre schuld",
        "leben oder sterben, briefe an * geschrieben, abschiedsbrief*, meine letzte nacht, hat sich von allen verabschiedet, tut mir leid fur alles, entschuldigung fur alles, eine last, nicht mehr storen, letzte mal",
      ],
      pt: [
        "vai estar tudo acabado, se despediu um por um",
        "desculpa e adeus, nao e culpa deles",
        "tanto faz viver ou morrer, viver ou morrer, escreveu cartas para, carta de despedida, minha ultima noite, e a ultima noite, se despediu de todos, desculpa por tudo, desculpe por tudo, um peso, nao vou mais incomodar, ultima vez que",
      ],
      it: [
        "sara tutto finito, salutato i compagni uno per uno, l ultimo tema",
        "scusa e addio, non e colpa loro",
        "vivere o morire, scritto lettere per, lettera di addio, l ultima notte, ha salutato tutti, scusa per tutto, scusate per tutto, un peso per tutti, non daro piu fastidio, ultima volta che",
      ],
      nl: [
        "niemand zou haar missen, niemand zou hem missen, niemand zal * missen, afscheidsbrief*, sorry voor alles, tot last",
      ],
    },
  },
  {
    // A third time counts only beside an injury or another sign: a third forgotten homework is no concern.
    category: "an injury again and again",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: ["3rd time this, third time this, 2nd one this, second one this, third fall, another fall this"],
      es: ["tercera caida, otra caida, tercera vez este mes, tercera vez en un mes"],
      fr: ["troisieme chute, encore une chute, troisieme fois ce mois"],
      de: ["dritte mal diesen, schon wieder gesturzt, dritte sturz"],
      pt: ["terceira queda, outra queda, terceira vez este mes"],
      it: ["terza caduta, un altra caduta, terza volta questo mese"],
    },
  },
  {
    category: "a cover story that keeps coming back",
    strength: "weak",
    explainedByCause: true,
    terms: {
      en: [
        "walked into a door, walked into the door, third time this term, again this term, keeps getting hurt",
        "always has injuries, always has a new injury, says * clumsy",
      ],
      es: [
        "se dio con la puerta",
        "se choco con la puerta, tercera vez este trimestre, siempre tiene heridas, dice que es torpe",
      ],
      fr: ["s est cogne contre la porte, troisieme fois ce trimestre, toujours des blessures, dit qu il est maladroit"],
      de: ["gegen die tur gelaufen, zum dritten mal, immer neue verletzungen, sagt er sei ungeschickt"],
      pt: ["bateu na porta, terceira vez no bimestre, sempre machucado, sempre machucada, diz que e desastrado"],
      it: ["ha sbattuto contro la porta, terza volta, sempre ferito, sempre ferita, dice che e maldestro"],
    },
  },
  {
    category: "a child's breath stopped: a pillow, a hand",
    strength: "strong",
    terms: {
      en: [
        "hand over my mouth, so i could not scream, pillow on my face, pillow over my face, pillow on her face, pillow over her face, pillow on his face, pillow over his face",
      ],
      es: ["almohada en la cara, almohada sobre la cara, le tapa la boca"],
      fr: ["oreiller sur le visage, oreiller sur la figure, lui met la main sur la bouche"],
      de: ["kissen aufs gesicht, kissen auf das gesicht, halt ihr den mund zu, halt ihm den mund zu"],
      pt: ["travesseiro na cara, travesseiro no rosto, tampa a boca dela, tampa a boca dele"],
      it: ["cuscino sulla faccia, cuscino in faccia, le tappa la bocca, gli tappa la bocca"],
      nl: ["hand op haar mond, hand op zijn mond, kussen op haar gezicht, kussen op zijn gezicht"],
    },
  },
  {
    category: "hands inside a child's clothes",
    strength: "strong",
    terms: {
      en: [
        "under her knickers, under her pants, under his pants, under her nightie, under her clothes",
        "in her knickers, in her pants, in his pants, down her pants, down his pants, inside her underwear, inside his underwear",
      ],
      es: [
        "debajo de las bragas, por debajo de la ropa, en las bragas, dentro de las bragas, en los calzones, dentro de los calzoncillos",
      ],
      fr: ["sous sa culotte, sous ses vetements, dans sa culotte, dans son slip, dans ses sous vetements"],
      de: [
        "unter die unterhose, unter ihre kleidung, in die unterhose, in ihre unterhose, in seine unterhose, in ihr hoschen",
      ],
      pt: ["por baixo da calcinha, debaixo da roupa, dentro da calcinha, na calcinha, dentro da cueca, na cueca"],
      it: ["sotto le mutandine, sotto i vestiti, nelle mutandine, nelle mutande, dentro le mutandine"],
    },
  },
  {
    category: "a pregnancy by an adult in the family or much older",
    strength: "strong",
    terms: {
      en: [
        "pregnant ... father is her, pregnant ... stepdad*, pregnant ... uncle, pregnant ... mum s boyfriend",
        "pregnant ... mom s boyfriend, pregnant ... #adult year old",
      ],
      es: [
        "embarazada ... padrastro, embarazada ... tio, embarazada ... novio de su madre, embarazada ... #adult anos",
      ],
      fr: ["enceinte ... beau pere, enceinte ... oncle, enceinte ... copain de sa mere, enceinte ... #adult ans"],
      de: [
        "schwanger ... stiefvater, schwanger ... onkel, schwanger ... freund der mutter, schwanger ... #adult jahr*",
      ],
      pt: ["gravida ... padrasto, gravida ... tio, gravida ... namorado da mae, gravida ... #adult anos"],
      it: ["incinta ... patrigno, incinta ... zio, incinta ... compagno della madre, incinta ... #adult anni"],
    },
  },
  {
    category: "eating to hurt oneself: starving, being sick on purpose",
    strength: "weak",
    terms: {
      en: [
        "pro ana, ana account, lost loads of weight, throws her lunch away, throws his lunch away, not eating challenge",
        "not eaten in, sick in the toilets after, sick after lunch, hates her body, hates his body, makes herself sick, makes himself sick, makes herself throw up, throwing up after meals, starving herself",
        "starving himself, not eating at all, hides her food, throws her lunch away",
      ],
      es: [
        "vomita a escondidas, mucho mas delgada, muchisimo mas delgada, se ha desmayado, ya no come en el comedor",
        "se provoca el vomito, ha adelgazado muchisimo, deja de comer",
        "se provoca el vomito, no come nada, vomita despues de comer, se mata de hambre",
      ],
      fr: [
        "ne mange plus a la cantine",
        "compte ana, pro ana, enormement maigri, jette son plateau, fait un malaise",
        "se fait vomir, ne mange plus rien, vomit apres les repas, se prive de manger",
      ],
      de: [
        "isst seit wochen fast nichts, wiegt sich mehrmals, beim sport umgekippt, dicke pullis im sommer",
        "stark abgenommen, erbricht nach dem essen, pro ana",
        "sich * +ubergibt, sich jeden tag +ubergibt, ubergibt sich, nichts mehr isst, isst nichts mehr, hungert sich, erbricht nach dem essen",
      ],
      pt: [
        "desafios de nao comer, vomitado depois do almoco, perdeu imenso peso, perdeu muito peso",
        "provoca vomito, nao come mais nada, vomita depois de comer, passa fome de proposito",
      ],
      it: [
        "smesso di mangiare, dimagrita tantissimo, dimagrito tantissimo, sentita vomitare, merita di sparire",
        "si fa vomitare, non mangia piu niente, vomita dopo i pasti, si affama",
      ],
    },
  },
  {
    category: "a child longing to die: heaven, looking up how",
    strength: "weak",
    terms: {
      en: [
        "go to heaven, to heaven to be with, be with * in heaven, looking up how to, searching how to, googled how to",
      ],
      es: ["ir al cielo, estar en el cielo con, buscando como, busco como"],
      fr: ["aller au ciel, rejoindre * au ciel, cherche comment, a cherche comment"],
      de: ["in den himmel, im himmel sein, sucht wie man, gegoogelt wie"],
      pt: ["ir para o ceu, ir pro ceu, estar no ceu com, pesquisando como, pesquisou como"],
      it: ["andare in cielo, andare in paradiso, stare in cielo con, cercando come, ha cercato come"],
    },
  },
  {
    category: "locked out or left out in the cold",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "locks him out, locks her out, locked him out, locked her out, shut out of the house, left outside in the cold",
      ],
      es: ["lo deja fuera de casa, la deja fuera de casa, lo echa de casa, la echa de casa"],
      fr: ["le met dehors, la met dehors, le laisse dehors, la laisse dehors, enferme dehors"],
      de: ["sperrt ihn aus, sperrt sie aus, vor die tur gesetzt, draussen lassen, ausgesperrt"],
      pt: ["tranca pra fora, deixa do lado de fora, deixa pra fora, bota pra fora de casa"],
      it: ["chiude fuori, lo lascia fuori, la lascia fuori, fuori casa di notte"],
    },
  },
  {
    category: "drugs or a weapon a child is made to carry, hide or bring",
    strength: "weak",
    terms: {
      en: [
        "hide weapons, keep a gun for, keep weapons for, bag up drugs, bagging up, packing drugs, take drugs to, carry drugs to, hide drugs, hold drugs, keep drugs at, threatened by a gang, threatened by older",
        "bring a knife, bringing a knife, bring a gun, bringing a gun, with a knife to school",
      ],
      es: [
        "guardar armas, esconder armas, empaquetar droga, llevar droga, guardar droga, esconder droga, a otra ciudad, amenazado por, traer un cuchillo, traer una navaja",
      ],
      fr: [
        "cacher des armes, garder des armes, emballer de la drogue, transporter de la drogue, cacher de la drogue, dans une autre ville, menace par, venir avec un couteau",
      ],
      de: [
        "waffen verstecken, waffen aufbewahren, drogen verpacken, drogen abpacken, in eine wohnung, drogen verstecken, drogen aufbewahren, in eine andere stadt, bedroht von, mit einem messer, messer in die schule",
      ],
      pt: [
        "guardar armas, esconder armas, embalar droga, levar droga*, guardar droga, esconder droga, outra cidade, ameacad* por, trazer uma faca",
      ],
      it: [
        "nascondere armi, tenere armi, confezionare droga, portare droga, nascondere droga, tenere la droga, in un altra citta, minacciat* da, portare un coltello",
      ],
    },
  },
  {
    category: "an adult giving a child alcohol or drugs",
    strength: "weak",
    needsActor: true,
    terms: {
      en: [
        "pills to calm her down, pills to calm him down, pills to make him sleep, pills to make her sleep, tablets to make him sleep, tablets to make her sleep",
        "buys her vodka, buys her alcohol, buys her drink*, buys her weed, gives her alcohol, gives her drugs",
        "gives him drugs, gives her weed, gives him weed, gets her drunk, gets him drunk",
      ],
      es: [
        "le da pastillas para dormir, le da pastillas para que se calme",
        "le da alcohol, le da droga*, le compra alcohol, la emborracha",
      ],
      fr: [
        "lui en donne pour qu il se calme, lui en donne pour qu il dorme, lui en donne pour qu elle, pour qu il se calme et qu il dorme",
        "lui donne de l alcool, lui donne de la drogue, la fait boire, le fait boire",
      ],
      de: [
        "gibt ihm tabletten zum, gibt ihr tabletten zum, tabletten zum ruhigstellen",
        "gibt ihr alkohol, gibt ihm alkohol, gibt ihr drogen, macht sie betrunken",
      ],
      pt: [
        "da remedio para ela dormir, da remedio para ele dormir",
        "da bebida pra ela, da droga pra ela, da alcool, deixa ela bebada",
      ],
      it: [
        "gliele da ... per stare tranquill*, per stare tranquilla prima di dormire",
        "le da alcol, gli da alcol, le da droga, la fa ubriacare",
      ],
    },
  },
  {
    category: "violence in the home a child hears",
    strength: "weak",
    terms: {
      en: [
        "pushed mum and she, pushed mummy, hit mummy, hurt mummy, there was blood",
        "throws plates, threw plates, smash* ... plates, punch* * wall*, punch* holes, kicks doors, kicked the door in",
        "shouting never stops, screaming at mum, screaming at mom, police at the house",
      ],
      es: [
        "empujo a mama, pego a mama, habia sangre",
        "tira platos, rompe platos, golpea las paredes, gritos en casa, la policia en casa",
      ],
      fr: [
        "a pousse maman, a tape maman, il y avait du sang",
        "lance des assiettes, casse des assiettes, frappe les murs, la police a la maison",
      ],
      de: [
        "hat mama geschubst, hat mama geschlagen, da war blut",
        "wirft teller, schlagt gegen die wand, tritt turen ein, polizei bei ihnen",
      ],
      pt: [
        "empurrou a mamae, bateu na mamae, tinha sangue",
        "joga pratos, quebra pratos, soca a parede, policia em casa",
      ],
      it: [
        "ha spinto la mamma, ha picchiato la mamma, c era sangue",
        "lancia piatti, rompe piatti, prende a pugni il muro, polizia a casa",
      ],
    },
  },
  {
    category: "an adult alone with a child out of sight: blinds down, a door locked",
    strength: "weak",
    needsActor: true,
    needsSecondSign: true,
    terms: {
      en: [
        "blinds down, door locked, locks the door, the same boy out of class, the same girl out of class, if it is a member of staff, about a member of staff",
      ],
      es: ["persiana bajada, persianas bajadas, cierra la puerta con llave, si es un profesor"],
      fr: ["stores baisses, ferme la porte a cle, si c est un collegue"],
      de: ["jalousien unten, schliesst die tur ab, wenn es ein kollege ist"],
      pt: ["persianas fechadas, tranca a porta, se for um professor"],
      it: ["tapparelle abbassate, chiude la porta a chiave, se e un collega"],
    },
  },
  {
    category: "a child hurting their own body: hair pulled out, skin scratched raw",
    strength: "weak",
    needsSecondSign: true,
    terms: {
      en: [
        "pulls out her own hair, pulls out his own hair, pulling out her own hair, pulling out his own hair, bald patches, scratches * until * bleeds, scratched raw, can not cope otherwise, can not stand it otherwise",
      ],
      es: ["se arranca el pelo, calvas en la cabeza, se rasca hasta sangrar, si no no lo aguanta"],
      fr: [
        "s arrache les cheveux, plaques sans cheveux, se gratte jusqu au sang, sinon elle ne tient pas, sinon il ne tient pas",
      ],
      de: [
        "reisst sich * haare aus, kahle stellen, kratzwunden, sonst halt sie es nicht aus, sonst halt er es nicht aus",
      ],
      pt: ["arranca o proprio cabelo, falhas no cabelo, se coca ate sangrar, senao nao aguenta"],
      it: ["si strappa i capelli, chiazze senza capelli, si gratta fino a sanguinare, altrimenti non ce la fa"],
    },
  },
];
