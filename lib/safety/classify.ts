import { educators } from "@/db/data/educators";
import { readForHarm } from "./evidence/decide";
import { detectLanguage } from "./language";
import { concernProbability } from "./model/concern-model";
import { NOTE_AT, NOTE_CHILD_AT, NOTE_TOLD_AT, REPLY_ABOUT_CHILD_AT, REPLY_AT, REPLY_TOLD_AT } from "./model/score";
import { compilePatterns, matchesAny, normalise } from "./patterns";
import {
  educationPatterns,
  followUpPatterns,
  identityPatterns,
  injectionLeftovers,
  injectionPatterns,
  notAboutTeachingPatterns,
  privacyPatterns,
  topicShiftPatterns,
} from "./screening-signals";
import type { Verdict } from "./types";

const educatorNames = educators.flatMap((educator) => [educator.name, educator.name.split(" ").at(-1) ?? ""]);
const alternatives = (names: string[]) =>
  `(?:${names.map((name) => normalise(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
/** Last names that are also everyday words ("bloom", "hooks"): alone, they do not make a question about education. */
const everydayWords = new Set(["hooks", "bloom", "mason", "robinson", "bois", "gardner", "plato", "mitra", "bethune"]);
const nameTerms = {
  educator: alternatives(educatorNames),
  known: alternatives(educatorNames.filter((name) => !everydayWords.has(normalise(name)))),
};

const topicShift = new RegExp(topicShiftPatterns.join("|"), "iu");
/**
 * Words that speak to the one answering, or of its workings, in the seven languages the screen reads
 * (normalised): "you", "your", "tu", "du", "voce"; "the model", "the prompt", "instructions", "mode",
 * "filters", markup. A role change is said to the one answering; a teacher's own sentence about their
 * course ("my course has no rules about attendance") is not.
 */
const addressesTheModel = new RegExp(
  String.raw`\b(?:you|your|yours|yourself|u|ur|tu|toi|ton|ta|tes|vous|votre|vos|ti|te|eres|usted|contigo|du|dich|dir|dein|deine|deinen|deiner|deines|bist|voce|vc|teu|tua|tuo|tue|tuoi|sei|jij|jou|jouw|uw|ai|ia|ki|model|modelo|modele|modell|modello|assistant|asistente|assistente|assistent|chatbot|bot|llm|gpt|dan|system|sistema|systeme|systeem|persona|personaje|personagem|personaggio|personnage|character|mode|modo|modus|modalita|developer|jailbreak|admin|debug|lyceum)\b|[<>[\]|#{}]|\b[a-z]*(?:prompt|anweisung|instruc|istruzion|consigne|filter|filtro)\w*|\b${nameTerms.educator}\b`,
);
/** The teacher speaking of themselves and their own class: "I", "my", "we", "our", in the seven languages. */
const firstPerson =
  /\b(?:i|i'm|im|i've|ive|my|we|our|je|j|mon|ma|mes|nous|notre|nos|yo|mis|nuestro|nuestra|nuestros|nuestras|ich|mein|meine|meinen|meiner|wir|unser|unsere|eu|meu|minha|meus|minhas|nosso|nossa|io|mio|mia|miei|mie|noi|nostro|nostra|ik|mijn|wij|ons|onze)\b/;
const identity = compilePatterns(identityPatterns, nameTerms);
const privacy = compilePatterns(privacyPatterns);
const injection = compilePatterns(injectionPatterns, nameTerms);
const leftovers = injectionLeftovers.map((source) => new RegExp(source, "gi"));
const education = compilePatterns(educationPatterns, nameTerms);
const followUpSignals = compilePatterns(followUpPatterns);
const notAboutTeaching = compilePatterns(notAboutTeachingPatterns);

/**
 * The screening step: what the teacher's text is, and in which language, before any model sees it.
 * Pure. A safeguarding concern wins over everything; then attempts to change the role, questions about
 * who is answering (and who reads what the teacher writes), and text about nothing to do with teaching. `followUp` marks a later question in a
 * conversation, where "can you give an example?" is on topic without naming a classroom.
 */
export function screenText(text: string, { followUp = false }: { followUp?: boolean } = {}): Verdict {
  const verdict = screen(text, { followUp, lessonBrief: false });
  if (verdict.kind === "safeguarding") return verdict;
  // "Can you help me plan a lesson on X? Also, unrelated, one of mine…": the child is read on their own,
  // so the lesson asked for first does not make what follows a teaching question.
  const [, ...after] = text.split(topicShift);
  const aside = after.filter((part) => part.trim());
  if (aside.some((part) => screen(part, { followUp, lessonBrief: false }).kind === "safeguarding"))
    return { kind: "safeguarding", language: verdict.language };
  return verdict;
}

/**
 * `lessonBrief`: the text describes a lesson to plan, so a hard topic in it is taught, not reported.
 * `parts`: what is read for harm, each part on its own (a brief's subject and topic, and its
 * instructions), so a hard topic ("Online safety: grooming") never lends its words to what the
 * instructions say of a child; by default the whole text. `told`: the part a teacher wrote in their own
 * words (the question, or a brief's instructions), which the concern model reads. The word lists decide
 * what they recognise; the model adds caution where they saw too little: a high score beside a sign of
 * harm the word lists found in the same words means the safeguarding reply, and so does a higher one
 * about a particular child told of (not asked as a matter for class, see `childToldOf`); a score past the
 * note's threshold opens the answer with the note: lowest beside a sign of harm, higher for a particular
 * child told of with none, higher still for any other child (see `noteAt` and ../model/score.ts, where
 * the thresholds were chosen so that the note opens at most 2 % of ordinary questions); a question about
 * the weather gets no note, whatever its score.
 */
function screen(
  text: string,
  {
    followUp,
    lessonBrief,
    parts = [text],
    told = text,
  }: { followUp: boolean; lessonBrief: boolean; parts?: string[]; told?: string },
): Verdict {
  const language = detectLanguage(text);
  const normal = normalise(text);
  const readings = new Map(parts.map((part) => [part, readForHarm(part, { lessonBrief })]));
  const all = [...readings.values()];
  if (all.some(({ reading }) => reading === "disclosure")) return { kind: "safeguarding", language };
  const reading = all.find((each) => each.reading)?.reading;
  const probability = told ? concernProbability(told) : 0;
  const { signOfHarm, aboutChild, childToldOf } = told
    ? (readings.get(told) ?? readForHarm(told, { lessonBrief }))
    : { signOfHarm: false, aboutChild: false, childToldOf: false };
  // A child in a question is a child told of; in a brief's instructions it may be one made up for a role-play.
  const replyAt = aboutChild && !lessonBrief ? REPLY_ABOUT_CHILD_AT : REPLY_AT;
  if (signOfHarm && probability >= replyAt) return { kind: "safeguarding", language };
  if (childToldOf && !lessonBrief && probability >= REPLY_TOLD_AT) return { kind: "safeguarding", language };
  const possible = reading !== undefined || probability >= noteAt({ signOfHarm, aboutChild, childToldOf, lessonBrief });
  // A child in the teacher's care the model scores past the note's lowest threshold is never off topic,
  // whether or not the note opens the answer.
  const aboutAChild = possible || ((signOfHarm || aboutChild) && probability >= NOTE_AT);
  const concern: Pick<Verdict, "possibleConcern"> = possible ? { possibleConcern: true } : {};
  if (matchesAny(injection, normal) && !teachersOwnWords(text, normal))
    return { kind: "injection", language, ...teachingQuestionOf(text, injection), ...concern };
  // Who reads what the teacher writes is part of who answers: told plainly, in the educator's voice.
  if (matchesAny(privacy, normal))
    return { kind: "identity", privacy: true, language, ...teachingQuestionOf(text, privacy), ...concern };
  if (matchesAny(identity, normal))
    return { kind: "identity", language, ...teachingQuestionOf(text, identity), ...concern };
  if (aboutAChild || isOnTopic(normal, followUp)) return { kind: "ordinary", language, ...concern };
  return { kind: "off_topic", language };
}

/**
 * The concern model's score at which the answer opens with the note, by what the word lists found: a sign
 * of harm (NOTE_AT); a particular child told of, with no sign (NOTE_TOLD_AT; in a brief, a child may be a
 * role-play's, so NOTE_CHILD_AT); any child named (NOTE_CHILD_AT); never for a text about no child and no harm.
 */
function noteAt({
  signOfHarm,
  aboutChild,
  childToldOf,
  lessonBrief,
}: {
  signOfHarm: boolean;
  aboutChild: boolean;
  childToldOf: boolean;
  lessonBrief: boolean;
}) {
  if (signOfHarm) return NOTE_AT;
  if (childToldOf && !lessonBrief) return NOTE_TOLD_AT;
  return aboutChild ? NOTE_CHILD_AT : Number.POSITIVE_INFINITY;
}

/**
 * A text about teaching whose every sentence the role-change patterns match is the teacher speaking of
 * themselves and their class, in the first person, to no one answering: "My university history course has
 * no rules about attendance", "Should I rewrite the syllabus from here on?". Not an attempt to change the
 * role, so no role-change notice; none of the 412 role changes and instruction requests of the labelled
 * sets that the patterns find reads this way.
 */
function teachersOwnWords(text: string, normal: string) {
  if (!matchesAny(education, normal)) return false;
  const matched = text
    .split(/(?<=[.!?\n;])\s+/)
    .map(normalise)
    .filter((sentence) => matchesAny(injection, sentence));
  return (
    matched.length > 0 && matched.every((sentence) => firstPerson.test(sentence) && !addressesTheModel.test(sentence))
  );
}

/** On topic: words of teaching (or, later in a conversation, a pointer back), unless the teacher says it is not about school. */
function isOnTopic(normal: string, followUp: boolean) {
  if (matchesAny(notAboutTeaching, normal)) return false;
  return matchesAny(education, normal) || (followUp && matchesAny(followUpSignals, normal));
}

/**
 * A lesson brief (subject, topic and the teacher's free-text instructions), screened as one text whose
 * subject and topic, and instructions, are read for harm each on their own (see `screen`). Only
 * a safeguarding concern changes what happens; an injection has its instructions set aside
 * (`instructions` keeps the rest); the other classes make no sense for a brief and count as ordinary.
 */
export function screenLessonBrief(brief: { subject: string; topic: string; customInstructions?: string }) {
  const set = `${brief.subject}\n${brief.topic}`;
  const told = brief.customInstructions ?? "";
  const text = told ? `${set}\n${told}` : set;
  const verdict = screen(text, { followUp: false, lessonBrief: true, parts: told ? [set, told] : [set], told });
  const instructions = brief.customInstructions && setAside(brief.customInstructions, injection);
  if (verdict.kind === "safeguarding") return { verdict, instructions: brief.customInstructions };
  if (verdict.kind === "injection")
    return {
      verdict: { kind: "injection", language: verdict.language } as Verdict,
      instructions: instructions || undefined,
    };
  return {
    verdict: { kind: "ordinary", language: verdict.language } as Verdict,
    instructions: brief.customInstructions,
  };
}

/** The text without its sentences that match `set` (and without tags or role labels left behind). */
function setAside(text: string, set: RegExp[]) {
  return text
    .split(/(?<=[.!?\n])\s+|(?=<)|(?<=>)/)
    .filter((sentence) => !matchesAny(set, normalise(sentence)))
    .map((sentence) => leftovers.reduce((rest, pattern) => rest.replace(pattern, " "), sentence).trim())
    .filter(Boolean)
    .join(" ")
    .trim();
}

/** What is left once the sentences matching `set` are set aside, when it still asks about teaching. */
function teachingQuestionOf(text: string, set: RegExp[]): { teachingQuestion?: string } {
  const kept = setAside(text, set);
  return kept && matchesAny(education, normalise(kept)) ? { teachingQuestion: kept } : {};
}
