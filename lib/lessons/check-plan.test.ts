import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { offlinePlan } from "@/tests/helpers/offline-plan";
import { checkLessonPlan } from "./check-plan";
import type { TimingRequest } from "./timing";

const lengths: [string, TimingRequest][] = [
  ["brief", { lessonLength: "brief" }],
  ["medium", { lessonLength: "medium" }],
  ["comprehensive", { lessonLength: "comprehensive" }],
  ...[2, 3, 4, 5, 10, 15, 20].map((days): [string, TimingRequest] => [
    `extended, ${days} days`,
    { lessonLength: "extended", extendedDurationType: "days", extendedDays: String(days) },
  ]),
  ...[120, 180, 240, 300, 360, 480, 600, 720, 900, 1200].map((minutes): [string, TimingRequest] => [
    `extended, ${minutes} minutes`,
    { lessonLength: "extended", extendedDurationType: "minutes", extendedMinutes: String(minutes) },
  ]),
];

describe("the structure checker", () => {
  it.each(lengths)("passes the offline plan for a %s lesson", async (_, request) => {
    const { text, timing } = await offlinePlan("maria-montessori", request);
    expect(checkLessonPlan(text, timing, "Maria Montessori")).toEqual({ ok: true, problems: [] });
  });

  it.each(educators.map((educator) => [educator.name, educator.slug]))(
    "passes the offline plan of %s",
    async (name, slug) => {
      const { text, timing } = await offlinePlan(slug, { lessonLength: "comprehensive" });
      expect(checkLessonPlan(text, timing, name)).toEqual({ ok: true, problems: [] });
    },
  );

  it("finds what a broken plan lacks", async () => {
    const { text, timing } = await offlinePlan("maria-montessori", { lessonLength: "medium" });
    const broken = text.replace("## Assessment", "## Checking").replace(/\((\d+) min\)/, "(99 min)");
    const { ok, problems } = checkLessonPlan(broken, timing, "Maria Montessori");
    expect(ok).toBe(false);
    expect(problems).toContain('missing section "Assessment"');
    expect(problems.some((problem) => problem.startsWith("flow lasts"))).toBe(true);
  });
});
