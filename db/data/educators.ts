import type { EducatorSeed } from "./educator-types";

/**
 * The catalogue of educators. Key ideas are paraphrases in the educator's voice, each tied to a real work;
 * quotations are kept only where the wording is famous and certain.
 */
export const educators: EducatorSeed[] = [
  {
    slug: "maria-montessori",
    name: "Maria Montessori",
    era: "1870–1952",
    born: 1870,
    died: 1952,
    origin: "Italy",
    shortBio:
      "Italian physician and educator who opened the first Casa dei Bambini in Rome in 1907 and built a method around children's self-directed work with specially designed materials.",
    contributions: [
      "Prepared environment",
      "Self-correcting learning materials",
      "Sensitive periods and the absorbent mind",
      "Mixed-age classrooms",
      "Teacher as observer and guide",
    ],
    tags: ["early childhood", "independence", "hands-on learning", "child-centered", "materials"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that the child learns by doing, and that the teacher's first task is to prepare an environment of real, orderly materials that invites that work and lets the child choose it freely.",
          source: { title: "The Montessori Method (Italian original)", year: 1909 },
          keywords: [
            "environment",
            "materials",
            "choice",
            "hands",
            "independence",
            "practical",
            "freedom",
            "classroom",
            "setup",
          ],
        },
        {
          idea: "I observed that in the first six years the child has an absorbent mind, taking in language, movement and culture from the surroundings without effort, and that there are sensitive periods when a particular capacity is eagerly sought.",
          source: { title: "The Absorbent Mind", year: 1949 },
          keywords: ["early", "toddlers", "language", "reading", "development", "young", "preschool", "stages"],
        },
        {
          idea: "I found that discipline is not imposed from outside but arises from within when a child is absorbed in meaningful work; prizes and punishments are unnecessary and can even harm that inner order.",
          source: { title: "The Montessori Method (Italian original)", year: 1909 },
          keywords: [
            "discipline",
            "behaviour",
            "behavior",
            "rewards",
            "punishment",
            "motivation",
            "concentration",
            "management",
          ],
        },
        {
          idea: "I ask the teacher to become an observer first: to watch, to note what each child is drawn to, and to intervene only to connect a child with work or to protect the environment and the other children.",
          source: { title: "The Montessori Method (Italian original)", year: 1909 },
          keywords: [
            "observation",
            "observe",
            "teacher",
            "role",
            "intervene",
            "assessment",
            "individual",
            "differentiation",
          ],
        },
        {
          idea: "I saw that when children concentrate deeply on work they have chosen, their disorder gives way to calm, kindness and self-control; I called this change normalization.",
          source: { title: "The Absorbent Mind", year: 1949 },
          keywords: ["concentration", "focus", "attention", "calm", "behaviour", "behavior", "self", "control"],
        },
        {
          idea: "For children from six to twelve I proposed cosmic education: giving them a vision of the universe and the interdependence of all things, so that every subject finds its place in a larger story.",
          source: { title: "To Educate the Human Potential", year: 1948 },
          keywords: [
            "curriculum",
            "science",
            "history",
            "story",
            "older",
            "primary",
            "imagination",
            "interdisciplinary",
          ],
        },
      ],
      methods: [
        {
          name: "Three-period lesson",
          description:
            "Name the thing ('This is a rhombus'), ask the child to identify it ('Show me the rhombus'), then ask them to recall it ('What is this?'); if the child hesitates, step back a period instead of correcting.",
          keywords: [
            "vocabulary",
            "naming",
            "words",
            "language",
            "introduce",
            "new",
            "concepts",
            "numerals",
            "counting",
            "shapes",
          ],
          bands: ["early", "primary"],
        },
        {
          name: "Uninterrupted work cycle",
          description:
            "Protect a long block of time, ideally up to three hours, in which children choose their work and are not interrupted by whole-class transitions.",
          keywords: ["schedule", "timetable", "time", "focus", "concentration", "choice"],
          planning: true,
        },
        {
          name: "Self-correcting materials",
          description:
            "Set out a few materials with a built-in control of error, such as puzzles or matching cards with answer keys, on low open shelves so children can check their own work without asking you.",
          keywords: ["materials", "mistakes", "errors", "feedback", "independence", "checking", "maths", "math"],
        },
        {
          name: "Practical life work",
          description:
            "Give younger children real tasks such as pouring, sweeping, washing tables and caring for plants, shown slowly with few words, so they build coordination, order and independence.",
          keywords: ["practical", "life", "skills", "motor", "independence", "young", "care", "responsibility"],
          subjects: { only: ["general", "science", "physical-education"] },
          bands: ["early", "primary"],
        },
        {
          name: "Observation notebook",
          description:
            "Spend ten minutes a day simply watching and writing down what each child chooses, how long they stay with it and where they struggle, and plan your next presentations from those notes.",
          keywords: ["observation", "notes", "planning", "assessment", "records", "individual"],
          planning: true,
        },
      ],
      vocabulary: [
        "prepared environment",
        "absorbent mind",
        "sensitive periods",
        "normalization",
        "practical life",
        "control of error",
        "work cycle",
        "directress",
        "three-period lesson",
        "cosmic education",
        "freedom within limits",
      ],
      works: [
        { title: "The Montessori Method (Italian original)", year: 1909 },
        { title: "The Secret of Childhood", year: 1936 },
        { title: "The Discovery of the Child", year: 1948 },
        { title: "To Educate the Human Potential", year: 1948 },
        { title: "The Absorbent Mind", year: 1949 },
      ],
      quotes: [
        {
          text: "The greatest sign of success for a teacher... is to be able to say, 'The children are now working as if I did not exist.'",
          source: "The Absorbent Mind (1949)",
        },
      ],
      questionsBack: [
        "What do your students choose to do when no one is directing them?",
        "Which parts of your room can a child use entirely without asking you for help?",
        "When did you last sit and simply observe a child at work for ten minutes, and what did you see?",
      ],
    },
  },
  {
    slug: "john-dewey",
    name: "John Dewey",
    era: "1859–1952",
    born: 1859,
    died: 1952,
    origin: "United States",
    shortBio:
      "American philosopher and psychologist who founded the Laboratory School at the University of Chicago and argued that schools should be democratic communities where children learn through experience.",
    contributions: [
      "Learning through experience",
      "University of Chicago Laboratory School",
      "Reflective thinking and inquiry",
      "School as a democratic community",
      "Progressive education",
    ],
    tags: ["progressive education", "experiential learning", "democracy", "inquiry", "pragmatism"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I believe education is a process of living, not merely a preparation for future living; the school should take up the child's present life and its real activities.",
          source: { title: "My Pedagogic Creed", year: 1897 },
          keywords: ["relevance", "real", "life", "purpose", "meaning", "engagement", "future", "why"],
        },
        {
          idea: "I hold that all genuine education comes through experience, but not every experience is educative; the teacher must select present experiences that lead to growth in later ones, judged by continuity and interaction.",
          source: { title: "Experience and Education", year: 1938 },
          keywords: ["experience", "hands", "activities", "planning", "sequence", "growth", "progressive"],
        },
        {
          idea: "I describe thinking as beginning with a felt difficulty: we locate and define the problem, suggest possible solutions, reason out their consequences and test them in action.",
          source: { title: "How We Think", year: 1910 },
          keywords: ["thinking", "problem", "inquiry", "reasoning", "science", "questions", "critical", "solving"],
        },
        {
          idea: "I argue that genuine interest is not sugar-coating a lesson but finding where the subject connects with the child's own purposes and powers, so that effort follows from that interest.",
          source: { title: "Interest and Effort in Education", year: 1913 },
          keywords: ["interest", "motivation", "engagement", "effort", "boring", "bored", "curriculum"],
        },
        {
          idea: "I see democracy as more than a form of government; it is a mode of associated living, and the school should be a small community where children share purposes, communicate and take responsibility together.",
          source: { title: "Democracy and Education", year: 1916 },
          keywords: ["democracy", "community", "citizenship", "cooperation", "group", "social", "collaboration"],
        },
        {
          idea: "I regard the child and the curriculum not as opposites but as two limits of one process: the organized subjects are the mature form of the experience the child already has.",
          source: { title: "The Child and the Curriculum", year: 1902 },
          keywords: ["curriculum", "subjects", "content", "standards", "child", "knowledge", "planning"],
        },
      ],
      methods: [
        {
          name: "Occupations",
          description:
            "Build units around real social activities such as cooking, gardening, weaving or building, and draw the math, science, history and reading out of the work itself.",
          keywords: ["projects", "hands", "cooking", "gardening", "integrated", "practical", "maths", "math"],
          planning: true,
        },
        {
          name: "Problem-centered inquiry",
          description:
            "Open a unit with a genuine problem the class cannot yet solve, let students propose hypotheses, and have them test their ideas and report back what happened.",
          inLesson:
            "Start from a genuine problem the class cannot yet solve, let students propose hypotheses, and have them test their ideas and report back what happened.",
          keywords: ["inquiry", "problem", "science", "hypothesis", "investigation", "questions"],
          steps: ["starter", "core"],
        },
        {
          name: "Class as community",
          description:
            "Give the class shared responsibilities and a regular meeting to plan work and settle problems, so that rules grow out of common purposes rather than being handed down.",
          keywords: ["community", "meeting", "rules", "behaviour", "behavior", "responsibility", "democracy"],
          planning: true,
        },
        {
          name: "Reflection after experience",
          description:
            "After any activity, ask what we did, what happened, what we expected and what we will try next, and record the answers where the class can return to them.",
          keywords: ["reflection", "review", "learning", "metacognition", "debrief", "thinking"],
          steps: ["core", "exit"],
        },
      ],
      vocabulary: [
        "experience",
        "continuity",
        "interaction",
        "reflective thinking",
        "inquiry",
        "occupations",
        "growth",
        "habit",
        "embryonic community",
        "associated living",
        "miseducative experience",
      ],
      works: [
        { title: "My Pedagogic Creed", year: 1897 },
        { title: "The School and Society", year: 1899 },
        { title: "The Child and the Curriculum", year: 1902 },
        { title: "How We Think", year: 1910 },
        { title: "Democracy and Education", year: 1916 },
        { title: "Experience and Education", year: 1938 },
      ],
      quotes: [
        {
          text: "I believe that education, therefore, is a process of living and not a preparation for future living.",
          source: "My Pedagogic Creed (1897)",
        },
        {
          text: "What the best and wisest parent wants for his own child, that must the community want for all of its children.",
          source: "The School and Society (1899)",
        },
      ],
      questionsBack: [
        "What problem, felt by your students themselves, could this lesson start from?",
        "How will today's experience make next week's learning richer rather than narrower?",
        "In what ways does your classroom run as a community in which students share real responsibility?",
      ],
    },
  },
  {
    slug: "paulo-freire",
    name: "Paulo Freire",
    era: "1921–1997",
    born: 1921,
    died: 1997,
    origin: "Brazil",
    shortBio:
      "Brazilian educator whose adult literacy work with peasants and workers led to Pedagogy of the Oppressed, a founding text of critical pedagogy.",
    contributions: [
      "Critique of banking education",
      "Problem-posing education",
      "Conscientization (critical consciousness)",
      "Culture circles and generative themes",
      "Dialogue between teachers and students",
    ],
    tags: ["critical pedagogy", "literacy", "social justice", "dialogue", "adult education"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I criticize the banking concept of education, in which the teacher deposits information and students receive, memorize and repeat it; it treats learners as containers and teaches them to adapt rather than to think.",
          source: { title: "Pedagogy of the Oppressed", year: 1968 },
          keywords: ["lecture", "memorization", "rote", "passive", "teaching", "engagement", "traditional", "tests"],
        },
        {
          idea: "I propose problem-posing education, in which teacher and students investigate reality together; the teacher learns while teaching, and students teach while they learn.",
          source: { title: "Pedagogy of the Oppressed", year: 1968 },
          keywords: ["questions", "inquiry", "dialogue", "discussion", "partnership", "students", "voice"],
        },
        {
          idea: "I hold that authentic dialogue requires love, humility, faith in people, hope and critical thinking; without dialogue there is no communication, and without communication there is no true education.",
          source: { title: "Pedagogy of the Oppressed", year: 1968 },
          keywords: ["dialogue", "discussion", "respect", "relationships", "trust", "conversation", "listening"],
        },
        {
          idea: "I teach that reading the word is bound up with reading the world: literacy should begin from the words and situations of learners' own lives and help them understand and change those situations.",
          source: { title: "Literacy: Reading the Word and the World", year: 1987 },
          keywords: ["reading", "literacy", "writing", "words", "culture", "relevance", "context", "adult"],
        },
        {
          idea: "I insist that education is never neutral; to wash one's hands of the conflict between the powerful and the powerless is to side with the powerful.",
          source: { title: "The Politics of Education", year: 1985 },
          keywords: ["politics", "justice", "equity", "neutrality", "controversial", "power", "society"],
        },
        {
          idea: "I ask teachers to respect the knowledge students bring from their communities, and to be curious, rigorous and hopeful, because teaching requires the conviction that change is possible.",
          source: { title: "Pedagogy of Freedom (Pedagogia da autonomia)", year: 1996 },
          keywords: ["respect", "knowledge", "background", "culture", "hope", "curiosity", "rigour", "rigor"],
        },
      ],
      methods: [
        {
          name: "Culture circle",
          description:
            "Seat learners in a circle with a coordinator rather than a lecturer, and work through a shared question from their lives by dialogue.",
          keywords: ["circle", "discussion", "dialogue", "seating", "adult", "community"],
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Generative themes",
          description:
            "Before planning, listen to students talk about their neighborhood, worries and hopes; note recurring words and themes, and build the unit around them.",
          keywords: ["planning", "interests", "community", "culture", "relevance", "listening", "themes"],
          planning: true,
        },
        {
          name: "Codification",
          description:
            "Present a picture, short scene or object that represents a familiar situation, ask students to describe it, then ask why it is so and what could change it.",
          keywords: ["image", "picture", "discussion", "analysis", "critical", "questions"],
          subjects: { except: ["mathematics", "music", "physical-education", "computing"] },
          steps: ["starter", "core"],
        },
        {
          name: "Problem-posing questions",
          description:
            "Replace a fact you would normally tell with a question about a real situation, and let the class investigate its causes together before you add content.",
          keywords: ["questions", "inquiry", "critical", "thinking", "social", "investigation"],
        },
      ],
      vocabulary: [
        "banking education",
        "problem-posing education",
        "conscientization",
        "dialogue",
        "praxis",
        "generative themes",
        "codification",
        "culture circle",
        "reading the world",
        "unfinishedness",
        "oppressor and oppressed",
      ],
      works: [
        { title: "Pedagogy of the Oppressed", year: 1968 },
        { title: "The Politics of Education", year: 1985 },
        { title: "Literacy: Reading the Word and the World", year: 1987 },
        { title: "Pedagogy of Hope", year: 1992 },
        { title: "Pedagogy of Freedom (Pedagogia da autonomia)", year: 1996 },
      ],
      quotes: [
        {
          text: "Education thus becomes an act of depositing, in which the students are the depositories and the teacher is the depositor.",
          source: "Pedagogy of the Oppressed, chapter 2 (trans. Myra Bergman Ramos)",
        },
      ],
      questionsBack: [
        "Which words and worries from your students' lives could become the starting point of this lesson?",
        "Where in your lesson do your students teach you something?",
        "Whose interests does this curriculum serve, and what would your students say if you asked them?",
      ],
    },
  },
  {
    slug: "lev-vygotsky",
    name: "Lev Vygotsky",
    era: "1896–1934",
    born: 1896,
    died: 1934,
    origin: "Russian Empire / Soviet Union",
    shortBio:
      "Soviet psychologist, born in Orsha (now Belarus), who showed that learning is social and mediated by language, and introduced the zone of proximal development. He died of tuberculosis at 37.",
    contributions: [
      "Zone of proximal development",
      "Social origins of higher mental functions",
      "Language and inner speech as tools of thought",
      "Play as a leading activity",
      "Social view of disability",
    ],
    tags: ["sociocultural theory", "zone of proximal development", "language", "social learning", "psychology"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I distinguish what a child can do alone from what the child can do with guidance or with more capable peers; the distance between them, the zone of proximal development, is where instruction should aim, because good learning runs ahead of development.",
          source: { title: "Mind in Society", year: 1978, published: "posthumous" },
          keywords: ["differentiation", "level", "support", "help", "challenge", "struggling", "assessment", "peers"],
        },
        {
          idea: "I hold that every higher mental function appears twice: first between people, in shared activity and talk, and only then within the child as an inner capacity.",
          source: { title: "Mind in Society", year: 1978, published: "posthumous" },
          keywords: ["social", "group", "collaboration", "talk", "pairs", "interaction", "discussion"],
        },
        {
          idea: "I see speech as the great tool of thought: children first talk aloud to guide their own actions, and this private speech gradually turns into silent inner speech.",
          source: { title: "Thought and Language (Thinking and Speech)", year: 1934, published: "posthumous" },
          keywords: ["language", "talk", "speech", "thinking", "self", "regulation", "vocabulary"],
        },
        {
          idea: "I observed that in imaginative play a child behaves as though a head taller than himself, following the rules of the role; play creates its own zone of proximal development.",
          source: { title: "Mind in Society", year: 1978, published: "posthumous" },
          keywords: ["play", "pretend", "imagination", "early", "preschool", "rules", "self", "control"],
        },
        {
          idea: "I hold that everyday concepts learned from experience and scientific concepts learned in school grow toward each other; systematic instruction lifts the child's spontaneous understanding.",
          source: { title: "Thought and Language (Thinking and Speech)", year: 1934, published: "posthumous" },
          keywords: ["concepts", "vocabulary", "science", "understanding", "misconceptions", "subject"],
        },
        {
          idea: "I argued that a disability is above all a social matter: the task of education is to open alternative paths of development and keep the child inside the shared life of the group.",
          source: {
            title: "The Fundamentals of Defectology (Collected Works, vol. 2)",
            year: 1993,
            published: "posthumous",
          },
          keywords: ["special", "inclusion", "disability", "needs", "sen", "support", "differentiation"],
        },
      ],
      methods: [
        {
          name: "Graduated prompts",
          description:
            "When a student is stuck, offer the smallest hint first, then more specific ones, and note how much help was needed; that tells you where the zone lies.",
          keywords: ["hints", "support", "struggling", "assessment", "help", "differentiation"],
          steps: ["core"],
        },
        {
          name: "Purposeful pairing",
          description:
            "Pair students so one can model a strategy the other is just reaching for, and give them a shared task that cannot be done without talking.",
          keywords: ["pairs", "partners", "peer", "collaboration", "groups", "grouping"],
        },
        {
          name: "Think-aloud modeling",
          description:
            "Solve a problem in front of the class while saying your reasoning aloud, then ask students to talk themselves through the next one.",
          keywords: ["modelling", "modeling", "thinking", "talk", "metacognition", "maths", "math", "writing"],
        },
        {
          name: "Planned make-believe play",
          description:
            "Help young children plan a role play (who will be the doctor, what the patient needs), provide simple props, and let the roles and their rules guide self-control.",
          keywords: ["play", "pretend", "early", "self", "regulation", "behaviour", "behavior"],
          bands: ["early", "primary"],
        },
      ],
      vocabulary: [
        "zone of proximal development",
        "mediation",
        "psychological tools",
        "internalization",
        "private speech",
        "inner speech",
        "higher mental functions",
        "everyday and scientific concepts",
        "social situation of development",
        "compensation",
      ],
      works: [
        { title: "Educational Psychology", year: 1926 },
        { title: "Thought and Language (Thinking and Speech)", year: 1934, published: "posthumous" },
        { title: "Mind in Society", year: 1978, published: "posthumous" },
        { title: "The Fundamentals of Defectology (Collected Works, vol. 2)", year: 1993, published: "posthumous" },
      ],
      quotes: [],
      questionsBack: [
        "What can this student do today with a little help that they could not do alone last month?",
        "Who in the room could model this step, and how will they talk about it?",
        "Where in your lesson do students think out loud together?",
      ],
    },
  },
  {
    slug: "confucius",
    name: "Confucius",
    era: "551–479 BCE",
    born: -551,
    died: -479,
    origin: "Ancient China (Lu)",
    shortBio:
      "Chinese teacher and thinker from the state of Lu whose conversations with students, collected in the Analects, made learning, reflection and moral cultivation central to East Asian education.",
    contributions: [
      "Learning joined with reflection",
      "Teaching open to all who were willing",
      "Instruction suited to each student",
      "Education of character (ren and li)",
      "Teacher as moral example",
    ],
    tags: ["moral education", "character", "reflection", "ancient", "east asia", "philosophy"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I teach that learning without thinking leads to confusion, and thinking without learning is dangerous; study and reflection must always go together.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["thinking", "reflection", "study", "understanding", "memorization", "critical", "homework"],
        },
        {
          idea: "I never refused to teach anyone who came to me, however small the offering they brought; in teaching there should be no distinction of classes.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["equity", "inclusion", "access", "poverty", "fairness", "all", "students"],
        },
        {
          idea: "I do not open the way for a student who is not eager, nor explain to one who is not struggling to put things into words; if I show one corner and he cannot find the other three, I do not repeat the lesson.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["motivation", "effort", "questions", "struggle", "independence", "thinking", "challenge"],
        },
        {
          idea: "I gave different answers to different students asking the same question, holding back the bold and urging on the hesitant, because instruction must fit the person.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["differentiation", "individual", "personalised", "personalized", "shy", "confidence", "needs"],
        },
        {
          idea: "I believe one leads above all by example: when a person is upright, others follow without being ordered; when he is not, even orders are not obeyed.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["example", "modelling", "modeling", "behaviour", "behavior", "respect", "discipline", "character"],
        },
        {
          idea: "I hold that honesty is part of knowledge: to admit what you do not know is itself knowing. And when I walk with two others, I can always find a teacher among them.",
          source: {
            title: "The Analects (Lunyu)",
            year: -479,
            after: true,
            published: "compiled",
            by: "Confucius's followers",
          },
          keywords: ["honesty", "mistakes", "humility", "peers", "learning", "questions"],
        },
      ],
      methods: [
        {
          name: "One corner, three corners",
          description:
            "Present one worked example or one case, then ask students to work out the other cases themselves before you explain further.",
          keywords: ["examples", "independence", "thinking", "transfer", "challenge", "maths", "math"],
        },
        {
          name: "Study, then reflect",
          description:
            "Follow every stretch of study with a short written or spoken reflection: what did I learn, what does it mean, and how will I practice it?",
          keywords: ["reflection", "journals", "homework", "review", "metacognition", "study"],
          steps: ["core", "exit"],
        },
        {
          name: "Tailored counsel",
          description:
            "When two students ask the same question, consider each one's temperament, and give the cautious one encouragement and the hasty one a reason to pause.",
          keywords: ["differentiation", "individual", "feedback", "advice", "personalised", "personalized"],
          steps: ["core"],
        },
        {
          name: "Model the conduct you ask for",
          description:
            "Decide which habits you want, such as courtesy, punctuality or careful listening, practice them visibly yourself, and name them when students show them.",
          keywords: ["behaviour", "behavior", "routines", "respect", "modelling", "modeling", "character"],
        },
      ],
      vocabulary: [
        "junzi (exemplary person)",
        "ren (humaneness)",
        "li (ritual propriety)",
        "xue (learning)",
        "si (reflection)",
        "de (virtue)",
        "yi (rightness)",
        "xiao (filial piety)",
        "zhengming (rectification of names)",
      ],
      works: [
        { title: "The Analects (Lunyu)", year: -479, after: true, published: "compiled", by: "Confucius's followers" },
        { title: "The Spring and Autumn Annals (traditionally attributed)", year: -481 },
      ],
      quotes: [
        {
          text: "Learning without thought is labour lost; thought without learning is perilous.",
          source: "Analects 2.15 (trans. James Legge)",
        },
      ],
      questionsBack: [
        "Do your students reflect on what they study, or only store it?",
        "When you show them one corner, do you wait for them to find the other three?",
        "What do your students learn from the way you yourself behave?",
      ],
    },
  },
  {
    slug: "bell-hooks",
    name: "bell hooks",
    era: "1952–2021",
    born: 1952,
    died: 2021,
    origin: "United States",
    shortBio:
      "American writer, teacher and cultural critic, born Gloria Jean Watkins, whose books on engaged pedagogy describe teaching as a practice of freedom rooted in care, community and critical thinking.",
    contributions: [
      "Engaged pedagogy",
      "Education as the practice of freedom",
      "The classroom as a learning community",
      "Teaching across race, class and gender",
      "Critical thinking as engagement",
    ],
    tags: ["critical pedagogy", "engaged pedagogy", "social justice", "community", "higher education"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I call my practice engaged pedagogy: teaching that respects and cares for the souls of students, and that asks teachers to be committed to their own well-being and self-actualization too.",
          source: { title: "Teaching to Transgress: Education as the Practice of Freedom", year: 1994 },
          keywords: ["care", "wellbeing", "teacher", "burnout", "relationships", "whole", "student"],
        },
        {
          idea: "I see the classroom as a community in which every voice is valued; excitement about learning is generated together when everyone's presence is recognized.",
          source: { title: "Teaching to Transgress: Education as the Practice of Freedom", year: 1994 },
          keywords: ["community", "voice", "participation", "discussion", "belonging", "quiet", "engagement"],
        },
        {
          idea: "I do not ask students to take risks I will not take myself; when I share my own experiences and uncertainties, students feel safer to speak honestly.",
          source: { title: "Teaching to Transgress: Education as the Practice of Freedom", year: 1994 },
          keywords: ["vulnerability", "trust", "relationships", "sharing", "honesty", "discussion", "safety"],
        },
        {
          idea: "I believe education can be a practice of freedom that helps students think critically about race, class and gender and about their own place in the world.",
          source: { title: "Teaching to Transgress: Education as the Practice of Freedom", year: 1994 },
          keywords: ["race", "class", "gender", "diversity", "justice", "equity", "critical", "identity"],
        },
        {
          idea: "I teach that critical thinking is not a technique but an engagement: the passionate wish to know how life works, which children have naturally and which schooling too often silences.",
          source: { title: "Teaching Critical Thinking: Practical Wisdom", year: 2010 },
          keywords: ["thinking", "critical", "questions", "curiosity", "children", "inquiry"],
        },
        {
          idea: "I hold that teachers and students can build community across difference through dialogue and shared commitment, and that a classroom can be a place of hope.",
          source: { title: "Teaching Community: A Pedagogy of Hope", year: 2003 },
          keywords: ["community", "hope", "difference", "dialogue", "conflict", "diversity"],
        },
      ],
      methods: [
        {
          name: "Every voice, early",
          description:
            "In the first sessions, ask each student to read aloud a short piece of their own writing or answer one question, so every voice has been heard in the room.",
          keywords: ["participation", "voice", "discussion", "quiet", "shy", "community"],
          steps: ["starter", "exit"],
        },
        {
          name: "Teacher shares first",
          description:
            "Before you ask students to write about a personal experience, share a brief, honest one of your own that connects to the material.",
          keywords: ["trust", "vulnerability", "writing", "relationships", "modelling", "modeling"],
          subjects: {
            only: [
              "language-arts",
              "history",
              "geography",
              "arts",
              "drama",
              "music",
              "languages",
              "religious-education",
              "philosophy",
              "pshe",
              "general",
            ],
          },
          bands: ["primary", "lower", "upper"],
          steps: ["starter", "core"],
        },
        {
          name: "From experience to analysis",
          description:
            "Invite students to link a text to their own lives, then ask what that experience reveals about larger patterns of race, class or gender.",
          keywords: ["connection", "identity", "discussion", "analysis", "critical", "text"],
          subjects: {
            only: [
              "language-arts",
              "history",
              "geography",
              "arts",
              "drama",
              "music",
              "languages",
              "religious-education",
              "philosophy",
              "pshe",
              "general",
            ],
          },
          bands: ["lower", "upper"],
        },
        {
          name: "Name the tension",
          description:
            "When discussion becomes tense, pause, acknowledge the discomfort openly, and help the class treat disagreement as part of learning rather than something to hide.",
          keywords: ["conflict", "controversial", "disagreement", "discussion", "safety", "behaviour", "behavior"],
        },
      ],
      vocabulary: [
        "engaged pedagogy",
        "education as the practice of freedom",
        "self-actualization",
        "learning community",
        "transgression",
        "margin and center",
        "love ethic",
        "dominator culture",
        "critical thinking",
      ],
      works: [
        { title: "Feminist Theory: From Margin to Center", year: 1984 },
        { title: "Teaching to Transgress: Education as the Practice of Freedom", year: 1994 },
        { title: "Where We Stand: Class Matters", year: 2000 },
        { title: "Teaching Community: A Pedagogy of Hope", year: 2003 },
        { title: "Teaching Critical Thinking: Practical Wisdom", year: 2010 },
      ],
      quotes: [
        {
          text: "The classroom, with all its limitations, remains a location of possibility.",
          source: "Teaching to Transgress (1994)",
        },
      ],
      questionsBack: [
        "Whose voices have been heard in your classroom this week, and whose have not?",
        "What risk are you asking students to take that you would not take yourself?",
        "How are you caring for your own well-being so that you can be present for your students?",
      ],
    },
  },
  {
    slug: "socrates",
    name: "Socrates",
    era: "c. 470–399 BCE",
    born: -470,
    died: -399,
    origin: "Ancient Greece (Athens)",
    shortBio:
      "Athenian philosopher who wrote nothing but taught by questioning his fellow citizens; known to us mainly through Plato and Xenophon, he was tried and executed in 399 BCE.",
    contributions: [
      "Socratic questioning (elenchus)",
      "Teaching as intellectual midwifery",
      "Awareness of one's own ignorance",
      "Testing definitions through counterexamples",
    ],
    tags: ["questioning", "dialogue", "critical thinking", "philosophy", "ancient"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I do not think I know what I do not know; that awareness makes me wiser than those who think they know what they do not, and it is where real inquiry begins.",
          source: { title: "Plato, Apology", year: -399, after: true, published: "recorded", by: "Plato" },
          keywords: ["humility", "ignorance", "questions", "uncertainty", "inquiry", "confidence"],
        },
        {
          idea: "I do not pour knowledge into others; like a midwife, I help them bring forth the ideas already within them and then test whether those ideas are sound.",
          source: { title: "Plato, Theaetetus", year: -369, published: "recorded", by: "Plato" },
          keywords: ["questions", "teaching", "lecture", "discovery", "thinking", "ideas"],
        },
        {
          idea: "I ask a person to say what virtue is, find a counterexample, and let him see the contradiction; the perplexity that follows is the beginning of learning, not a failure.",
          source: { title: "Plato, Meno", year: -385, published: "recorded", by: "Plato" },
          keywords: ["definitions", "questions", "confusion", "struggle", "reasoning", "argument", "discussion"],
        },
        {
          idea: "I showed that even an untaught boy, led step by step by questions rather than by telling, can work out a truth of geometry for himself.",
          source: { title: "Plato, Meno", year: -385, published: "recorded", by: "Plato" },
          keywords: ["maths", "math", "geometry", "questions", "discovery", "reasoning", "ability"],
        },
        {
          idea: "I spend my life urging people to care more for wisdom, truth and the state of their souls than for money or reputation, and to examine how they live.",
          source: { title: "Plato, Apology", year: -399, after: true, published: "recorded", by: "Plato" },
          keywords: ["purpose", "values", "character", "reflection", "meaning", "ethics"],
        },
      ],
      methods: [
        {
          name: "Circle of questions",
          description:
            "Pose one open question about a text, sit in a circle, and let students answer by reasoning from evidence while you ask only follow-up questions; the modern Socratic seminar is built on this.",
          keywords: ["discussion", "seminar", "questions", "reading", "circle", "text"],
          subjects: {
            only: [
              "language-arts",
              "history",
              "geography",
              "arts",
              "drama",
              "music",
              "languages",
              "science",
              "general",
            ],
          },
        },
        {
          name: "Counterexample hunt",
          description:
            "Ask students to define a key term, then look together for a case that breaks the definition, and revise it until it holds.",
          keywords: ["definitions", "vocabulary", "reasoning", "argument", "thinking", "science"],
        },
        {
          name: "Questions only",
          description:
            "Teach one short stretch of a lesson by asking questions only, never telling, and notice how far students get by reasoning.",
          keywords: ["questions", "questioning", "teaching", "discovery", "maths", "math"],
        },
        {
          name: "Welcome perplexity",
          description:
            "When a student says 'I'm confused', treat it as progress: ask what exactly no longer makes sense and what they now need to find out.",
          keywords: ["confusion", "struggle", "mistakes", "mindset", "resilience", "questions"],
        },
      ],
      vocabulary: [
        "elenchus",
        "aporia (perplexity)",
        "maieutics (midwifery)",
        "Socratic irony",
        "care of the soul",
        "virtue is knowledge",
        "the examined life",
        "dialectic",
      ],
      works: [
        { title: "Plato, Apology", year: -399, after: true, published: "recorded", by: "Plato" },
        { title: "Plato, Meno", year: -385, published: "recorded", by: "Plato" },
        { title: "Plato, Theaetetus", year: -369, published: "recorded", by: "Plato" },
      ],
      quotes: [{ text: "The unexamined life is not worth living.", source: "Plato, Apology 38a" }],
      questionsBack: [
        "What exactly do you mean by that word, and can you think of a case where it fails?",
        "How do you know your students understood, rather than merely repeated?",
        "When did you last let a student stay confused long enough to think?",
      ],
    },
  },
  {
    slug: "jean-piaget",
    name: "Jean Piaget",
    era: "1896–1980",
    born: 1896,
    died: 1980,
    origin: "Switzerland",
    shortBio:
      "Swiss psychologist and epistemologist who studied how children's thinking develops, showing that they actively construct knowledge through stages from infancy to adolescence.",
    contributions: [
      "Stages of cognitive development",
      "Constructivism",
      "Assimilation, accommodation and equilibration",
      "Conservation tasks",
      "The clinical interview method",
      "Moral development through cooperation",
    ],
    tags: ["constructivism", "cognitive development", "stages", "early childhood", "psychology"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I found that children are not small adults with less knowledge; they think in qualitatively different ways, passing through sensorimotor, preoperational, concrete operational and formal operational stages.",
          source: { title: "The Psychology of the Child (with Bärbel Inhelder)", year: 1966 },
          keywords: ["development", "stages", "age", "readiness", "abstract", "concrete", "young", "teenagers"],
        },
        {
          idea: "I hold that knowledge is constructed by the child's own activity: new experiences are assimilated to existing schemes, schemes accommodate when they do not fit, and understanding moves toward a new equilibrium.",
          source: { title: "The Origins of Intelligence in Children", year: 1936 },
          keywords: ["constructivism", "understanding", "misconceptions", "experience", "hands", "activity"],
        },
        {
          idea: "I argue for active methods: school should let children experiment and rediscover for themselves rather than receive ready-made truths.",
          source: { title: "Science of Education and the Psychology of the Child", year: 1969 },
          keywords: ["discovery", "experiments", "active", "science", "maths", "math", "lecture", "hands"],
        },
        {
          idea: "I showed that young children judge quantity by appearance, thinking a row of counters spread out has more, until they grasp conservation; number rests on operations the child must build.",
          source: { title: "The Child's Conception of Number (with Alina Szeminska)", year: 1941 },
          keywords: ["maths", "math", "number", "counting", "quantity", "early", "concepts", "primary"],
        },
        {
          idea: "I found that children's respect for rules moves from obedience to adult authority toward mutual respect among equals, and that cooperation with peers is what builds moral autonomy.",
          source: { title: "The Moral Judgment of the Child", year: 1932 },
          keywords: ["rules", "behaviour", "behavior", "moral", "fairness", "discipline", "cooperation", "games"],
        },
        {
          idea: "I treat children's wrong answers as windows on their reasoning; by asking them to explain, I learn how they think, not merely whether they are right.",
          source: { title: "The Child's Conception of the World", year: 1926 },
          keywords: ["mistakes", "errors", "assessment", "questions", "explanation", "reasoning"],
        },
      ],
      methods: [
        {
          name: "Clinical interview",
          description:
            "Ask a student to solve a problem and explain how they know, then probe with neutral questions ('What would happen if...?') without correcting, to map their reasoning.",
          keywords: ["assessment", "questions", "interview", "reasoning", "errors", "diagnostic"],
        },
        {
          name: "Concrete before abstract",
          description:
            "Introduce new math or science ideas with objects students can handle and transform before moving to symbols and formal rules.",
          keywords: ["concrete", "manipulatives", "maths", "math", "hands", "abstract"],
          subjects: { only: ["mathematics", "science", "computing", "general"] },
        },
        {
          name: "Cognitive conflict",
          description:
            "Set up a result that contradicts students' predictions, such as pouring water into a differently shaped glass, and let them work out why.",
          inLesson: "Set up a result that contradicts students' predictions, and let them work out why.",
          keywords: ["predictions", "science", "misconceptions", "surprise", "experiments", "discussion"],
          subjects: {
            only: ["mathematics", "science", "computing", "geography", "physical-education", "philosophy", "general"],
          },
        },
        {
          name: "Children make the rules",
          description:
            "Let the class negotiate the rules of a game or activity among themselves, and revise them when they prove unfair.",
          keywords: ["rules", "games", "fairness", "behaviour", "behavior", "cooperation"],
          subjects: { only: ["physical-education", "drama", "philosophy", "pshe", "general"] },
        },
      ],
      vocabulary: [
        "schema",
        "assimilation",
        "accommodation",
        "equilibration",
        "sensorimotor stage",
        "preoperational stage",
        "concrete operations",
        "formal operations",
        "conservation",
        "egocentrism",
        "genetic epistemology",
        "clinical method",
      ],
      works: [
        { title: "The Language and Thought of the Child", year: 1923 },
        { title: "The Moral Judgment of the Child", year: 1932 },
        { title: "The Origins of Intelligence in Children", year: 1936 },
        { title: "The Child's Conception of Number (with Alina Szeminska)", year: 1941 },
        { title: "Science of Education and the Psychology of the Child", year: 1969 },
      ],
      quotes: [],
      questionsBack: [
        "What does the child's wrong answer tell you about how she is reasoning?",
        "Have your students handled and transformed the thing before you asked them to symbolize it?",
        "Who made the rules in your classroom, and do the children understand why they exist?",
      ],
    },
  },
  {
    slug: "plato",
    name: "Plato",
    era: "c. 428–348 BCE",
    born: -428,
    died: -348,
    origin: "Ancient Greece (Athens)",
    shortBio:
      "Athenian philosopher and student of Socrates who founded the Academy and wrote dialogues, above all the Republic, setting out the first full philosophy of education in the West.",
    contributions: [
      "The Academy in Athens",
      "Allegory of the cave",
      "Education as turning the soul",
      "Learning through play rather than compulsion",
      "Balance of music and gymnastics",
    ],
    tags: ["philosophy", "ancient", "character", "curriculum", "dialogue"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that education is not putting knowledge into a soul that lacks it, like putting sight into blind eyes, but turning the whole soul toward what is real and good.",
          source: { title: "Republic", year: -375 },
          keywords: ["understanding", "lecture", "teaching", "knowledge", "purpose", "transmission"],
        },
        {
          idea: "In the image of the cave I show prisoners who mistake shadows for reality; the way out is painful and gradual, and whoever reaches the light must return to help the others.",
          source: { title: "Republic", year: -375 },
          keywords: ["truth", "understanding", "struggle", "change", "leadership", "media"],
        },
        {
          idea: "I argue that nothing learned under compulsion stays in the mind, so young children should learn through play, which also reveals each one's natural abilities.",
          source: { title: "Republic", year: -375 },
          keywords: ["play", "compulsion", "force", "motivation", "young", "early", "abilities"],
        },
        {
          idea: "I want the young to be formed by the stories they hear and the music they practice, balanced with gymnastics, because character is shaped before reason is mature.",
          source: { title: "Republic", year: -375 },
          keywords: ["stories", "music", "pe", "sport", "character", "arts", "literature", "balance"],
        },
        {
          idea: "I teach that education begins by training children's pleasures and pains in the right direction, so that they come to love what is good before they can give reasons for it.",
          source: { title: "Laws", year: -348 },
          keywords: ["habits", "character", "moral", "early", "behaviour", "behavior", "values"],
        },
      ],
      methods: [
        {
          name: "Cave discussion",
          description:
            "Use the allegory of the cave as a prompt: ask students where they might be mistaking shadows for reality today, and what it would take to turn around.",
          keywords: ["discussion", "philosophy", "media", "critical", "thinking", "truth"],
          subjects: { only: ["language-arts", "history", "philosophy", "general"] },
          bands: ["lower", "upper"],
          steps: ["starter", "core"],
        },
        {
          name: "Learning games",
          description:
            "Teach early arithmetic and other basics through games and play rather than drills under threat, and watch what each child is drawn to.",
          keywords: ["games", "play", "maths", "math", "early", "motivation"],
          subjects: { only: ["mathematics"] },
          bands: ["early", "primary"],
        },
        {
          name: "Dialogue writing",
          description:
            "Have students write a short dialogue in which two characters test a definition, of fairness, courage or friendship, by question and answer.",
          keywords: ["writing", "dialogue", "ethics", "argument", "philosophy", "definitions"],
          subjects: { only: ["language-arts", "history", "drama", "philosophy", "general"] },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Balance body and mind",
          description:
            "Plan each week so that physical activity, music and the arts sit alongside academic work instead of being dropped when time is short.",
          keywords: ["pe", "music", "arts", "balance", "timetable", "wellbeing"],
          planning: true,
        },
      ],
      vocabulary: [
        "paideia",
        "allegory of the cave",
        "the Forms",
        "recollection (anamnesis)",
        "dialectic",
        "the Academy",
        "guardians",
        "harmony of the soul",
      ],
      works: [
        { title: "Meno", year: -385 },
        { title: "Republic", year: -375 },
        { title: "Laws", year: -348 },
      ],
      quotes: [],
      questionsBack: [
        "Are your students turning toward understanding, or only collecting the shadows of answers?",
        "What are your youngest students learning through play that they would resist under compulsion?",
        "What stories and music are shaping your students' characters this year?",
      ],
    },
  },
  {
    slug: "jean-jacques-rousseau",
    name: "Jean-Jacques Rousseau",
    era: "1712–1778",
    born: 1712,
    died: 1778,
    origin: "Republic of Geneva",
    shortBio:
      "Genevan-born philosopher whose treatise-novel Emile (1762) argued that education should follow the child's natural development; it deeply influenced Pestalozzi, Froebel and progressive education.",
    contributions: [
      "Child-centered education",
      "Childhood as a stage with its own worth",
      "Learning from things and experience rather than words",
      "Natural consequences instead of punishment",
      "Negative education in the early years",
    ],
    tags: ["child-centered", "nature", "philosophy", "enlightenment", "development"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that childhood has its own ways of seeing, thinking and feeling, and that nothing is more foolish than trying to substitute ours for them.",
          source: { title: "Emile, or On Education", year: 1762 },
          keywords: ["childhood", "development", "age", "readiness", "pressure", "early", "stages"],
        },
        {
          idea: "For the early years I recommend a negative education: not teaching virtue or truth directly, but protecting the heart from vice and the mind from error until reason ripens.",
          source: { title: "Emile, or On Education", year: 1762 },
          keywords: ["early", "young", "pressure", "readiness", "reading", "protection"],
        },
        {
          idea: "I would have the child learn from things, not words: let him not be taught science but discover it, and keep books away until curiosity asks for them; Robinson Crusoe would be his first.",
          source: { title: "Emile, or On Education", year: 1762 },
          keywords: ["discovery", "books", "reading", "curiosity", "hands", "science", "experience", "nature"],
        },
        {
          idea: "I prefer that a child meet the natural consequences of his actions rather than arbitrary punishments; if he breaks the window of his room, let him feel the cold for a while.",
          source: { title: "Emile, or On Education", year: 1762 },
          keywords: ["consequences", "punishment", "discipline", "behaviour", "behavior", "responsibility"],
        },
        {
          idea: "I want curiosity to drive learning: make the student attentive to the phenomena of nature, leave the questions to him, and answer only enough to stir further inquiry.",
          source: { title: "Emile, or On Education", year: 1762 },
          keywords: ["curiosity", "questions", "inquiry", "motivation", "interest", "science"],
        },
      ],
      methods: [
        {
          name: "Start from a real need",
          description:
            "Begin a topic where students meet a real puzzle or need, such as finding their way using the sun, before giving any formal explanation.",
          inLesson: "Begin with a real puzzle or need students meet, before giving any formal explanation.",
          keywords: ["relevance", "problem", "motivation", "geography", "science", "real"],
          steps: ["starter", "core"],
        },
        {
          name: "Natural consequences",
          description:
            "Instead of adding a punishment, let the natural result of a choice play out where it is safe, then talk it through calmly.",
          keywords: ["consequences", "discipline", "behaviour", "behavior", "responsibility"],
        },
        {
          name: "Outdoor observation",
          description:
            "Take the class outside to observe a phenomenon such as shadows, plants or weather, and let their questions set the agenda for the next lesson.",
          inLesson:
            "Let students observe the real thing first, outside where they can, and let their questions set the agenda for the next lesson.",
          keywords: ["outdoors", "nature", "observation", "science", "questions"],
          subjects: { only: ["science", "geography", "arts", "general"] },
        },
        {
          name: "Fewer words",
          description: "Cut your explanations short, show rather than tell, and let students try before you explain.",
          keywords: ["explanation", "talk", "lecture", "demonstration", "hands"],
        },
      ],
      vocabulary: [
        "negative education",
        "natural consequences",
        "amour de soi (self-love)",
        "amour-propre",
        "well-regulated liberty",
        "education of nature, of men and of things",
        "tutor",
        "stages of development",
      ],
      works: [
        { title: "Discourse on the Sciences and Arts", year: 1750 },
        { title: "Julie, or the New Heloise", year: 1761 },
        { title: "The Social Contract", year: 1762 },
        { title: "Emile, or On Education", year: 1762 },
      ],
      quotes: [
        {
          text: "Everything is good as it leaves the hands of the Author of things; everything degenerates in the hands of man.",
          source: "Emile, Book I (trans. Allan Bloom)",
        },
      ],
      questionsBack: [
        "What would your students learn from the thing itself if you said less about it?",
        "Are you asking children to reason like adults before they are ready?",
        "Is this punishment necessary, or would the natural consequence teach more?",
      ],
    },
  },
  {
    slug: "howard-gardner",
    name: "Howard Gardner",
    era: "b. 1943",
    born: 1943,
    died: null,
    origin: "United States",
    shortBio:
      "American developmental psychologist at Harvard whose theory of multiple intelligences challenged the idea of a single general intelligence, and who has written widely on teaching for understanding.",
    contributions: [
      "Theory of multiple intelligences",
      "Teaching for understanding",
      "Multiple entry points to a topic",
      "Five minds for the future",
      "Distinguishing intelligences from learning styles",
    ],
    tags: ["multiple intelligences", "psychology", "differentiation", "understanding", "creativity"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I proposed that people have several relatively independent intelligences, including linguistic, logical-mathematical, spatial, musical, bodily-kinesthetic, interpersonal and intrapersonal, later adding naturalist, rather than one general ability.",
          source: { title: "Frames of Mind: The Theory of Multiple Intelligences", year: 1983 },
          keywords: ["intelligence", "abilities", "smart", "strengths", "iq", "talents", "gifted"],
        },
        {
          idea: "I have insisted that intelligences are not learning styles: an intelligence is a capacity to process a kind of content, and labeling a child a visual or kinesthetic learner is not what my theory claims.",
          source: { title: "'Multiple intelligences' are not 'learning styles' (The Washington Post)", year: 2013 },
          keywords: ["learning", "learner", "styles", "labels", "visual", "kinesthetic", "myths", "research"],
        },
        {
          idea: "I draw two main lessons for teachers: individuate, teaching each learner in ways that suit them as far as possible, and pluralize, teaching important ideas in several different ways.",
          source: { title: "'Multiple intelligences' are not 'learning styles' (The Washington Post)", year: 2013 },
          keywords: ["differentiation", "individual", "personalised", "personalized", "variety", "methods"],
        },
        {
          idea: "I found that even successful students often keep the intuitive misconceptions of early childhood; real understanding shows when knowledge is applied appropriately in new situations.",
          source: { title: "The Unschooled Mind", year: 1991 },
          keywords: ["understanding", "misconceptions", "transfer", "application", "tests", "memorization"],
        },
        {
          idea: "I argue it is better to study fewer topics in depth, approaching each through several entry points such as narrative, logical, aesthetic and hands-on, than to cover many superficially.",
          source: { title: "The Disciplined Mind", year: 1999 },
          keywords: ["curriculum", "coverage", "depth", "topics", "planning", "entry"],
        },
        {
          idea: "I describe five minds that schools should cultivate for the future: the disciplined, the synthesizing, the creating, the respectful and the ethical mind.",
          source: { title: "Five Minds for the Future", year: 2007 },
          keywords: ["future", "skills", "ethics", "respect", "creativity", "synthesis"],
        },
      ],
      methods: [
        {
          name: "Multiple entry points",
          description:
            "Open a key topic in two or three different ways, for example a story, a problem to reason through and an image or model, so more students find a way in.",
          keywords: ["planning", "differentiation", "variety", "entry", "engagement"],
          steps: ["starter", "core"],
        },
        {
          name: "Performances of understanding",
          description:
            "Ask students to use what they learned on a new, unfamiliar problem or case rather than repeat it, and assess that performance.",
          keywords: ["assessment", "understanding", "transfer", "projects", "tests"],
        },
        {
          name: "Fewer, deeper units",
          description:
            "Cut one topic from your curriculum and spend the time going deeper into a central idea from several angles.",
          keywords: ["curriculum", "depth", "coverage", "time", "planning"],
          planning: true,
        },
        {
          name: "Strength profiles, not labels",
          description:
            "Note where each student shows strengths across different kinds of tasks, use those strengths as bridges into harder material, and avoid fixed labels.",
          keywords: ["strengths", "labels", "profiles", "individual", "gifted", "special"],
        },
      ],
      vocabulary: [
        "multiple intelligences",
        "linguistic intelligence",
        "logical-mathematical intelligence",
        "spatial intelligence",
        "bodily-kinesthetic intelligence",
        "musical intelligence",
        "interpersonal intelligence",
        "intrapersonal intelligence",
        "naturalist intelligence",
        "entry points",
        "teaching for understanding",
        "five minds",
      ],
      works: [
        { title: "Frames of Mind: The Theory of Multiple Intelligences", year: 1983 },
        { title: "The Unschooled Mind", year: 1991 },
        { title: "Intelligence Reframed", year: 1999 },
        { title: "The Disciplined Mind", year: 1999 },
        { title: "Five Minds for the Future", year: 2007 },
      ],
      quotes: [],
      questionsBack: [
        "In how many different ways could a student show you they truly understand this idea?",
        "Which students never find a way into this topic as you now teach it?",
        "Are you using my theory to open doors, or to put labels on children?",
      ],
    },
  },
  {
    slug: "benjamin-bloom",
    name: "Benjamin Bloom",
    era: "1913–1999",
    born: 1913,
    died: 1999,
    origin: "United States",
    shortBio:
      "American educational psychologist at the University of Chicago who led the team behind the Taxonomy of Educational Objectives (1956) and developed mastery learning.",
    contributions: [
      "Taxonomy of educational objectives",
      "Mastery learning",
      "Formative assessment with correctives",
      "The 2 sigma problem",
      "Research on talent development",
    ],
    tags: ["assessment", "mastery learning", "objectives", "planning", "psychology"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I led a group that classified cognitive objectives from knowledge and comprehension through application, analysis and synthesis to evaluation, so that teachers could aim at, and test, more than recall.",
          source: { title: "Taxonomy of Educational Objectives, Handbook I: Cognitive Domain", year: 1956 },
          keywords: ["objectives", "questions", "thinking", "higher", "planning", "assessment", "levels"],
        },
        {
          idea: "I argue that most students can master what we teach if they are given enough time and appropriate help; differences in achievement reflect time and instruction far more than fixed aptitude.",
          source: { title: "Learning for Mastery", year: 1968 },
          keywords: ["mastery", "ability", "time", "struggling", "achievement", "expectations", "grades"],
        },
        {
          idea: "I recommend breaking a course into units, giving a brief formative test after each, then providing correctives for those who have not yet mastered it and enrichment for those who have.",
          source: { title: "Learning for Mastery", year: 1968 },
          keywords: ["formative", "assessment", "feedback", "tests", "quizzes", "differentiation", "reteaching"],
        },
        {
          idea: "I reported that students tutored one-to-one performed about two standard deviations above those in conventional classes, and I challenged teachers to find group methods that come close.",
          source: { title: "The 2 Sigma Problem", year: 1984 },
          keywords: ["tutoring", "research", "achievement", "feedback", "groups", "effectiveness"],
        },
        {
          idea: "I studied exceptionally accomplished adults and found that their talent was developed over many years with the support of families and teachers, not simply revealed as an innate gift.",
          source: { title: "Developing Talent in Young People", year: 1985 },
          keywords: ["talent", "gifted", "practice", "support", "parents", "potential"],
        },
      ],
      methods: [
        {
          name: "Formative check and correctives",
          description:
            "End each unit with a short ungraded quiz, then give students who missed items a different way back into the material and a second, parallel quiz.",
          keywords: ["quizzes", "formative", "feedback", "reteach", "assessment", "tests"],
          planning: true,
        },
        {
          name: "Question ladder",
          description:
            "Plan questions at several levels, from recall through application and analysis to evaluation, and make sure each lesson climbs past recall.",
          inLesson:
            "Ask questions at several levels, from recall through application and analysis to evaluation, climbing past recall.",
          keywords: ["questions", "planning", "thinking", "higher", "discussion"],
        },
        {
          name: "Clear objectives",
          description:
            "Write each lesson goal as something students will be able to do, and share it so they know what mastery looks like.",
          keywords: ["objectives", "goals", "planning", "success", "criteria"],
          steps: ["starter", "exit"],
        },
        {
          name: "Enrichment while others correct",
          description:
            "While some students work on correctives, give those who have mastered the unit extension tasks or let them tutor their peers.",
          keywords: ["enrichment", "extension", "differentiation", "peers", "tutoring", "gifted"],
          planning: true,
        },
      ],
      vocabulary: [
        "taxonomy of educational objectives",
        "cognitive domain",
        "affective domain",
        "mastery learning",
        "formative assessment",
        "summative evaluation",
        "correctives",
        "enrichment",
        "2 sigma problem",
      ],
      works: [
        { title: "Taxonomy of Educational Objectives, Handbook I: Cognitive Domain", year: 1956 },
        { title: "Learning for Mastery", year: 1968 },
        { title: "Human Characteristics and School Learning", year: 1976 },
        { title: "The 2 Sigma Problem", year: 1984 },
        { title: "Developing Talent in Young People", year: 1985 },
      ],
      quotes: [],
      questionsBack: [
        "What will your students be able to do at the end of this unit that they cannot do now?",
        "What happens in your class to the student who has not yet mastered last week's unit?",
        "Are your questions climbing beyond recall?",
      ],
    },
  },
  {
    slug: "carol-dweck",
    name: "Carol Dweck",
    era: "b. 1946",
    born: 1946,
    died: null,
    origin: "United States",
    shortBio:
      "American psychologist at Stanford whose research on people's beliefs about ability gave rise to the ideas of fixed and growth mindsets.",
    contributions: [
      "Fixed and growth mindsets",
      "Research on praising process rather than intelligence",
      "The power of yet",
      "Warning against a false growth mindset",
    ],
    tags: ["mindset", "motivation", "psychology", "feedback", "resilience"],
    knowledge: {
      keyIdeas: [
        {
          idea: "My research shows that students who believe their abilities can be developed, a growth mindset, tend to seek challenges and persist, while those who believe ability is fixed tend to avoid challenge and give up after setbacks.",
          source: { title: "Mindset: The New Psychology of Success", year: 2006 },
          keywords: ["mindset", "motivation", "resilience", "persistence", "challenge", "failure", "confidence"],
        },
        {
          idea: "With Claudia Mueller I found that praising children for being smart led them to avoid challenges and do worse after failure, while praising their effort and strategies did not.",
          source: { title: "Praise for Intelligence Can Undermine Children's Motivation and Performance", year: 1998 },
          keywords: ["praise", "feedback", "smart", "effort", "rewards", "encouragement"],
        },
        {
          idea: "I suggest responding to unfinished work with 'not yet' rather than a fail, so students see themselves on a learning curve rather than at a dead end.",
          source: { title: "The Power of Believing That You Can Improve (TEDx talk)", year: 2014 },
          keywords: ["grades", "failure", "marks", "feedback", "assessment", "progress"],
        },
        {
          idea: "I warn against a false growth mindset: praising effort that is not working, or simply telling children to try harder; what matters is effort combined with new strategies and help from others.",
          source: { title: "Carol Dweck Revisits the 'Growth Mindset' (Education Week)", year: 2015 },
          keywords: ["effort", "strategies", "help", "feedback", "misconceptions", "praise"],
        },
        {
          idea: "With colleagues I found that teaching adolescents that the brain grows stronger with learning helped their motivation and math grades during a difficult school transition.",
          source: {
            title:
              "Implicit Theories of Intelligence Predict Achievement Across an Adolescent Transition (with Lisa Blackwell and Kali Trzesniewski)",
            year: 2007,
          },
          keywords: ["brain", "maths", "math", "teenagers", "grades", "motivation", "teaching"],
        },
        {
          idea: "I point out that everyone is a mixture of fixed and growth mindsets, and that noticing what triggers our own fixed mindset is part of the work for teachers too.",
          source: { title: "Mindset: The New Psychology of Success (updated edition)", year: 2016 },
          keywords: ["teachers", "triggers", "reflection", "self", "beliefs", "mindset"],
        },
      ],
      methods: [
        {
          name: "Process praise",
          description:
            "Praise the strategy, the focus or the improvement you saw ('You tried another way when the first one didn't work') rather than the child's intelligence.",
          keywords: ["praise", "feedback", "encouragement", "effort", "strategies"],
        },
        {
          name: "Not yet",
          description:
            "Mark unfinished or unsuccessful work as 'not yet', give one clear next step, and set a time to try again.",
          keywords: ["grades", "marking", "feedback", "assessment", "revision", "failure"],
        },
        {
          name: "Teach the learning brain",
          description:
            "Spend a lesson teaching how the brain changes with practice and learning, and refer back to it when work gets hard.",
          // One step of a lesson is no lesson on the brain: the step refers back to it when the work gets hard.
          inLesson:
            "When the work gets hard or a prediction proves wrong, take a minute to say that the brain grows stronger with practice and with learning from mistakes, and ask students what they will try next.",
          keywords: ["brain", "science", "motivation", "practice", "struggle"],
          subjects: { only: ["science", "pshe", "general"] },
        },
        {
          name: "Strategies, not just effort",
          description:
            "When a student is stuck, ask which strategy they could try next or whom they could ask, and share your own mistakes and what you learned from them.",
          keywords: ["mistakes", "struggle", "strategies", "resilience", "help", "stuck"],
        },
      ],
      vocabulary: [
        "growth mindset",
        "fixed mindset",
        "implicit theories of intelligence",
        "entity theory",
        "incremental theory",
        "process praise",
        "the power of yet",
        "false growth mindset",
        "mindset triggers",
      ],
      works: [
        { title: "Praise for Intelligence Can Undermine Children's Motivation and Performance", year: 1998 },
        { title: "Self-Theories: Their Role in Motivation, Personality, and Development", year: 1999 },
        { title: "Mindset: The New Psychology of Success", year: 2006 },
      ],
      quotes: [],
      questionsBack: [
        "What exactly do you praise when a student succeeds?",
        "What happens in your classroom when a student gets something wrong?",
        "When does your own fixed mindset show up as a teacher?",
      ],
    },
  },
  {
    slug: "jerome-bruner",
    name: "Jerome Bruner",
    era: "1915–2016",
    born: 1915,
    died: 2016,
    origin: "United States",
    shortBio:
      "American psychologist of the cognitive revolution whose book The Process of Education (1960) argued for discovery, the structure of disciplines and a spiral curriculum.",
    contributions: [
      "Spiral curriculum",
      "Discovery learning",
      "Enactive, iconic and symbolic representation",
      "Scaffolding (with Wood and Ross)",
      "Narrative as a mode of thought",
    ],
    tags: ["cognitive psychology", "constructivism", "curriculum", "discovery learning", "scaffolding"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I proposed a spiral curriculum: the great ideas of a subject are met early in simple but honest forms and revisited in greater depth as the student grows.",
          source: { title: "The Process of Education", year: 1960 },
          keywords: ["curriculum", "planning", "revisit", "sequence", "topics", "progression", "years"],
        },
        {
          idea: "I believe that teaching the structure of a subject, its fundamental ideas and how they relate, makes learning easier to remember and to transfer than a list of isolated facts.",
          source: { title: "The Process of Education", year: 1960 },
          keywords: ["concepts", "structure", "facts", "memory", "transfer", "understanding", "subjects"],
        },
        {
          idea: "I describe three ways of representing knowledge, through action, through images and through symbols, and good instruction often moves through them in that order.",
          source: { title: "Toward a Theory of Instruction", year: 1966 },
          keywords: ["concrete", "pictures", "visual", "symbols", "maths", "math", "manipulatives"],
        },
        {
          idea: "I argue that discovering things for oneself builds the habits of problem solving and makes knowledge one's own, so that the reward of discovery can replace external rewards.",
          source: { title: "The Act of Discovery", year: 1961 },
          keywords: ["discovery", "inquiry", "motivation", "rewards", "problem", "solving", "independence"],
        },
        {
          idea: "With David Wood and Gail Ross I described scaffolding: the tutor controls the parts of a task beyond the learner's reach so the learner can complete the parts within it, and support is withdrawn as competence grows.",
          source: { title: "The Role of Tutoring in Problem Solving", year: 1976 },
          keywords: ["scaffolding", "support", "help", "struggling", "tutoring", "fading"],
        },
        {
          idea: "I see narrative as a basic way of making meaning alongside logical argument; schools should help children tell and interpret stories about themselves and their world.",
          source: { title: "The Culture of Education", year: 1996 },
          keywords: ["stories", "narrative", "writing", "history", "literature", "identity", "culture"],
        },
      ],
      methods: [
        {
          name: "Spiral planning",
          description:
            "Map where a big idea, such as ratio or fairness, appears across the year or across grades, and plan each return to build on the last.",
          keywords: ["planning", "curriculum", "revisit", "progression", "sequence"],
          planning: true,
        },
        {
          name: "Act, picture, symbol",
          description:
            "Have students act out or build an idea with objects, then draw it, then write it in symbols or words.",
          keywords: ["manipulatives", "concrete", "drawing", "maths", "math", "representation"],
        },
        {
          name: "Guided discovery",
          description:
            "Give students a set of cases chosen so that a pattern can be found, ask them to find and test the rule, and step in only to redirect.",
          keywords: ["discovery", "patterns", "inquiry", "science", "grammar", "maths", "math"],
        },
        {
          name: "Scaffold, then fade",
          description:
            "Simplify the task, highlight critical features and model steps at first, then deliberately withdraw each support as students manage it.",
          keywords: ["scaffolding", "support", "struggling", "independence", "fading"],
        },
      ],
      vocabulary: [
        "spiral curriculum",
        "discovery learning",
        "structure of a discipline",
        "enactive representation",
        "iconic representation",
        "symbolic representation",
        "scaffolding",
        "readiness",
        "narrative mode",
        "paradigmatic mode",
        "folk pedagogy",
      ],
      works: [
        { title: "The Process of Education", year: 1960 },
        { title: "Toward a Theory of Instruction", year: 1966 },
        { title: "Actual Minds, Possible Worlds", year: 1986 },
        { title: "Acts of Meaning", year: 1990 },
        { title: "The Culture of Education", year: 1996 },
      ],
      quotes: [
        {
          text: "We begin with the hypothesis that any subject can be taught effectively in some intellectually honest form to any child at any stage of development.",
          source: "The Process of Education (1960)",
        },
      ],
      questionsBack: [
        "What honest, simple version of this big idea could your youngest students meet now?",
        "Which supports will you remove first as your students grow more competent?",
        "What story could carry this lesson?",
      ],
    },
  },
  {
    slug: "ken-robinson",
    name: "Ken Robinson",
    era: "1950–2020",
    born: 1950,
    died: 2020,
    origin: "England",
    shortBio:
      "English educationist and author whose 2006 TED talk 'Do Schools Kill Creativity?' became one of the most watched ever; he was knighted in 2003 for services to the arts.",
    contributions: [
      "Creativity as important as literacy",
      "The Element: where aptitude meets passion",
      "Critique of the industrial model of schooling",
      "All Our Futures report on creative and cultural education",
    ],
    tags: ["creativity", "arts", "personalised learning", "school reform", "passion"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I believe creativity is as important in education as literacy, and that schools too often educate it out of children by stigmatizing mistakes.",
          source: { title: "Do Schools Kill Creativity? (TED talk)", year: 2006 },
          keywords: ["creativity", "mistakes", "arts", "imagination", "risk", "innovation"],
        },
        {
          idea: "I define creativity as the process of having original ideas that have value; it can be taught and developed in every subject, not only in the arts.",
          source: { title: "Out of Our Minds: Learning to Be Creative", year: 2001 },
          keywords: ["creativity", "ideas", "originality", "subjects", "science", "maths", "math"],
        },
        {
          idea: "I describe the Element as the place where natural aptitude meets personal passion; helping each student find it is a central task of education.",
          source: { title: "The Element: How Finding Your Passion Changes Everything", year: 2009 },
          keywords: ["passion", "talents", "strengths", "interests", "career", "motivation"],
        },
        {
          idea: "I argue that education should be organic, like farming, not industrial: teachers cannot make children learn, but they can create the conditions in which children will learn.",
          source: { title: "Creative Schools", year: 2015 },
          keywords: ["conditions", "environment", "standardisation", "standardization", "testing", "reform"],
        },
        {
          idea: "I criticize the hierarchy of subjects that puts mathematics and languages at the top and the arts, especially dance, at the bottom; every kind of talent deserves serious attention.",
          source: { title: "Do Schools Kill Creativity? (TED talk)", year: 2006 },
          keywords: ["arts", "dance", "music", "drama", "curriculum", "subjects", "pe"],
        },
      ],
      methods: [
        {
          name: "Ideas before judgment",
          description:
            "Give students time to produce many ideas on a problem before any evaluation, then help them choose and refine the most promising ones.",
          keywords: ["creativity", "brainstorming", "ideas", "projects", "design"],
        },
        {
          name: "Make mistakes safe",
          description:
            "Share your own failed attempts, allow drafts that are not graded, and praise bold attempts as well as correct ones.",
          keywords: ["mistakes", "risk", "drafts", "grades", "mindset"],
        },
        {
          name: "Find the Element",
          description:
            "Ask each student what they lose track of time doing, and find a way to bring that passion into at least one assignment this term.",
          keywords: ["passion", "interests", "motivation", "projects", "choice"],
          planning: true,
        },
        {
          name: "Arts across the timetable",
          description:
            "Use movement, drawing, music or drama regularly as ways of exploring content in non-arts subjects.",
          keywords: ["arts", "drama", "movement", "music", "cross", "curricular"],
          subjects: { except: ["arts", "drama", "music"] },
        },
      ],
      vocabulary: [
        "the Element",
        "creativity",
        "divergent thinking",
        "industrial model of education",
        "organic education",
        "learning revolution",
        "aptitude and passion",
        "personalization",
      ],
      works: [
        { title: "All Our Futures: Creativity, Culture and Education (report)", year: 1999 },
        { title: "Out of Our Minds: Learning to Be Creative", year: 2001 },
        { title: "The Element: How Finding Your Passion Changes Everything", year: 2009 },
        { title: "Creative Schools", year: 2015 },
      ],
      quotes: [
        {
          text: "My contention is that creativity now is as important in education as literacy, and we should treat it with the same status.",
          source: "Do Schools Kill Creativity? (TED talk, 2006)",
        },
        {
          text: "If you're not prepared to be wrong, you'll never come up with anything original.",
          source: "Do Schools Kill Creativity? (TED talk, 2006)",
        },
      ],
      questionsBack: [
        "When did a student in your class last have an original idea, and what happened to it?",
        "What do your students lose track of time doing?",
        "What would change if mistakes were treated as part of the work?",
      ],
    },
  },
  {
    slug: "rudolf-steiner",
    name: "Rudolf Steiner",
    era: "1861–1925",
    born: 1861,
    died: 1925,
    origin: "Austria (born in present-day Croatia)",
    shortBio:
      "Austrian philosopher and founder of anthroposophy who opened the first Waldorf school in Stuttgart in 1919, with a curriculum built on developmental phases, the arts and imagination.",
    contributions: [
      "Waldorf (Steiner) education",
      "Developmental phases of roughly seven years",
      "Main lesson blocks",
      "Arts and crafts across the curriculum",
      "A class teacher who stays with the class for years",
    ],
    tags: ["waldorf", "arts", "imagination", "developmental stages", "holistic"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I describe childhood in phases of about seven years: before the change of teeth the child learns above all through imitation and example, from then until puberty through images and a loved authority, and afterwards through independent judgment.",
          source: { title: "The Education of the Child in the Light of Anthroposophy", year: 1907 },
          keywords: ["stages", "development", "age", "early", "imitation", "readiness", "teenagers"],
        },
        {
          idea: "I ask that the adults around a young child be worthy of imitation, because in the first years children take in what they see us do far more than what they are told.",
          source: { title: "The Education of the Child in the Light of Anthroposophy", year: 1907 },
          keywords: ["example", "modelling", "modeling", "early", "preschool", "environment", "behaviour", "behavior"],
        },
        {
          idea: "I want teaching in the middle years to work through pictures, stories and artistic activity, so that knowledge lives in feeling and imagination and not only in abstract concepts.",
          source: { title: "The Foundations of Human Experience (Study of Man), lectures", year: 1919 },
          keywords: ["imagination", "stories", "arts", "drawing", "music", "primary", "creativity"],
        },
        {
          idea: "I hold that the school day should breathe, alternating concentration with activity and listening with doing, and that the year can be marked by seasons and festivals.",
          source: { title: "Practical Advice to Teachers, lectures", year: 1919 },
          keywords: ["routine", "rhythm", "schedule", "wellbeing", "calm", "seasons"],
        },
        {
          idea: "I hold that a person is free when acting out of insight and love for the deed rather than from outside command, and that education should prepare human beings for such freedom.",
          source: { title: "The Philosophy of Freedom", year: 1894 },
          keywords: ["freedom", "independence", "moral", "autonomy", "purpose", "values"],
        },
      ],
      methods: [
        {
          name: "Main lesson block",
          description:
            "Teach one subject in a long morning lesson each day for three to four weeks, with students creating their own illustrated main lesson books.",
          keywords: ["timetable", "blocks", "schedule", "depth", "notebooks", "curriculum"],
          planning: true,
        },
        {
          name: "Rhythmic start",
          description:
            "Begin the morning with movement, recitation, singing or clapping rhythms to gather the class before focused work.",
          inLesson: "Gather the class with movement, recitation, singing or clapping rhythms before the focused work.",
          keywords: ["routines", "morning", "movement", "music", "attention", "calm"],
          bands: ["early", "primary", "lower"],
          steps: ["starter"],
        },
        {
          name: "Story before concept",
          description:
            "Introduce something new, such as a letter of the alphabet or fractions, through a story and a picture before any abstract explanation.",
          inLesson: "Introduce something new through a story and a picture before any abstract explanation.",
          keywords: ["stories", "imagination", "letters", "reading", "maths", "math", "introduction"],
          steps: ["starter", "core"],
        },
        {
          name: "Form drawing and handwork",
          description:
            "Give regular practice in drawing flowing forms and in crafts such as knitting or woodwork to build coordination, patience and care.",
          keywords: ["drawing", "crafts", "handwork", "motor", "skills", "patience"],
          subjects: { only: ["arts", "mathematics", "language-arts", "general"] },
          bands: ["early", "primary", "lower"],
        },
      ],
      vocabulary: [
        "Waldorf education",
        "anthroposophy",
        "main lesson",
        "class teacher",
        "eurythmy",
        "form drawing",
        "seven-year phases",
        "imitation",
        "rhythm",
        "thinking, feeling and willing",
      ],
      works: [
        { title: "The Philosophy of Freedom", year: 1894 },
        { title: "The Education of the Child in the Light of Anthroposophy", year: 1907 },
        { title: "The Foundations of Human Experience (Study of Man), lectures", year: 1919 },
        { title: "Practical Advice to Teachers, lectures", year: 1919 },
        { title: "The Kingdom of Childhood, lectures", year: 1924 },
      ],
      quotes: [],
      questionsBack: [
        "Is the way you move, speak and work worthy of imitation by the children watching you?",
        "What picture or story could carry this idea before you explain it?",
        "Where are the moments of breathing in and breathing out in your school day?",
      ],
    },
  },
  {
    slug: "loris-malaguzzi",
    name: "Loris Malaguzzi",
    era: "1920–1994",
    born: 1920,
    died: 1994,
    origin: "Italy (Reggio Emilia)",
    shortBio:
      "Italian teacher and psychologist who led the municipal preschools and infant-toddler centers of Reggio Emilia after the Second World War, inspiring what is now called the Reggio Emilia approach.",
    contributions: [
      "The Reggio Emilia approach",
      "The hundred languages of children",
      "The image of the rich, competent child",
      "Pedagogical documentation",
      "The atelier and the atelierista",
      "Projects that emerge from children's questions",
    ],
    tags: ["early childhood", "reggio emilia", "projects", "documentation", "arts"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that children have a hundred languages, drawing, building, movement, music, words and many more, and that school and culture too often take ninety-nine of them away.",
          source: {
            title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
            year: 1993,
            published: "compiled",
            by: "Carolyn Edwards, Lella Gandini and George Forman",
          },
          keywords: ["arts", "expression", "drawing", "creativity", "languages", "representation", "play"],
        },
        {
          idea: "I ask teachers to begin from their image of the child: a rich, strong and competent child, connected to adults and other children, not an empty vessel defined by needs.",
          source: { title: "Your Image of the Child: Where Teaching Begins", year: 1994 },
          keywords: ["expectations", "image", "potential", "respect", "belief", "early"],
        },
        {
          idea: "I see documentation, notes, photographs, transcripts and children's work, as a way to make learning visible, so that teachers, children and families can study it and plan together.",
          source: {
            title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
            year: 1993,
            published: "compiled",
            by: "Carolyn Edwards, Lella Gandini and George Forman",
          },
          keywords: ["documentation", "assessment", "photos", "portfolio", "parents", "evidence", "observation"],
        },
        {
          idea: "I believe projects should grow from listening to children's questions and theories, with teachers preparing, observing and relaunching the work rather than following a fixed plan.",
          source: {
            title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
            year: 1993,
            published: "compiled",
            by: "Carolyn Edwards, Lella Gandini and George Forman",
          },
          keywords: ["projects", "emergent", "interests", "curriculum", "listening", "questions", "planning"],
        },
        {
          idea: "I consider the space itself an educator: light, materials, the atelier and places to meet should invite encounters, relationships and exploration.",
          source: {
            title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
            year: 1993,
            published: "compiled",
            by: "Carolyn Edwards, Lella Gandini and George Forman",
          },
          keywords: ["environment", "classroom", "space", "materials", "layout", "design"],
        },
        {
          idea: "I think of education as a web of relationships in which children, teachers and families are all protagonists, and the participation of families is part of the school's life.",
          source: {
            title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
            year: 1993,
            published: "compiled",
            by: "Carolyn Edwards, Lella Gandini and George Forman",
          },
          keywords: ["parents", "families", "community", "relationships", "partnership"],
        },
      ],
      methods: [
        {
          name: "Ask for their theories",
          description:
            "Before exploring a topic such as shadows or rain, ask children to explain and draw their own theories, and record their words exactly.",
          inLesson:
            "Before exploring the topic, ask children to explain and draw their own theories, and record their words exactly.",
          keywords: ["questions", "theories", "drawing", "science", "listening", "early"],
          steps: ["starter", "core"],
        },
        {
          name: "Documentation panel",
          description:
            "Photograph and transcribe a small group's work over several days, and display it with the children's own words so they and their families can revisit it.",
          keywords: ["documentation", "display", "photos", "parents", "assessment", "reflection"],
          planning: true,
        },
        {
          name: "Atelier materials",
          description:
            "Set up a space with clay, wire, paint, a light table and natural objects so children can represent the same idea in several media.",
          keywords: ["arts", "materials", "clay", "painting", "studio", "creativity"],
          subjects: { only: ["arts", "science", "mathematics", "geography", "language-arts", "general"] },
          bands: ["early", "primary", "lower"],
        },
        {
          name: "Small-group projects",
          description:
            "Let a small group pursue one question over weeks, meeting regularly to revisit their drawings and decide the next step together.",
          keywords: ["projects", "groups", "collaboration", "time", "inquiry"],
          planning: true,
        },
      ],
      vocabulary: [
        "the hundred languages",
        "image of the child",
        "pedagogical documentation",
        "atelier",
        "atelierista",
        "pedagogista",
        "progettazione",
        "environment as third teacher",
        "protagonists",
        "relaunching",
      ],
      works: [
        {
          title: "The Hundred Languages of Children (Edwards, Gandini and Forman, eds.)",
          year: 1993,
          published: "compiled",
          by: "Carolyn Edwards, Lella Gandini and George Forman",
        },
        { title: "Your Image of the Child: Where Teaching Begins", year: 1994 },
      ],
      quotes: [
        {
          text: "The child is made of one hundred.",
          source: "No way. The hundred is there (poem, trans. Lella Gandini)",
        },
      ],
      questionsBack: [
        "What is your image of the child, and how does it show in your room?",
        "What theory did a child offer you this week, and what did you do with it?",
        "How are you making the children's learning visible to them and to their families?",
      ],
    },
  },
  {
    slug: "friedrich-froebel",
    name: "Friedrich Fröbel",
    era: "1782–1852",
    born: 1782,
    died: 1852,
    origin: "Germany (Thuringia)",
    shortBio:
      "German educator who created the kindergarten (named in 1840), designed the gifts and occupations, and placed play, song and gardening at the heart of early childhood education.",
    contributions: [
      "The kindergarten",
      "Froebel gifts and occupations",
      "Play as serious learning",
      "Mother songs and finger plays",
      "Gardens for children",
    ],
    tags: ["early childhood", "play", "kindergarten", "nature", "hands-on learning"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that play is the highest expression of human development in childhood, the free expression of what is in the child's soul, and adults must take it seriously.",
          source: { title: "The Education of Man", year: 1826 },
          keywords: ["play", "early", "kindergarten", "preschool", "value", "free"],
        },
        {
          idea: "I designed the gifts, simple forms such as the ball, the sphere, the cube and the cylinder, and occupations such as folding, weaving and drawing, so that children discover form, number and beauty through their own activity.",
          source: { title: "Pedagogics of the Kindergarten", year: 1861, published: "posthumous" },
          keywords: ["blocks", "shapes", "maths", "math", "materials", "hands", "building", "geometry"],
        },
        {
          idea: "I see each child as a growing plant and the educator as a gardener who tends and protects growth rather than forcing it into a shape.",
          source: { title: "The Education of Man", year: 1826 },
          keywords: ["growth", "development", "nurture", "pressure", "patience", "individual"],
        },
        {
          idea: "I believe in self-activity: the child learns by creating and doing, not by passively receiving, so that inner life and outer action develop together.",
          source: { title: "The Education of Man", year: 1826 },
          keywords: ["activity", "doing", "active", "hands", "creativity", "engagement"],
        },
        {
          idea: "I wrote songs and finger plays for mothers because the first education happens in the family, through loving play, rhythm and gesture.",
          source: { title: "Mother-Play and Nursery Songs (Mutter- und Kose-Lieder)", year: 1844 },
          keywords: ["parents", "families", "songs", "music", "babies", "language", "home"],
        },
        {
          idea: "I wanted each child to tend a small garden bed of their own beside a shared garden, to learn care, responsibility and the unity of nature.",
          source: { title: "Pedagogics of the Kindergarten", year: 1861, published: "posthumous" },
          keywords: ["garden", "nature", "outdoors", "responsibility", "science", "care"],
        },
      ],
      methods: [
        {
          name: "Block play with the gifts",
          description:
            "Give children a small set of wooden blocks and invite them to build forms of life, forms of beauty and forms of knowledge, talking with them about what they make.",
          keywords: ["blocks", "building", "shapes", "maths", "math", "play"],
          subjects: { only: ["mathematics", "arts", "general"] },
          bands: ["early", "primary"],
        },
        {
          name: "Circle games and songs",
          description:
            "Gather the children in a circle for songs and movement games that act out everyday life and nature.",
          keywords: ["circle", "songs", "music", "movement", "games", "community"],
          bands: ["early", "primary"],
        },
        {
          name: "Children's garden",
          description:
            "Give each child or pair a small plot or pot to plant and look after, and keep a shared class garden too.",
          keywords: ["garden", "plants", "nature", "responsibility", "outdoors", "science"],
          planning: true,
        },
        {
          name: "Folding and weaving",
          description:
            "Offer paper folding, weaving and sewing cards as quiet occupations that build fine motor control and an eye for pattern and shape.",
          keywords: ["crafts", "motor", "patterns", "geometry", "quiet", "hands"],
          // Occupations of shape and pattern: they belong to art, mathematics and free choice, not a life cycle.
          subjects: { only: ["arts", "mathematics", "general"] },
          // Quiet table work with paper and cards, not a step in the garden or the playground.
          indoors: true,
        },
      ],
      vocabulary: [
        "kindergarten",
        "gifts",
        "occupations",
        "self-activity",
        "forms of life",
        "forms of beauty",
        "forms of knowledge",
        "unity",
        "mother songs",
        "children's garden",
      ],
      works: [
        { title: "The Education of Man", year: 1826 },
        { title: "Mother-Play and Nursery Songs (Mutter- und Kose-Lieder)", year: 1844 },
        { title: "Pedagogics of the Kindergarten", year: 1861, published: "posthumous" },
      ],
      quotes: [],
      questionsBack: [
        "How much time do your children have for unhurried, open-ended play?",
        "Are you tending the child's growth, or trying to shape it from outside?",
        "What does each child have of their own to care for?",
      ],
    },
  },
  {
    slug: "johann-heinrich-pestalozzi",
    name: "Johann Heinrich Pestalozzi",
    era: "1746–1827",
    born: 1746,
    died: 1827,
    origin: "Switzerland",
    shortBio:
      "Swiss educator who taught poor and orphaned children at Neuhof, Stans, Burgdorf and Yverdon, developing a method grounded in sense impression, love, and the harmony of head, heart and hand.",
    contributions: [
      "Head, heart and hand",
      "Learning from sense impression (Anschauung)",
      "Object lessons",
      "Education of the poor",
      "The teacher as a caring parent",
    ],
    tags: ["holistic", "hands-on learning", "poverty", "child-centered", "enlightenment"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that all knowledge begins with sense impression; children should observe real objects and form clear ideas of number, form and name before they learn words about them.",
          source: { title: "How Gertrude Teaches Her Children", year: 1801 },
          keywords: ["observation", "objects", "concrete", "senses", "vocabulary", "maths", "math", "science"],
        },
        {
          idea: "I seek the harmonious development of head, heart and hand: the intellectual, moral and practical powers of a child must be educated together.",
          source: { title: "Swansong (Schwanengesang)", year: 1826 },
          keywords: ["holistic", "whole", "practical", "moral", "skills", "balance"],
        },
        {
          idea: "At Stans I learned that children must first feel loved and secure; I was with them from morning to night, and that relationship was the foundation of everything they learned.",
          source: { title: "Letter from Stans", year: 1799 },
          keywords: ["relationships", "love", "trauma", "care", "trust", "behaviour", "behavior", "security"],
        },
        {
          idea: "I proceed from the simple to the complex in small, firm steps, and I do not move on until each step is secure.",
          source: { title: "How Gertrude Teaches Her Children", year: 1801 },
          keywords: ["sequence", "steps", "pacing", "mastery", "planning", "basics"],
        },
        {
          idea: "I took the home and a mother's care as the model for the school, and I believed that the poorest child has both the right and the capacity to be educated.",
          source: { title: "Leonard and Gertrude", year: 1781 },
          keywords: ["poverty", "equity", "home", "parents", "families", "disadvantaged"],
        },
      ],
      methods: [
        {
          name: "Object lesson",
          description:
            "Bring a real object to class and have students observe it closely, describe its form, count its parts and name its features before reading about it.",
          keywords: ["objects", "observation", "vocabulary", "science", "description", "senses"],
          subjects: { except: ["physical-education"] },
        },
        {
          name: "Small, firm steps",
          description:
            "Break a new skill into small steps, practice each one aloud and by hand, and move on only when every child has it.",
          keywords: ["steps", "sequence", "practice", "basics", "mastery"],
        },
        {
          name: "Head, heart and hand planning",
          description:
            "Check each unit for something to understand, something to care about, and something to make or do.",
          keywords: ["planning", "holistic", "practical", "projects", "values"],
          planning: true,
        },
        {
          name: "Start with the relationship",
          description:
            "Greet every child personally, learn about their circumstances, and secure their sense of safety and belonging before making academic demands.",
          keywords: ["relationships", "welcome", "trauma", "behaviour", "behavior", "wellbeing"],
          steps: ["starter"],
        },
      ],
      vocabulary: [
        "Anschauung (sense impression)",
        "head, heart and hand",
        "object lesson",
        "number, form and language",
        "elementary method",
        "Neuhof",
        "Stans",
        "Yverdon",
      ],
      works: [
        { title: "The Evening Hours of a Hermit", year: 1780 },
        { title: "Leonard and Gertrude", year: 1781 },
        { title: "How Gertrude Teaches Her Children", year: 1801 },
        { title: "Letter from Stans", year: 1799 },
        { title: "Swansong (Schwanengesang)", year: 1826 },
      ],
      quotes: [],
      questionsBack: [
        "What real object could your students examine before they read about it?",
        "Does each child in your room feel safe and cared for before you ask them to learn?",
        "Where are the heart and the hand in this lesson?",
      ],
    },
  },
  {
    slug: "rabindranath-tagore",
    name: "Rabindranath Tagore",
    era: "1861–1941",
    born: 1861,
    died: 1941,
    origin: "India (Bengal)",
    shortBio:
      "Bengali poet, Nobel laureate (1913) and educator who founded a school at Santiniketan in 1901 and Visva-Bharati in 1921, teaching in the open air in harmony with nature and the arts.",
    contributions: [
      "The open-air school at Santiniketan",
      "Visva-Bharati university",
      "Education in harmony with nature",
      "Arts, music and festivals at the core of schooling",
      "Teaching in the mother tongue",
      "Critique of rote learning",
    ],
    tags: ["nature", "arts", "holistic", "india", "internationalism"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that the highest education does not merely give information but brings our life into harmony with all existence, and so children should learn close to nature.",
          source: { title: "Personality (lecture 'My School')", year: 1917 },
          keywords: ["nature", "outdoors", "holistic", "wellbeing", "environment", "harmony"],
        },
        {
          idea: "In The Parrot's Training I mocked a schooling that cages the bird and stuffs it with pages until it can no longer sing or fly; rote learning kills the life it claims to educate.",
          source: { title: "The Parrot's Training (Tota-kahini)", year: 1918 },
          keywords: ["rote", "memorization", "textbooks", "exams", "creativity", "freedom", "tests"],
        },
        {
          idea: "I argued that children should be taught in their mother tongue, because learning through a foreign language cuts knowledge off from life and from joy.",
          source: { title: "Shikshar Herfer (The Vicissitudes of Education)", year: 1892 },
          keywords: ["language", "bilingual", "ell", "eal", "mother", "tongue", "reading", "home"],
        },
        {
          idea: "I want music, art, drama and festivals at the heart of school, because a child's mind needs joy and creative expression as much as facts.",
          source: { title: "Personality (lecture 'My School')", year: 1917 },
          keywords: ["arts", "music", "drama", "joy", "festivals", "creativity"],
        },
        {
          idea: "I founded Visva-Bharati as a place where the world makes its home in a single nest; education should open students to other cultures while rooting them in their own.",
          source: { title: "Creative Unity", year: 1922 },
          keywords: ["culture", "international", "diversity", "global", "identity", "heritage"],
        },
        {
          idea: "I believe children learn best in freedom and in the company of teachers who are still learners themselves, companions rather than drill-masters.",
          source: { title: "Personality (lecture 'My School')", year: 1917 },
          keywords: ["freedom", "teachers", "relationships", "curiosity", "discipline", "companions"],
        },
      ],
      methods: [
        {
          name: "Class under the trees",
          description:
            "Hold lessons outdoors regularly, seating students in a circle under a tree or in a garden, and draw examples from what is around you.",
          keywords: ["outdoors", "nature", "circle", "environment", "seating"],
          // Not beside keyboards, a speaker and a listening map, nor on a games field.
          subjects: { except: ["computing", "physical-education", "music"] },
        },
        {
          name: "Seasonal festival",
          description:
            "Mark the change of season with a class celebration of songs, poems and art that the students create themselves.",
          keywords: ["festivals", "seasons", "music", "poetry", "community", "arts"],
          planning: true,
        },
        {
          name: "Mother-tongue bridge",
          description:
            "Let students discuss and draft their ideas in their home language before expressing them in the language of instruction.",
          keywords: ["language", "bilingual", "ell", "eal", "writing", "home"],
          // Drafting ideas in words, not a singing step or a games drill.
          subjects: { except: ["music", "physical-education"] },
        },
        {
          name: "Nature journal",
          description:
            "Ask students to keep a journal of observations, sketches and poems about one tree, bird or patch of sky over a whole term.",
          keywords: ["journal", "nature", "writing", "drawing", "observation", "poetry"],
          planning: true,
        },
      ],
      vocabulary: [
        "Santiniketan",
        "Visva-Bharati",
        "Sriniketan",
        "Patha Bhavana",
        "harmony with all existence",
        "open-air school",
        "creative unity",
        "freedom of the mind",
      ],
      works: [
        { title: "Shikshar Herfer (The Vicissitudes of Education)", year: 1892 },
        { title: "Personality", year: 1917 },
        { title: "The Parrot's Training (Tota-kahini)", year: 1918 },
        { title: "Creative Unity", year: 1922 },
        { title: "The Religion of Man", year: 1930 },
      ],
      quotes: [
        {
          text: "The highest education is that which does not merely give us information but makes our life in harmony with all existence.",
          source: "My School, in Personality (1917)",
        },
      ],
      questionsBack: [
        "When did your students last learn something under the open sky?",
        "Are your students singing, or only repeating the pages they have been fed?",
        "In which language do your students think and dream, and does your classroom make room for it?",
      ],
    },
  },
  {
    slug: "w-e-b-du-bois",
    name: "W. E. B. Du Bois",
    era: "1868–1963",
    born: 1868,
    died: 1963,
    origin: "United States",
    shortBio:
      "American sociologist, historian and civil rights leader, the first African American to earn a Harvard PhD, who argued for broad liberal education and full equality in The Souls of Black Folk (1903).",
    contributions: [
      "The case for higher and liberal education for Black Americans",
      "The Talented Tenth",
      "Critique of narrowly vocational schooling",
      "Co-founder of the NAACP",
      "Double consciousness",
    ],
    tags: ["equity", "race", "liberal education", "social justice", "history"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that the object of education is not to make men carpenters but to make carpenters men: schooling must develop the whole person, not merely train workers.",
          source: { title: "The Talented Tenth", year: 1903 },
          keywords: ["vocational", "purpose", "curriculum", "careers", "whole", "person", "humanities"],
        },
        {
          idea: "I argued that a people needs well-educated leaders and teachers, and that higher education for the most able must come alongside common and industrial schools, not after them.",
          source: { title: "The Talented Tenth", year: 1903 },
          keywords: ["higher", "college", "leadership", "teachers", "gifted", "university"],
        },
        {
          idea: "I challenged Booker T. Washington's program for asking Black Americans to give up political power, civil rights and higher education in exchange for industrial training and conciliation.",
          source: { title: "The Souls of Black Folk", year: 1903 },
          keywords: ["equity", "rights", "race", "history", "politics", "justice"],
        },
        {
          idea: "I wrote that a Black child needs neither segregated schools nor mixed schools as such, but education: teachers who believe in the child, respect him and know his history, wherever they are found.",
          source: { title: "Does the Negro Need Separate Schools?", year: 1935 },
          keywords: ["race", "integration", "respect", "teachers", "belief", "expectations", "equity"],
        },
        {
          idea: "I described double consciousness: the sense of always looking at oneself through the eyes of a world that looks on in contempt, and the striving to be both Black and American without losing either.",
          source: { title: "The Souls of Black Folk", year: 1903 },
          keywords: ["identity", "race", "belonging", "self", "esteem", "culture"],
        },
      ],
      methods: [
        {
          name: "Great works for all",
          description:
            "Give every student access to demanding literature, history and science rather than a reduced track, and provide the support to meet it.",
          keywords: ["expectations", "curriculum", "literature", "equity", "tracking", "rigour", "rigor"],
          subjects: { only: ["language-arts", "history", "science", "general"] },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "History from many voices",
          description:
            "Teach history with primary sources by Black Americans and other marginalized people alongside official accounts, and ask whose story each one tells.",
          inLesson:
            "Read an official account beside primary sources by the people it leaves out, and ask whose story each one tells.",
          keywords: ["history", "sources", "race", "perspectives", "diversity"],
          subjects: { only: ["history", "general"] },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Audit your expectations",
          description:
            "Keep a simple tally of which students you call on, challenge and praise for a week, and make sure every student is treated as capable.",
          keywords: ["expectations", "bias", "equity", "questioning", "race", "fairness"],
          planning: true,
        },
        {
          name: "Study your own community",
          description:
            "Have students gather and analyze real data about their own community, in the spirit of The Philadelphia Negro, and draw conclusions about social conditions.",
          keywords: ["data", "statistics", "community", "research", "maths", "math", "social"],
          // Data the students gather about their own community today: geography's or mathematics' fieldwork,
          // not a history lesson on another time and place (the Black Codes of 1865).
          subjects: { only: ["geography", "mathematics", "general"] },
          bands: ["primary", "lower", "upper"],
        },
      ],
      vocabulary: [
        "the Talented Tenth",
        "double consciousness",
        "the color line",
        "the veil",
        "liberal education",
        "higher training",
        "Pan-Africanism",
      ],
      works: [
        { title: "The Philadelphia Negro", year: 1899 },
        { title: "The Souls of Black Folk", year: 1903 },
        { title: "The Talented Tenth", year: 1903 },
        { title: "Does the Negro Need Separate Schools?", year: 1935 },
        { title: "Black Reconstruction in America", year: 1935 },
      ],
      quotes: [
        { text: "Education must not simply teach work—it must teach Life.", source: "The Talented Tenth (1903)" },
        {
          text: "The problem of the twentieth century is the problem of the color-line.",
          source: "The Souls of Black Folk (1903)",
        },
      ],
      questionsBack: [
        "Are you preparing your students only for work, or for life?",
        "Which of your students are you quietly expecting less of, and why?",
        "Whose history is told in your curriculum, and whose is missing?",
      ],
    },
  },
  {
    slug: "mary-mcleod-bethune",
    name: "Mary McLeod Bethune",
    era: "1875–1955",
    born: 1875,
    died: 1955,
    origin: "United States",
    shortBio:
      "American educator and civil rights leader, born to formerly enslaved parents, who founded a school for Black girls in Daytona Beach in 1904 that became Bethune-Cookman, and advised Franklin Roosevelt.",
    contributions: [
      "Founded the Daytona Literary and Industrial Training School for Negro Girls (1904)",
      "Bethune-Cookman College",
      "National Council of Negro Women (1935)",
      "Division of Negro Affairs, National Youth Administration",
      "Education for citizenship and service",
    ],
    tags: ["equity", "leadership", "girls education", "civil rights", "service"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I began my school in 1904 with a handful of girls and almost no money, making what we needed from what we could find; faith, hard work and the support of the community built it into a college.",
          source: { title: "Faith That Moved a Dump Heap", year: 1941 },
          keywords: ["resources", "funding", "persistence", "community", "resilience", "leadership"],
        },
        {
          idea: "I combined academic study with practical training and the building of character, so that my students could support themselves, serve their communities and lead.",
          source: { title: "Faith That Moved a Dump Heap", year: 1941 },
          keywords: ["practical", "skills", "character", "service", "girls", "careers"],
        },
        {
          idea: "I held that democracy must mean full participation for Black Americans, including equal opportunity in education, and that schools must prepare citizens to claim it.",
          source: { title: "What Does American Democracy Mean to Me?", year: 1939 },
          keywords: ["democracy", "citizenship", "equity", "rights", "civics", "opportunity"],
        },
        {
          idea: "I left my people a thirst for education, because knowledge is the prime need of the hour, together with love, hope, faith and a responsibility to young people.",
          source: { title: "My Last Will and Testament", year: 1955, published: "posthumous" },
          keywords: ["hope", "love", "youth", "responsibility", "legacy", "motivation"],
        },
        {
          idea: "I taught respect for the uses of power: power, intelligently directed, can lead to more freedom, so young people must learn to organize and to lead.",
          source: { title: "My Last Will and Testament", year: 1955, published: "posthumous" },
          keywords: ["leadership", "power", "girls", "women", "organizing", "civics", "student"],
        },
      ],
      methods: [
        {
          name: "Start with what you have",
          description:
            "Begin a project with the materials and people at hand, recruit parents and neighbors as partners, and let students watch the work grow.",
          keywords: ["resources", "community", "parents", "projects", "partnership"],
          planning: true,
        },
        {
          name: "Practical plus academic",
          description:
            "Pair each academic unit with a practical, real-world task that students carry out for their school or community.",
          // A whole task for the school is a unit's, not a step's: in a step, students plan its first part.
          inLesson:
            "Tie the step's work to a practical task students will carry out for their school or community, and have them plan its first part.",
          keywords: ["practical", "skills", "service", "community", "projects"],
        },
        {
          name: "Student leadership roles",
          description:
            "Give students real responsibilities, such as running meetings, organizing events or mentoring younger students, and coach them as leaders.",
          keywords: ["leadership", "responsibility", "roles", "mentoring", "citizenship"],
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Civic voice",
          description:
            "Have students research an issue that affects their community and present their case to someone with the power to act on it.",
          // Research and a case presented are a project: in a step, students name the issue and draft the case's opening.
          inLesson:
            "Have students name an issue in their community that this work bears on, say who has the power to act on it, and draft the first lines of their case.",
          keywords: ["civics", "voice", "research", "advocacy", "democracy", "writing"],
          subjects: { only: ["history", "geography", "language-arts", "science", "general"] },
          bands: ["primary", "lower", "upper"],
        },
      ],
      vocabulary: [
        "faith",
        "service",
        "racial dignity",
        "thirst for education",
        "respect for the uses of power",
        "responsibility to young people",
        "Enter to Learn, Depart to Serve",
      ],
      works: [
        { title: "What Does American Democracy Mean to Me?", year: 1939 },
        { title: "Faith That Moved a Dump Heap", year: 1941 },
        { title: "My Last Will and Testament", year: 1955, published: "posthumous" },
      ],
      quotes: [{ text: "Knowledge is the prime need of the hour.", source: "My Last Will and Testament (1955)" }],
      questionsBack: [
        "What can you begin today with the little you already have?",
        "Which students in your school are given real responsibility, and which are overlooked?",
        "What are you leaving your students that will outlast your lessons?",
      ],
    },
  },
  {
    slug: "charlotte-mason",
    name: "Charlotte Mason",
    era: "1842–1923",
    born: 1842,
    died: 1923,
    origin: "England (born in Wales)",
    shortBio:
      "British educator who founded the House of Education at Ambleside and the Parents' National Educational Union, championing living books, narration, nature study and respect for children as persons.",
    contributions: [
      "Living books instead of dry textbooks",
      "Narration",
      "Short lessons and habit training",
      "Nature study and nature notebooks",
      "Picture study and a broad, generous curriculum",
    ],
    tags: ["literature", "habits", "nature", "character", "home education"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that children are born persons, not blank slates or clay to be molded, and that they must be respected as such.",
          source: { title: "Towards a Philosophy of Education", year: 1925, published: "posthumous" },
          keywords: ["respect", "children", "persons", "dignity", "relationships"],
        },
        {
          idea: "I believe the mind feeds on ideas, so children should be given living books written by people who love their subject, not dry summaries or twaddle.",
          source: { title: "Home Education", year: 1886 },
          keywords: ["books", "reading", "literature", "textbooks", "ideas", "library"],
        },
        {
          idea: "I ask children to narrate, telling back in their own words what they have read or heard once, because the act of telling is how knowledge becomes their own.",
          source: { title: "Home Education", year: 1886 },
          keywords: ["narration", "reading", "comprehension", "retelling", "assessment", "writing", "listening"],
        },
        {
          idea: "I hold that education is an atmosphere, a discipline and a life: the surroundings children live in, the habits they form, and the living ideas they are given.",
          source: { title: "Towards a Philosophy of Education", year: 1925, published: "posthumous" },
          keywords: ["habits", "environment", "discipline", "ideas", "behaviour", "behavior", "routine"],
        },
        {
          idea: "I recommend short lessons suited to the child's span of attention, and the patient formation of good habits such as attention and truthfulness, as the groundwork of education.",
          source: { title: "Home Education", year: 1886 },
          keywords: ["attention", "focus", "habits", "timetable", "short", "concentration"],
        },
        {
          idea: "I want children out of doors for long hours, observing nature and keeping nature notebooks, because first-hand knowledge of the natural world is the root of science and of wonder.",
          source: { title: "Home Education", year: 1886 },
          keywords: ["nature", "outdoors", "science", "observation", "drawing", "journals"],
        },
      ],
      methods: [
        {
          name: "Narration",
          description:
            "Read a passage once, attentively, then ask a child to tell it back in their own words; older children can write their narrations.",
          keywords: ["narration", "reading", "comprehension", "writing", "retelling", "assessment"],
          subjects: {
            only: [
              "language-arts",
              "history",
              "geography",
              "science",
              "languages",
              "drama",
              "religious-education",
              "general",
            ],
          },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Short, varied lessons",
          description:
            "Keep lessons for young children short, around fifteen to twenty minutes, alternate different kinds of work, and stop while attention is still fresh.",
          inLesson:
            "Change the kind of work every fifteen to twenty minutes, and end each part while attention is still fresh.",
          keywords: ["timetable", "attention", "focus", "lessons", "schedule"],
          bands: ["early", "primary"],
        },
        {
          name: "Picture study",
          description:
            "Show one artwork for a few minutes while children look in silence, then put it away and ask them to describe it in detail.",
          keywords: ["art", "observation", "picture", "description", "attention"],
          // Mason's picture study is the study of an artist's works, one picture at a time: an art lesson's
          // step, not a history lesson's story, role-play or source work.
          subjects: { only: ["arts"] },
        },
        {
          name: "Nature walk and notebook",
          description:
            "Take a weekly walk and have each child record one observation with a careful drawing and a note in their own nature notebook.",
          inLesson:
            "Have each child record one observation with a careful drawing and a note in their own nature notebook.",
          keywords: ["nature", "outdoors", "science", "drawing", "journals"],
          subjects: { only: ["science", "geography", "arts", "general"] },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Copywork and prepared dictation",
          description:
            "Have children copy fine sentences carefully, then study a passage until they can picture its words and write it from dictation.",
          keywords: ["spelling", "handwriting", "writing", "copywork", "dictation"],
          subjects: { only: ["language-arts", "languages"] },
          // Handwriting and spelling practice for children, not a high-school essay lesson's step.
          bands: ["primary", "lower"],
        },
      ],
      vocabulary: [
        "living books",
        "narration",
        "twaddle",
        "habit training",
        "masterly inactivity",
        "nature notebook",
        "picture study",
        "short lessons",
        "children are born persons",
        "atmosphere, discipline, life",
      ],
      works: [
        { title: "Home Education", year: 1886 },
        { title: "Towards a Philosophy of Education", year: 1925, published: "posthumous" },
      ],
      quotes: [
        { text: "Children are born persons.", source: "Towards a Philosophy of Education (1925), first principle" },
        {
          text: "Education is an atmosphere, a discipline, a life.",
          source: "Towards a Philosophy of Education (1925)",
        },
      ],
      questionsBack: [
        "Are the books on your shelves living books, or twaddle?",
        "Could your students tell back, in their own words, what they heard today?",
        "How many hours this week did your children spend out of doors?",
      ],
    },
  },
  {
    slug: "a-s-neill",
    name: "A. S. Neill",
    era: "1883–1973",
    born: 1883,
    died: 1973,
    origin: "Scotland",
    shortBio:
      "Scottish educator who founded Summerhill School in 1921, a democratic boarding school where lessons are optional and students and staff make the rules together with equal votes.",
    contributions: [
      "Summerhill School",
      "Self-government through the school meeting",
      "Voluntary lessons",
      "Freedom, not license",
      "Emotional well-being before academic achievement",
    ],
    tags: ["democratic education", "freedom", "wellbeing", "self-government", "alternative schools"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I set out to make the school fit the child instead of making the child fit the school; at Summerhill lessons are optional, and children come to them when they want to learn.",
          source: { title: "Summerhill: A Radical Approach to Child Rearing", year: 1960 },
          keywords: ["choice", "freedom", "motivation", "lessons", "compulsory", "attendance"],
        },
        {
          idea: "I hold that the emotions come before the intellect: a happy, free child will learn what he needs, while a frightened one learns little that matters.",
          source: { title: "Summerhill: A Radical Approach to Child Rearing", year: 1960 },
          keywords: ["happiness", "emotions", "wellbeing", "anxiety", "fear", "mental", "health"],
        },
        {
          idea: "I trust children to govern themselves: in our school meeting every student and every teacher, including me, has one vote on the rules.",
          source: { title: "Summerhill: A Radical Approach to Child Rearing", year: 1960 },
          keywords: ["democracy", "rules", "meetings", "voice", "behaviour", "behavior", "community"],
        },
        {
          idea: "I distinguish freedom from license: a child is free to do as he likes so long as he does not interfere with the freedom of others.",
          source: { title: "Freedom, Not License!", year: 1966 },
          keywords: ["freedom", "boundaries", "limits", "respect", "discipline", "rules"],
        },
        {
          idea: "I found that so-called problem children usually need approval, love and freedom rather than punishment or moral lectures.",
          source: { title: "The Problem Child", year: 1926 },
          keywords: ["behaviour", "behavior", "punishment", "difficult", "love", "approval", "discipline"],
        },
      ],
      methods: [
        {
          name: "Class meeting with equal votes",
          description:
            "Hold a weekly meeting where students raise problems and propose rules, and where you, too, have just one vote.",
          keywords: ["meetings", "democracy", "rules", "voice", "behaviour", "behavior"],
          planning: true,
        },
        {
          name: "Optional sessions",
          description:
            "Offer some sessions, such as a club or workshop, that students attend by choice, and notice who comes and why.",
          keywords: ["choice", "clubs", "motivation", "electives", "freedom"],
          planning: true,
        },
        {
          name: "Time to play",
          description:
            "Protect unstructured play time, even for older students, and resist filling it with adult-led activity.",
          keywords: ["play", "breaks", "recess", "free", "time", "wellbeing"],
          planning: true,
        },
        {
          name: "Approval, not moralizing",
          description:
            "With a child who misbehaves, skip the lecture; find out what they need, and show them that they are liked.",
          keywords: ["behaviour", "behavior", "relationships", "difficult", "approval", "punishment"],
        },
      ],
      vocabulary: [
        "Summerhill",
        "self-government",
        "school meeting",
        "freedom, not license",
        "self-regulation",
        "happiness",
        "problem child",
        "free school",
      ],
      works: [
        { title: "A Dominie's Log", year: 1915 },
        { title: "The Problem Child", year: 1926 },
        { title: "Summerhill: A Radical Approach to Child Rearing", year: 1960 },
        { title: "Freedom, Not License!", year: 1966 },
      ],
      quotes: [],
      questionsBack: [
        "Would your students still come to your lesson if it were optional?",
        "Who makes the rules in your classroom, and who gets a vote?",
        "Is this a problem child, or a child with a problem?",
      ],
    },
  },
  {
    slug: "nel-noddings",
    name: "Nel Noddings",
    era: "1929–2022",
    born: 1929,
    died: 2022,
    origin: "United States",
    shortBio:
      "American philosopher of education at Stanford and former mathematics teacher whose ethics of care put caring relations at the center of teaching and moral education.",
    contributions: [
      "Ethics of care",
      "The caring relation between carer and cared-for",
      "Moral education through modeling, dialogue, practice and confirmation",
      "Curriculum organized around centers of care",
      "Happiness as an aim of education",
    ],
    tags: ["ethics of care", "moral education", "relationships", "wellbeing", "philosophy"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I describe caring as a relation: the one-caring attends receptively to the cared-for, and the cared-for recognizes and responds; a teacher's caring is complete only when the student actually feels cared for.",
          source: { title: "Caring: A Feminine Approach to Ethics and Moral Education", year: 1984 },
          keywords: ["relationships", "care", "listening", "trust", "connection", "students"],
        },
        {
          idea: "I propose four components of moral education: modeling care in our own conduct, dialogue, practice in caring, and confirmation.",
          source: { title: "The Challenge to Care in Schools", year: 1992 },
          keywords: ["moral", "character", "values", "behaviour", "behavior", "modelling", "modeling"],
        },
        {
          idea: "I practice confirmation: when a student does wrong, I attribute the best possible motive consistent with the facts, and help them see the better self they are reaching for.",
          source: { title: "Caring: A Feminine Approach to Ethics and Moral Education", year: 1984 },
          keywords: ["behaviour", "behavior", "discipline", "mistakes", "feedback", "conflict", "restorative"],
        },
        {
          idea: "I argue that schools should be organized around centers of care: care for self, for intimate and distant others, for animals, plants and the earth, for the human-made world, and for ideas.",
          source: { title: "The Challenge to Care in Schools", year: 1992 },
          keywords: ["curriculum", "wellbeing", "empathy", "environment", "ethics", "relationships"],
        },
        {
          idea: "I recommend continuity: teachers staying with the same students for several years, so caring relationships have time to grow.",
          source: { title: "The Challenge to Care in Schools", year: 1992 },
          keywords: ["looping", "continuity", "relationships", "structure", "years", "trust"],
        },
        {
          idea: "I hold that happiness should be an aim of education, and that schools should prepare students for home life, parenting and personal growth as well as for work.",
          source: { title: "Happiness and Education", year: 2003 },
          keywords: ["happiness", "wellbeing", "purpose", "life", "aims", "home"],
        },
      ],
      methods: [
        {
          name: "Receptive listening",
          description:
            "In a one-to-one conversation, set aside your agenda and listen until you can state the student's concern in their terms before you respond.",
          keywords: ["listening", "relationships", "conferences", "conversation", "trust"],
          steps: ["core"],
        },
        {
          name: "Confirming response",
          description:
            "When correcting a student, name the good intention you believe lay behind the action, and ask how they might act on it better next time.",
          keywords: ["behaviour", "behavior", "discipline", "correction", "feedback"],
        },
        {
          name: "Practice in caring",
          description:
            "Build regular caring work into the week, such as looking after class animals or plants, peer tutoring, or helping younger students.",
          keywords: ["service", "peers", "tutoring", "responsibility", "empathy"],
          planning: true,
        },
        {
          name: "Open dialogue",
          description:
            "Hold genuine conversations whose outcome is not decided in advance, including about questions of meaning, belief and ethics.",
          keywords: ["discussion", "dialogue", "ethics", "questions", "values"],
          subjects: {
            only: [
              "history",
              "language-arts",
              "geography",
              "science",
              "drama",
              "religious-education",
              "philosophy",
              "pshe",
              "general",
            ],
          },
        },
      ],
      vocabulary: [
        "ethics of care",
        "one-caring",
        "cared-for",
        "engrossment",
        "motivational displacement",
        "confirmation",
        "modeling, dialogue, practice",
        "centers of care",
        "continuity",
        "natural caring",
      ],
      works: [
        { title: "Caring: A Feminine Approach to Ethics and Moral Education", year: 1984 },
        { title: "The Challenge to Care in Schools", year: 1992 },
        { title: "Educating Moral People", year: 2002 },
        { title: "Happiness and Education", year: 2003 },
        { title: "Critical Lessons: What Our Schools Should Teach", year: 2006 },
      ],
      quotes: [],
      questionsBack: [
        "Does this student feel cared for, or only that you care about their results?",
        "What is the best motive you could honestly attribute to this behavior?",
        "How long do you stay with your students, and is it long enough to really know them?",
      ],
    },
  },
  {
    slug: "jan-amos-comenius",
    name: "Jan Amos Comenius",
    era: "1592–1670",
    born: 1592,
    died: 1670,
    origin: "Moravia (Czech lands)",
    shortBio:
      "Czech teacher, philosopher and bishop of the Unity of the Brethren, often called the father of modern education, who called for universal schooling and wrote the illustrated textbook Orbis Pictus.",
    contributions: [
      "Universal education, including girls and the poor",
      "Orbis Pictus, an early picture book for children",
      "Teaching through the senses",
      "Graded schooling from infancy to adulthood",
      "Teaching in the mother tongue",
    ],
    tags: ["universal education", "early modern", "curriculum", "senses", "textbooks"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I argue that all children, boys and girls, rich and poor, of noble or humble birth, should be sent to school, because all are born to become fully human.",
          source: { title: "The Great Didactic (Didactica Magna)", year: 1657 },
          keywords: ["inclusion", "equity", "access", "girls", "poverty", "universal", "all"],
        },
        {
          idea: "I hold that instruction should begin with the senses: show the thing itself, or a picture of it, before the word, so that understanding rests on experience.",
          source: { title: "The Great Didactic (Didactica Magna)", year: 1657 },
          keywords: ["senses", "pictures", "visual", "vocabulary", "concrete", "objects"],
        },
        {
          idea: "I follow nature's order: teach from the easy to the difficult, from the known to the unknown, from the general outline to the details, and one thing at a time.",
          source: { title: "The Great Didactic (Didactica Magna)", year: 1657 },
          keywords: ["sequence", "planning", "steps", "pacing", "structure", "curriculum"],
        },
        {
          idea: "I want schools to be places of delight rather than slaughterhouses of minds, with gentle discipline aimed at moral faults and never at slowness in learning.",
          source: { title: "The Great Didactic (Didactica Magna)", year: 1657 },
          keywords: ["discipline", "punishment", "behaviour", "behavior", "enjoyment", "motivation", "kindness"],
        },
        {
          idea: "I designed a sequence of schools: the mother's knee in infancy, a vernacular school in the mother tongue, a Latin school, and a university, each fitted to its age.",
          source: { title: "The Great Didactic (Didactica Magna)", year: 1657 },
          keywords: ["stages", "early", "language", "mother", "tongue", "progression"],
        },
        {
          idea: "I wrote the Orbis Pictus so that children could learn words and things together, each picture numbered and named in their own language and in Latin.",
          source: { title: "Orbis Sensualium Pictus", year: 1658 },
          keywords: ["pictures", "vocabulary", "languages", "textbooks", "reading", "visual"],
        },
      ],
      methods: [
        {
          name: "Picture and word together",
          description:
            "When introducing vocabulary, show a labeled picture or the real object alongside the word, in both the home language and the target language where possible.",
          keywords: ["vocabulary", "pictures", "language", "ell", "eal", "visual"],
        },
        {
          name: "From the known to the unknown",
          description:
            "Start each new topic from something students already know, and connect each new step to it explicitly.",
          keywords: ["prior", "knowledge", "sequence", "connections", "planning"],
        },
        {
          name: "One thing at a time",
          description: "Introduce one new element per lesson and practice it fully before adding the next.",
          keywords: ["focus", "steps", "pacing", "overload", "practice"],
          // A way of sequencing lessons, not a step of one: a lesson may itself introduce three note values.
          planning: true,
        },
        {
          name: "A pleasant school",
          description:
            "Make the room attractive and the start of lessons inviting, and keep correction for moral faults, never for slowness in learning.",
          keywords: ["environment", "discipline", "motivation", "classroom", "kindness"],
          planning: true,
        },
      ],
      vocabulary: [
        "pansophia (universal wisdom)",
        "Didactica Magna",
        "Orbis Pictus",
        "omnes omnia omnino (all things to all people, thoroughly)",
        "school of the mother's knee",
        "vernacular school",
        "workshops of humanity",
        "following nature",
      ],
      works: [
        { title: "Janua Linguarum Reserata (The Gate of Languages Unlocked)", year: 1631 },
        { title: "The School of Infancy", year: 1633 },
        { title: "The Great Didactic (Didactica Magna)", year: 1657 },
        { title: "Orbis Sensualium Pictus", year: 1658 },
      ],
      quotes: [],
      questionsBack: [
        "Have your students seen the thing itself, or only heard the word for it?",
        "Is there any child your school, in practice, does not teach?",
        "Does your lesson move from what students know to what they do not?",
      ],
    },
  },
  {
    slug: "sugata-mitra",
    name: "Sugata Mitra",
    era: "b. 1952",
    born: 1952,
    died: null,
    origin: "India",
    shortBio:
      "Indian physicist and education researcher known for the Hole in the Wall experiments in New Delhi from 1999 and for Self-Organized Learning Environments; he won the TED Prize in 2013.",
    contributions: [
      "Hole in the Wall experiments",
      "Minimally invasive education",
      "Self-Organized Learning Environments (SOLE)",
      "The Granny Cloud",
      "The School in the Cloud",
    ],
    tags: ["technology", "self-directed learning", "internet", "groups", "inquiry"],
    knowledge: {
      keyIdeas: [
        {
          idea: "In 1999 I set a computer into a wall in a New Delhi slum and found that children with no instruction taught themselves to use it, and then taught each other.",
          source: {
            title: "Children and the Internet: Experiments with Minimally Invasive Education in India",
            year: 2001,
          },
          keywords: ["technology", "computers", "internet", "self", "independent", "poverty"],
        },
        {
          idea: "I call this minimally invasive education: groups of children with internet access and a good question can learn a surprising amount with little adult intervention.",
          source: { title: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning", year: 2012 },
          keywords: ["independence", "groups", "questions", "internet", "autonomy", "teacher"],
        },
        {
          idea: "In the Self-Organized Learning Environments I designed, children in groups of about four share a computer, may move between groups and talk freely, and then present what they found.",
          source: { title: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning", year: 2012 },
          keywords: ["groups", "collaboration", "research", "presentation", "inquiry", "internet"],
        },
        {
          idea: "I found that the encouragement of an admiring adult, the method of the grandmother, helps children persist; the Granny Cloud brings such mentors to children over the internet.",
          source: { title: "The School in the Cloud: The Emerging Future of Learning", year: 2019 },
          keywords: ["encouragement", "praise", "mentors", "motivation", "volunteers", "online"],
        },
        {
          idea: "I argue that schooling designed for an age of clerks and memorization must change; when the internet is always at hand, we should teach and assess how to find, judge and use knowledge.",
          source: { title: "The School in the Cloud: The Emerging Future of Learning", year: 2019 },
          keywords: ["exams", "tests", "memorization", "future", "internet", "assessment", "technology"],
        },
      ],
      methods: [
        {
          name: "Big-question SOLE",
          description:
            "Pose one big, open question, let students form groups of about four around one internet-connected device, allow movement and talk, and after 30 to 40 minutes hold a sharing session.",
          // A lesson's step is shorter than a full session: the plan says so rather than promise 30 to 40 minutes in 19.
          inLesson:
            "Pose one big, open question and let students form groups of about four around one internet-connected device, with movement and talk allowed; in one step of a lesson this is a short round (a full session runs 30 to 40 minutes), closed by each group sharing what it found.",
          keywords: ["questions", "groups", "devices", "research", "internet", "inquiry"],
          subjects: {
            only: [
              "science",
              "history",
              "geography",
              "computing",
              "language-arts",
              "mathematics",
              "religious-education",
              "philosophy",
              "general",
            ],
          },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Admire, don't instruct",
          description:
            "While students work, stand back and ask 'How did you find that? Show me!' instead of giving answers.",
          keywords: ["encouragement", "praise", "questioning", "independence", "help"],
        },
        {
          name: "Fewer devices than children",
          description:
            "Deliberately provide one computer per group rather than one each, so that students must talk, negotiate and teach each other.",
          keywords: ["technology", "devices", "collaboration", "talk", "groups"],
          subjects: {
            only: ["science", "history", "geography", "computing", "language-arts", "mathematics", "general"],
          },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Internet-allowed assessment",
          description:
            "Now and then set a task where students may use the internet, and assess how well they search, check sources and explain what they found.",
          keywords: ["assessment", "tests", "internet", "sources", "research", "literacy"],
          subjects: {
            only: ["science", "history", "geography", "computing", "language-arts", "mathematics", "general"],
          },
          bands: ["primary", "lower", "upper"],
          steps: ["core", "exit"],
        },
      ],
      vocabulary: [
        "Hole in the Wall",
        "minimally invasive education",
        "Self-Organized Learning Environment (SOLE)",
        "big questions",
        "Granny Cloud",
        "method of the grandmother",
        "School in the Cloud",
        "self-organization",
      ],
      works: [
        { title: "Children and the Internet: Experiments with Minimally Invasive Education in India", year: 2001 },
        { title: "The Child-Driven Education (TED talk)", year: 2010 },
        { title: "Beyond the Hole in the Wall: Discover the Power of Self-Organized Learning", year: 2012 },
        { title: "The School in the Cloud: The Emerging Future of Learning", year: 2019 },
      ],
      quotes: [],
      questionsBack: [
        "What big question could your students investigate together without you for half an hour?",
        "What would happen if your next test allowed the internet?",
        "Do you admire what your students find, or rush to correct it?",
      ],
    },
  },
  {
    slug: "ibn-khaldun",
    name: "Ibn Khaldun",
    era: "1332–1406",
    born: 1332,
    died: 1406,
    origin: "North Africa (Tunis)",
    shortBio:
      "North African historian, judge and scholar born in Tunis whose Muqaddimah (1377) analyzed society and history, and offered sharp observations on how the sciences should be taught.",
    contributions: [
      "Gradual instruction in repeated rounds",
      "Learning as the acquisition of a habit (malaka)",
      "Warning against harshness toward students",
      "Value of discussion and of learning from many teachers",
      "A science of society and civilization ('umran)",
    ],
    tags: ["islamic scholarship", "history", "pedagogy", "discussion", "medieval"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that instruction is effective only when it is gradual: first the main points of a subject in outline, then a second pass in more detail, then a third that resolves every difficulty.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["sequence", "repetition", "review", "pacing", "steps", "curriculum", "spiral"],
        },
        {
          idea: "I warn that severity to students does them harm: children brought up with harshness become lazy and deceitful and lose their energy, so teachers must not be tyrannical.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["punishment", "discipline", "harsh", "behaviour", "behavior", "fear", "kindness", "strict"],
        },
        {
          idea: "I observe that scholarly skill is a habit acquired by practice, and that discussing and debating problems is the easiest way to acquire it; students who only memorize remain silent.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["discussion", "debate", "talk", "memorization", "practice", "speaking", "oral"],
        },
        {
          idea: "I advise that a student should not be taught two disciplines at the same time, and that sessions should not be spread so far apart that what was learned is forgotten.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["focus", "timetable", "memory", "overload", "spacing", "forgetting"],
        },
        {
          idea: "I believe that traveling to meet many teachers and authorities perfects learning, because each one shows a different way of approaching knowledge.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["teachers", "perspectives", "travel", "mentors", "variety", "visits"],
        },
        {
          idea: "I criticize the many abridged handbooks that squeeze a science into terse phrases; they burden beginners and damage learning.",
          source: { title: "The Muqaddimah", year: 1377 },
          keywords: ["textbooks", "summaries", "notes", "shortcuts", "complexity", "reading"],
        },
      ],
      methods: [
        {
          name: "Three passes",
          description:
            "Teach a new topic in three rounds: an overview of the main ideas, a deeper pass with examples and problems, and a final pass that takes on the hardest questions.",
          keywords: ["planning", "sequence", "review", "repetition", "units"],
        },
        {
          name: "Disputation sessions",
          description:
            "After presenting a topic, set a question for students to argue in pairs or small groups, each stating and defending a position.",
          keywords: ["debate", "discussion", "argument", "oral", "speaking"],
          subjects: { except: ["physical-education"] },
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "One discipline at a time",
          description:
            "Avoid opening two demanding new topics in the same period, and keep sessions on a topic close enough together that students do not forget.",
          keywords: ["focus", "timetable", "memory", "overload", "planning"],
          planning: true,
        },
        {
          name: "Gentle correction",
          description:
            "Correct errors calmly and privately, and never use humiliation or harshness as a tool of discipline.",
          keywords: ["discipline", "correction", "kindness", "behaviour", "behavior", "feedback"],
        },
      ],
      vocabulary: [
        "Muqaddimah",
        "malaka (habit, acquired skill)",
        "'umran (civilization)",
        "'asabiyya (group solidarity)",
        "gradual instruction",
        "disputation",
        "travel in search of knowledge",
      ],
      works: [
        { title: "The Muqaddimah", year: 1377 },
        { title: "Kitab al-'Ibar (Book of Lessons)", year: 1382 },
      ],
      quotes: [],
      questionsBack: [
        "Are you teaching this topic in one pass, or returning to it in rounds of growing depth?",
        "Do your students discuss and argue, or only memorize and stay silent?",
        "Has harshness ever made a student learn better, or only taught them to hide?",
      ],
    },
  },
  {
    slug: "julius-nyerere",
    name: "Julius Nyerere",
    era: "1922–1999",
    born: 1922,
    died: 1999,
    origin: "Tanzania",
    shortBio:
      "First president of Tanzania, a former teacher known as Mwalimu, whose 1967 policy Education for Self-Reliance sought schools rooted in community, cooperation and productive work.",
    contributions: [
      "Education for Self-Reliance",
      "Schools as productive communities",
      "Critique of elitist, exam-driven schooling",
      "Adult education and literacy campaigns",
      "Kiswahili as a national language of learning",
    ],
    tags: ["self-reliance", "community", "africa", "adult education", "cooperation"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I hold that education must prepare young people for the life and service of the society they will live in, which for most Tanzanians was rural, not for an elite that looks down on it.",
          source: { title: "Education for Self-Reliance", year: 1967 },
          keywords: ["relevance", "community", "purpose", "rural", "life", "curriculum"],
        },
        {
          idea: "I want every school to be a community that produces part of what it needs, through farms and workshops, so that students learn by doing and contribute to the nation.",
          source: { title: "Education for Self-Reliance", year: 1967 },
          keywords: ["practical", "farm", "garden", "work", "projects", "community", "skills"],
        },
        {
          idea: "I criticized schooling that is elitist and exam-driven, teaching children that knowledge comes only from books and that the educated are superior to those who work with their hands.",
          source: { title: "Education for Self-Reliance", year: 1967 },
          keywords: ["exams", "tests", "elitism", "books", "equity", "grades"],
        },
        {
          idea: "I want education to foster cooperation rather than individual advancement, and an inquiring mind that can learn from what others do and adapt it to its own needs.",
          source: { title: "Education for Self-Reliance", year: 1967 },
          keywords: ["cooperation", "competition", "inquiry", "thinking", "critical", "collaboration", "group"],
        },
        {
          idea: "I held that education never ends: adults must keep learning, and every educated person has a duty to share knowledge with those who had less opportunity.",
          source: { title: "Education Never Ends (New Year's Eve address)", year: 1969 },
          keywords: ["adult", "lifelong", "literacy", "parents", "community", "service"],
        },
      ],
      methods: [
        {
          name: "School production project",
          description:
            "Run a class garden, small enterprise or workshop whose products serve the school or community, and teach math and science through it.",
          keywords: ["garden", "enterprise", "maths", "math", "science", "practical", "community"],
          planning: true,
        },
        {
          name: "Cooperative assessment",
          description:
            "Include group tasks in which the grade reflects what the whole group achieved and how members helped each other.",
          keywords: ["assessment", "groups", "cooperation", "grades", "collaboration"],
          bands: ["primary", "lower", "upper"],
        },
        {
          name: "Local knowledge in class",
          description:
            "Invite farmers, craftspeople and elders to teach the class, and treat their knowledge as real knowledge alongside the books.",
          keywords: ["community", "visitors", "elders", "parents", "culture", "knowledge"],
          planning: true,
        },
        {
          name: "Each one teach one",
          description:
            "Ask students to teach a skill they have learned to a family member or a younger child, and report back.",
          keywords: ["peers", "tutoring", "family", "literacy", "service"],
          steps: ["starter", "exit"],
        },
      ],
      vocabulary: [
        "Mwalimu (teacher)",
        "Education for Self-Reliance",
        "ujamaa (familyhood)",
        "Arusha Declaration",
        "kujitegemea (self-reliance)",
        "cooperation",
        "adult education",
      ],
      works: [
        { title: "The Arusha Declaration", year: 1967 },
        { title: "Education for Self-Reliance", year: 1967 },
        { title: "Ujamaa: Essays on Socialism", year: 1968 },
        { title: "Freedom and Socialism (Uhuru na Ujamaa)", year: 1968 },
      ],
      quotes: [],
      questionsBack: [
        "Does your school prepare students for the community they live in, or teach them to leave it?",
        "What does your class produce that is of real use to others?",
        "Who in your community knows things that your textbooks do not?",
      ],
    },
  },
  {
    slug: "sylvia-ashton-warner",
    name: "Sylvia Ashton-Warner",
    era: "1908–1984",
    born: 1908,
    died: 1984,
    origin: "New Zealand",
    shortBio:
      "New Zealand teacher and writer who taught Māori and Pākehā infants in rural schools and described, in Teacher (1963), her organic approach to reading through each child's own key vocabulary.",
    contributions: [
      "Key vocabulary",
      "Organic reading and writing",
      "Māori transitional readers",
      "The creative and destructive vents",
      "Teaching from the child's inner world",
    ],
    tags: ["literacy", "reading", "early childhood", "creativity", "culturally responsive"],
    knowledge: {
      keyIdeas: [
        {
          idea: "I begin reading with each child's key vocabulary: the words a child asks for, charged with feeling, written on cards the child keeps; such words are often learned at one look.",
          source: { title: "Teacher", year: 1963 },
          keywords: ["reading", "phonics", "words", "literacy", "early", "vocabulary", "beginning"],
        },
        {
          idea: "I call it organic reading and writing: a child's first books should be made from the child's own words and experiences, and those of classmates.",
          source: { title: "Teacher", year: 1963 },
          keywords: ["reading", "writing", "books", "stories", "culture", "literacy", "relevance"],
        },
        {
          idea: "I believe the mind has two vents, a creative one and a destructive one; the more we widen the creative vent through making, writing and talking, the more the destructive one closes.",
          source: { title: "Teacher", year: 1963 },
          keywords: ["behaviour", "behavior", "aggression", "creativity", "arts", "violence", "expression"],
        },
        {
          idea: "I found that Māori children learned far better from readers drawn from their own lives and images than from imported books about unfamiliar children.",
          source: { title: "Teacher", year: 1963 },
          keywords: ["culture", "indigenous", "diversity", "relevance", "reading", "identity"],
        },
        {
          idea: "I let children talk, read and work with each other in pairs, because the busy noise of children teaching each other is the sound of learning.",
          source: { title: "Teacher", year: 1963 },
          keywords: ["pairs", "talk", "noise", "peers", "collaboration", "classroom"],
        },
      ],
      methods: [
        {
          name: "Key vocabulary cards",
          description:
            "Each morning, ask each child quietly which word they want today, write it large on a card in front of them, and let them trace it, read it and keep it.",
          inLesson:
            "Ask each child quietly which word they want to learn, write it large on a card in front of them, and let them trace it, read it and keep it.",
          keywords: ["reading", "words", "cards", "phonics", "early", "literacy"],
          subjects: { only: ["language-arts", "languages"] },
          bands: ["early", "primary"],
        },
        {
          name: "Word partners",
          description: "Have children pair up to read each other's word cards, swapping and testing one another.",
          keywords: ["pairs", "reading", "peers", "partners", "practice"],
          subjects: { only: ["language-arts", "languages"] },
          bands: ["early", "primary"],
        },
        {
          name: "Organic writing",
          description:
            "Let children write their own sentences and stories using their key words, and turn the best into class readers.",
          keywords: ["writing", "stories", "books", "authorship", "literacy"],
          subjects: { only: ["language-arts", "languages"] },
          bands: ["early", "primary"],
        },
        {
          name: "Widen the creative vent",
          description:
            "When a child is angry or disruptive, offer clay, paint, building or writing as a channel for the feeling.",
          keywords: ["behaviour", "behavior", "emotions", "anger", "arts", "regulation"],
          // What a teacher does when a child is angry, not a step of a lesson on volcanoes.
          response: true,
        },
      ],
      vocabulary: [
        "key vocabulary",
        "organic reading",
        "organic writing",
        "one-look words",
        "creative vent",
        "destructive vent",
        "Māori transitional readers",
        "the inner world of the child",
      ],
      works: [
        { title: "Spinster", year: 1958 },
        { title: "Teacher", year: 1963 },
        { title: "Myself", year: 1967 },
        { title: "Spearpoint: Teacher in America", year: 1972 },
      ],
      quotes: [],
      questionsBack: [
        "What word does this child want to learn today?",
        "Are the first books your children read made from their own lives?",
        "Where could the energy behind this child's anger go that would be creative?",
      ],
    },
  },
];
