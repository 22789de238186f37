import { Packer } from "docx";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { requiredSections } from "@/lib/lessons/check-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { buildWordDocument } from "./word-document";
import {
  answerExport,
  answerFileName,
  conversationExport,
  conversationFileName,
  lessonExport,
  lessonFileName,
  type WordExport,
  wordFileName,
} from "./word-export";

const lessonMarkdown = `# Fractions on the number line

## Learning objectives

Students will be able to **compare** fractions and *explain* their reasoning.

### Lesson flow

1. Warm-up (5 minutes)
2. Exploration (20 minutes)
   - Pairs fold paper strips
   - Pairs mark **halves** and *quarters*
3. Discussion (10 minutes)

- Materials: paper strips
- Rulers

A closing paragraph with ***both marks***.
`;

const lessonPlan = {
  subject: "Mathematics",
  topic: "Fractions",
  gradeLevel: "Grade 4",
  educatorName: "Maria Montessori",
  createdAt: "2026-03-02T10:00:00Z",
  content: lessonMarkdown,
};
const lesson = lessonExport(lessonPlan);

const montessori = educators.find((educator) => educator.slug === "maria-montessori");
if (!montessori) throw new Error("catalogue lacks Maria Montessori");

async function readDocx(data: WordExport) {
  const zip = await JSZip.loadAsync(await Packer.toBuffer(buildWordDocument(data)));
  const documentXml = (await zip.file("word/document.xml")?.async("string")) ?? "";
  const numberingXml = (await zip.file("word/numbering.xml")?.async("string")) ?? "";
  const texts = [...documentXml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1] ?? "");
  const paragraphs = documentXml.split("</w:p>");
  const paragraphWith = (text: string) => paragraphs.find((paragraph) => paragraph.includes(`>${text}</w:t>`)) ?? "";
  /** The list format Word shows for a paragraph: its numId → abstractNum → that level's numFmt. */
  const listFormat = (text: string) => {
    const paragraph = paragraphWith(text);
    const level = paragraph.match(/<w:ilvl w:val="(\d+)"\/>/)?.[1];
    const numId = paragraph.match(/<w:numId w:val="(\d+)"\/>/)?.[1];
    const abstractId = numberingXml.match(new RegExp(`<w:num w:numId="${numId}"><w:abstractNumId w:val="(\\d+)"`))?.[1];
    const abstract = numberingXml.match(
      new RegExp(`<w:abstractNum w:abstractNumId="${abstractId}"[\\s\\S]*?</w:abstractNum>`),
    )?.[0];
    const format = abstract?.match(
      new RegExp(`<w:lvl w:ilvl="${level}"[^>]*><w:start w:val="\\d+"/><w:numFmt w:val="(\\w+)"`),
    )?.[1];
    return `${format} at level ${level}`;
  };
  return { documentXml, numberingXml, texts, paragraphWith, listFormat };
}

describe("the Word builder", () => {
  it("uses US Letter with 1-inch margins", async () => {
    const { documentXml } = await readDocx(lesson);
    expect(documentXml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(documentXml).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
  });

  it("starts with a header table of subject, topic, grade, 'Inspired by' and the created date", async () => {
    const { documentXml, texts } = await readDocx(lesson);
    expect(documentXml).toContain("<w:tbl>");
    for (const text of [
      "Subject",
      "Mathematics",
      "Topic",
      "Fractions",
      "Grade Level",
      "Grade 4",
      "Inspired by",
      "Maria Montessori",
      "Created",
      "March 2, 2026",
    ]) {
      expect(texts).toContain(text);
    }
  });

  it("turns Markdown headings 1 to 3 into Word headings", async () => {
    const { paragraphWith } = await readDocx(lesson);
    expect(paragraphWith("Fractions on the number line")).toContain('<w:pStyle w:val="Heading1"/>');
    expect(paragraphWith("Learning objectives")).toContain('<w:pStyle w:val="Heading2"/>');
    expect(paragraphWith("Lesson flow")).toContain('<w:pStyle w:val="Heading3"/>');
  });

  it("turns numbered and bulleted lists into Word lists, keeping nested levels", async () => {
    const { listFormat } = await readDocx(lesson);
    expect(listFormat("Warm-up (5 minutes)")).toBe("decimal at level 0");
    expect(listFormat("Discussion (10 minutes)")).toBe("decimal at level 0");
    expect(listFormat("Pairs fold paper strips")).toBe("bullet at level 1");
    expect(listFormat("Rulers")).toBe("bullet at level 0");
  });

  it("keeps bold and italic as runs, never as Markdown symbols", async () => {
    const { paragraphWith, texts } = await readDocx(lesson);
    const objectives = paragraphWith("compare");
    expect(objectives).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t[^>]*>compare<\/w:t>/);
    expect(paragraphWith("explain")).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t[^>]*>explain<\/w:t>/);
    expect(paragraphWith("both marks")).toMatch(/<w:b\/>.*<w:i\/>/);
    for (const text of texts) {
      expect(text).not.toMatch(/^#|\*|^- |^\d+\. /);
    }
  });

  it("keeps every section of a built-in plan: headings, days, timed steps with their parts, safety notes", async () => {
    const weights = { subject: "Physical Education", gradeLevel: "Grade 12", topic: "Weight training" };
    const timing = lessonTiming({ lessonLength: "extended", extendedDurationType: "days", extendedDays: "2" });
    const markdown = composeLessonPlan(montessori, weights, timing);
    const { paragraphWith, listFormat, texts } = await readDocx({
      ...lesson,
      ...weights,
      blocks: [{ kind: "markdown", markdown }],
    });
    for (const heading of requiredSections("Maria Montessori")) {
      expect(paragraphWith(heading.replaceAll("'", "&apos;")), heading).toContain('<w:pStyle w:val="Heading2"/>');
    }
    const day = texts.find((text) => text.startsWith("Day 1 (45 min)")) ?? "";
    expect(paragraphWith(day)).toContain('<w:pStyle w:val="Heading3"/>');
    expect(listFormat("Pulse raiser and mobility")).toBe("decimal at level 0");
    expect(listFormat("Teacher:")).toBe("bullet at level 1");
    expect(listFormat("Check for understanding:")).toBe("bullet at level 1");
    expect(paragraphWith("Safety notes:")).toMatch(/<w:b\/>/);
    expect(texts.join(" ")).toContain("a trained spotter stands by");
    for (const text of texts) {
      expect(text).not.toMatch(/^#|\*|^- |^\d+\. /);
    }
  });

  it("marks each question and answer of a conversation", async () => {
    const conversation = conversationExport({
      educatorName: "John Dewey",
      exchanges: [
        { question: "How do I start a project week?", answer: "Begin with a **real problem**." },
        { question: "And assessment?", answer: "- Watch the work\n- Ask the children" },
      ],
    });
    // Issue 15: the header shows what is known, not the filler 'Q&A Session' and 'General'.
    expect(conversation.details).toEqual([
      ["Subject", "Conversation"],
      ["First question", "How do I start a project week?"],
      ["Questions", "2"],
      ["Inspired by", "John Dewey"],
      ["Created", expect.stringMatching(/^\w+ \d{1,2}, \d{4}$/)],
    ]);
    const { texts, paragraphWith } = await readDocx(conversation);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Question 1",
        "How do I start a project week?",
        "Answer from John Dewey",
        "real problem",
        "Question 2",
      ]),
    );
    expect(paragraphWith("real problem")).toContain("<w:b/>");
    expect(paragraphWith("Watch the work")).toContain("<w:numPr>");
  });
});

describe("one answer's export", () => {
  const exchange = { question: "How do I group pupils?", answer: "In pairs.", createdAt: "2026-03-02T10:00:00Z" };

  it("heads the document with its question, not the conversation's filler", async () => {
    const answer = answerExport("John Dewey", exchange);
    expect(answer.title).toBe("Answer from John Dewey");
    expect(answer.details).toEqual([
      ["Subject", "Answer"],
      ["Question", "How do I group pupils?"],
      ["Inspired by", "John Dewey"],
      ["Created", "March 2, 2026"],
    ]);
    const { texts } = await readDocx(answer);
    expect(texts).not.toContain("Q&A Session");
    expect(texts).not.toContain("General");
  });
});

describe("Word file names", () => {
  it.each([
    [["Mathematics", "Adding fractions"], "Mathematics_Adding_fractions.docx"],
    [["Social Studies", "Rivers / Deltas: why?"], "Social_Studies_Rivers_Deltas_why.docx"],
    [["  Art ", " Colour   wheel "], "Art_Colour_wheel.docx"],
    [["", ""], "Lyceum.docx"],
  ])("%j → %s", (parts, expected) => {
    expect(wordFileName(...parts)).toBe(expected);
  });

  it("names a lesson plan after its subject and topic", () => {
    expect(lessonFileName(lessonPlan)).toBe("Mathematics_Fractions.docx");
  });

  it("names one answer after the educator and its question, apart from the whole conversation", () => {
    const answer = answerFileName("John Dewey", "How do I start a project week with my class?");
    expect(answer).toBe("Answer_from_John_Dewey_How_do_I_start_a_project.docx");
    expect(answer).not.toBe(conversationFileName("John Dewey"));
    expect(answerFileName("John Dewey", "And assessment?")).toBe("Answer_from_John_Dewey_And_assessment.docx");
    expect(answerFileName("Maria Montessori", "My class is restless after lunch. How can I help?")).toBe(
      "Answer_from_Maria_Montessori_My_class_is_restless_after_lunch.docx",
    );
  });

  it("names conversations after the educator", () => {
    expect(conversationFileName("Maria Montessori")).toBe("Conversation_with_Maria_Montessori.docx");
    expect(conversationFileName("bell hooks")).toBe("Conversation_with_bell_hooks.docx");
  });
});
