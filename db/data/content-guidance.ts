/**
 * Content guidance: the sensitive content a teacher prepares for before teaching a plan, one category
 * each, with the words that show it. Knowledge of what is sensitive is data: a new category, phrase or
 * other sense is a change here with its example beside it (the reader is lib/lessons/content-guidance.ts,
 * its test lib/lessons/content-guidance.test.ts). A topic file in db/data/topics names the categories
 * a lesson on it covers whatever its words (`guidance`).
 *
 * - `label`: the category as the guidance note's sentence names it ("This lesson covers {label}: …").
 * - `phrases`: whole words or phrases, any letter case, a plural counted, looked for where `in` says:
 *   "plan", the plan's own text (its topic, title, outcome, objectives, keywords, misconceptions,
 *   materials, safety notes, quizzes and steps; never the educator's lens, which is about the educator);
 *   "equipment", only what the lesson uses (its materials and safety notes), so a physical risk is one
 *   the class meets, not one the lesson talks about (the stomach's acid, a quiz's field trip).
 * - `unless`: phrases in which a phrase has another sense ("acid rain", "sexual reproduction" of a
 *   flower): their words are taken out of the text before the phrases are looked for.
 * - `examples`: lessons as a teacher asks for them (written by the built-in model in the test) that
 *   must and must not be flagged with the category.
 */
export type GuidanceExample = { subject: string; gradeLevel: string; topic: string };

export type ContentCategory = {
  id: string;
  label: string;
  in: "plan" | "equipment";
  phrases: readonly string[];
  unless: readonly string[];
  examples: { flags: readonly GuidanceExample[]; passes: readonly GuidanceExample[] };
};

/** The note's title, and its sentence around the categories' labels: "This lesson covers A and B: check …". */
export const GUIDANCE_NOTE = {
  title: "Content guidance",
  opening: "This lesson covers",
  advice: "check your school's policy, tell students in advance, and plan support for anyone affected",
};

export const CONTENT_CATEGORIES: readonly ContentCategory[] = [
  {
    id: "genocide",
    label: "genocide and war atrocities",
    in: "plan",
    phrases: [
      "genocide",
      "holocaust",
      "shoah",
      "concentration camp",
      "death camp",
      "killing center",
      "killing centre",
      "extermination",
      "gas chamber",
      "ethnic cleansing",
      "war crime",
      "atrocity",
      "atrocities",
      "pogrom",
      "mass murder",
    ],
    unless: [],
    examples: {
      flags: [
        { subject: "History", gradeLevel: "Grade 9", topic: "The Holocaust" },
        { subject: "History", gradeLevel: "Grade 10", topic: "The Rwandan genocide" },
        { subject: "History", gradeLevel: "Grade 7", topic: "World War Two" },
      ],
      passes: [
        { subject: "History", gradeLevel: "Grade 4", topic: "Ancient Egypt" },
        { subject: "History", gradeLevel: "Grade 8", topic: "The American Revolution" },
      ],
    },
  },
  {
    id: "racism",
    label: "racism, slavery and discrimination",
    in: "plan",
    phrases: [
      "racism",
      "racist",
      "racial",
      "segregation",
      "jim crow",
      "lynching",
      "antisemitism",
      "apartheid",
      "white supremacy",
      "ku klux klan",
      "discrimination",
      "prejudice",
      "slavery",
      "enslaved",
    ],
    unless: ["pride and prejudice"],
    examples: {
      flags: [
        { subject: "History", gradeLevel: "Grade 8", topic: "The Civil Rights Movement" },
        { subject: "English", gradeLevel: "Grade 9", topic: "To Kill a Mockingbird" },
        { subject: "History", gradeLevel: "Grade 8", topic: "The Industrial Revolution" },
      ],
      passes: [
        { subject: "Physical Education", gradeLevel: "Grade 6", topic: "Sprinting" },
        { subject: "English", gradeLevel: "Grade 11", topic: "Pride and Prejudice" },
      ],
    },
  },
  {
    id: "relationships",
    label: "sex and relationships education",
    in: "plan",
    phrases: [
      "sex education",
      "sex and relationships",
      "relationships and sex",
      "relationships education",
      "healthy relationships",
      "sexual health",
      "sexual intercourse",
      "sexual consent",
      "sexually transmitted",
      "contraception",
      "puberty",
      "menstruation",
    ],
    unless: [],
    examples: {
      flags: [
        { subject: "Health", gradeLevel: "Grade 5", topic: "Puberty and growing up" },
        { subject: "Health", gradeLevel: "Grade 9", topic: "Consent and healthy relationships" },
      ],
      passes: [
        { subject: "Science", gradeLevel: "Grade 3", topic: "Plant life cycle" },
        { subject: "History", gradeLevel: "Grade 8", topic: "The American Revolution" },
      ],
    },
  },
  {
    id: "self-harm",
    label: "self-harm and suicide",
    in: "plan",
    phrases: [
      "suicide",
      "suicidal",
      "self-harm",
      "self harm",
      "self-injury",
      "kills himself",
      "kills herself",
      "killed himself",
      "killed herself",
      "kill themselves",
      "killed themselves",
      "take their own lives",
      "took their own lives",
    ],
    unless: [],
    examples: {
      flags: [
        { subject: "Health", gradeLevel: "Grade 10", topic: "Suicide prevention and mental health" },
        { subject: "English", gradeLevel: "Grade 9", topic: "Romeo and Juliet" },
      ],
      passes: [
        { subject: "English", gradeLevel: "Grade 5", topic: "Persuasive writing" },
        { subject: "Science", gradeLevel: "Grade 7", topic: "Food chains" },
      ],
    },
  },
  {
    id: "abuse",
    label: "bullying and abuse",
    in: "plan",
    phrases: [
      "abuse",
      "abused",
      "abusive",
      "domestic violence",
      "sexual assault",
      "rape",
      "grooming",
      "exploitation",
      "neglect",
      "bullying",
      "cyberbullying",
    ],
    unless: ["substance abuse", "drug abuse", "alcohol abuse", "abuse of power"],
    examples: {
      flags: [
        { subject: "Computing", gradeLevel: "Grade 4", topic: "Online safety" },
        { subject: "Health", gradeLevel: "Grade 6", topic: "Keeping safe from abuse" },
      ],
      passes: [
        { subject: "Computing", gradeLevel: "Grade 6", topic: "Loops" },
        { subject: "Health", gradeLevel: "Grade 9", topic: "Substance abuse" },
      ],
    },
  },
  {
    id: "substances",
    label: "drugs, alcohol and smoking",
    in: "plan",
    phrases: [
      "drug",
      "alcohol",
      "alcoholic",
      "drunk",
      "smoking",
      "cigarette",
      "tobacco",
      "vaping",
      "vape",
      "cannabis",
      "cocaine",
      "heroin",
      "opium",
      "addiction",
      "substance abuse",
    ],
    unless: ["drug-resistant", "rubbing alcohol", "alcohol thermometer"],
    examples: {
      flags: [
        { subject: "Health", gradeLevel: "Grade 8", topic: "Drugs and alcohol" },
        { subject: "Health", gradeLevel: "Grade 7", topic: "The effects of smoking" },
      ],
      passes: [
        { subject: "Science", gradeLevel: "Grade 10", topic: "Drug-resistant bacteria" },
        { subject: "Science", gradeLevel: "Grade 6", topic: "Using an alcohol thermometer" },
      ],
    },
  },
  {
    id: "violence",
    label: "graphic violence",
    in: "plan",
    phrases: [
      "torture",
      "tortured",
      "beheaded",
      "beheading",
      "decapitated",
      "mutilated",
      "dismembered",
      "stabbed",
      "stabbing",
      "bloodshed",
      "gore",
    ],
    unless: ["al gore"],
    examples: {
      flags: [
        { subject: "English", gradeLevel: "Grade 10", topic: "Macbeth" },
        { subject: "History", gradeLevel: "Grade 9", topic: "Torture in medieval prisons" },
      ],
      passes: [
        { subject: "History", gradeLevel: "Grade 3", topic: "The Great Fire of London" },
        { subject: "Science", gradeLevel: "Grade 9", topic: "Al Gore and the climate debate" },
      ],
    },
  },
  {
    id: "physical-risk",
    label: "physical risk (heat, chemicals, sharp tools, water or a trip)",
    in: "equipment",
    phrases: [
      "bunsen burner",
      "hot plate",
      "open flame",
      "naked flame",
      "boiling water",
      "acid",
      "alkali",
      "corrosive",
      "sodium hydroxide",
      "scalpel",
      "dissecting scissors",
      "lino cutter",
      "craft knife",
      "craft knives",
      "hacksaw",
      "coping saw",
      "chisel",
      "lifeguard",
      "open water",
      "deep-water",
      "trip off site",
    ],
    unless: ["collect any craft knives"],
    examples: {
      flags: [
        { subject: "Science", gradeLevel: "Grade 8", topic: "Acids and alkalis" },
        { subject: "Physical Education", gradeLevel: "Grade 5", topic: "Swimming" },
        { subject: "Science", gradeLevel: "Grade 7", topic: "States of matter" },
        { subject: "Art", gradeLevel: "Grade 10", topic: "Printmaking" },
      ],
      passes: [
        { subject: "Science", gradeLevel: "Grade 3", topic: "Seed dispersal" },
        { subject: "Mathematics", gradeLevel: "Grade 3", topic: "Fractions" },
        { subject: "Science", gradeLevel: "Grade 4", topic: "The digestive system" },
        { subject: "Physical Education", gradeLevel: "Grade 6", topic: "Fitness and warm-ups" },
        { subject: "Mathematics", gradeLevel: "Grade 5", topic: "Short and long division" },
        { subject: "Art", gradeLevel: "Grade 4", topic: "Perspective drawing" },
      ],
    },
  },
];
