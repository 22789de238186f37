import { expect, test } from "@playwright/test";
import { staticPages } from "@/lib/navigation";
import { seriousViolations } from "./support";

const pagesToScan = [
  ...staticPages,
  "/explore",
  "/ask",
  "/lessons",
  "/roundtable",
  "/library",
  "/stats",
  "/reset-password?token=x",
  "/no-such-page",
];

for (const theme of ["light", "dark"] as const) {
  for (const path of pagesToScan) {
    test(`${path} has no serious or critical accessibility violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      if (path === "/explore") await expect(page.getByTestId("educator-card")).toHaveCount(8);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
