import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import type { PlanPart } from "@/lib/lessons/plan-parts";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { planHeadings, renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";

/** A lesson plan from the built-in offline model, with its Markdown and what the checker needs. */
export function offlinePlan(slug: string, timingRequest: TimingRequest, extra: { customInstructions?: string } = {}) {
  const educator = educators.find((candidate) => candidate.slug === slug);
  if (!educator) throw new Error(`no educator ${slug} in the catalogue`);
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
