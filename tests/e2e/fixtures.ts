import { test as base, type Page } from "@playwright/test";
import { loginThroughDialog, mailedLink, registerThroughDialog } from "./support";

type Account = { email: string; password: string };

/**
 * Who a test starts as: `teacher`, a teacher registered and signed in through the dialog on `page`;
 * `administrator`, the ADMIN_EMAIL account verified from its e-mail and signed in on `page`;
 * `visitor`, a page in a browser of its own (no cookies, no storage) beside `page`.
 */
export const test = base.extend<{ teacher: Account; administrator: Account; visitor: Page }>({
  teacher: async ({ page }, use) => {
    await page.goto("/");
    const { email, password } = await registerThroughDialog(page);
    await loginThroughDialog(page, email, password);
    await use({ email, password });
  },
  administrator: async ({ page }, use) => {
    await page.goto("/");
    const { email, password } = await registerThroughDialog(page, { firstName: "Admin", email: "admin@lyceum.test" });
    await page.goto(await mailedLink(email, /Verify/, "/verify-email"));
    await loginThroughDialog(page, email, password);
    await use({ email, password });
  },
  visitor: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from "@playwright/test";
