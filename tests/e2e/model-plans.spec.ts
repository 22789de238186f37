import { expect, test } from "@playwright/test";
import { startFakeOpenAI } from "../helpers/fake-openai";
import { samplePlan } from "../helpers/sample-plan";
import { startServerProcess } from "../helpers/server-process";
import { pickEducator } from "./support";

// The production build in its own process with an OpenAI-compatible fake as the model, which fills the
// plan's JSON schema: what the teacher sees while the plan streams in, and when it has a problem the
// checker reports but does not refuse (the built-in model's plans have none).
test.describe.configure({ timeout: 180_000 });

const lesson = { subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" };
/** A plan without safety notes, which a weight-training lesson needs, streamed in small pieces 80 ms apart (some seconds in all, so the page shows it mid-stream on a busy machine). */
const unsafe = samplePlan({ title: "Weight Training: Safe Lifting for Grade 12" });
const safe = { ...unsafe, safetyNotes: ["A trained spotter stands by every bench press; collars on every bar."] };
const pieces = (value: unknown) => JSON.stringify(value).match(/[\s\S]{1,60}/g) ?? [];

test("a model's plan streams in as it is written, shows its problems above it, and Regenerate writes it again", async ({
  page,
}) => {
  const fake = await startFakeOpenAI();
  const server = await startServerProcess({
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: "fake-planner-1",
  });
  try {
    fake.behave({ kind: "answer", pieces: pieces(unsafe), gapMs: 80 });
    await page.goto(`${server.baseURL}/lessons`);
    await pickEducator(page, "Chosen Educator", "Maria Montessori");
    await page.getByLabel("Subject").fill(lesson.subject);
    await page.getByLabel("Grade Level").selectOption(lesson.gradeLevel);
    await page.getByLabel("Topic").fill(lesson.topic);
    await page.getByRole("button", { name: "Generate Lesson Plan" }).click();

    // The title shows while the rest of the plan is still being written.
    await expect(page.getByRole("heading", { name: unsafe.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("finished-plan")).toHaveCount(0);

    const problems = page.getByTestId("plan-problems");
    await expect(problems).toContainText("This plan did not pass the plan check", { timeout: 60_000 });
    await expect(problems.getByRole("listitem")).toHaveText(["no safety notes, which this lesson needs"]);
    const plan = page.getByTestId("finished-plan");
    await expect(plan).toContainText("Weight training");
    await expect(plan.getByRole("heading", { name: "Starter Quiz" })).toBeVisible();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.response_format?.type).toBe("json_schema");

    fake.behave({ kind: "answer", pieces: pieces(safe) });
    await problems.getByRole("button", { name: "Regenerate" }).click();
    await expect(problems).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId("finished-plan")).toContainText("A trained spotter stands by every bench press");
    // The same brief went to the model again.
    expect(fake.requests).toHaveLength(2);
    const briefs = fake.requests.map((request) => request.body.messages.at(-1)?.content);
    expect(briefs[1]).toBe(briefs[0]);
  } finally {
    server.child.kill("SIGKILL");
    await fake.close();
  }
});
