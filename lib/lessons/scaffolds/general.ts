import type { SubjectScaffold } from "./types";

/** Any subject not recognized: scaffolds that hold for most topics. */
export const general: SubjectScaffold = {
  key: "general",
  label: "General",
  names: ["financial literacy", "personal finance"],
  starters: [
    {
      name: "Show and wonder",
      teacher: "Show one real object or picture that stands for {topic} and ask what the children notice.",
      students: "Say one thing they notice and one thing they wonder.",
      check: "Repeat back three children's wonderings and ask the class which to explore first.",
      bands: ["early", "primary"],
    },
    {
      name: "Know, wonder, learn",
      teacher: "Draw a three-column chart and ask what the class already knows about {topic} and what they wonder.",
      students: "Add ideas in pairs to the first two columns.",
      check: "Read the chart aloud and circle one misunderstanding to come back to.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Agree or disagree",
      teacher: "Read four statements about {topic}, some true and some false.",
      students: "Stand on the agree or disagree side of the room and explain their choice.",
      check: "Ask one student from each side to give a reason, and return to the statements at the end.",
      bands: ["primary", "lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Hands-on sorting",
      teacher: "Give small groups picture cards or objects about {topic} and show how to sort them into two groups.",
      students: "Sort the cards and tell the adult the rule they used.",
      check: "Ask each group to show one card and say why it belongs in its group.",
      bands: ["early", "primary"],
    },
    {
      name: "Explain, model, practice",
      teacher: "Explain the first key idea of {topic} with an example and a non-example, then model one task.",
      students: "Complete a similar task in pairs, then one on their own.",
      check: "Hinge question with four options; students show A, B, C or D.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Jigsaw groups",
      teacher: "Split {topic} into four parts and give each group an expert sheet on one part.",
      students: "Become experts on their part, then regroup to teach it to others.",
      check: "Ask each new group to answer one question that needs all four parts.",
      bands: ["lower", "upper"],
    },
    {
      name: "Think, pair, share",
      teacher: "Pose an open question about {topic} and give thinking time before any talk.",
      students: "Think alone, discuss with a partner, then share with the class.",
      check: "Cold call two pairs and ask a third to build on their answers.",
      bands: ["primary", "lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Show what you know",
      teacher: "Invite the children to make a drawing, a model or a short play about {topic}.",
      students: "Make it in small groups and show it to the class.",
      check: "Ask each group what their work shows about {topic}.",
      bands: ["early", "primary"],
    },
    {
      name: "Product for an audience",
      teacher: "Set a short product about {topic} (a poster, a talk, a guide) for a real audience.",
      students: "Plan and make the product, then present it for feedback.",
      check: "Peer feedback against the success criteria.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Case for and against",
      teacher: "Pose a question about {topic} with two defensible answers.",
      students: "Write or present the case for each side, then their own judgment.",
      check: "Ask students what evidence would change their judgment.",
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "what we know and wonder",
    "the key vocabulary of {topic}",
    "the first key idea",
    "the second key idea",
    "examples and non-examples",
    "connections to our lives",
    "practicing the skill",
    "applying to a new case",
    "making a product",
    "reviewing and reflecting",
  ],
  create: {
    verb: "Create",
    text: "a poster, model or short talk that teaches {topic} to someone else",
    criterion: "Someone who did not take part can learn one thing from my work.",
  },
  priorKnowledge: {
    early: "Children have everyday experience of {topic} to talk about.",
    primary: "Students have met {topic} in everyday life and can talk about what they know.",
    lower: "Students know the basic ideas that {topic} builds on.",
    upper: "Students have studied the foundations of {topic} and can discuss them critically.",
  },
  materials: {
    early: ["Real objects or pictures about the topic", "Sorting hoops", "Drawing materials"],
    primary: ["Picture cards", "Chart paper", "Mini whiteboards"],
    lower: ["Expert sheets for the jigsaw", "Mini whiteboards", "Task sheet"],
    upper: ["Reading or source pack", "Task sheet", "Success criteria"],
  },
  misconceptions: [
    {
      about: ["snack", "snacks", "nutrition", "healthy eating", "food", "foods"],
      belief: "foods are either good or bad, and a healthy snack has no sugar or fat at all",
      truth:
        "fruit, cheese and yogurt have natural sugar or fat and are still healthy choices; foods like fruit, vegetables and whole grains are everyday foods, and sweets are sometimes foods",
      address:
        "Sort real food packages or pictures into 'everyday' and 'sometimes' foods, and talk about the tricky ones.",
    },
    {
      about: ["snack", "snacks", "drink", "drinks", "healthy eating"],
      belief: "a drink labeled juice or sports drink is always healthier than soda",
      truth:
        "many juice drinks hold about as much sugar as soda, and sports drinks hold a lot too; water and milk are the everyday drinks",
      address:
        "Compare the sugar line on the labels of a soda, a juice drink and a sports drink, and show each as sugar cubes.",
    },
    {
      about: [],
      belief: "{topic} is only something for school, not for real life",
      truth: "{topic} connects to things we see and do outside school",
      address: "Start the lesson with one real example from students' lives.",
    },
    {
      about: [],
      belief: "if something sounds simple, there is nothing more to learn about it",
      truth: "simple ideas often have surprising depths and exceptions",
      address: "Pose one surprising example that does not fit the simple rule.",
    },
    {
      about: [],
      belief: "one example is enough to prove a general rule",
      truth: "a rule needs many examples, and one counterexample can break it",
      address: "Test a rule students suggest against three new cases.",
    },
  ],
  keywords: [
    {
      bands: ["early", "primary"],
      term: "notice",
      simple: "to see or hear something and think about it",
      definition: "to become aware of a detail and attend to it",
      about: [],
    },
    {
      bands: ["early", "primary"],
      term: "share",
      simple: "to tell others what you think, or to give some to others",
      definition: "to communicate an idea to others, or to divide something among people",
      about: [],
    },
    {
      term: "example",
      simple: "one thing that shows what we mean",
      definition: "a case that illustrates a general idea",
      about: [],
    },
    {
      bands: ["primary", "lower", "upper"],
      term: "explain",
      simple: "to say how or why",
      definition: "to make clear how or why something is so",
      about: [],
    },
    {
      bands: ["primary", "lower", "upper"],
      term: "compare",
      simple: "to say what is the same and what is different",
      definition: "to identify similarities and differences",
      about: [],
    },
    {
      bands: ["primary", "lower", "upper"],
      term: "evidence",
      simple: "what shows us something is true",
      definition: "information that supports or challenges a claim",
      about: [],
    },
    {
      term: "emotion",
      simple: "a feeling, like happy, sad or angry",
      definition: "a feeling such as joy, sadness, fear or anger, with its signs in the body and face",
      about: ["feeling", "feelings", "emotion", "emotions"],
    },
    {
      term: "empathy",
      simple: "understanding how someone else feels",
      definition: "understanding and sharing another person's feelings",
      about: ["friend", "friends", "friendship", "feelings", "kindness"],
    },
    {
      term: "budget",
      simple: "a plan for spending and saving money",
      definition: "a plan that sets income against spending and saving over a period",
      about: ["budget", "budgeting", "money", "spending", "saving"],
    },
    {
      term: "income",
      simple: "money you get",
      definition: "money received, such as pocket money or wages",
      about: ["budget", "budgeting", "money", "pocket money"],
    },
    {
      term: "artificial intelligence",
      simple: "computers that can do things that usually need people to think",
      definition:
        "computer systems that do tasks that usually need human intelligence, such as recognizing images or language",
      about: ["artificial intelligence", "ai", "robot", "robots"],
    },
    {
      term: "dilemma",
      simple: "a hard choice where every option has a cost",
      definition: "a choice between options that each carry a cost, so that no answer is free of harm",
      about: ["ethics", "ethical", "moral", "dilemma"],
    },
  ],
  safety: [],
};
