import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import JSZip from "jszip";
import { test } from "./fixtures";
import { throttleDownloads } from "./support";

const question = "How should I respond when a pupil keeps disrupting the lesson?";

async function choose(page: Page, search: string, name: string) {
  const filter = page.getByRole("searchbox", { name: "Search educators" });
  await filter.fill(search);
  await page.getByRole("checkbox", { name: new RegExp(name) }).check();
  await filter.fill("");
}

async function ask(page: Page, text: string) {
  const box = page.getByLabel(/^Your (follow-up )?question$/);
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

/** An answer's box in page coordinates: the page may scroll between two measurements while answers stream. */
const boxOf = (page: Page, name: string, round = 0) =>
  page
    .getByTestId("roundtable-round")
    .nth(round)
    .getByRole("article", { name: `${name}'s answer` })
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
    });

test("a teacher puts one question to three educators, follows up, saves, reopens and downloads Word", async ({
  page,
  teacher: _signedIn,
}) => {
  await page.getByRole("navigation").first().getByRole("link", { name: "Roundtable" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Roundtable" })).toBeVisible();
  await choose(page, "montes", "Maria Montessori");
  await choose(page, "freire", "Paulo Freire");
  await choose(page, "confuc", "Confucius");
  await expect(page.getByRole("list", { name: "Chosen educators" }).getByRole("listitem")).toHaveCount(3);

  const network = await throttleDownloads(page);
  await ask(page, question);
  const answers = page.getByTestId("roundtable-answer");
  await expect(answers).toHaveCount(3);
  // All three stream at the same time, side by side.
  await expect(page.locator('[data-testid="roundtable-answer"][aria-busy="true"]')).toHaveCount(3);
  const [montessori, freire, confucius] = await Promise.all(
    ["Maria Montessori", "Paulo Freire", "Confucius"].map((name) => boxOf(page, name)),
  );
  expect(montessori?.y).toBe(freire?.y);
  expect(freire?.y).toBe(confucius?.y);
  expect(montessori?.x).toBeLessThan(freire?.x ?? 0);
  expect(freire?.x).toBeLessThan(confucius?.x ?? 0);
  await network.restore();

  const synthesis = page.getByTestId("roundtable-synthesis");
  await expect(synthesis).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await expect(synthesis).toContainText("A summary composed from Lyceum's catalogue");
  await expect(synthesis).toContainText("Where they meet.");
  await expect(synthesis).toContainText("For you to decide.");
  for (const answer of await answers.all()) {
    await expect(answer).toContainText("AI interpretation, not the educator's own words");
    await expect(answer).toContainText("Answered by: Built-in offline model");
  }

  await ask(page, "And with six-year-olds?");
  await expect(page.getByTestId("roundtable-round")).toHaveCount(2);
  await expect(synthesis.nth(1)).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await expect(answers).toHaveCount(6);

  await page.getByRole("link", { name: "Saved in My Library" }).click();
  await page.getByRole("tab", { name: "Roundtables (1)" }).click();
  const row = page.getByTestId("library-item").filter({ hasText: question });
  await expect(row).toContainText("Maria Montessori, Paulo Freire, Confucius");
  await row.getByRole("button", { name: `Open ${question}` }).click();
  await expect(page).toHaveURL(/\/roundtable\?id=\d+$/);
  await expect(page.getByTestId("roundtable-round")).toHaveCount(2);
  await expect(answers).toHaveCount(6);
  await expect(page.getByTestId("roundtable-synthesis").nth(1)).toContainText("Where they meet.");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Keep this roundtable" }).getByRole("button", { name: "Download Word" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Roundtable_with_Montessori_Freire_Confucius.docx");
  const zip = await JSZip.loadAsync(await readFile((await download.path()) as string));
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  for (const text of ["Question 1", "Question 2", "And with six-year-olds?", "Synthesis", "Where they meet."]) {
    expect(xml).toContain(text);
  }
  for (const name of ["Maria Montessori", "Paulo Freire", "Confucius"]) expect(xml).toContain(`Answer from ${name}`);
  expect(xml.indexOf("Answer from Confucius")).toBeLessThan(xml.indexOf("Synthesis"));
});

test("on a 390-px-wide phone the answers stack", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/roundtable");
  await choose(page, "dewey", "John Dewey");
  await choose(page, "vygot", "Lev Vygotsky");
  await ask(page, question);
  await expect(page.getByTestId("roundtable-synthesis")).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  const dewey = await boxOf(page, "John Dewey");
  const vygotsky = await boxOf(page, "Lev Vygotsky");
  expect(vygotsky.x).toBe(dewey.x);
  expect(vygotsky.y).toBeGreaterThanOrEqual(dewey.y + dewey.height);
  expect(dewey.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole("button", { name: "Log in to save" })).toBeVisible();
});

test("while the answers stream, no column ever shows a Markdown marker", async ({ page }) => {
  await page.goto("/roundtable");
  await choose(page, "montes", "Maria Montessori");
  await choose(page, "freire", "Paulo Freire");
  // Every text the columns and the synthesis show, each time one of them changes.
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { shown });
    const last = new Map<Element, string>();
    new MutationObserver(() => {
      const columns = document.querySelectorAll(
        '[data-testid="roundtable-answer"], [data-testid="roundtable-synthesis"]',
      );
      for (const column of columns) {
        const text = column.textContent ?? "";
        if (last.get(column) === text) continue;
        last.set(column, text);
        shown.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // Slowed, so the page draws the answers in many steps whatever the machine's load.
  const network = await throttleDownloads(page);
  await ask(page, question);
  await expect(page.getByTestId("roundtable-synthesis")).toHaveAttribute("aria-busy", "false", { timeout: 60_000 });
  await network.restore();

  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  // The columns were seen part-written (bold headings arrive among the words), and no step showed "**".
  const finished = await page
    .locator('[data-testid="roundtable-answer"], [data-testid="roundtable-synthesis"]')
    .allTextContents();
  expect(shown.filter((text) => !finished.includes(text)).length).toBeGreaterThan(0);
  expect(shown.filter((text) => text.includes("**"))).toEqual([]);
  await expect(page.getByTestId("roundtable-answer").first().locator("strong").first()).toBeVisible();
});
