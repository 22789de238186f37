import type { SubjectScaffold } from "./types";

export const computing: SubjectScaffold = {
  key: "computing",
  label: "Computing",
  names: [
    "computing",
    "computer science",
    "computers",
    "coding",
    "programming",
    "ict",
    "robotics",
    "digital literacy",
    "information technology",
  ],
  starters: [
    {
      name: "Robot game",
      teacher:
        "Play 'program the teacher': the children give you step-by-step instructions for a task linked to {topic}.",
      students: "Give one instruction at a time and spot when an instruction is unclear.",
      check: "Ask: 'What went wrong, and what should the instruction have said?'",
      expected:
        "They name the unclear or missing instruction and say it again exactly, so that the robot can follow it.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Predict the output",
      teacher: "Show a short program or algorithm linked to {topic} and ask what it will do.",
      students: "Predict the output on mini whiteboards, then run it to check.",
      check: "Ask students who predicted correctly to trace the program line by line.",
      expected:
        "They trace the program line by line, saying what each line does and what each value is, to reach its output.",
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Unplugged puzzle",
      teacher: "Pose an unplugged puzzle (sorting cards, a binary trick, a network role-play) about {topic}.",
      students: "Solve the puzzle in pairs and describe their method as steps.",
      check: "Ask one pair to read their steps while another follows them exactly.",
      expected: "Steps clear and exact enough that the other pair follows them and gets the same result.",
      bands: ["primary", "lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Floor robot paths",
      weight: 3,
      teacher:
        "Show how to program a floor robot or a 'human robot' with arrow cards to reach a target linked to {topic}.",
      students: "Plan a path with arrow cards, test it, and fix it when it goes wrong.",
      check: "Ask each group to show their arrows and predict where the robot will stop.",
      expected: "Their prediction matches the square where the robot stops, because they followed the arrows in order.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Live coding",
      weight: 2,
      teacher: "Write a short program about {topic} live, thinking aloud and making and fixing one deliberate bug.",
      students: "Recreate the program, then change it to do something slightly different.",
      check: "Ask students to explain what one line does before they run their change.",
      expected: "They say what the line does and what will change when their version runs.",
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Pair programming",
      weight: 3.5,
      teacher:
        "Set a programming task on {topic} for pairs with driver and navigator roles, swapping every five minutes.",
      students: "Solve the task in pairs, testing after every small change.",
      check: "Circulate and ask navigators what the next step is and why.",
      expected: "The navigator names the next small step and why it brings the program closer to working.",
      minMinutes: 15,
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
    {
      name: "Concept explanation",
      weight: 2,
      teacher:
        "Explain the concept behind {topic} with a diagram and a real-world analogy, then test the analogy's limits.",
      students: "Answer short questions that apply the concept to new cases.",
      check: "Hinge question with one correct answer and three typical misunderstandings.",
      expected: "They choose the correct answer and can say why each typical misunderstanding is wrong.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Make it move",
      weight: 3,
      teacher: "Set a simple block-coding challenge (for example in ScratchJr) connected to {topic}.",
      students: "Make a character do something, then show a friend.",
      check: "Ask each child which block made their character move.",
      expected: "They point to the block that made their character move and say what it does.",
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Mini project",
      weight: 4,
      teacher: "Set a small project on {topic} with must, should and could requirements.",
      students: "Plan, build and test a solution, noting one bug they fixed.",
      check: "Each pair demonstrates their solution against the must requirements.",
      expected:
        "The solution meets each must requirement when it runs, and they name a bug they found and how they fixed it.",
      minMinutes: 25,
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Code review",
      weight: 2,
      teacher: "Model a code review on {topic}: readability, correctness, edge cases.",
      students: "Review another pair's code and suggest two improvements.",
      check: "Pairs act on one suggestion and explain what changed.",
      expected:
        "They say what changed in the code and how it made it easier to read, more correct, or safe in an edge case.",
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "instructions and algorithms",
    "sequence",
    "repetition",
    "decisions",
    "variables and data",
    "debugging",
    "decomposing a problem",
    "testing",
    "designing for a user",
    "online safety and responsibility",
  ],
  create: {
    verb: "Design",
    text: "an algorithm for a task about {topic}, then test and debug it",
    criterion: "I can show a test that my algorithm passes and one bug I fixed.",
    // Hardware, networks or staying safe online are no task for an algorithm.
    fitsAnyTopic: false,
  },
  createAny: {
    verb: "Create",
    text: "an explanation of {topic} for a younger student, with a labeled diagram and a worked example",
    criterion: "I can explain it so that a younger student could follow, with a diagram and an example that works.",
  },
  priorKnowledge: {
    early: "Children can follow and give simple instructions, such as 'forward' and 'turn'.",
    primary: "Students can write a sequence of instructions and spot when one is wrong.",
    lower: "Students can use sequence, selection and repetition in a block or text language.",
    upper: "Students can write and debug programs with functions and data structures.",
  },
  materials: {
    early: ["Floor robot or arrow cards", "A grid mat", "Tablets with ScratchJr, one per pair (optional)"],
    primary: ["Computers or tablets, one per pair", "Block-coding environment", "Unplugged puzzle cards"],
    lower: ["Computers, one per pair", "Starter code", "Task cards with must, should, could"],
    upper: ["Computers with the programming environment", "Starter code and test cases", "Code review checklist"],
  },
  misconceptions: [
    {
      about: [],
      belief: "an algorithm has to be written in a programming language",
      truth: "an algorithm is any precise list of steps; a recipe or a set of directions is one too",
      address: "Write the steps for making a sandwich as an algorithm and follow them exactly as written.",
    },
    {
      about: [],
      belief: "the computer knows what the programmer meant",
      truth: "a computer follows the exact instructions it is given, in order",
      address: "Act out a program that does exactly what it says, not what was meant.",
    },
    {
      about: ["variable", "variables", "data"],
      belief: "a variable can hold several values at once",
      truth: "a simple variable holds one value at a time; assigning a new one replaces the old",
      address: "Trace a program with a box labeled with the variable's name and swap its contents.",
    },
    {
      about: ["loop", "loops", "repetition", "iteration"],
      belief: "a loop runs everything in the program again",
      truth: "a loop repeats only the instructions inside it",
      address: "Highlight the loop body and count how often each line runs.",
    },
    {
      about: ["internet", "online", "web", "network", "networks", "safety", "social"],
      belief: "the internet and the web are the same thing",
      truth: "the internet is the network; the web is one service that runs on it",
      address: "List services that use the internet but are not the web, such as e-mail.",
    },
    {
      about: [],
      belief: "bugs mean they are bad at programming",
      truth: "every programmer makes bugs; finding them is a core skill",
      address: "Make a deliberate bug in live coding and debug it together.",
    },
  ],
  safety: [
    {
      when: ["internet", "online", "web", "social", "media", "email", "e-mail", "chat", "safety", "privacy"],
      notes: [
        "Use only sites and accounts the school approves; students never share personal information online.",
        "Remind students how to report anything that upsets them to a trusted adult.",
      ],
    },
    {
      when: ["robot", "robots", "robotics"],
      notes: [
        "Check that robots' battery covers are closed and screwed shut, and keep small parts away from young children.",
      ],
    },
    {
      when: ["electronics", "circuit", "circuits", "soldering", "microcontroller", "arduino"],
      notes: ["Use low-voltage kits only; only staff solder, in a ventilated space with a heat-proof mat."],
    },
  ],
};
