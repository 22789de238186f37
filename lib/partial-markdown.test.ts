import { describe, expect, it } from "vitest";
import { completePartialMarkdown } from "./partial-markdown";

describe("completePartialMarkdown", () => {
  it.each([
    ["half-written bold", "The **prepared", "The **prepared**"],
    ["bold with a space typed", "The **prepared ", "The **prepared**"],
    ["a bold marker just typed", "The **", "The"],
    ["closed bold", "The **prepared** room", "The **prepared** room"],
    ["a closing marker half typed", "The **prepared*", "The **prepared**"],
    ["italic", "an *absorbent", "an *absorbent*"],
    ["bold inside italic", "*a **b", "*a **b***"],
    ["bold and italic at once", "***both", "***both***"],
    ["strikethrough", "~~old", "~~old~~"],
    ["a list bullet is no emphasis", "* first\n* sec", "* first\n* sec"],
    ["bold in a list item", "- **Objectives", "- **Objectives**"],
    ["a lone asterisk in arithmetic", "5 * 3 is", "5 * 3 is"],
    ["inline code", "use `npm", "use `npm`"],
    ["asterisks in code are code", "run `a*b", "run `a*b`"],
    ["asterisks after closed code still count", "`a*b` and **c", "`a*b` and **c**"],
    ["an unfinished link shows its label", "see [the guide](https://exa", "see the guide"],
    ["a half-typed link label", "see [the gu", "see the gu"],
    ["a finished link stays", "see [the guide](https://example.org) now", "see [the guide](https://example.org) now"],
    ["an open code fence is closed", "```\ncode *here", "```\ncode *here\n```"],
    ["only the last block is touched", "**done** 5 * 3\n\nthe **next", "**done** 5 * 3\n\nthe **next**"],
    ["a heading as it starts", "## Lea", "## Lea"],
    ["a bullet just typed under a line is no heading underline", "Try this:\n- ", "Try this:\n"],
    ["a bullet just typed in a list", "- one\n- two\n-", "- one\n- two\n"],
    ["an asterisk bullet just typed", "* one\n* ", "* one\n"],
    ["a number just typed in a list", "1. one\n2.", "1. one\n"],
    ["a rule or underline just typed", "Next steps\n==", "Next steps\n"],
    ["a dash in a sentence stays", "Wait - then", "Wait - then"],
    ["empty", "", ""],
  ])("%s", (_, partial, completed) => {
    expect(completePartialMarkdown(partial)).toBe(completed);
  });
});
