import type { EducatorSeed } from "@/db/data/educator-types";
import { type Concern, type ConcernNote, GRADE_BANDS } from "@/db/data/note-types";
import {
  BAND_LABELS,
  displayTitle,
  findWork,
  isOwnWork,
  noteOn,
  type Retrieval,
  retrieve,
  sourceInVoice,
} from "@/lib/ai/knowledge";
import {
  askForAge,
  bridge,
  citation,
  ideaSource,
  opening,
  questionBack,
  subjectOf,
  unnamedOpening,
  warning,
} from "./answer-phrasing";
import { asksWhoIsAnswering, topicBeyondLifetime, triesToChangeRole } from "./audience";
import { childPronoun, withChildPronoun } from "./pronouns";
import { choose, contentWords, pickBest, relevance, sentencesOf, stableHash, wordCount } from "./text";

export type Conversation = { earlierQuestions?: string[]; earlierAnswers?: string[]; seat?: number };

const MIN_MOVES = 3;
const MAX_MOVES = 4;
const MIN_WORDS = 150;
const MAX_WORDS = 350;
const ECHO_SHARE = 0.5;

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/**
 * An answer in the educator's voice to the question that was asked: the educator's note on the
 * teacher's concern (position and its work, classroom moves for the teacher's grade band, a pitfall,
 * a question back), retrieved from the knowledge base. A follow-up builds on the conversation and
 * says no sentence the conversation already holds. Deterministic: same inputs, same answer.
 */
export function composeAnswer(educator: EducatorSeed, question: string, conversation: Conversation = {}): string {
  const earlierQuestions = conversation.earlierQuestions ?? [];
  const found = retrieve(educator.slug, question, earlierQuestions);
  const { concern, band, note } = found;
  const seed = stableHash(`${educator.slug}:${question}`);
  const said = new Set((conversation.earlierAnswers ?? []).flatMap(sentencesOf));
  const followUp = earlierQuestions.length > 0;
  // A child the teacher describes is spoken of as they did (she, he; they when they named no gender), and
  // any child spoken of in general is they.
  const pronoun = [question, ...[...earlierQuestions].reverse()].map(childPronoun).find(Boolean) ?? "they";
  // Each text is rewritten once, though it is both checked (fresh) and used.
  const rewritten = new Map<string, string>();
  const spoken = (text: string) => {
    const known = rewritten.get(text);
    if (known !== undefined) return known;
    const adapted = withChildPronoun(text, pronoun);
    rewritten.set(text, adapted);
    return adapted;
  };
  // Everything the answer says is checked against the conversation, and against itself: a sentence
  // said before under another lead-in ("One warning: …", "Watch for this: …") is said all the same.
  const fresh = (text: string) =>
    sentencesOf(spoken(text)).every((sentence) => ![...said].some((earlier) => earlier.includes(sentence)));
  const use = (text: string) => {
    const adapted = spoken(text);
    for (const sentence of sentencesOf(adapted)) said.add(sentence);
    return adapted;
  };
  const cite = (title: string) => {
    const work = findWork(educator, title);
    return work ? sourceInVoice(educator, work) : `*${title}*`;
  };

  // At a roundtable the educators' answers are read side by side: each seat opens in its own words.
  const openingSeed = conversation.seat === undefined ? seed : stableHash(question) + conversation.seat;
  const openings = [0, 1, 2, 3].map((shift) => opening({ concern, band }, openingSeed + shift, followUp));
  const head: string[] = [];
  if (asksWhoIsAnswering(question)) {
    head.push(
      `I am Lyceum's AI portrayal of ${educator.name}, not ${educator.name}: I answer from ${educator.name}'s documented ideas and works.`,
    );
  }
  head.push(use(found.named ? (openings.find(fresh) ?? (openings[0] as string)) : unnamedOpening(concern)));
  if (triesToChangeRole(question)) {
    head.push(
      "I will keep to my own voice and my own ideas here, as Lyceum portrays me, and answer the teaching question inside your message.",
    );
  }
  const position = note && positionWithSource(educator, concern, note, seed >>> 2);
  const freshPosition = position && fresh(position) ? position : undefined;
  const lateTopic = topicBeyondLifetime([question, ...earlierQuestions].join(" "), educator.died);
  if (lateTopic && educator.died !== null) {
    // An unaddressed concern's position goes on to say that it reasons from principles: say it once.
    const reasoned =
      freshPosition && !note?.addressed
        ? "."
        : `, so I cannot speak from experience of it; what follows on ${subjectOf(concern)} is reasoned from the principles I held.`;
    head.push(
      `I should be honest: I died in ${year(educator.died)}, before ${lateTopic.name} reached schools${reasoned}`,
    );
  }

  const body: string[] = [];
  if (freshPosition) body.push(use(freshPosition));
  // A key idea with its work, in the first wording the conversation has not used, and not one that
  // only restates what was said (most of its words already spoken).
  const echoes = (text: string) => {
    const spoken = new Set([...said].flatMap(contentWords));
    const words = contentWords(text).filter((word) => word.length >= 4);
    return words.filter((word) => spoken.has(word)).length >= ECHO_SHARE * words.length;
  };
  let ideasGiven = 0;
  const nextIdea = () => {
    // A second idea in one answer is introduced in the other wording.
    const wordings = [ideasGiven, ideasGiven + 1];
    ideasGiven += 1;
    return found.ideas
      .filter((idea) => !echoes(idea.idea))
      .flatMap((idea) =>
        wordings.map((wording) => `${idea.idea} ${ideaSource(concern, cite(idea.source.title), wording)}`),
      )
      .find(fresh);
  };
  // A follow-up, or an educator whose notes are not written yet, brings a key idea and its work.
  const idea = body.length === 0 || !note ? nextIdea() : undefined;
  if (idea) body.push(use(idea));

  const chosen = classroomMoves(educator.slug, found, fresh, question);
  const { from } = chosen;
  const moves = chosen.moves.map(use);
  const lead = from ? [use(bridge(concern, from))] : [];
  const movesTitle = band ? `**In your classroom** (${BAND_LABELS[band]})` : "**In your classroom**";
  const list = `${movesTitle}\n\n${moves.join("\n")}`;

  const tail: string[] = [];
  const pitfall = [note, from && noteOn(educator.slug, from)]
    .map((candidate) => candidate?.pitfall)
    .find((text) => text !== undefined && fresh(text));
  if (pitfall) tail.push(use(warning(pitfall, seed >>> 4)));
  if (!band) tail.push(use(askForAge(concern, conversation.seat ?? 0)));
  // A follow-up whose note's question is already asked takes a related concern's, before a general one.
  const related = found.relatedConcerns.map((other) => noteOn(educator.slug, other)?.question);
  const questions = [note?.question, ...related, ...rotate(educator.knowledge.questionsBack, seed >>> 6)];
  const back = questions.find((text) => text !== undefined && fresh(text));
  if (back) tail.push(use(questionBack(back, seed >>> 8)));

  // Short answers (a follow-up, or an educator without notes) take one more idea from the key ideas.
  const draft = () => [...head, ...body, ...lead, list, ...tail].join("\n\n");
  const more = wordCount(draft()) < MIN_WORDS ? nextIdea() : undefined;
  if (more) body.push(use(more));
  if (wordCount(draft()) > MAX_WORDS && tail.length > 1) tail.shift();
  return draft();
}

/**
 * The note's position with its work: where the position already names one of the educator's own
 * works ("In Teacher I described…"), the title is set and dated in place rather than cited again in
 * a sentence of its own; an unaddressed concern's position already says it is reasoning.
 */
function positionWithSource(educator: EducatorSeed, concern: Concern, note: ConcernNote, seed: number) {
  const work = findWork(educator, note.work);
  if (!work) return `${note.position} ${citation(concern, `*${note.work}*`, note.addressed, seed)}`;
  const title = displayTitle(work);
  const named = isOwnWork(work) && note.position.match(new RegExp(`\\b([Ii]n|[Ff]rom) ${literally(title)}(?!\\w)`));
  if (named) {
    const at = (named.index ?? 0) + named[0].length - title.length;
    return `${note.position.slice(0, at)}${sourceInVoice(educator, work)}${note.position.slice(at + title.length)}`;
  }
  const source = sourceInVoice(educator, work);
  return `${note.position} ${citation(concern, source, note.addressed, seed)}`;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The moves for the teacher's band (one per band when no age was named), new to the conversation, those
 * that speak to the question's own words first. When few are left (a follow-up), the next come from a
 * related concern's note, then the methods.
 */
function classroomMoves(educatorSlug: string, found: Retrieval, fresh: (text: string) => boolean, question: string) {
  const { band, note } = found;
  if (!band && note) {
    const moves = GRADE_BANDS.flatMap((each) => {
      const move = note.moves[each].find(fresh);
      return move ? [`- *${capitalize(BAND_LABELS[each])}:* ${move}`] : [];
    });
    return { moves };
  }
  const asked = contentWords(question);
  const own = pickBest(
    band ? (note?.moves[band] ?? []).filter(fresh) : [],
    (move) => relevance(contentWords(move), asked),
    MAX_MOVES * 2,
  );
  if (own.length >= MIN_MOVES) return { moves: own.slice(0, MAX_MOVES).map((move) => `- ${move}`) };
  const related = found.relatedConcerns.find(
    (concern) => band && noteOn(educatorSlug, concern)?.moves[band].some(fresh),
  );
  const borrowed = (band && related && noteOn(educatorSlug, related)?.moves[band].filter(fresh)) || [];
  const methods = found.methods.map((method) => `**${method.name}.** ${method.description}`).filter(fresh);
  const moves = [...own, ...borrowed, ...methods].slice(0, MIN_MOVES).map((move) => `- ${move}`);
  return { moves, from: borrowed.length > 0 ? related : undefined };
}

/** The list starting at a question-chosen place, so that questions back vary between questions. */
function rotate<T>(items: T[], seed: number): T[] {
  const start = items.indexOf(choose(items, seed));
  return [...items.slice(start), ...items.slice(0, start)];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
