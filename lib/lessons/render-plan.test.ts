import { describe, expect, it } from "vitest";
import { JsonStream } from "@/lib/ai/json-stream";
import { samplePlan, sampleUnit } from "@/tests/helpers/sample-plan";
import { PLAN_PARTS, type PlanPart } from "./plan-parts";
import type { LessonPlan } from "./plan-schema";
import {
  letteredOptions,
  type PartialPlan,
  PlanRenderer,
  partRenderer,
  planHeadings,
  renderPart,
  renderPlan,
} from "./render-plan";

const single = samplePlan();
const unit = sampleUnit({
  instructions: [{ instruction: "Include a quiz", applied: true, where: "The exit quiz in the last step." }],
  safetyNotes: ["Scissors: blunt-ended, passed handle first."],
});

/** Streams a plan's JSON through the parser in pieces of `size`, rendering as it goes; every text written so far. */
function streamed(plan: LessonPlan, size: number, render = new PlanRenderer()) {
  const json = JSON.stringify(plan);
  const parser = new JsonStream();
  const written: string[] = [];
  let text = "";
  for (let at = 0; at < json.length; at += size) {
    parser.push(json.slice(at, at + size));
    text += render.advance((parser.root ?? {}) as PartialPlan, (value) => parser.isClosed(value), parser.openString());
    written.push(text);
  }
  parser.end();
  return { written, parsed: parser.root };
}

describe("a quiz question's lettered options", () => {
  const question = { question: "Which is bigger, 1/2 or 1/4?", answer: "1/2", distractors: ["1/4", "Equal"] };

  it("places the answer among the distractors by the question's number, and names its letter", () => {
    expect(letteredOptions(question, 0)).toEqual({
      options: [
        { letter: "a", text: "1/2" },
        { letter: "b", text: "1/4" },
        { letter: "c", text: "Equal" },
      ],
      answer: { letter: "a", text: "1/2" },
    });
    expect(letteredOptions(question, 1).answer).toEqual({ letter: "b", text: "1/2" });
    expect(letteredOptions(question, 5).options.map((option) => option.text)).toEqual(["1/4", "Equal", "1/2"]);
  });

  it("has no options and no lettered answer for a short answer", () => {
    expect(letteredOptions({ ...question, distractors: [] }, 2)).toEqual({ options: [], answer: undefined });
  });

  it("letters the plan's page as it letters its options", () => {
    const markdown = renderPlan(single);
    for (const [index, quizQuestion] of single.starterQuiz.entries()) {
      const { options, answer } = letteredOptions(quizQuestion, index);
      for (const option of options) expect(markdown).toContain(`   - (${option.letter}) ${option.text}\n`);
      if (answer) expect(markdown).toContain(`   - *Answer:* (${answer.letter}) ${answer.text}\n`);
    }
  });
});

describe("rendering a plan", () => {
  it("writes every part under its heading, in the page's order", () => {
    const markdown = renderPlan(unit);
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([...planHeadings("Maria Montessori").map((entry) => entry.heading), "Your Instructions"]);
    expect(markdown).toContain("### Day 2 (45 min)\n\n**Goal:** Use them.");
    expect(markdown).toContain("**Safety notes:**\n\n- Scissors");
    expect(markdown).toContain("   - *Answer:* (a) 4");
  });

  it.each([
    ["a single lesson", single],
    ["a unit of days", unit],
  ])("renders %s streamed in pieces as a prefix of the whole at every step, and the whole at the end", (_, plan) => {
    const whole = renderPlan(plan);
    for (const size of [1, 7, 64]) {
      const { written, parsed } = streamed(plan, size);
      expect(parsed).toEqual(plan);
      for (const text of written) expect(whole.startsWith(text)).toBe(true);
      expect(written.at(-1)).toBe(whole);
    }
  });

  it("writes the title as its words arrive, before the rest of the plan", () => {
    const { written } = streamed(samplePlan({ title: "  Equivalent  fractions:\n a Grade 4 lesson " }), 3);
    const first = written.find((text) => text.length > 0) ?? "";
    expect(first.startsWith("# Eq")).toBe(true);
    expect(written).toContain("# Equivalent fractions:");
    expect(written.at(-1)?.startsWith("# Equivalent fractions: a Grade 4 lesson\n")).toBe(true);
  });

  it("writes a part on its own, heading first, as it stands in the whole", () => {
    const whole = renderPlan(unit);
    for (const part of Object.keys(PLAN_PARTS) as PlanPart[]) {
      const text = renderPart(unit, part);
      expect(text.startsWith("\n## ")).toBe(true);
      expect(whole).toContain(text);
    }
  });

  it("streams a refined part from its partial answer, never writing fields beyond it", () => {
    const render = partRenderer(unit, "starterQuiz");
    const answer = { starterQuiz: unit.exitQuiz, steps: [] };
    expect(render({}, () => false)).toBe("");
    expect(render(answer, () => true)).toBe(renderPart({ ...unit, starterQuiz: unit.exitQuiz }, "starterQuiz"));
  });

  it("keeps model text from opening headings or lists of its own", () => {
    const markdown = renderPlan(
      samplePlan({
        learningOutcome: "Fractions.\r## Injected\u2028- item",
        materials: ["# Big heading", "1. A numbered line"],
      }),
    );
    expect(markdown).not.toMatch(/^## Injected/mu);
    expect(markdown).toContain("**Learning outcome:** Fractions. ## Injected - item");
    expect(markdown).toContain("- \\# Big heading\n- 1\\. A numbered line\n");
  });
});

describe("the incremental JSON parser", () => {
  it("parses escapes, numbers and literals split across pieces", () => {
    const value = { a: 'quote " and \\ and \u00e9 and \ud83d\ude00', b: [1, -2.5e3, true, false, null], c: {} };
    const json = JSON.stringify(value).replace("é", "\\u00e9");
    for (const size of [1, 2, 5]) {
      const parser = new JsonStream();
      for (let at = 0; at < json.length; at += size) parser.push(json.slice(at, at + size));
      expect(parser.end()).toEqual(value);
    }
  });

  it("marks only what is complete as closed", () => {
    const parser = new JsonStream();
    parser.push('{"list": [{"x": "a"}, {"x": "b');
    const root = parser.root as { list: { x?: string }[] };
    expect(parser.isClosed(root.list[0])).toBe(true);
    expect(parser.isClosed(root.list[1])).toBe(false);
    expect(root.list[1]?.x).toBeUndefined();
    expect(parser.isClosed(root.list)).toBe(false);
  });

  it.each(['{"a": 1,}', '{"a" 1}', "[1 2]", '{"a": tru}', '{"a": 1, "a": 2}', "[01]", "[0x10]", "[1.]", '["a\nb"]'])(
    "refuses %s",
    (json) => {
      const parser = new JsonStream();
      expect(() => {
        parser.push(json);
        parser.end();
      }).toThrow(SyntaxError);
    },
  );

  it("ignores what follows the value, and keeps a key such as __proto__ as JSON.parse does", () => {
    const parser = new JsonStream();
    parser.push('{"__proto__": {"x": 1}, "a": [1]}\n```');
    expect(parser.end()).toEqual(JSON.parse('{"__proto__": {"x": 1}, "a": [1]}'));
    expect(Object.keys(parser.root as object)).toEqual(["__proto__", "a"]);
  });

  it("refuses an answer that ends before it is complete", () => {
    const parser = new JsonStream();
    parser.push('{"a": [1, 2');
    expect(() => parser.end()).toThrow("ended before it was complete");
  });
});
