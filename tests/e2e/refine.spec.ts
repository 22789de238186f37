import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Each section's text by heading, as the plan shows it. */
async function sectionTexts(plan: Locator) {
  const sections = plan.locator("section[data-section]");
  const texts: Record<string, string> = {};
  for (const section of await sections.all()) {
    texts[(await section.getAttribute("data-section")) ?? ""] = (await section.textContent()) ?? "";
  }
  return texts;
}

test("a teacher refines one section, steps back a version, saves and shares what is on screen", async ({
  page,
  teacher,
  visitor,
}) => {
  test.slow(); // a whole plan, a refined section, the library and a second browser in one story
  const topic = "Plant life cycles";
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 5");
  await page.getByLabel("Topic").fill(topic);
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  const original = await sectionTexts(plan);
  expect(Object.keys(original)).toContain("Differentiation");

  await plan.getByRole("button", { name: "Refine Differentiation" }).click();
  await plan.getByRole("button", { name: "for multilingual learners" }).click();
  await expect(plan.getByTestId("plan-version")).toHaveText("Version 2 of 2", { timeout: 30_000 });
  const refined = await sectionTexts(plan);
  expect(refined.Differentiation).not.toBe(original.Differentiation);
  expect(refined.Differentiation).toContain("same-language buddy");
  for (const heading of Object.keys(original).filter((name) => name !== "Differentiation")) {
    expect(refined[heading], heading).toBe(original[heading]);
  }

  await plan.getByRole("button", { name: "Previous version" }).click();
  await expect(plan.getByTestId("plan-version")).toHaveText("Version 1 of 2");
  expect(await sectionTexts(plan)).toEqual(original);
  await plan.getByRole("button", { name: "Save Lesson" }).first().click();
  await expect(plan.getByRole("button", { name: "Saved" }).first()).toBeDisabled();

  await page.goto("/library");
  const item = page.getByTestId("library-item").filter({ hasText: topic });
  await item.getByRole("button", { name: `Share ${topic}` }).click();
  const link = await item.getByRole("textbox", { name: `Link to ${topic}` }).inputValue();

  expect((await visitor.goto(link))?.status()).toBe(200);
  const shared = visitor.getByTestId("finished-plan");
  await expect(shared.getByRole("heading", { name: topic, exact: true })).toBeVisible();
  await expect(shared.getByRole("heading", { name: "Differentiation" })).toBeVisible();
  await expect(shared).not.toContainText("same-language buddy");
  await expect(shared.getByRole("button", { name: /^Refine/ })).toHaveCount(0);
  await expect(shared.getByRole("button", { name: "Print" }).first()).toBeVisible();
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    shared.getByRole("button", { name: "Download Word" }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  expect(await visitor.content()).not.toContain(teacher.email);
});
