import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 34: a README read in ten minutes, details in docs/, and no link to a file that is gone.
const root = path.resolve(import.meta.dirname, "..");
const files = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const MAX_WORDS = 120;
const MAX_ARCHITECTURE_LINES = 25;

/** The file without its fenced code blocks (diagrams and examples are not prose). */
function prose(text: string) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** Paragraphs: blocks between blank lines, each list item its own; tables and headings are not prose. */
function paragraphs(text: string) {
  return prose(text)
    .split(/\n\s*\n/)
    .flatMap((block) => block.split(/\n(?=\s*(?:[-*+]|\d+\.)\s)/))
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && !paragraph.startsWith("|") && !paragraph.startsWith("#"));
}

const wordCount = (paragraph: string) => paragraph.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The lines of a `## heading` section up to the next heading of that level, blank lines at its ends left out. */
function sectionLines(text: string, heading: string) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^##? /.test(line));
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  while (body[0]?.trim() === "") body.shift();
  while (body.at(-1)?.trim() === "") body.pop();
  return body;
}

/** Relative link targets of Markdown links and images, without their #fragment. */
function relativeLinks(text: string) {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] as string)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target))
    .map((target) => decodeURIComponent(target.split("#")[0] as string))
    .filter(Boolean);
}

describe("README.md and docs/", () => {
  it("has the four docs the README points to", () => {
    for (const doc of ["architecture.md", "safety.md", "content.md", "deploy.md"]) {
      expect(files).toContain(`docs/${doc}`);
    }
  });

  it.each(files)("%s has no paragraph over 120 words", (file) => {
    const long = paragraphs(read(file))
      .filter((paragraph) => wordCount(paragraph) > MAX_WORDS)
      .map((paragraph) => `${wordCount(paragraph)} words: ${paragraph.slice(0, 80)}…`);
    expect(long).toEqual([]);
  });

  it.each(files)("%s links only to files that exist", (file) => {
    const missing = relativeLinks(read(file)).filter(
      (target) => !existsSync(path.resolve(root, path.dirname(file), target)),
    );
    expect(missing).toEqual([]);
  });

  it("keeps the README's architecture within 25 lines, with one Mermaid diagram", () => {
    const lines = sectionLines(read("README.md"), "Architecture");
    expect(lines, "README.md has a ## Architecture section").toBeDefined();
    expect(lines?.length).toBeLessThanOrEqual(MAX_ARCHITECTURE_LINES);
    expect(lines?.filter((line) => line.trim() === "```mermaid")).toHaveLength(1);
  });
});

describe("the docs checks themselves", () => {
  it("count a long list item, skip code and tables, and find a broken link", () => {
    const long = Array.from({ length: 121 }, () => "word").join(" ");
    const text = `# T\n\n- short\n- ${long}\n\n\`\`\`\n${long}\n\`\`\`\n\n| ${long} |\n\n[a](missing.md#x) [b](https://x.org) [c](#here)`;
    expect(paragraphs(text).map(wordCount)).toEqual([1, 121, 3]);
    expect(relativeLinks(text)).toEqual(["missing.md"]);
    expect(sectionLines("## A\n\none\ntwo\n\n## B\nthree", "A")).toEqual(["one", "two"]);
  });
});
