import { type Activity, type Misconception, SUBJECT_SCAFFOLDS } from "@/lib/lessons/scaffolds";
import { CAUSE_WORDS } from "@/lib/lessons/scaffolds/history";
import { contentWords } from "../text";

/**
 * What kind of thing a topic is, read from its words and subject: a skill to practice, a process with
 * stages, an event or period, a text, a place, a concept, or (in a language lesson) language to use.
 * The kind decides how steps work on it.
 */
export type TopicKind = "skill" | "process" | "event" | "text" | "place" | "concept" | "language";

export type TopicProfile = {
  /** What the lesson is about, as it reads inside a sentence ("linear equations", "the American Revolution"). */
  matter: string;
  /** The topic's own key terms ("equivalent", "fractions"; "American Revolution"). */
  terms: string[];
  /** Those of its terms that mean something on their own ("fractions", not "equivalent"). */
  keyTerms: string[];
  kind: TopicKind;
  /** What a text is read for, when the topic says ("Of Mice and Men: loneliness and power"). */
  focus?: string;
};

/** Words that frame a topic rather than name its content ("Causes of …", "Our school map"). */
const FRAMES = new Set([
  "causes",
  "cause",
  "effects",
  "ethics",
  "history",
  "introduction",
  "basics",
  "our",
  "my",
  "long",
  "ago",
  "around",
  "us",
  "daily",
  // "Titration practical" is a titration done in the lab.
  "practical",
]);
/** Head words that name no content of their own ("rhyming words", "number facts"). */
const GENERIC_HEADS = new Set(["words", "things", "ideas", "facts", "skills", "basics", "work"]);
/** A verb that starts a topic ("Solving …", "Telling the time"), not an adjective ("Rhyming words"). */
const GERUND = /^(?!(rhyming|spelling|sorting|being|building|living)$)[a-z]+ing$/i;
const PREPOSITIONS = new Set(["of", "in", "at", "to", "around", "about", "for", "with", "on"]);

const KIND_WORDS: [TopicKind, RegExp][] = [
  ["skill", /\b(sight words?|phonics|blending|decoding|handwriting|high-frequency words?)\b/i],
  // Reading and drawing maps is a skill to practice, not a place to study.
  ["skill", /\b(compass|grid references?|map skills|map reading|reading maps|map symbols|scale drawings?)\b/i],
  // What things do or what happens to them, named by a verb, is a concept to explore, not a skill to
  // practice or stages to put in order.
  [
    "concept",
    /\b(floating|sinking|buoyancy|melting|freezing|dissolving|evaporat\w*|condens\w*|rusting|boiling|rotting)\b/i,
  ],
  ["text", /\b(poems?|poetry|story|stories|tales?|novels?|plays?|books?|macbeth|beloved|myths?|fables?)\b|'s\b/i],
  [
    "event",
    /\b(wars?|revolutions?|movements?|empires?|ancient|vikings?|romans?|civili[sz]ations?|century|era|long ago|medieval|dynasty|suffrag\w*|tudors?|victorians?|egyptians?|aztecs?|mayans?|incas?|normans?|anglo-saxons?|explorers?|pioneers?|settlers?|pilgrims?|crusades?|reformation|renaissance|plague|slavery|holocaust|apartheid|civil rights|great fire|moon landing|reign|kings?|queens?|monarchs?)\b/i,
  ],
  ["place", /\b(maps?|rivers?|towns?|city|cities|countr(y|ies)|mountains?|weather|urbani[sz]ation)\b/i],
  [
    "process",
    /\b(growth|grow|growing|cycles?|motion|forces|reactions?|algorithms?|loops?|printmaking|mixing|erosion|digestion|decay\w*|volcanoes|volcanic|eruptions?|earthquakes?|tsunamis?)\b/i,
  ],
];

/**
 * A topic that is only a proper name: every word capitalised, and "the" before it ("The Suffragettes"),
 * two or more words ("Queen Victoria"), or one that is no plural ("Rome"): "Castles" is a plural noun.
 */
const NAME_ALONE =
  /^(?:[Tt]he\s+[A-Z][\w'.-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'.-]*)*|[A-Z][\w'.-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'.-]*)+|[A-Z][\w'.-]*[^s\W])$/;

/** A title: every word capitalised but the small ones ("Of Mice and Men"). */
const TITLE = String.raw`(?:[A-Z][\w'’.-]*|of|and|the|a|an|in|on|to|for|at|with|from)(?:\s+(?:[A-Z][\w'’.-]*|of|and|the|a|an|in|on|to|for|at|with|from))*`;
/** A title and its author: "Of Mice and Men by John Steinbeck". */
const BY_AUTHOR = new RegExp(String.raw`^(${TITLE})\s+by\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}$`);
/** What follows a title's colon that is a part of the text or a kind of lesson, not a theme: "act 1", "revision". */
const NOT_A_THEME =
  /^(?:acts?|scenes?|chapters?|parts?|books?|volumes?|cantos?|stanzas?|lines?|pages?|\d|an?\s+introduction|introduc\w*|intro|revision|revising|overview|summary|recap|review|key\b|exam\w*|essays?|assessment|context|plot|quiz|reading|lesson)/i;
/** A title and what it is read for, in lower case: "Of Mice and Men: loneliness and power". */
const TITLE_FOR = new RegExp(String.raw`^(${TITLE})\s*:\s+([a-z][^:]*)$`);

/** The subject's usual kind of topic when the words do not say. */
const SUBJECT_KINDS: Record<string, TopicKind> = {
  geography: "place",
  "physical-education": "skill",
  music: "skill",
};

/**
 * A topic's words in runs: a proper name is one run ("American Revolution"; "Shakespeare's Macbeth" two),
 * and ordinary words next to each other one ("fairy tale characters"); frame words and small words end a run.
 */
function termRuns(sentence: string): string[][] {
  const runs: string[][] = [];
  let name: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (name.length)
      runs.push(
        ...name
          .join(" ")
          .split(/(?<='s) /)
          .map((part) => [part.replace(/'s$/, "")]),
      );
    if (run.length) runs.push(run);
    name = [];
    run = [];
  };
  for (const word of sentence.split(/\s+/).filter(Boolean)) {
    if (/^[A-Z]/.test(word) && contentWords(word).length > 0) {
      if (run.length) close();
      name.push(word);
      continue;
    }
    if (name.length) close();
    const [content] = contentWords(word);
    if (content && content.length > 2 && !FRAMES.has(content) && !PREPOSITIONS.has(content)) run.push(content);
    else close();
  }
  close();
  return runs;
}

/** The key terms of a topic as it reads in a sentence: proper names kept whole, frame words and small words left out. */
export function topicTerms(sentence: string): string[] {
  return [...new Set(termRuns(sentence).flat())];
}

/**
 * The terms that mean something on their own: names, two words that name one thing ("place value",
 * "sight words", "water cycle"), and the head word of a longer compound ("characters" in "fairy tale
 * characters"), never a modifier alone ("fairy", "sight").
 */
export function keyTerms(sentence: string): string[] {
  const head = (run: string[]) => {
    const last = run[run.length - 1] ?? "";
    const before = run[run.length - 2];
    if (before === undefined) return last;
    // "Rhyming words" is about rhyming: a head that names no content gives way to the activity before it.
    if (GENERIC_HEADS.has(last) && before.endsWith("ing")) return before;
    if (run.length === 2) return run.join(" ");
    return GENERIC_HEADS.has(last) ? before : last;
  };
  return [...new Set(termRuns(sentence).map(head))].filter(Boolean);
}

/**
 * What the lesson is about, without the words that frame it: "Causes of the American Revolution" is about
 * the American Revolution, "Solving linear equations" about linear equations, "Counting to ten" about counting.
 */
export function subjectMatter(sentence: string): string {
  const words = sentence.split(/\s+/).filter(Boolean);
  const split = words.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word.toLowerCase()));
  const left = split > 0 ? words.slice(0, split) : words;
  const right = split > 0 ? words.slice(split + 1) : [];
  const content = left.filter((word) => !FRAMES.has(word.toLowerCase()));
  const meaningful = content.filter((word) => !/^(a|an|the)$/i.test(word));
  const preposition = words[split]?.toLowerCase();
  // "A story about growing" is about the story; "Talking about my family" about the family.
  if (meaningful.length === 1 && /^(story|tale|poem|book|song)$/i.test(meaningful[0] ?? "")) {
    return `the ${meaningful[0]}`;
  }
  if (right.length && (meaningful.length === 0 || preposition === "about")) return right.join(" ");
  // "States of matter" is one idea; "Imagery in war poetry" is about imagery.
  if (preposition === "of") return sentence;
  // "Shakespeare's Macbeth" → "Macbeth": the work, once its author is named.
  const owner = content.findIndex((word) => /^[A-Z].*'s$/.test(word));
  if (owner >= 0 && owner < content.length - 1 && /^[A-Z]/.test(content[owner + 1] ?? "")) {
    return content.slice(owner + 1).join(" ");
  }
  const [first = "", second = ""] = content;
  // "Solving linear equations" → "linear equations"; but "Throwing and catching" and "Rhyming words" stay whole.
  if (content.length > 1 && GERUND.test(first) && second !== "and" && !/ing$/i.test(second)) {
    return content.slice(1).join(" ");
  }
  return meaningful.length ? content.join(" ") : sentence;
}

/** Subjects whose topics are things to do: "Basketball: passing and moving" is passing and moving in basketball. */
const DOING_SUBJECTS = new Set(["physical-education", "music", "drama", "arts"]);

/** A title that only numbers a lesson in a scheme ("Unit 3", "Week 2"): the subtitle is the topic. */
const NUMBERING = /^(?:unit|week|lesson|day|part|module|chapter|term|session|topic)\s*\d+$/i;

/**
 * A topic with a title and a subtitle ("Basketball: passing and moving", "Capacity: comparing containers",
 * "Rome: the rise of an empire"): its words without the colon, and what it is about — what is done, in
 * the title's activity, in a subject of doing; otherwise the title's own subject. A numbering title
 * ("Unit 3: Fractions") leaves the subtitle alone as the topic.
 */
function titled(sentence: string, scaffoldKey: string): { words: string; matter?: string } | undefined {
  const [head = "", ...rest] = sentence.split(/:\s+/);
  const tail = rest.join(" ");
  if (!tail || !head) return undefined;
  if (NUMBERING.test(head.trim())) {
    const [first = "", ...others] = tail.split(" ");
    return { words: [ordinaryWord(first, scaffoldKey) ? first.toLowerCase() : first, ...others].join(" ") };
  }
  const title = ordinaryWord(head, scaffoldKey) ? head.toLowerCase() : head;
  const doing = DOING_SUBJECTS.has(scaffoldKey) && GERUND.test(tail.split(" ")[0] ?? "");
  // What is done, in an activity ("passing and moving in basketball"), or of a name it keeps ("listening
  // and responding" for "Mozart: listening and responding").
  const matter = doing ? (title === head ? tail : `${tail} in ${title}`) : title;
  return { words: `${title} and ${tail}`, matter };
}

/** Subjects whose lists of topic words hold no names, so a word in them is an ordinary word. */
const NAMELESS_LISTS = new Set(["mathematics", "science", "physical-education", "computing", "music", "drama"]);

/**
 * A capitalised word that is an ordinary word written at the start ("Capacity", "Basketball"), not a name
 * ("Rome", "Mozart", "Shakespeare"): the scaffolds write it in lower case in their sentences, or in the
 * topic lists of a subject whose lists hold no names.
 */
function ordinaryWord(word: string, scaffoldKey: string) {
  if (!/^[A-Z][a-z]+$/.test(word)) return false;
  const lower = word.toLowerCase();
  if (proseWords().has(lower)) return true;
  const scaffold = SUBJECT_SCAFFOLDS.find((each) => each.key === scaffoldKey);
  return (
    NAMELESS_LISTS.has(scaffoldKey) &&
    JSON.stringify(scaffold ?? {})
      .toLowerCase()
      .includes(`"${lower}"`)
  );
}

/** The scaffolds' lists of topic words, written in lower case whether names ("rome") or not. */
const WORD_LISTS = new Set(["about", "topics", "names", "when"]);
let scaffoldProse: Set<string> | undefined;
/** The words every scaffold writes in lower case in its sentences: ordinary words, never names. */
function proseWords() {
  scaffoldProse ??= new Set(
    SUBJECT_SCAFFOLDS.flatMap(
      (scaffold) =>
        JSON.stringify(scaffold, (key, value) => (WORD_LISTS.has(key) ? undefined : value)).match(
          /(?<![\p{L}])\p{Ll}+/gu,
        ) ?? [],
    ),
  );
  return scaffoldProse;
}

export function topicProfile(sentence: string, topic: string, scaffoldKey: string): TopicProfile {
  // "Of Mice and Men by John Steinbeck": a work and its author. The title is what the lesson reads, whole;
  // neither it nor its words ("Mice", "Men") are keywords to learn.
  // Only where works are read: "Travel by Hot Air Balloon" in geography is no book.
  const reads = ["language-arts", "drama", "general"].includes(scaffoldKey);
  const work = reads ? topic.trim().match(BY_AUTHOR) : null;
  if (work?.[1]) return { matter: work[1], terms: [work[1]], keyTerms: [], kind: "text" };
  // "Of Mice and Men: loneliness and power": a text (a title of two words or more, or a known text) read
  // for its themes, not "Poetry: imagery" (an ordinary word) or a concept called by its name.
  const [, title = "", focus = ""] = (reads && topic.trim().match(TITLE_FOR)) || [];
  // A name among its words ("Mice"), not only ordinary words written in capitals ("Persuasive Writing").
  const hasName = title.split(/\s+/).some((word) => /^[A-Z]/.test(word) && !ordinaryWord(word, scaffoldKey));
  const textWords = KIND_WORDS.find(([kind]) => kind === "text")?.[1];
  const kindOfText = /^(?:poems?|poetry|stor(?:y|ies)|tales?|novels?|plays?|books?|myths?|fables?|fiction|prose)$/i;
  const aText = hasName && (title.includes(" ") || (textWords?.test(title) && !kindOfText.test(title)));
  if (title && focus && aText && !NOT_A_THEME.test(focus))
    return { matter: title, terms: [title], keyTerms: [], kind: "text", focus: focus.trim() };
  const subtitled = titled(sentence, scaffoldKey);
  if (subtitled) {
    const { words, matter } = subtitled;
    const profile = topicProfile(words, matter === undefined ? words : topic.replace(/:\s+/, " "), scaffoldKey);
    return matter === undefined ? profile : { ...profile, matter };
  }
  // In a language lesson, "Describing my town" is language to use, not a place to study.
  const byWords = scaffoldKey === "languages" ? "language" : KIND_WORDS.find(([, pattern]) => pattern.test(topic))?.[0];
  // In history, a topic that is a name alone ("The Suffragettes", "Queen Victoria") is people, an event or a period.
  const named = scaffoldKey === "history" && NAME_ALONE.test(topic.trim()) ? "event" : undefined;
  const skill = GERUND.test(topic.split(" ")[0] ?? "");
  const kind = byWords ?? named ?? (skill ? "skill" : (SUBJECT_KINDS[scaffoldKey] ?? "concept"));
  const terms = topicTerms(sentence);
  const key = keyTerms(sentence);
  // A language lesson is about the task in the language: "ordering food", "describing your town".
  if (kind === "language" && skill) {
    const [task] = sentence.split(/ (?:at|in|to|for|with|on) /);
    const matter = task && task.split(" ").length > 1 && !/ about /.test(task) ? task : sentence;
    return { matter: matter.replace(/\b(my|our)\b/gi, "your"), terms, keyTerms: key, kind };
  }
  // "Our school map" is the school map: "our" is the student's voice, not the teacher's.
  // A process named by its verb ("Mixing colors") is about the mixing, not only the colors.
  // "Writing an argument about a local issue" practises writing an argument, whatever it is about.
  const [doing] = kind === "skill" && skill ? sentence.split(/ about /) : [];
  const practised = doing && doing.split(" ").length > 1 && doing !== sentence ? doing : undefined;
  const matter = (practised ?? (kind === "process" && skill ? sentence : subjectMatter(sentence))).replace(
    /^(my|our) /i,
    "",
  );
  const owned = /\b(my|our)\b/i.test(sentence) && !/^(a|an|the) /i.test(matter);
  return { matter: owned ? `the ${matter}` : matter, terms, keyTerms: key, kind };
}

/** A learning cycle for each kind of topic, for younger and older students; it opens a lesson's main work. */
export const KIND_ACTIVITIES: Record<TopicKind, readonly Activity[]> = {
  language: [
    {
      name: "Say it, show it: {matter}",
      teacher:
        "Say each new word or phrase for {matter} clearly three times with a picture or a gesture, then whisper it and let the class echo.",
      students: "Repeat each word with its gesture, then point to the right picture when a partner says it.",
      check: "Say a word and watch that every child points to its picture.",
      bands: ["early", "primary"],
    },
    {
      name: "Information gap: {matter}",
      teacher:
        "Give pairs two versions of a card about {matter}, each missing what the other holds, and model the questions they will need.",
      students: "Ask and answer in the target language until both cards are complete.",
      check: "Ask one pair to perform an exchange for the class and note the phrases that need more practice.",
      bands: ["lower", "upper"],
    },
  ],
  skill: [
    {
      name: "Watch, try, show: {matter}",
      teacher: "Model {matter} slowly, one small step at a time, and give each step a short name the children can say.",
      students: "Copy each step with a partner, then put the steps together and show the group.",
      check: "Ask three children to show one step and say its name.",
      bands: ["early", "primary"],
    },
    {
      name: "Part and whole practice: {matter}",
      teacher:
        "Break {matter} down into parts, demonstrate each, and set a short practice of the hardest part before the whole.",
      students:
        "Practice the hardest part in pairs, giving each other one point of feedback about *{key}*, then try the whole.",
      check: "Watch for the feedback that made the biggest difference, and share it with the class.",
      bands: ["lower", "upper"],
    },
  ],
  process: [
    {
      name: "The steps of {matter} in order",
      teacher: "Show picture cards of the steps of {matter}, mixed up, and ask what happens first.",
      students: "Put the cards in order in small groups and tell the story of {matter} from first to last.",
      check: "Ask one group what would go wrong if two of their cards swapped places.",
      bands: ["early", "primary"],
    },
    {
      name: "Process chain: {matter}",
      teacher:
        "Give out the stages of {matter} on separate cards and ask students to link each stage to the next with *because* or *so*.",
      students: "Build the chain in pairs, write each link, and mark the stage where *{key}* matters most.",
      check: "Take one stage out of a pair's chain and ask what happens to the rest.",
      bands: ["lower", "upper"],
    },
  ],
  event: [
    {
      name: "Picture detectives: {matter}",
      teacher:
        "Show two or three pictures of {matter} and ask what the children notice: people, clothes, objects, places.",
      students: "Point to one detail, say what it tells us about {matter}, and compare it with today.",
      check: "Ask how they know a picture shows the past, and listen for a reason.",
      bands: ["early", "primary"],
    },
    {
      name: "Turning points in {matter}",
      teacher: "Put the key events of {matter} on a timeline and ask which one was the turning point.",
      students:
        "Choose a turning point in pairs, argue for it with two pieces of evidence, and answer one challenge from another pair.",
      check: "Ask two pairs who chose different turning points to weigh their evidence against each other.",
      bands: ["lower", "upper"],
      // The turning points of a war come after its causes.
      unless: CAUSE_WORDS,
    },
  ],
  text: [
    {
      name: "Story map of {matter}",
      teacher:
        "Read or retell one key moment of {matter} aloud and draw a simple story map with the class: beginning, middle and end.",
      students: "Act out or draw the moment, and say what a character feels and why.",
      check: "Ask three children what happens next and how they know.",
      bands: ["early", "primary"],
    },
    {
      name: "Zoom in on {matter}",
      teacher: "Pick one short passage of {matter}, read it aloud twice, and ask what one word or image in it does.",
      students: "Annotate the passage in pairs, choose its most important word, and write two sentences on its effect.",
      check: "Take three chosen words and ask the class which reading the passage supports best.",
      bands: ["lower", "upper"],
    },
  ],
  place: [
    {
      name: "Map and photo detectives: {matter}",
      teacher: "Show a simple map and a photo of {matter} and ask what the children can find on both.",
      students: "Point to features on the photo, find them on the map, and say their names.",
      check: "Ask a child to show one feature on both and say where it is, using near, far or next to.",
      bands: ["early", "primary"],
    },
    {
      name: "Place profile: {matter}",
      teacher:
        "Give out maps, photos and one data set about {matter}, and model how to describe a place: where it is, what it is like, and why.",
      students: "Write a short profile of {matter} in pairs, with evidence from each source.",
      check: "Ask a pair to point to the evidence behind one claim in their profile.",
      bands: ["lower", "upper"],
    },
  ],
  concept: [
    {
      name: "Sort and say the rule: {matter}",
      teacher:
        "Give small groups a set of objects or picture cards linked to {matter} and ask them to sort it into two groups of their own choosing.",
      students: "Sort the set, agree a rule for the two groups, then test the rule on one more object from the room.",
      check: "Ask two groups with different rules to explain them, and whether any object could belong to both groups.",
      bands: ["early", "primary"],
    },
    {
      name: "Concept map of {matter}",
      teacher: "Start a concept map of {matter} on the board, and model how to link two of its ideas with a phrase.",
      students: "Extend the map in pairs with at least four linked ideas and an example for each.",
      check: "Ask a pair to read one link aloud and the class to say whether it is true.",
      bands: ["lower", "upper"],
    },
  ],
};

/** A mistaken belief about each kind of topic, in the words of the topic; none for places, which differ too much. */
export const KIND_MISCONCEPTIONS: Record<TopicKind, readonly Misconception[]> = {
  language: [
    {
      about: [],
      bands: ["primary", "lower", "upper"],
      belief: "you must know every word to understand what someone says about {matter}",
      truth: "you can get the gist about {matter} from the words you know, the situation and the speaker's gestures",
      address: "Play a short exchange about {matter} and ask for the gist before any word-by-word check.",
    },
  ],
  skill: [
    {
      about: [],
      // A first and a fifth try compared, and named, is a reflection young children cannot yet make.
      bands: ["primary", "lower", "upper"],
      belief:
        "you are either good at {matter} or you are not, and working on one part, such as *{key}*, changes little",
      truth:
        "you get better at {matter} with slow, careful practice of one part at a time, and with feedback that names what to work on, such as *{key}*",
      address:
        "Compare a first try and a fifth try at one part of {matter}, and name what changed, using the word *{key}*.",
    },
  ],
  process: [
    {
      about: [],
      belief: "the stages of {matter} could happen in any order",
      // Mixing colors or substances has no stages to put in order.
      unless: ["mixing"],
      truth: "each stage of {matter} depends on the one before it, and words like *{key}* help explain how",
      address:
        "Shuffle cards showing the stages of {matter}, put them in order together, and ask what breaks when two are swapped, using the word *{key}*.",
    },
  ],
  event: [
    {
      about: [],
      bands: ["primary", "lower", "upper"],
      belief: "everyone at the time saw {matter} the same way, and every source tells the same story",
      truth:
        "people at the time saw {matter} differently, and sources made by different people show different perspectives",
      address:
        "Compare two sources about {matter}, made by people on different sides, and ask who made each one and why they disagree.",
    },
    {
      about: [],
      bands: ["early", "primary"],
      belief: "long ago, everything was just like today",
      truth: "people long ago had different things, jobs and homes from ours",
      address: "Put a picture of {matter} next to a picture from today and spot three differences together.",
    },
    {
      // Only an event has causes: a period or a civilization ("Ancient Egypt") does not.
      about: ["war", "wars", "revolution", "revolutions", "movement", "uprising", "rebellion", "crisis", "causes"],
      bands: ["lower", "upper"],
      idea: "single cause",
      belief: "{matter} had one cause, or was the work of one person",
      truth: "{matter} came from several causes, long-term and short-term, acting together",
      address: "Sort cause cards for {matter} into long-term and short-term, rank them, and defend the top one.",
    },
    {
      about: [],
      bands: ["lower", "upper"],
      belief: "{matter} stayed the same from its beginning to its end",
      truth: "{matter} changed over time, and what was true at its start was not true at its end",
      address: "Compare two sources on {matter} from far apart in time and list what had changed and what had not.",
    },
  ],
  text: [
    {
      about: [],
      bands: ["early", "primary"],
      belief: "a story is only about what happens",
      truth: "the characters in a story have feelings, and we can guess why they act as they do",
      address: "Stop at one moment in the story and ask how a character feels and how we know.",
    },
    {
      about: [],
      bands: ["lower", "upper"],
      belief: "{matter} has one hidden meaning that only the teacher knows",
      truth:
        "a good reading of {matter} is one backed by evidence from the text, and more than one reading can be good",
      address:
        "Collect two readings of the same line from {matter}, each with its evidence, and judge which is better supported.",
    },
  ],
  place: [],
  concept: [
    {
      about: [],
      bands: ["primary", "lower", "upper"],
      belief: "knowing what the word *{key}* means is the same as understanding {matter}",
      truth: "understanding {matter} shows when you can use words like *{key}* to explain a new example of it",
      address:
        "Give new examples and non-examples of {matter} to sort, and ask students to explain each choice with the word *{key}*.",
    },
  ],
};
