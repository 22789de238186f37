import { educators } from "@/db/data/educators";
import { composeLessonPlan, type LessonBrief } from "@/lib/ai/offline/compose-lesson";
import { contentGuidance } from "@/lib/lessons/content-guidance";
import { allSteps, type PlanPart } from "@/lib/lessons/plan-parts";
import { planHeadings, renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { lessonKind, mentions, SUBJECT_SCAFFOLDS, subjectScaffold } from "@/lib/lessons/scaffolds";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";
import type { LessonPlan } from "@/shared/plan-schema";

/** The catalogue's educator of this slug: a test that names one not there fails at once. */
function catalogueEducator(slug: string) {
  const educator = educators.find((candidate) => candidate.slug === slug);
  if (!educator) throw new Error(`no educator ${slug} in the catalogue`);
  return educator;
}

/** A medium-length lesson plan from the built-in offline model, for one educator and brief. */
export const builtInPlan = (slug: string, brief: LessonBrief) =>
  composeLessonPlan(catalogueEducator(slug), brief, lessonTiming({ lessonLength: "medium" }));

/** A built-in plan on the Holocaust (history, Grade 9), which carries content guidance, and that guidance. */
export function guidedPlan(slug: string) {
  const plan = builtInPlan(slug, { subject: "History", gradeLevel: "Grade 9", topic: "The Holocaust" });
  const guidance = contentGuidance(plan);
  if (!guidance) throw new Error("a plan on the Holocaust has no content guidance");
  return { plan, guidance };
}

/** A lesson plan from the built-in offline model, with its Markdown and what the checker needs. */
export function offlinePlan(slug: string, timingRequest: TimingRequest, extra: { customInstructions?: string } = {}) {
  const educator = catalogueEducator(slug);
  const brief = { subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions", ...extra };
  const timing = lessonTiming(timingRequest);
  const plan = composeLessonPlan(educator, brief, timing);
  return { plan, text: renderPlan(plan), timing, request: { timing, educatorName: educator.name, ...brief } };
}

/** Each part's Markdown by the heading it is rendered under ("Lesson Flow", "Common Misconceptions"…). */
export const planParts = (plan: LessonPlan) =>
  new Map(planHeadings(plan.lens.educator).map(({ part, heading }) => [heading, renderPart(plan, part)]));

/** The parts where a topic's content belongs: not the educator's lens and philosophy, nor the teacher's instructions. */
const CONTENT_PARTS: readonly PlanPart[] = [
  "objectives",
  "keywords",
  "misconceptions",
  "materials",
  "starterQuiz",
  "steps",
  "differentiation",
  "assessment",
  "exitQuiz",
];

/** Words that carry no content of their own. */
const SMALL = new Set(
  `a an and are as at be but by can could do does for from had has have how i if in into is it its me my of on or our
  should so that the their them there they this to us was we what when where which who why will with would you your
  about just more most some than then these those very one two three each every not no any all own other same new`.split(
    /\s+/,
  ),
);

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !SMALL.has(word) && !/^\d+$/.test(word));

/** A slot the teacher fills in: "add …", "Key idea 2", "Keyword 1", "Question 3". */
export const SLOT = /\badd\b|\b(?:Key idea|Keyword|Question) \d\b/i;

/** The sentences of the parts of a plan where its topic's content belongs, Markdown marks dropped. */
export function contentSentences(plan: LessonPlan) {
  return CONTENT_PARTS.map((part) => renderPart(plan, part))
    .join("\n")
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .map((line) =>
      line
        .replace(/\*\*|[*_`]/g, "")
        .replace(/^\s*(?:[-•]|\d+\.)\s*/, "")
        .replace(/^\((?:[a-d])\)\s*/, ""),
    )
    .flatMap((line) => line.split(/(?<=[.!?:])\s+(?=[A-Z“"(])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Every word of a plan's content parts: what a plan says whatever its topic, when the topic is a made-up one. */
export const vocabulary = (plan: LessonPlan) => new Set(contentSentences(plan).flatMap(words));

/**
 * The sentences of a plan whose only topic-specific word is the topic's own name: they mention the topic
 * (at least half its content words), mark no slot for the teacher, and every other word of theirs is one `generic`
 * holds (what the composer writes for any topic: a plan on a made-up topic, and plans on other topics).
 */
export function genericSentences(plan: LessonPlan, topic: string, generic: ReadonlySet<string>) {
  const own = new Set(words(topic));
  return contentSentences(plan).filter((sentence) => {
    if (SLOT.test(sentence)) return false;
    const said = words(sentence);
    // "Photosynthesis in cacti" is mentioned by "photosynthesis": at least half the topic's words.
    if (said.filter((word) => own.has(word)).length < Math.ceil(own.size / 2)) return false;
    return said.filter((word) => !own.has(word)).every((word) => generic.has(word));
  });
}

/**
 * The old check pattern: an expected answer that is only a keyword used with its meaning ("They use
 * “ratio” correctly, to mean …"), or that asks for the word "in a new sentence".
 */
export const KEYWORD_DEFINITION =
  /\buses? \*?“?[^”*]+”?\*? (?:correctly, )?(?:to mean|with the meaning you add under Keywords)|in a new sentence|\bnew sentence of theirs\b/i;

/**
 * The steps whose expected answer is a keyword's definition: it matches the old pattern, or is one of the
 * plan's definitions with a few words around it (a key idea that holds a definition says more than it).
 * The exit quiz's question, with its answer from the quiz, is the quiz's and not read here.
 */
export function definitionChecks(plan: LessonPlan) {
  const quiz = new Set(plan.exitQuiz.map((question) => question.question));
  const definitions = plan.keywords
    .filter((keyword) => !SLOT.test(keyword.term))
    .map((keyword) => keyword.definition)
    .filter((definition) => definition.split(/\s+/).length >= 3);
  return allSteps(plan).filter((step) => {
    if (quiz.has(step.check.question)) return false;
    const answer = step.check.expectedAnswer;
    return (
      KEYWORD_DEFINITION.test(answer) ||
      definitions.some(
        (definition) => answer.includes(definition) && answer.replace(definition, "").split(/\s+/).length <= 12,
      )
    );
  });
}

/** The fewest minutes of each scaffold activity that has one, by its name. */
const MINIMUM = new Map(
  SUBJECT_SCAFFOLDS.flatMap((scaffold) => [...scaffold.starters, ...scaffold.cycles, ...scaffold.applications])
    .filter((activity) => activity.minMinutes !== undefined)
    .map((activity) => [activity.name, activity.minMinutes ?? 0]),
);

/** The fewest minutes a step's activity needs, when it has a minimum (a step taken outdoors keeps its activity's). */
export const minimumOf = (title: string) => MINIMUM.get(title.replace(/ \(outdoors\)$/, ""));

/** The steps shorter than their activity needs (a project in 14 minutes). */
export const shortSteps = (plan: LessonPlan) =>
  allSteps(plan).filter((step) => step.minutes < (minimumOf(step.title) ?? 0));

/**
 * The steps and objectives of a frame that fit only some topics of its subject: an activity or objective
 * marked `fitsAnyTopic: false`, or an activity for `topics` the frame's kind (its topic and subject) does not name.
 */
export function onlySomeTopics(plan: LessonPlan) {
  const scaffold = subjectScaffold(plan.subject);
  const activities = [...scaffold.starters, ...scaffold.cycles, ...scaffold.applications].filter(
    (activity) =>
      activity.fitsAnyTopic === false ||
      (activity.topics !== undefined && !activity.topics.some((word) => mentions(lessonKind(plan), word))),
  );
  const names = new Set(activities.map((activity) => activity.name));
  const objectives = [scaffold.create, ...(scaffold.createFor ?? []).map((each) => each.objective)].filter(
    (objective) => objective.fitsAnyTopic === false,
  );
  const stated = (text: string) => text.replaceAll("{topic}", "").split(/\s+/).slice(0, 4).join(" ");
  return [
    ...allSteps(plan)
      .filter((step) => names.has(step.title))
      .map((step) => `step “${step.title}”`),
    ...plan.objectives
      .filter((objective) =>
        objectives.some((each) => each.verb === objective.verb && objective.text.startsWith(stated(each.text))),
      )
      .map((objective) => `objective “${objective.verb} ${objective.text}”`),
    ...activities
      .filter((activity) => plan.priorKnowledge.toLowerCase().includes(activity.name.toLowerCase()))
      .map((activity) => `prior knowledge of “${activity.name}”`),
  ];
}
