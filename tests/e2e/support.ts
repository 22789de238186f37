import { randomUUID } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { linkIn, waitForEmail } from "../helpers/outbox";

/** The e2e server's outbox (playwright.config.ts points MAIL_OUTBOX_DIR here). */
export const outboxDir = path.resolve(".test-output", "e2e-data", "outbox");

export const uniqueEmail = (name = "teacher") => `${name}.${randomUUID().slice(0, 8)}@school.org`;

export const mailTo = (to: string, subject: RegExp) => waitForEmail(to, subject, outboxDir);

export async function mailedLink(to: string, subject: RegExp, pathname: string) {
  const url = linkIn(await mailTo(to, subject), pathname);
  return `${url.pathname}${url.search}`;
}

export async function openAuthDialog(page: Page) {
  await page.getByRole("button", { name: "Login / Register" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Lyceum" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Registers through the dialog; the dialog is left open on the Login tab. */
export async function registerThroughDialog(
  page: Page,
  {
    firstName = "Ada",
    lastName = "Lovelace",
    email = uniqueEmail(),
    password = "correct horse battery",
  }: {
    firstName?: string;
    lastName?: string;
    email?: string;
    password?: string;
  } = {},
) {
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Please check your email to verify your account.");
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  return { dialog, email, password, firstName };
}

export async function loginThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Welcome to Lyceum" });
  if (!(await dialog.isVisible())) await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Login" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Throttles the page's downloads (Chromium's own network emulation), so a streamed answer is still
 * arriving while a test looks at it or cancels it, however fast the machine. `restore` lifts it.
 */
export async function throttleDownloads(page: Page, bytesPerSecond = 2_000) {
  const cdp = await page.context().newCDPSession(page);
  const emulate = (downloadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await cdp.send("Network.enable");
  await emulate(bytesPerSecond);
  return { restore: () => emulate(-1) };
}

/** Holds every call to `url` until `release()`, so the page's waiting state stays on screen to be checked. */
export async function holdCalls(page: Page, url: Parameters<Page["route"]>[0]) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's serious and critical accessibility violations (axe), one line each: an empty list passes. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

/** Clicks an educator in the searchable picker labelled `label`, found by typing part of the name. */
export async function clickEducatorOption(page: Page, label: string, name: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("combobox", { name: "Search educators by name, era or idea" }).fill(name);
  await page
    .getByRole("listbox", { name: "Educators" })
    .getByRole("option", { name: new RegExp(name) })
    .click();
}

/** Chooses an educator in the searchable picker labelled `label`, and checks it is the choice. */
export async function pickEducator(page: Page, label: string, name: string) {
  await clickEducatorOption(page, label, name);
  await expect(page.getByRole("combobox", { name: label })).toContainText(name);
}
