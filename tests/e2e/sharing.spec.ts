import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { CONTENT_CATEGORIES, GUIDANCE_NOTE } from "@/db/data/content-guidance";
import { readDocxFile } from "../helpers/docx";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./support";

/** Shares the library item titled `title` and returns its link, as the library shows it. */
async function shareFromLibrary(page: Page, title: string) {
  const item = page.getByTestId("library-item").filter({ hasText: title });
  await item.getByRole("button", { name: `Share ${title}` }).click();
  await expect(item.getByText("Shared", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: `Copy link to ${title}` })).toBeVisible();
  const link = await item.getByRole("textbox", { name: `Link to ${title}` }).inputValue();
  expect(link).toMatch(/\/shared\/[\w-]{22}$/);
  return link;
}

async function stopSharing(page: Page, title: string) {
  const item = page.getByTestId("library-item").filter({ hasText: title });
  await item.getByRole("button", { name: `Stop sharing ${title}` }).click();
  await expect(item.getByRole("button", { name: `Share ${title}` })).toBeVisible();
}

async function expectGone(visitor: Page, link: string) {
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(404);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This shared link was turned off or never existed" }),
  ).toBeVisible();
  await expect(visitor.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  await visitor.getByRole("main").getByRole("link", { name: "Go to Lyceum" }).click();
  await expect(visitor).toHaveURL(/\/$/);
}

test("a teacher shares a saved plan, a signed-out visitor reads it with Print and Word, and the link stops", async ({
  page,
  teacher,
  visitor,
}) => {
  test.slow(); // a whole plan, two accessibility scans, a Word download and two browsers in one story
  const topic = "Shadows and light";
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 3");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  await expect(plan.getByTestId("content-guidance")).toHaveCount(0);
  await plan.getByRole("button", { name: "Save Lesson" }).first().click();
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();

  await page.goto("/library");
  const link = await shareFromLibrary(page, topic);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: `Copy link to ${topic}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.getByRole("heading", { level: 1, name: "A shared lesson plan" })).toBeVisible();
  await expect(visitor.getByText("Shared by Ada from Lyceum")).toBeVisible();
  const shared = visitor.getByTestId("finished-plan");
  await expect(shared.getByRole("heading", { name: topic, exact: true })).toBeVisible();
  await expect(shared).toContainText("Maria Montessori");
  await expect(shared).toContainText("AI interpretation, not the educator's own words");
  await expect(shared.getByRole("button", { name: "Print" }).first()).toBeVisible();
  await expect(shared.getByRole("button", { name: "Save Lesson" })).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    shared.getByRole("button", { name: "Download Word" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  expect(await visitor.content()).not.toContain(teacher.email);
  expect(await visitor.content()).not.toContain("Lovelace");

  await stopSharing(page, topic);
  await expectGone(visitor, link);

  const again = await shareFromLibrary(page, topic);
  expect(again).not.toBe(link);
  expect((await visitor.goto(again))?.status()).toBe(200);
  await expectGone(visitor, link);
});

test("a plan on a sensitive topic shows its content guidance above it, in print, in Word and on its shared link", async ({
  page,
  teacher: _signedIn,
  visitor,
}) => {
  test.slow(); // a whole plan, a share and a Word download in two browsers
  const topic = "The Holocaust";
  const genocide = CONTENT_CATEGORIES.find((category) => category.id === "genocide")?.label ?? "";
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("History");
  await page.getByLabel("Grade Level").selectOption("Grade 9");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  const shows = async (view: Page) => {
    const note = view.getByTestId("content-guidance");
    await expect(note.getByRole("heading", { name: GUIDANCE_NOTE.title })).toBeVisible();
    await expect(note).toContainText(`${GUIDANCE_NOTE.opening} ${genocide}`);
    await expect(note).toContainText(`${GUIDANCE_NOTE.advice}.`);
    // Above the plan: before its first section, once both are laid out (a box is null until then).
    const first = view.getByRole("heading", { name: "Learning Outcome and Objectives" });
    await expect(first).toBeVisible();
    await expect
      .poll(async () => {
        const [noteBox, planBox] = await Promise.all([note.boundingBox(), first.boundingBox()]);
        return noteBox && planBox ? planBox.y - (noteBox.y + noteBox.height) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
    return (await note.locator("p").textContent()) ?? "";
  };
  const note = await shows(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("content-guidance")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await plan.getByRole("button", { name: "Save Lesson" }).first().click();
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();

  await page.goto("/library");
  const link = await shareFromLibrary(page, topic);
  await visitor.goto(link);
  expect(await shows(visitor)).toBe(note);
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByTestId("finished-plan").getByRole("button", { name: "Download Word" }).first().click(),
  ]);
  const { texts } = await readDocxFile(await readFile((await download.path()) as string));
  expect(texts).toContain(GUIDANCE_NOTE.title);
  expect(texts).toContain(note);
});

test("a share link that never existed says so on its own page, with a 404", async ({ visitor }) => {
  await expectGone(visitor, "/shared/abcdefghijklmnopqrstuv");
  await expectGone(visitor, "/shared/not-a-token");
});

test("a teacher shares a conversation and stops sharing it", async ({ page, teacher, visitor }) => {
  await page.goto("/ask?educator=1");
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill("How do I prepare a classroom for independent work?");
  await box.press("Enter");
  await expect(page.getByTestId("exchange")).toHaveCount(1, { timeout: 30_000 });

  await page.goto("/library");
  await page.getByRole("tab", { name: /Conversations/ }).click();
  const title = (await page.getByTestId("library-item").first().locator("p").first().textContent()) ?? "";
  const link = await shareFromLibrary(page, title);

  expect((await visitor.goto(link))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "A shared conversation" })).toBeVisible();
  const exchange = visitor.getByTestId("exchange");
  await expect(exchange).toContainText("How do I prepare a classroom for independent work?");
  await expect(exchange).toContainText("AI interpretation, not the educator's own words");
  await expect(visitor.getByRole("button", { name: "Print Conversation" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Download Word" })).toBeVisible();
  expect(await visitor.content()).not.toContain(teacher.email);

  await stopSharing(page, title);
  await expectGone(visitor, link);
});
