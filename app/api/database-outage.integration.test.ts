import { createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getConnection, openDatabase, overrideConnection } from "@/db/client";
import { describeWithDatabase } from "@/tests/helpers/database";
import { jsonRequest } from "@/tests/helpers/requests";
import { POST as subscribe } from "./newsletter/route";

const outage = {
  message: "Lyceum cannot reach its database just now. Please try again in a moment.",
  code: "unavailable",
};

/** A PostgreSQL address where nothing answers: "refuse" has no listener at all, "hang" accepts and never replies. */
async function deadServer(mode: "refuse" | "hang") {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  };
  if (mode === "refuse") await close();
  return { url: `postgres://postgres@127.0.0.1:${port}/lyceum`, close };
}

describe("while PostgreSQL is out of reach", () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it.each(["refuse", "hang"] as const)(
    "answers 503 with Retry-After within seconds when connections %s",
    async (mode) => {
      const dead = await deadServer(mode);
      const connection = await openDatabase({ url: dead.url });
      closers.push(dead.close);
      overrideConnection(connection);
      const started = Date.now();
      const response = await subscribe(jsonRequest("/api/newsletter", { email: "outage@school.org" }));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual(outage);
      expect(Date.now() - started).toBeLessThan(5000);
    },
    10_000,
  );
});

describeWithDatabase("database timeouts", () => {
  it("gives every statement a time limit on PostgreSQL", async () => {
    const { db, kind } = await getConnection();
    const result = (await db.execute(sql`select current_setting('statement_timeout') as limit`)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { limit: string }[];
    // PGlite runs in this process: nothing to wait for, so it keeps PostgreSQL's default (none).
    expect(rows[0]?.limit).toBe(kind === "postgres" ? "10s" : "0");
  });
});
