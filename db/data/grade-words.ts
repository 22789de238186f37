import type { GradeBand } from "./bands";

/**
 * How teachers name a school, a class or a year group without a number, per grade band: "kindergarten",
 * "primary school", "high schoolers", "maternelle", "gymnasium". The reader is lib/ai/knowledge/grade-band.ts,
 * which compiles these lists into its patterns (numbered grades, years and ages, "Grade 4", "Year 9",
 * "2. Klasse", stay there: they are a number grammar). Each entry is a pattern fragment: optional letters
 * in `(…)?`, a choice of letters in `[…]`. Adding a word is adding it here, no code.
 */

/** A school's name before what it holds: "primary school", "elementary art class", "secondary teachers". */
export type SchoolNames = { schools: string[]; nouns: string[] };

/** English school and class names per band; `names` reads a school's name with one word between ("junior art class"). */
export const SCHOOL_WORDS: Record<GradeBand, { names?: SchoolNames; phrases: string[] }> = {
  early: {
    phrases: [
      "kindergart[ae]n(ers?)?",
      "kindergartners?",
      "pre-?k",
      "pre-?school(ers)?",
      "nursery",
      "reception (?:class(?:es|room)?|children|child|kids|kid|pupils?|boy|girl|year|teachers?)",
      "(?:in|teach|teaching|to) reception",
      "toddlers?",
      "early years",
      "eyfs",
      "daycare",
      "day care",
    ],
  },
  primary: {
    names: {
      schools: ["primary", "elementary", "infant", "junior"],
      nouns: [
        "school",
        "schools",
        "students",
        "pupils",
        "kids",
        "children",
        "class",
        "classes",
        "classroom",
        "grades",
        "teachers?",
        "years",
      ],
    },
    // Scotland's primary years, P1 to P7 ("a P3 class").
    phrases: ["in primary", "p[1-7]s?"],
  },
  secondary: {
    names: {
      schools: ["secondary"],
      nouns: ["school", "schools", "students", "pupils", "class", "classes", "classroom", "teachers?"],
    },
    phrases: [
      "in secondary",
      "high[- ]?school(ers)?",
      "middle[- ]?school(ers)?",
      "junior high",
      "sixth form(ers)?",
      // Secondary forms in East Africa and older English usage ("Form 2 agriculture").
      "form (?:[1-6]|one|two|three|four|five|six)s?",
      "gcses?",
      "a[- ]levels?",
      "freshm[ae]n",
      "sophomores?",
      "teen(ager)?s",
      "adolescents",
      "tweens",
    ],
  },
};

/** Other languages' school names per band (their numbered classes, "2. Klasse", are read by the code). */
export const SCHOOL_WORDS_IN_OTHER_LANGUAGES: Record<GradeBand, string[]> = {
  early: [
    "maternelle",
    "(?:petite|moyenne|grande) section",
    "kita",
    "educaci[oó]n infantil",
    "scuola dell'infanzia",
    "ensino infantil",
  ],
  primary: ["primaria", "grundschule", "primaire", "cm[12]", "ce[12]", "ensino fundamental", "basisschool"],
  secondary: [
    "secundaria",
    "gymnasium",
    "realschule",
    "gesamtschule",
    "collège",
    "lyc[ée]e",
    "scuola media",
    "liceo",
    "ensino m[ée]dio",
    "middelbare school",
  ],
};

/**
 * Teaching at a university or college: "undergraduates", "my university seminar", "a lecture theatre"; not a
 * school class that visits a university or applies to one.
 */
export const HIGHER_EDUCATION_PHRASES = [
  "undergraduates?",
  "postgraduates?",
  "higher education",
  "college students",
  "lecture (?:theatres?|halls?)",
  "first[- ]year (?:university|undergraduates?)",
  "(?:first|second|third|final)[- ]year (?:[a-z]+ )?modules?",
  "(?:i|we) lecture",
  "universit(?:y|ies) (?:seminars?|lectures?|courses?|class(?:es)?|modules?|students|tutorials?|teaching)",
  "(?:seminars?|lectures?|courses?|modules?|tutorials?|teach|lecture) at (?:the |a |my |our )?universit(?:y|ies)",
  "(?:second|third|final)[- ]year (?:undergraduates?|university)",
];

/**
 * Work only older students do: a pile of essays to mark, coursework, mock exams, an exam board. The band when a
 * text names no grade, year, age or school, which always win ("30 essays from my Year 5 class").
 */
export const OLDER_WORK_PHRASES = [
  String.raw`(?:\d{2,3}|dozens of|a pile of|a stack of) (?:essays|exam scripts)`,
  "coursework",
  "exam boards?",
  "mock exams?",
  "ib diploma",
  "ap (?:class|classes|exam|exams|course|courses)",
];
