import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "@/db/client";
import { overrideConnection } from "@/db/client";
import { legacyPlans, unparseablePlan } from "@/db/fixtures/legacy-plans";
import { prepareDatabase, runDataMigrations } from "@/db/migrate";
import { findLessonPlan } from "@/db/queries/lesson-plans";
import { rowsOf } from "@/db/queries/rows";
import { dataMigrations, educators, lessonPlans, lessonPlanVersions } from "@/db/schema";
import { seedEducators } from "@/db/seed";
import type { LessonPlan } from "@/shared/plan-schema";
import { appPrepareOptions, createEmptyDatabase, databaseKinds, type TestDatabase } from "@/tests/helpers/database";
import { convertLegacyPlans, planObjectsMigration } from "./legacy-plan";
import { allSteps } from "./plan-parts";
import { renderPlan } from "./render-plan";

/** The migrations as they were before plan objects: every one up to (not including) `0004_plan_objects`. */
function migrationsBeforePlanObjects() {
  const folder = mkdtempSync(path.join(tmpdir(), "lyceum-migrations-"));
  const source = path.join(process.cwd(), "db", "migrations");
  cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === "0004_plan_objects");
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function migrateTo(connection: Connection, migrationsFolder: string) {
  if (connection.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed per driver.
    await migrate(connection.db as any, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migrate(connection.db as any, { migrationsFolder });
  }
}

const minutes = (steps: { minutes: number }[]) => steps.reduce((total, step) => total + step.minutes, 0);

for (const kind of databaseKinds) {
  describe(`the plan_objects data migration on a database of old plans [${kind}]`, () => {
    let database: TestDatabase;
    let folder: string;
    const ids: Record<string, number> = {};

    /** A plan stored as the app stored plans before they were objects: by SQL, since `plan` did not exist. */
    async function insertOldPlan(
      name: string,
      fixture: { subject: string; gradeLevel: string; topic: string; educatorSlug: string },
      content: string,
      screening: string | null = null,
    ) {
      const result = await database.db.execute(sql`
        insert into lesson_plans (educator_id, anonymous_id, subject, grade_level, topic, lesson_length, content, model, screening)
        select id, 'visitor-1', ${fixture.subject}, ${fixture.gradeLevel}, ${fixture.topic}, 'medium', ${content},
          'Built-in offline model', ${screening}
        from educators where slug = ${fixture.educatorSlug}
        returning id`);
      ids[name] = Number(rowsOf<{ id: number }>(result)[0]?.id);
    }

    async function insertOldVersion(name: string, planName: string, version: number, content: string) {
      const result = await database.db.execute(sql`
        insert into lesson_plan_versions (lesson_plan_id, version, content, instruction, section, model)
        values (${ids[planName]}, ${version}, ${content}, 'Make the starter more hands-on', 'Lesson Flow', 'Built-in offline model')
        returning id`);
      ids[name] = Number(rowsOf<{ id: number }>(result)[0]?.id);
      await database.db.execute(sql`update lesson_plans set current_version = ${version} where id = ${ids[planName]}`);
    }

    const planOf = async (name: string) => {
      const [row] = await database.db
        .select({ plan: lessonPlans.plan, content: lessonPlans.content })
        .from(lessonPlans)
        .where(eq(lessonPlans.id, ids[name] as number));
      return row;
    };
    const versionOf = async (name: string) => {
      const [row] = await database.db
        .select({ plan: lessonPlanVersions.plan, content: lessonPlanVersions.content })
        .from(lessonPlanVersions)
        .where(eq(lessonPlanVersions.id, ids[name] as number));
      return row;
    };
    const everything = async () => ({
      plans: await database.db.select().from(lessonPlans).orderBy(asc(lessonPlans.id)),
      versions: await database.db.select().from(lessonPlanVersions).orderBy(asc(lessonPlanVersions.id)),
    });

    beforeAll(async () => {
      database = await createEmptyDatabase(kind);
      overrideConnection(database);
      folder = migrationsBeforePlanObjects();
      // The database as it was: migrated up to 0003, the catalogue seeded, plans stored as Markdown only.
      await migrateTo(database, folder);
      await seedEducators(database.db);
      await insertOldPlan("single", legacyPlans.single, legacyPlans.single.markdown);
      await insertOldPlan("days", legacyPlans.days, legacyPlans.days.markdown);
      await insertOldPlan("sessions", legacyPlans.sessions, legacyPlans.sessions.markdown);
      await insertOldPlan("connected", legacyPlans.connected, legacyPlans.connected.markdown);
      await insertOldPlan("unparseable", legacyPlans.single, unparseablePlan);
      await insertOldPlan(
        "safeguarding",
        legacyPlans.single,
        "We can't help with that, but here is who can.",
        "safeguarding",
      );
      // The single plan refined twice: version 2 parses, version 3 (on screen) does not.
      await insertOldPlan("refined", legacyPlans.single, legacyPlans.single.markdown);
      await insertOldVersion("refinedV2", "refined", 2, legacyPlans.singleRefined.markdown);
      await insertOldVersion("refinedV3", "refined", 3, unparseablePlan);
    });

    afterAll(async () => {
      await database?.drop();
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it("runs once, right after the SQL migration that adds the plan columns, as the app starts", async () => {
      const prepared = await prepareDatabase(database, appPrepareOptions);
      expect(prepared.dataMigrationsRun).toEqual(["plan_objects"]);
      const recorded = await database.db.select().from(dataMigrations);
      expect(recorded.map((row) => row.name)).toEqual(["plan_objects"]);
    });

    it("converts an old built-in single lesson: title, steps adding up, keywords, exit quiz answers", async () => {
      const row = await planOf("single");
      const plan = row?.plan as LessonPlan;
      // The Markdown is now the object's rendering, so the page, the exports and refine read one plan.
      expect(row?.content).toBe(renderPlan(plan));
      expect(row?.content).not.toBe(legacyPlans.single.markdown);
      expect(plan.title).toBe("Equivalent fractions: a Mathematics lesson for Grade 4");
      expect(plan).toMatchObject({ subject: "Mathematics", gradeLevel: "Grade 4", duration: "45 minutes", days: [] });
      expect(plan.lens).toMatchObject({ educator: "Maria Montessori", work: "To Educate the Human Potential" });
      expect(plan.steps.map((step) => step.title)).toEqual([
        "Retrieval warm-up",
        "Hands-on exploration",
        "Sort and say the rule: equivalent fractions",
        "Exit quiz",
      ]);
      expect(minutes(plan.steps)).toBe(45);
      expect(plan.keywords.map((keyword) => keyword.term)).toEqual([
        "fraction",
        "denominator",
        "equivalent",
        "numerator",
      ]);
      expect(plan.exitQuiz.map((question) => question.answer)).toEqual([
        "Not true: the denominator says how many equal parts the whole is cut into, so eighths are smaller pieces than quarters.",
        "Any sentence about equivalent fractions that uses it to mean the bottom number that says how many equal pieces.",
        "Any sentence about equivalent fractions that uses it to mean worth the same.",
        "understanding equivalent fractions shows when you can use words like *fraction* to explain a new example of it",
      ]);
      expect(plan.starterQuiz[1]).toEqual({
        question: "What does *denominator* mean?",
        answer: "the bottom number that says how many equal pieces",
        distractors: ["worth the same", "the top number: how many parts we have"],
      });
    });

    it("converts old built-in plans of several days and of sessions, each block adding up", async () => {
      const days = (await planOf("days"))?.plan as LessonPlan;
      expect(days.title).toBe("Equivalent fractions: a Mathematics lesson for Grade 4");
      expect(days.duration).toBe("3 days of 45 minutes");
      expect(days.steps).toEqual([]);
      expect(days.days.map((day) => [day.label, day.minutes, minutes(day.steps)])).toEqual([
        ["Day 1", 45, 45],
        ["Day 2", 45, 45],
        ["Day 3", 45, 45],
      ]);
      expect(days.keywords.map((keyword) => keyword.term)).toEqual([
        "fraction",
        "denominator",
        "equivalent",
        "numerator",
      ]);
      expect(days.exitQuiz[0]?.answer).toMatch(/^Not true: the denominator says/);

      const sessions = (await planOf("sessions"))?.plan as LessonPlan;
      expect(sessions.title).toBe("Floating and sinking: a Science lesson for Kindergarten");
      expect(sessions.days.map((day) => [day.label, day.minutes, minutes(day.steps)])).toEqual([
        ["Session 1", 60, 60],
        ["Session 2", 60, 60],
        ["Session 3", 30, 30],
      ]);
      expect(sessions.keywords.map((keyword) => keyword.term)).toEqual(["float", "sink", "observe"]);
      expect(sessions.exitQuiz.map((question) => question.answer)).toEqual([
        expect.stringMatching(/^Not true: whether a thing floats depends on what it is made of/),
        "Any sentence that uses it to mean to stay on top of the water.",
        "Any sentence that uses it to mean to go down to the bottom of the water.",
      ]);
      expect(sessions.instructions.map((entry) => entry.applied)).toEqual([true, false]);
    });

    it("converts a plan in a connected model's old anatomy, its methods named as the catalogue names them", async () => {
      const plan = (await planOf("connected"))?.plan as LessonPlan;
      expect(plan.title).toBe("Rivers and the Water Cycle: A Grade 6 Geography Lesson");
      expect(plan.steps.map((step) => [step.title, step.minutes])).toEqual([
        ["Where does the river come from?", 5],
        ["Cloud in a jar", 12],
        ["Follow the raindrop", 15],
        ["Improve the model", 8],
        ["Exit quiz", 5],
      ]);
      expect(minutes(plan.steps)).toBe(45);
      expect(plan.keywords.map((keyword) => keyword.term)).toEqual([
        "evaporation",
        "condensation",
        "precipitation",
        "run-off",
        "groundwater",
      ]);
      expect(plan.exitQuiz.map((question) => question.answer)).toEqual([
        "Evaporation, condensation, precipitation, run-off.",
        "tiny drops of liquid water or ice",
        "Groundwater keeps seeping into it from the soil and rock of its basin.",
        "False: water vapour is invisible; what we see is tiny droplets.",
      ]);
      const [dewey] = await database.db.select().from(educators).where(eq(educators.slug, "john-dewey"));
      const catalogued = dewey?.knowledge.methods.find((method) => method.name === "Problem-centered inquiry");
      expect(plan.lens.methods[0]).toEqual({ name: "Problem-centered inquiry", description: catalogued?.description });
      for (const misconception of plan.misconceptions) {
        expect(allSteps(plan).map((step) => step.title)).toContain(misconception.step);
      }
    });

    it("converts refined versions that parse, and leaves Markdown that does not parse (and safeguarding replies) null", async () => {
      expect((await planOf("unparseable"))?.plan).toBeNull();
      expect((await planOf("safeguarding"))?.plan).toBeNull();
      const refined = (await planOf("refined"))?.plan as LessonPlan;
      expect(refined.title).toBe("Equivalent fractions: a Mathematics lesson for Grade 4");
      const second = (await versionOf("refinedV2"))?.plan as LessonPlan;
      expect(second.steps[0]?.teacher).toContain("Hands-on: give each pair real objects");
      expect(minutes(second.steps)).toBe(45);
      const third = await versionOf("refinedV3");
      expect(third).toEqual({ plan: null, content: unparseablePlan });
    });

    it("shows the object of the version on screen, and none when that version stayed Markdown", async () => {
      // Version 3 is on screen: its Markdown, with no object, never version 1's or 2's object beside it.
      const onScreen = await findLessonPlan(ids.refined as number, { anonymousId: "visitor-1" });
      expect(onScreen).toMatchObject({ version: 3, content: unparseablePlan, plan: null });
      await database.db
        .update(lessonPlans)
        .set({ currentVersion: 2 })
        .where(eq(lessonPlans.id, ids.refined as number));
      const second = await findLessonPlan(ids.refined as number, { anonymousId: "visitor-1" });
      expect(second?.content).toBe(renderPlan(second?.plan as LessonPlan));
      expect(second?.plan).toEqual((await versionOf("refinedV2"))?.plan);
      await database.db
        .update(lessonPlans)
        .set({ currentVersion: 3 })
        .where(eq(lessonPlans.id, ids.refined as number));
    });

    it("never runs twice, and running the conversion again changes nothing", async () => {
      const before = await everything();
      const again = await prepareDatabase(database, appPrepareOptions);
      expect(again.dataMigrationsRun).toEqual([]);
      expect(await runDataMigrations(database.db, [planObjectsMigration])).toEqual([]);
      expect(await everything()).toEqual(before);
      // The conversion itself, run by hand, finds only the rows it could not parse, and still cannot.
      expect(await convertLegacyPlans(database.db)).toEqual({
        plans: { converted: 0, unconverted: 1 },
        versions: { converted: 0, unconverted: 1 },
      });
      expect(await everything()).toEqual(before);
      const recorded = await database.db.select().from(dataMigrations);
      expect(recorded).toHaveLength(1);
    });
  });
}
