/**
 * Roundtables and refines to measure the built-in model on: varied questions (behavior, reading,
 * math anxiety, group work, a Grade 8 class, kindergarten, a follow-up) put to two, three and four
 * educators, and refines of varied sections with instructions it can and cannot apply.
 */

export type RoundtableProbe = { educatorSlugs: string[]; question: string; earlierQuestions?: string[] };

export const roundtableProbes: RoundtableProbe[] = [
  {
    educatorSlugs: ["maria-montessori", "john-dewey"],
    question: "How should I handle a pupil who keeps shouting out and disrupting my lessons?",
  },
  {
    educatorSlugs: ["lev-vygotsky", "paulo-freire", "bell-hooks"],
    question: "How do I help struggling readers in Grade 3 who avoid reading aloud?",
  },
  {
    educatorSlugs: ["carol-dweck", "jean-piaget"],
    question: "Several of my students have real maths anxiety and freeze during tests. What should I do?",
  },
  {
    educatorSlugs: ["john-dewey", "lev-vygotsky", "confucius", "bell-hooks"],
    question: "How can I make group work actually work, when a few students do everything?",
  },
  {
    educatorSlugs: ["socrates", "paulo-freire", "ken-robinson"],
    question: "My Grade 8 class is bored and disengaged. How do I get them interested in history?",
  },
  {
    educatorSlugs: ["friedrich-froebel", "maria-montessori", "loris-malaguzzi"],
    question: "What should play look like in my kindergarten classroom?",
  },
  {
    educatorSlugs: ["friedrich-froebel", "maria-montessori", "loris-malaguzzi"],
    question: "And how should I assess them without tests?",
    earlierQuestions: ["What should play look like in my kindergarten classroom?"],
  },
  { educatorSlugs: ["confucius", "socrates"], question: "Should I give homework to my ten-year-olds?" },
  {
    educatorSlugs: ["howard-gardner", "benjamin-bloom", "jerome-bruner", "sugata-mitra"],
    question: "Should my class use tablets and AI tools?",
  },
  { educatorSlugs: ["nel-noddings", "a-s-neill"], question: "How should I work with parents who distrust the school?" },
  {
    educatorSlugs: ["rabindranath-tagore", "charlotte-mason", "rudolf-steiner"],
    question: "How much time should children spend learning outdoors?",
  },
  {
    educatorSlugs: ["carol-dweck", "bell-hooks", "jean-piaget"],
    question: "How should I give feedback on a piece of writing?",
  },
];

export type RefineProbe = {
  educatorSlug: string;
  subject: string;
  gradeLevel: string;
  topic: string;
  section: string;
  instruction: string;
  /** Whether a teacher could expect the built-in model to apply it (false: nonsense, or beyond it). */
  applicable: boolean;
};

export const refineProbes: RefineProbe[] = [
  ["john-dewey", "Mathematics", "Grade 6", "Ratios", "Lesson Flow", "make it shorter", false],
  [
    "maria-montessori",
    "Science",
    "Grade 4",
    "Plant life cycles",
    "Differentiation",
    "add a differentiation for EAL learners",
    true,
  ],
  ["lev-vygotsky", "English", "Grade 7", "Persuasive writing", "Lesson Flow", "make the starter more active", true],
  ["paulo-freire", "Social Studies", "Grade 9", "Local government", "Lesson Flow", "for a Grade 2 class", false],
  [
    "confucius",
    "History",
    "Grade 8",
    "Ancient China",
    "Lesson Flow",
    "Añade una actividad en parejas al principio",
    false,
  ],
  [
    "bell-hooks",
    "English",
    "Grade 10",
    "Poetry and identity",
    "Learning Outcome and Objectives",
    "what's the weather like in Paris tomorrow?",
    false,
  ],
  ["jean-piaget", "Mathematics", "Grade 1", "Counting to 20", "Lesson Flow", "more hands-on", true],
  ["carol-dweck", "Mathematics", "Grade 5", "Fractions", "Lesson Flow", "add a quiz", false],
  ["socrates", "Philosophy", "Grade 11", "Justice", "Differentiation", "more challenge", true],
  ["friedrich-froebel", "Art", "Kindergarten", "Shapes in nature", "Lesson Flow", "add group work", true],
  ["howard-gardner", "Science", "Grade 7", "Photosynthesis", "Prior Knowledge and Keywords", "simpler language", false],
  [
    "jerome-bruner",
    "Mathematics",
    "Grade 3",
    "Multiplication",
    "Differentiation",
    "for multilingual learners and students with dyslexia",
    true,
  ],
  ["ken-robinson", "Music", "Grade 4", "Rhythm", "Lesson Flow", "asdf qwerty blah", false],
].map(([educatorSlug, subject, gradeLevel, topic, section, instruction, applicable]) => ({
  educatorSlug: educatorSlug as string,
  subject: subject as string,
  gradeLevel: gradeLevel as string,
  topic: topic as string,
  section: section as string,
  instruction: instruction as string,
  applicable: applicable as boolean,
}));
