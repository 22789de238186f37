/**
 * The phrases a language lesson on an everyday topic teaches, in the language taught, each with what it
 * means: a Spanish lesson on ordering food says "Quisiera…", not only "a polite request". Knowledge is
 * data; the plan lists them under its keywords and works with them in its steps.
 */

/** The languages the bank is written for, by the words a teacher's subject field names them with. */
const LANGUAGES = {
  Spanish: ["spanish", "español", "espanol"],
  French: ["french", "français", "francais"],
  German: ["german", "deutsch"],
  Italian: ["italian", "italiano"],
} as const;

export type TaughtLanguage = keyof typeof LANGUAGES;

/** A phrase in the language taught and what it means in English. */
export type Phrase = readonly [phrase: string, meaning: string];

type PhraseTopic = {
  /** Topic words that name it ("restaurant", "ordering food"). */
  about: readonly string[];
  phrases: Record<TaughtLanguage, readonly Phrase[]>;
};

const TOPICS: readonly PhraseTopic[] = [
  {
    about: ["restaurant", "café", "cafe", "ordering food", "order food", "menu", "food and drink", "eating out"],
    phrases: {
      Spanish: [
        ["Quisiera…", "I would like…"],
        ["¿Me trae la carta, por favor?", "Could you bring me the menu, please?"],
        ["Para mí, el pollo con patatas fritas.", "For me, the chicken with chips."],
        ["¿Qué me recomienda?", "What do you recommend?"],
        ["De beber, agua sin gas.", "To drink, still water."],
        ["La cuenta, por favor.", "The bill, please."],
      ],
      French: [
        ["Je voudrais…", "I would like…"],
        ["La carte, s'il vous plaît.", "The menu, please."],
        ["Pour moi, le poulet-frites.", "For me, the chicken and chips."],
        ["Qu'est-ce que vous me conseillez ?", "What do you recommend?"],
        ["Comme boisson, une carafe d'eau.", "To drink, a jug of water."],
        ["L'addition, s'il vous plaît.", "The bill, please."],
      ],
      German: [
        ["Ich hätte gern…", "I would like…"],
        ["Die Speisekarte, bitte.", "The menu, please."],
        ["Für mich das Hähnchen mit Pommes.", "For me, the chicken with chips."],
        ["Was empfehlen Sie?", "What do you recommend?"],
        ["Zu trinken ein stilles Wasser.", "To drink, a still water."],
        ["Die Rechnung, bitte.", "The bill, please."],
      ],
      Italian: [
        ["Vorrei…", "I would like…"],
        ["Il menù, per favore.", "The menu, please."],
        ["Per me, il pollo con le patatine fritte.", "For me, the chicken with chips."],
        ["Che cosa mi consiglia?", "What do you recommend?"],
        ["Da bere, acqua naturale.", "To drink, still water."],
        ["Il conto, per favore.", "The bill, please."],
      ],
    },
  },
  {
    about: ["greetings", "greeting", "introductions", "introducing yourself", "introduce yourself", "meeting people"],
    phrases: {
      Spanish: [
        ["Hola, ¿qué tal?", "Hello, how are you?"],
        ["Me llamo…", "My name is…"],
        ["¿Cómo te llamas?", "What is your name?"],
        ["Tengo doce años.", "I am twelve years old."],
        ["Soy de…", "I am from…"],
        ["Encantado. / Encantada.", "Pleased to meet you."],
      ],
      French: [
        ["Bonjour, ça va ?", "Hello, how are you?"],
        ["Je m'appelle…", "My name is…"],
        ["Comment tu t'appelles ?", "What is your name?"],
        ["J'ai douze ans.", "I am twelve years old."],
        ["J'habite à…", "I live in…"],
        ["Enchanté. / Enchantée.", "Pleased to meet you."],
      ],
      German: [
        ["Hallo, wie geht's?", "Hello, how are you?"],
        ["Ich heiße…", "My name is…"],
        ["Wie heißt du?", "What is your name?"],
        ["Ich bin zwölf Jahre alt.", "I am twelve years old."],
        ["Ich wohne in…", "I live in…"],
        ["Freut mich.", "Pleased to meet you."],
      ],
      Italian: [
        ["Ciao, come stai?", "Hello, how are you?"],
        ["Mi chiamo…", "My name is…"],
        ["Come ti chiami?", "What is your name?"],
        ["Ho dodici anni.", "I am twelve years old."],
        ["Abito a…", "I live in…"],
        ["Piacere.", "Pleased to meet you."],
      ],
    },
  },
  {
    about: ["family", "families", "my family"],
    phrases: {
      Spanish: [
        ["Tengo un hermano y una hermana.", "I have a brother and a sister."],
        ["Mi madre se llama…", "My mother is called…"],
        ["¿Tienes hermanos?", "Do you have brothers or sisters?"],
        ["Soy hijo único. / Soy hija única.", "I am an only child."],
        ["Mis abuelos viven en…", "My grandparents live in…"],
      ],
      French: [
        ["J'ai un frère et une sœur.", "I have a brother and a sister."],
        ["Ma mère s'appelle…", "My mother is called…"],
        ["Tu as des frères et sœurs ?", "Do you have brothers or sisters?"],
        ["Je suis fils unique. / Je suis fille unique.", "I am an only child."],
        ["Mes grands-parents habitent à…", "My grandparents live in…"],
      ],
      German: [
        ["Ich habe einen Bruder und eine Schwester.", "I have a brother and a sister."],
        ["Meine Mutter heißt…", "My mother is called…"],
        ["Hast du Geschwister?", "Do you have brothers or sisters?"],
        ["Ich bin Einzelkind.", "I am an only child."],
        ["Meine Großeltern wohnen in…", "My grandparents live in…"],
      ],
      Italian: [
        ["Ho un fratello e una sorella.", "I have a brother and a sister."],
        ["Mia madre si chiama…", "My mother is called…"],
        ["Hai fratelli o sorelle?", "Do you have brothers or sisters?"],
        ["Sono figlio unico. / Sono figlia unica.", "I am an only child."],
        ["I miei nonni abitano a…", "My grandparents live in…"],
      ],
    },
  },
  {
    about: ["weather", "seasons"],
    phrases: {
      Spanish: [
        ["¿Qué tiempo hace?", "What is the weather like?"],
        ["Hace sol.", "It is sunny."],
        ["Hace frío. / Hace calor.", "It is cold. / It is hot."],
        ["Llueve.", "It is raining."],
        ["Nieva.", "It is snowing."],
        ["Hace viento.", "It is windy."],
      ],
      French: [
        ["Quel temps fait-il ?", "What is the weather like?"],
        ["Il y a du soleil.", "It is sunny."],
        ["Il fait froid. / Il fait chaud.", "It is cold. / It is hot."],
        ["Il pleut.", "It is raining."],
        ["Il neige.", "It is snowing."],
        ["Il y a du vent.", "It is windy."],
      ],
      German: [
        ["Wie ist das Wetter?", "What is the weather like?"],
        ["Die Sonne scheint.", "The sun is shining."],
        ["Es ist kalt. / Es ist warm.", "It is cold. / It is warm."],
        ["Es regnet.", "It is raining."],
        ["Es schneit.", "It is snowing."],
        ["Es ist windig.", "It is windy."],
      ],
      Italian: [
        ["Che tempo fa?", "What is the weather like?"],
        ["C'è il sole.", "It is sunny."],
        ["Fa freddo. / Fa caldo.", "It is cold. / It is hot."],
        ["Piove.", "It is raining."],
        ["Nevica.", "It is snowing."],
        ["C'è vento.", "It is windy."],
      ],
    },
  },
  {
    about: ["directions", "asking the way", "my town", "in town", "around town", "places in town"],
    phrases: {
      Spanish: [
        ["¿Dónde está la estación?", "Where is the station?"],
        ["Siga todo recto.", "Go straight on."],
        ["Gire a la derecha. / Gire a la izquierda.", "Turn right. / Turn left."],
        ["Está al lado de…", "It is next to…"],
        ["Está cerca. / Está lejos.", "It is near. / It is far."],
      ],
      French: [
        ["Où est la gare ?", "Where is the station?"],
        ["Allez tout droit.", "Go straight on."],
        ["Tournez à droite. / Tournez à gauche.", "Turn right. / Turn left."],
        ["C'est à côté de…", "It is next to…"],
        ["C'est près. / C'est loin.", "It is near. / It is far."],
      ],
      German: [
        ["Wo ist der Bahnhof?", "Where is the station?"],
        ["Gehen Sie geradeaus.", "Go straight on."],
        ["Biegen Sie rechts ab. / Biegen Sie links ab.", "Turn right. / Turn left."],
        ["Es ist neben…", "It is next to…"],
        ["Es ist in der Nähe. / Es ist weit weg.", "It is near. / It is far."],
      ],
      Italian: [
        ["Dov'è la stazione?", "Where is the station?"],
        ["Vada sempre dritto.", "Go straight on."],
        ["Giri a destra. / Giri a sinistra.", "Turn right. / Turn left."],
        ["È accanto a…", "It is next to…"],
        ["È vicino. / È lontano.", "It is near. / It is far."],
      ],
    },
  },
  {
    about: ["telling the time", "the time", "daily routine", "my day"],
    phrases: {
      Spanish: [
        ["¿Qué hora es?", "What time is it?"],
        ["Son las tres.", "It is three o'clock."],
        ["Es la una y media.", "It is half past one."],
        ["Son las cinco menos cuarto.", "It is quarter to five."],
        ["Me levanto a las siete.", "I get up at seven."],
      ],
      French: [
        ["Quelle heure est-il ?", "What time is it?"],
        ["Il est trois heures.", "It is three o'clock."],
        ["Il est une heure et demie.", "It is half past one."],
        ["Il est cinq heures moins le quart.", "It is quarter to five."],
        ["Je me lève à sept heures.", "I get up at seven."],
      ],
      German: [
        ["Wie spät ist es?", "What time is it?"],
        ["Es ist drei Uhr.", "It is three o'clock."],
        ["Es ist halb zwei.", "It is half past one."],
        ["Es ist Viertel vor fünf.", "It is quarter to five."],
        ["Ich stehe um sieben Uhr auf.", "I get up at seven."],
      ],
      Italian: [
        ["Che ore sono?", "What time is it?"],
        ["Sono le tre.", "It is three o'clock."],
        ["È l'una e mezza.", "It is half past one."],
        ["Sono le cinque meno un quarto.", "It is quarter to five."],
        ["Mi alzo alle sette.", "I get up at seven."],
      ],
    },
  },
  {
    about: ["hobbies", "free time", "leisure", "sports", "sport", "likes and dislikes"],
    phrases: {
      Spanish: [
        ["¿Qué haces en tu tiempo libre?", "What do you do in your free time?"],
        ["Me gusta jugar al fútbol.", "I like playing football."],
        ["Me encanta leer.", "I love reading."],
        ["No me gusta nada el tenis.", "I don't like tennis at all."],
        ["Los fines de semana voy al cine.", "At weekends I go to the cinema."],
      ],
      French: [
        ["Qu'est-ce que tu fais pendant ton temps libre ?", "What do you do in your free time?"],
        ["J'aime jouer au foot.", "I like playing football."],
        ["J'adore lire.", "I love reading."],
        ["Je n'aime pas du tout le tennis.", "I don't like tennis at all."],
        ["Le week-end, je vais au cinéma.", "At the weekend I go to the cinema."],
      ],
      German: [
        ["Was machst du in deiner Freizeit?", "What do you do in your free time?"],
        ["Ich spiele gern Fußball.", "I like playing football."],
        ["Ich lese sehr gern.", "I love reading."],
        ["Ich mag … gar nicht.", "I don't like … at all."],
        ["Am Wochenende gehe ich ins Kino.", "At the weekend I go to the cinema."],
      ],
      Italian: [
        ["Che cosa fai nel tempo libero?", "What do you do in your free time?"],
        ["Mi piace giocare a calcio.", "I like playing football."],
        ["Adoro leggere.", "I love reading."],
        ["Non mi piace per niente il tennis.", "I don't like tennis at all."],
        ["Il fine settimana vado al cinema.", "At the weekend I go to the cinema."],
      ],
    },
  },
];

const said = (text: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "iu").test(text));

/** The language a subject field names ("Spanish", "Français"), when the bank knows it. */
export const taughtLanguage = (subject: string) =>
  (Object.keys(LANGUAGES) as TaughtLanguage[]).find((name) => said(subject, LANGUAGES[name]));

/**
 * The language a subject names and the phrases its topic teaches, when the bank has them: a Spanish
 * lesson on ordering food gets the restaurant's phrases in Spanish; a topic the bank does not know, none.
 */
export function phrasesFor(
  subject: string,
  topic: string,
): { language: TaughtLanguage; phrases: readonly Phrase[] } | undefined {
  const language = taughtLanguage(subject);
  const found = language && TOPICS.find((each) => said(topic, each.about));
  return language && found ? { language, phrases: found.phrases[language] } : undefined;
}
