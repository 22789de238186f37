import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { clickEducatorOption, loginThroughDialog, pickEducator, registerThroughDialog, uniqueEmail } from "./support";

const chooseEducator = (page: Page, name: string) => pickEducator(page, "Choose an educator", name);

async function askAndWait(page: Page, text: string) {
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("streaming-answer")).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId("exchange").filter({ hasText: text })).toBeVisible();
}

async function generatePlan(page: Page, topic: string) {
  await page.goto("/lessons?educator=2");
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 5");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await expect(page.getByTestId("finished-plan")).toBeVisible({ timeout: 60_000 });
}

const currentConversation = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("lyceum-current-conversation") ?? "null"));

test("a visitor's conversation comes back after a reload, and only to that visitor", async ({ page, visitor }) => {
  await page.goto("/ask");
  await chooseEducator(page, "Maria Montessori");
  await askAndWait(page, "How do I help a restless class concentrate?");
  const kept = await currentConversation(page);
  expect(kept).toMatchObject({ conversationId: expect.any(Number) });

  await page.reload();
  await expect(page.getByTestId("exchange")).toHaveCount(1);
  await expect(page.getByTestId("exchange")).toContainText("How do I help a restless class concentrate?");
  await expect(page.getByRole("combobox", { name: "Choose an educator" })).toContainText("Maria Montessori");
  // The follow-up continues the restored conversation on the server.
  await askAndWait(page, "And after the holidays?");
  await expect(page.getByTestId("exchange")).toHaveCount(2);
  await expect(page.getByTestId("exchange").last().getByRole("listitem")).not.toHaveCount(0);
  await expect(page.getByTestId("exchange").last()).not.toContainText("outside what I can help with");

  // Another browser holding the same number gets nothing back: the server checks the visitor's cookie.
  // The number is in storage before the page's own scripts run, so no first render can overwrite it.
  await visitor.addInitScript((value) => {
    if (location.pathname === "/ask") localStorage.setItem("lyceum-current-conversation", JSON.stringify(value));
  }, kept);
  const refused = visitor.waitForResponse(`**/api/chat/conversations/${kept.conversationId}`);
  await visitor.goto("/ask");
  expect((await refused).status()).toBe(404);
  await expect(visitor.getByText("Start Your Conversation")).toBeVisible();
  await expect(visitor.getByTestId("exchange")).toHaveCount(0);
  expect(await currentConversation(visitor)).toBeNull();
});

test("changing educator asks first; keeping changes nothing, confirming starts afresh", async ({ page }) => {
  await page.goto("/ask");
  await chooseEducator(page, "Maria Montessori");
  await askAndWait(page, "How should I arrange the classroom?");

  await clickEducatorOption(page, "Choose an educator", "John Dewey");
  const confirm = page.getByRole("dialog", { name: "Start a new conversation with John Dewey?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("Your conversation with Maria Montessori will no longer be shown here.");
  await confirm.getByRole("button", { name: "Keep this conversation" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Choose an educator" })).toContainText("Maria Montessori");
  await expect(page.getByTestId("exchange")).toHaveCount(1);

  await clickEducatorOption(page, "Choose an educator", "John Dewey");
  await confirm.getByRole("button", { name: "Start new conversation" }).click();
  await expect(page.getByRole("combobox", { name: "Choose an educator" })).toContainText("John Dewey");
  await expect(page.getByTestId("exchange")).toHaveCount(0);
  await expect(page.getByText("Start Your Conversation")).toBeVisible();
  expect(await currentConversation(page)).toBeNull();
});

test("Remove in the library removes at once on the server, and Undo really brings the row back", async ({
  page,
  teacher: _signedIn,
}) => {
  await page.goto("/ask");
  await chooseEducator(page, "Paulo Freire");
  await askAndWait(page, "How do I begin from my pupils' own words?");
  await page.goto("/library");
  await page.getByRole("tab", { name: /Conversations/ }).click();
  const row = page.getByTestId("library-item").filter({ hasText: "Paulo Freire" });
  await expect(row).toHaveCount(1);
  const listed = async () =>
    ((await (await page.request.get("/api/library")).json()) as { conversations: unknown[] }).conversations.length;

  const removal = () =>
    page.waitForResponse(
      (response) => response.request().method() === "DELETE" && response.url().includes("/api/conversations/"),
    );
  let removed = removal();
  await row.getByRole("button", { name: /Remove/ }).click();
  expect((await removed).status()).toBe(200);
  await expect(row).toHaveCount(0);
  expect(await listed()).toBe(0);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("The conversation was removed from your library.");
  const restored = page.waitForResponse((response) => response.url().endsWith("/api/library/restore"));
  await toast.getByRole("button", { name: "Undo" }).click();
  expect((await restored).status()).toBe(200);
  await expect(row).toHaveCount(1);
  expect(await listed()).toBe(1);
  await page.reload();
  await page.getByRole("tab", { name: /Conversations/ }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /Open/ }).click();
  await expect(page.getByTestId("exchange")).toContainText("How do I begin from my pupils' own words?");

  // Closing the tab while Undo is still offered keeps the conversation removed.
  await page.goto("/library");
  await page.getByRole("tab", { name: /Conversations/ }).click();
  removed = removal();
  await row.getByRole("button", { name: /Remove/ }).click();
  expect((await removed).status()).toBe(200);
  await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await again.goto("/library");
  await again.getByRole("tab", { name: /Conversations/ }).click();
  await expect(again.getByText("No conversations yet.")).toBeVisible();
});

test("a visitor's plan and conversation are in the account registered then logged in through the dialog", async ({
  page,
}) => {
  await generatePlan(page, "Seed dispersal");
  await page.goto("/ask");
  await chooseEducator(page, "John Dewey");
  await askAndWait(page, "How can a garden become a science lesson?");

  const { email, password } = await registerThroughDialog(page, { firstName: "Newcomer" });
  await loginThroughDialog(page, email, password);
  await page.goto("/library");
  await expect(page.getByTestId("library-item").filter({ hasText: "Seed dispersal" })).toBeVisible();
  await page.getByRole("tab", { name: /Conversations/ }).click();
  await expect(page.getByTestId("library-item").filter({ hasText: "John Dewey" })).toBeVisible();
});

test("a visitor's work made after registering elsewhere joins the account at login", async ({ page, visitor }) => {
  test.slow(); // two browsers, a registration, a whole plan and a login in one story: it ran out of time once on a busy machine
  // The account is made in another browser; this browser's visitor works first, then logs in.
  await visitor.goto("/");
  const { email, password } = await registerThroughDialog(visitor, { email: uniqueEmail("returning") });
  await generatePlan(page, "Pollination");
  await page.goto("/");
  await loginThroughDialog(page, email, password);
  await page.goto("/library");
  await expect(page.getByTestId("library-item").filter({ hasText: "Pollination" })).toBeVisible();
});
