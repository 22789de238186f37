import type { SubjectScaffold } from "./types";

/**
 * Personal, social and health education (PSHE, RSHE, social and emotional learning): students think
 * about a situation through a character, not their own lives (distancing), practice the skill it needs,
 * and leave knowing who can help. The situation and its facts are the teacher's to add.
 */
export const pshe: SubjectScaffold = {
  key: "pshe",
  label: "PSHE",
  names: [
    "pshe",
    "pshce",
    "pshee",
    "rshe",
    "personal, social and health education",
    "personal development",
    "wellbeing",
    "well-being",
    "social and emotional learning",
    "sel",
    "life skills",
  ],
  starters: [
    {
      name: "How do they feel?",
      teacher: "Show a picture you choose for {topic} and a row of feelings faces, and ask how the person in it feels.",
      students: "Point to a face and say why the person might feel that way.",
      check: "Ask two children what could help the person feel better.",
      expected: "They name a feeling with a reason from the picture, and one kind thing that could help.",
      bands: ["early", "primary"],
    },
    {
      name: "Question box",
      teacher:
        "Hand out slips and invite every student to write a question about {topic} for the box without their name; say which you will answer next lesson.",
      students: "Write a question, or 'no question', and post the slip so no one stands out.",
      check: "Read two questions aloud and say which part of the lesson will help answer them.",
      expected: "Every student posts a slip, and the questions show what the class knows and wants to know.",
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
  ],
  cycles: [
    {
      name: "Puppet with a problem",
      weight: 2.5,
      teacher:
        "Use a puppet or a short story you choose about {topic} to show a character with a problem, and stop before the end.",
      students: "Say what the character could do, then act out one choice with a partner.",
      check: "Ask: what might happen next if the character does that, and who could help?",
      expected: "A choice, what might follow from it, and a grown-up or friend who could help.",
      bands: ["early", "primary"],
    },
    {
      name: "Scenario with a character",
      weight: 2.5,
      teacher:
        "Give a short scenario about {topic} with a character of the students' age (add the scenario), so that no one has to talk about themselves.",
      students:
        "List in small groups what the character could do, the likely result of each option, and who could help.",
      check: "Ask each group for their best option and why, and where the character could get support.",
      expected:
        "An option with its likely result, chosen for a reason, and a named person or service the character could go to.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Skill rehearsal",
      weight: 2.5,
      teacher:
        "Model the skill {topic} needs (add which skill), step by step, with a volunteer, and put the steps on the board.",
      students: "Practice the skill in pairs with a short script, then swap roles.",
      check: "Watch two pairs and ask the class which step made the skill work.",
      expected: "They name the steps they saw and the one that made it work.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Myth or fact",
      weight: 2,
      teacher: "Give six statements about {topic}, some true and some common myths (add them, with a source for each).",
      students: "Sort the statements in pairs, and say what evidence would settle each.",
      check: "Reveal the answers with their sources, and ask why people believe the myth that surprised them most.",
      expected: "They say why the myth sounds right and what the evidence shows instead.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Show the kind choice",
      weight: 2.5,
      teacher: "Invite the children to draw or act out the choice the story's character should make, and why.",
      students: "Draw or act it in pairs, then show the class.",
      check: "Ask each pair why their choice is a good one, and who could help the character.",
      expected: "A choice with a reason, and a grown-up or friend who could help.",
      minMinutes: 8,
      bands: ["early", "primary"],
    },
    {
      name: "Advice reply",
      weight: 3,
      teacher: "Ask students to write a reply to the scenario's character with advice on {topic}.",
      students: "Write the reply: what to do, why, and where to get help.",
      check: "Peer check that the advice is safe, kind and realistic, and names where to get help.",
      expected: "Advice that is safe and realistic, gives a reason, and names a trusted adult or service.",
      minMinutes: 10,
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Personal action step",
      weight: 2.5,
      teacher:
        "Ask students to write, privately, one realistic step they will take on {topic}, and when they will look back at it.",
      students: "Write the step, what might get in its way, and who could help.",
      check: "Ask volunteers only to share a step, and check that every plan names who could help.",
      expected: "A specific, realistic step, an obstacle to it, and a person or service who could help.",
      minMinutes: 8,
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "what we know and want to ask",
    "feelings",
    "a situation and its choices",
    "the skill we need",
    "myths and facts",
    "keeping safe",
    "who can help",
    "practicing the skill",
    "our own next step",
    "reviewing and reflecting",
  ],
  newCase: "a new situation about {topic}",
  create: {
    verb: "Plan",
    text: "a safe, realistic response to a situation about {topic}, and who they could ask for help",
    criterion: "I can choose a response to the situation, give a reason, and name who could help.",
  },
  priorKnowledge: {
    early: "Children can name some feelings and the grown-ups who look after them.",
    primary: "Students can name feelings, people who help them, and simple rules for keeping safe.",
    lower: "Students can talk about choices and their consequences, and know where to find help in school.",
    upper: "Students can weigh risks and choices, and know some services that support young people.",
  },
  materials: {
    early: ["A puppet or picture story you choose", "Feelings faces", "Drawing materials"],
    primary: ["A scenario or story you choose", "Question box and slips", "Role-play scripts"],
    lower: ["Scenario cards you write for the lesson", "Question box and slips", "A list of help in school and nearby"],
    upper: [
      "Scenario cards you write for the lesson",
      "Myth-or-fact statements with their sources",
      "A list of local and national support services",
    ],
  },
  misconceptions: [
    {
      about: [],
      belief: "asking for help is a sign of weakness",
      truth: "knowing when and whom to ask for help is a skill, and the adults around students expect to be asked",
      address: "Have the scenario's character ask for help, and talk about what it took.",
    },
    {
      about: [],
      belief: "there is one right answer to every situation",
      truth: "most situations have several safe choices, each with its own likely result",
      address: "Ask groups to find two safe choices for the same situation and compare their results.",
    },
  ],
  safety: [
    {
      when: "always",
      notes: [
        "Agree ground rules first: no one has to share personal stories, talk about the character and not people in the room, and anyone may pass.",
        "Tell the class where they can get help, and follow the school's safeguarding procedure if anything a student says worries you.",
      ],
    },
  ],
};
