/**
 * Kinds of topic the subject scaffolds (lib/lessons/scaffolds) tell apart by their words, each with its own
 * starters, activities, misconceptions or materials: in history, a stretch of time, a question of causes, and
 * topics that are no stretch of the past (civics, economics); in the other subjects, the lessons a scaffold
 * has moves of its own for (cells, circuits, telling the time, instructions, ball games). Adding a word is
 * adding it here, no code.
 */

// History and social studies.

/** A topic that is a stretch of time ("The Reconstruction era", "the reign of Elizabeth I"): it has changes, not causes. */
export const PERIOD_WORDS = ["era", "period", "reign", "dynasty", "century", "age of", "years of"];
/** Words of a topic about why something happened ("Causes of the First World War"). */
export const CAUSE_WORDS = ["causes", "cause", "origins", "why"];

/**
 * Words of a civics topic: how a society decides and governs ("How a bill becomes a law", "the three
 * branches of government"), which has stages, powers and checks, not the events and experiences of a past.
 */
export const CIVICS_WORDS = [
  "law",
  "laws",
  "bill",
  "government",
  "constitution",
  "congress",
  "parliament",
  "election",
  "elections",
  "voting",
  "vote",
  "court",
  "courts",
  "supreme court",
  "democracy",
  "branches",
  "council",
  "legislature",
  "citizenship",
  "taxes",
  "budget",
];
/** Words of an economics topic: markets, prices and money, which have buyers and sellers, not witnesses. */
export const ECONOMICS_WORDS = [
  "supply",
  "demand",
  "market",
  "markets",
  "price",
  "prices",
  "inflation",
  "money",
  "trade",
  "economy",
  "economics",
  "scarcity",
  "goods and services",
  "interest rates",
];

// Religious education and philosophy.

/**
 * Words of a lesson on a big question people answer differently ("Is it ever right to go to war?", "Life
 * after death", "The problem of evil"): it is discussed, position against position, not only learned.
 */
export const BIG_QUESTION_WORDS = [
  "should",
  "is it",
  "ever",
  "right",
  "wrong",
  "good",
  "evil",
  "suffering",
  "free will",
  "afterlife",
  "life after death",
  "meaning of life",
  "god exist",
  "existence of god",
  "justice",
  "fair",
  "fairness",
  "moral",
  "morality",
  "ethics",
  "ethical",
  "euthanasia",
  "war",
  "peace",
  "rights",
];

// Science.

/** The words of a lesson on cells, and on balancing equations, shared by their misconceptions and activities. */
export const CELL_WORDS = ["cells", "cell biology", "cell structure", "organelles"];
export const EQUATION_WORDS = [
  "balancing",
  "chemical equation",
  "chemical equations",
  "balanced equation",
  "symbol equation",
];
/** Words of a titration lesson. */
export const TITRATION_WORDS = ["titration", "titrations", "titrate", "titre", "burette"];
/** Words of a lesson on the water cycle, in science or in geography. */
export const WATER_CYCLE_WORDS = ["water cycle", "clouds", "rain", "evaporation", "condensation", "precipitation"];
/** The words of a lesson on floating and sinking. */
export const FLOATING_WORDS = ["float", "floats", "floating", "sink", "sinks", "sinking", "buoyancy"];
/** The words of a lesson on life cycles, shared by its misconceptions and activities. */
export const LIFE_CYCLE_WORDS = [
  "life cycle",
  "life cycles",
  "butterfly",
  "butterflies",
  "caterpillar",
  "chrysalis",
  "metamorphosis",
  "frog",
  "tadpole",
  "tadpoles",
];
/** The words of a lesson on electric circuits. */
export const CIRCUIT_WORDS = [
  "circuit",
  "circuits",
  "electric circuits",
  "electricity",
  "electrical",
  "battery",
  "batteries",
  "bulb",
  "bulbs",
  "switch",
  "switches",
  "conductor",
  "conductors",
  "insulator",
  "insulators",
];
/** A plant's own life cycle: the butterfly's chrysalis and the frog's tadpole are not its words (a lesson on plants and animals keeps both). */
export const PLANT_WORDS = [
  "plant life cycle",
  "plant life cycles",
  "life cycle of a plant",
  "flowering plant",
  "flowering plants",
  "seed",
  "seeds",
  "bean",
  "beans",
  "sunflower",
];
/** The words of a lesson on a plant's life cycle. */
export const PLANT_CYCLE_WORDS = [...PLANT_WORDS, "plants", "germination", "pollination", "flower", "flowers"];

// Mathematics.

/** The words of a lesson on comparing lengths, shared by its misconceptions and activities. */
export const LENGTH_WORDS = [
  "length",
  "lengths",
  "long",
  "longer",
  "longest",
  "short",
  "shorter",
  "tall",
  "taller",
  "measure",
  "measuring",
  "measurement",
];
/** The words of a lesson on capacity: how much containers hold. */
export const CAPACITY_WORDS = [
  "capacity",
  "volume",
  "liquid",
  "water",
  "pour",
  "pouring",
  "jug",
  "glass",
  "container",
  "litre",
  "liter",
];
/** The words of a lesson on telling the time. */
export const TIME_WORDS = [
  "clock",
  "clocks",
  "o'clock",
  "half past",
  "quarter past",
  "quarter to",
  "telling time",
  "telling the time",
  "hour",
  "hours",
];

// Language arts.

/** The words of a lesson on a story, a poem, a play or another text to read. */
export const LITERATURE_WORDS = [
  "text",
  "novel",
  "poem",
  "poetry",
  "story",
  "stories",
  "play",
  "book",
  "literature",
  "character",
  "theme",
  "imagery",
  "fiction",
  "narrative",
  "fairy tale",
  "fable",
  "myth",
  "extract",
  "shakespeare",
  "macbeth",
  "retelling",
];
/** The words of a lesson on writing or following instructions. */
export const INSTRUCTION_WORDS = ["instructions", "instruction", "procedural", "procedure", "recipe", "recipes"];
/** The words of a lesson on writing a text of one's own, where a class opens by writing, not by reading another's first line. */
export const WRITING_WORDS = [
  "essay",
  "essays",
  "writing",
  "letter",
  "letters",
  "report",
  "reports",
  "application",
  "applications",
];
/** Speaking to an audience: a lesson on it has students speak, not only read and write. */
export const SPEAKING_WORDS = [
  "speech",
  "speeches",
  "speaking",
  "oracy",
  "presentation",
  "presentations",
  "public speaking",
];

// Physical education.

/** The words of a lesson on a ball game or its skills, which gets the scaffold's game-play moves. */
export const BALL_GAMES = [
  "ball",
  "basketball",
  "football",
  "soccer",
  "netball",
  "hockey",
  "rugby",
  "volleyball",
  "tennis",
  "badminton",
  "cricket",
  "baseball",
  "softball",
  "handball",
  "dribbling",
  "passing",
  "throwing",
  "catching",
  "invasion",
  "game",
  "games",
];

// Music.

/** Words of a lesson on playing the recorder. */
export const RECORDER_WORDS = ["recorder", "recorders"];
/** Words of a lesson whose music is sung. */
export const SINGING_WORDS = [
  "singing",
  "sing",
  "song",
  "songs",
  "call-and-response",
  "chant",
  "round",
  "choir",
  "vocal",
];
