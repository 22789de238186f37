import { BIG_QUESTION_WORDS } from "@/db/data/topic-kinds";
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
      expected: "A wondering is a real question about what they see: how, why, or what happens if.",
      bands: ["early", "primary"],
    },
    {
      name: "Know, wonder, learn",
      teacher: "Draw a three-column chart and ask what the class already knows about {topic} and what they wonder.",
      students: "Add ideas in pairs to the first two columns.",
      check: "Read the chart aloud and circle one misunderstanding to come back to.",
      expected:
        "The first column holds what the class is sure of and the second real questions; the circled idea is one the lesson comes back to.",
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Agree or disagree",
      teacher: "Read four statements about {topic}, some true and some false.",
      students: "Stand on the agree or disagree side of the room and explain their choice.",
      check: "Ask one student from each side to give a reason, and return to the statements at the end.",
      expected: "Each reason backs the side they chose with an example or a fact, not only 'I think so'.",
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Written first answer",
      teacher:
        "Pose the session's question on {topic} (add it) and ask everyone to write a one-sentence answer before anyone speaks.",
      students: "Write an answer and the reason they would give for it, then read it to a neighbor.",
      check: "Hear three answers that differ, and name what the session will need to settle between them.",
      expected: "Answers that differ for a stated reason, so the class can see what is in dispute.",
      bands: ["upper"],
    },
  ],
  cycles: [
    {
      name: "Hands-on sorting",
      weight: 2.5,
      teacher: "Give small groups picture cards or objects about {topic} and show how to sort them into two groups.",
      students: "Sort the cards and tell the adult the rule they used.",
      check: "Ask each group to show one card and say why it belongs in its group.",
      expected: "They show a card and say the rule it follows: 'it belongs here because it is …'.",
      bands: ["early", "primary"],
    },
    {
      name: "Act it out",
      weight: 2,
      teacher: "Tell a short story about {topic} and invite the children to act out each part as you tell it.",
      students: "Act out the story in small groups, then show one moment to the class.",
      check: "Ask a child what their moment showed and how they know.",
      expected: "They say what their moment showed and point to what in the story tells them.",
      bands: ["early", "primary"],
    },
    {
      name: "Draw and tell",
      weight: 2,
      teacher: "Invite the children to draw one thing about {topic}, and sit with each table to listen as they draw.",
      students: "Draw, then tell a partner what their drawing shows.",
      check: "Ask three children to hold up their drawing and say one thing it shows.",
      expected: "They say one thing their drawing shows and point to it.",
      bands: ["early", "primary"],
    },
    {
      name: "Song with actions",
      weight: 1.5,
      teacher: "Teach a short song or rhyme with actions about {topic}, one line at a time.",
      students: "Sing and do the actions, then make up one new action together.",
      check: "Watch who joins in, and ask one child to lead a line.",
      expected: "Most children join in with the words and actions, and the leader sings the line with its action.",
      bands: ["early"],
    },
    {
      name: "Explain, model, practice",
      weight: 2.5,
      teacher: "Explain the first key idea of {topic} with an example and a non-example, then model one task.",
      students: "Complete a similar task in pairs, then one on their own.",
      check: "Hinge question with four options; students show A, B, C or D.",
      expected: "They choose the correct option and can say why the wrong options are wrong.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Jigsaw groups",
      weight: 3.5,
      teacher: "Split {topic} into four parts and give each group an expert sheet on one part.",
      students: "Become experts on their part, then regroup to teach it to others.",
      check: "Ask each new group to answer one question that needs all four parts.",
      expected: "The group's answer uses something from each of the four parts, which no one member could give alone.",
      minMinutes: 20,
      bands: ["lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Positions and reasons",
      weight: 3,
      topics: BIG_QUESTION_WORDS,
      teacher:
        "Set out two or three answers people give on {topic} (add whose), and chair a discussion in which each speaker answers the last before adding a point.",
      students:
        "Take a position with a reason, answer the previous speaker, and note the strongest reason against their own view.",
      check: "Ask a student to state the view they most disagree with as its holders would, and the reason they give.",
      expected:
        "The opposing view put fairly, with its reason, before the student says why they still differ or have moved.",
      minMinutes: 12,
      bands: ["lower", "upper"],
    },
    {
      name: "Seminar on a reading",
      weight: 3,
      teacher:
        "Set a reading on {topic} you choose (add which), and open with a question it raises; each contribution must build on or challenge the last, with a passage.",
      students:
        "Speak to the question from the reading, citing a passage, and respond to one another rather than only to the tutor.",
      check: "Close by asking two students what the discussion settled and what it left open.",
      expected: "One point the group agreed on with the passage behind it, and one question still open.",
      minMinutes: 15,
      bands: ["upper"],
    },
    {
      name: "Think, pair, share",
      weight: 2,
      teacher: "Pose an open question about {topic} and give thinking time before any talk.",
      students: "Think alone, discuss with a partner, then share with the class.",
      check: "Cold call two pairs and ask a third to build on their answers.",
      expected:
        "The third pair adds a reason or an example to the first two answers, or says where they disagree and why.",
      bands: ["primary", "lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Show what you know",
      weight: 3,
      teacher: "Invite the children to make a drawing, a model or a short play about {topic}.",
      students: "Make it in small groups and show it to the class.",
      check: "Ask each group what their work shows about {topic}.",
      expected: "They say what their work shows about {topic} and point to the part that shows it.",
      minMinutes: 10,
      bands: ["early", "primary"],
    },
    {
      name: "Product for an audience",
      weight: 3.5,
      teacher: "Set a short product about {topic} (a poster, a talk, a guide) for a real audience.",
      students: "Plan and make the product, then present it for feedback.",
      check: "Peer feedback against the success criteria.",
      expected:
        "Feedback that names a success criterion, where the product meets it, and one change that would help its audience.",
      minMinutes: 20,
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Case for and against",
      weight: 3,
      teacher: "Pose a question about {topic} with two defensible answers.",
      students: "Write or present the case for each side, then their own judgment.",
      check: "Ask students what evidence would change their judgment.",
      expected: "They name evidence that would change their judgment and say which way it would move it.",
      minMinutes: 15,
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
  // A big question is argued, and a seminar or upper class makes an argument, not a poster.
  createFor: [
    {
      topics: BIG_QUESTION_WORDS,
      bands: ["lower", "upper"],
      objective: {
        verb: "Argue",
        text: "a position on {topic}, with reasons, answering the strongest view against it",
        criterion: "I can give my position with reasons and answer the strongest view against it fairly.",
      },
    },
    {
      bands: ["upper"],
      objective: {
        verb: "Construct",
        text: "a reasoned answer to a question about {topic}, using evidence and meeting one objection",
        criterion: "My answer gives evidence for each claim and replies to one objection.",
      },
    },
  ],
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
  safety: [],
};
