import type { TimingRequest } from "@/lib/lessons/timing";

/** Briefs on topics the topic library does not have, written fresh for the eval: each plan must be an honest frame. */
export type UnknownTopicBrief = {
  educator: string;
  subject: string;
  gradeLevel: string;
  topic: string;
  length: TimingRequest;
};

export const unknownTopicBriefs: UnknownTopicBrief[] = [
  // Mathematics
  {
    educator: "maria-montessori",
    subject: "Math",
    gradeLevel: "Kindergarten",
    topic: "Sorting objects by size",
    length: { lessonLength: "brief" },
  },
  {
    educator: "jerome-bruner",
    subject: "Mathematics",
    gradeLevel: "Grade 4",
    topic: "Tessellations",
    length: { lessonLength: "medium" },
  },
  {
    educator: "benjamin-bloom",
    subject: "Math",
    gradeLevel: "Grade 7",
    topic: "mean, median and mode",
    length: { lessonLength: "comprehensive" },
  },
  {
    educator: "carol-dweck",
    subject: "Algebra",
    gradeLevel: "Grade 10",
    topic: "Quadratic equations: factoring",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  // Science
  {
    educator: "friedrich-froebel",
    subject: "Science",
    gradeLevel: "Kindergarten",
    topic: "Baby animals and their mothers",
    length: { lessonLength: "brief" },
  },
  {
    educator: "john-dewey",
    subject: "Science",
    gradeLevel: "Grade 1",
    topic: "Our five senses",
    length: { lessonLength: "medium" },
  },
  {
    educator: "jean-piaget",
    subject: "Chemistry",
    gradeLevel: "Grade 8",
    topic: "Physical and chemical changes",
    length: { lessonLength: "comprehensive" },
  },
  {
    educator: "lev-vygotsky",
    subject: "Biology",
    gradeLevel: "Grade 11",
    topic: "Osmosis and diffusion",
    length: { lessonLength: "medium" },
  },
  // English / language arts
  {
    educator: "sylvia-ashton-warner",
    subject: "Language Arts",
    gradeLevel: "Grade 1",
    topic: "Capital letters and periods",
    length: { lessonLength: "brief" },
  },
  {
    educator: "charlotte-mason",
    subject: "ELA",
    gradeLevel: "Grade 5",
    topic: "Writing limericks",
    length: { lessonLength: "medium" },
  },
  {
    educator: "socrates",
    subject: "English",
    gradeLevel: "Grade 8",
    topic: "The Outsiders: Ponyboy and the Greasers",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  {
    educator: "bell-hooks",
    subject: "English Literature",
    gradeLevel: "Grade 12",
    topic: "Shakespearean sonnets and the volta",
    length: { lessonLength: "comprehensive" },
  },
  // History
  {
    educator: "johann-heinrich-pestalozzi",
    subject: "History",
    gradeLevel: "Grade 3",
    topic: "Life in a medieval castle",
    length: { lessonLength: "medium" },
  },
  {
    educator: "w-e-b-du-bois",
    subject: "Social Studies",
    gradeLevel: "Grade 7",
    topic: "The Black Death",
    length: { lessonLength: "medium" },
  },
  {
    educator: "ibn-khaldun",
    subject: "World History",
    gradeLevel: "Grade 10",
    topic: "The Treaty of Versailles",
    length: { lessonLength: "comprehensive" },
  },
  // Geography
  {
    educator: "loris-malaguzzi",
    subject: "Geography",
    gradeLevel: "Kindergarten",
    topic: "Hot and cold places",
    length: { lessonLength: "brief" },
  },
  {
    educator: "jean-jacques-rousseau",
    subject: "Geography",
    gradeLevel: "Grade 4",
    topic: "Mountains",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  {
    educator: "julius-nyerere",
    subject: "Geography",
    gradeLevel: "Grade 9",
    topic: "population pyramids",
    length: { lessonLength: "medium" },
  },
  // Art
  {
    educator: "rudolf-steiner",
    subject: "Art",
    gradeLevel: "Grade 2",
    topic: "Torn-paper collage",
    length: { lessonLength: "brief" },
  },
  {
    educator: "ken-robinson",
    subject: "Art",
    gradeLevel: "Grade 6",
    topic: "Stop-motion animation",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  {
    educator: "howard-gardner",
    subject: "Visual Arts",
    gradeLevel: "Grade 10",
    topic: "Cubism and Picasso",
    length: { lessonLength: "comprehensive" },
  },
  // Music
  {
    educator: "a-s-neill",
    subject: "Music",
    gradeLevel: "Kindergarten",
    topic: "Carnival of the Animals",
    length: { lessonLength: "brief" },
  },
  {
    educator: "plato",
    subject: "Music",
    gradeLevel: "Grade 5",
    topic: "Call and response songs",
    length: { lessonLength: "medium" },
  },
  {
    educator: "confucius",
    subject: "Music",
    gradeLevel: "Grade 9",
    topic: "Chord progressions: I–IV–V",
    length: { lessonLength: "comprehensive" },
  },
  // Physical education
  {
    educator: "maria-montessori",
    subject: "PE",
    gradeLevel: "Grade 1",
    topic: "Hopping, skipping and jumping",
    length: { lessonLength: "brief" },
  },
  {
    educator: "sugata-mitra",
    subject: "Physical Education",
    gradeLevel: "Grade 7",
    topic: "Zone defense in basketball",
    length: { lessonLength: "medium" },
  },
  {
    educator: "john-dewey",
    subject: "Physical Education",
    gradeLevel: "Grade 11",
    topic: "Badminton: the overhead clear",
    length: { lessonLength: "medium" },
  },
  // Computing
  {
    educator: "nel-noddings",
    subject: "Computer Science",
    gradeLevel: "Grade 4",
    topic: "Debugging",
    length: { lessonLength: "medium" },
  },
  {
    educator: "jan-amos-comenius",
    subject: "Computing",
    gradeLevel: "Grade 8",
    topic: "Sorting algorithms: bubble sort",
    length: { lessonLength: "comprehensive" },
  },
  {
    educator: "sugata-mitra",
    subject: "Computer Science",
    gradeLevel: "Grade 11",
    topic: "SQL queries: SELECT and WHERE",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  // Modern languages
  {
    educator: "paulo-freire",
    subject: "Spanish",
    gradeLevel: "Grade 2",
    topic: "Animals in Spanish",
    length: { lessonLength: "brief" },
  },
  {
    educator: "lev-vygotsky",
    subject: "Spanish",
    gradeLevel: "Grade 7",
    topic: "Irregular verbs in the preterite",
    length: { lessonLength: "medium" },
  },
  {
    educator: "rabindranath-tagore",
    subject: "German",
    gradeLevel: "Grade 6",
    topic: "Hobbies and free time",
    length: { lessonLength: "medium" },
  },
  {
    educator: "jerome-bruner",
    subject: "French",
    gradeLevel: "Grade 10",
    topic: "The passé composé with être",
    length: { lessonLength: "comprehensive" },
  },
  // Drama
  {
    educator: "ken-robinson",
    subject: "Drama",
    gradeLevel: "Grade 3",
    topic: "Mime",
    length: { lessonLength: "medium" },
  },
  {
    educator: "howard-gardner",
    subject: "Drama",
    gradeLevel: "Grade 9",
    topic: "Commedia dell'arte",
    length: { lessonLength: "extended", extendedDurationType: "days", extendedDays: "3" },
  },
  // Religious studies and citizenship
  {
    educator: "nel-noddings",
    subject: "Citizenship",
    gradeLevel: "Kindergarten",
    topic: "Taking turns and sharing",
    length: { lessonLength: "brief" },
  },
  {
    educator: "mary-mcleod-bethune",
    subject: "Religious Studies",
    gradeLevel: "Grade 4",
    topic: "Diwali: the festival of lights",
    length: { lessonLength: "brief" },
  },
  {
    educator: "paulo-freire",
    subject: "Citizenship",
    gradeLevel: "Grade 8",
    topic: "Fair trade",
    length: { lessonLength: "medium" },
  },
  {
    educator: "plato",
    subject: "Religious Studies",
    gradeLevel: "Grade 12",
    topic: "Arguments for the existence of God",
    length: { lessonLength: "comprehensive" },
  },
];
