/**
 * A lesson plan object as Word structure, part by part in the order of the page (`planHeadings`):
 * headings, labelled paragraphs, lists and tables built from the fields themselves, so nothing
 * depends on parsing the Markdown the page shows. Quiz options are lettered and placed as on the page
 * (`letteredOptions`); the answers follow the questions as a list of their own, so the questions can be
 * handed out.
 */
import { BorderStyle, HeadingLevel, Paragraph, type ParagraphChild, type Table, TextRun } from "docx";
import type { PlanPart } from "@/lib/lessons/plan-parts";
import { letteredOptions, planHeadings, shownOn } from "@/lib/lessons/render-plan";
import type { LessonPlan, QuizQuestion, Step } from "@/shared/plan-schema";
import { type ListCounter, numberedList } from "./markdown-to-word";
import { bold, gap, heading, italic, paragraph } from "./word-blocks";
import { labelledTable } from "./word-table";

type Block = Paragraph | Table;

/** "Label: text", the label in bold. */
const labelled = (label: string, text: string): ParagraphChild[] => [bold(`${label}: `), new TextRun(text)];

const bullet = (children: ParagraphChild[], level = 0) => new Paragraph({ children, bullet: { level } });

/** The questions, numbered, each with its lettered options; then "Answers", numbered alike. */
function quiz(questions: QuizQuestion[], lists: ListCounter): Block[] {
  const lettered = questions.map((question, index) => ({ question, ...letteredOptions(question, index) }));
  const questionItem = numberedList(lists);
  const answerItem = numberedList(lists);
  return [
    ...lettered.flatMap(({ question, options }) => [
      questionItem([new TextRun(question.question)]),
      ...options.map(
        (option) =>
          new Paragraph({ indent: { left: 1080 }, children: [new TextRun(`(${option.letter}) ${option.text}`)] }),
      ),
    ]),
    heading("Answers", HeadingLevel.HEADING_3),
    ...lettered.map(({ question, answer }) =>
      answerItem([new TextRun(`${answer ? `(${answer.letter}) ` : ""}${question.answer}`)]),
    ),
  ];
}

/** One step as a table: its number, title and minutes, then what the teacher, students and slide do, and its check. */
const stepTable = (step: Step, index: number) => [
  labelledTable(
    [
      ["Teacher", step.teacher],
      ["Students", step.students],
      [shownOn(step).label, shownOn(step).text],
      ["Check for understanding", step.check.question],
      ["Expected answer", step.check.expectedAnswer],
    ],
    [`${index + 1}. ${step.title} (${step.minutes} min)`],
  ),
  gap(),
];

/** Each part's body, under the heading `planHeadings` gives it. */
const PARTS: Record<PlanPart, (plan: LessonPlan, lists: ListCounter) => Block[]> = {
  lens: ({ lens }) => [
    paragraph(
      new TextRun(`${lens.educator} would come to this lesson with this idea, paraphrased from `),
      italic(lens.work),
      new TextRun(` (${lens.year}):`),
    ),
    new Paragraph({
      children: [italic(lens.idea)],
      indent: { left: 720, right: 720 },
      border: { left: { style: BorderStyle.SINGLE, size: 12, color: "BBBBBB", space: 8 } },
      spacing: { after: 120 },
    }),
    paragraph(new TextRun(lens.why)),
    paragraph(bold("Methods this lesson uses:")),
    ...lens.methods.map((method) => bullet([italic(method.name), new TextRun(`: ${method.description}`)])),
  ],
  objectives: (plan) => [
    paragraph(...labelled("Learning outcome", plan.learningOutcome)),
    ...plan.objectives.flatMap((objective) => [
      bullet([bold(objective.verb), new TextRun(` ${objective.text}`)]),
      bullet(labelled("Success criterion", objective.successCriterion), 1),
    ]),
  ],
  keywords: (plan) => [
    paragraph(...labelled("Prior knowledge", plan.priorKnowledge)),
    labelledTable(
      plan.keywords.map((keyword) => [keyword.term, keyword.definition]),
      ["Term", "Definition"],
    ),
    gap(),
  ],
  misconceptions: (plan) =>
    plan.misconceptions.flatMap((misconception) => [
      bullet([italic(misconception.belief)]),
      bullet(labelled("Correct idea", misconception.correction), 1),
      bullet(labelled("How the lesson addresses it", misconception.howAddressed), 1),
      bullet(labelled("Step", misconception.step), 1),
    ]),
  materials: (plan) => [
    ...plan.materials.map((material) => bullet([new TextRun(material)])),
    ...(plan.safetyNotes.length === 0
      ? []
      : [paragraph(bold("Safety notes:")), ...plan.safetyNotes.map((note) => bullet([new TextRun(note)]))]),
  ],
  starterQuiz: (plan, lists) => quiz(plan.starterQuiz, lists),
  steps: (plan) =>
    plan.days.length === 0
      ? plan.steps.flatMap(stepTable)
      : plan.days.flatMap((day) => [
          heading(`${day.label} (${day.minutes} min)`, HeadingLevel.HEADING_3),
          paragraph(...labelled("Goal", day.goal)),
          ...day.steps.flatMap(stepTable),
        ]),
  differentiation: ({ differentiation: d }) => [
    paragraph(...labelled("Support", d.support)),
    paragraph(...labelled("Stretch", d.stretch)),
    paragraph(...labelled("Special educational needs", d.specialEducationalNeeds)),
    paragraph(...labelled("Multilingual learners", d.multilingualLearners)),
  ],
  assessment: (plan) => plan.assessment.map((entry) => bullet(labelled(entry.objective, entry.evidence))),
  exitQuiz: (plan, lists) => quiz(plan.exitQuiz, lists),
  philosophy: ({ philosophy: p }) => [
    bullet(labelled("Objectives", p.objectives)),
    bullet(labelled("Materials", p.materials)),
    bullet(labelled("Lesson flow", p.lessonFlow)),
    bullet(labelled("Differentiation", p.differentiation)),
    bullet(labelled("Assessment", p.assessment)),
    paragraph(bold("A question to reflect on: "), italic(p.reflectionQuestion)),
  ],
};

/** The teacher's instructions, each with whether and where the plan applies it; nothing when none were given. */
const instructions = ({ instructions }: LessonPlan): Block[] =>
  instructions.length === 0
    ? []
    : [
        heading("Your Instructions", HeadingLevel.HEADING_2),
        ...instructions.map((entry) =>
          bullet([
            new TextRun(`“${entry.instruction}”: `),
            bold(entry.applied ? "Applied" : "Not applied"),
            new TextRun(`. ${entry.where}`),
          ]),
        ),
      ];

/** The whole plan: its title and lens line, each part under its heading, then the teacher's instructions. */
export function planToWord(plan: LessonPlan, lists: ListCounter): Block[] {
  return [
    heading(plan.title, HeadingLevel.HEADING_1),
    // The built-in model's line on a topic it has no notes on: the plan's slots are the teacher's to fill.
    ...(plan.note?.trim() ? [paragraph(italic(plan.note))] : []),
    paragraph(italic(`Inspired by ${plan.lens.educator} · ${plan.duration}`)),
    ...planHeadings(plan.lens.educator).flatMap(({ part, heading: text }) => [
      heading(text, HeadingLevel.HEADING_2),
      ...PARTS[part](plan, lists),
    ]),
    ...instructions(plan),
  ];
}
