import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { notes as vygotskyNotes } from "../../db/data/notes/lev-vygotsky";
import { notes as montessoriNotes } from "../../db/data/notes/maria-montessori";
import { readDocxFile } from "../helpers/docx";
import { holdCalls, pickEducator, throttleDownloads } from "./support";

const question = "My class is restless after lunch. How can I help them concentrate?";

const chooseEducator = (page: Page, name: string) => pickEducator(page, "Choose an educator", name);

async function askAndWait(page: Page, text: string) {
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("streaming-answer")).toBeHidden({ timeout: 30_000 });
}

test("a teacher asks Montessori a question and watches the answer stream in", async ({ page }) => {
  await page.goto("/ask");
  await expect(page.getByRole("heading", { level: 1, name: "Ask an Educator" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Choose an educator" })).toHaveText("-- Select an educator --");
  await expect(page.getByText("Start Your Conversation")).toBeVisible();
  const send = page.getByRole("button", { name: "Send question" });
  await expect(send).toBeDisabled();

  await chooseEducator(page, "Maria Montessori");
  const profile = page.getByTestId("educator-profile");
  await expect(profile).toContainText("Maria Montessori");
  await expect(profile).toContainText("MM");
  await expect(send).toBeDisabled();

  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(question);
  await expect(send).toBeEnabled();
  const network = await throttleDownloads(page);
  await box.press("Enter");
  await expect(box).toHaveValue("");

  const streaming = page.getByTestId("streaming-answer");
  await expect(streaming).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(send).toBeDisabled();
  const box400 = await streaming
    .locator(".max-h-\\[400px\\]")
    .evaluate((element) => getComputedStyle(element).maxHeight);
  expect(box400).toBe("400px");

  await network.restore();
  await expect(streaming).toBeHidden({ timeout: 30_000 });
  const exchange = page.getByTestId("exchange");
  await expect(exchange).toHaveCount(1);
  await expect(exchange).toContainText(question);
  // The answer is the educator's, with classroom moves the teacher can take away as a list.
  await expect(exchange).toContainText("Maria Montessori");
  await expect(exchange.getByRole("listitem")).not.toHaveCount(0);
  await expect(exchange).toContainText("AI interpretation, not the educator's own words");
  await expect(exchange).toContainText("Answered by: Built-in offline model");
  // The built-in model's name says what it can do and how to connect another.
  await expect(exchange.getByRole("link", { name: "Built-in offline model" })).toHaveAttribute("href", "/help/models");
  await expect(exchange.getByRole("button", { name: "Download Word" })).toBeVisible();

  const panel = page.getByRole("region", { name: "Export Conversation" });
  await expect(panel.getByRole("button", { name: "Print Conversation" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Download Word" })).toBeVisible();
  const areaHeight = await page.getByTestId("chat-area").evaluate((element) => element.getBoundingClientRect().height);
  expect(areaHeight).toBe(384);
});

test("on a phone, Send keeps its size beside Cancel while an answer streams", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ask");
  await chooseEducator(page, "Maria Montessori");
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill(question);
  await throttleDownloads(page);
  await box.press("Enter");
  await expect(page.getByTestId("streaming-answer")).toBeVisible();
  const cancel = page.getByRole("button", { name: "Cancel" });
  await expect(cancel).toBeVisible();
  const [send, cancelled, typed] = await Promise.all(
    [page.getByRole("button", { name: "Send question" }), cancel, box].map(async (element) => {
      const found = await element.boundingBox();
      if (!found) throw new Error("not on the page");
      return found;
    }),
  );
  expect(send?.width).toBeGreaterThanOrEqual(40);
  expect(send?.height).toBeGreaterThanOrEqual(40);
  expect(cancelled?.height).toBeGreaterThanOrEqual(40);
  // Side by side, none over another, all on the screen.
  const right = (found = { x: 0, width: 0 }) => found.x + found.width;
  expect(right(typed)).toBeLessThanOrEqual(cancelled?.x ?? 0);
  expect(right(cancelled)).toBeLessThanOrEqual(send?.x ?? 0);
  expect(right(send)).toBeLessThanOrEqual(390);
  await cancel.click();
  await expect(page.getByTestId("streaming-answer")).toBeHidden();
});

test("Shift+Enter adds a line, and the checks say what is missing", async ({ page }) => {
  await page.goto("/ask");
  const box = page.getByPlaceholder("Type your question here...");
  await box.fill("A question");
  await box.press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Selection Required");
  await expect(page.getByTestId("toast")).toContainText("Please select an educator before submitting a question.");

  await chooseEducator(page, "John Dewey");
  await box.fill("   ");
  await box.press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Question Required");
  await expect(page.getByTestId("toast")).toContainText("Please enter a question to ask the educator.");

  await box.fill("First line");
  await box.press("Shift+Enter");
  await box.pressSequentially("second line");
  await expect(box).toHaveValue("First line\nsecond line");
  await expect(page.getByTestId("streaming-answer")).toHaveCount(0);
});

test("Cancel stops the answer silently", async ({ page }) => {
  await page.goto("/ask");
  await chooseEducator(page, "Paulo Freire");
  await page.getByPlaceholder("Type your question here...").fill(question);
  await throttleDownloads(page);
  await page.getByRole("button", { name: "Send question" }).click();
  const streaming = page.getByTestId("streaming-answer");
  await expect(streaming).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(streaming).toBeHidden();
  await expect(page.getByTestId("exchange")).toHaveCount(0);
  await expect(page.getByText("The answer could not be completed")).toHaveCount(0);
  await expect(page.getByTestId("toast")).toHaveCount(0);
  // The question is back in the box (work-not-lost.spec.ts follows the partial answer kept on screen).
  await expect(page.getByPlaceholder("Type your question here...")).toHaveValue(question);
});

test("Explore's 'Ask a Question' preselects the educator", async ({ page }) => {
  await page.goto("/explore");
  const card = page.getByTestId("educator-card").nth(2);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
  await card.getByRole("link", { name: /Ask a Question/ }).click();
  await expect(page).toHaveURL(/\/ask\?educator=\d+$/);
  const id = new URL(page.url()).searchParams.get("educator");
  expect(id).toMatch(/^\d+$/);
  await expect(page.getByRole("combobox", { name: "Choose an educator" })).toContainText(name);
  await expect(page.getByTestId("educator-profile")).toContainText(name);
});

test("a teacher who arrives with an educator chosen can ask before the catalogue has loaded", async ({ page }) => {
  const releaseCatalogue = await holdCalls(page, "**/api/educators");
  await page.goto("/ask?educator=1");
  await askAndWait(page, "How do I prepare a classroom for independent work?");
  await expect(page.getByTestId("exchange")).toHaveCount(1);
  await expect(page.getByTestId("exchange")).toContainText("independent work");
  releaseCatalogue();
  await expect(page.getByTestId("educator-profile")).toContainText("Maria Montessori");
  await expect(page.getByTestId("exchange")).toContainText("Maria Montessori");
});

test("a follow-up question carries the conversation", async ({ page }) => {
  await page.goto("/ask");
  await chooseEducator(page, "Lev Vygotsky");
  await askAndWait(page, "How should I group a mixed-ability class for maths?");
  await askAndWait(page, "And for six-year-olds?");
  const exchanges = page.getByTestId("exchange");
  await expect(exchanges).toHaveCount(2);
  // The follow-up keeps the first question's concern (including every learner) and takes its own age
  // group: it lists Vygotsky's moves on inclusion for a primary class, none of those for other ages.
  const inclusion = vygotskyNotes.inclusion.moves;
  await expect(exchanges.nth(1)).toContainText(inclusion.primary[0] ?? "");
  for (const move of [...inclusion.early, ...inclusion.secondary])
    await expect(exchanges.nth(1)).not.toContainText(move);
});

test("a question about 8th graders gets the secondary moves; a follow-up adds new ones", async ({ page }) => {
  const homework = montessoriNotes.homework;
  await page.goto("/ask");
  await chooseEducator(page, "Maria Montessori");
  await askAndWait(page, "My 8th graders never do their homework. What should I do?");
  const first = page.getByTestId("exchange").nth(0);
  const younger = [...homework.moves.early, ...homework.moves.primary];
  await expect(first).toContainText(homework.moves.secondary[0] ?? "");
  for (const move of younger) await expect(first).not.toContainText(move);

  await askAndWait(page, "Can you say more about that?");
  const next = page.getByTestId("exchange").nth(1);
  for (const move of younger) await expect(next).not.toContainText(move);
  const firstText = (await first.textContent()) ?? "";
  const newMoves = await next.locator("li").allTextContents();
  expect(newMoves.length).toBeGreaterThanOrEqual(3);
  for (const move of newMoves) expect(firstText).not.toContain(move.trim());
});

test("Print on an answer prints that answer alone; Print Conversation prints them all", async ({ page }) => {
  await page.goto("/ask");
  await chooseEducator(page, "John Dewey");
  await askAndWait(page, "How do I start a class garden project?");
  await askAndWait(page, "How should the children record what they observe?");
  await page.evaluate(() => {
    window.print = () => {};
  });
  const exchanges = page.getByTestId("exchange");

  await exchanges.nth(1).getByRole("button", { name: "Print", exact: true }).click();
  await page.emulateMedia({ media: "print" });
  await expect(exchanges.nth(0)).toBeHidden();
  await expect(exchanges.nth(1)).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(exchanges.nth(0)).toBeVisible();

  await exchanges.nth(1).getByRole("button", { name: "Print", exact: true }).click();
  await page
    .getByRole("region", { name: "Export Conversation" })
    .getByRole("button", { name: "Print Conversation" })
    .click();
  await page.emulateMedia({ media: "print" });
  await expect(exchanges.nth(0)).toBeVisible();
  await expect(exchanges.nth(1)).toBeVisible();
});

test("a stream error shows the error panel and a toast; Try Again gives the question back", async ({ page }) => {
  await page.route("**/api/chat/stream", (route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream" },
      body: 'data: {"type":"init","messageId":1,"conversationId":1,"model":"x"}\n\ndata: {"type":"chunk","content":"Partial"}\n\ndata: {"type":"error","message":"The educator could not answer just now. Please try again."}\n\n',
    }),
  );
  await page.goto("/ask");
  await chooseEducator(page, "Confucius");
  await page.getByPlaceholder("Type your question here...").fill("How do I teach respect?");
  await page.keyboard.press("Enter");
  const alert = page.getByRole("alert").filter({ hasText: "could not answer" });
  await expect(alert).toContainText("The educator could not answer just now. Please try again.");
  await expect(page.getByTestId("toast")).toContainText("Error");
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByPlaceholder("Type your question here...")).toHaveValue("How do I teach respect?");
});

test("a failed final fetch says so", async ({ page }) => {
  await page.route("**/api/messages/*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/ask");
  await chooseEducator(page, "Confucius");
  await page.getByPlaceholder("Type your question here...").fill("How do I teach respect?");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to retrieve the completed response." })).toBeVisible({
    timeout: 30_000,
  });
});

test("model output is shown as Markdown without HTML, scripts, images or javascript: links", async ({ page }) => {
  const answer =
    "**Bold idea** and <script>window.hacked = true</script><b>raw</b>\n\n![tracker](https://example.com/x.png)\n\n[click me](javascript:window.hacked=true)";
  await page.route("**/api/chat/stream", (route) =>
    route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream" },
      body: `data: {"type":"init","messageId":42,"conversationId":7,"model":"x"}\n\ndata: ${JSON.stringify({ type: "chunk", content: answer })}\n\ndata: {"type":"complete","messageId":42}\n\n`,
    }),
  );
  await page.route("**/api/messages/42", (route) =>
    route.fulfill({ json: { id: 42, question: "Q", answer, model: "x", createdAt: new Date().toISOString() } }),
  );
  await page.goto("/ask");
  await chooseEducator(page, "Confucius");
  await askAndWait(page, "Q");
  const exchange = page.getByTestId("exchange");
  await expect(exchange.locator("strong", { hasText: "Bold idea" })).toBeVisible();
  await expect(exchange.locator("script")).toHaveCount(0);
  await expect(exchange.locator("b")).toHaveCount(0);
  await expect(exchange.locator("img")).toHaveCount(0);
  const link = exchange.getByText("click me");
  expect(await link.evaluate((element) => element.closest("a")?.getAttribute("href") ?? "")).not.toContain(
    "javascript",
  );
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
});

test("twenty answers stream in parallel and all complete", async ({ page }) => {
  await page.goto("/ask");
  const results = await page.evaluate(async () => {
    const one = async (index: number) => {
      const response = await fetch("/api/chat/stream", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ educatorId: (index % 5) + 1, question: `Question number ${index} about reading` }),
      });
      const text = await response.text();
      return text.includes('"type":"complete"') && !text.includes('"type":"error"');
    };
    return Promise.all(Array.from({ length: 20 }, (_, index) => one(index)));
  });
  expect(results).toEqual(Array(20).fill(true));
});

test("the Ask and Lessons pages load the Markdown renderer when a form is used, and never the validation library", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  const loadedHas = async (marker: string) => (await Promise.all(scripts)).some((script) => script.includes(marker));
  for (const [path, field] of [
    ["/ask", "Type your question here..."],
    ["/lessons", "e.g. Equivalent fractions"],
  ] as const) {
    scripts.length = 0;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await loadedHas("micromark")).toBe(false);
    expect(await loadedHas("ZodError")).toBe(false);
    await page.getByPlaceholder(field).focus();
    await expect.poll(() => loadedHas("micromark")).toBe(true);
  }
});

test("the conversation downloads as a Word document and prints without the page chrome", async ({ page }) => {
  // The Word library (docx) is loaded only when a download is asked for, not with the page.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
  });
  await page.goto("/ask");
  await chooseEducator(page, "Maria Montessori");
  await askAndWait(page, question);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((script) => script.includes("word/numbering.xml"))).toHaveLength(0);

  const panel = page.getByRole("region", { name: "Export Conversation" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download Word" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Conversation_with_Maria_Montessori.docx");
  await expect(page.getByTestId("toast")).toContainText("Download Started");
  const conversation = await readDocxFile(await readFile((await download.path()) as string));
  expect(conversation.texts).toEqual(expect.arrayContaining(["Question 1", question, "Answer from Maria Montessori"]));
  // The spec's header: subject 'Conversation', topic 'Q&A Session', grade 'General'; then the first question.
  expect(conversation.tables[0]).toEqual([
    ["Subject", "Conversation"],
    ["Topic", "Q&A Session"],
    ["Grade Level", "General"],
    ["Inspired by", "Maria Montessori"],
    ["Created", expect.stringMatching(/^\w+ \d{1,2}, \d{4}$/)],
    ["First question", question],
    ["Questions", "1"],
  ]);
  expect(conversation.core).toEqual({
    "dc:title": "Conversation with Maria Montessori",
    "dc:subject": "Conversation",
    "dc:description": "1 question to Maria Montessori, answered in their voice.",
    "dc:creator": "Lyceum",
    "cp:lastModifiedBy": "Lyceum",
  });

  // One answer's download has a name of its own, from its question, and a header of its own.
  const exchangeDownload = page.getByTestId("exchange").getByRole("button", { name: "Download Word" });
  const [answer] = await Promise.all([page.waitForEvent("download"), exchangeDownload.click()]);
  expect(answer.suggestedFilename()).toBe("Answer_from_Maria_Montessori_My_class_is_restless_after_lunch.docx");
  const answerFile = await readDocxFile(await readFile((await answer.path()) as string));
  expect(answerFile.tables[0]?.slice(0, 2)).toEqual([
    ["Subject", "Answer"],
    ["Question", question],
  ]);
  expect(answerFile.core).toMatchObject({ "dc:title": "Answer from Maria Montessori", "dc:creator": "Lyceum" });

  await page.evaluate(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await panel.getByRole("button", { name: "Print Conversation" }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);

  // A notification on screen when printing stays off the paper.
  await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download Word" }).click()]);
  await expect(page.getByTestId("toast")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("toast")).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(panel).toBeHidden();
  await expect(page.getByPlaceholder("Type your question here...")).toBeHidden();
  await expect(page.getByTestId("exchange")).toBeVisible();
  await expect(page.getByTestId("exchange").getByRole("button")).toHaveCount(0);
});

test("an answer the built-in model is unsure of offers its choices as buttons; a click asks again about that one", async ({
  page,
}) => {
  const dinosaurs = "A six-year-old in my class loves dinosaurs and talks about nothing else. How can I build on that?";
  await page.goto("/ask");
  await chooseEducator(page, "Ken Robinson");
  await askAndWait(page, dinosaurs);
  const first = page.getByTestId("exchange").nth(0);
  // One line says what it took the question to be about; no classroom moves on a concern it may have wrong.
  await expect(first).toContainText("Did you mean");
  await expect(first.getByRole("listitem")).toHaveCount(0);
  const choices = first.getByRole("navigation", { name: "Did you mean" });
  await expect(choices).toContainText("Did you mean:");
  const buttons = choices.getByRole("button");
  // The two or three nearest concerns: a third only when the question points to it too.
  await expect(buttons.nth(1)).toBeVisible();
  expect(await buttons.count()).toBeLessThanOrEqual(3);
  const chosen = ((await buttons.nth(1).textContent()) ?? "").trim();
  expect(chosen.length).toBeGreaterThan(0);

  await buttons.nth(1).click();
  await expect(page.getByTestId("streaming-answer")).toBeHidden({ timeout: 30_000 });
  const exchanges = page.getByTestId("exchange");
  await expect(exchanges).toHaveCount(2);
  await expect(exchanges.nth(1)).toContainText(`About ${chosen}: ${dinosaurs}`);
  await expect(exchanges.nth(1).getByRole("listitem")).not.toHaveCount(0);
  // The choices belonged to the answer before; the new one is sure of its concern.
  await expect(page.getByRole("navigation", { name: "Did you mean" })).toHaveCount(0);
});

test("the choices come in the stream's complete event, and a click sends the question about the one chosen", async ({
  page,
}) => {
  const sent: string[] = [];
  let call = 0;
  await page.route("**/api/chat/stream", (route) => {
    const body = route.request().postDataJSON() as { question: string };
    sent.push(body.question);
    call += 1;
    const id = 100 + call;
    const complete = {
      type: "complete",
      messageId: id,
      conversationId: 9,
      choices: call === 1 ? ["group discussion", "inclusion", "behavior"] : [],
    };
    return route.fulfill({
      status: 200,
      headers: { "content-type": "text/event-stream" },
      body: `data: {"type":"init","messageId":${id},"conversationId":9,"model":"x"}\n\ndata: {"type":"chunk","content":"An answer."}\n\ndata: ${JSON.stringify(complete)}\n\n`,
    });
  });
  await page.route("**/api/messages/*", (route) => {
    const id = Number(route.request().url().split("/").at(-1));
    return route.fulfill({
      json: { id, question: sent.at(-1), answer: "An answer.", model: "x", createdAt: new Date().toISOString() },
    });
  });
  await page.goto("/ask");
  await chooseEducator(page, "Confucius");
  await askAndWait(page, "My seminar is dominated by three students.");
  const choices = page.getByRole("navigation", { name: "Did you mean" });
  await expect(choices.getByRole("button")).toHaveText(["group discussion", "inclusion", "behavior"]);
  await choices.getByRole("button", { name: "inclusion" }).click();
  await expect(page.getByTestId("exchange")).toHaveCount(2);
  expect(sent).toEqual([
    "My seminar is dominated by three students.",
    "About inclusion: My seminar is dominated by three students.",
  ]);
  await expect(choices).toHaveCount(0);
});
