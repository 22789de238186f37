/**
 * One app instance in its own OS process, for tests of several instances on one PostgreSQL
 * (tests/helpers/app-instances.ts starts it with `tsx --conditions=react-server`). Like a server
 * starting, it prepares the database (instrumentation.ts's call) on its own pool from DATABASE_URL, then
 * answers the parent's messages by calling the real route handlers with real Requests, or the daily
 * roll-up that each process's maintenance runs.
 */
import { prepareDatabase } from "@/db/migrate";
import { rollUpClosedDays } from "@/db/queries/stats-rollup";
import { planObjectsMigration } from "@/lib/lessons/legacy-plan";

export type InstanceRequest = {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};
export type InstanceResponse = { status: number; body: string; setCookies: string[] };
export type InstanceCall = { kind: "request"; request: InstanceRequest } | { kind: "rollUp" };
export type InstanceCommand = { id: number } & InstanceCall;
export type InstanceReply = { id: number; response?: InstanceResponse; error?: string };
export type InstanceStarted = { ready: true; pid: number; educators: number } | { ready: false; error: string };

/** Loaded after the database is prepared, as Next.js loads a route when it is first asked for. */
async function loadRoutes(): Promise<Record<string, (request: Request) => Promise<Response>>> {
  const [register, login, logout, user, lessonPlanStream] = await Promise.all([
    import("@/app/api/auth/register/route"),
    import("@/app/api/auth/login/route"),
    import("@/app/api/auth/logout/route"),
    import("@/app/api/auth/user/route"),
    import("@/app/api/lesson-plans/stream/route"),
  ]);
  return {
    "POST /api/auth/register": register.POST,
    "POST /api/auth/login": login.POST,
    "POST /api/auth/logout": logout.POST,
    "GET /api/auth/user": user.GET,
    "POST /api/lesson-plans/stream": lessonPlanStream.POST,
  };
}
let routes: ReturnType<typeof loadRoutes> | undefined;

async function handle({ method, path, body, headers }: InstanceRequest): Promise<InstanceResponse> {
  routes ??= loadRoutes();
  const route = (await routes)[`${method} ${path}`];
  if (!route) throw new Error(`no route ${method} ${path} in the test instance`);
  const request = new Request(`http://localhost:3000${path}`, {
    method,
    headers: {
      host: "localhost:3000",
      ...(method === "POST" ? { origin: "http://localhost:3000", "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await route(request);
  // The whole body: a stream's plan is stored (or refused) before its last event is written.
  return { status: response.status, body: await response.text(), setCookies: response.headers.getSetCookie() };
}

const send = (message: InstanceStarted | InstanceReply) => process.send?.(message);

process.on("message", async (command: InstanceCommand) => {
  try {
    if (command.kind === "rollUp") {
      await rollUpClosedDays();
      send({ id: command.id });
    } else send({ id: command.id, response: await handle(command.request) });
  } catch (error) {
    send({ id: command.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
// The parent going away, however it ends, closes this pipe and ends this instance.
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();

// What instrumentation.ts does when a server starts, before any route is loaded.
prepareDatabase(undefined, { dataMigrations: [planObjectsMigration] }).then(
  async ({ educators }) => {
    routes ??= loadRoutes();
    await routes;
    send({ ready: true, pid: process.pid, educators });
  },
  (error: unknown) => {
    send({ ready: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  },
);
