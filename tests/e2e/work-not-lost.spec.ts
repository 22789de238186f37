import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginThroughDialog, pickEducator, throttleDownloads } from "./support";

const phone = { width: 390, height: 844 };
const INSTRUCTIONS = "Use the school garden.";

async function fillLesson(page: Page, topic: string) {
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 5");
  await page.getByLabel("Topic").fill(topic);
  await page.getByLabel("Custom Instructions (optional)").fill(INSTRUCTIONS);
}

async function generatePlan(page: Page, topic: string) {
  await page.goto("/lessons?educator=2");
  await fillLesson(page, topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await expect(page.getByTestId("finished-plan")).toBeVisible({ timeout: 60_000 });
}

/** The plan is on screen with the form it came from. */
async function expectPlanKept(page: Page, topic: string) {
  const plan = page.getByTestId("finished-plan");
  await expect(plan.getByRole("heading", { level: 2, name: topic })).toBeVisible();
  await expect(plan.getByRole("heading", { name: "Lesson Flow" })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Science");
  await expect(page.getByLabel("Grade Level")).toHaveValue("Grade 5");
  await expect(page.getByLabel("Topic")).toHaveValue(topic);
  await expect(page.getByLabel("Custom Instructions (optional)")).toHaveValue(INSTRUCTIONS);
}

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name });
const leaveDialog = (page: Page) => page.getByRole("dialog", { name: "Leave without saving this lesson plan?" });
const logoutDialog = (page: Page) => page.getByRole("dialog", { name: "Log out without saving this lesson plan?" });

test("a visitor's plan and its form are still on /lessons after leaving and coming back, until another is started", async ({
  page,
}) => {
  await generatePlan(page, "Seed dispersal");
  // A visitor cannot save: leaving does not ask, and loses nothing.
  await nav(page, "Explore Educators").click();
  await expect(page).toHaveURL(/\/explore$/);
  await nav(page, "Generate a Lesson Plan").click();
  await expectPlanKept(page, "Seed dispersal");
  await page.reload();
  await expectPlanKept(page, "Seed dispersal");

  // Starting another plan lets the kept one go, even if that one is cancelled.
  await throttleDownloads(page);
  await page.getByLabel("Topic").fill("Root systems");
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await page.getByTestId("streaming-plan").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
  await expect(page.getByTestId("finished-plan")).toHaveCount(0);
});

test("a signed-in teacher is asked before leaving an unsaved plan, finds it again, and is not asked once it is saved", async ({
  page,
  teacher: _signedIn,
}) => {
  await generatePlan(page, "Seed dispersal");

  await nav(page, "My Library").click();
  await expect(leaveDialog(page)).toContainText("not in My Library");
  // A held click is no navigation: the bar at the top does not start (it would stay until it gave up).
  const progress = page.getByTestId("navigation-progress");
  expect(await progress.count()).toBe(0);
  await leaveDialog(page).getByRole("button", { name: "Stay on this page" }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/lessons/);
  expect(await progress.count()).toBe(0);
  await expectPlanKept(page, "Seed dispersal");

  // The browser's own question guards closing, reloading and leaving the site.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);

  // Leave anyway is the navigation: My Library arrives, and no bar is left behind. (Whether the bar shows
  // on the way depends on whether Next had the page prefetched; lib/client/link-click.test.ts checks that
  // the navigation Leave anyway announces reaches the bar's listener.)
  await nav(page, "My Library").click();
  await leaveDialog(page).getByRole("button", { name: "Leave anyway" }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(progress).toHaveCount(0);
  await expect(page.getByText("Seed dispersal")).toHaveCount(0);
  await nav(page, "Generate a Lesson Plan").click();
  await expectPlanKept(page, "Seed dispersal");

  const plan = page.getByTestId("finished-plan");
  await plan.getByRole("button", { name: "Save Lesson" }).first().click();
  await expect(plan.getByRole("button", { name: "Saved" })).toHaveCount(2);
  await nav(page, "My Library").click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByTestId("library-item").filter({ hasText: "Seed dispersal" })).toBeVisible();
  await nav(page, "Generate a Lesson Plan").click();
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();
  await expectPlanKept(page, "Seed dispersal");
  expect(asked).toEqual(["beforeunload"]);
});

test("logging in keeps the account's own unsaved plan, not the one made as a visitor meanwhile", async ({
  page,
  teacher,
}) => {
  await generatePlan(page, "Seed dispersal");
  // The session ends without a logout (it expired): the account's plan stays kept in this browser.
  await page.context().clearCookies();
  await generatePlan(page, "Root systems");
  await loginThroughDialog(page, teacher.email, teacher.password);
  await expectPlanKept(page, "Seed dispersal");
  await page.reload();
  await expectPlanKept(page, "Seed dispersal");
});

test("logging out with an unsaved plan asks first, and a confirmed logout takes the plan off this browser", async ({
  page,
  teacher: _signedIn,
}) => {
  await generatePlan(page, "Seed dispersal");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(logoutDialog(page)).toBeVisible();
  await logoutDialog(page).getByRole("button", { name: "Stay logged in" }).click();
  await expect(page.getByText("Welcome, Ada!")).toBeVisible();
  await expectPlanKept(page, "Seed dispersal");

  // From another page too: the plan is kept in this browser, and logging out would take it away.
  await nav(page, "Explore Educators").click();
  await leaveDialog(page).getByRole("button", { name: "Leave anyway" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await logoutDialog(page).getByRole("button", { name: "Log out anyway" }).click();
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();

  await nav(page, "Generate a Lesson Plan").click();
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
  await expect(page.getByLabel("Topic")).toHaveValue("");
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("lyceum-kept-plan"))),
  ).toEqual([]);
});

test("Cancel puts the question back in the box and leaves the partial answer on screen, marked cancelled", async ({
  page,
}) => {
  const question = "How can I keep a noisy class focused during group work?";
  await page.goto("/ask");
  await pickEducator(page, "Choose an educator", "Paulo Freire");
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(question);
  const network = await throttleDownloads(page);
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const streaming = page.getByTestId("streaming-answer");
  const answerSoFar = streaming.locator(".max-h-\\[400px\\]");
  await expect
    .poll(async () => (await answerSoFar.textContent())?.trim().length ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(20);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(streaming).toBeHidden();
  await expect(box).toHaveValue(question);
  const cancelled = page.getByTestId("cancelled-answer");
  await expect(cancelled).toContainText(question);
  await expect(cancelled).toContainText("Cancelled");
  expect((await cancelled.textContent())?.length ?? 0).toBeGreaterThan(question.length + 20);
  await expect(page.getByTestId("exchange")).toHaveCount(0);
  await expect(page.getByText("The answer could not be completed")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);

  // Sent again as it is: the box clears, the cancelled answer gives way to the new one.
  await network.restore();
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(cancelled).toHaveCount(0);
  await expect(page.getByTestId("exchange")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("exchange")).toContainText(question);
});

test("on a phone the plan being written shows which part it is on, kept in view with Cancel", async ({ page }) => {
  test.slow(); // the plan streams through a throttled connection until it is long enough to scroll
  await page.setViewportSize(phone);
  await page.goto("/lessons?educator=2");
  await fillLesson(page, "Seed dispersal");
  await throttleDownloads(page, 1_000);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const streaming = page.getByTestId("streaming-plan");
  const progress = streaming.getByRole("status");
  await expect(progress).toContainText("Generating...");
  await expect(progress).toContainText(/Writing: .+\.\.\. \(\d+ of 11\)/, { timeout: 30_000 });
  // The part named is the one whose heading the plan has reached.
  const part = /Writing: (.+)\.\.\. \(/.exec((await progress.textContent()) ?? "")?.[1] ?? "";
  await expect(streaming.getByRole("heading", { name: part, exact: true })).toBeAttached();
  await expect(progress).toBeInViewport();

  // Later, the teacher scrolls down to read what is arriving: the line and Cancel stay in view.
  await expect(progress).toContainText(/Writing: (Lesson Flow|Differentiation)/, {
    timeout: 60_000,
  });
  await streaming.evaluate((view) => window.scrollBy(0, view.getBoundingClientRect().bottom - window.innerHeight));
  expect(await streaming.evaluate((view) => view.getBoundingClientRect().top)).toBeLessThan(0);
  await expect(progress).toBeInViewport();
  await expect(streaming.getByRole("button", { name: "Cancel" })).toBeInViewport();
});
