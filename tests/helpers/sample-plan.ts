import type { LessonPlan, Step } from "@/shared/plan-schema";

const step = (title: string, minutes: number, extra: Partial<Step> = {}): Step => ({
  title,
  minutes,
  teacher: `Lead the ${title.toLowerCase()} with the class.`,
  students: `Students work through the ${title.toLowerCase()} in pairs.`,
  slideText: `Today: ${title}. Work with your partner.`,
  check: { question: `What did you find in the ${title.toLowerCase()}?`, expectedAnswer: "Equal shares of one whole." },
  ...extra,
});

/** A valid single-lesson plan of 45 minutes (Grade 4 equivalent fractions), for tests and the fake model. */
export function samplePlan(overrides: Partial<LessonPlan> = {}): LessonPlan {
  return {
    title: "Equivalent Fractions: A Grade 4 Mathematics Lesson",
    note: "",
    subject: "Mathematics",
    gradeLevel: "Grade 4",
    topic: "Equivalent fractions",
    duration: "45 minutes",
    lens: {
      educator: "Maria Montessori",
      idea: "Children learn through the hand: materials they handle and correct themselves carry the idea.",
      work: "The Montessori Method",
      year: "1912",
      why: "Fraction strips let children see and feel that two fractions cover the same length.",
      methods: [{ name: "Self-correcting materials", description: "Materials that show the child their own error." }],
    },
    learningOutcome: "Students can show and explain why two fractions are equivalent.",
    objectives: [
      {
        verb: "Explain",
        text: "why 1/2 and 2/4 name the same amount, using fraction strips.",
        successCriterion: "I can show 1/2 and 2/4 cover the same length.",
        higherOrder: false,
      },
      {
        verb: "Create",
        text: "a set of three equivalent fractions and justify it to a partner.",
        successCriterion: "I can make three fractions that are equal and say why.",
        higherOrder: true,
      },
    ],
    priorKnowledge: "Students know what a numerator and a denominator are and can read unit fractions.",
    keywords: [
      { term: "fraction", definition: "a part of a whole shared into equal pieces" },
      { term: "denominator", definition: "the bottom number: how many equal pieces in the whole" },
      { term: "equivalent", definition: "worth the same amount" },
    ],
    misconceptions: [
      {
        belief: "A bigger denominator means a bigger fraction.",
        correction: "The denominator says how many pieces; more pieces means smaller pieces.",
        howAddressed: "Students lay quarters and eighths strips side by side.",
        step: "Strip exploration",
      },
    ],
    materials: ["Fraction strips for each pair", "Mini whiteboards and pens"],
    safetyNotes: [],
    starterQuiz: [
      { question: "What is the denominator of 3/4?", answer: "4", distractors: ["3", "7"] },
      { question: "Which is bigger, 1/2 or 1/4?", answer: "1/2", distractors: ["1/4", "They are equal"] },
      { question: "Draw a shape cut into 3 equal parts.", answer: "Any shape in three equal parts", distractors: [] },
    ],
    steps: [step("Starter quiz", 5), step("Strip exploration", 15), step("Make your own", 17), step("Exit quiz", 8)],
    days: [],
    differentiation: {
      support: "Pre-folded strips and a keyword mat.",
      stretch: "Find a fraction equivalent to 3/5 with a denominator of 20.",
      specialEducationalNeeds: "One instruction at a time on a checklist.",
      multilingualLearners: "Keywords with pictures and gestures.",
    },
    assessment: [
      { objective: "Explain why 1/2 and 2/4 name the same amount", evidence: "The strip exploration and exit quiz." },
      { objective: "Create a set of three equivalent fractions", evidence: "The sets made in Make your own." },
    ],
    exitQuiz: [
      { question: "Is 2/4 equal to 1/2?", answer: "Yes", distractors: ["No", "Only sometimes"] },
      { question: "Name a fraction equal to 1/3.", answer: "2/6 (or 3/9, 4/12…)", distractors: [] },
      {
        question: "True or false: 1/8 is bigger than 1/4. Say why.",
        answer: "False: eighths are smaller pieces than quarters",
        distractors: [],
      },
    ],
    philosophy: {
      objectives: "Students show what they know with their hands before words.",
      materials: "Self-correcting strips let them find their own errors.",
      lessonFlow: "The strip exploration uses self-correcting materials.",
      differentiation: "Each child works at their own level with the same materials.",
      assessment: "The teacher observes the work rather than testing it alone.",
      reflectionQuestion: "Which part of the lesson could a child do without asking you?",
    },
    instructions: [],
    ...overrides,
  };
}

/** A valid two-day unit of 45-minute days built on the sample lesson's steps (Day 2's titled apart). */
export function sampleUnit(overrides: Partial<LessonPlan> = {}): LessonPlan {
  const { steps } = samplePlan();
  return samplePlan({
    duration: "2 days of 45 minutes",
    steps: [],
    days: [
      { label: "Day 1", minutes: 45, goal: "Meet the strips.", steps },
      {
        label: "Day 2",
        minutes: 45,
        goal: "Use them.",
        steps: steps.map((step) => ({ ...step, title: `${step.title} 2` })),
      },
    ],
    ...overrides,
  });
}
