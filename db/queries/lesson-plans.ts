import "server-only";
import { and, count, desc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { getDb } from "../client";
import { educators, lessonPlans, lessonPlanVersions, type NewLessonPlan, savedLessonPlans } from "../schema";
import { reserveId } from "./ids";
import { type Owner, ownedBy, ownedLive, ownerColumns } from "./owner";

/** A plan's typed object (`LessonPlan` of shared/plan-schema), stored beside its Markdown. */
export type StoredPlan = NonNullable<(typeof lessonPlans.$inferSelect)["plan"]>;

/** An id for a plan that will be stored only when it is complete. */
export const reserveLessonPlanId = () => reserveId("lesson_plans");

/** An anonymous visitor's plans that use up the trial: a safeguarding reply given instead of a plan does not. */
const trialPlansOf = (anonymousId: string) =>
  and(
    isNull(lessonPlans.userId),
    eq(lessonPlans.anonymousId, anonymousId),
    or(isNull(lessonPlans.screening), ne(lessonPlans.screening, "safeguarding")),
  );

/** How many plans an anonymous visitor has generated. */
export async function countAnonymousPlans(anonymousId: string) {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(lessonPlans).where(trialPlansOf(anonymousId));
  return row?.total ?? 0;
}

/**
 * Stores a complete plan: its Markdown (`content`) and, beside it, its object (`plan`; null or left out for
 * a safeguarding reply, which is no plan). For an anonymous visitor the trial limit is checked again inside the same
 * transaction, under a lock on that visitor, so two plans finishing at once cannot both pass it.
 * Returns false (storing nothing) when the visitor has used the trial. A safeguarding reply is always stored.
 */
export async function saveLessonPlan(
  plan: Omit<NewLessonPlan, "userId" | "anonymousId" | "createdAt">,
  owner: Owner,
  trialLimit: number,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (owner.anonymousId && plan.screening !== "safeguarding") {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${owner.anonymousId}))`);
      const [row] = await tx.select({ total: count() }).from(lessonPlans).where(trialPlansOf(owner.anonymousId));
      if ((row?.total ?? 0) >= trialLimit) return false;
    }
    await tx.insert(lessonPlans).values({ ...plan, ...ownerColumns(owner) });
    return true;
  });
}

/** A jsonb value read through an expression, as the driver gives it (parsed, or the JSON text). */
const planObject = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as StoredPlan | null;

const planColumns = {
  id: lessonPlans.id,
  educatorId: lessonPlans.educatorId,
  educatorName: educators.name,
  subject: lessonPlans.subject,
  gradeLevel: lessonPlans.gradeLevel,
  gradeSystem: lessonPlans.gradeSystem,
  topic: lessonPlans.topic,
  lessonLength: lessonPlans.lessonLength,
  customInstructions: lessonPlans.customInstructions,
  extendedDurationType: lessonPlans.extendedDurationType,
  extendedDays: lessonPlans.extendedDays,
  extendedMinutes: lessonPlans.extendedMinutes,
  // The version on screen: a later version's text when the plan has been refined, else the plan's own.
  content: sql<string>`coalesce(${lessonPlanVersions.content}, ${lessonPlans.content})`,
  // The same version's object, beside its text: a later version's own, even when null (a version stored as
  // Markdown only), so the object shown is never that of another version than the text.
  plan: sql`case when ${lessonPlanVersions.id} is null then ${lessonPlans.plan} else ${lessonPlanVersions.plan} end`.mapWith(
    planObject,
  ),
  problems: sql<
    string[] | null
  >`case when ${lessonPlanVersions.id} is null then ${lessonPlans.problems} else ${lessonPlanVersions.problems} end`,
  model: sql<
    string | null
  >`case when ${lessonPlanVersions.id} is null then ${lessonPlans.model} else ${lessonPlanVersions.model} end`,
  version: lessonPlans.currentVersion,
  versionId: lessonPlanVersions.id,
  createdAt: lessonPlans.createdAt,
};

/** Joins each plan's current version, when it is a later one than the plan as generated. */
const currentVersionOn = and(
  eq(lessonPlanVersions.lessonPlanId, lessonPlans.id),
  eq(lessonPlanVersions.version, lessonPlans.currentVersion),
);

/** A plan as its creator sees it; undefined for anyone else. */
export async function findLessonPlan(id: number, owner: Owner) {
  const db = await getDb();
  const [plan] = await db
    .select(planColumns)
    .from(lessonPlans)
    .innerJoin(educators, eq(educators.id, lessonPlans.educatorId))
    .leftJoin(lessonPlanVersions, currentVersionOn)
    .where(and(eq(lessonPlans.id, id), ownedBy(lessonPlans, owner)));
  return plan;
}

/** Saves a plan to a user's library; saving twice keeps one row. */
export async function saveToLibrary(userId: string, lessonPlanId: number) {
  const db = await getDb();
  // Saving again a plan that was removed from the library brings it back as newly saved.
  await db
    .insert(savedLessonPlans)
    .values({ userId, lessonPlanId })
    .onConflictDoUpdate({
      target: [savedLessonPlans.userId, savedLessonPlans.lessonPlanId],
      set: { removedAt: null, createdAt: sql`now()` },
      setWhere: isNotNull(savedLessonPlans.removedAt),
    });
  const [saved] = await db
    .select()
    .from(savedLessonPlans)
    .where(and(eq(savedLessonPlans.userId, userId), eq(savedLessonPlans.lessonPlanId, lessonPlanId)));
  return saved;
}

/** A user's saved plans, newest saved first. */
export async function listSavedPlans(userId: string) {
  const db = await getDb();
  return db
    .select({ ...planColumns, savedAt: savedLessonPlans.createdAt })
    .from(savedLessonPlans)
    .innerJoin(lessonPlans, eq(lessonPlans.id, savedLessonPlans.lessonPlanId))
    .innerJoin(educators, eq(educators.id, lessonPlans.educatorId))
    .leftJoin(lessonPlanVersions, currentVersionOn)
    .where(ownedLive(savedLessonPlans, { userId }))
    .orderBy(desc(savedLessonPlans.createdAt), desc(savedLessonPlans.id));
}
