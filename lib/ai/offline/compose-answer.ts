import { BAND_LABELS } from "@/db/data/bands";
import { CONCERN_WORDS } from "@/db/data/concern-words";
import type { EducatorSeed } from "@/db/data/educator-types";
import type { Handout } from "@/db/data/follow-ups";
import { type Concern, type ConcernNote, GRADE_BANDS, type GradeBand } from "@/db/data/note-types";
import type { Situation } from "@/db/data/situations";
import { TOPIC_SUBJECT_CONCERNS } from "@/db/data/topic-concerns";
import {
  askedTopic,
  asksForMore,
  CONCERN_CHOICES,
  displayTitle,
  findWork,
  handoutFor,
  pushesBack,
  type Retrieval,
  retrieve,
  shortTitle,
  sourceInVoice,
  topicNotesFor,
  unmetRequest,
} from "@/lib/ai/knowledge";
import {
  choose,
  contentWords,
  escapeRegExp,
  pickBest,
  relevance,
  sentencesOf,
  stableHash,
  wordCount,
} from "@/lib/text";
import {
  askForAge,
  choicesLine,
  citation,
  HANDOUT_LEAD,
  ideaInWork,
  noTopicNotesLine,
  nothingMore,
  opening,
  PRINCIPLE_LEADS,
  questionBack,
  subjectOf,
  unmetRequestLine,
  unnamedOpening,
  unworkedLine,
  warning,
} from "./answer-phrasing";
import { asksWhoIsAnswering, topicBeyondLifetime } from "./audience";
import { describedPronoun, withChildPronoun } from "./pronouns";

export type Conversation = { earlierQuestions?: string[]; earlierAnswers?: string[]; seat?: number };

/**
 * An answer of the built-in model: its text, and the concerns it offers as choices when the router was
 * not sure what the question is about (as a teacher reads them: "group discussion", "inclusion"); empty
 * when it answered.
 */
export type ComposedAnswer = { text: string; choices: string[] };

const MIN_MOVES = 3;
const MAX_MOVES = 4;
const MIN_WORDS = 150;
const MAX_WORDS = 350;
const ECHO_SHARE = 0.5;
/** Concerns whose questions are about teaching a subject's topics: a topic named in one is looked up in the library. */
const SUBJECT_CONCERNS: Concern[] = ["mathematics", "science", "literacy", "arts"];
/** Fewer content words than this is a greeting or a question about the educator, not about teaching. */
const QUESTION_WORDS = 3;

/** Words nearly every question holds: a key idea's keyword among them says nothing of what was asked. */
const COMMON_WORDS = new Set([
  "learning",
  "learn",
  "children",
  "child",
  "students",
  "student",
  "class",
  "classroom",
  "classrooms",
  "teach",
  "teaching",
  "teacher",
  "teachers",
  "lesson",
  "lessons",
  "school",
  "pupils",
  "kids",
]);

/** A question that asks for one thing to do ("one thing I can do tomorrow", "a single tip"). */
const ONE_THING =
  /\b(?:what(?:'s| is)|give me|suggest|tell me|name|share|is there)\b[^?.!]{0,30}\b(?:one|a single|just one)\s+(?:\w+\s+)?(?:thing|idea|tip|change|move|strategy|suggestion)\b/i;

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

/** A question of whether to do something: "Should I…?", "Is it OK to…?", "Can I let them…?"; not "Could you explain…?". */
const ASKS_WHETHER =
  /(?:^|[.!?:]\s+|,\s*(?:so|but)\s+)(?:should|shall|must|ought|(?:can|could|may)\s+(?:i|we|they|my|our|students|pupils|children|kids)|is it (?:ok|okay|wise|right|fine|wrong|a good idea|a bad idea)|do you think|am i (?:right|wrong))\b[^.?!]*\?/i;

/** The answer's text (see composeReply). */
export function composeAnswer(educator: EducatorSeed, question: string, conversation: Conversation = {}): string {
  return composeReply(educator, question, conversation).text;
}

/**
 * An answer in the educator's voice to the question that was asked: the educator's note on the
 * teacher's concern (position and its work, classroom moves for the teacher's grade band, a pitfall,
 * a question back), retrieved from the knowledge base. A follow-up builds on the conversation and
 * says no sentence the conversation already holds. When the router is not sure what the question is
 * about, the answer says what it took it to be and offers the nearest concerns as choices, with the
 * educator's general principle, never a confident answer on another topic. Something asked for that the
 * built-in model cannot make (a worked example of a topic's content, a text, a whole lesson) is said
 * plainly, before what it can give. Deterministic: same inputs, same answer.
 */
export function composeReply(
  educator: EducatorSeed,
  question: string,
  conversation: Conversation = {},
): ComposedAnswer {
  const earlierQuestions = conversation.earlierQuestions ?? [];
  const found = retrieve(educator.slug, question, earlierQuestions);
  // A real question the router is unsure of (not a greeting, and not at a roundtable, whose answers are
  // read side by side under one question), or a short follow-up to one: the choices, with the educator's
  // principle. A thing the notes can hand over is given all the same; at a roundtable, by the first seat
  // only, as the others would give the same.
  const greeting = earlierQuestions.length === 0 && contentWords(question).length < QUESTION_WORDS;
  const handout = (conversation.seat ?? 0) === 0 ? handoutFor(question, found.concern) : undefined;
  if (!found.sure && !handout && !greeting && conversation.seat === undefined)
    return composeChoices(educator, question, found, conversation);
  // University students have the oldest band's moves, named as what they are.
  const { concern, band, note, university } = found;
  const seed = stableHash(`${educator.slug}:${question}`);
  const said = new Set((conversation.earlierAnswers ?? []).flatMap(sentencesOf));
  const followUp = earlierQuestions.length > 0;
  // A thing the notes can hand over ("a sentence starter sheet", "question stems at different levels") is
  // given; any other thing asked for that the built-in model cannot make is said so.
  const request = handout ? undefined : unmetRequest(question);
  const requested = request && unmetRequestText(request, concern);
  // A follow-up asking for more of what was given (an example, how exactly) gets one of the concern's
  // moves worked through; no follow-up is given a neighbouring concern's moves or question.
  const moreOfIt = followUp && asksForMore(question);
  // A follow-up that pushes back (tried it, it does not land, no time) gets a move the answer did not give.
  const pushback = followUp && pushesBack(question);
  // A child the teacher describes is spoken of as they did (she, he; they when they named no gender), and
  // any child spoken of in general is they.
  const describedChild = describedPronoun(question, earlierQuestions);
  const pronoun = describedChild ?? "they";
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
  // said before under another lead-in ("What often goes wrong: …", "Watch for this: …") is said all the same.
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
  const openings = [0, 1, 2, 3].map((shift) =>
    opening(
      { concern, band, university, situation: followUp ? undefined : found.situation?.label },
      openingSeed + shift,
      followUp,
      note?.addressed ?? true,
    ),
  );
  const head: string[] = [];
  if (asksWhoIsAnswering(question)) {
    head.push(
      `I am Lyceum's AI portrayal of ${educator.name}, not ${educator.name}: I answer from ${educator.name}'s documented ideas and works.`,
    );
  }
  // Something asked for that the knowledge base cannot make is said plainly first, in place of the
  // opening, and what it can give follows.
  const openingLine = use(
    requested ??
      (handout && HANDOUT_LEAD) ??
      (found.named
        ? (openings.find(fresh) ?? (openings[0] as string))
        : unnamedOpening(concern, contentWords(question).length < QUESTION_WORDS)),
  );
  head.push(openingLine);
  // The library topic the question (or the conversation) is about, for a demonstration of its own; a
  // subject's topic the library has no notes on is said so, before the subject's principle and moves.
  const topicNotes = found.situation
    ? undefined
    : [question, ...earlierQuestions].map((text) => topicNotesFor(text, band)).find((notes) => notes !== undefined);
  // A belief the question describes is met on its content (below): the topic is not one it knows nothing of.
  const unknownTopic =
    topicNotes || requested || found.misconception || !SUBJECT_CONCERNS.includes(concern)
      ? undefined
      : askedTopic(question);
  if (unknownTopic) head.push(use(noTopicNotesLine(unknownTopic, concern)));
  // "Should I ban phones?": the practice's answer first, then the reasons; at a roundtable, from the first seat only.
  const whether = followUp || (conversation.seat ?? 0) > 0 ? undefined : found.situation?.whether;
  if (whether && ASKS_WHETHER.test(question)) head.push(use(whether));
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
  // The move worked through, step by step, for a follow-up that asks how exactly or for an example, or
  // one whose band's moves have run short ("And if that doesn't work?"): it stays on the concern. Where the
  // notes hold none for a follow-up that asked, that is said, and more moves of the same kind follow.
  const runShort = followUp && band !== undefined && (note?.moves[band].filter(fresh).length ?? 0) < MIN_MOVES;
  const unfold = (moreOfIt || runShort || pushback) && !requested && !handout;
  const worked = unfold
    ? workedMove(note, band, [question, ...earlierQuestions], conversation, pushback, found.situation?.worked)
    : undefined;
  if (worked) body.push(use(worked));
  else if (moreOfIt && unfold && !unknownTopic && note) body.push(use(unworkedLine(concern)));
  if (freshPosition && !handout) body.push(use(freshPosition));
  // A key idea with its work, in the first wording the conversation has not used, and not one that
  // only restates what was said (most of its words already spoken).
  // The opening only names what was asked ("a child labelled a visual… learner"): an idea in those words is no echo.
  const echoes = (text: string) => {
    const named = new Set(sentencesOf(openingLine));
    const spoken = new Set([...said].filter((sentence) => !named.has(sentence)).flatMap(contentWords));
    const words = contentWords(text).filter((word) => word.length >= 4);
    return words.filter((word) => spoken.has(word)).length >= ECHO_SHARE * words.length;
  };
  // Only an idea that speaks to what the teacher asked, or to the educator's note on the concern, is
  // offered: an unrelated one read as filler ("It bears on group work…"), and could belong to another
  // age (cosmic education, for six to twelve, in an answer about five-year-olds). Those the teacher's
  // own words call for come first, so that answers to different questions differ.
  const asked = contentWords([question, ...earlierQuestions].join(" "));
  const concerned = contentWords(
    [
      subjectOf(concern),
      note?.position,
      note?.pitfall,
      ...(note ? GRADE_BANDS.flatMap((each) => note.moves[each]) : []),
    ].join(" "),
  );
  const speaksTo = ({ keywords }: { keywords: string[] }) =>
    2 * relevance(keywords, asked) + relevance(keywords, concerned);
  // The best-speaking idea of those given, in its work, the first the conversation has not said.
  const nextIdea = (ideas = found.ideas) =>
    pickBest(
      ideas.filter((idea) => speaksTo(idea) > 0 && !echoes(idea.idea)),
      speaksTo,
      ideas.length,
    )
      .map((idea) => {
        const source = cite(idea.source.title);
        // The same book under another entry ("Personality" and its lecture "My School") is the same work.
        const title = `*${displayTitle(findWork(educator, idea.source.title) ?? idea.source)}*`;
        return ideaInWork(
          idea.idea,
          source,
          body.some((part) => part.includes(source) || part.includes(title)),
        );
      })
      .find(fresh);
  // A follow-up, or an educator whose notes are not written yet, brings a key idea and its work; so does
  // a question in an idea's own words ("which learning style…"), beside the note on the concern: two of
  // the question's words among its keywords, one of them not a word every question holds. (At a
  // roundtable the synthesis brings each educator's key idea to the table.)
  const callsFor = ({ keywords }: { keywords: string[] }) => {
    const matched = asked.filter((word) => relevance(keywords, [word]) >= 2);
    return new Set(matched).size >= 2 && matched.some((word) => !COMMON_WORDS.has(word));
  };
  const called = conversation.seat === undefined ? found.ideas.filter(callsFor) : [];
  const idea = handout
    ? undefined
    : body.length === 0 || !note
      ? nextIdea()
      : called.length > 0
        ? nextIdea(called)
        : undefined;
  if (idea) body.push(use(idea));

  // Adults learning, and university students, are no children's age band: the moves the educator gives
  // the oldest pupils come nearest, and the answer asks for no age.
  const adults = found.situation?.adults === true || university === true;
  // A move or method that restates the move just worked through ("Graduated prompts" after its graduated
  // hints) is not given after it.
  const restatesWorked = (move: string) => worked !== undefined && overlaps(move, worked);
  const chosen = classroomMoves(
    adults ? { ...found, band: band ?? "secondary" } : found,
    (text) => fresh(text) && !restatesWorked(text),
    question,
  );
  // A belief the teacher describes ("they think a bigger denominator means a bigger fraction") is met
  // head on first: what the subject knows of it, not the educator's works. Then the practice known for
  // the situation the teacher describes (the superhero game that gets rough, the class garden), with
  // room for one of the educator's own moves after it.
  const belief = found.misconception;
  const meetBelief =
    belief && `- Meet the belief head on: ${belief.address} The idea to reach together: ${belief.truth}.`;
  // The topic's demonstration, or in a follow-up that has had it, its activity; none beside a belief met
  // head on, or after the line that already gave what the library holds on the topic.
  const topicMoves =
    topicNotes && !meetBelief && !requested
      ? [
          topicNotes.demonstration &&
            `- From Lyceum's topic notes (${topicNotes.title}): ${topicNotes.belief ? `students often believe "${topicNotes.belief}" ` : ""}${topicNotes.demonstration}`,
          topicNotes.activity && `- From Lyceum's topic notes (${topicNotes.title}): ${topicNotes.activity}`,
        ]
      : [];
  const topicMove = topicMoves.find((move) => move !== undefined && fresh(move));
  // At a roundtable each seat offers one piece of the practice, a different one, so that the educators
  // side by side do not all say the same.
  const known = (found.situation?.moves ?? []).map((move) => `- ${move}`).filter(fresh);
  const { seat } = conversation;
  const practice = seat === undefined ? known : known.slice(seat, seat + 1);
  // The practice speaks to every age; the educator's moves for each age, one per band, would read as a
  // list that changed subject halfway. Practice for colleagues, not the class, is followed by no classroom moves.
  const audience = practice.length > 0 ? found.situation?.audience : undefined;
  const practiceForAll = (audience !== undefined || (!band && !adults)) && practice.length > 0;
  // "What's one thing I can do tomorrow?" is answered with one thing: the best move, not a list.
  const justOne = ONE_THING.test(question) && seat === undefined;
  // An educator's move that the practice already gives in other words ("pair a newcomer with a peer who
  // shares their language" after "a buddy who shares the home language") is not given twice.
  const restates = (move: string) => practice.some((known) => overlaps(move, known));
  // The topic's demonstration comes second: the first move stays the one a teacher asking for one thing gets.
  const ordered = [
    ...(meetBelief && fresh(meetBelief) ? [meetBelief] : []),
    ...practice,
    ...(practiceForAll ? [] : chosen.moves.filter((move) => !restates(move))),
  ];
  if (topicMove) ordered.splice(1, 0, topicMove);
  const moves = handout
    ? handout.items.map((item) => `- ${item}`)
    : ordered.slice(0, justOne ? 1 : practice.length > 0 ? MAX_MOVES + 1 : MAX_MOVES).map(use);
  const movesTitle = handout
    ? `**${handout.title}**`
    : audience
      ? `**${audience}**`
      : university
        ? "**In your classroom** (university students)"
        : adults
          ? "**In your classroom** (adult learners)"
          : band
            ? `**In your classroom** (${BAND_LABELS.answer[band]})`
            : "**In your classroom**";

  const tail: string[] = [];
  if (handout) tail.push(...handoutTail(handout, band && note?.moves[band].find(fresh)).map(use));
  const pitfall = note && fresh(note.pitfall) ? note.pitfall : undefined;
  if (pitfall && !handout) tail.push(use(warning(pitfall, seed >>> 4)));
  if (!band && !adults && !practiceForAll && !handout)
    tail.push(use(askForAge(concern, conversation.seat === undefined ? seed >>> 10 : openingSeed)));
  // A follow-up whose note's question is already asked takes one of the educator's general ones.
  const questions = [note?.question, ...rotate(educator.knowledge.questionsBack, seed >>> 6)];
  // A question about "this child" presumes one the teacher never described (a calm corner for the
  // class is not a disruptive child): asked of a class, it is about each child in it.
  const back = questions
    .map((text) =>
      text && !describedChild ? text.replace(THIS_CHILD, (word) => (word === "This" ? "Each" : "each")) : text,
    )
    .find((text) => text !== undefined && fresh(text));
  if (back) tail.push(use(questionBack(back, seed >>> 8)));

  // Short answers (a follow-up, or a thin note) take one more idea from the key ideas.
  const draft = () => [...head, ...body, `${movesTitle}\n\n${moves.join("\n")}`, ...tail].join("\n\n");
  const more = wordCount(draft()) < MIN_WORDS && !handout ? nextIdea() : undefined;
  if (more) body.push(use(more));
  // Still short (a thin note, and no idea that speaks to the question): one of the educator's own
  // methods that does, as one more move.
  if (wordCount(draft()) < MIN_WORDS && moves.length < MAX_MOVES && !justOne && !handout) {
    const method = pickBest(
      found.methods.filter((each) => speaksTo(each) > 0),
      speaksTo,
      found.methods.length,
    )
      .map((each) => `- **${each.name}.** ${each.description}`)
      .find(fresh);
    if (method) moves.push(use(method));
  }
  // A follow-up the notes have nothing new for says so, rather than a heading over an empty list.
  // Its opening, which promises more, gives way to saying so.
  if (moves.length === 0) {
    const nothing = use(nothingMore(concern, found.relatedConcerns));
    const opened = head.filter((part) => part !== openingLine || requested !== undefined);
    return { text: [...opened, ...body, nothing, ...tail].join("\n\n"), choices: [] };
  }
  if (wordCount(draft()) > MAX_WORDS && tail.length > 1) tail.shift();
  return { text: draft(), choices: [] };
}

/**
 * What the teacher asked for that the built-in model cannot make, said plainly, with what Lyceum's
 * topic library holds on the topic when it has notes on it; undefined for what it can give (an example
 * of the concern itself: its classroom moves are examples).
 */
function unmetRequestText(
  request: { kind: "example" | "text" | "material"; thing?: string; topic?: string },
  concern: Concern,
) {
  const { kind, thing, topic } = request;
  // "A concrete example of group work" is what the notes are made of; "an example of density" is not.
  if (kind === "example" && (!topic || namesConcern(topic, concern))) return undefined;
  // A topic found by one of its keywords alone is the topic only in a conversation on its subject: "an
  // example for group" in a conversation on newcomers to English is not the periodic table's groups.
  const found = topic === undefined ? undefined : topicNotesFor(topic);
  const notes = found?.definition && !onSubject(found, concern) && !namesTopic(topic ?? "", found) ? undefined : found;
  // In a conversation on no subject, an example of something the library does not know is an example of the concern.
  if (kind === "example" && !notes && !SUBJECT_CONCERNS.includes(concern)) return undefined;
  return unmetRequestLine({ kind, thing, topic }, notes);
}

/** Whether a library topic is filed under a subject whose concern the conversation is on. */
const onSubject = (notes: { subjects: string[] }, concern: Concern) =>
  notes.subjects.some((subject) => TOPIC_SUBJECT_CONCERNS[subject] === concern);

/** Whether the words name the topic's title (not one of its keywords only). */
const namesTopic = (words: string, notes: { title: string }) =>
  contentWords(words).join(" ") === contentWords(notes.title).join(" ");

/** How to use the handout, and one of the educator's own moves to go with it. */
const handoutTail = (handout: Handout, own: string | undefined) => [
  handout.use,
  ...(own ? [`To go with it, from my own practice: ${own}`] : []),
];

/**
 * One of the note's moves worked through (its `worked`), as numbered steps: of those the answer gave, those
 * for the teacher's band and those the follow-up's words name ("the counters"), the one that speaks most
 * to the follow-up, then to the conversation, a move the answer gave first. A follow-up that pushes back
 * (`another`) gets a move the answer did not give, at any age, the band's first, the one that speaks least
 * to what the teacher tried.
 */
function workedMove(
  note: ConcernNote | undefined,
  band: GradeBand | undefined,
  asked: string[],
  conversation: Conversation,
  another = false,
  situation: Situation["worked"] = [],
) {
  const given = (conversation.earlierAnswers ?? []).join(" ");
  const words = contentWords(asked.join(" "));
  const followUp = contentWords(asked[0] ?? "");
  // A move the conversation has already had worked through is not worked through again; the situation's
  // own moves come before the note's.
  const unworked = ({ move }: { move: string }) => !given.includes(another ? move : `**${move}**`);
  const own = situation.filter(unworked);
  const candidates = (own.length > 0 ? own : (note?.worked ?? [])).filter(
    ({ move }) =>
      unworked({ move }) &&
      (another ||
        own.length > 0 ||
        given.includes(move) ||
        (band !== undefined && note?.moves[band].includes(move)) ||
        relevance(contentWords(move), followUp) > 0),
  );
  const forBand = (move: string) => (band !== undefined && note?.moves[band].includes(move) ? 2 : 0);
  const score = ({ move }: { move: string }) =>
    another
      ? forBand(move) + relevance(contentWords(move), words) - 3 * relevance(contentWords(move), followUp)
      : 2 * relevance(contentWords(move), followUp) +
        relevance(contentWords(move), words) +
        (given.includes(move) ? 1 : 0);
  const best = pickBest(candidates, score, candidates.length)[0];
  if (!best) return undefined;
  const steps = best.steps.map((step, position) => `${position + 1}. ${step}`).join("\n");
  const lead = another
    ? "Then try a move I have not given you yet, worked through step by step:"
    : "Here is one of those moves worked through, step by step:";
  return `${lead} **${best.move}**\n\n${steps}`;
}

/** Whether a topic's words are the concern's own ("reading" is literacy itself, not a topic of it). */
const namesConcern = (topic: string, concern: Concern) =>
  contentWords(topic).some((word) => CONCERN_WORDS[concern].split(" ").includes(word.toLowerCase()));

/**
 * The answer when the router is unsure: one line saying what it took the question to be about, with the
 * nearest concerns as choices, then the educator's general principle (the key idea that speaks most to
 * the question's words, in its work) and a question back; no classroom moves on a concern it may have
 * wrong.
 */
function composeChoices(
  educator: EducatorSeed,
  question: string,
  found: Retrieval,
  conversation: Conversation,
): ComposedAnswer {
  const offered = [found.concern, ...found.nearest];
  const choices = offered.map((each) => CONCERN_CHOICES[each]);
  const seed = stableHash(`${educator.slug}:${question}`);
  // Nothing the conversation has said is said again: a follow-up to an answer that offered choices offers
  // them in other words, with another of the educator's ideas.
  const said = new Set((conversation.earlierAnswers ?? []).flatMap(sentencesOf));
  const fresh = (text: string) =>
    sentencesOf(text).every((sentence) => ![...said].some((one) => one.includes(sentence)));
  // The educator's first key idea, their general principle, unless the question's own words call for
  // another (two of them among its keywords): an idea picked on one shared word may belong to another age.
  const asked = contentWords(question);
  const callsFor = ({ keywords }: { keywords: string[] }) =>
    new Set(asked.filter((word) => !COMMON_WORDS.has(word) && relevance(keywords, [word]) >= 2)).size >= 2;
  const { keyIdeas } = educator.knowledge;
  const principle = [...keyIdeas.filter(callsFor), ...keyIdeas]
    .map((idea) => {
      const work = findWork(educator, idea.source.title);
      const source = work ? sourceInVoice(educator, work) : `*${idea.source.title}*`;
      return ideaInWork(idea.idea, source, false);
    })
    .find(fresh);
  const parts: string[] = [];
  if (asksWhoIsAnswering(question)) {
    parts.push(
      `I am Lyceum's AI portrayal of ${educator.name}, not ${educator.name}: I answer from ${educator.name}'s documented ideas and works.`,
    );
  }
  const lines = [0, 1, 2].map((shift) => choicesLine(offered, choices, seed, shift));
  parts.push(lines.find(fresh) ?? (lines[0] as string));
  const lead = PRINCIPLE_LEADS.find(fresh) ?? (PRINCIPLE_LEADS[0] as string);
  if (principle) parts.push(`${lead} ${principle}`);
  const back = rotate(educator.knowledge.questionsBack, seed >>> 6)
    .map((each) => questionBack(each, seed >>> 8))
    .find(fresh);
  if (back) parts.push(back);
  return { text: parts.join("\n\n"), choices };
}

/**
 * The note's position with its work: where the position already names one of the educator's own
 * works ("In Teacher I described…"), the title is set and dated in place rather than cited again in
 * a sentence of its own; an unaddressed concern's position already says it is reasoning.
 */
function positionWithSource(educator: EducatorSeed, concern: Concern, note: ConcernNote, seed: number) {
  const work = findWork(educator, note.work);
  if (!work) return `${note.position} ${citation(concern, `*${note.work}*`, note.addressed, seed)}`;
  // A position may name the work by its short title ("in Teaching to Transgress", without its subtitle).
  // A work the educator's followers recorded reads "the *Analects*, as…", which cannot follow "In".
  const full = displayTitle(work);
  const titles = work.published === "recorded" ? [] : [full, shortTitle(full), full.split(":")[0] as string];
  const named = titles
    .map((title) => ({ title, found: note.position.match(namedAt(title)) }))
    .find(({ found }) => found);
  if (named?.found) {
    const at = (named.found.index ?? 0) + named.found[0].length - named.title.length;
    // "In *Title*, compiled by …, (1993), I describe": a source with an aside of its own closes it with a comma.
    const source = sourceInVoice(educator, work);
    const rest = note.position.slice(at + named.title.length);
    const closed = source.includes(", ") && /^ \w/.test(rest) ? `${source},` : source;
    const position = `${note.position.slice(0, at)}${closed}${rest}`;
    return withTitlesSet(educator, position);
  }
  // A position that already says the work came out after the educator's death does not say it twice.
  const inVoice = sourceInVoice(educator, work);
  const source = /\bafter my death\b/.test(note.position)
    ? inVoice.replace(", published after my death (", " (published ")
    : inVoice;
  return `${withTitlesSet(educator, note.position)} ${citation(concern, source, note.addressed, seed)}`;
}

/** "In Title", "In my Title", "from Title", "published as Title" or a title that opens the text, not already set in italics. */
const namedAt = (title: string) =>
  new RegExp(`(?:^|\\b(?:[Ii]n(?: my)?|[Ff]rom|published as) )${escapeRegExp(title)}(?![\\w:*])`);

/** Other works of the educator that a position names in plain text ("In Children and the Internet I reported…"), set in italics. */
function withTitlesSet(educator: EducatorSeed, position: string) {
  return educator.knowledge.works.reduce((text, work) => {
    const title = displayTitle(work);
    const found = text.match(namedAt(title));
    if (!found) return text;
    const at = (found.index ?? 0) + found[0].length - title.length;
    return `${text.slice(0, at)}*${title}*${text.slice(at + title.length)}`;
  }, position);
}

/** The "this" of a question back about one particular child: "this child", "this struggling child", "this student's life". */
const THIS_CHILD = /\bthis\b(?= (?:[\w-]+ )?(?:child|student|pupil|learner|newcomer)\b)/gi;

/**
 * The moves for the teacher's band (one per band when no age was named), new to the conversation, those
 * that speak to the question's own words first. When few are left (a follow-up), the educator's methods
 * follow: the conversation stays on its concern.
 */
function classroomMoves(found: Retrieval, fresh: (text: string) => boolean, question: string) {
  const { band, note } = found;
  if (!band && note) {
    const moves = GRADE_BANDS.flatMap((each) => {
      const move = note.moves[each].find(fresh);
      return move ? [`- *${capitalize(BAND_LABELS.answer[each])}:* ${move}`] : [];
    });
    return { moves };
  }
  const asked = contentWords(question);
  const speaks = (move: string) => relevance(contentWords(move), asked);
  const own = pickBest(band ? (note?.moves[band] ?? []).filter(fresh) : [], speaks, MAX_MOVES * 2);
  // Beyond the fewest an answer gives, a move must speak to the question: a note's move on subtraction
  // is filler in an answer on fractions.
  const kept = own.filter((move, position) => position < MIN_MOVES || speaks(move) > 0);
  if (own.length >= MIN_MOVES) return { moves: kept.slice(0, MAX_MOVES).map((move) => `- ${move}`) };
  const methods = found.methods.map((method) => `**${method.name}.** ${method.description}`).filter(fresh);
  const moves = [...own, ...methods].slice(0, MIN_MOVES).map((move) => `- ${move}`);
  return { moves };
}

/** Whether one text restates another: half or more of its longer words (three at least) are the other's. */
function overlaps(text: string, other: string) {
  const words = new Set(contentWords(text).filter((word) => word.length >= 4));
  const shared = contentWords(other).filter((word) => words.has(word));
  return words.size > 0 && new Set(shared).size >= Math.max(3, words.size / 2);
}

/** The list starting at a question-chosen place, so that questions back vary between questions. */
function rotate<T>(items: T[], seed: number): T[] {
  const start = items.indexOf(choose(items, seed));
  return [...items.slice(start), ...items.slice(0, start)];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
