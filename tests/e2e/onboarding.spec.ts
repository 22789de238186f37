import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginThroughDialog, registerThroughDialog } from "./support";

test("after registering, the Login tab has the e-mail filled in and the cursor in the password", async ({ page }) => {
  await page.goto("/");
  const { dialog, email, password } = await registerThroughDialog(page, { firstName: "Grace" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  const passwordField = dialog.getByLabel("Password");
  await expect(passwordField).toBeFocused();
  await expect(passwordField).toHaveValue("");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Welcome, Grace!").first()).toBeVisible();
});

/** Sums the page's layout shifts (as Lighthouse's CLS does, outside 500 ms after input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
]) {
  test(`at ${viewport.width} px a visitor sees the trial up front on /lessons, and nothing shifts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto("/lessons");
    const trial = page.getByTestId("trial-card");
    await expect(trial).toContainText("2 free plans, 2 left");
    await expect(page.getByRole("combobox", { name: "Chosen Educator" })).toBeVisible();
    const card = await trial.boundingBox();
    const subject = await page.getByLabel("Subject").boundingBox();
    expect(card && subject && card.y < subject.y).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Lighthouse counts under 0.1 as good; the trial card arriving late measured 0.284.
    expect(await layoutShift()).toBeLessThan(0.1);
  });
}

const educatorOptions = (page: Page) => page.getByRole("listbox", { name: "Educators" }).getByRole("option");

test("the educator comes first on the lessons form and is chosen by keyboard", async ({ page }) => {
  await page.goto("/lessons");
  const picker = page.getByRole("combobox", { name: "Chosen Educator" });
  await expect(picker).toHaveText("-- Select an educator --");
  const pickerBox = await picker.boundingBox();
  const subjectBox = await page.getByLabel("Subject").boundingBox();
  expect(pickerBox && subjectBox && pickerBox.y < subjectBox.y).toBe(true);

  await picker.focus();
  await page.keyboard.press("Enter");
  const search = page.getByRole("combobox", { name: "Search educators by name, era or idea" });
  await expect(search).toBeFocused();
  await page.keyboard.type("brazil");
  await expect(educatorOptions(page)).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(picker).toContainText("Paulo Freire");
  await expect(picker).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Subject")).toBeFocused();
});

test("the ask picker searches name, era and idea, and works by keyboard with screen-reader states", async ({
  page,
}) => {
  await page.goto("/ask");
  const picker = page.getByRole("combobox", { name: "Choose an educator" });
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await picker.focus();
  await page.keyboard.press("ArrowDown");
  const search = page.getByRole("combobox", { name: "Search educators by name, era or idea" });
  await expect(search).toBeFocused();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => educatorOptions(page).count()).toBeGreaterThanOrEqual(24);

  await page.keyboard.type("proximal"); // a key idea, not a name
  await expect(educatorOptions(page)).toHaveCount(1);
  await expect(educatorOptions(page)).toContainText("Lev Vygotsky");
  await page.keyboard.press("Escape");
  await expect(picker).toBeFocused();
  await expect(picker).toHaveText("-- Select an educator --");

  await page.keyboard.press("Enter");
  await page.keyboard.type("BCE"); // an era
  const options = educatorOptions(page);
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const first = await options.nth(0).getAttribute("id");
  const second = await options.nth(1).getAttribute("id");
  await expect(search).toHaveAttribute("aria-activedescendant", first ?? "");
  await page.keyboard.press("ArrowDown");
  await expect(search).toHaveAttribute("aria-activedescendant", second ?? "");
  const name = (await options.nth(1).locator("span span").first().textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(picker).toContainText(name);
  await expect(page.getByTestId("educator-profile")).toContainText(name);
  // A choice closes the list and gives focus back to the picker; Enter there opens it again.
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await expect(educatorOptions(page).filter({ hasText: name })).toHaveAttribute("aria-selected", "true");
});

test("a visitor's pages never ask for the current user; a stale hint is dropped quietly", async ({ page, context }) => {
  const userCalls: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/user") userCalls.push(response.status());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/", "/explore", "/ask", "/lessons", "/library"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  }
  expect(userCalls).toEqual([]);
  expect(errors).toEqual([]);

  // A hint left from a session that has since ended: one call, then the hint is gone.
  await context.addCookies([{ name: "lyceum_signed_in", value: "1", url: page.url() }]);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  await expect.poll(() => userCalls).toEqual([401]);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "lyceum_signed_in"))
    .toBe(false);
  await page.reload();
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  expect(userCalls).toEqual([401]);
});

test("a signed-in teacher stays signed in across reloads, and logout clears the hint", async ({ page }) => {
  await page.goto("/");
  const { email, password } = await registerThroughDialog(page, { firstName: "Hint" });
  await loginThroughDialog(page, email, password);
  await page.reload();
  await expect(page.getByText("Welcome, Hint!").first()).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "lyceum_signed_in")).toBe(false);
});
