import "server-only";
import type { Concern } from "@/db/data/note-types";

/**
 * How teachers put each concern into words: indexed beside the notes, so that a question finds its
 * concern even for an educator whose notes say little in a teacher's everyday vocabulary.
 */
export const CONCERN_WORDS: Record<Concern, string> = {
  // Only words that mean a concern in any subject: "mean", "leaves", "others" and "recess" also name a
  // statistic, a part of a plant, anyone, and a break ("water" and "rhythm" are science and music, not
  // only the early years), and the index reads words (phrases are below).
  behaviour:
    "behaviour discipline classroom management rules consequences punishment sanctions rewards detention disruption restless noisy calm chaos defiant rude talking back talking over chatting chatty calling out interrupting shouting not listening tattling tattle tattletale telling tales disrespectful disrespect off task fights hitting grabbing biting pushing sharing bullying excludes excluding excluded unkind unkindness playground respect settle down out of control",
  motivation:
    "motivation engagement bored boredom interest apathy effort care about learning lazy switched off reluctant refuses refusing unmotivated curiosity give up mistakes failure setbacks resilience perfectionist cries crying frustrated praise stickers skipping skips truancy truant attendance absent relevance relevant irrelevant pointless",
  literacy:
    "reading writing literacy reluctant readers phonics spelling books novels stories vocabulary comprehension handwriting essays read aloud library letters words",
  mathematics:
    "mathematics maths math numbers arithmetic fractions algebra geometry times tables multiplication counting equations problem solving word problems number sense calculation conservation quantity quantities",
  science:
    "science inquiry experiments lab nature investigation hypothesis biology chemistry physics observation natural world scientific method outdoors garden weather plants",
  assessment:
    "assessment feedback grades grading marking tests exams quizzes report cards rubrics standardized testing scores progress evaluate measure mastery retake",
  homework: "homework homework load home after school tasks due sent home practice at home",
  inclusion:
    "differentiation inclusion special needs sen send iep adhd autism autistic dyslexia disability mixed ability struggling learners gifted advanced support individual needs learning difficulties",
  multilingual:
    "multilingual english language learners ell eal esl bilingual newcomers second language home language translation immigrant refugee english",
  discussion:
    "discussion group work groups collaboration cooperative talk debate seminar dialogue pairs partners teamwork roles conversation whole class talk circle time participation participate speak up shy quiet",
  questioning:
    "questioning questions ask asking open questions socratic wait time answers thinking critical thinking probing hands up cold calling",
  "early-years":
    "play early years early childhood free play pretend play playtime blocks sand tray daily routine day in reception nursery day little ones sit still circle time",
  adolescents:
    "teenager adolescents adolescence puberty identity peer pressure friends peers belonging moody rebellion resent independence growing up younger children teens attitude challenge everything",
  arts: "creativity creative arts art music drama painting drawing imagination dance craft making design expression poetry",
  technology:
    "technology screens devices phones smartphones tablets computers ai chatgpt internet online digital coding social media video games",
  families:
    "parents families family carers guardians parent evening parent conferences community home school relationship complaints involvement",
  planning:
    "planning curriculum lesson planning schemes syllabus unit plan sequence objectives standards coverage timetable topics electives choose what to study what to teach project projects worksheet worksheets real world hands on",
  wellbeing:
    "teacher wellbeing burnout stress exhausted tired workload reflection self-care overwhelmed first year teacher new teacher quit morale patience patient myself my own keep going keep learning career experience",
};

/**
 * Phrases whose words alone say nothing of a concern ("leaves", "out", "mean"), read as the concern's
 * word before a question is searched: a child who "leaves others out" or "is mean to others" is excluding.
 */
export const CONCERN_PHRASES: readonly [RegExp, string][] = [
  [/\b(?:leaves?|leaving)\s+(?:\w+\s+){1,2}?out\b/gi, "excluding"],
  [/\bleft\s+out\b/gi, "excluded"],
  // Piaget's glasses and balls of clay: conservation of quantity, not a question about questions.
  [
    /\b(?:tall(?:er)?|thin(?:ner)?|wide(?:r)?)\s+glass\b|\b(?:more|less)\s+(?:water|juice|clay|playdough)\b/gi,
    "conservation",
  ],
  // "Nothing to do with their lives": a question of why to learn it, not of families.
  [
    /\b(?:nothing\s+to\s+do\s+with|irrelevant\s+to|relevant\s+to|matter\s+in)\s+(?:their|my|our|real)\s+(?:lives|life|world)\b/gi,
    "relevance",
  ],
  [/\bmean\s+to\s+(?:others|other\s+\w+|the\s+others|him|her|them|classmates|peers)\b/gi, "unkind"],
];

/** Where a conversation about a concern naturally goes next: new material for a follow-up. */
export const RELATED_CONCERNS: Record<Concern, Concern[]> = {
  behaviour: ["motivation", "discussion", "families"],
  motivation: ["assessment", "arts", "behaviour"],
  literacy: ["multilingual", "discussion", "homework"],
  mathematics: ["questioning", "assessment", "inclusion"],
  science: ["questioning", "discussion", "planning"],
  assessment: ["motivation", "planning", "homework"],
  homework: ["families", "motivation", "assessment"],
  inclusion: ["assessment", "planning", "multilingual"],
  multilingual: ["literacy", "inclusion", "families"],
  discussion: ["questioning", "behaviour", "literacy"],
  questioning: ["discussion", "assessment", "science"],
  "early-years": ["families", "literacy", "arts"],
  adolescents: ["motivation", "wellbeing", "technology"],
  arts: ["motivation", "planning", "early-years"],
  technology: ["adolescents", "planning", "families"],
  families: ["homework", "inclusion", "wellbeing"],
  planning: ["assessment", "inclusion", "motivation"],
  wellbeing: ["planning", "behaviour", "families"],
};
