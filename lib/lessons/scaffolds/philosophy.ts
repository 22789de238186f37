import type { SubjectScaffold } from "./types";

/**
 * Philosophy and ethics: a question that has no answer to look up, reasons given and tested with
 * examples and counterexamples, an argument set out and answered. The young think together in a
 * circle; a university seminar reconstructs and assesses a text's argument.
 */
export const philosophy: SubjectScaffold = {
  key: "philosophy",
  label: "Philosophy",
  names: [
    "philosophy",
    "philosophy for children",
    "p4c",
    "ethics",
    "moral philosophy",
    "critical thinking",
    "logic",
    "theory of knowledge",
  ],
  starters: [
    {
      name: "Circle and stimulus",
      teacher: "Sit in a circle and share a picture book, a puppet or a short story you choose that raises {topic}.",
      students: "Say what puzzled them, and help choose one question to think about together.",
      check: "Read back the chosen question and ask who would answer yes and who no.",
      expected: "A question with no answer to look up, that children can give different reasons for.",
      bands: ["early", "primary"],
    },
    {
      name: "Question from a stimulus",
      teacher:
        "Present a stimulus you choose for {topic} (add which: a short text, an image or a thought experiment), and ask pairs to write a question it raises.",
      students: "Write one question in pairs, then vote on which question the class will discuss.",
      check: "Ask the pair whose question won what makes it a question for thinking and not one of fact.",
      expected: "It has no answer to look up, and people can give reasons for different answers.",
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Does it follow?",
      teacher:
        "Put a short argument on {topic} on the board as premises and a conclusion (add the argument), and ask whether the conclusion follows.",
      students: "Decide alone whether the conclusion follows and whether each premise is true, then compare.",
      check: "Ask for one premise someone would deny, and what becomes of the conclusion if it is false.",
      expected: "They name a premise, say why someone might deny it, and see that the conclusion is then unsupported.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Thinking together",
      weight: 2.5,
      teacher: "Ask the chosen question about {topic}, and show how to give a reason: 'I think… because…'.",
      students:
        "Take turns to say what they think and why, building on others: 'I agree with… because…' or 'I disagree with… because…'.",
      check: "Ask a child to say what the last speaker thought before giving their own view.",
      expected: "They say back the last speaker's view, then give their own with a 'because'.",
      bands: ["early", "primary"],
    },
    {
      name: "Community of enquiry",
      weight: 3,
      teacher:
        "Chair a discussion of the chosen question about {topic}: ask for reasons, examples and counterexamples, and write the main claims on the board.",
      students:
        "Give a view with a reason, answer another's claim, and test claims with an example or a counterexample.",
      check: "Ask: has anyone changed their mind, and what changed it?",
      expected: "They point to a reason or counterexample that moved the discussion, and the claim it tested.",
      minMinutes: 10,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Clarify the concept",
      weight: 2.5,
      teacher:
        "Explain the distinction {topic} turns on with a clear case, a borderline case and a case that is clearly not one (add the cases).",
      students:
        "Sort further cases in pairs and write the best definition they can, then test it on the borderline case.",
      check: "Ask a pair to read their definition, and the class to find a case it gets wrong.",
      expected: "A definition that fits the clear cases, and an honest account of where it fails the borderline one.",
      bands: ["lower", "upper"],
    },
    {
      name: "Reconstruct the argument",
      weight: 3,
      teacher:
        "Set a passage of a primary text on {topic} (add which passage), and lead the group in setting out its argument before judging it.",
      students:
        "Set out the passage's premises and conclusion, then raise one objection and the reply its author could give.",
      check: "Ask one student to state the argument as premises, and another which premise the objection targets.",
      expected:
        "Premises and a conclusion the text supports, and an objection aimed at one named premise, not at the conclusion alone.",
      minMinutes: 12,
      bands: ["upper"],
    },
  ],
  applications: [
    {
      name: "Draw your answer",
      weight: 2.5,
      teacher: "Invite the children to draw their answer to the question, and sit with each table to hear why.",
      students: "Draw, then tell a partner what they think and why.",
      check: "Ask three children to show their drawing and give their reason.",
      expected: "Their view and a reason for it: 'I think… because…'.",
      minMinutes: 8,
      bands: ["early", "primary"],
    },
    {
      name: "View, reason, objection, reply",
      weight: 3,
      teacher: "Model a paragraph that answers the question in four parts: a view, a reason, an objection, a reply.",
      students: "Write their own answer to the lesson's question about {topic} in the same four parts.",
      check: "Peer check: is the objection one a thoughtful opponent would make, and does the reply meet it?",
      expected: "A strong objection and a reply that meets it, not a restatement of the view.",
      minMinutes: 12,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Objection and reply in pairs",
      weight: 3,
      teacher: "Pair students to defend opposite answers on {topic}, each in turn stating the other's best case first.",
      students: "State the partner's case until the partner accepts it, then answer it, and swap.",
      check: "Ask each pair what the stronger case had to concede.",
      expected: "A concession each side had to make, and whether their own answer still stands after it.",
      minMinutes: 12,
      bands: ["upper"],
    },
  ],
  focuses: [
    "asking questions for thinking",
    "giving reasons",
    "examples and counterexamples",
    "clarifying the concept",
    "the first key idea",
    "an argument and its premises",
    "objections and replies",
    "thought experiments",
    "changing our minds",
    "writing a position",
  ],
  newCase: "a new case or argument on {topic}",
  create: {
    verb: "Argue",
    text: "for an answer to a question about {topic}, meeting the strongest objection to it",
    criterion: "I can give my answer with a reason, state the best objection fairly, and reply to it.",
  },
  // Primary children give a reason and hear another's; meeting the strongest objection is older students' work.
  createFor: [
    {
      topics: ["philosophy", "p4c", "ethics", "critical thinking"],
      bands: ["primary"],
      objective: {
        verb: "Justify",
        text: "their own answer to the class's question about {topic}, and say back a friend's different answer",
        criterion: "I can say what I think and why, and what my friend thinks and why.",
      },
    },
  ],
  priorKnowledge: {
    early: "Children can say what they like and why, and take turns in a circle.",
    primary: "Students can give a reason for what they think and listen to a partner's.",
    lower: "Students can give reasons and examples, and tell a fact from an opinion.",
    upper: "Students can set out reasons for a view and answer an objection to it.",
  },
  materials: {
    early: [
      "A picture book or puppet you choose for the question",
      "A talking object to pass round",
      "Drawing materials",
    ],
    primary: [
      "A story, picture or short text you choose as the stimulus",
      "Sticky notes for questions",
      "A talking object",
    ],
    lower: [
      "A text, image or thought experiment you choose as the stimulus",
      "Question board",
      "Writing frame: view, reason, objection, reply",
    ],
    upper: ["A primary text or passage you choose", "Argument map sheet", "Discussion questions"],
  },
  misconceptions: [
    {
      about: [],
      belief: "in philosophy any opinion is as good as another, since there are no right answers",
      truth: "answers can be better or worse reasoned: some reasons are stronger, and some arguments fail",
      address: "Compare two answers to the same question and ask which gives the better reason, and why.",
    },
    {
      about: [],
      belief: "winning a discussion means never changing your mind",
      truth: "in an enquiry, changing your mind for a good reason is progress",
      address: "Thank a student who changes a view, and ask what moved them.",
    },
    {
      about: ["argument", "arguments", "logic", "valid", "validity", "deduction"],
      belief: "a valid argument must have a true conclusion",
      truth:
        "in a valid argument the conclusion follows from the premises; it is true only if the premises are true too",
      address: "Show a valid argument with a false premise and a false conclusion.",
      bands: ["lower", "upper"],
    },
  ],
  safety: [
    {
      when: "always",
      notes: [
        "Agree ground rules for enquiry: criticize ideas, not people; anyone may pass; personal stories shared stay in the room.",
      ],
    },
  ],
};
