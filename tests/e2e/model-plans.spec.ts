import { expect, test } from "@playwright/test";
import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { lessonTiming } from "@/lib/lessons/timing";
import { startFakeOpenAI } from "../helpers/fake-openai";
import { startServerProcess } from "../helpers/server-process";
import { pickEducator } from "./support";

// The production build in its own process with an OpenAI-compatible fake as the model: what the
// teacher sees when the model's plan fails the plan check (the built-in model's plans always pass).
test.describe.configure({ timeout: 180_000 });

const montessori = educators.find((educator) => educator.slug === "maria-montessori");
if (!montessori) throw new Error("catalogue lacks Maria Montessori");
const lesson = { subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" };
/** A well-formed 45-minute plan, as a model following the prompt would write it. */
const wellFormed = composeLessonPlan(montessori, lesson, lessonTiming({ lessonLength: "medium" }));
const pieces = (text: string) => text.match(/[\s\S]{1,200}/g) ?? [];

test("a model's plan whose minutes do not add up shows its problems above it, and Regenerate writes it again", async ({
  page,
}) => {
  const fake = await startFakeOpenAI();
  const server = await startServerProcess({
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: "fake-planner-1",
  });
  try {
    fake.behave({ kind: "answer", pieces: pieces(wellFormed.replace(/\((\d+) min\)/, "(30 min)")) });
    await page.goto(`${server.baseURL}/lessons`);
    await pickEducator(page, "Chosen Educator", "Maria Montessori");
    await page.getByLabel("Subject").fill(lesson.subject);
    await page.getByLabel("Grade Level").selectOption(lesson.gradeLevel);
    await page.getByLabel("Topic").fill(lesson.topic);
    await page.getByRole("button", { name: "Generate Lesson Plan" }).click();

    const problems = page.getByTestId("plan-problems");
    // The check runs once the whole plan has streamed in, which on a busy machine takes more than the usual wait.
    await expect(problems).toContainText("This plan did not pass the plan check", { timeout: 60_000 });
    await expect(problems.getByRole("listitem")).toHaveText([/^the flow adds up to \d+ minutes, not 45$/]);
    await expect(page.getByTestId("finished-plan")).toContainText("Weight training");
    expect(fake.requests).toHaveLength(1);

    fake.behave({ kind: "answer", pieces: pieces(wellFormed) });
    await problems.getByRole("button", { name: "Regenerate" }).click();
    await expect(problems).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId("finished-plan")).toContainText("Weight training");
    // The same brief went to the model again.
    expect(fake.requests).toHaveLength(2);
    const briefs = fake.requests.map((request) => request.body.messages.at(-1)?.content);
    expect(briefs[1]).toBe(briefs[0]);
  } finally {
    server.child.kill("SIGKILL");
    await fake.close();
  }
});
