import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdCalls } from "./support";

/** The header's items on one line: each link and the greeting as tall as a single line of text. */
async function expectOneLineHeader(page: Page) {
  const header = page.getByRole("banner");
  const items: Locator[] = [
    ...(await header.getByRole("navigation", { name: "Main" }).getByRole("link").all()),
    header.getByText(/^Welcome, /),
    header.getByRole("button", { name: "Logout" }),
  ];
  expect(items.length).toBeGreaterThan(8);
  const tops = new Set<number>();
  for (const item of items) {
    const box = await item.boundingBox();
    expect(box, `${await item.textContent()} is shown`).not.toBeNull();
    // text-sm is 20 px a line; two lines would be 40 px or more.
    expect(box?.height ?? 0, `${await item.textContent()} on one line`).toBeLessThan(38);
    tops.add(Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2));
  }
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  expect(await header.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test("the current route is highlighted in the navigation", async ({ page }) => {
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Explore Educators" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(nav.getByRole("link", { name: "Explore Educators" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page");
});

for (const width of [1366, 1280]) {
  test(`signed in at ${width} px, the header's links and greeting stay on one line`, async ({ page, teacher }) => {
    expect(teacher.email).toBeTruthy();
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/library");
    await expect(page.getByRole("banner").getByRole("link", { name: "My Library" })).toBeVisible();
    await expectOneLineHeader(page);
  });
}

test("signed out, the header offers 'Login / Register'", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation collapses into a menu that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Generate a Lesson Plan" }).click();
    await expect(page).toHaveURL(/\/lessons$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Generate a Lesson Plan" })).toHaveAttribute("aria-current", "page");
  });

  test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the open menu hides the page behind it", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // The first background painted behind the menu's links, going outwards, is fully opaque.
    const alpha = await menu.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        const channels = color.match(/[\d.]+/g)?.map(Number) ?? [];
        const opacity = color.startsWith("rgba") || color.includes("/") ? (channels[3] ?? 1) : 1;
        if (color !== "transparent" && opacity > 0) return opacity;
      }
      return 0;
    });
    expect(alpha).toBe(1);
  });
});

test("each route change scrolls to the top", async ({ page }) => {
  await page.goto("/blog");
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Scrolled only a little, the new page's start is still in view, so Next.js alone would not scroll.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the theme toggle switches to dark and remembers it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Switch between light and dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

/** Holds the data of client-side navigations to `pathname` (and its prefetches) until `release()`. */
const holdPageData = (page: Page, pathname: string) =>
  holdCalls(page, (url) => url.pathname === pathname && url.searchParams.has("_rsc"));

test("a slow page change shows a slim bar at the top until the new page arrives", async ({ page }) => {
  // Held from the start, so neither page is prefetched before the click either.
  const releaseAbout = await holdPageData(page, "/about");
  const releaseExplore = await holdPageData(page, "/explore");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/blog");
  const progress = page.getByTestId("navigation-progress");
  // The header asks who is signed in once the page runs: its links are then the app's, not plain links.
  await expect(page.getByRole("button", { name: "Login / Register" }).first()).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-hidden", "true");
  expect(await progress.evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
  expect(await progress.evaluate((bar) => bar.getAnimations().length)).toBe(1);
  await expect(page).toHaveURL(/\/blog$/);
  releaseAbout();
  await expect(page).toHaveURL(/\/about$/);
  await expect(progress).toHaveCount(0);

  // With reduced motion it shows, standing still.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.getByRole("banner").getByRole("link", { name: "Explore Educators" }).click();
  await expect(progress).toBeVisible();
  expect(await progress.evaluate((bar) => bar.getAnimations().length)).toBe(0);
  releaseExplore();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(progress).toHaveCount(0);
});
