/**
 * What a Word export holds, and the names and shapes the spec gives exports. Kept apart from the docx
 * builder (`word-document.ts`) so pages can prepare an export without loading docx until a download.
 */
import { GUIDANCE_NOTE } from "@/db/data/content-guidance";
import type { ContentGuidance } from "@/lib/lessons/content-guidance";
import type { GradeSystemId } from "@/lib/lessons/grade-systems";
import type { LessonPlan } from "@/lib/lessons/plan-schema";

/**
 * What a Word export holds: the file's properties (its title, subject and description, which Word shows
 * in File > Info; the creator is Lyceum), the header table's rows, then blocks of text or Markdown, or a
 * lesson plan object (rendered part by part as Word structure, after the blocks).
 */
export type WordExport = {
  title: string;
  properties: { title: string; subject: string; description: string };
  details: [label: string, value: string][];
  blocks: (
    | { kind: "heading"; text: string }
    | { kind: "text"; text: string }
    | { kind: "markdown"; markdown: string }
  )[];
  plan?: LessonPlan;
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** Text as a file's name may hold it: the characters files cannot hold removed. */
export const fileSafe = (text: string) =>
  text
    .replace(/[\\/:*?"<>|]+/g, "")
    .replace(/\p{Cc}+/gu, "")
    .trim();

/** "Mathematics", "Adding fractions" → "Mathematics_Adding_fractions.docx". */
export function wordFileName(...parts: string[]) {
  const name = fileSafe(parts.join(" ")).replace(/\s+/g, "_");
  return `${name || "Lyceum"}.docx`;
}

export type LessonExport = {
  subject: string;
  topic: string;
  /** The teacher's own label ("Year 3"), read in `gradeSystem` (US grades when not given). */
  gradeLevel: string;
  gradeSystem?: GradeSystemId | null;
  educatorName: string;
  createdAt: string | Date;
  /** The plan's Markdown: what is exported when there is no plan object. */
  content: string;
  /** The plan as an object; null (or absent) for an old plan stored only as Markdown, or one still streaming. */
  plan?: LessonPlan | null;
  /** What to prepare for before teaching it, exported above the plan as on the page; null (or absent) when nothing. */
  guidance?: ContentGuidance | null;
};

/** The content guidance as the page shows it above the plan: its title, then its note. */
const guidanceBlocks = (guidance?: ContentGuidance | null): WordExport["blocks"] =>
  guidance
    ? [
        { kind: "heading", text: GUIDANCE_NOTE.title },
        { kind: "text", text: guidance.note },
      ]
    : [];

/**
 * Spec section 9: a table header of subject, topic, grade level, 'Inspired by' and created date. Then
 * the plan object, under its content guidance if any, when there is one; else its Markdown.
 */
export function lessonExport(lesson: LessonExport): WordExport {
  const title = `${lesson.subject}: ${lesson.topic}`;
  const { plan } = lesson;
  return {
    title,
    properties: {
      title: plan?.title ?? title,
      subject: plan?.subject ?? lesson.subject,
      description: `A ${lesson.gradeLevel} ${lesson.subject} lesson plan on ${lesson.topic}, inspired by ${lesson.educatorName}.`,
    },
    details: [
      ["Subject", lesson.subject],
      ["Topic", lesson.topic],
      ["Grade Level", lesson.gradeLevel],
      ["Inspired by", lesson.educatorName],
      ["Created", dateFormat.format(new Date(lesson.createdAt))],
    ],
    ...(plan
      ? { blocks: guidanceBlocks(lesson.guidance), plan }
      : { blocks: [{ kind: "markdown", markdown: lesson.content }] }),
  };
}

export const lessonFileName = (lesson: LessonExport) => wordFileName(lesson.subject, lesson.topic);

export type ConversationExport = {
  educatorName: string;
  exchanges: { question: string; answer: string; createdAt?: string | Date }[];
};

type Exchange = ConversationExport["exchanges"][number];

const exchangeBlocks = (educatorName: string, exchanges: Exchange[]): WordExport["blocks"] =>
  exchanges.flatMap((exchange, index) => [
    { kind: "heading" as const, text: `Question ${index + 1}` },
    { kind: "text" as const, text: exchange.question },
    { kind: "heading" as const, text: `Answer from ${educatorName}` },
    { kind: "markdown" as const, markdown: exchange.answer },
  ]);

const askedOn = (exchange: Exchange | undefined) => dateFormat.format(new Date(exchange?.createdAt ?? Date.now()));

/** "1 question", "3 questions". */
const questionCount = (count: number) => `${count} question${count === 1 ? "" : "s"}`;

/**
 * Spec section 9: a conversation's header has the lesson's rows, with subject 'Conversation', grade
 * 'General' and topic 'Q&A Session'; then the first question and how many were asked.
 */
export function conversationExport({ educatorName, exchanges }: ConversationExport): WordExport {
  const [first] = exchanges;
  const title = `Conversation with ${educatorName}`;
  return {
    title,
    properties: {
      title,
      subject: "Conversation",
      description: `${questionCount(exchanges.length)} to ${educatorName}, answered in their voice.`,
    },
    details: [
      ["Subject", "Conversation"],
      ["Topic", "Q&A Session"],
      ["Grade Level", "General"],
      ["Inspired by", educatorName],
      ["Created", askedOn(first)],
      ["First question", first?.question ?? ""],
      ["Questions", String(exchanges.length)],
    ],
    blocks: exchangeBlocks(educatorName, exchanges),
  };
}

/** One answer on its own: its question, who answered and when. */
export function answerExport(educatorName: string, exchange: Exchange): WordExport {
  const title = `Answer from ${educatorName}`;
  return {
    title,
    properties: { title, subject: "Answer", description: `${educatorName}'s answer to: ${exchange.question}` },
    details: [
      ["Subject", "Answer"],
      ["Question", exchange.question],
      ["Inspired by", educatorName],
      ["Created", askedOn(exchange)],
    ],
    blocks: exchangeBlocks(educatorName, [exchange]),
  };
}

export const conversationFileName = (educatorName: string) => wordFileName("Conversation with", educatorName);

/** A roundtable to export: its educators in seat order and its rounds. */
export type RoundtableExport = {
  educators: { id: number; name: string }[];
  rounds: {
    question: string;
    answers: Record<number, { text: string } | undefined>;
    synthesis: { text: string; safeguarding: boolean } | null;
  }[];
};

/** A roundtable exports round by round: the question, one section per educator, then the synthesis. */
export function roundtableExport({ educators, rounds }: RoundtableExport): WordExport {
  const names = educators.map((educator) => educator.name).join(", ");
  const title = `Roundtable with ${names}`;
  return {
    title,
    properties: {
      title,
      subject: "Roundtable",
      description: `${questionCount(rounds.length)} to ${names}, answered side by side.`,
    },
    details: [
      ["Subject", "Roundtable"],
      ["First question", rounds[0]?.question ?? ""],
      ["Questions", String(rounds.length)],
      ["Inspired by", names],
      ["Created", dateFormat.format(new Date())],
    ],
    blocks: rounds.flatMap((round, index) => [
      { kind: "heading" as const, text: `Question ${index + 1}` },
      { kind: "text" as const, text: round.question },
      ...educators.flatMap((educator) => {
        const answer = round.answers[educator.id];
        return answer?.text
          ? [
              { kind: "heading" as const, text: `Answer from ${educator.name}` },
              { kind: "markdown" as const, markdown: answer.text },
            ]
          : [];
      }),
      ...(round.synthesis?.text
        ? [
            { kind: "heading" as const, text: round.synthesis.safeguarding ? "Safeguarding guidance" : "Synthesis" },
            { kind: "markdown" as const, markdown: round.synthesis.text },
          ]
        : []),
    ]),
  };
}

export const roundtableFileName = (educators: { name: string }[]) =>
  wordFileName("Roundtable with", educators.map((educator) => educator.name.split(" ").at(-1)).join(" "));

/** Words of the question that name one answer's file, so two answers' downloads never share a name. */
const QUESTION_WORDS = 6;

/** One answer: "Answer_from_John_Dewey_How_do_I_start_a_project.docx". */
export const answerFileName = (educatorName: string, question: string) =>
  wordFileName("Answer from", educatorName, ...(question.match(/[\p{L}\p{N}'’-]+/gu) ?? []).slice(0, QUESTION_WORDS));
