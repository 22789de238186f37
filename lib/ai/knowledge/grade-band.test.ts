import { describe, expect, it } from "vitest";
import { BAND_LABELS } from "@/db/data/bands";
import type { GradeBand } from "@/db/data/note-types";
import { describesHigherEducation, detectGradeBand, withoutGrades } from "./grade-band";

const cases: [string, GradeBand | undefined][] = [
  // A subject between the stage and the class, and university teaching (the oldest band)
  ["I'm a new teacher in a secondary computing class.", "secondary"],
  ["My elementary art class is noisy.", "primary"],
  ["I teach a first-year university seminar on history.", "secondary"],
  ["One student dominates my undergraduate lecture.", "secondary"],
  // Other languages' grades and schools
  ["Wie kann ich Nacherzählen in meiner 2. Klasse einführen?", "primary"],
  ["Meine Schüler in Klasse 9 lesen nicht.", "secondary"],
  ["¿Cómo uso preguntas grandes con mis alumnos de secundaria?", "secondary"],
  ["Mes élèves de CM2 n'aiment pas lire.", "primary"],
  ["En maternelle, comment apprendre les couleurs ?", "early"],
  ["I'm a student at a college of art.", undefined],
  // US grades, every way they are written
  ["How do I teach fractions in 4th grade?", "primary"],
  ["I teach fourth grade.", "primary"],
  ["My Grade 4 class is restless.", "primary"],
  ["one of my gr 10 girls says she is just not a maths person", "secondary"],
  ["My gr.3 class loves stories.", "primary"],
  ["grade four spelling lists", "primary"],
  ["My 8th graders never do their homework.", "secondary"],
  ["eighth-graders and phones", "secondary"],
  ["How do I teach first graders to read?", "primary"],
  ["a 1st grade classroom", "primary"],
  ["Grade 10 chemistry", "secondary"],
  ["How do I get my Grade 11s to read the novel?", "secondary"],
  ["12th grade English", "secondary"],
  ["grades 6 and 7", "secondary"],
  // English years and key stages
  ["Year 4 spelling", "primary"],
  ["my year 9 class", "secondary"],
  ["my year 9s won't stop talking", "secondary"],
  ["Y10s and phones", "secondary"],
  ["Y6 SATs revision", "primary"],
  ["Years 5 and 6", "primary"],
  ["Year 12 history", "secondary"],
  ["reading in KS2", "primary"],
  ["Key Stage 1 phonics", "primary"],
  ["KS3 science", "secondary"],
  ["my GCSE students", "secondary"],
  ["sixth form debates", "secondary"],
  ["How should I teach conservation of volume to a P3 class?", "primary"],
  ["my P7s are anxious about high school", "primary"],
  ["I teach Form 2 agriculture and geography in a rural school.", "secondary"],
  ["Our form four students sit national exams.", "secondary"],
  ["Nos enfants de moyenne section (4 ans) aiment les flaques.", "early"],
  ["En petite section, les enfants pleurent le matin.", "early"],
  ["Tengo una clase de 5º de primaria con 28 alumnos.", "primary"],
  ["What should a day in Reception look like?", "early"],
  ["My reception children mix up b and d.", "early"],
  ["I have just moved to teaching reception.", "early"],
  ["I teach reception and a third of my class can't hold a pencil.", "early"],
  ["How do I set up a calm corner in a reception classroom?", "early"],
  // ages
  ["How do I teach 11-year-olds?", "secondary"],
  ["my 11 year olds", "secondary"],
  ["five-year-olds at circle time", "early"],
  ["seven year olds and maths", "primary"],
  ["students aged 14", "secondary"],
  ["toddlers and paint", "early"],
  // schools and classes
  ["play in kindergarten", "early"],
  ["my kindergartners", "early"],
  ["pre-K and preschool", "early"],
  ["our nursery group", "early"],
  ["high school biology", "secondary"],
  ["high schoolers and essays", "secondary"],
  ["middle school science", "secondary"],
  ["my sophomores are bored", "secondary"],
  ["freshmen and peer pressure", "secondary"],
  ["teenagers who challenge everything", "secondary"],
  ["an elementary school library", "primary"],
  ["in primary we use phonics", "primary"],
  ["secondary school maths", "secondary"],
  // the first named grade wins
  ["I teach grade 2 now but taught 8th grade before", "primary"],
  // nothing to detect
  ["How do I build a calm classroom?", undefined],
  ["My primary concern is behaviour.", undefined],
  ["We meet every year 30 times.", undefined],
  ["Should homework be graded?", undefined],
  ["I have taught for 20 years.", undefined],
  // Work only older students do.
  ["How can I mark 90 essays faster without giving worse feedback?", "secondary"],
  ["How do I keep on top of coursework deadlines?", "secondary"],
  ["My class wrote essays about their holidays.", undefined],
  ["I have 30 essays from my Year 5 class to mark.", "primary"],
];

describe("grade band detection", () => {
  it.each(cases)("%s → %s", (text, band) => {
    expect(detectGradeBand(text)).toBe(band);
  });

  it("takes the grade out of a question before its concern is searched", () => {
    expect(withoutGrades("My 8th graders never do their homework.")).not.toMatch(/grade/i);
    expect(withoutGrades("How do I assess Year 4 in KS2?")).toMatch(/^How do I assess\s+in\s+\?$/);
  });
});

describe("university teaching", () => {
  it.each([
    ["I teach a first-year university seminar on history.", true],
    ["One student dominates my undergraduate lecture.", true],
    ["My Year 6 class is visiting a university next week.", false],
    ["My Year 12 students are applying to university.", false],
    ["My first-year students in Grade 9 are nervous.", false],
    ["In my second-year sociology seminar at university, three students dominate.", true],
    ["I teach a module at the university on Roman law.", true],
    ["I lecture a first-year sociology module of 180 students.", true],
    ["We lecture 300 students in the same hall.", true],
    ["My students want to study at university.", false],
  ])("reads %j as university teaching: %s", (text, expected) => {
    expect(describesHigherEducation(text)).toBe(expected);
  });
});

describe("the band's name in an answer", () => {
  it.each([
    "I teach Grade 6. How do I get my students to explain their reasoning?",
    "My 6th graders won't stay on task.",
  ])("calls a US Grade 6 class middle school, not secondary alone: %s", (question) => {
    const band = detectGradeBand(question);
    expect(band).toBe("secondary");
    if (band)
      for (const label of [BAND_LABELS.answer[band], BAND_LABELS.about[band]]) expect(label).toMatch(/\bmiddle\b/);
  });
});
