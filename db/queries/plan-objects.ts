import { and, asc, eq, gt, isNull, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { educators, lessonPlans, lessonPlanVersions } from "../schema";
import type { StoredPlan } from "./lesson-plans";

/** Rows read and written at a time. */
const BATCH = 100;

/** What a stored plan's Markdown is parsed with: the plan's request and its educator. */
export type StoredMarkdown = {
  content: string;
  subject: string;
  gradeLevel: string;
  topic: string;
  educator: { name: string; knowledge: { methods: readonly { name: string; description: string }[] } };
};

/** The two tables that hold a plan's Markdown beside its object: plans as generated, and refined versions. */
const TABLES = {
  plans: { table: lessonPlans, plan: lessonPlans.plan, id: lessonPlans.id, content: lessonPlans.content },
  versions: {
    table: lessonPlanVersions,
    plan: lessonPlanVersions.plan,
    id: lessonPlanVersions.id,
    content: lessonPlanVersions.content,
  },
} as const;

async function convertTable(
  db: Database,
  which: keyof typeof TABLES,
  parse: (row: StoredMarkdown) => Converted | undefined,
  where: SQL | undefined,
) {
  const { table, plan, id, content } = TABLES[which];
  const count = { converted: 0, unconverted: 0 };
  for (let after = 0; ; ) {
    const query = db
      .select({
        id,
        content,
        subject: lessonPlans.subject,
        gradeLevel: lessonPlans.gradeLevel,
        topic: lessonPlans.topic,
        educator: { name: educators.name, knowledge: educators.knowledge },
      })
      .from(table);
    const joined =
      which === "versions" ? query.innerJoin(lessonPlans, eq(lessonPlans.id, lessonPlanVersions.lessonPlanId)) : query;
    const batch = await joined
      .innerJoin(educators, eq(educators.id, lessonPlans.educatorId))
      .where(and(isNull(plan), where, gt(id, after)))
      .orderBy(asc(id))
      .limit(BATCH);
    for (const found of batch) {
      const parsed = parse(found);
      if (parsed === undefined) {
        count.unconverted += 1;
        continue;
      }
      await db
        .update(table)
        .set(parsed)
        .where(and(eq(id, found.id), isNull(plan)));
      count.converted += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return count;
    after = last.id;
  }
}

/** A converted row: its object, and its Markdown rendered from it. */
type Converted = { plan: StoredPlan; content: string };

/**
 * Gives every stored plan and refined version that has no object yet (`plan` null) the object `parse`
 * makes of its Markdown, and the Markdown rendered from that object, so the page, the exports and the
 * refine controls all read one plan; one it cannot parse keeps `plan` null and its Markdown. A safeguarding reply is no plan and is
 * left alone. Running it again changes nothing: it reads only rows still null.
 */
export async function givePlansObjects(db: Database, parse: (row: StoredMarkdown) => Converted | undefined) {
  const notSafeguarding = or(isNull(lessonPlans.screening), ne(lessonPlans.screening, "safeguarding"));
  return {
    plans: await convertTable(db, "plans", parse, notSafeguarding),
    versions: await convertTable(db, "versions", parse, undefined),
  };
}
