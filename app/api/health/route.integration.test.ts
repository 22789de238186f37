import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Connection, openDatabase, overrideConnection } from "@/db/client";
import { users } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { getRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";

// The check asks only `select 1`: an empty in-memory PGlite is a database that is up.
let database: Connection;
beforeAll(async () => {
  database = await openDatabase({});
  overrideConnection(database);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  await database.close();
});

/** The route as the server loads it with these settings (shared/env.ts reads them once, at import). */
async function healthRoute(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./route")).GET;
}

async function health(route: Awaited<ReturnType<typeof healthRoute>>, path = "/api/health", cookie = "") {
  const response = await route(getRequest(path, cookie ? { cookie } : {}));
  return { response, text: await response.text() };
}

describe("GET /api/health with the built-in model", () => {
  it("answers 200 with the database up and no model connected, stored by nobody", async () => {
    const route = await healthRoute({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_MODEL: "" });
    const { response, text } = await health(route, "/api/health?model=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      database: { status: "up" },
      model: { connected: false, ok: true },
    });
  });

  it("answers 503 when the database does not answer", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    overrideConnection(await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/lyceum` }));
    try {
      const route = await healthRoute({ OPENAI_API_KEY: "" });
      const { response, text } = await health(route);
      expect(response.status).toBe(503);
      expect(JSON.parse(text)).toEqual({ status: "down", database: { status: "down" }, model: { connected: false } });
    } finally {
      overrideConnection(database);
    }
  });
});

describeWithDatabase("GET /api/health with a connected model", (connection) => {
  const key = "sk-health-secret-0123456789";
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let route: Awaited<ReturnType<typeof healthRoute>>;
  let host = "";
  let admin = "";
  let teacher = "";
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    host = new URL(fake.baseURL).host;
    route = await healthRoute({ OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-planner-1" });
    admin = (await signedInTeacher("", "admin@lyceum.test")).cookie;
    await connection().db.update(users).set({ isEmailVerified: true }).where(eq(users.email, "admin@lyceum.test"));
    teacher = (await signedInTeacher()).cookie;
  });
  afterAll(() => fake.close());

  it("tells anyone only that a model is connected, and the administrator which one and where, without calling it", async () => {
    for (const cookie of ["", teacher]) {
      const { response, text } = await health(route, "/api/health", cookie);
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toEqual({ status: "ok", database: { status: "up" }, model: { connected: true } });
      for (const secret of ["fake-planner-1", host, key]) expect(text).not.toContain(secret);
    }
    const { text } = await health(route, "/api/health", admin);
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      database: { status: "up", kind: connection().kind },
      model: { builtIn: false, name: "fake-planner-1", host },
    });
    expect(fake.requests).toHaveLength(0);
    expect(text).not.toContain(key);
  });

  it("with ?model=1 calls the model once a minute at most; the administrator sees what is wrong and when it was checked, never the key", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    fake.behave({ kind: "answer", pieces: ['{"ok": true}'] });
    const first = await health(route, "/api/health?model=1");
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.text).model).toEqual({ connected: true, ok: true });
    const checkedAt = new Date().toISOString();
    expect(JSON.parse((await health(route, "/api/health?model=1", admin)).text).model).toMatchObject({
      ok: true,
      name: "fake-planner-1",
      host,
      roundTripMs: expect.any(Number),
      checkedAt,
    });

    // Within the minute, the verdict is reused: the model is not called again.
    fake.behave({ kind: "status", status: 401, message: `Incorrect API key provided: ${key}` });
    const again = await health(route, "/api/health?model=1");
    expect(JSON.parse(again.text).model.ok).toBe(true);
    expect(fake.requests).toHaveLength(1);

    vi.advanceTimersByTime(60_000);
    const later = await health(route, "/api/health?model=1");
    expect(later.response.status).toBe(503);
    expect(JSON.parse(later.text)).toEqual({
      status: "down",
      database: { status: "up" },
      model: { connected: true, ok: false },
    });
    for (const secret of [host, key]) expect(later.text).not.toContain(secret);
    const seenByAdmin = await health(route, "/api/health?model=1", admin);
    expect(seenByAdmin.response.status).toBe(503);
    expect(JSON.parse(seenByAdmin.text).model).toMatchObject({
      ok: false,
      problem: "bad_key",
      message: `The model server at ${host} refused the key (401): check OPENAI_API_KEY.`,
      checkedAt: new Date().toISOString(),
    });
    expect(fake.requests).toHaveLength(2);
    expect(seenByAdmin.text).not.toContain(key);
    vi.useRealTimers();
  });
});
