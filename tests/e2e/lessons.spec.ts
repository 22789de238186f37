import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import JSZip from "jszip";
import { loginThroughDialog, registerThroughDialog, throttleDownloads } from "./support";

async function fillLesson(
  page: Page,
  { subject = "Mathematics", grade = "Grade 4", topic = "Equivalent fractions" } = {},
) {
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Grade Level").selectOption(grade);
  await page.getByLabel("Topic").fill(topic);
}

async function generateAndWait(page: Page) {
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await expect(page.getByTestId("finished-plan")).toBeVisible({ timeout: 60_000 });
}

test("the form's checks come in the spec's order", async ({ page }) => {
  await page.goto("/lessons");
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
  const generate = page.getByRole("button", { name: "Generate Lesson Plan" });
  const toast = page.getByTestId("toast");
  await generate.click();
  await expect(toast).toContainText("Subject Required");
  await expect(toast).toContainText("Please enter a subject for the lesson plan.");
  await page.getByLabel("Subject").fill("Science");
  await generate.click();
  await expect(toast).toContainText("Grade Level Required");
  await expect(toast).toContainText("Please select a grade level for the lesson plan.");
  await page.getByLabel("Grade Level").selectOption("Grade 7");
  await generate.click();
  await expect(toast).toContainText("Topic Required");
  await expect(toast).toContainText("Please enter a topic for the lesson plan.");
  await page.getByLabel("Topic").fill("Plant growth");
  await generate.click();
  await expect(toast).toContainText("Educator Required");
  await expect(toast).toContainText("Please select an educator for the lesson plan.");
});

test("the option lists and their defaults", async ({ page }) => {
  await page.goto("/lessons");
  await expect(page.getByLabel("Grade Level").locator("option")).toHaveCount(15);
  const grades = await page.getByLabel("Grade Level").locator("option").allTextContents();
  expect(grades.slice(1)).toEqual([
    "Kindergarten",
    ...Array.from({ length: 12 }, (_, index) => `Grade ${index + 1}`),
    "Higher Education",
  ]);
  const length = page.getByLabel("Lesson Length");
  await expect(length).toHaveValue("medium");
  await length.selectOption("extended");
  await expect(page.getByLabel("Duration type")).toHaveValue("days");
  await expect(page.getByLabel("Number of days")).toHaveValue("3");
  expect(await page.getByLabel("Number of days").locator("option").allTextContents()).toEqual(
    ["2", "3", "4", "5", "10", "15", "20"].map((days) => `${days} days`),
  );
  await page.getByLabel("Duration type").selectOption("minutes");
  await expect(page.getByLabel("Total minutes")).toHaveValue("300");
  expect(await page.getByLabel("Total minutes").locator("option").count()).toBe(10);
});

test("a plan generated from Explore streams in, then shows as the finished plan", async ({ page }) => {
  await page.goto("/explore");
  const card = page.getByTestId("educator-card").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await card.getByRole("link", { name: /Create a Lesson Plan/ }).click();
  await expect(page).toHaveURL(/\/lessons\?educator=\d+$/);
  await expect(page.getByRole("combobox", { name: "Chosen Educator" })).toContainText(name);

  await fillLesson(page);
  await page.getByLabel("Custom Instructions (optional)").fill("Include a short outdoor activity.");
  const network = await throttleDownloads(page);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const streaming = page.getByTestId("streaming-plan");
  await expect(streaming).toContainText(`Inspired by ${name}`);
  await expect(streaming).toContainText("Grade 4");
  await expect(streaming.getByText("Generating...")).toBeVisible();
  await expect(streaming.getByRole("button", { name: "Cancel" })).toBeVisible();

  await network.restore();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  await expect(plan.getByRole("heading", { level: 2, name: "Equivalent fractions" })).toBeVisible();
  await expect(plan).toContainText("Mathematics");
  await expect(plan).toContainText(`Inspired by ${name}`);
  await expect(plan).toContainText(new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date()));
  await expect(plan.getByRole("heading", { name: "Lesson Flow" })).toBeVisible();
  await expect(plan.getByRole("heading", { name: "Your Instructions" })).toBeVisible();
  await expect(plan.getByRole("button", { name: "Print" })).toHaveCount(2);
  await expect(plan.getByRole("button", { name: "Download Word" })).toHaveCount(2);
  await expect(plan.getByRole("button", { name: "Save Lesson" })).toHaveCount(2);
});

test("Cancel returns to the form while the plan is being written", async ({ page }) => {
  await page.goto("/lessons?educator=2");
  await fillLesson(page);
  await throttleDownloads(page);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await page.getByTestId("streaming-plan").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("a failed final fetch shows the spec's message, with Back and Download Word", async ({ page }) => {
  await page.route(/\/api\/lesson-plans\/\d+$/, (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/lessons?educator=3");
  await fillLesson(page);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const view = page.getByTestId("streaming-plan");
  await expect(view.getByRole("alert")).toContainText("Failed to retrieve the completed lesson plan.", {
    timeout: 60_000,
  });
  await expect(page.getByTestId("toast")).toContainText("Error");
  await expect(view.getByRole("button", { name: "Download Word" })).toBeVisible();
  await view.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).toBeVisible();
});

test("a stream error shows its message in the view and an Error toast", async ({ page }) => {
  await page.route("**/api/lesson-plans/stream", (route) =>
    route.fulfill({
      status: 400,
      headers: { "content-type": "text/event-stream" },
      body: 'data: {"type":"validation_error","message":"Topic cannot be empty"}\n\n',
    }),
  );
  await page.goto("/lessons?educator=1");
  await fillLesson(page);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await expect(page.getByTestId("streaming-plan").getByRole("alert")).toContainText("Topic cannot be empty");
  await expect(page.getByTestId("toast")).toContainText("Error");
});

test("the free trial: two plans, then 'Create Free Account', and the server's own limit", async ({ page }) => {
  await page.goto("/lessons?educator=5");
  const trial = page.getByTestId("trial-card");
  await expect(trial).toContainText("Free Trial");
  await expect(trial).toContainText("2 free plans, 2 left");
  await fillLesson(page, { topic: "Shapes" });
  await generateAndWait(page);
  await expect(trial).toContainText("2 free plans, 1 left");
  await page.getByLabel("Topic").fill("Angles");
  await generateAndWait(page);
  await expect(trial).toContainText("2 free plans, 0 left");
  expect(await page.evaluate(() => localStorage.getItem("lesson_plan_usage_count"))).toBe("2");

  await expect(page.getByTestId("toast")).toContainText("Trial Complete", { timeout: 5000 });
  const dialog = page.getByRole("dialog", { name: "Welcome to Lyceum" });
  await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("button", { name: "Generate Lesson Plan" })).toHaveCount(0);
  await page.getByRole("button", { name: "Create Free Account" }).click();
  await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");

  // The browser's count is only a courtesy: the server refuses a third plan on its own.
  await page.evaluate(() => localStorage.setItem("lesson_plan_usage_count", "0"));
  await page.reload();
  await fillLesson(page, { topic: "Circles" });
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  await expect(page.getByTestId("streaming-plan").getByRole("alert")).toContainText(
    "You've used your trial lesson plans. Create a free account to continue.",
  );
});

test("a registered teacher generates past the trial, saves a plan, finds it in the library and removes it", async ({
  page,
}) => {
  await page.goto("/lessons?educator=6");
  await page.evaluate(() => localStorage.setItem("lesson_plan_usage_count", "2"));
  await page.reload();
  await expect(page.getByRole("button", { name: "Create Free Account" })).toBeVisible();
  const { email, password } = await registerThroughDialog(page, { firstName: "Saver" });
  await loginThroughDialog(page, email, password);
  await expect(page.getByTestId("trial-card")).toHaveCount(0);

  await fillLesson(page, { subject: "History", grade: "Grade 9", topic: "The printing press" });
  await generateAndWait(page);
  const plan = page.getByTestId("finished-plan");
  const save = plan.getByRole("button", { name: "Save Lesson" }).first();
  await save.click();
  await expect(page.getByTestId("toast")).toContainText("This lesson plan has been saved to your account.");
  await expect(plan.getByRole("button", { name: "Saved" })).toHaveCount(2);
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Library" }).click();
  const item = page.getByTestId("library-item").filter({ hasText: "The printing press" });
  await expect(item).toContainText("History");
  await item.getByRole("button", { name: /Open/ }).click();
  await expect(page.getByTestId("finished-plan").getByRole("button", { name: "Saved" }).first()).toBeDisabled();
  await page.getByRole("button", { name: "Back to library" }).first().click();
  await page
    .getByTestId("library-item")
    .filter({ hasText: "The printing press" })
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(page.getByTestId("library-item").filter({ hasText: "The printing press" })).toHaveCount(0);
});

test("the library sends visitors to log in", async ({ page }) => {
  await page.goto("/library");
  await expect(page.getByText("Log in to see your library")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Login / Register" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome to Lyceum" })).toBeVisible();
});

test("a plan downloads as Word and prints without the form or the page chrome", async ({ page }) => {
  await page.goto("/lessons?educator=1");
  await fillLesson(page, { subject: "Social Studies", topic: "Local rivers" });
  await generateAndWait(page);
  const plan = page.getByTestId("finished-plan");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    plan.getByRole("button", { name: "Download Word" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe("Social_Studies_Local_rivers.docx");
  await expect(page.getByTestId("toast")).toContainText("Your lesson plan is being prepared as a Word document.");
  const zip = await JSZip.loadAsync(await readFile((await download.path()) as string));
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  expect(xml).toContain("Local rivers");
  for (const section of [
    "Learning Outcome and Objectives",
    "Common Misconceptions",
    "Materials and Safety",
    "Lesson Flow",
  ]) {
    expect(xml).toContain(section);
  }
  // Built from the plan's object: each step a table with its check and the answer expected.
  expect(xml).toContain("Check for understanding");
  expect(xml).toContain("Expected answer");
  expect(xml).toContain("Starter Quiz");
  expect(xml).toContain("Inspired by");
  expect(xml).toContain('w:val="Heading2"');

  await page.evaluate(() => {
    window.print = () => {
      (window as { printed?: boolean }).printed = true;
    };
  });
  await plan.getByRole("button", { name: "Print" }).first().click();
  expect(await page.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("form", { name: "Lesson plan details" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(plan.getByRole("button")).toHaveCount(0);
  for (const section of ["Prior Knowledge and Keywords", "Common Misconceptions", "Lesson Flow", "Assessment"]) {
    await expect(plan.getByRole("heading", { name: section })).toBeVisible();
  }
});
