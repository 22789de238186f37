/**
 * What a teacher may ask the built-in model for that its knowledge cannot make: a worked example of a
 * topic's content, a specific text to read, or a whole piece of teaching material. Knowledge of how
 * teachers ask is data: a new way of asking is a new pattern here (the reader is
 * lib/ai/knowledge/requests.ts, its test lib/ai/knowledge/requests.test.ts).
 *
 * Each pattern is a regular expression's source, read without regard to letter case; `{texts}` stands for
 * any of `TEXT_WORDS`, and `{topic}` for what the thing asked for is "of", "on" or "about" (the topic it
 * names, if any). A material's `thing` is the named group `thing`.
 */
export type RequestKind = "example" | "text" | "material";

export const REQUEST_PATTERNS: readonly { kind: RequestKind; pattern: string }[] = [
  {
    kind: "example",
    pattern: String.raw`\b(?:worked|concrete|specific|real|actual|detailed|step[- ]by[- ]step|full)\s+(?:\w+\s+)?examples?{topic}`,
  },
  { kind: "example", pattern: String.raw`\b(?:an?|one|some)\s+examples?(?=\s+(?:of|on|about|showing|using)\s){topic}` },
  {
    // Asking which text to use ("which novel should…", "recommend a picture book"); teaching "one novel
    // to all of them" names a text the teacher already has, and asks for none.
    kind: "text",
    pattern: String.raw`\b(?:which|what|specific|particular|good)\s+(?:\w+\s+)?{texts}\s+(?:should|could|would|can|do|to|for|on|about|that)\b|\breading\s+list\b|\b(?:recommend|suggest|name)\s+(?:me\s+)?(?:a|an|one|some|any)\s+(?:\w+\s+)?{texts}|\b(?:looking\s+for|need|want)\s+(?:a|an|one|some)\s+(?:good\s+|suitable\s+)?{texts}\s+(?:to|for|on|about|that)\b`,
  },
  {
    kind: "material",
    pattern: String.raw`\b(?:write|make|create|draft|design|give|send|prepare|produce)\s+(?:me\s+|us\s+)?(?:a|an|the|some|my)\s+(?:\w+\s+){0,2}?(?<thing>lesson\s+plan|lesson|plan|worksheet|script|rubric|quiz|test|letter|email|handout|(?:reading\s+)?passage|comprehension|scheme\s+of\s+work|unit\s+plan|slides?)\b{topic}`,
  },
  {
    // A sequence of lessons ("lay out the sequence across three lessons"): one lesson at a time is the planner's.
    kind: "material",
    pattern: String.raw`\b(?:lay|map|set|sketch|plan|write|give|draft)\s+(?:me\s+|us\s+)?(?:out\s+)?(?:a|the)\s+(?<thing>(?:sequence|series|progression)\s+(?:of|across|over|for)\s+(?:\w+\s+){0,2}(?:lessons?|weeks?))\b`,
  },
];

/** The kinds of text a teacher may ask to be named. */
export const TEXT_WORDS = [
  "texts?",
  "books?",
  "novels?",
  "poems?",
  "passages?",
  "stories",
  "story",
  "articles?",
  "readings?",
  String.raw`picture\s+books?`,
];

/** Words that start what the thing is "of" and end the topic it names: "an example of how I…". */
export const TOPIC_STOPS = ["i", "we", "that", "which", "to", "so", "my", "our", "for", "in", "with"];

/** Words that name no topic at the ends of one: "an example of that", "a concrete example for my class". */
export const NO_TOPIC_WORDS = [
  "that",
  "this",
  "it",
  "them",
  "these",
  "those",
  "what",
  "how",
  "you",
  "your",
  "one",
  "class",
  "students",
  "pupils",
  "children",
  "kids",
  "tomorrow",
  "me",
  "us",
  "practice",
  "action",
  "use",
];

/**
 * How a teacher names the topic a question is about ("teaching negative numbers to grade 6", "introduce
 * fractions", "a lesson on the water cycle"): `{topic}` is the words that follow, up to `TOPIC_STOPS` or
 * `ASKED_TOPIC_STOPS`. A topic the library has no notes on is said so in the answer, which gives the
 * educator's principle for the subject, not another topic's demonstration (lib/ai/knowledge/requests.ts).
 */
export const ASKED_TOPIC_PATTERNS: readonly string[] = [
  // "I teach reception" says what the teacher teaches, not the topic asked about ("How do I teach…" asks).
  String.raw`(?<!(?:^|[.!?;,]\s*)(?:i|we)\s+)\b(?:teach(?:ing)?|introduc(?:e|ing)|explain(?:ing)?)\s+(?:the\s+(?:idea|concept|topic)\s+of\s+)?{topic}`,
  String.raw`\b(?:lessons?|units?|topic|project)\s+(?:on|about)\s+{topic}`,
];

/** Words that end the topic a question names, beside TOPIC_STOPS: "negative numbers next week". */
export const ASKED_TOPIC_STOPS = [
  "next",
  "this",
  "tomorrow",
  "without",
  "rather",
  "instead",
  "than",
  "when",
  "because",
  "and",
  "but",
  "so",
  "is",
  "are",
  "was",
  "at",
  "from",
  "they",
  "it",
  "properly",
  "better",
  "well",
  "year",
  "grade",
  "class",
];

/**
 * Words that name a subject, a whole area of it or the whole curriculum, not one of its topics: "teaching
 * reading", "a lesson on maths" or "teach the curriculum" names no topic the library could have notes on.
 */
export const SUBJECT_WORDS = [
  "maths",
  "math",
  "mathematics",
  "numeracy",
  "number",
  "science",
  "sciences",
  "reading",
  "writing",
  "literacy",
  "english",
  "spelling",
  "handwriting",
  // Telling back what was read or heard (Charlotte Mason's narration): a practice of every lesson, not a topic.
  "narration",
  "art",
  "arts",
  "music",
  "drama",
  "dance",
  "history",
  "geography",
  "creative",
  "creativity",
  "it",
  "skills",
  "topic",
  "subject",
  "content",
  "new",
  "material",
  "concepts",
  "concept",
  "ideas",
  "idea",
  // The whole of what is taught, not a topic in it: "teach the curriculum rather than just…".
  "curriculum",
  "syllabus",
  "programme",
  "program",
  "specification",
  "spec",
  "standards",
  // An article names nothing by itself: "the curriculum" is no topic, "the water cycle" is one by its other words.
  "the",
  "a",
  "an",
];
