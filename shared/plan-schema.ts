/**
 * The lesson plan as a typed object: the one schema both models fill. Each field's description says
 * what goes in it, for the model (it is sent as the JSON schema of the answer) and for the next
 * engineer. The fields are in the order the plan is read and rendered, so a plan streamed field by
 * field can be shown as it is written. What the schema cannot say (minutes that add up, the step a
 * misconception names, age rules) is checked in code by `check-plan.ts`.
 *
 * Imports nothing else of Lyceum: the server, the page, the exports and the tests all read it.
 */
import { z } from "zod";

const text = (description: string) => z.string().describe(description);

export const QuizQuestionSchema = z
  .object({
    question: text("The question as students read it."),
    answer: text("The correct answer, as the teacher marks it. For multiple choice, the correct option's exact text."),
    distractors: z
      .array(z.string())
      .max(3)
      .describe(
        "For a multiple-choice question, 2 or 3 plausible wrong options (each different from the answer and from each other), drawn from real misconceptions; an empty list for a short-answer question.",
      ),
  })
  .describe("One quiz question with its answer.");

export const QuizSchema = z
  .array(QuizQuestionSchema)
  .min(3)
  .max(6)
  .describe("3 to 6 questions, at least one of them multiple choice.");

export const CheckSchema = z.object({
  question: text("A question the teacher asks to check understanding at the end of the step."),
  expectedAnswer: text("What a student who has understood says or shows."),
});

export const StepSchema = z.object({
  title: text("The step's name, short (e.g. 'Predict and test'). Unique within the plan."),
  minutes: z.number().int().min(1).max(240).describe("Whole minutes this step takes."),
  teacher: text("What the teacher does and says in this step, concretely."),
  students: text("What the students do in this step, concretely (what they make, say, write or solve)."),
  slideText: text("What the class sees on the slide for this step: at most 2 short sentences, addressed to students."),
  check: CheckSchema.describe("The check for understanding that closes the step."),
});

export const DaySchema = z.object({
  label: text("'Day N' or 'Session N', numbered from 1."),
  minutes: z.number().int().min(1).describe("The day's or session's length in minutes: its steps add up to it."),
  goal: text("What students achieve in this day or session; each builds on the one before."),
  steps: z.array(StepSchema).min(2).describe("The day's own steps, starter first; no step repeats another day's."),
});

export const ObjectiveSchema = z.object({
  verb: text("The observable verb the objective starts with (e.g. 'Explain', 'Compare', 'Design')."),
  text: text("The rest of the objective after the verb: what students will be able to do."),
  successCriterion: text("What students can see they have done, as an 'I can…' statement."),
  higherOrder: z
    .boolean()
    .describe("True when the objective asks students to analyse, evaluate or create (the top of Bloom's taxonomy)."),
});

export const KeywordSchema = z.object({
  term: text("The word or phrase students learn."),
  definition: text("Its meaning, in words students of this age understand."),
});

export const MisconceptionSchema = z.object({
  belief: text("What students commonly believe, wrongly, about this topic."),
  correction: text("The correct idea."),
  howAddressed: text("How this lesson addresses it, concretely."),
  step: text("The title of the step (exactly as in the flow) that addresses it."),
});

export const MethodSchema = z.object({
  name: text("The educator's method as the catalogue names it."),
  description: text("What the method asks of the teacher, in one or two sentences."),
});

export const LensSchema = z.object({
  educator: text("The educator's name."),
  idea: text("The one idea of the educator's that fits this lesson best, paraphrased (never an invented quotation)."),
  work: text("The work the idea comes from, titled as catalogued."),
  year: text("The work's year as catalogued (e.g. '1916', 'c. 385 BCE')."),
  why: text("Why this idea fits this topic and what it asks of this lesson."),
  methods: z
    .array(MethodSchema)
    .max(3)
    .describe(
      "The educator's methods this lesson uses; empty only when none of their methods fits this subject and age (then `why` says so).",
    ),
});

export const DifferentiationSchema = z.object({
  support: text("Support for students who find the work hard, concrete to this topic."),
  stretch: text("Stretch for students who are ready for more."),
  specialEducationalNeeds: text("Adjustments for students with special educational needs."),
  multilingualLearners: text("Adjustments for multilingual learners."),
});

export const AssessmentSchema = z.object({
  objective: text("The objective being assessed (its verb and text)."),
  evidence: text("How and where in the lesson it is assessed."),
});

export const PhilosophySchema = z.object({
  objectives: text("How the educator's ideas shaped the objectives."),
  materials: text("How they shaped the materials."),
  lessonFlow: text("How they shaped the lesson flow: which steps use which method."),
  differentiation: text("How they shaped the differentiation."),
  assessment: text("How they shaped the assessment."),
  reflectionQuestion: text("A question the educator might ask the teacher to reflect on after the lesson."),
});

export const InstructionSchema = z.object({
  instruction: text("One of the teacher's instructions, as they wrote it."),
  applied: z.boolean().describe("Whether the plan applies it."),
  where: text("Where the plan applies it (naming the part or step), or why it could not."),
});

export const LessonPlanSchema = z.object({
  title: text("A title naming the topic, subject and grade."),
  note: z
    .string()
    .default("")
    .describe(
      "Empty. (The built-in model says here, in one line, that it has no notes on this topic and that the plan's marked slots are for the teacher.)",
    ),
  subject: text("The subject, as the teacher asked."),
  gradeLevel: text("The grade level, as the teacher asked."),
  topic: text("The topic, as the teacher asked."),
  duration: text("The lesson's length as given in the request (e.g. '45 minutes', '3 days of 45 minutes')."),
  lens: LensSchema.describe("Through the educator's eyes: why they would teach this topic this way."),
  learningOutcome: text("What students understand or can do by the end, in one sentence."),
  objectives: z
    .array(ObjectiveSchema)
    .min(2)
    .max(4)
    .describe("2 to 4 observable, measurable objectives; at least one higher-order."),
  priorKnowledge: text("What students need to know already, in one or two sentences."),
  keywords: z
    .array(KeywordSchema)
    .min(3)
    .max(6)
    .describe("3 to 6 keywords of this topic with definitions (child-friendly up to Grade 5)."),
  misconceptions: z
    .array(MisconceptionSchema)
    .min(1)
    .max(3)
    .describe("1 to 3 common misconceptions about this topic, each addressed by a named step."),
  materials: z.array(z.string()).min(1).describe("What the teacher prepares, one item each."),
  safetyNotes: z
    .array(z.string())
    .describe(
      "Safety notes wherever the lesson needs them (PE warm-up and equipment; goggles, chemicals, heat; tools; food and allergies; trips); an empty list when it needs none.",
    ),
  starterQuiz: QuizSchema.describe(
    "The starter quiz: 3 to 6 questions on the prior knowledge this lesson builds on, with answers.",
  ),
  steps: z
    .array(StepSchema)
    .describe(
      "A single lesson's timed steps, starter first and exit quiz last, adding up exactly to its length; an empty list when the plan has days.",
    ),
  days: z
    .array(DaySchema)
    .describe(
      "A multi-day or multi-session plan's days or sessions, one per block of the request, in order; an empty list for a single lesson.",
    ),
  differentiation: DifferentiationSchema,
  assessment: z.array(AssessmentSchema).min(1).describe("How each objective is assessed, one entry per objective."),
  exitQuiz: QuizSchema.describe("The exit quiz (for young children, questions asked aloud), with answers."),
  philosophy: PhilosophySchema.describe("How the educator's philosophy shapes this lesson, part by part."),
  instructions: z
    .array(InstructionSchema)
    .describe("Each of the teacher's instructions and where it was applied, or why not; empty when none were given."),
});

export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;
export type Step = z.infer<typeof StepSchema>;
export type Day = z.infer<typeof DaySchema>;
export type Objective = z.infer<typeof ObjectiveSchema>;
export type Keyword = z.infer<typeof KeywordSchema>;
export type Misconception = z.infer<typeof MisconceptionSchema>;
export type LessonPlan = z.infer<typeof LessonPlanSchema>;
