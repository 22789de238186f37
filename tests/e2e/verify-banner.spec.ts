import { expect, test } from "@playwright/test";
import { loginThroughDialog, mailedLink, registerThroughDialog } from "./support";

test("an unverified teacher asks the banner for a new link, and the new link verifies", async ({ page }) => {
  await page.goto("/");
  const { email, password } = await registerThroughDialog(page);
  const firstLink = await mailedLink(email, /Verify your e-mail/, "/verify-email");
  await loginThroughDialog(page, email, password);

  const banner = page.getByRole("region", { name: "Verify your e-mail" });
  await expect(banner).toContainText("Please verify your e-mail address with the link we sent you.");
  await banner.getByRole("button", { name: "Send a new link" }).click();
  await expect(banner.getByRole("status")).toHaveText("We've sent a new verification link. Please check your email.");

  await expect.poll(() => mailedLink(email, /Verify your e-mail/, "/verify-email")).not.toBe(firstLink);
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { name: "This link cannot verify your e-mail" })).toBeVisible();
  await page.goto(await mailedLink(email, /Verify your e-mail/, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Your e-mail is verified" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(banner).toBeHidden();
});
