import { expect, type Page, test } from "@playwright/test";
import { pickEducator, throttleDownloads } from "./support";

const phone = { width: 390, height: 844 };

async function askAndWait(page: Page, text: string) {
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("streaming-answer")).toBeHidden({ timeout: 30_000 });
}

/** Where the latest exchange starts: relative to the window, and to the chat area's visible top. */
const latestStart = (page: Page) =>
  page
    .getByTestId("exchange")
    .last()
    .evaluate((exchange) => {
      const area = exchange.closest("[data-testid=chat-area]") as HTMLElement;
      return {
        inWindow: exchange.getBoundingClientRect().top,
        inArea: exchange.getBoundingClientRect().top - area.getBoundingClientRect().top,
        areaScrolls: area.scrollHeight > area.clientHeight,
        areaOverflow: getComputedStyle(area).overflowY,
      };
    });

test("on a phone each new answer is read from its start, in the page, with no box inside a box", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/ask");
  await pickEducator(page, "Choose an educator", "Maria Montessori");
  await askAndWait(page, "My class is restless after lunch. How can I help them concentrate?");
  await askAndWait(page, "And how do I set up the room for that?");

  const start = await latestStart(page);
  expect(start.areaOverflow).toBe("visible");
  expect(start.areaScrolls).toBe(false);
  // The second question sits near the top of the screen (below the sticky header), not scrolled past.
  expect(start.inWindow).toBeGreaterThanOrEqual(0);
  expect(start.inWindow).toBeLessThan(phone.height / 3);
  await expect(page.getByTestId("exchange").last().getByText("And how do I set up the room")).toBeInViewport();
});

test("on desktop the chat area keeps its 24rem and shows the start of the new answer, not its end", async ({
  page,
}) => {
  await page.goto("/ask");
  await pickEducator(page, "Choose an educator", "John Dewey");
  await askAndWait(page, "How can projects start from the pupils' own questions?");
  await askAndWait(page, "And how do I assess such a project?");

  const start = await latestStart(page);
  expect(start.areaOverflow).toBe("auto");
  expect(start.areaScrolls).toBe(true);
  expect(start.inArea).toBeGreaterThanOrEqual(0);
  expect(start.inArea).toBeLessThan(40);
  const height = await page.getByTestId("chat-area").evaluate((area) => area.getBoundingClientRect().height);
  expect(height).toBe(384);
});

test("on a phone the lesson plan comes into view as generation starts", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/lessons?educator=1");
  await page.getByLabel("Subject").fill("Science");
  await page.getByLabel("Grade Level").selectOption("Grade 3");
  await page.getByLabel("Topic").fill("Plant life cycles");
  const generate = page.getByRole("button", { name: "Generate Lesson Plan" });
  // The teacher taps Generate at the bottom of the screen; the result column is below the fold.
  await generate.evaluate((button) => button.scrollIntoView({ block: "end" }));
  await expect(page.getByText("Fill out the form to generate your custom lesson plan")).not.toBeInViewport();

  await throttleDownloads(page);
  await generate.click();
  const plan = page.getByTestId("streaming-plan");
  await expect(plan).toBeVisible();
  await expect(plan.getByRole("heading", { name: "Plant life cycles" }).first()).toBeInViewport();
  const top = (await plan.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(phone.height * 0.4);
});

/**
 * The page's stream, fed by the test a piece at a time, so the text can be checked while a bold is
 * half-written (the real server would run on past that moment before the test could look).
 */
async function controlChatStream(page: Page) {
  await page.addInitScript(() => {
    const encoder = new TextEncoder();
    const realFetch = window.fetch.bind(window);
    const control = window as unknown as { feed: (event: object) => void; endStream: () => void };
    window.fetch = async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).endsWith("/api/chat/stream")) {
        return realFetch(input, init);
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          control.feed = (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
          control.endStream = () => controller.close();
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    };
  });
  return {
    feed: (event: object) =>
      page.evaluate((sent) => (window as unknown as { feed: (e: object) => void }).feed(sent), event),
    end: () => page.evaluate(() => (window as unknown as { endStream: () => void }).endStream()),
  };
}

test("mid-stream, a half-written bold or list never shows its Markdown syntax", async ({ page }) => {
  const stream = await controlChatStream(page);
  const answer = "Start with the **prepared environment** and then:\n\n- **Observe** first\n- *Wait*";
  await page.route("**/api/messages/42", (route) =>
    route.fulfill({ json: { id: 42, question: "Q", answer, model: "x", createdAt: new Date().toISOString() } }),
  );
  await page.goto("/ask");
  await pickEducator(page, "Choose an educator", "Maria Montessori");
  await page.getByPlaceholder("Type your question here...").fill("Q");
  await page.keyboard.press("Enter");
  const streaming = page.getByTestId("streaming-answer");
  await expect(streaming).toBeVisible();
  await stream.feed({ type: "init", messageId: 42, conversationId: 7, model: "x" });

  await stream.feed({ type: "chunk", content: "Start with the **prepared" });
  await expect(streaming.locator("strong", { hasText: "prepared" })).toBeVisible();
  await expect(streaming).not.toContainText("**");

  await stream.feed({ type: "chunk", content: " environment** and then:\n\n- **Obs" });
  await expect(streaming.locator("li strong", { hasText: "Obs" })).toBeVisible();
  await expect(streaming.locator("strong", { hasText: "prepared environment" })).toBeVisible();
  await expect(streaming).not.toContainText("**");

  await stream.feed({ type: "chunk", content: "erve** first\n- *Wa" });
  await expect(streaming.locator("li em", { hasText: "Wa" })).toBeVisible();
  await expect(streaming).not.toContainText("*");

  await stream.feed({ type: "chunk", content: "it*" });
  await stream.feed({ type: "complete", messageId: 42 });
  await stream.end();
  const exchange = page.getByTestId("exchange");
  await expect(exchange.locator("li strong", { hasText: "Observe" })).toBeVisible();
  await expect(exchange).not.toContainText("*");
});
