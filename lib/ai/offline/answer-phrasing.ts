import { BAND_LABELS } from "@/db/data/bands";
import { CONCERN_NAMES } from "@/db/data/concern-words";
import type { Concern, GradeBand } from "@/db/data/note-types";
import { choose } from "@/lib/text";

/**
 * The connective tissue of an answer: openings, citations, warnings and questions back, several of
 * each, chosen by the question (never at random) and always naming what the question is about, so
 * that no two answers to different questions share a stock sentence.
 */

/** What a concern is called inside a sentence. */
export const subjectOf = (concern: Concern) => CONCERN_NAMES[concern].subject;

/** What the answer is about: the concern at the teacher's age, or the situation the teacher described in its own words. */
export type Topic = { concern: Concern; band: GradeBand | undefined; situation?: string; university?: boolean };

/** Concerns whose name already says whose they are: an age, or the teacher's own. */
const OWN_AGE: Concern[] = ["early-years", "adolescents", "wellbeing"];

/** "homework with middle and secondary students"; the band is left out where the concern already says whose it is. */
function subjectWithBand({ concern, band, situation, university }: Topic) {
  if (situation) return situation;
  if (!band || OWN_AGE.includes(concern)) return subjectOf(concern);
  if (university)
    return `${subjectOf(concern)} ${subjectOf(concern).includes(" with ") ? "at university" : "with university students"}`;
  // Not "working with families with middle and secondary students".
  const phrase =
    band === "secondary" && subjectOf(concern).includes(" with ")
      ? `in ${BAND_LABELS.answer.secondary}`
      : BAND_LABELS.about[band];
  return `${subjectOf(concern)} ${phrase}`;
}

/**
 * Openings, whether they still read well around a situation's long name (the subject at the end), and
 * whether they claim a view of the educator's own (not before a position that says the educator never
 * addressed the matter).
 */
const OPENINGS: [(subject: string) => string, boolean, "claims a view"?][] = [
  [(subject) => `You are asking about ${subject}, so let me start with what I hold.`, true],
  [(subject) => `Here is how I see ${subject}.`, true],
  [(subject) => `On ${subject}, I would begin from my convictions and then get practical.`, true],
  [(subject) => `Let me take ${subject} in two steps: what I believe, then what to try.`, false],
  [(subject) => `Here is where I stand on ${subject}, and what I would try tomorrow.`, true],
  [(subject) => `Let me answer on ${subject} plainly: first the principle, then the practice.`, false],
  [(subject) => `Before any technique, let me say where I stand on ${subject}.`, true],
  [(subject) => `I have a clear view on ${subject}, and some practical moves to go with it.`, true, "claims a view"],
  [(subject) => `Let me be concrete about ${subject}, after a word on what I believe.`, false],
  [(subject) => `My answer on ${subject} has two parts: a conviction, and moves for tomorrow.`, false],
];

// None promises something new: a follow-up the notes have little more for must not claim it (see nothingMore).
const FOLLOW_UP_OPENINGS = [
  (subject: string) => `Let me build on what I said before, now on ${subject}.`,
  (subject: string) => `Staying with ${subject}, let me take your question from another side.`,
  (subject: string) => `Picking up where we left off, here is more on ${subject}.`,
  (subject: string) => `To go further on ${subject} than my last answer did, take this.`,
];

/**
 * The opening line; a follow-up's says that it builds on the earlier answer. `addressed`: whether the
 * educator wrote on the concern (else no opening claims a clear view of it).
 */
export function opening(topic: Topic, seed: number, followUp: boolean, addressed = true) {
  const fitting = OPENINGS.filter(([, long, claims]) => (long || !topic.situation) && (addressed || !claims)).map(
    ([template]) => template,
  );
  return choose(followUp ? FOLLOW_UP_OPENINGS : fitting, seed)(subjectWithBand(topic));
}

/**
 * The opening when no part of teaching was recognized: a greeting ("hello") is told so and offered a
 * start; a real question ("how do I teach the water cycle?") is told how it was read, not that it named
 * nothing.
 */
export const unnamedOpening = (concern: Concern, greeting: boolean) =>
  greeting
    ? `You have not named a part of teaching yet, so let me start with ${subjectOf(concern)}; ask me about anything in your classroom.`
    : `I will take this as a question of ${subjectOf(concern)}; if you meant another part of teaching, tell me.`;

const CITATIONS = [
  (subject: string, source: string) => `What I say about ${subject} rests on ${source}.`,
  (subject: string, source: string) => `On ${subject}, you will find my fuller argument in ${source}.`,
  (subject: string, source: string) => `My thinking on ${subject} comes from ${source}.`,
];

/**
 * The sentence that ties a position to its work. An unaddressed concern's position already says that
 * it reasons from a principle, so its citation names only where the principle is.
 */
export function citation(concern: Concern, source: string, addressed: boolean, seed: number) {
  if (!addressed) return `On ${subjectOf(concern)}, I am reasoning from the principle set out in ${source}.`;
  return choose(CITATIONS, seed)(subjectOf(concern), source);
}

/**
 * A further idea set in its work ("In *Experience and Education* (1938), I hold that…"), not tied to the
 * concern by a stock sentence: only ideas that speak to the question are offered at all. A work the
 * answer has already cited is not cited again in full.
 */
export function ideaInWork(idea: string, source: string, cited: boolean) {
  const work = cited ? "the same work" : source;
  return /^I\b/.test(idea) ? `In ${work}, ${idea}` : `${idea} I set this out in ${work}.`;
}

// A pitfall says what goes wrong ("Groups are formed at random, so…"): its lead-in names it as that, never as advice.
const WARNINGS = ["What often goes wrong:", "Watch for this:", "Where this goes wrong:", "A common trap:"];
export const warning = (pitfall: string, seed: number) => `${choose(WARNINGS, seed)} ${pitfall}`;

const QUESTIONS_BACK = ["A question back to you:", "Tell me:", "So let me ask you:", "Before you plan, one question:"];
export const questionBack = (question: string, seed: number) => `${choose(QUESTIONS_BACK, seed)} ${question}`;

const ASK_FOR_AGE = [
  (subject: string) => `These moves on ${subject} span the ages; name the age you teach and I will narrow them.`,
  (subject: string) => `I have given a move on ${subject} for each age; tell me yours and I will say more.`,
  (subject: string) => `Say which age you teach, and I will choose among these moves on ${subject}.`,
  (subject: string) => `Name the age of your class, and I will narrow these moves on ${subject} to it.`,
];
/**
 * After moves for every band, because the teacher named no age; each seat of a roundtable, and each
 * question, asks in its own words.
 */
export const askForAge = (concern: Concern, seed: number) => choose(ASK_FOR_AGE, seed)(subjectOf(concern));

// No two share a sentence, so that a follow-up still unsure says it in other words.
const CHOICE_LINES = [
  (taken: string, others: string, choices: string) =>
    `I am not sure which part of teaching you mean: I took your question to be about ${taken}, but it may be about ${others}. Did you mean ${choices}? Choose one and I will answer on it.`,
  (taken: string, others: string, choices: string) =>
    `I read your question as one about ${taken}, but I am not sure of it: it may be about ${others}. Which do you mean: ${choices}? Say which, and I will answer on that.`,
  (taken: string, others: string, choices: string) =>
    `I am still not sure which part of teaching you have in mind: your words fit ${taken}, ${others} alike. Tell me whether you mean ${choices}, and I will take it from there.`,
];

/**
 * The one line of an answer the router was unsure of: what it took the question to be about, the nearest
 * other concerns, and the choices as the page offers them ("group discussion, inclusion or behavior");
 * `shift` gives the same in other words.
 */
export function choicesLine(concerns: Concern[], choices: string[], seed: number, shift = 0) {
  const [taken, ...others] = concerns.map((concern) => subjectOf(concern));
  const or = (items: string[]) =>
    items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1) as string}`;
  const lines = shift === 0 ? CHOICE_LINES.slice(0, 2) : CHOICE_LINES;
  return (
    lines[
      (choose(
        lines.map((_, index) => index),
        seed,
      ) +
        shift) %
        lines.length
    ] as (typeof CHOICE_LINES)[number]
  )(taken ?? "", or(others), or(choices));
}

/** The lead-in to the educator's principle in an answer that offers choices, in words a follow-up has not used. */
export const PRINCIPLE_LEADS = [
  "Whichever it is, here is the principle I would start from.",
  "Whatever you choose, one principle of mine holds for it.",
  "In the meantime, here is another idea I would bring to any of them.",
];

/** A follow-up asking how exactly, where the notes hold no move worked through: said, and more of the same kind given. */
export const unworkedLine = (concern: Concern) =>
  `My notes hold no step-by-step version of these moves, so I will not invent one; here are more moves of the same kind, on ${subjectOf(concern)}.`;

/** A follow-up the educator's notes hold nothing new for: said plainly, with where the conversation could go. */
export function nothingMore(concern: Concern, related: Concern[]) {
  const next = related.slice(0, 2).map((each) => subjectOf(each));
  return `I have told you what my notes hold on ${subjectOf(concern)} for your class, and I would rather say so than say it again in other words. Ask me about ${next.join(" or ")}, or tell me what you tried and what happened, and I can take it from there.`;
}

const WHAT_IS_ASKED = {
  example: (_thing?: string, topic?: string) => `a worked example${topic ? ` of ${topic}` : ""}`,
  text: (_thing?: string, topic?: string) => `a particular text${topic ? ` on ${topic}` : ""}`,
  material: (thing?: string, topic?: string) =>
    `${thing ? `${/^[aeiou]/.test(thing) ? "an" : "a"} ${thing}` : "the material itself"}${topic ? ` on ${topic}` : ""}`,
};

/**
 * What the teacher asked for that the built-in model cannot make, said plainly before what it can give:
 * Lyceum's topic notes on the topic when the library has them (a definition and a demonstration it can
 * stand behind), the educator's principle and moves otherwise.
 */
export function unmetRequestLine(
  { kind, thing, topic }: { kind: "example" | "text" | "material"; thing?: string; topic?: string },
  notes: { title: string; definition?: { term: string; meaning: string }; demonstration?: string } | undefined,
) {
  const asked = WHAT_IS_ASKED[kind](thing, topic);
  const cannot =
    kind === "material"
      ? `You asked for ${asked}, and I cannot write that here, as the built-in model that gives my answers holds my ideas and classroom moves, not finished material, which Lyceum's lesson planner or a connected AI model can draft`
      : kind === "text"
        ? `You asked for ${asked}, and I will not name one I cannot vouch for: the built-in model that gives my answers holds my own works, not a reading list${topic ? ` for ${topic}` : ""}; a connected AI model can suggest texts for you to check`
        : `You asked for ${asked}, and I cannot write one you could trust: the built-in model that gives my answers holds my ideas and classroom moves, not the content of ${topic ?? "every topic"}; a connected AI model can write the example itself`;
  if (!notes)
    return kind === "material"
      ? `${cannot}, so here is how I would go about it with your class.`
      : `${cannot}. What I can give you is how I would go about it with your class.`;
  const definition = notes.definition
    ? ` Lyceum's topic notes on ${notes.title.toLowerCase()} define ${notes.definition.term} as ${notes.definition.meaning}.`
    : "";
  const demonstration = notes.demonstration
    ? notes.definition
      ? ` One demonstration they give: ${notes.demonstration}`
      : ` Lyceum's topic notes on ${notes.title.toLowerCase()} give one demonstration: ${notes.demonstration}`
    : "";
  return `${cannot}.${definition}${demonstration} Beyond that, here is how I would go about it with your class.`;
}

/**
 * A subject's topic the topic library has no notes on, said plainly: what follows is the educator's
 * principle for the subject and moves for any of its topics, not the topic's content.
 */
export const noTopicNotesLine = (topic: string, concern: Concern) =>
  `Lyceum's built-in model has no topic notes on ${topic}, so I will not pretend to know its content: what follows is my principle for ${subjectOf(concern)} and moves for any of its topics, for you to carry over to ${topic}. A connected AI model can write the topic's own content.`;

/** What a handout's answer opens with: it is Lyceum's common practice, not the educator's words. */
export const HANDOUT_LEAD =
  "Here is one you can use as it stands. It is common classroom practice from Lyceum's notes, not something from my own works.";
