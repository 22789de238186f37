import { expect, test } from "@playwright/test";
import { startFakeOpenAI } from "../helpers/fake-openai";
import { startServerProcess } from "../helpers/server-process";
import { loginThroughDialog, mailedLink, outboxDir, registerThroughDialog, uniqueEmail } from "./support";

// The production build in its own process, with a model connected (an OpenAI-compatible fake) or a
// setting it cannot run with: what the administrator and the operator see.
test.describe.configure({ timeout: 180_000 });

const key = "sk-e2e-secret-0123456789";

test("the dashboard names the connected model and its host, and its check says the key is refused", async ({
  page,
}) => {
  const fake = await startFakeOpenAI();
  const admin = uniqueEmail("admin");
  const server = await startServerProcess({
    OPENAI_API_KEY: key,
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: "fake-planner-1",
    ADMIN_EMAIL: admin,
    MAIL_OUTBOX_DIR: outboxDir,
  });
  try {
    // Anyone may know that a model is connected; which one, and where, is the administrator's to see.
    const health = await page.request.get(`${server.baseURL}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: { status: "up" }, model: { connected: true } });

    await page.goto(server.baseURL);
    const { password } = await registerThroughDialog(page, { email: admin });
    await page.goto(`${server.baseURL}${await mailedLink(admin, /Verify/, "/verify-email")}`);
    await loginThroughDialog(page, admin, password);
    await page.goto(`${server.baseURL}/stats`);

    const card = page.getByTestId("model-card");
    // A fresh server's first statistics take a while on a busy machine; the card shows once they are in.
    await expect(card.getByTestId("model-name")).toHaveText(`fake-planner-1 at ${new URL(fake.baseURL).host}`, {
      timeout: 60_000,
    });
    fake.behave({ kind: "status", status: 401, message: `Incorrect API key provided: ${key}` });
    await card.getByRole("button", { name: "Check the connection" }).click();
    await expect(card.getByRole("status")).toHaveText(
      `The model server at ${new URL(fake.baseURL).host} refused the key (401): check OPENAI_API_KEY.`,
    );
    await expect(page.getByText(key)).toHaveCount(0);
    await expect(card.getByRole("link", { name: "How to connect a model" })).toHaveAttribute("href", "/help/models");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    await fake.close();
  }
});

test("a base URL that is not an address stops the server with one line naming it", async () => {
  const failure = await startServerProcess({ OPENAI_API_KEY: key, OPENAI_BASE_URL: "localhost:11434/v1" }).then(
    (server) => {
      server.child.kill("SIGTERM");
      return "it served";
    },
    (error: Error) => error.message,
  );
  expect(failure).toContain(
    "[lyceum] Lyceum cannot start: OPENAI_BASE_URL: is not an http(s) address such as http://127.0.0.1:11434/v1.",
  );
  // No stack trace: no line of it names a source file.
  expect(failure).not.toMatch(/^\s+at /m);
  expect(failure).not.toContain(key);
});
