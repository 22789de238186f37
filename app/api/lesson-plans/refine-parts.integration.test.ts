import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { lessonPlans, lessonPlanVersions, rateLimits } from "@/db/schema";
import { PLAN_PARTS, type PlanPart, partChanged } from "@/lib/lessons/plan-parts";
import { renderPart, renderPlan } from "@/lib/lessons/render-plan";
import { type LessonPlan, LessonPlanSchema } from "@/shared/plan-schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom, readEvents } from "@/tests/helpers/events";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { POST as refine } from "./[id]/refine/route";
import { GET as getPlan } from "./[id]/route";
import { POST as generate } from "./stream/route";

// Every part of a plan refined by the built-in model, through the real route handlers: a refine either
// stores a version changed in that part and nowhere else, or says plainly why not and stores nothing.

const LESSONS = [
  ["a single lesson", { educatorId: 1, subject: "Science", gradeLevel: "Grade 5", topic: "Plant life cycles" }],
  [
    "a unit of three days",
    {
      educatorId: 2,
      subject: "History",
      gradeLevel: "Grade 8",
      topic: "Causes of the American Revolution",
      lessonLength: "extended",
      extendedDurationType: "days",
      extendedDays: "3",
    },
  ],
] as const;
const INSTRUCTIONS = ["more hands-on", "more challenge", "for multilingual learners", "simpler language"];
const PARTS = Object.keys(PLAN_PARTS) as PlanPart[];
/** The plan's fields no part holds (its title, note, subject, length, the teacher's instructions…). */
const FIELDS = Object.keys(LessonPlanSchema.shape) as (keyof LessonPlan)[];

const params = (id: unknown) => ({ params: Promise.resolve({ id: String(id) }) });
type Stored = { content: string; plan: LessonPlan; version: number };

const readPlan = async (id: unknown, cookie: string) =>
  (await (await getPlan(getRequest(`/api/lesson-plans/${id}`, { cookie }), params(id))).json()) as Stored;

/** A message a teacher reads: sentences of words, nothing of the code's (no stack, object or undefined). */
const PLAIN = /^[A-Z“"][^\n{}<>]*[.!]$/;
const TECHNICAL = /undefined|null|NaN|\[object|Error\b|\bat .+:\d+|\bstack\b|\bstatus\b|[A-Za-z]+\.[a-z]+\(/;

describeWithDatabase("refining every part with the built-in model", (connection) => {
  const versionCount = async () => {
    const [row] = await connection().db.select({ total: count() }).from(lessonPlanVersions);
    return row?.total ?? 0;
  };

  beforeEach(async () => {
    await connection().db.delete(lessonPlans);
    await connection().db.delete(rateLimits);
  });

  describe.each(LESSONS)("in %s", (_, lesson) => {
    it.each(PARTS)(
      "%s: each instruction stores a version changed in that part only, or says plainly why not",
      async (part) => {
        const response = await generate(jsonRequest("/api/lesson-plans/stream", lesson));
        const generated = await readEvents(response);
        const id = generated[0]?.lessonPlanId;
        expect(generated.at(-1)).toEqual({ type: "done", lessonPlanId: id });
        const cookie = cookiesFrom(response);

        for (const instruction of INSTRUCTIONS) {
          const before = await readPlan(id, cookie);
          const versionsBefore = await versionCount();
          const refined = await refine(
            jsonRequest(`/api/lesson-plans/${id}/refine`, { section: part, instruction }, { headers: { cookie } }),
            params(id),
          );
          const events = await readEvents(refined);
          const last = events.at(-1);
          const after = await readPlan(id, cookie);
          const asked = `${part}, “${instruction}”`;

          if (last?.type === "done") {
            expect(last, asked).toEqual({ type: "done", lessonPlanId: id, version: before.version + 1 });
            expect(after.version, asked).toBe(before.version + 1);
            // The part changed: never a new version with the part as it was.
            expect(partChanged(before.plan, after.plan, part), asked).toBe(true);
            // And nothing else: every field outside the part is as it was.
            const own: readonly string[] = PLAN_PARTS[part];
            for (const field of FIELDS.filter((name) => !own.includes(name))) {
              expect(after.plan[field], `${asked}: ${field}`).toEqual(before.plan[field]);
            }
            expect(after.content, asked).toBe(renderPlan(after.plan));
            const streamed = events
              .filter((event) => event.type === "chunk")
              .map((event) => event.content)
              .join("");
            expect(streamed, asked).toBe(renderPart(after.plan, part));
          } else {
            expect(last?.type, `${asked}: ${JSON.stringify(last)}`).toBe("validation_error");
            const message = String(last?.message);
            expect(message, asked).toMatch(PLAIN);
            expect(message, asked).not.toMatch(TECHNICAL);
            expect(
              events.some((event) => event.type === "chunk"),
              asked,
            ).toBe(false);
            expect(await versionCount(), asked).toBe(versionsBefore);
            expect(after, asked).toEqual(before);
          }
        }
      },
    );
  });
});
