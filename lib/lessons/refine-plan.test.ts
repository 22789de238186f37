import { describe, expect, it } from "vitest";
import { refinedBody, replaceSection, splitSections } from "./refine-plan";

const plan =
  "# Title\n\n*Inspired by X*\n\n## Lesson Flow\n\n1. **Start** (5 min)\n\n## Differentiation\n\n- old\n\n## Assessment\n\n- quiz\n";

describe("refining one section", () => {
  it("replaces only the named section's body", () => {
    const next = replaceSection(plan, "Differentiation", "- new");
    expect(next).toBe(plan.replace("- old", "- new"));
    expect(replaceSection(plan, "Assessment", "- exit ticket")).toBe(plan.replace("- quiz", "- exit ticket"));
    expect(replaceSection(plan, "Nowhere", "- x")).toBeUndefined();
  });

  it("keeps the model's section only: its heading line dropped, any further section cut", () => {
    expect(refinedBody("## Differentiation\n\n- new\n")).toBe("- new");
    expect(refinedBody("- new")).toBe("- new");
    expect(refinedBody("## Differentiation\n- new\n## Assessment\n- changed")).toBe("- new");
  });

  it("splits a plan at its sections, headings kept", () => {
    const { preamble, sections } = splitSections(plan);
    expect(preamble).toBe("# Title\n\n*Inspired by X*\n\n");
    expect(sections.map((section) => section.heading)).toEqual(["Lesson Flow", "Differentiation", "Assessment"]);
    expect(preamble + sections.map((section) => section.markdown).join("")).toBe(plan);
  });
});
