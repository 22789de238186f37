import "server-only";

/**
 * What a teacher may ask the built-in model for that its knowledge cannot make: a worked example of a
 * topic's content, a specific text to read, or a whole piece of teaching material. The answer says so
 * plainly and gives what it can (the educator's principle and moves, and what Lyceum's topic library
 * holds on the topic, if anything). Data: a new way of asking is a new pattern here.
 */
export type RequestKind = "example" | "text" | "material";

type RequestPattern = { kind: RequestKind; pattern: RegExp };

/** Where the thing asked for is "of", "on" or "about" something: the topic it names, if any. */
const TOPIC = String.raw`(?:\s+(?:of|on|about|for|showing|using|with)\s+(?<topic>(?:(?!\b(?:i|we|that|which|to|so|my|our|for|in|with)\b)[\w'-]+\s*){1,5}))?`;

/** The kinds of text a teacher may ask to be named. */
const TEXTS = String.raw`(?:texts?|books?|novels?|poems?|passages?|stories|story|articles?|readings?|picture\s+books?)`;

export const REQUEST_PATTERNS: RequestPattern[] = [
  {
    kind: "example",
    pattern: new RegExp(
      String.raw`\b(?:worked|concrete|specific|real|actual|detailed|step[- ]by[- ]step|full)\s+(?:\w+\s+)?examples?${TOPIC}`,
      "i",
    ),
  },
  {
    kind: "example",
    pattern:
      /\b(?:an?|one|some)\s+examples?\s+(?:of|on|about|showing|using)\s+(?<topic>(?:(?!\b(?:i|we|that|which|to|so|my|our|for|in|with)\b)[\w'-]+\s*){1,5})/i,
  },
  {
    // Asking which text to use ("which novel should…", "recommend a picture book"); teaching "one novel
    // to all of them" names a text the teacher already has, and asks for none.
    kind: "text",
    pattern: new RegExp(
      String.raw`\b(?:which|what|specific|particular|good)\s+(?:\w+\s+)?${TEXTS}\s+(?:should|could|would|can|do|to|for|on|about|that)\b|\breading\s+list\b|\b(?:recommend|suggest|name)\s+(?:me\s+)?(?:a|an|one|some|any)\s+(?:\w+\s+)?${TEXTS}|\b(?:looking\s+for|need|want)\s+(?:a|an|one|some)\s+(?:good\s+|suitable\s+)?${TEXTS}\s+(?:to|for|on|about|that)\b`,
      "i",
    ),
  },
  {
    kind: "material",
    pattern: new RegExp(
      String.raw`\b(?:write|make|create|draft|design|give|send|prepare|produce)\s+(?:me\s+|us\s+)?(?:a|an|the|some|my)\s+(?:\w+\s+){0,2}?(?<thing>lesson\s+plan|lesson|plan|worksheet|script|rubric|quiz|test|letter|email|handout|scheme\s+of\s+work|unit\s+plan|slides?)\b${TOPIC}`,
      "i",
    ),
  },
];

/** Words that name no topic: "an example of that", "a concrete example for my class". */
const NO_TOPIC = new Set([
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
]);

/** What the teacher asks for that the built-in model cannot make, and the topic it names (if any). */
export function unmetRequest(text: string): { kind: RequestKind; thing?: string; topic?: string } | undefined {
  for (const { kind, pattern } of REQUEST_PATTERNS) {
    const found = text.match(pattern);
    if (!found) continue;
    const words = (found.groups?.topic ?? "")
      .replace(/[?.!,;:]+/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    while (words.length > 0 && NO_TOPIC.has((words[0] ?? "").toLowerCase())) words.shift();
    while (words.length > 0 && NO_TOPIC.has((words.at(-1) ?? "").toLowerCase())) words.pop();
    const topic = words.join(" ");
    const thing = found.groups?.thing?.toLowerCase().replace(/\s+/g, " ");
    return { kind, ...(thing ? { thing } : {}), ...(topic ? { topic } : {}) };
  }
  return undefined;
}
