import { expect, test } from "@playwright/test";
import { holdCalls } from "./support";

test("explore shows a skeleton, then 8 educators, 8 more per click up to the whole catalogue", async ({
  page,
  request,
}) => {
  const catalogue = (await (await request.get("/api/educators")).json()) as { id: number; name: string }[];
  expect(catalogue.length).toBeGreaterThanOrEqual(24);

  const release = await holdCalls(page, "**/api/educators");
  await page.goto("/explore");
  await expect(page.getByTestId("educator-skeleton")).toHaveCount(8);
  release();

  const cards = page.getByTestId("educator-card");
  await expect(cards).toHaveCount(8);
  await expect(page.getByTestId("educator-skeleton")).toHaveCount(0);
  const first = cards.first();
  await expect(first.getByRole("heading", { name: catalogue[0]?.name })).toBeVisible();
  await expect(first.getByText("Key contributions")).toBeVisible();

  const more = page.getByRole("button", { name: "View More Educators" });
  await more.click();
  await expect(cards).toHaveCount(16);
  await more.click();
  await expect(cards).toHaveCount(24);
  while (await more.isVisible()) await more.click();
  await expect(cards).toHaveCount(catalogue.length);
});

test("each card's buttons carry the educator's id", async ({ page, request }) => {
  const [first] = (await (await request.get("/api/educators")).json()) as { id: number; name: string }[];
  await page.goto("/explore");
  const card = page.getByTestId("educator-card").first();
  await expect(card.getByRole("link", { name: /Create a Lesson Plan/ })).toHaveAttribute(
    "href",
    `/lessons?educator=${first?.id}`,
  );
  await card.getByRole("link", { name: /Ask a Question/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ask\\?educator=${first?.id}$`));
});

test("a failed load shows the spec's error and 'Try Again' reloads", async ({ page }) => {
  let fail = true;
  await page.route("**/api/educators", (route) =>
    fail ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
  );
  await page.goto("/explore");
  await expect(page.getByText("Failed to load educators. Please try again later.")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByTestId("educator-card")).toHaveCount(8);
});

test("the educator request form checks its input and sends a request", async ({ page }) => {
  await page.goto("/explore");
  const form = page.locator("#request-an-educator");
  await expect(form.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please provide a reason of at least 10 characters")).toBeVisible();

  await form.getByLabel("Educator's name").fill("Anton Makarenko");
  await form.getByLabel("Era (optional)").fill("1888–1939");
  await form.getByLabel("Why should teachers meet them?").fill("Short");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByText("Please provide a reason of at least 10 characters")).toBeVisible();
  await expect(form.getByText("Name must be at least 2 characters")).toBeHidden();

  await form.getByLabel("Why should teachers meet them?").fill("His collective approach still shapes debates.");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thank you! We'll review your suggestion.");
  await expect(form.getByLabel("Educator's name")).toHaveValue("");
});

for (const width of [1024, 1366, 1920]) {
  test(`at ${width} px no button of an educator card overflows the card or its own box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/explore");
    const more = page.getByRole("button", { name: "View More Educators" });
    await expect(page.getByTestId("educator-card")).toHaveCount(8);
    while (await more.isVisible()) await more.click();

    const overflows = await page.getByTestId("educator-card").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll("a")].flatMap((button) => {
          const own = button.getBoundingClientRect();
          const outside = own.left < box.left || own.right > box.right || own.bottom > box.bottom;
          // A label wider than its button (clipped or spilling) shows as scrollWidth > clientWidth.
          const spills = button.scrollWidth > button.clientWidth;
          return outside || spills ? [`${card.querySelector("h3")?.textContent}: ${button.textContent}`] : [];
        });
      }),
    );
    expect(await page.getByTestId("educator-card").count()).toBeGreaterThanOrEqual(24);
    expect(overflows).toEqual([]);
  });
}

test("the search box filters the grid by name, era or idea, and paging returns when it is cleared", async ({
  page,
}) => {
  await page.goto("/explore");
  const cards = page.getByTestId("educator-card");
  await expect(cards).toHaveCount(8);
  const search = page.getByLabel("Search educators");

  await search.fill("freire");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Paulo Freire");
  await expect(page.getByRole("button", { name: "View More Educators" })).toBeHidden();

  await search.fill("BCE");
  await expect(cards.first()).toContainText("BCE");
  const eras = await cards.locator("h3 + p").allTextContents();
  expect(eras.length).toBeGreaterThan(1);
  for (const era of eras) expect(era).toContain("BCE");

  await search.fill("prepared environment");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Maria Montessori");

  await search.fill("no such educator");
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("No educator matches “no such educator”.")).toBeVisible();

  await search.fill("");
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole("button", { name: "View More Educators" })).toBeVisible();
});

test("requesting an educator already in the catalog says so and links to them", async ({ page, request }) => {
  const catalog = (await (await request.get("/api/educators")).json()) as { id: number; name: string }[];
  const mason = catalog.find((educator) => educator.name === "Charlotte Mason");
  expect(mason).toBeDefined();
  let requests = 0;
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/educator-requests")) requests += 1;
  });
  await page.goto("/explore");
  await expect(page.getByTestId("educator-card").first()).toBeVisible();
  const form = page.locator("#request-an-educator");
  await form.getByLabel("Educator's name").fill("charlotte mason");
  await form.getByLabel("Why should teachers meet them?").fill("Living books and narration for every child.");
  await form.getByRole("button", { name: "Send Request" }).click();
  const notice = form.getByRole("status");
  await expect(notice).toContainText("Charlotte Mason is already in the catalog.");
  expect(requests).toBe(0);
  await notice.getByRole("link", { name: "Ask Charlotte Mason a question" }).click();
  await expect(page).toHaveURL(new RegExp(`/ask\\?educator=${mason?.id}$`));
});

test("the server's answer for an educator already there shows in the form too", async ({ page, request }) => {
  const catalog = (await (await request.get("/api/educators")).json()) as { id: number; name: string }[];
  // A list without her, so that only the server can recognize the name.
  await page.route("**/api/educators", (route) =>
    route.fulfill({ json: catalog.filter((educator) => educator.name !== "Charlotte Mason") }),
  );
  const answered = page.waitForResponse("**/api/educator-requests");
  await page.goto("/explore");
  await expect(page.getByTestId("educator-card").first()).toBeVisible();
  const form = page.locator("#request-an-educator");
  await form.getByLabel("Educator's name").fill("Charlotte Mason");
  await form.getByLabel("Why should teachers meet them?").fill("Living books and narration for every child.");
  await form.getByRole("button", { name: "Send Request" }).click();
  expect((await answered).status()).toBe(409);
  await expect(form.getByRole("status")).toContainText("Charlotte Mason is already in the catalog.");
  await expect(form.getByRole("link", { name: "Ask Charlotte Mason a question" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});
