import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { lessonPlans, lessonPlanVersions } from "../schema";
import type { StoredPlan } from "./lesson-plans";

/** A refined plan as stored: the whole plan with one section rewritten, as Markdown and as its object. */
export type NewVersion = {
  lessonPlanId: number;
  content: string;
  /** The refined plan's object, of which `content` is the rendering (null: Markdown only). */
  plan?: StoredPlan | null;
  problems: string[] | null;
  instruction: string;
  section: string;
  model: string;
};

/**
 * Stores a refined plan as the next version and puts it on screen. The plan's row is locked first, so
 * two refines finishing at once get versions n and n+1, never the same number.
 */
export async function addLessonPlanVersion(version: NewVersion) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from lesson_plans where id = ${version.lessonPlanId} for update`);
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${lessonPlanVersions.version}), 1)`.mapWith(Number) })
      .from(lessonPlanVersions)
      .where(eq(lessonPlanVersions.lessonPlanId, version.lessonPlanId));
    const next = (latest?.version ?? 1) + 1;
    const [stored] = await tx
      .insert(lessonPlanVersions)
      .values({ ...version, version: next })
      .returning({ id: lessonPlanVersions.id, version: lessonPlanVersions.version });
    await tx.update(lessonPlans).set({ currentVersion: next }).where(eq(lessonPlans.id, version.lessonPlanId));
    return stored;
  });
}

/** A plan's later versions, oldest first (version 1, the plan as generated, is the plan's own row). */
export async function listLessonPlanVersions(lessonPlanId: number) {
  const db = await getDb();
  return db
    .select({
      id: lessonPlanVersions.id,
      version: lessonPlanVersions.version,
      section: lessonPlanVersions.section,
      instruction: lessonPlanVersions.instruction,
      model: lessonPlanVersions.model,
      createdAt: lessonPlanVersions.createdAt,
    })
    .from(lessonPlanVersions)
    .where(eq(lessonPlanVersions.lessonPlanId, lessonPlanId))
    .orderBy(asc(lessonPlanVersions.version));
}

/** Puts a version on screen; false when the plan has no such version. */
export async function setCurrentVersion(lessonPlanId: number, version: number) {
  const db = await getDb();
  if (version !== 1) {
    const [exists] = await db
      .select({ id: lessonPlanVersions.id })
      .from(lessonPlanVersions)
      .where(and(eq(lessonPlanVersions.lessonPlanId, lessonPlanId), eq(lessonPlanVersions.version, version)));
    if (!exists) return false;
  }
  await db.update(lessonPlans).set({ currentVersion: version }).where(eq(lessonPlans.id, lessonPlanId));
  return true;
}

/** One version's text, object and model, by its id; null names version 1, the plan as generated. */
export async function findPlanVersion(lessonPlanId: number, versionId: number | null) {
  const db = await getDb();
  const [row] =
    versionId === null
      ? await db
          .select({ content: lessonPlans.content, plan: lessonPlans.plan, model: lessonPlans.model })
          .from(lessonPlans)
          .where(eq(lessonPlans.id, lessonPlanId))
      : await db
          .select({
            content: lessonPlanVersions.content,
            plan: lessonPlanVersions.plan,
            model: lessonPlanVersions.model,
          })
          .from(lessonPlanVersions)
          .where(and(eq(lessonPlanVersions.lessonPlanId, lessonPlanId), eq(lessonPlanVersions.id, versionId)));
  return row;
}
