import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { HANDOUTS } from "@/db/data/follow-ups";
import type { Concern } from "@/db/data/note-types";
import { notesBySlug } from "@/db/data/notes";
import { SITUATIONS } from "@/db/data/situations";
import { retrieve } from "@/lib/ai/knowledge";
import { contentWords } from "@/lib/text";
import { composeReply } from "./compose-answer";

const educator = (slug: string) => {
  const found = educators.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

/** The first answer and the follow-up's, as the Ask page composes them. */
function conversation(slug: string, question: string, followUp: string) {
  const first = composeReply(educator(slug), question).text;
  const next = composeReply(educator(slug), followUp, { earlierQuestions: [question], earlierAnswers: [first] });
  return { first, next: next.text, choices: next.choices };
}

/** Every move the educator's note on the concern holds, at any age. */
const movesOn = (slug: string, concern: Concern) => Object.values(notesBySlug[slug]?.[concern]?.moves ?? {}).flat();

// Follow-ups that ask for more of what was given, from fresh readings and probes written for them.
const MORE: [string, string, string, Concern][] = [
  [
    "maria-montessori",
    // Issue 30's reader asked this of a child who never finishes her writing, now a situation of its own.
    "How do I help a Year 3 child whose handwriting is slow and messy?",
    "Can you give me a concrete example?",
    "literacy",
  ],
  [
    "carol-dweck",
    "A Year 10 student says she is just bad at maths and gives up. What do I do?",
    "What would that look like?",
    "motivation",
  ],
  [
    "paulo-freire",
    "How do I get quiet students in Year 8 to speak in class discussions?",
    "How exactly would I do that?",
    "discussion",
  ],
  ["confucius", "How should I handle a student who keeps interrupting others in Year 6?", "Tell me more.", "behaviour"],
  [
    "jean-piaget",
    "My Year 1 children can't understand that 5 is the same however you arrange the counters. What should I do?",
    "What exactly would I do with the counters?",
    "mathematics",
  ],
  [
    "howard-gardner",
    "How can I differentiate a reading lesson for a mixed-ability Year 4 class?",
    "Can you give me an example?",
    "inclusion",
  ],
  [
    "rabindranath-tagore",
    "How do I bring nature into my Year 2 lessons in a city school?",
    "What would a first lesson look like?",
    "science",
  ],
  // Probes written for this round.
  [
    "lev-vygotsky",
    "How do I scaffold a Year 4 maths lesson on column addition for pupils who keep getting lost?",
    "Can you show me step by step?",
    "mathematics",
  ],
  [
    "john-dewey",
    "My Year 5 class finds history boring. How do I make it come alive?",
    "Can you give me an example?",
    "motivation",
  ],
  [
    "bell-hooks",
    "How do I handle a Year 10 discussion about racism when some students make hurtful comments?",
    "What would I actually say in the moment?",
    "behaviour",
  ],
  [
    "charlotte-mason",
    "My Year 3 children rush their reading and don't remember what they read. What should I do?",
    "What would that look like in practice?",
    "literacy",
  ],
  [
    "jerome-bruner",
    "How do I teach fractions to Year 3 using the spiral curriculum?",
    "Tell me more about the concrete stage.",
    "planning",
  ],
  [
    "nel-noddings",
    "A Year 9 boy in my class seems withdrawn since his parents split up. How do I support him?",
    "What would that look like day to day?",
    "families",
  ],
  [
    "friedrich-froebel",
    "How should I set up play in my reception class?",
    "How exactly would I set it up?",
    "early-years",
  ],
  // Conversations whose notes gained their worked moves with these.
  [
    "socrates",
    "How do I get my Year 10 students to think harder when I ask questions in class?",
    "What would that look like in practice?",
    "questioning",
  ],
  [
    "benjamin-bloom",
    "How do I support pupils with special educational needs in my Year 5 class?",
    "Walk me through it step by step.",
    "inclusion",
  ],
  [
    "jean-piaget",
    "Two Year 3 boys keep fighting over the rules at football at lunchtime. What should I do?",
    "Give me an example.",
    "behaviour",
  ],
  [
    "paulo-freire",
    "My Year 10 class just don't care about anything we study. How do I motivate them?",
    "What would that look like?",
    "motivation",
  ],
  [
    "carol-dweck",
    "How should I give feedback and grades on essays to my Year 11 students?",
    "How exactly would I do that?",
    "assessment",
  ],
  [
    "bell-hooks",
    "How do I get every child in my Year 5 class to speak in discussions, not just the confident ones?",
    "Walk me through it.",
    "discussion",
  ],
  [
    "sylvia-ashton-warner",
    "A Year 2 boy is angry and disrupts every lesson. How can I reach him?",
    "Can you give me an example?",
    "behaviour",
  ],
  [
    "lev-vygotsky",
    "How can I make role play in my nursery class more purposeful?",
    "How exactly would I do that?",
    "early-years",
  ],
  [
    "johann-heinrich-pestalozzi",
    "A new pupil in my Year 3 class speaks only Polish. How do I teach her English words?",
    "Can you give me an example?",
    "multilingual",
  ],
  [
    "sylvia-ashton-warner",
    "How should I start teaching my reception children to read?",
    "What would that look like?",
    "literacy",
  ],
];

describe("a follow-up that asks for an example, or how exactly", () => {
  it.each(MORE)(
    "%s: %s / %s stays on its concern and works one of its moves through",
    (slug, question, followUp, concern) => {
      const { next, choices } = conversation(slug, question, followUp);
      expect(choices).toEqual([]);
      expect(retrieve(slug, followUp, [question]).concern).toBe(concern);
      // No neighbouring concern's moves: every move is the note's own, a method of the educator, or the topic's notes.
      const own = movesOn(slug, concern);
      const given = next.match(/^- (?!\*\*|From Lyceum's topic notes).*/gm) ?? [];
      for (const move of given) expect(own, move).toContain(move.slice(2));
      // Concrete: numbered steps, under a move of the note on the concern, in words of the teacher's situation or the move.
      const steps = next.match(/^\d\. .*/gm) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(3);
      const worked = own.find((move) => next.includes(`**${move}**`));
      expect(worked, "a move of the note worked through").toBeDefined();
      const situation = new Set(contentWords(`${question} ${worked}`).filter((word) => word.length >= 4));
      expect(contentWords(steps.join(" ")).some((word) => situation.has(word))).toBe(true);
    },
  );

  it("keeps a situation's conversation on its concern: a child who never finishes her writing", () => {
    const question = "How do I help a Year 3 child who never finishes her writing?";
    const { next, choices } = conversation("maria-montessori", question, "Can you give me a concrete example?");
    expect(choices).toEqual([]);
    expect(retrieve("maria-montessori", "Can you give me a concrete example?", [question]).concern).toBe("motivation");
    expect(next).not.toMatch(/conversation turns naturally|new language/);
  });

  it.each([
    [
      "john-dewey",
      "My Year 9 students are bored and unmotivated in history. How do I engage them?",
      "And if that doesn't work?",
    ],
    [
      "maria-montessori",
      "My Year 2 class is noisy and restless after lunch. What should I do?",
      "What about in the period after lunch?",
    ],
  ])("%s: %s / %s stays on the concern when the band's moves run out", (slug, question, followUp) => {
    const { next } = conversation(slug, question, followUp);
    expect(next).not.toMatch(/conversation turns naturally/);
    const concern = retrieve(slug, question).concern;
    const own = [...movesOn(slug, concern), ...educator(slug).knowledge.methods.map((method) => method.description)];
    const given = next.match(/^- .*/gm) ?? [];
    expect(given.length).toBeGreaterThan(0);
    for (const move of given)
      expect(
        own.some((each) => move.includes(each)),
        move,
      ).toBe(true);
  });

  it("does not give as a later move the method it has just worked through", () => {
    const question = "My Year 4 class struggles with column addition. How can I help them?";
    const { next } = conversation("lev-vygotsky", question, "Can you show me an example?");
    expect(next).toMatch(/\*\*Provide graduated hints/);
    expect(next).not.toMatch(/Graduated prompts/);
  });

  it("says plainly when its notes hold no worked version, and still stays on the concern", () => {
    const question = "My Year 5 class rushes through their homework. How do I get better homework from them?";
    const { next } = conversation("john-dewey", question, "Can you give me an example?");
    expect(next).toMatch(/no step-by-step version/);
    expect(next).not.toMatch(/conversation turns naturally/);
  });

  it("says plainly it cannot lay out a sequence of lessons, and stays on the conversation's concern", () => {
    // Reading 6 (Bruner): a three-lesson sequence was answered with spiral-curriculum generalities.
    const question =
      "How would you teach fractions to a Year 4 class that has only ever seen them as pizza slices? Several kids think 1/8 is bigger than 1/4.";
    const followUp =
      "Can you lay out the sequence across maybe three lessons, what they'd be holding, drawing and writing at each stage?";
    const { next } = conversation("jerome-bruner", question, followUp);
    expect(next.split("\n\n")[0]).toMatch(
      /^You asked for a sequence across maybe three lessons.*cannot write that here/,
    );
    expect(retrieve("jerome-bruner", followUp, [question]).concern).toBe(retrieve("jerome-bruner", question).concern);
  });
});

describe("a situation's follow-up that asks for an example", () => {
  // The situation's own moves, worked through (its `worked`), before any note's.
  it.each([
    ["nel-noddings", "A girl in my Year 2 class stands alone at every playtime. What should I do?", "alone-at-play"],
    [
      "confucius",
      "A parent is angry with me about her son's report and has complained to the head. How do I handle it?",
      "parent-complaint",
    ],
    [
      "paulo-freire",
      "I teach adult literacy evenings at a community centre. The workbook is full of sentences about banks and forms, and they are bored. Where would you start instead?",
      "adult-learners",
    ],
  ])("%s: %s works through one of the situation's moves", (slug, question, id) => {
    const { next } = conversation(slug, question, "Can you give me an example?");
    const situation = SITUATIONS.find((each) => each.id === id);
    const move = next.match(/\*\*([^*]+)\*\*\n\n1\. /)?.[1] ?? "";
    // Its first words: the rest speaks of the child as the teacher did.
    expect(situation?.worked?.map((each) => each.move.slice(0, 30))).toContain(move.slice(0, 30));
  });
});

describe("a follow-up that pushes back on what the answer gave", () => {
  // Reading 6: the teacher has tried it, or it costs too much time; the answer gave the same again.
  it.each([
    [
      "carol-dweck",
      "One of my Grade 8 girls is top of the class in maths and completely falls apart if she gets anything wrong. I keep telling her mistakes are fine but it doesn't land. What am I missing?",
      "I've already tried praising effort instead of results. She just says 'you're only saying that because I got it wrong'. Then what?",
    ],
    [
      "socrates",
      "My sixth form philosophy students answer every question I ask with 'it's subjective' and then stop. How do I get them past that without just telling them they're wrong?",
      "Honestly that sounds like it would take the whole lesson for one question. I've got an exam spec to get through. Is it worth it?",
    ],
  ])("%s: gets a move worked through that the answer did not give", (slug, question, followUp) => {
    const { first, next } = conversation(slug, question, followUp);
    const concern = retrieve(slug, followUp, [question]).concern;
    const move = next.match(/\*\*([^*]+)\*\*\n\n1\. /)?.[1] ?? "";
    expect(movesOn(slug, concern)).toContain(move);
    expect(first).not.toContain(move.slice(0, 40));
    expect(next.match(/^\d\. .*/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });
});

describe("a follow-up that asks for a thing", () => {
  it.each([
    [
      "lev-vygotsky",
      "I have three new arrivals in Year 5 who speak very little English. How do I include them in lessons?",
      "Can you give me a sentence starter sheet?",
      "talk-starters",
    ],
    [
      "bell-hooks",
      "How can I give feedback on essays to Year 11 without crushing them?",
      "Give me some sentence starters I could use.",
      "feedback-starters",
    ],
    [
      "benjamin-bloom",
      "How do I write good test questions for Year 9 history?",
      "Give me question stems at different levels.",
      "question-stems",
    ],
    [
      "socrates",
      "How do I get my Year 9 class to ask better questions in discussion?",
      "Write me 3 questions I could ask them.",
      "question-stems",
    ],
    [
      "nel-noddings",
      "A parent is angry that her son was left out of the school play. How do I handle the meeting?",
      "What would I say to the parent?",
      "parent-conversation",
    ],
    [
      "john-dewey",
      "My Year 7 class is noisy at the start of lessons. How do I settle them?",
      "Give me a script for the first 2 minutes.",
      "lesson-start-script",
    ],
    // Reading 6: follow-ups asking for the words to say, or for a practical matter next to the first answer.
    [
      "maria-montessori",
      "I have a 3-year-old in my nursery room who tips every basket of toys onto the floor the moment she arrives and then wanders off. How should I respond?",
      "OK, but what do I actually say to her in the moment when she's mid-tip? Give me the words.",
      "words-in-the-moment",
    ],
    [
      "bell-hooks",
      "I lecture a first-year sociology module of 180 students. Every time we touch race or class, the same three confident students talk and everyone else goes silent. Any ideas?",
      "What do I do when one of those confident students says something genuinely hurtful to another student in front of the whole lecture theatre?",
      "hurtful-remark",
    ],
    [
      "nel-noddings",
      "A boy in my Year 6 class has been really withdrawn since his dad moved out. Should I try to get him to open up, or leave it?",
      "And his mum has emailed asking me to 'keep an eye on him and report back every day'. How do I handle that without breaking his trust?",
      "parent-daily-reports",
    ],
    [
      "howard-gardner",
      "Our new head wants every lesson plan to list which 'learning style' each activity is for. Is that what your theory was meant for?",
      "So what should I say to her in the staff meeting? I don't want to come across as difficult.",
      "meeting-words",
    ],
  ])("%s: %s / %s gets it, as Lyceum's, not the educator's", (slug, question, followUp, id) => {
    const { next } = conversation(slug, question, followUp);
    const handout = HANDOUTS.find((each) => each.id === id);
    for (const item of handout?.items ?? []) expect(next).toContain(item);
    expect(next).toMatch(/not something from my own works/);
  });

  it("says in one line what it cannot make, and gives the concern's own moves", () => {
    const question = "How do I get quiet students in Year 8 to speak in class discussions?";
    const { next } = conversation("paulo-freire", question, "Write me a worksheet for it.");
    expect(next.split("\n\n")[0]).toMatch(/^You asked for a worksheet.*cannot write that here/);
    expect(next.split("\n\n")[0]?.split(/(?<=[.!?])\s+/)).toHaveLength(1);
    expect(next).not.toMatch(/conversation turns naturally/);
  });
});

describe("a follow-up's topic", () => {
  it("comes from its own naming of a topic, not a keyword in a conversation on another concern", () => {
    const question = "I have a new arrival in Year 8 who speaks no English. How do I support her?";
    const { next } = conversation("lev-vygotsky", question, "Can you give me a concrete example for group?");
    expect(next).not.toMatch(/periodic table|alkali/i);
  });

  it("in Spanish, asking how to assess after a question on the water cycle, is on assessment", () => {
    const question = "¿Cómo enseño el ciclo del agua a niños de 10 años?";
    expect(retrieve("john-dewey", "¿Y cómo evalúo lo que han aprendido?", [question]).concern).toBe("assessment");
    expect(conversation("john-dewey", question, "¿Y cómo evalúo lo que han aprendido?").choices).toEqual([]);
  });
});
