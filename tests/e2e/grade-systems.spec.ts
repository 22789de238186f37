import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { expect, test } from "./fixtures";
import { loginThroughDialog } from "./support";

// A teacher outside the US plans in their own grade system: chosen once beside the Grade Level select,
// remembered by the browser (and, signed in, by the account), and said by the plan and its Word file.

test.use({ locale: "en-GB" });
// Each a whole story: a plan and its Word file, or a registration and a second browser; slow on a busy machine.
test.slow();

test("a teacher in England chooses England and Wales, plans for Year 4, and the plan and its Word file say Year 4", async ({
  page,
}) => {
  await page.goto("/lessons?educator=1");
  const grade = page.getByLabel("Grade Level");
  const system = page.getByLabel("Grade system");
  await expect(system).toBeEnabled({ timeout: 30_000 });
  // US grades until the teacher chooses: the spec's options.
  await expect(system).toHaveValue("us");
  await grade.selectOption("Grade 3");

  await system.selectOption({ label: "England and Wales" });
  // The grade chosen becomes the same school year: US Grade 3 is England's Year 4.
  await expect(grade).toHaveValue("Year 4");
  await expect(grade.locator("option")).toContainText(["Reception", "Year 1", "Year 13", "Key Stage 2"]);
  await expect(grade.locator("option", { hasText: /^Grade \d+$/ })).toHaveCount(0);

  await page.getByLabel("Subject").fill("Mathematics");
  await page.getByLabel("Topic").fill("Equivalent fractions");
  await page.getByRole("button", { name: "Generate Lesson Plan" }).click();
  const plan = page.getByTestId("finished-plan");
  await expect(plan).toBeVisible({ timeout: 60_000 });
  await expect(plan).toContainText("Grade: Year 4");
  await expect(plan).toContainText("lesson for Year 4");
  await expect(plan).not.toContainText("Grade 3");
  // The date in the browser's locale: a UK browser reads "29 November 2025".
  await expect(plan).toContainText(new Intl.DateTimeFormat("en-GB", { dateStyle: "long" }).format(new Date()));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    plan.getByRole("button", { name: "Download Word" }).first().click(),
  ]);
  const zip = await JSZip.loadAsync(await readFile((await download.path()) as string));
  const xml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  expect(xml).toContain("Year 4");
  expect(xml).toContain("lesson for Year 4");
  expect(xml).not.toContain("Grade 3");

  // The browser remembers the choice.
  await page.reload();
  await expect(page.getByLabel("Grade system")).toHaveValue("england-wales");
  await expect(page.getByLabel("Grade Level").locator("option", { hasText: "Year 4" })).toHaveCount(1);
});

test("a signed-in teacher's grade system is remembered for the account, in a browser that never chose it", async ({
  page,
  teacher,
  browser,
}) => {
  await page.goto("/lessons");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/user") && response.request().method() === "PATCH",
  );
  await page.getByLabel("Grade system").selectOption({ label: "Scotland" });
  expect((await saved).status()).toBe(200);

  const fresh = await browser.newContext({ locale: "en-GB" });
  const elsewhere = await fresh.newPage();
  await elsewhere.goto("/lessons");
  await expect(elsewhere.getByLabel("Grade system")).toHaveValue("us");
  await loginThroughDialog(elsewhere, teacher.email, teacher.password);
  await expect(elsewhere.getByLabel("Grade system")).toHaveValue("scotland");
  await elsewhere.getByLabel("Grade Level").selectOption("Primary 5");
  await expect(elsewhere.getByLabel("Grade Level")).toHaveValue("Primary 5");
  await fresh.close();
});

test("a grade system the account could not store goes back, with the server's message, and is not remembered", async ({
  page,
  teacher: _signedIn,
}) => {
  await page.goto("/lessons");
  const grade = page.getByLabel("Grade Level");
  const system = page.getByLabel("Grade system");
  await expect(system).toBeEnabled({ timeout: 30_000 });
  await grade.selectOption("Grade 3");
  await page.route("**/api/auth/user", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, json: { message: "Lyceum is busy. Please try again in a moment." } })
      : route.fallback(),
  );

  await system.selectOption({ label: "England and Wales" });
  await expect(page.getByTestId("toast")).toContainText("Lyceum is busy. Please try again in a moment.");
  await expect(system).toHaveValue("us");
  await expect(grade).toHaveValue("Grade 3");

  await page.unroute("**/api/auth/user");
  await page.reload();
  await expect(page.getByLabel("Grade system")).toHaveValue("us");
});
