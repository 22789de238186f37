import "server-only";
import { CONCERNS, type Concern } from "./note-types";

/**
 * The English words and phrases of each concern, which concerns lead to which, and how the page names them.
 * The reader is lib/ai/knowledge (retrieve.ts, concern-reading.ts), which compiles the phrases into its
 * patterns; the other languages' words are in concern-words-languages.ts. Adding a word is adding it here, no code.
 */

/**
 * How teachers put each concern into words: indexed beside the notes, so that a question finds its
 * concern even for an educator whose notes say little in a teacher's everyday vocabulary.
 */
export const CONCERN_WORDS: Record<Concern, string> = {
  // Only words that mean the concern in any question: "mean", "leaves", "others", "recess", "back",
  // "whole", "time", "work", "home" and "word" also name a statistic, a part of a plant, anyone, a break,
  // a direction, a class, a clock, a job, a house and a unit of text. The index reads single words, so
  // what takes several words to say ("talking back", "wait time", "group work") is a phrase below.
  behaviour:
    "behaviour discipline management rules chatting chatty loud chaotic settle consequences punishment sanctions rewards detention disruption restless noisy calm chaos defiant defiance rude rudeness tattling tattle tattletale disrespectful disrespect fights fighting hitting grabbing biting bullying bullied excludes excluding excluded unkind unkindness playground respect interrupting shouting swearing swore argumentative cheating cheat copying copied plagiarism lying destroys destroying destroyed vandalism",
  motivation:
    "motivation engagement bored boredom interest apathy effort lazy reluctant refuses refusing unmotivated curiosity mistakes failure setbacks resilience perseverance perfectionist perfectionism cries crying frustrated frustration praise praising stickers skipping skips truancy truant attendance absent relevance relevant irrelevant pointless shrug shrugs mindset",
  literacy:
    "reading writing literacy readers phonics spelling books novels stories vocabulary comprehension handwriting essays library letters narration retelling",
  mathematics:
    "mathematics maths math numbers arithmetic fractions decimals percentages algebra geometry multiplication division subtraction addition counting equations calculation conservation quantity quantities calculus derivatives derivative trigonometry probability statistics ratios proportion halves quarters",
  science:
    "science inquiry experiments lab nature investigation hypothesis biology chemistry physics scientific outdoors garden weather plants moon planets forces magnets electricity habitats ecosystems",
  assessment:
    "assessment feedback grades grading marking tests exams quizzes rubrics standardized testing scores progress evaluate mastery retake formative summative plenary whiteboards",
  homework: "homework",
  inclusion:
    "differentiation inclusion sen send iep adhd autism autistic dyslexia dyslexic disability disabilities impairment impaired deaf wheelchair gifted advanced labels labelling labeling",
  multilingual: "multilingual bilingual newcomers translation immigrant immigrants refugee refugees",
  discussion:
    "discussion groups collaboration cooperative talk debate seminar dialogue pairs partners teamwork roles conversation participation participate shy quiet",
  questioning: "questioning questions socratic answers probing rote memorizing memorising memorization memorisation",
  "early-years": "play playtime pretend blocks sand routine routines separation transitions",
  adolescents:
    "teenager adolescents adolescence puberty identity peers friends friendships belonging moody rebellion rebellious independence teens attitude",
  arts: "creativity creative arts art music drama painting drawing imagination dance craft design expression poetry songs song singing sing",
  technology:
    "technology screens devices phones smartphones tablets computers ai chatgpt internet online digital coding blog blogs blogging podcast podcasts website websites google youtube",
  families: "parents families family carers guardians community complaints complaint complaining involvement",
  planning:
    "planning curriculum schemes syllabus module modules unit sequence objectives standards coverage timetable topics electives projects project worksheet worksheets",
  wellbeing:
    "wellbeing burnout stress exhausted tired workload reflection selfcare overwhelmed quit quitting morale patience patient guilt guilty myself career evenings weekends dread dreading development coaching mentor mentoring",
};

/**
 * A phrase read as words of a concern's list before a question is searched: either pattern fragments read as
 * whole words (case-insensitive) and replaced by ` word `, or one whole pattern replaced by exactly `replacement`.
 */
export type ConcernPhrase = { word: string; phrases: string[] } | { pattern: string; replacement: string };

/**
 * Phrases whose words alone say nothing of a concern ("leaves", "out", "back", "time"), read as the
 * concern's word before a question is searched: a child who "leaves others out" is excluding, and
 * "wait time" is questioning, not the clock.
 */
export const CONCERN_PHRASES: readonly ConcernPhrase[] = [
  { pattern: String.raw`\b(?:leaves?|leaving)\s+(?:\w+\s+){1,2}?out\b`, replacement: "excluding" },
  // A child who shuts others out of a game is unkind to them, not excluded from school.
  {
    pattern: String.raw`\bexclud(?:es|e|ing|ed)\s+(?:others|other\s+\w+|classmates|peers|\w+)\s+from\s+(?:play|games?|the\s+game|group)\b`,
    replacement: " excluding unkind ",
  },
  { pattern: String.raw`\bleft\s+out\b`, replacement: "excluded" },
  // Piaget's glasses and balls of clay: conservation of quantity, not a question about questions.
  {
    pattern: String.raw`\b(?:tall(?:er)?|thin(?:ner)?|wide(?:r)?)\s+glass\b|\b(?:has|have|had|got)\s+(?:more|less)\s+(?:water|juice|clay|playdough)\b`,
    replacement: "conservation",
  },
  // "Nothing to do with their lives": a question of why to learn it, not of families.
  {
    pattern: String.raw`\b(?:nothing\s+to\s+do\s+with|irrelevant\s+to|relevant\s+to|matter\s+in)\s+(?:their|my|our|real)\s+(?:lives|life|world)\b`,
    replacement: "relevance",
  },
  {
    pattern: String.raw`\bmean\s+to\s+(?:others|other\s+\w+|the\s+others|him|her|them|classmates|peers)\b`,
    replacement: "unkind",
  },
  {
    word: "discipline",
    phrases: [
      // Where students sit is classroom management: "choose their own seats", "a seating plan".
      String.raw`(?:own\s+)?seats?`,
      String.raw`seating(?:\s+plans?)?`,
      String.raw`where\s+(?:they|students|pupils|children|kids)\s+sit`,
      String.raw`talk(?:s|ing)?\s+back`,
      String.raw`argu(?:e|es|ing)\s+(?:\w+\s+)?(?:all\s+the\s+time|constantly|every\s+day|with\s+me)`,
      String.raw`talk(?:s|ing)?\s+over\s+(?:me|others|each\s+other)`,
      String.raw`call(?:s|ing)?\s+out`,
      String.raw`not\s+listening`,
      "off[- ]task",
      String.raw`out\s+of\s+control`,
      String.raw`settle\s+down`,
      String.raw`telling\s+tales`,
      String.raw`push(?:es|ing)?\s+(?:other|others|children|kids|him|her|them|classmates|peers)(?!\s+to\b)`,
      String.raw`(?:won'?t|doesn'?t|don'?t|refuses?\s+to)\s+share`,
      String.raw`put\s+(?:his|her|their|your|the)\s+(?:phone|tablet|device)s?\s+away`,
    ],
  },
  // A child who arrives hungry or worn out every day is a question for home, not the teacher's own tiredness.
  {
    pattern: String.raw`\b(?:arrives?|arriving|comes?\s+in|comes?\s+to\s+school)\b[^.?!]{0,30}?\b(?:hungry|exhausted|tired|unfed)(?:\s*(?:,|and|or)\s*(?:hungry|exhausted|tired|unfed))*\b`,
    replacement: " families ",
  },
  // Tests made "less stressful" are a question of how to test, not of the teacher's own stress.
  {
    pattern: String.raw`\b(?:tests?|exams?|quiz(?:zes)?|assessments?)\s+(?:\w+\s+){0,2}?stressful\b`,
    replacement: " assessment ",
  },
  // Students' worry about exams or applications is fear of failing, not the teacher's own stress ("my are
  // stressed" is "my Year 11s are stressed" once the grade is taken out).
  {
    pattern: String.raw`\b(?:students?|pupils?|class|kids|children|child|teens?|he|she|they|year\s+\d+s?|[a-z]+\s+graders?)\b[^.?!]{0,40}?\b(?:stressed|anxious|anxiety|worried|nervous|panicking)\b|\bmy\s+(?:are|were|seem|get|have\s+been|all)\b[^.?!]{0,30}?\b(?:stressed|anxious|worried|nervous|panicking)\b|\b(?:university|college|ucas)\s+applications?\b`,
    replacement: " resilience ",
  },
  {
    word: "resilience",
    phrases: [
      String.raw`giv(?:e|es|ing)\s+up`,
      String.raw`gave\s+up`,
      String.raw`can'?t\s+do\s+(?:it|this|that)`,
      String.raw`keep\s+(?:on\s+)?going\s+when`,
      String.raw`stopped\s+trying`,
      // "I'm just not a maths person", "I'm just bad at maths": a fixed view of oneself, whatever the subject named.
      String.raw`not\s+an?\s+(?!morning\b|night\b|people\b|dog\b|cat\b)[\w-]+\s+person`,
      String.raw`(?:i'?m|i\s+am|they'?re|they\s+are|he'?s|she'?s)\s+(?:just\s+)?(?:bad|rubbish|hopeless|useless|no\s+good)\s+at`,
    ],
  },
  // A school cutting the arts to make room for another subject, or a teacher making room for them: the arts.
  {
    word: "arts creative",
    phrases: [
      String.raw`(?:make|making|find|finding)\s+(?:room|time|space)\s+for\s+(?:the\s+)?(?:arts?|music|drama|dance|creativity)`,
      String.raw`(?:cut|cuts|cutting|drop|drops|dropping|los(?:e|es|ing)|squeez(?:e|es|ing))\s+(?:\w+\s+){0,2}?(?:drama|music|art|arts|dance)(?:\s+(?:and|or)\s+(?:drama|music|art|arts|dance))?(?:\s+(?:time|lessons?|periods?|classes))?(?:\s+in(?:\s+\w+\s+\d+)?)?(?:\s+to\s+(?:make\s+(?:room|time)\s+for|give\s+(?:more\s+)?time\s+to|spend\s+more\s+time\s+on|add)\s+(?:more\s+)?\w+(?:\s+(?:and\s+)?\w+)?)?`,
    ],
  },
  // Tidying up after play or choosing time is a routine of the early years.
  {
    word: "routines",
    phrases: [
      String.raw`(?:tid(?:y|ies|ying)|clean(?:s|ing)?)[- ]?up\s+(?:time|after\s+(?:play|choosing|choice|free|themselves|the\s+session|centers|centres|stations)|the\s+(?:toys|classroom|room|blocks))`,
      String.raw`tidy[- ]up\s+time`,
      String.raw`pack(?:s|ing)?\s+away\s+(?:after|the\s+toys|toys|time)`,
    ],
  },
  // "So it sticks" is a lesson remembered, never the stickers of a reward chart that "sticks" would find.
  {
    pattern: String.raw`\b(?:so\s+(?:that\s+)?(?:it|they|this|that)\s+sticks?|make\s+(?:it|them|this|that)\s+stick|sticks?\s+in\s+(?:their|the|your)\s+(?:heads?|minds?|memor(?:y|ies)))\b`,
    replacement: " ",
  },
  // The topics of primary mathematics, in the words teachers use for them.
  {
    word: "mathematics",
    phrases: [
      String.raw`place\s+values?`,
      String.raw`times\s+tables?`,
      String.raw`number\s+bonds?`,
      String.raw`number\s+lines?`,
      String.raw`long\s+division`,
      String.raw`column\s+(?:addition|subtraction|method)`,
      String.raw`mental\s+(?:maths?|arithmetic)`,
    ],
  },
  // Understanding "rather than memorising rules" asks how to teach the subject named for understanding, not
  // about memorising: "How do I teach fractions so they understand rather than memorise rules?" is mathematics.
  {
    pattern: String.raw`\b(?:rather\s+than|instead\s+of|not\s+just)\s+(?:memori[sz](?:e|ing)|learn(?:ing)?\s+by\s+rote|(?:learn(?:ing)?\s+)?rote[- ]learn(?:ing)?)\s+(?:the\s+|a\s+)?(?:rules?|procedures?|methods?|steps?|tricks?)\b`,
    replacement: " ",
  },
  // Copying definitions or notes without understanding is rote learning, not cheating.
  {
    word: "rote",
    phrases: [String.raw`cop(?:y|ies|ying)\s+(?:down\s+)?(?:the\s+)?(?:definitions?|notes|from\s+the\s+board)`],
  },
  {
    word: "motivation",
    phrases: [
      // Caring about the work, never "self-care", which is the teacher's own wellbeing.
      String.raw`(?<!self[- ])care\s+(?:about|for|more\s+about)\s+(?:learning|(?:(?:a|an|the|their|this|our|my|his|her|any)\s+)?(?:\w+\s+){0,2}?(?:project|topic|subject|work|lessons?|homework|unit|essays?|reading|grades?|results?))`,
      String.raw`(?:do|does|did)(?:n'?t|\s+not)\s+(?:seem\s+to\s+)?care`,
      String.raw`switched\s+off`,
      String.raw`(?:do|does|doing|did)\s+(?:only\s+|just\s+)?the\s+(?:bare\s+)?minimum`,
      String.raw`hat(?:e|es|ing)\s+(?:school|coming\s+to\s+school|lessons?|class|learning)`,
    ],
  },
  {
    word: "reading",
    phrases: [
      String.raw`read(?:ing)?\s+aloud`,
      String.raw`reluctant\s+(?:readers?|writers?)`,
      String.raw`(?:taught|teach|teaching|learn|learning|learns)\s+to\s+read`,
    ],
  },
  {
    word: "science",
    phrases: [
      String.raw`water\s+cycle`,
      String.raw`life\s+cycles?`,
      String.raw`food\s+(?:chains?|webs?)`,
      String.raw`solar\s+system`,
      String.raw`(?:balanc(?:e|es|ing)\s+(?:chemical\s+|symbol\s+)?|chemical\s+|symbol\s+)equations?`,
    ],
  },
  { word: "multiplication", phrases: [String.raw`times\s+tables?`] },
  { word: "arithmetic", phrases: [String.raw`word\s+problems?`, String.raw`number\s+sense`] },
  { word: "nature", phrases: [String.raw`natural\s+world`] },
  {
    word: "feedback",
    phrases: [
      // Comments and reports on students' work, not "rude comments" or "a pupil reports being pushed".
      String.raw`(?:read(?:s|ing)?\s+(?:\w+\s+){0,2})?comments?\s+(?:i|we|you)\s+(?:write|wrote|leave|give)`,
      String.raw`(?:written|marking)\s+comments?`,
      String.raw`comments?\s+on\s+(?:their|his|her|my|the)\s+work`,
      String.raw`report\s+cards?`,
      String.raw`(?:writ(?:e|es|ing)\s+(?:\w+\s+){0,3})?(?:end[- ]of[- ](?:year|term)|school|written)\s+reports?`,
    ],
  },
  // Marking students' work is assessment ("how should I mark their essays?"), not marking an occasion.
  {
    word: "marking assessment feedback",
    phrases: [
      String.raw`(?:how|when|should|do)\s+(?:\w+\s+){0,2}?mark\s+(?:(?:their|the|these|this|my|his|her|our|all|\w+)\s+){0,2}?(?:work|essays?|books|exercise\s+books|homework|tests?|papers|scripts|assignments|exams?|coursework|writing|projects?)\b`,
    ],
  },
  {
    word: "assessment formative",
    phrases: [
      String.raw`exit\s+(?:tickets?|slips?)`,
      String.raw`check(?:s|ing)?\s+(?:for\s+)?(?:\w+\s+){0,3}underst(?:and|ood|anding)`,
      // Recording what children do and say as evidence of their learning: "document children's learning".
      String.raw`document(?:s|ing)?\s+(?:(?:the|their|children'?s|pupils'?|students'?|his|her|our)\s+)?learning`,
      String.raw`learning\s+(?:stories|journals?|diar(?:y|ies))`,
    ],
  },
  {
    word: "homework",
    phrases: [String.raw`sent\s+home`, String.raw`practi[cs]e\s+at\s+home`, String.raw`homework\s+load`],
  },
  {
    word: "inclusion",
    phrases: [
      String.raw`special\s+(?:educational\s+)?needs`,
      "mixed[- ]ability",
      String.raw`(?:(?:completely|very|many|three|two|several)\s+)?(?:different|mixed|range\s+of)\s+(?:reading\s+)?(?:levels|abilities)`,
      String.raw`ability\s+(?:groups?|grouping|sets?|setting|tables?)`,
      String.raw`(?:bottom|top)\s+(?:table|group|set)`,
      String.raw`struggling\s+(?:learners?|students?|pupils?|kids?|children|readers?)`,
      String.raw`individual\s+needs`,
      String.raw`learning\s+(?:difficulties|disabilities|needs)`,
    ],
  },
  {
    word: "multilingual",
    phrases: [
      String.raw`english\s+(?:language\s+)?learners?`,
      String.raw`english\s+as\s+an?\s+(?:additional|second)\s+language`,
      String.raw`second\s+language`,
      String.raw`home\s+languages?`,
      String.raw`language\s+learners?`,
      String.raw`learn(?:s|ing)?\s+english`,
      // "Half my class speaks Arabic at home": a home language other than English.
      String.raw`(?:speak|speaks|speaking|spoke)\s+(?:only\s+|mostly\s+|mainly\s+)?(?:arabic|polish|urdu|punjabi|bengali|somali|spanish|portuguese|romanian|ukrainian|russian|mandarin|cantonese|chinese|turkish|french|german|italian|tagalog|vietnamese|farsi|dari|pashto|tigrinya|hindi|gujarati|tamil|swahili|amharic|kurdish|albanian|lithuanian|another\s+language)\b`,
      String.raw`(?:no|little|hardly\s+any)\s+english`,
    ],
  },
  {
    word: "discussion",
    phrases: [
      String.raw`group\s*work`,
      String.raw`whole[- ]class\s+(?:talk|discussions?)`,
      String.raw`circle\s+time`,
      String.raw`speak\s+up`,
      "think[- ]pair[- ]share",
      String.raw`pair\s+talk`,
      // Arguing a case in class ("argue a point", "build an argument"), not two children arguing.
      String.raw`argu(?:e|es|ing)\s+(?:a|an|the|their|his|her|one'?s|for\s+a)\s+(?:point|case|position|side|view)`,
      String.raw`(?:make|makes|making|build|building|construct|constructing)\s+(?:an?\s+|their\s+)?(?:\w+\s+)?arguments?`,
    ],
  },
  {
    word: "questioning",
    phrases: [
      String.raw`open\s+questions?`,
      String.raw`wait\s+time`,
      String.raw`hands\s+up`,
      "cold[- ]call(?:s|ing)?",
      String.raw`critical\s+thinking`,
      // Getting students to say why: "explain their reasoning", "justify their answers".
      String.raw`expla(?:in|ins|ining)\s+(?:their|his|her|your|our)\s+(?:reasoning|thinking)`,
      String.raw`justify\s+(?:their|his|her|your)\s+(?:answers?|reasoning|thinking)`,
    ],
  },
  // A child who cannot sit still at any age is restless; sitting still as a routine is the early years'.
  {
    word: "restless",
    phrases: [String.raw`(?:can'?t|cannot|won'?t|doesn'?t|don'?t|never|unable\s+to)\s+(?:\w+\s+)?sit\s+still`],
  },
  {
    word: "routine",
    phrases: [
      String.raw`settl(?:e|es|ing)\s+in`,
      String.raw`sit\s+still`,
      String.raw`daily\s+routine`,
      String.raw`(?:good|typical|normal|ideal)\s+day`,
    ],
  },
  {
    word: "play",
    phrases: [
      String.raw`free\s+play`,
      String.raw`learning\s+through\s+play`,
      String.raw`little\s+ones`,
      String.raw`outdoor\s+play`,
      String.raw`play\s+outside`,
    ],
  },
  { word: "peers", phrases: [String.raw`peer\s+pressure`] },
  { word: "identity", phrases: ["self[- ]esteem", String.raw`body\s+image`, String.raw`how\s+they\s+look`] },
  { word: "rebellion", phrases: [String.raw`challeng(?:e|es|ing)\s+everything`] },
  { word: "puberty", phrases: [String.raw`growing\s+up`] },
  { word: "technology", phrases: [String.raw`social\s+media`, String.raw`video\s+games?`] },
  {
    word: "family",
    phrases: [String.raw`parents?'?\s+evenings?`, String.raw`parent[- ](?:teacher\s+)?conferences?`, "home[- ]school"],
  },
  {
    word: "curriculum",
    phrases: [String.raw`lesson\s+plan(?:s|ning)?`, String.raw`unit\s+plans?`, String.raw`what\s+to\s+(?:teach|study)`],
  },
  { word: "projects", phrases: ["real[- ]world", "hands[- ]on"] },
  {
    word: "development",
    phrases: [
      String.raw`first[- ]year\s+teachers?`,
      String.raw`new\s+teachers?`,
      String.raw`keep\s+learning`,
      String.raw`(?:getting|get|become|becoming)\s+better\s+as\s+a\s+teacher`,
      String.raw`(?:lesson\s+)?observations?\s+(?:i|we)\s+get`,
      String.raw`being\s+observed`,
    ],
  },
  {
    word: "workload",
    phrases: [
      String.raw`work[- ]life\s+balance`,
      String.raw`(?:get|getting)\s+my\s+life\s+back`,
      String.raw`burnt\s+out`,
      String.raw`getting\s+to\s+me`,
      String.raw`(?:leave|leaving)\s+(?:teaching|the\s+profession)`,
    ],
  },
  // A test at the end of a unit is assessment, not the planning of a unit.
  {
    word: "assessment",
    phrases: [
      String.raw`(?:end[- ]of[- ](?:the[- ])?)?(?:unit|term|year|topic)\s+(?:tests?|exams?|assessments?|quiz(?:zes)?)`,
      // A test that "only checks memorization" asks how to assess more than recall.
      String.raw`(?:check|checks|checking|test|tests|testing)\s+(?:memori[sz]ation|recall|memory)`,
    ],
  },
  // A student who has "checked out" or keeps their "head down" has lost interest, whatever else they do.
  {
    word: "apathy",
    phrases: [
      String.raw`checked\s+out`,
      String.raw`(?:puts?|putting|keeps?\s+putting)\s+(?:her|his|their)\s+head\s+down`,
    ],
  },
  // One word, so that "self-care" is not read as "care" and caring about a project is not the teacher's wellbeing.
  { word: "selfcare", phrases: ["self[- ]care"] },
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

/**
 * How each concern is named, in a teacher's words: `choice` as the page offers it when the router is unsure
 * ("Did you mean: group discussion · inclusion · behavior"), a choice coming back as "About inclusion: <the
 * question>"; `subject` inside an answer's sentence ("Let me take including every learner in two steps").
 */
export const CONCERN_NAMES: Record<Concern, { choice: string; subject: string }> = {
  behaviour: { choice: "behavior", subject: "behavior" },
  motivation: { choice: "motivation", subject: "motivation" },
  literacy: { choice: "reading and writing", subject: "reading and writing" },
  mathematics: { choice: "mathematics", subject: "mathematics" },
  science: { choice: "science", subject: "science" },
  assessment: { choice: "assessment and feedback", subject: "assessment and feedback" },
  homework: { choice: "homework", subject: "homework" },
  inclusion: { choice: "inclusion", subject: "including every learner" },
  multilingual: { choice: "multilingual learners", subject: "learning in a new language" },
  discussion: { choice: "group discussion", subject: "group work and discussion" },
  questioning: { choice: "questioning", subject: "questioning" },
  "early-years": { choice: "play and the early years", subject: "play in the early years" },
  adolescents: { choice: "adolescents", subject: "teaching adolescents" },
  arts: { choice: "the arts", subject: "creativity and the arts" },
  technology: { choice: "technology", subject: "classroom technology" },
  families: { choice: "families", subject: "working with families" },
  planning: { choice: "planning", subject: "planning what to teach" },
  wellbeing: { choice: "your own wellbeing", subject: "your own wellbeing as a teacher" },
};

/** Each concern as the page offers it: CONCERN_NAMES' `choice`. */
export const CONCERN_CHOICES = Object.fromEntries(
  CONCERNS.map((concern) => [concern, CONCERN_NAMES[concern].choice]),
) as Record<Concern, string>;
