import { Packer } from "docx";
import { describe, expect, it } from "vitest";
import { GUIDANCE_NOTE } from "@/db/data/content-guidance";
import { planHeadings, renderPlan } from "@/lib/lessons/render-plan";
import type { LessonPlan } from "@/shared/plan-schema";
import { readDocxFile, textsOf } from "@/tests/helpers/docx";
import { guidedPlan } from "@/tests/helpers/offline-plan";
import { samplePlan } from "@/tests/helpers/sample-plan";
import { buildWordDocument } from "./word-document";
import {
  answerExport,
  answerFileName,
  conversationExport,
  conversationFileName,
  lessonExport,
  lessonFileName,
  roundtableExport,
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

/** A single lesson with safety notes and two of the teacher's instructions (one applied, one not). */
const singlePlan = samplePlan({
  safetyNotes: ["Scissors stay closed when carried."],
  instructions: [
    { instruction: "Use fraction strips", applied: true, where: "Strip exploration" },
    { instruction: "Take the class outside", applied: false, where: "The request names no outdoor space." },
  ],
});

/** The same lesson over two days of 45 minutes, each with its own goal and steps. */
const twoDayPlan: LessonPlan = {
  ...singlePlan,
  duration: "2 days of 45 minutes",
  steps: [],
  days: [
    { label: "Day 1", minutes: 45, goal: "Find equal fractions with strips.", steps: singlePlan.steps },
    {
      label: "Day 2",
      minutes: 45,
      goal: "Make and justify families of equal fractions.",
      steps: singlePlan.steps.map((step) => ({ ...step, title: `${step.title}, again` })),
    },
  ],
};

const planExport = (plan: LessonPlan | null) => lessonExport({ ...lessonPlan, content: renderPlan(twoDayPlan), plan });

async function readDocx(data: WordExport) {
  const file = await readDocxFile(await Packer.toBuffer(buildWordDocument(data)));
  const { documentXml, numberingXml } = file;
  const paragraphs = documentXml.split("</w:p>");
  const paragraphWith = (text: string) => paragraphs.find((paragraph) => paragraph.includes(`>${text}</w:t>`)) ?? "";
  /** Each paragraph's whole text, in order (a table's cells each count as one). */
  const lines = paragraphs.map((paragraph) => textsOf(paragraph).join(""));
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
  return { ...file, lines, paragraphWith, listFormat };
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

  it("keeps every section of a plan stored only as Markdown: headings, days, timed steps with their parts, safety notes", async () => {
    const { paragraphWith, listFormat, texts } = await readDocx(planExport(null));
    for (const { heading } of planHeadings("Maria Montessori")) {
      expect(paragraphWith(heading.replaceAll("'", "&apos;")), heading).toContain('<w:pStyle w:val="Heading2"/>');
    }
    expect(paragraphWith("Day 1 (45 min)")).toContain('<w:pStyle w:val="Heading3"/>');
    expect(listFormat("Strip exploration")).toBe("decimal at level 0");
    expect(listFormat("Teacher:")).toBe("bullet at level 1");
    expect(listFormat("Check for understanding:")).toBe("bullet at level 1");
    expect(paragraphWith("Safety notes:")).toMatch(/<w:b\/>/);
    expect(texts.join(" ")).toContain("Scissors stay closed when carried.");
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
    expect(conversation.details).toContainEqual(["Created", expect.stringMatching(/^\w+ \d{1,2}, \d{4}$/)]);
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

describe("a lesson plan object's Word file", () => {
  const single = () => readDocx(planExport(singlePlan));

  it("keeps the frame of the Markdown export: title, header table, margins and the AI notice", async () => {
    const fromObject = await single();
    const fromMarkdown = await readDocx(planExport(null));
    expect(fromObject.lines[0]).toBe("Mathematics: Fractions");
    expect(fromObject.tables[0]).toEqual(fromMarkdown.tables[0]);
    expect(fromObject.tables[0]).toEqual([
      ["Subject", "Mathematics"],
      ["Topic", "Fractions"],
      ["Grade Level", "Grade 4"],
      ["Inspired by", "Maria Montessori"],
      ["Created", "March 2, 2026"],
    ]);
    expect(fromObject.documentXml).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    const notice = "Created with Lyceum. AI interpretation, not the educator's own words.";
    expect(fromObject.lines.filter(Boolean).at(-1)).toBe(notice);
    expect(fromMarkdown.lines.filter(Boolean).at(-1)).toBe(notice);
  });

  it("is built from the object, not the Markdown, when there is one", async () => {
    const data = planExport(singlePlan);
    expect(data.blocks).toEqual([]);
    expect(data.plan).toBe(singlePlan);
    const { texts } = await readDocx(data);
    // The Markdown given beside it is the two-day plan's: none of its day headings shows.
    expect(texts).not.toContain("Day 1 (45 min)");
  });

  it("carries the plan's content guidance above the plan, under its title, as the page shows it", async () => {
    const { plan, guidance } = guidedPlan("john-dewey");
    const { lines, paragraphWith } = await readDocx(lessonExport({ ...lessonPlan, plan, guidance }));
    expect(paragraphWith(GUIDANCE_NOTE.title)).toContain('<w:pStyle w:val="Heading2"/>');
    const at = (line: string) => lines.indexOf(line);
    expect(at(guidance.note)).toBe(at(GUIDANCE_NOTE.title) + 1);
    expect(at(plan.title)).toBeGreaterThan(at(guidance.note));
    // The same plan with no guidance (one on fractions) has no such part.
    expect((await single()).lines).not.toContain(GUIDANCE_NOTE.title);
  });

  it("sets the file's creator, title, subject and description from the plan", async () => {
    const { core } = await single();
    expect(core).toEqual({
      "dc:title": "Equivalent Fractions: A Grade 4 Mathematics Lesson",
      "dc:subject": "Mathematics",
      "dc:description": "A Grade 4 Mathematics lesson plan on Fractions, inspired by Maria Montessori.",
      "dc:creator": "Lyceum",
      "cp:lastModifiedBy": "Lyceum",
    });
  });

  it("has the plan's title, then every part under the page's headings, in order, then the instructions", async () => {
    const { lines, paragraphWith } = await single();
    expect(paragraphWith(singlePlan.title)).toContain('<w:pStyle w:val="Heading1"/>');
    const headings = [...planHeadings("Maria Montessori").map(({ heading }) => heading), "Your Instructions"];
    for (const heading of headings) {
      expect(paragraphWith(heading.replaceAll("'", "&apos;")), heading).toContain('<w:pStyle w:val="Heading2"/>');
    }
    const at = headings.map((heading) => lines.indexOf(heading));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at).not.toContain(-1);
  });

  it("quotes the lens's idea with its work and year, and lists its methods", async () => {
    const { lines, paragraphWith } = await single();
    expect(lines).toContain(
      "Maria Montessori would come to this lesson with this idea, paraphrased from The Montessori Method (1912):",
    );
    const idea = paragraphWith(singlePlan.lens.idea);
    expect(idea).toContain("<w:ind ");
    expect(idea).toContain("<w:i/>");
    expect(lines).toContain("Methods this lesson uses:");
    expect(lines).toContain("Self-correcting materials: Materials that show the child their own error.");
  });

  it("states the outcome and each objective with its verb in bold and its success criterion", async () => {
    const { lines, paragraphWith } = await single();
    expect(lines).toContain("Learning outcome: Students can show and explain why two fractions are equivalent.");
    expect(lines).toContain("Create a set of three equivalent fractions and justify it to a partner.");
    expect(paragraphWith("Create")).toMatch(/<w:b\/><w:bCs\/><\/w:rPr><w:t[^>]*>Create<\/w:t>/);
    expect(lines).toContain("Success criterion: I can make three fractions that are equal and say why.");
  });

  it("gives the prior knowledge, then the keywords as a table of term and definition", async () => {
    const { lines, tables } = await single();
    expect(lines).toContain(
      "Prior knowledge: Students know what a numerator and a denominator are and can read unit fractions.",
    );
    expect(tables).toContainEqual([
      ["Term", "Definition"],
      ["fraction", "a part of a whole shared into equal pieces"],
      ["denominator", "the bottom number: how many equal pieces in the whole"],
      ["equivalent", "worth the same amount"],
    ]);
  });

  it("lists each misconception with the correct idea, how it is addressed and in which step", async () => {
    const { lines } = await single();
    const belief = lines.indexOf("A bigger denominator means a bigger fraction.");
    expect(lines.slice(belief, belief + 4)).toEqual([
      "A bigger denominator means a bigger fraction.",
      "Correct idea: The denominator says how many pieces; more pieces means smaller pieces.",
      "How the lesson addresses it: Students lay quarters and eighths strips side by side.",
      "Step: Strip exploration",
    ]);
  });

  it("lists the materials, then the safety notes", async () => {
    const { lines } = await single();
    const materials = lines.indexOf("Materials and Safety");
    expect(lines.slice(materials + 1, materials + 5)).toEqual([
      "Fraction strips for each pair",
      "Mini whiteboards and pens",
      "Safety notes:",
      "Scissors stay closed when carried.",
    ]);
  });

  it("numbers the quiz questions with lettered options, and gives the answers in a list of their own after them", async () => {
    const { lines, listFormat, paragraphWith } = await single();
    const starter = lines.indexOf("Starter Quiz");
    const answers = lines.indexOf("Answers", starter);
    expect(lines.slice(starter + 1, lines.indexOf("Lesson Flow"))).toEqual([
      "What is the denominator of 3/4?",
      "(a) 4",
      "(b) 3",
      "(c) 7",
      "Which is bigger, 1/2 or 1/4?",
      "(a) 1/4",
      "(b) 1/2",
      "(c) They are equal",
      "Draw a shape cut into 3 equal parts.",
      "Answers",
      "(a) 4",
      "(b) 1/2",
      "Any shape in three equal parts",
    ]);
    expect(listFormat("What is the denominator of 3/4?")).toBe("decimal at level 0");
    expect(listFormat("Any shape in three equal parts")).toBe("decimal at level 0");
    expect(paragraphWith("Answers")).toContain('<w:pStyle w:val="Heading3"/>');
    // The answers count from 1 again: a numbering instance apart from the questions'.
    const numId = (text: string) => paragraphWith(text).match(/<w:numId w:val="(\d+)"\/>/)?.[1];
    expect(numId("Any shape in three equal parts")).not.toBe(numId("Draw a shape cut into 3 equal parts."));
    expect(answers).toBeGreaterThan(starter);

    const exit = lines.indexOf("Exit Quiz");
    const exitAnswers = lines.indexOf("Answers", exit);
    expect(lines.slice(exit + 1, exitAnswers)).toEqual([
      "Is 2/4 equal to 1/2?",
      "(a) Yes",
      "(b) No",
      "(c) Only sometimes",
      "Name a fraction equal to 1/3.",
      "True or false: 1/8 is bigger than 1/4. Say why.",
    ]);
    expect(lines.slice(exitAnswers + 1, exitAnswers + 4)).toEqual([
      "(a) Yes",
      "2/6 (or 3/9, 4/12…)",
      "False: eighths are smaller pieces than quarters",
    ]);
  });

  it("gives a single lesson's steps a table each: title and minutes, teacher, students, slide, check and answer", async () => {
    const { tables } = await single();
    const steps = tables.filter((table) => table[0]?.length === 1);
    expect(steps.map((table) => table[0]?.[0])).toEqual([
      "1. Starter quiz (5 min)",
      "2. Strip exploration (15 min)",
      "3. Make your own (17 min)",
      "4. Exit quiz (8 min)",
    ]);
    expect(steps[1]?.slice(1)).toEqual([
      ["Teacher", "Lead the strip exploration with the class."],
      ["Students", "Students work through the strip exploration in pairs."],
      ["Slide", "Today: Strip exploration. Work with your partner."],
      ["Check for understanding", "What did you find in the strip exploration?"],
      ["Expected answer", "Equal shares of one whole."],
    ]);
  });

  it("heads each day of a multi-day plan with its minutes and goal, then its own steps", async () => {
    const { lines, tables, paragraphWith } = await readDocx(planExport(twoDayPlan));
    expect(lines).toContain("Inspired by Maria Montessori · 2 days of 45 minutes");
    for (const day of ["Day 1 (45 min)", "Day 2 (45 min)"]) {
      expect(paragraphWith(day)).toContain('<w:pStyle w:val="Heading3"/>');
    }
    const day1 = lines.indexOf("Day 1 (45 min)");
    const day2 = lines.indexOf("Day 2 (45 min)");
    expect(lines[day1 + 1]).toBe("Goal: Find equal fractions with strips.");
    expect(lines[day2 + 1]).toBe("Goal: Make and justify families of equal fractions.");
    expect(lines.indexOf("1. Starter quiz (5 min)")).toBeGreaterThan(day1);
    expect(lines.indexOf("1. Starter quiz (5 min)")).toBeLessThan(day2);
    expect(lines.indexOf("4. Exit quiz, again (8 min)")).toBeGreaterThan(day2);
    expect(tables.filter((table) => table[0]?.length === 1)).toHaveLength(8);
  });

  it("labels the four kinds of differentiation, assesses each objective and gives the philosophy part by part", async () => {
    const { lines, paragraphWith } = await single();
    for (const line of [
      "Support: Pre-folded strips and a keyword mat.",
      "Stretch: Find a fraction equivalent to 3/5 with a denominator of 20.",
      "Special educational needs: One instruction at a time on a checklist.",
      "Multilingual learners: Keywords with pictures and gestures.",
      "Explain why 1/2 and 2/4 name the same amount: The strip exploration and exit quiz.",
      "Create a set of three equivalent fractions: The sets made in Make your own.",
      "Objectives: Students show what they know with their hands before words.",
      "Materials: Self-correcting strips let them find their own errors.",
      "Lesson flow: The strip exploration uses self-correcting materials.",
      "Differentiation: Each child works at their own level with the same materials.",
      "Assessment: The teacher observes the work rather than testing it alone.",
      "A question to reflect on: Which part of the lesson could a child do without asking you?",
    ]) {
      expect(lines).toContain(line);
    }
    expect(paragraphWith("Special educational needs: ")).toMatch(/<w:b\/>/);
  });

  it("reports each of the teacher's instructions, applied or not and where", async () => {
    const { lines } = await single();
    expect(lines).toContain("“Use fraction strips”: Applied. Strip exploration");
    expect(lines).toContain("“Take the class outside”: Not applied. The request names no outdoor space.");
    const { texts } = await readDocx(planExport({ ...singlePlan, instructions: [] }));
    expect(texts).not.toContain("Your Instructions");
  });

  it("writes only text, never Markdown symbols", async () => {
    const { texts } = await readDocx(planExport(twoDayPlan));
    for (const text of texts) {
      expect(text).not.toMatch(/^#|\*|^- /);
    }
  });
});

describe("a conversation's Word file", () => {
  it("reads back the spec's header (subject 'Conversation', topic 'Q&A Session', grade 'General') and its properties, by Lyceum", async () => {
    const conversation = conversationExport({
      educatorName: "John Dewey",
      exchanges: [
        { question: "How do I start a project week?", answer: "Begin.", createdAt: "2026-03-02T10:00:00Z" },
        { question: "And for six-year-olds?", answer: "Smaller.", createdAt: "2026-03-02T10:05:00Z" },
      ],
    });
    const { tables, core } = await readDocx(conversation);
    expect(tables[0]).toEqual([
      ["Subject", "Conversation"],
      ["Topic", "Q&A Session"],
      ["Grade Level", "General"],
      ["Inspired by", "John Dewey"],
      ["Created", "March 2, 2026"],
      ["First question", "How do I start a project week?"],
      ["Questions", "2"],
    ]);
    expect(core).toEqual({
      "dc:title": "Conversation with John Dewey",
      "dc:subject": "Conversation",
      "dc:description": "2 questions to John Dewey, answered in their voice.",
      "dc:creator": "Lyceum",
      "cp:lastModifiedBy": "Lyceum",
    });
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

describe("every Word file's properties", () => {
  const exchange = { question: "How do I group pupils?", answer: "In pairs.", createdAt: "2026-03-02T10:00:00Z" };
  const roundtable = roundtableExport({
    educators: [
      { id: 1, name: "John Dewey" },
      { id: 2, name: "Maria Montessori" },
    ],
    rounds: [{ question: "How do I group pupils?", answers: { 1: { text: "In pairs." } }, synthesis: null }],
  });

  it.each([
    [
      "a lesson plan",
      lesson,
      "Mathematics: Fractions",
      "Mathematics",
      "A Grade 4 Mathematics lesson plan on Fractions, inspired by Maria Montessori.",
    ],
    [
      "an answer",
      answerExport("John Dewey", exchange),
      "Answer from John Dewey",
      "Answer",
      "John Dewey's answer to: How do I group pupils?",
    ],
    [
      "a roundtable",
      roundtable,
      "Roundtable with John Dewey, Maria Montessori",
      "Roundtable",
      "1 question to John Dewey, Maria Montessori, answered side by side.",
    ],
  ])("%s names Lyceum as creator and last editor, with its title, subject and description", async (...row) => {
    const [, data, title, subject, description] = row;
    const { core } = await readDocx(data);
    expect(core).toEqual({
      "dc:title": title,
      "dc:subject": subject,
      "dc:description": description,
      "dc:creator": "Lyceum",
      "cp:lastModifiedBy": "Lyceum",
    });
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
