/**
 * Two app instances, each its own OS process with its own connection pool, on one PostgreSQL database:
 * what docs/deploy.md says they share. PostgreSQL only (PGlite has one process); skipped, and reported
 * as skipped, without TEST_DATABASE_URL.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { MIGRATION_LOCK, prepareDatabase } from "@/db/migrate";
import { planObjectsMigration } from "@/lib/lessons/legacy-plan";
import { TRIAL_LIMIT, TRIAL_USED_MESSAGE } from "@/lib/lessons/options";
import type { InstanceResponse } from "@/tests/helpers/app-instance-worker";
import { type AppInstance, startInstance } from "@/tests/helpers/app-instances";
import { readEvents } from "@/tests/helpers/events";

const serverUrl = process.env.TEST_DATABASE_URL;
const password = "correct horse battery";
const lesson = { educatorId: 1, subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions" };
const journal = JSON.parse(readFileSync(path.resolve("db/migrations/meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

const cookieOf = (response: InstanceResponse) => response.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
const lastEvent = async (response: InstanceResponse) => (await readEvents(new Response(response.body))).at(-1);

describe.skipIf(!serverUrl)("two app processes on one PostgreSQL", () => {
  const name = `lyceum_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl ?? "postgres://unused");
  url.pathname = `/${name}`;
  let admin: postgres.Sql;
  let database: postgres.Sql;
  let a: AppInstance;
  let b: AppInstance;

  /** Polls the database until `check` holds; fails if an instance fails first, or after 15 s. */
  async function waitFor(
    what: string,
    check: () => Promise<boolean>,
    failing: Promise<unknown> = new Promise(() => {}),
  ) {
    const deadline = Date.now() + 15_000;
    const poll = async () => {
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.race([poll(), failing.then(() => Promise.reject(new Error(`${what}: never happened`)))]);
  }

  /** Whether `count` backends of other processes wait on a lock in this database. */
  const waitingOnLocks = (count: number, lockType?: string) => async () => {
    const [row] = await database`
      select count(*)::int as waiting from pg_locks l join pg_stat_activity s on s.pid = l.pid
      where not l.granted and s.datname = ${name} and s.pid <> pg_backend_pid()
        and (${lockType ?? null}::text is null or l.locktype = ${lockType ?? null})`;
    return (row?.waiting ?? 0) >= count;
  };

  beforeAll(async () => {
    admin = postgres(serverUrl ?? "", { onnotice: () => {}, max: 1 });
    await admin.unsafe(`create database ${name}`);
    database = postgres(url.toString(), { onnotice: () => {}, max: 3 });
    // Both processes start on an empty database, as instances of a new deployment do. The test holds the
    // migration lock until both wait on it (and fails if either starts without waiting), then lets them race.
    const starting = await database.begin(async (gate) => {
      await gate`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      const ready = Promise.all([startInstance("A", url.toString()), startInstance("B", url.toString())]);
      ready.catch(() => {});
      await waitFor("both processes wait on the migration lock", waitingOnLocks(2, "advisory"), ready);
      // Wrapped: a promise returned here would be awaited before the gate's transaction ends.
      return { ready };
    });
    [a, b] = await starting.ready;
  }, 60_000); // two processes start, each loading the app: seconds apiece on a busy machine

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.end();
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it("are two processes that migrated and seeded the empty database once between them", async () => {
    expect(new Set([a.pid, b.pid, process.pid]).size).toBe(3);
    const [migrations] = await database`select count(*)::int as applied from drizzle.__drizzle_migrations`;
    expect(migrations?.applied).toBe(journal.entries.length);
    const [educators] = await database`select count(*)::int as seeded from educators`;
    expect(educators?.seeded).toBe(a.educators);
    expect(b.educators).toBe(a.educators);
    const dataMigrations = await database`select name from data_migrations`;
    expect(dataMigrations.map((row) => row.name)).toEqual([planObjectsMigration.name]);
  });

  it("share sessions: signed in on A, known on B; signed out on B, refused on A", async () => {
    const email = `teacher.${randomUUID()}@school.org`;
    const account = { email, password, firstName: "Ada", lastName: "Lovelace" };
    expect((await a.request({ method: "POST", path: "/api/auth/register", body: account })).status).toBe(201);
    const signedIn = await a.request({ method: "POST", path: "/api/auth/login", body: { email, password } });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const userOn = (instance: AppInstance) =>
      instance.request({ method: "GET", path: "/api/auth/user", headers: { cookie } });

    const onB = await userOn(b);
    expect(onB.status).toBe(200);
    expect(JSON.parse(onB.body)).toMatchObject({ email });
    expect((await b.request({ method: "POST", path: "/api/auth/logout", headers: { cookie } })).status).toBe(200);
    expect((await userOn(a)).status).toBe(401);
    expect((await userOn(b)).status).toBe(401);
  });

  /** Failed logins for one e-mail from one address, spread over `instances` in turn: the attempt first refused. */
  async function firstRefusedLogin(instances: AppInstance[], address: string) {
    const email = `teacher.${randomUUID()}@school.org`;
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const instance = instances[(attempt - 1) % instances.length] as AppInstance;
      const response = await instance.request({
        method: "POST",
        path: "/api/auth/login",
        body: { email, password: "not the password" },
        headers: { "x-forwarded-for": address },
      });
      if (response.status === 429) return attempt;
      expect(response.status, `attempt ${attempt} on ${instance.name}`).toBe(401);
    }
    return undefined;
  }

  it("share rate limits: failed logins alternating between A and B are refused at the same attempt as on one", async () => {
    const alone = await firstRefusedLogin([a], "203.0.113.21");
    expect(alone).toBeGreaterThan(1);
    expect(await firstRefusedLogin([a, b], "203.0.113.22")).toBe(alone);
  });

  const planOn = (instance: AppInstance, visitor: string) =>
    instance.request({
      method: "POST",
      path: "/api/lesson-plans/stream",
      body: lesson,
      headers: { cookie: `lyceum_vid=${visitor}`, "x-forwarded-for": "203.0.113.31" },
    });
  const plansOf = async (visitor: string) => {
    const [row] = await database`select count(*)::int as plans from lesson_plans where anonymous_id = ${visitor}`;
    return row?.plans;
  };

  it("share the trial: a visitor's plans made on A and B in turn count together, and the next is refused on both", async () => {
    const visitor = randomUUID();
    for (let plan = 0; plan < TRIAL_LIMIT; plan += 1) {
      const response = await planOn(plan % 2 ? b : a, visitor);
      expect((await lastEvent(response))?.type, `plan ${plan + 1}`).toBe("done");
    }
    for (const instance of [a, b]) {
      const refused = await planOn(instance, visitor);
      expect(refused.status, `on ${instance.name}`).toBe(403);
      expect(await lastEvent(refused)).toEqual({ type: "validation_error", message: TRIAL_USED_MESSAGE });
    }
    expect(await plansOf(visitor)).toBe(TRIAL_LIMIT);
  });

  it("store one of a visitor's last two trial plans when A and B finish them at the same moment", async () => {
    const visitor = randomUUID();
    for (let plan = 1; plan < TRIAL_LIMIT; plan += 1) {
      expect((await lastEvent(await planOn(a, visitor)))?.type).toBe("done");
    }
    // Both plans pass the check before they stream; their stores are held until both are waiting.
    const finishing = await database.begin(async (gate) => {
      await gate`lock table lesson_plans in share mode`;
      const both = Promise.all([planOn(a, visitor), planOn(b, visitor)]);
      await waitFor("both plans wait to be stored", waitingOnLocks(2), both);
      return { both };
    });
    const outcomes = await Promise.all((await finishing.both).map(lastEvent));
    expect(outcomes.map((event) => event?.type).sort()).toEqual(["done", "validation_error"]);
    expect(await plansOf(visitor)).toBe(TRIAL_LIMIT);
  });

  it("roll closed days up once when the daily maintenance of A and B runs at the same moment", async () => {
    const views = { 4: ["/", "/", "/lessons"], 3: ["/ask", "/"], 2: ["/"], 0: ["/"] } as const;
    for (const [daysAgo, paths] of Object.entries(views)) {
      for (const viewed of paths) {
        await database`insert into page_views (path, session_id, timestamp) values (${viewed}, ${randomUUID()},
          date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - ${Number(daysAgo)} * interval '1 day' + interval '12 hours')`;
      }
    }
    const rollingUp = await database.begin(async (gate) => {
      await gate`lock table daily_stats in share mode`;
      const both = Promise.all([a.rollUp(), b.rollUp()]);
      await waitFor("both roll-ups wait to write", waitingOnLocks(2), both);
      return { both };
    });
    await rollingUp.both;
    // Yesterday is rolled up too, unless the test runs in the five minutes after midnight (UTC) that keep it open.
    const daysAgo = database`((now() at time zone 'UTC')::date - date::date)::int as days_ago`;
    const days = await database`select ${daysAgo}, page_views from daily_stats order by date`;
    expect(days.filter((day) => day.days_ago > 1).map((day) => [day.days_ago, day.page_views])).toEqual([
      [4, 3],
      [3, 2],
      [2, 1],
    ]);
    const paths = await database`select ${daysAgo}, path, views from daily_path_views order by date, path`;
    expect(paths.map((row) => [row.days_ago, row.path, row.views])).toEqual([
      [4, "/", 2],
      [4, "/lessons", 1],
      [3, "/", 1],
      [3, "/ask", 1],
      [2, "/", 1],
    ]);
  });

  it("start an instance that waits behind another's migration for longer than any one query may last", async () => {
    // Queries stop after 10 s (db/client.ts), this instance's after 2 s so that the test waits 2.5 s, not
    // 10.5; waiting for the lock is no query that hangs.
    const instance = await openDatabase({ url: url.toString(), statementTimeoutMs: 2_000 });
    try {
      const started = await database.begin(async (gate) => {
        await gate`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        const preparing = prepareDatabase(instance);
        preparing.catch(() => {});
        await waitFor("the instance waits on the migration lock", waitingOnLocks(1, "advisory"));
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        return { preparing };
      });
      await expect(started.preparing).resolves.toHaveProperty("dataMigrationsRun");
    } finally {
      await instance.close();
    }
  });
});
