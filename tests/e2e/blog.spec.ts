import { expect, test } from "@playwright/test";

test("the blog shows five articles and a featured one, and the chips filter by category", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByText(/^Featured/)).toBeVisible();
  const posts = page.getByTestId("blog-post");
  await expect(posts).toHaveCount(5);
  for (const category of [
    "Teaching Strategies",
    "Educational Philosophy",
    "Classroom Management",
    "Technology Integration",
    "Assessment",
    "Professional Development",
  ]) {
    await page.getByRole("button", { name: category, exact: true }).click();
    await expect(page.getByRole("button", { name: category, exact: true })).toHaveAttribute("aria-pressed", "true");
    const count = await posts.count();
    for (let index = 0; index < count; index += 1) await expect(posts.nth(index)).toContainText(category);
  }
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(posts).toHaveCount(5);
});

test("the newsletter box refuses a bad address and subscribes a good one", async ({ page }) => {
  await page.goto("/blog");
  const email = page.getByLabel("Email address");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await email.fill(`teacher-${Date.now()}@school.org`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thanks for subscribing!");
  await expect(email).toHaveValue("");
});
