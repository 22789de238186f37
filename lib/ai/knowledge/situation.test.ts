import { describe, expect, it } from "vitest";
import { SITUATIONS } from "@/db/data/situations";
import { describesHigherEducation, detectGradeBand } from "./grade-band";
import { describedSituation } from "./situation";

const read = (question: string) =>
  describedSituation(question, detectGradeBand(question), describesHigherEducation(question))?.id;

describe("a situation about a child at school", () => {
  it.each([
    "I lecture a first-year sociology module of 180 students. The same three talk and everyone else goes silent.",
    "In my undergraduate seminar one student is very shy and never speaks.",
  ])("is not read in a question about university students: %s", (question) => {
    expect(read(question)).not.toBe("quiet-child");
  });

  it("is read in a question about a school class", () => {
    expect(read("In my Year 9 class one student is very shy and never speaks.")).toBe("quiet-child");
  });
});

describe("the situation a teacher describes", () => {
  it.each([
    ["The boys in my preschool class play superheroes every day and it gets rough.", "rough-play"],
    ["A six-year-old in my class stands alone at playtime every day.", "alone-at-play"],
    ["My Grade 3 class wants to start a class garden.", "class-garden"],
    ["I teach adults to read in evening classes.", "adult-learners"],
    ["A four-year-old in my class hits other children when he is frustrated.", "hurts-others"],
    ["Should I let my Year 6 pupils use ChatGPT for their research homework?", "ai-chatbots"],
    ["How do I handle a student who makes a racist comment in class?", "prejudiced-remark"],
    ["Students in my Year 8 class laugh at anyone who gets an answer wrong.", "laughing-at-others"],
    ["My Year 4s can recite their times tables but can't use them in word problems.", "recites-facts"],
    ["How do I group my Grade 2 readers without labelling them?", "ability-grouping"],
    ["My Grade 4 struggling readers get the easiest books and never catch up.", "struggling-readers"],
    ["My Year 1 class can't sit still on the carpet for more than five minutes.", "carpet-time"],
    ["One of my Year 5 pupils is way ahead in maths and gets bored.", "ahead-of-the-class"],
    ["What do I give my early finishers in Grade 3?", "ahead-of-the-class"],
    ["Should I make my Year 13 history students memorise dates for the exam?", "memorising-facts"],
    ["Should I ban phones in my Year 9 classroom?", "phones-in-class"],
    ["A parent phoned to complain about the class policy on homework.", "parent-complaint"],
    ["My nursery children keep snatching toys from each other.", "sharing"],
    ["My Year 4s have memorised their times tables but can't use them in problems.", "recites-facts"],
    ["How do I run a discussion on immigration when Year 11s repeat what their parents say?", "controversial-issue"],
    [
      "A Year 10 boy in my form has gone really quiet since his dad left home and has stopped handing in work.",
      "withdrawn-student",
    ],
    ["A parent says her daughter is just not a maths person. How should I respond?", "parent-fixed-ability"],
    ["Nobody speaks in my university seminar, however I ask the question.", "silent-class"],
    ["How do I help a Year 3 child who never finishes her writing?", "unfinished-work"],
    ["As a department head, how do I help my burnt-out team?", "team-wellbeing"],
  ])("reads %s as %s", (question, id) => {
    expect(read(question)).toBe(id);
  });

  it.each([
    "In our Grade 3 magnets lesson, one magnet pushes the other away.",
    "How do I prepare Year 11 for mock exams and essay questions?",
    "How do I teach the racist language in Of Mice and Men?",
    "My Year 5 class is reading The Secret Garden.",
    "Should I use ChatGPT to write my lesson plans for Grade 5?",
    "My Grade 6 student only speaks when spoken to.",
    "My noisy Grade 4 class won't be quiet after lunch.",
    "Boo Radley is lonely; how do I teach this character to my class?",
    "Sharing equally in division with counters and toys, Grade 2.",
    "This sentence challenges me to think about my teaching.",
    "Children cry when the fire alarm goes off in the morning.",
    "My Year 9 boys play fight at break and someone always gets hurt.",
    "A Year 10 boy hits others in the corridor.",
    "How do I teach the French Revolution outside the textbook?",
    "I spend every lunch alone marking.",
    "What is the way ahead for our Year 5 maths curriculum?",
    "I plan my Year 6 units way ahead of time.",
    "I phoned a parent to explain our homework policy.",
    "A parent phones me at home every night. Should I allow it?",
    "I use mobile whiteboards in class for group work.",
    "I'm not a gifted speaker. How do I run a Year 8 class discussion?",
    "How do I make my Year 3 class more able to work independently?",
    "We are way ahead on the syllabus in Year 10. What now?",
    "My Year 9s learn formulas by heart but fall apart in word problems.",
    "My Year 4s chant times tables every morning. Is that enough?",
    "What age group is Montessori's method for?",
    "How do I run group work in Year 5?",
    "What should outdoor play look like for my nursery class in winter?",
    "What should I put on the carpet in my reading corner?",
  ])("reads no situation in an ordinary question sharing its words: %s", (question) => {
    expect(read(question)).toBeUndefined();
  });
});

describe("each situation's own examples (db/data/situations.ts)", () => {
  const examples = SITUATIONS.flatMap(({ id, examples }) => [
    ...(examples?.reads ?? []).map((question) => ({ id, question, reads: true })),
    ...(examples?.not ?? []).map((question) => ({ id, question, reads: false })),
  ]);

  it.each(examples)("$id: $question", ({ id, question, reads }) => {
    if (reads) expect(read(question)).toBe(id);
    else expect(read(question)).not.toBe(id);
  });
});

describe("each situation's worked moves (db/data/situations.ts)", () => {
  const worked = SITUATIONS.flatMap(({ id, moves, worked }) =>
    (worked ?? []).map(({ move, steps }) => ({ id, move, steps, moves })),
  );

  it.each(worked)("$id: $move is one of its moves, with steps", ({ move, steps, moves }) => {
    expect(moves).toContain(move);
    expect(steps.length).toBeGreaterThanOrEqual(3);
  });
});
