import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Connection, openDatabase, overrideConnection } from "@/db/client";
import { startFakeOpenAI } from "@/tests/helpers/fake-openai";
import { getRequest } from "@/tests/helpers/requests";

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

/** The route as the server loads it with these settings (lib/env.ts reads them once, at import). */
async function healthRoute(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./route")).GET;
}

async function health(route: Awaited<ReturnType<typeof healthRoute>>, path = "/api/health") {
  const response = await route(getRequest(path));
  return { response, text: await response.text() };
}

describe("GET /api/health with the built-in model", () => {
  it("answers 200 with the database up and the built-in model, stored by nobody", async () => {
    const route = await healthRoute({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_MODEL: "" });
    const { response, text } = await health(route, "/api/health?model=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      database: { status: "up", kind: "pglite" },
      model: {
        builtIn: true,
        name: "Built-in offline model",
        ok: true,
        message: "OK: no model is connected (OPENAI_API_KEY is not set), so the built-in offline model answers.",
      },
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
      expect(JSON.parse(text)).toMatchObject({
        status: "down",
        database: { status: "down", message: "Lyceum cannot reach its database." },
        model: { builtIn: true, name: "Built-in offline model" },
      });
    } finally {
      overrideConnection(database);
    }
  });
});

describe("GET /api/health with a connected model", () => {
  const key = "sk-health-secret-0123456789";
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let route: Awaited<ReturnType<typeof healthRoute>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    route = await healthRoute({ OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-planner-1" });
  });
  afterAll(() => fake.close());

  it("names the model and its host without calling it, unless asked with ?model=1", async () => {
    const { response, text } = await health(route);
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      status: "ok",
      database: { status: "up", kind: "pglite" },
      model: { builtIn: false, name: "fake-planner-1", host: new URL(fake.baseURL).host },
    });
    expect(fake.requests).toHaveLength(0);
    expect(text).not.toContain(key);
  });

  it("with ?model=1 calls the model once a minute at most and says what is wrong, never the key", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    fake.behave({ kind: "answer", pieces: ['{"ok": true}'] });
    const first = await health(route, "/api/health?model=1");
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.text).model).toMatchObject({
      ok: true,
      name: "fake-planner-1",
      roundTripMs: expect.any(Number),
    });

    // Within the minute, the verdict is reused: the model is not called again.
    fake.behave({ kind: "status", status: 401, message: `Incorrect API key provided: ${key}` });
    const again = await health(route, "/api/health?model=1");
    expect(JSON.parse(again.text).model.ok).toBe(true);
    expect(fake.requests).toHaveLength(1);

    vi.advanceTimersByTime(60_000);
    const later = await health(route, "/api/health?model=1");
    expect(later.response.status).toBe(503);
    expect(JSON.parse(later.text)).toMatchObject({
      status: "down",
      database: { status: "up" },
      model: {
        ok: false,
        problem: "bad_key",
        message: `The model server at ${new URL(fake.baseURL).host} refused the key (401): check OPENAI_API_KEY.`,
      },
    });
    expect(fake.requests).toHaveLength(2);
    expect(later.text).not.toContain(key);
  });
});
