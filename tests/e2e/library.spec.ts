import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pickEducator } from "./support";

/** A conversation in the signed-in teacher's library, and the library open on its tab. */
async function libraryWithConversation(page: Page) {
  await page.goto("/ask");
  await pickEducator(page, "Choose an educator", "John Dewey");
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill("How can a class garden become a science lesson?");
  await box.press("Enter");
  await expect(page.getByTestId("exchange")).toHaveCount(1, { timeout: 30_000 });
  await page.goto("/library");
  await page.getByRole("tab", { name: /Conversations/ }).click();
  const row = page.getByTestId("library-item").first();
  await expect(row).toBeVisible();
  return row;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Share leaves Remove where it was, and a second click there only copies (${viewport.width}x${viewport.height})`, async ({
    page,
    teacher: _signedIn,
  }) => {
    await page.setViewportSize(viewport);
    const row = await libraryWithConversation(page);
    const remove = row.getByRole("button", { name: /^Remove / });
    const open = row.getByRole("button", { name: /^Open / });
    const share = row.getByRole("button", { name: /^Share / });
    const [removeBefore, openBefore, shareBox] = await Promise.all([
      remove.boundingBox(),
      open.boundingBox(),
      share.boundingBox(),
    ]);
    if (!shareBox) throw new Error("Share has no box");

    await share.click();
    await expect(row.getByText("Shared", { exact: true })).toBeVisible();
    expect(await remove.boundingBox()).toEqual(removeBefore);
    expect(await open.boundingBox()).toEqual(openBefore);
    const underPointer = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
      { x: shareBox.x + shareBox.width / 2, y: shareBox.y + shareBox.height / 2 },
    );
    expect(underPointer).toMatch(/^Copy link to /);
  });
}

test("on a phone every library tab is whole and readable", async ({ page, teacher: _signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/library");
  const list = page.getByRole("tablist");
  const tabs = list.getByRole("tab");
  await expect(tabs).toHaveCount(3);
  const listBox = await list.boundingBox();
  if (!listBox) throw new Error("the tab list has no box");
  for (const [index, tab] of (await tabs.all()).entries()) {
    await expect(tab, `tab ${index} on screen`).toBeInViewport({ ratio: 1 });
    const box = await tab.boundingBox();
    if (!box) throw new Error(`tab ${index} has no box`);
    expect(box.x, `tab ${index} inside its list on the left`).toBeGreaterThanOrEqual(listBox.x);
    expect(box.x + box.width, `tab ${index} inside its list on the right`).toBeLessThanOrEqual(
      listBox.x + listBox.width,
    );
    const { scrollWidth, clientWidth } = await tab.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, `tab ${index}'s label fits`).toBeLessThanOrEqual(clientWidth);
  }
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
  await tabs.filter({ hasText: "Roundtables" }).click();
  await expect(page.getByText("No roundtables yet.")).toBeVisible();
});
