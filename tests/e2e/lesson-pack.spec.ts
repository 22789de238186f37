import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import JSZip from "jszip";
import type { LessonPlanJson } from "@/lib/client/use-lesson-stream";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { missingFromPack, readDeck, readDocxLines } from "../helpers/lesson-pack";
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

/** A plan written on /lessons, in a grade system when one is named: the finished plan on the page, and its object as stored. */
async function generate(page: Page, topic: string, grade: { system?: string; level: string } = { level: "Grade 3" }) {
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("Science");
  if (grade.system) {
    const system = page.getByLabel("Grade system");
    await expect(system).toBeEnabled({ timeout: 30_000 });
    await system.selectOption({ label: grade.system });
  }
  await page.getByLabel("Grade Level").selectOption(grade.level);
  await page.getByLabel("Topic").fill(topic);
  const stored = page.waitForResponse((response) => /\/api\/lesson-plans\/\d+$/.test(response.url()), {
    timeout: 60_000,
  });
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  const { plan: object } = (await (await stored).json()) as LessonPlanJson;
  if (!object) throw new Error("the finished plan has no object");
  return { plan, object };
}

async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return download;
}

const unzip = async (download: Download) => JSZip.loadAsync(await readFile((await download.path()) as string));

/**
 * The pack's zip opened as a teacher opens it: every file named after the topic; the slides, worksheet, quizzes
 * and answer key holding each step, task, question and answer of the plan; the worksheet with lines to write on
 * and a name line (a Grade 3 class and Australia's Year 3 both write); and the plan itself.
 */
async function expectPack(download: Download, topic: string, plan: LessonPlan) {
  expect(download.suggestedFilename()).toBe(`${topic} - Lesson pack.zip`);
  const pack = await unzip(download);
  expect(Object.keys(pack.files).sort()).toEqual(FILES.map((file) => `${topic} - ${file}`).sort());
  const bytes = async (file: string) =>
    (await pack.file(`${topic} - ${file}`)?.async("uint8array")) ?? new Uint8Array();
  const { slides } = await readDeck(await bytes("Slides.pptx"));
  const worksheet = await readDocxLines(await bytes("Worksheet.docx"));
  const quizzes = await readDocxLines(await bytes("Quizzes.docx"));
  const answers = await readDocxLines(await bytes("Answer key.docx"));
  expect(slides[0]?.text).toEqual([topic, `Science · ${plan.gradeLevel}`, "Inspired by Maria Montessori"]);
  expect(missingFromPack(plan, { slides, worksheet, quizzes, answers })).toEqual([]);
  expect(worksheet).toEqual(expect.arrayContaining(["Keywords", "Exit questions", "Name:"]));
  expect(worksheet).not.toContain("Draw here");
  expect(await readDocxLines(await bytes("Plan.docx"))).toContain("Lesson Flow");
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
  const { plan, object } = await generate(page, topic);
  await expect(plan.getByRole("button", { name: "Print" }).first()).toBeVisible();
  await expect(plan.getByRole("button", { name: "Download Word" }).first()).toBeVisible();

  const pack = await downloadFrom(page, () =>
    plan.getByRole("button", { name: "Download lesson pack (.zip)" }).first().click(),
  );
  await expectPack(pack, topic, object);

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

test("a visitor to a shared plan downloads the same lesson pack, for the teacher's grade system", async ({
  page,
  teacher: _teacher,
  visitor,
}) => {
  const topic = "Magnets at home";
  // Australia's Year 3 is eight-year-olds, who write: England's Year 3, with the same label, would draw.
  const { plan, object } = await generate(page, topic, { system: "Australia", level: "Year 3" });
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
  await expectPack(pack, topic, object);
  await downloadSlidesAlone(visitor, shared, topic);
});
