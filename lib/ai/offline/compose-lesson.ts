import type { EducatorSeed } from "@/db/data/educator-types";
import { describeTiming, flowBlocks, type LessonTiming, splitMinutes } from "@/lib/lessons/timing";
import { contentWords, overlap, pickBest, relevance } from "./text";

export type LessonBrief = {
  subject: string;
  gradeLevel: string;
  topic: string;
  customInstructions?: string;
};

type Band = "early" | "primary" | "middle" | "secondary" | "adult";

function gradeBand(gradeLevel: string): Band {
  if (gradeLevel === "Higher Education") return "adult";
  const grade = gradeLevel === "Kindergarten" ? 0 : Number(gradeLevel.replace(/\D/g, ""));
  if (grade <= 2) return "early";
  if (grade <= 5) return "primary";
  if (grade <= 8) return "middle";
  return "secondary";
}

const learners: Record<Band, string> = {
  early: "children",
  primary: "pupils",
  middle: "students",
  secondary: "students",
  adult: "learners",
};

/** Objectives by grade band: understanding, then two steps beyond it (Bloom), as full sentences. */
const objectives: Record<Band, [string, string, string]> = {
  early: [
    "**Name and describe** what they notice about {topic}.",
    "**Use** {topic} in a game or a task with real objects.",
    "**Make** something (a drawing, model or collection) that shows what they found out about {topic}.",
  ],
  primary: [
    "**Explain** the main ideas of {topic} in their own words.",
    "**Apply** what they learned about {topic} to a new example or problem.",
    "**Create** a short piece of work (a model, poster or explanation) that shows their understanding of {topic}.",
  ],
  middle: [
    "**Explain** the main ideas of {topic} in their own words.",
    "**Analyze** a new example of {topic} and explain how it works.",
    "**Design** a model, experiment or product that shows their understanding of {topic}.",
  ],
  secondary: [
    "**Explain** the main ideas of {topic} precisely.",
    "**Evaluate** two different approaches to {topic} and justify a choice between them.",
    "**Construct** an argument, model or product that shows their understanding of {topic}.",
  ],
  adult: [
    "**Articulate** the main ideas of {topic} and the debates around them.",
    "**Critique** a common account of {topic} using evidence.",
    "**Propose** an application of {topic} in a setting they know.",
  ],
};

const successCriteria: Record<Band, string> = {
  early: "can say what they noticed, use it in a task, and show it in something they made",
  primary: "can explain the idea, apply it to a new case, and show it in a piece of work",
  middle: "can explain the idea, analyze a new case, and design something that shows it",
  secondary: "can explain the idea, weigh approaches with reasons, and build an argument or product on it",
  adult: "can state the idea and its debates, critique an account of it, and propose a use for it",
};

const year = (value: number) => (value < 0 ? `${-value} BCE` : String(value));

function flow(minutes: number, stage: "only" | "first" | "middle" | "last", parts: FlowParts) {
  const phases: { name: string; text: string }[] =
    stage === "first" || stage === "only"
      ? [
          { name: `Opening: ${parts.hook}`, text: parts.opening },
          { name: `Exploration: ${parts.methodA.name}`, text: parts.explore },
          { name: `Making sense together: ${parts.methodB.name}`, text: parts.discuss },
          { name: "Reflection and exit ticket", text: parts.reflect },
        ]
      : stage === "middle"
        ? [
            { name: "Recall and question", text: parts.recall },
            { name: `Investigation: ${parts.methodA.name}`, text: parts.investigate },
            { name: `Building: ${parts.methodB.name}`, text: parts.build },
            { name: "Progress check", text: parts.check },
          ]
        : [
            { name: "Final preparation", text: parts.prepare },
            { name: "Sharing the work", text: parts.share },
            { name: "Feedback and discussion", text: parts.feedback },
            { name: "Reflection", text: parts.finalReflection },
          ];
  const weights = stage === "last" ? [2, 4, 2, 1] : [1.5, 4, 3, 1.5];
  return splitMinutes(minutes, weights)
    .map((phaseMinutes, index) => {
      const phase = phases[index];
      return phase ? `${index + 1}. **${phase.name}** (${phaseMinutes} min): ${phase.text}` : "";
    })
    .join("\n");
}

type FlowParts = ReturnType<typeof flowParts>;

function flowParts(
  educator: EducatorSeed,
  brief: LessonBrief,
  band: Band,
  methods: EducatorSeed["knowledge"]["methods"],
) {
  const who = learners[band];
  const [methodA = methods[0], methodB = methods[1] ?? methods[0]] = methods;
  if (!methodA || !methodB) throw new Error(`${educator.slug} has no methods`);
  const topic = brief.topic;
  return {
    methodA,
    methodB,
    hook: `a question about ${topic}`,
    opening: `Show ${who} one concrete example of ${topic} and ask what they notice and wonder; record their questions where everyone can see them.`,
    explore: `${methodA.description} Here the work is ${topic}: ${who} handle examples, try ideas and keep notes of what they find.`,
    discuss: `${methodB.description} Bring the class back to the questions from the opening and connect what ${who} found to the key ideas of ${topic}.`,
    reflect: `Each ${who === "children" ? "child" : "student"} answers on a slip: "What do I understand now about ${topic} that I did not before, and what am I still wondering?"`,
    recall: `Start from the class's question wall: ${who} say what they have learned about ${topic} so far and choose the question to pursue today.`,
    investigate: `${methodA.description} Today's focus is the next part of ${topic}; groups gather evidence for their question.`,
    build: `${methodB.description} Groups turn what they found into a draft product (a model, a poster, a short talk) about ${topic}.`,
    check: `Quick check: each group names one thing that works and one thing to improve; note who needs support tomorrow.`,
    prepare: `Groups finish their products about ${topic} and rehearse how they will explain them.`,
    share: `Groups share their work; the audience asks one genuine question of each group.`,
    feedback: `Discuss what the products show about ${topic}, using the success criteria agreed on the first day.`,
    finalReflection: `${who === "children" ? "Children" : "Students"} write or draw what they learned about ${topic} and how they learned it.`,
  };
}

function lessonFlow(timing: LessonTiming, parts: FlowParts) {
  const blocks = flowBlocks(timing);
  if (blocks.length === 1) return flow(blocks[0]?.minutes ?? 45, "only", parts);
  return blocks
    .map((block, index) => {
      const stage = index === 0 ? "first" : index === blocks.length - 1 ? "last" : "middle";
      return `### ${block.label} (${block.minutes} min)\n\n${flow(block.minutes, stage, parts)}`;
    })
    .join("\n\n");
}

/**
 * A lesson plan in the educator's tradition, composed from the catalogue: the lens, objectives fit
 * for the grade, materials, a timed flow whose minutes add up, differentiation, assessment, and
 * where the educator's philosophy shapes each part. Deterministic for the same request.
 */
export function composeLessonPlan(educator: EducatorSeed, brief: LessonBrief, timing: LessonTiming): string {
  const { knowledge, name } = educator;
  const band = gradeBand(brief.gradeLevel);
  const who = learners[band];
  const words = contentWords(`${brief.subject} ${brief.topic} ${brief.customInstructions ?? ""}`);
  const [lens, second] = pickBest(
    knowledge.keyIdeas,
    (idea) => relevance(idea.keywords, words) * 2 + overlap(contentWords(idea.idea), words),
    2,
  );
  const methods = pickBest(
    knowledge.methods,
    (method) => relevance(method.keywords, words) * 2 + overlap(contentWords(method.description), words),
    2,
  );
  const [termA = "", termB = termA] = knowledge.vocabulary;
  const goals = objectives[band].map((goal) => goal.replaceAll("{topic}", brief.topic));
  const possessive = who.endsWith("s") ? `${who}'` : `${who}'s`;
  const parts = flowParts(educator, brief, band, methods);
  const instructions = brief.customInstructions?.trim();

  const sections = [
    `# ${brief.topic}: a ${brief.subject} lesson for ${brief.gradeLevel}`,
    `*Inspired by ${name} · ${describeTiming(timing)}*`,
    `## Through ${name}'s Eyes`,
    lens
      ? `${name} would start this lesson from one conviction, paraphrased here from *${lens.source.title}* (${year(lens.source.year)}):\n\n> ${lens.idea}\n\nSo this lesson on ${brief.topic} treats ${who} as active makers of meaning, and keeps **${termA}** at its centre.`
      : "",
    `## Learning Objectives`,
    [`By the end of the lesson, ${who} will be able to:`, "", ...goals.map((goal) => `- ${goal}`)].join("\n"),
    `## Materials`,
    [
      `- One concrete example of ${brief.topic} to open the lesson (an object, image, text or problem)`,
      `- What the ${parts.methodA.name} activity needs (see Lesson Flow)`,
      `- Chart paper or a board section for the class's question wall`,
      `- Notebooks or paper for ${possessive} notes, and exit-ticket slips`,
    ].join("\n"),
    `## Lesson Flow`,
    lessonFlow(timing, parts),
    `## Differentiation`,
    [
      `- **Support:** give ${who} who need it a worked example of ${brief.topic} and sentence starters; pair them with a patient partner during ${parts.methodA.name}.`,
      `- **Stretch:** ask ${who} who are ready to pose their own question about ${brief.topic} and test an answer, then teach it to the group.`,
      `- **Language learners:** pre-teach the five key words of ${brief.topic} with pictures or objects, allow first-language talk in pairs, and accept drawings and labels as answers.`,
      instructions ? `- *Your instructions:* ${instructions}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    `## Assessment`,
    [
      `- **During the lesson:** observe ${who} at work during ${parts.methodA.name} and note who can explain their reasoning about ${brief.topic}.`,
      `- **Exit ticket:** read the slips to see what each ${who === "children" ? "child" : "student"} now understands and still wonders; plan the next lesson from them.`,
      `- **Success criteria:** ${who} ${successCriteria[band]}.`,
    ].join("\n"),
    `## How ${name}'s Philosophy Shapes This Lesson`,
    [
      `- **Objectives:** they ask ${who} to use and make with what they learn, not only to remember it, because ${name} cared about ${termA}.`,
      `- **Materials:** concrete things come first, so that ideas grow out of experience.`,
      `- **Lesson flow:** it is built on ${parts.methodA.name} and ${parts.methodB.name}, two practices in ${name}'s tradition.`,
      `- **Differentiation:** every learner gets a way in and a way further, in the spirit of ${termB}.`,
      `- **Assessment:** it watches learning as it happens rather than only at the end.${
        second
          ? ` In ${name}'s words, paraphrased from *${second.source.title}* (${year(second.source.year)}): ${second.idea}`
          : ""
      }`,
    ].join("\n"),
  ];
  if (instructions) {
    sections.push(
      `## Your Instructions`,
      `You asked: "${instructions}". The built-in offline model cannot rewrite a plan around a free-text request, so it has placed your request in the differentiation notes above, where it matters most; adapt the steps of the flow to it as you see fit. A connected AI model applies it throughout the plan.`,
    );
  }
  return sections.filter(Boolean).join("\n\n");
}
