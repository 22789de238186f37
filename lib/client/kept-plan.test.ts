import { afterEach, describe, expect, it, vi } from "vitest";
import type { LessonPlanJson } from "@/lib/lessons/plan-json";
import { stubLocalStorage } from "@/tests/helpers/browser-storage";
import { adoptVisitorPlan, forgetKeptPlan, type KeptPlan, keepPlan, keptPlan, VISITOR } from "./kept-plan";

type Draft = { topic: string };

const planOf = (id: number, topic: string): LessonPlanJson => ({
  id,
  educatorId: 1,
  educatorName: "Maria Montessori",
  subject: "Science",
  gradeLevel: "Grade 5",
  topic,
  lessonLength: "60",
  customInstructions: null,
  content: `# ${topic}`,
  plan: null,
  model: null,
  createdAt: "2025-11-29T10:00:00.000Z",
});

const keptFor = (id: number, topic: string, saved = false): KeptPlan<Draft> => ({
  draft: { topic },
  plan: planOf(id, topic),
  saved,
});

afterEach(() => vi.unstubAllGlobals());

describe("kept plan", () => {
  it("keeps one plan an owner, and forgets it", () => {
    stubLocalStorage();
    keepPlan("teacher-1", keptFor(1, "Fractions"));
    keepPlan(VISITOR, keptFor(2, "Volcanoes"));
    expect(keptPlan<Draft>("teacher-1")).toEqual(keptFor(1, "Fractions"));
    forgetKeptPlan("teacher-1");
    expect(keptPlan("teacher-1")).toBeNull();
    expect(keptPlan<Draft>(VISITOR)?.draft.topic).toBe("Volcanoes");
  });

  it.each([
    ["no plan id", { draft: {}, plan: { content: "# Fractions" } }],
    ["no Markdown", { draft: {}, plan: { id: 1 } }],
    ["no form", { plan: { id: 1, content: "# Fractions" } }],
  ])("reads an entry with %s as none", (_, entry) => {
    stubLocalStorage().set("lyceum-kept-plan:teacher-1", JSON.stringify(entry));
    expect(keptPlan("teacher-1")).toBeNull();
  });

  it("reads an entry that does not say it was saved as unsaved", () => {
    stubLocalStorage().set("lyceum-kept-plan:teacher-1", JSON.stringify({ draft: {}, plan: { id: 1, content: "" } }));
    expect(keptPlan("teacher-1")?.saved).toBe(false);
  });
});

describe("adoptVisitorPlan", () => {
  it("moves the visitor's plan to an account that has none kept here", () => {
    stubLocalStorage();
    keepPlan(VISITOR, keptFor(2, "Volcanoes"));
    adoptVisitorPlan("teacher-1");
    expect(keptPlan("teacher-1")).toEqual(keptFor(2, "Volcanoes"));
    expect(keptPlan(VISITOR)).toBeNull();
  });

  it.each([
    ["unsaved", false],
    ["saved", true],
  ])("never overwrites the account's own %s plan, and the visitor's goes", (_, saved) => {
    stubLocalStorage();
    keepPlan("teacher-1", keptFor(1, "Fractions", saved));
    keepPlan(VISITOR, keptFor(2, "Volcanoes"));
    adoptVisitorPlan("teacher-1");
    expect(keptPlan("teacher-1")).toEqual(keptFor(1, "Fractions", saved));
    expect(keptPlan(VISITOR)).toBeNull();
  });

  it("leaves the account's plan as it is when the visitor has none", () => {
    stubLocalStorage();
    keepPlan("teacher-1", keptFor(1, "Fractions"));
    adoptVisitorPlan("teacher-1");
    expect(keptPlan("teacher-1")).toEqual(keptFor(1, "Fractions"));
  });
});
