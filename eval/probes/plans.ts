import type { InstructionKind } from "@/lib/lessons/instructions";
import type { TimingRequest } from "@/lib/lessons/timing";

/**
 * Labelled lesson briefs for the plans eval: every subject × every grade band, every length,
 * multi-day and multi-session units, with and without the teacher's instructions. `safety` says
 * whether a careful teacher would expect safety notes; `instructions` lists what the instructions ask.
 */
export type PlanProbe = {
  educator: string;
  subject: string;
  gradeLevel: string;
  topic: string;
  length: TimingRequest;
  customInstructions?: string;
  safety: boolean;
  instructions: InstructionKind[];
};

const brief: TimingRequest = { lessonLength: "brief" };
const medium: TimingRequest = { lessonLength: "medium" };
const comprehensive: TimingRequest = { lessonLength: "comprehensive" };
const days = (count: number): TimingRequest => ({
  lessonLength: "extended",
  extendedDurationType: "days",
  extendedDays: String(count),
});
const minutes = (total: number): TimingRequest => ({
  lessonLength: "extended",
  extendedDurationType: "minutes",
  extendedMinutes: String(total),
});

const probe = (
  educator: string,
  subject: string,
  gradeLevel: string,
  topic: string,
  length: TimingRequest,
  safety = false,
  customInstructions?: string,
  instructions: InstructionKind[] = [],
): PlanProbe => ({ educator, subject, gradeLevel, topic, length, safety, customInstructions, instructions });

export const planProbes: PlanProbe[] = [
  // Every subject × every grade band.
  probe("maria-montessori", "Mathematics", "Kindergarten", "Counting to ten", brief),
  probe("jerome-bruner", "Mathematics", "Grade 3", "Equivalent fractions", medium),
  probe("benjamin-bloom", "Math", "Grade 7", "Solving linear equations", comprehensive),
  probe("carol-dweck", "Mathematics", "Grade 11", "Probability of combined events", medium),
  probe("friedrich-froebel", "Science", "Kindergarten", "Sinking and floating", brief, true),
  probe("john-dewey", "Science", "Grade 4", "Plant growth", medium, true),
  probe("jean-piaget", "Chemistry", "Grade 8", "Acids and alkalis", comprehensive, true),
  probe("lev-vygotsky", "Physics", "Grade 10", "Forces and motion", medium, true),
  probe("sylvia-ashton-warner", "Language Arts", "Kindergarten", "Rhyming words", brief),
  probe("charlotte-mason", "Reading", "Grade 2", "Retelling a fairy tale", medium),
  probe("socrates", "English", "Grade 6", "Persuasive writing", medium),
  probe("bell-hooks", "Literature", "Grade 11", "Imagery in war poetry", comprehensive),
  probe("johann-heinrich-pestalozzi", "History", "Kindergarten", "Toys long ago", brief),
  probe("mary-mcleod-bethune", "Social Studies", "Grade 5", "Ancient Egypt", medium),
  probe("w-e-b-du-bois", "History", "Grade 8", "Causes of the American Revolution", medium),
  probe("ibn-khaldun", "History", "Grade 12", "The Cold War", comprehensive),
  probe("loris-malaguzzi", "Geography", "Kindergarten", "Our school map", brief),
  probe("jean-jacques-rousseau", "Geography", "Grade 3", "Rivers", medium),
  probe("rabindranath-tagore", "Geography", "Grade 7", "Volcanoes and earthquakes", medium),
  probe("julius-nyerere", "Geography", "Grade 10", "Urbanization", comprehensive),
  probe("rudolf-steiner", "Art", "Kindergarten", "Mixing colors", brief),
  probe("howard-gardner", "Art", "Grade 4", "Clay pinch pots", medium, true),
  probe("ken-robinson", "Visual Arts", "Grade 7", "Perspective drawing", medium),
  probe("jan-amos-comenius", "Design and Technology", "Grade 12", "Woodwork joints", comprehensive, true),
  probe("a-s-neill", "Music", "Kindergarten", "Loud and quiet sounds", brief),
  probe("plato", "Music", "Grade 3", "Keeping a steady beat", medium),
  probe("nel-noddings", "Music", "Grade 7", "Film music", medium),
  probe("confucius", "Music", "Grade 11", "Jazz improvisation", comprehensive),
  probe("maria-montessori", "Physical Education", "Kindergarten", "Balancing", brief, true),
  probe("john-dewey", "PE", "Grade 4", "Throwing and catching", medium, true),
  probe("sugata-mitra", "Physical Education", "Grade 8", "Basketball dribbling", medium, true),
  probe("maria-montessori", "Physical Education", "Grade 12", "Weight training", comprehensive, true),
  probe("paulo-freire", "Spanish", "Kindergarten", "Colors in Spanish", brief),
  probe("lev-vygotsky", "French", "Grade 4", "Ordering food at a French café", medium, true),
  probe("jerome-bruner", "German", "Grade 7", "Talking about my family", medium),
  probe("confucius", "Mandarin", "Grade 10", "Daily routines and time", comprehensive),
  probe("sugata-mitra", "Computing", "Kindergarten", "Giving instructions to a robot", brief),
  probe("jean-piaget", "Computer Science", "Grade 5", "Loops in Scratch", medium),
  probe("nel-noddings", "Computing", "Grade 8", "Online safety", medium, true),
  probe("benjamin-bloom", "Computer Science", "Grade 11", "Sorting algorithms", comprehensive),
  probe("friedrich-froebel", "Social-Emotional Learning", "Kindergarten", "Naming feelings", brief),
  probe("nel-noddings", "Personal and Social Education", "Grade 4", "Being a good friend", medium),
  probe("carol-dweck", "Financial Literacy", "Grade 7", "Budgeting pocket money", medium),
  probe("socrates", "Philosophy", "Grade 12", "The ethics of artificial intelligence", comprehensive),
  // Multi-day and multi-session units.
  probe("john-dewey", "Science", "Grade 6", "Ecosystems", days(20), true),
  probe("w-e-b-du-bois", "History", "Grade 10", "The Industrial Revolution", days(10)),
  probe("jean-piaget", "Mathematics", "Grade 9", "Quadratic equations", days(2)),
  probe("maria-montessori", "Mathematics", "Kindergarten", "Shapes around us", days(3)),
  probe("howard-gardner", "Art", "Grade 8", "Printmaking", minutes(300), true),
  probe("charlotte-mason", "English", "Grade 10", "Shakespeare's Macbeth", minutes(1200)),
  probe("rudolf-steiner", "Music", "Kindergarten", "Animal sounds", minutes(120)),
  probe("ken-robinson", "Drama", "Grade 5", "Fairy tale characters", days(5)),
  // The teacher's instructions.
  probe("paulo-freire", "Social Studies", "Grade 9", "Media literacy", medium, false, "Include a quiz.", ["quiz"]),
  probe(
    "lev-vygotsky",
    "Science",
    "Grade 5",
    "States of matter",
    medium,
    true,
    "Half the class are English learners.",
    ["multilingual"],
  ),
  probe("loris-malaguzzi", "Mathematics", "Grade 2", "Telling the time", medium, false, "Use group work and a game.", [
    "group-work",
    "game",
  ]),
  probe("sugata-mitra", "Computing", "Grade 6", "Algorithms", medium, false, "No technology: our laptops are broken.", [
    "no-technology",
  ]),
  probe("charlotte-mason", "History", "Grade 4", "The Vikings", medium, false, "No printing, please.", ["no-printing"]),
  probe("benjamin-bloom", "Mathematics", "Grade 8", "Percentages", medium, false, "Set homework.", ["homework"]),
  probe(
    "carol-dweck",
    "English",
    "Grade 3",
    "Spelling patterns",
    medium,
    false,
    "One student has an IEP. Two students have dyslexia.",
    ["special-needs", "dyslexia"],
  ),
  probe("jerome-bruner", "Geography", "Grade 5", "Compass directions", brief, false, "We only have 20 minutes.", [
    "time",
  ]),
  probe(
    "friedrich-froebel",
    "Reading",
    "Kindergarten",
    "A story about growing",
    medium,
    false,
    'Use the book "The Very Hungry Caterpillar".',
    ["resource"],
  ),
  probe("john-dewey", "Geography", "Grade 4", "Weather", days(5), true, "Include outdoor time.", ["outdoor"]),
  probe(
    "w-e-b-du-bois",
    "History",
    "Grade 11",
    "Civil rights movement",
    comprehensive,
    true,
    "Include a field trip to the local museum.",
    ["trip"],
  ),
  probe(
    "bell-hooks",
    "Literature",
    "Grade 12",
    "Toni Morrison's Beloved",
    medium,
    false,
    "Make it relevant to TikTok.",
    [],
  ),
  probe(
    "maria-montessori",
    "Mathematics",
    "Kindergarten",
    "Counting to twenty",
    brief,
    false,
    "Include a quiz and homework.",
    ["quiz", "homework"],
  ),
  probe(
    "jan-amos-comenius",
    "French",
    "Grade 8",
    "Describing my town",
    medium,
    false,
    "Many of my students are newcomers with little English. No printing.",
    ["multilingual", "no-printing"],
  ),
];
