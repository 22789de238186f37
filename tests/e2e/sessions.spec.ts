import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support";

const loginRequired = { message: "Please log in to continue.", code: "unauthorized:session" };

test("calls that need a session are refused at the door, whatever they send", async ({ request }) => {
  for (const path of ["/api/library", "/api/stats/summary", "/api/stats/countries"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    expect(await response.json(), path).toEqual(loginRequired);
  }
  // The handler alone would first answer 400 for this body; proxy.ts answers before it runs.
  const save = await request.post("/api/saved-lesson-plan", { data: {} });
  expect(save.status()).toBe(401);
  expect(await save.json()).toEqual(loginRequired);

  const forged = await request.get("/api/library", { headers: { cookie: "authjs.session-token=forged" } });
  expect(forged.status()).toBe(401);
});

test("a signed session cookie stops working the moment its session ends", async ({ playwright, baseURL }) => {
  const teacher = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail("sessions");
  const account = { email, password: "correct horse battery" };
  expect(
    (await teacher.post("/api/auth/register", { data: { ...account, firstName: "Ada", lastName: "Byron" } })).status(),
  ).toBe(201);
  expect((await teacher.post("/api/auth/login", { data: account })).status()).toBe(200);

  const library = await teacher.get("/api/library");
  expect(library.status()).toBe(200);
  const { cookies } = await teacher.storageState();
  const sessionCookie = cookies.find((cookie) => cookie.name === "authjs.session-token");
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe("Lax");

  expect((await teacher.post("/api/auth/logout", { data: {} })).status()).toBe(200);
  // The old cookie is still correctly signed, so the proxy lets it through; the handler finds no session.
  const replay = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `authjs.session-token=${sessionCookie?.value}` },
  });
  const afterLogout = await replay.get("/api/library");
  expect(afterLogout.status()).toBe(401);
  expect(await afterLogout.json()).toEqual(loginRequired);
  await Promise.all([teacher.dispose(), replay.dispose()]);
});
