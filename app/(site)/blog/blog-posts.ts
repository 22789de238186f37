/** Content for the Lyceum blog page. */

import type { BlogCategory, BlogPost } from "@/components/blog/blog-list";

export const blogCategories: BlogCategory[] = [
  "Teaching Strategies",
  "Educational Philosophy",
  "Classroom Management",
  "Technology Integration",
  "Assessment",
  "Professional Development",
];

export const featuredPost: BlogPost & { body: string[] } = {
  id: 6,
  title: "Let the Greats Argue: Using Disagreement Between Educators to Sharpen Your Practice",
  excerpt:
    "Montessori, Freire and Confucius would give you three different answers to the same classroom problem. That disagreement is not noise — it is the most useful professional development you can get for free.",
  author: "Eleanor Vance",
  date: "2025-05-12",
  category: "Professional Development",
  readTime: "7 min read",
  body: [
    "Most professional development hands teachers a single framework and asks them to implement it. The history of education offers something richer: a long, unfinished argument. Montessori believed children learn best when adults step back and prepare an environment that invites independent work. Freire believed learning begins in dialogue about the learners’ own world, and that a teacher who only deposits knowledge is practicing a kind of control. Confucius believed in disciplined study, the example of the teacher and the habit of reflection. Put the same classroom problem to all three and you will not get one answer. You will get three, and the gaps between them are where your own thinking happens.",
    "Try it with a problem you actually have. Suppose a ninth-grade class goes silent whenever you open a discussion. A Montessori-inspired response might look at the environment first: are there clear, low-stakes ways for students to work with the material before they have to speak in front of everyone? A Freirean response would ask whose questions the discussion is built on, and whether the topic connects to anything students care about. A Confucian response might emphasize preparation and modeling: show students what a thoughtful contribution looks like, and give them time to study before they are asked to speak. None of these is wrong. Each one points at a different lever.",
    "The professional skill is not choosing the “right” educator; it is noticing which assumption each answer makes about your students, then checking that assumption against what you know. If the silence comes from unfamiliarity with the content, preparation may be the fix. If it comes from a sense that the discussion is not really theirs, no amount of modeling will help until the questions change. Writing down, in a sentence, what each educator assumes is a quick way to make your own diagnosis explicit — and to share it with a colleague or mentor.",
    "On Lyceum, you can do this deliberately: ask two or three educators the same question, read the answers side by side, and keep the one you decide to try alongside a note of why. Remember that each answer is an AI interpretation grounded in that educator’s documented ideas, not their own words, so treat it as a prompt for your judgment rather than a verdict. After the lesson, return to your note and record what happened. Over a term, that small habit builds something most training courses cannot: a record of your own practice, tested against the best thinking the profession has produced.",
  ],
};

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: "What Montessori’s Prepared Environment Means for a Secondary Classroom",
    excerpt:
      "Montessori’s prepared environment is not just for young children: a secondary room where materials are labeled, self-checking and within reach frees you from fielding logistics and lets students work independently. Start by auditing the five questions students ask you most often and redesigning the room so they can answer those questions themselves.",
    author: "Priya Raman",
    date: "2025-01-21",
    category: "Classroom Management",
    readTime: "6 min read",
  },
  {
    id: 2,
    title: "Dewey and the Project Week",
    excerpt:
      "Dewey argued that experience only educates when it connects to what came before and is followed by reflection. A project week built around a genuine local problem, with a structured reflection at the end of each day, turns a fun break from routine into real learning.",
    author: "Marcus Bell",
    date: "2025-02-18",
    category: "Teaching Strategies",
    readTime: "8 min read",
  },
  {
    id: 3,
    title: "Formative Assessment the Bloom Way",
    excerpt:
      "Benjamin Bloom’s mastery learning puts a short, ungraded check at the end of each unit, then gives students who have not yet mastered it targeted correctives while others take on enrichment. A second, parallel check closes the loop, so every assessment leads to an action rather than just a mark.",
    author: "Daniel Okafor",
    date: "2025-03-11",
    category: "Assessment",
    readTime: "7 min read",
  },
  {
    id: 4,
    title: "Vygotsky’s Zone of Proximal Development in Mixed-Ability Groups",
    excerpt:
      "The zone of proximal development is the gap between what a learner can do alone and what they can do with guidance. In mixed-ability groups, give the task a shape that needs every member, rotate the role of explainer, and make sure the support fades as students grow more confident.",
    author: "Sofia Lindqvist",
    date: "2025-04-08",
    category: "Educational Philosophy",
    readTime: "6 min read",
  },
  {
    id: 5,
    title: "Using AI as a Thinking Partner, Not an Answer Key",
    excerpt:
      "AI is most useful in planning when you ask it to challenge your ideas rather than replace them. Draft your lesson first, then ask for objections, misconceptions students might bring, and an alternative approach — and keep the decisions for yourself.",
    author: "Eleanor Vance",
    date: "2025-05-06",
    category: "Technology Integration",
    readTime: "5 min read",
  },
];
