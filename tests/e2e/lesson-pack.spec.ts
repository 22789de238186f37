import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import JSZip from "jszip";
import { expect, test } from "./fixtures";

// Each test writes a whole plan and builds a pack in the browser, the second with a teacher signed up first.
test.slow();

const FILES = [
  "Slides.pptx",
  "Worksheet.docx",
  "Worksheet with support.docx",
  "Quizzes.docx",
  "Answer key.docx",
  "Plan.docx",
];

async function generate(page: Page, topic: string) {
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 3");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  return plan;
}

async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return download;
}

const unzip = async (download: Download) => JSZip.loadAsync(await readFile((await download.path()) as string));

/** A file inside the pack, itself a zip (.pptx, .docx), and one of its parts as text. */
async function part(pack: JSZip, file: string, path: string) {
  const inner = await JSZip.loadAsync((await pack.file(file)?.async("uint8array")) ?? new Uint8Array());
  return (await inner.file(path)?.async("string")) ?? "";
}

/** The pack's zip: every file named after the topic, and one file of each kind holding what it should. */
async function expectPack(download: Download, topic: string) {
  expect(download.suggestedFilename()).toBe(`${topic} - Lesson pack.zip`);
  const pack = await unzip(download);
  expect(Object.keys(pack.files).sort()).toEqual(FILES.map((file) => `${topic} - ${file}`).sort());
  const title = await part(pack, `${topic} - Slides.pptx`, "ppt/slides/slide1.xml");
  expect(title).toContain(`<a:t>${topic}</a:t>`);
  expect(title).toContain("Inspired by Maria Montessori");
  expect(await part(pack, `${topic} - Slides.pptx`, "ppt/notesSlides/notesSlide5.xml")).toContain("Answer: ");
  const worksheet = await part(pack, `${topic} - Worksheet.docx`, "word/document.xml");
  for (const heading of ["Keywords", "Exit questions", "Name:"]) expect(worksheet).toContain(heading);
  expect(await part(pack, `${topic} - Quizzes.docx`, "word/document.xml")).toContain("Starter quiz");
  expect(await part(pack, `${topic} - Answer key.docx`, "word/document.xml")).toContain("Expected answer");
  expect(await part(pack, `${topic} - Plan.docx`, "word/document.xml")).toContain("Lesson Flow");
}

/** Opens "Lesson pack files" with the keyboard and downloads the slides alone. */
async function downloadSlidesAlone(page: Page, plan: Locator, topic: string) {
  await plan.getByText("Lesson pack files").first().focus();
  await page.keyboard.press("Enter");
  const slides = plan.getByRole("button", { name: "Slides (.pptx)" }).first();
  await expect(slides).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(slides).toBeFocused();
  const download = await downloadFrom(page, () => page.keyboard.press("Enter"));
  expect(download.suggestedFilename()).toBe(`${topic} - Slides.pptx`);
  const deck = await unzip(download);
  expect(Object.keys(deck.files)).toContain("ppt/presentation.xml");
  await page.keyboard.press("Escape");
  await expect(slides).toBeHidden();
}

test("a teacher downloads a plan's lesson pack, each file on its own, and prints the worksheet alone", async ({
  page,
}) => {
  const topic = "Seeds and sprouting";
  const plan = await generate(page, topic);
  await expect(plan.getByRole("button", { name: "Print" }).first()).toBeVisible();
  await expect(plan.getByRole("button", { name: "Download Word" }).first()).toBeVisible();

  const pack = await downloadFrom(page, () =>
    plan.getByRole("button", { name: "Download lesson pack (.zip)" }).first().click(),
  );
  await expectPack(pack, topic);

  await downloadSlidesAlone(page, plan, topic);

  await page.evaluate(() => {
    window.print = () => {
      (window as { printed?: boolean }).printed = true;
    };
  });
  await plan.getByText("Lesson pack files").first().click();
  await plan.getByRole("button", { name: "Print worksheet" }).first().click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: `${topic}: Worksheet` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Exit questions" })).toBeVisible();
  await expect(plan).toBeHidden();
});

test("a visitor to a shared plan downloads the same lesson pack", async ({ page, teacher: _teacher, visitor }) => {
  const topic = "Magnets at home";
  const plan = await generate(page, topic);
  await plan.getByRole("button", { name: "Save Lesson" }).first().click();
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();
  await page.goto("/library");
  const item = page.getByTestId("library-item").filter({ hasText: topic });
  await item.getByRole("button", { name: `Share ${topic}` }).click();
  const link = await item.getByRole("textbox", { name: `Link to ${topic}` }).inputValue();

  await visitor.goto(link);
  const shared = visitor.getByTestId("finished-plan");
  await expect(shared.getByRole("heading", { name: topic, exact: true })).toBeVisible();
  const pack = await downloadFrom(visitor, () =>
    shared.getByRole("button", { name: "Download lesson pack (.zip)" }).first().click(),
  );
  await expectPack(pack, topic);
  await downloadSlidesAlone(visitor, shared, topic);
});
