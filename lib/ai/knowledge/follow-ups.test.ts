import { describe, expect, it } from "vitest";
import { asksForMore, continuesThread, handoutFor } from "./follow-ups";

describe("how a teacher asks, in a follow-up, for more or for a thing", () => {
  it.each([
    "Can you give me a concrete example?",
    "What would that look like?",
    "How exactly would I do that?",
    "Tell me more.",
    "What would a first lesson look like?",
  ])("%s asks for more of the answer", (text) => {
    expect(asksForMore(text)).toBe(true);
    expect(continuesThread(text)).toBe(true);
  });

  it.each(["And for six-year-olds?", "What about their parents?", "Can you give me an example of group work?"])(
    "%s names what it is about: it is read on its own words",
    (text) => {
      expect(continuesThread(text)).toBe(false);
    },
  );

  it("hands over only what fits the conversation's concern", () => {
    expect(handoutFor("Give me some sentence starters", "assessment")?.id).toBe("feedback-starters");
    expect(handoutFor("Give me some sentence starters", "multilingual")?.id).toBe("talk-starters");
    expect(handoutFor("Give me a script for the first 2 minutes", "behaviour")?.id).toBe("lesson-start-script");
    expect(handoutFor("Give me a script for the first 2 minutes", "families")).toBeUndefined();
  });
});
