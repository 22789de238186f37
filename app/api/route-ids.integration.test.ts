import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "@/tests/helpers/database";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { signedInTeacher } from "@/tests/helpers/users";
import { GET as restoreConversation } from "./chat/conversations/[id]/route";
import { DELETE as deleteConversation, GET as getConversation } from "./conversations/[id]/route";
import { GET as getPlan } from "./lesson-plans/[id]/route";
import { GET as getMessage } from "./messages/[id]/route";
import { POST as save, DELETE as unsave } from "./saved-lesson-plan/route";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

const routes: [string, "GET" | "DELETE", Handler, string][] = [
  ["/api/lesson-plans", "GET", getPlan, "not_found:lesson_plan"],
  ["/api/messages", "GET", getMessage, "not_found:message"],
  ["/api/conversations", "GET", getConversation, "not_found:conversation"],
  ["/api/conversations", "DELETE", deleteConversation, "not_found:conversation"],
  ["/api/chat/conversations", "GET", restoreConversation, "not_found:conversation"],
];
// Ids no row can have: past PostgreSQL's `integer`, zero, negative, not a whole number, not a number.
const ids = ["2147483648", "99999999999999999999", "0", "-1", "1.5", "1e3", "abc"];

describeWithDatabase("an id no row can have", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signedInTeacher()).cookie;
  });

  const cases = routes.flatMap(([path, method, handler, code]) =>
    ids.map((id) => ({ method, path: `${path}/${id}`, handler, code, id })),
  );

  it.each(cases)("$method $path answers the route's 404", async ({ method, path, handler, code, id }) => {
    const request =
      method === "GET" ? getRequest(path, { cookie }) : jsonRequest(path, undefined, { method, headers: { cookie } });
    const response = await handler(request, { params: Promise.resolve({ id }) });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  });

  it.each([
    ["POST", save],
    ["DELETE", unsave],
  ] as const)(
    "%s /api/saved-lesson-plan refuses a plan id past PostgreSQL's integer as bad input",
    async (method, handler) => {
      const body = { lessonPlanId: 2_147_483_648 };
      const response = await handler(jsonRequest("/api/saved-lesson-plan", body, { method, headers: { cookie } }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Please choose a lesson plan to save." });
    },
  );
});
