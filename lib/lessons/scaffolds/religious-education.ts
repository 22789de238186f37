import { BIG_QUESTION_WORDS } from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

/**
 * Religious education (religion and worldviews): students learn what people believe and do and why,
 * from an artefact, story or text the teacher supplies, compare traditions with respect, and say what
 * they think. Nothing here names a tradition's content: that is the teacher's to add.
 */
export const religiousEducation: SubjectScaffold = {
  key: "religious-education",
  label: "Religious Education",
  names: [
    "religious education",
    "religious studies",
    "religion",
    "religions",
    "world religions",
    "religion and worldviews",
    "theology",
    "divinity",
    "re",
  ],
  starters: [
    {
      name: "Reveal an object",
      teacher:
        "Slowly uncover an object, picture or photograph you have chosen for {topic}, and ask the children what they notice.",
      students: "Say one thing they notice and one question they would ask someone who uses it.",
      check: "Write up three of their questions and come back to them at the end of the lesson.",
      expected: "A question asks what it is for, who uses it, or why it matters to them, and is asked kindly.",
      bands: ["early", "primary"],
    },
    {
      name: "Big question line",
      teacher:
        "Write the lesson's big question about {topic} on the board (add it: one that people answer differently), and give a minute of silent thinking.",
      students: "Write a first answer on a sticky note and place it on a line from 'yes' to 'no'.",
      check: "Read notes from each end of the line and ask what someone at the other end would say back.",
      expected: "Each answer gives a reason, and the class can state the other end's reason fairly.",
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "First reading",
      teacher:
        "Put one short text on {topic} in front of the group (add which: a passage of scripture, a creed, a prayer or a believer's account), and ask for a first reading.",
      students: "Underline what the text claims or asks of believers, and circle the one word it turns on.",
      check: "Ask two students for their word and what the passage would mean without it.",
      expected: "They name a word the passage turns on and say how its meaning changes without it.",
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Story and meaning",
      weight: 2.5,
      teacher:
        "Tell or read a story that belongs to {topic} (add which story and from which tradition), with the object or pictures in your hands.",
      students:
        "Listen, join in with actions or repeated words, then tell a partner what the story means to the people who tell it.",
      check: "Ask: why do people tell this story, and what does it help them remember?",
      expected: "They say what the story teaches or helps people remember: 'it shows that…' or 'it helps them…'.",
      bands: ["early", "primary"],
    },
    {
      name: "Play it out",
      weight: 2.5,
      teacher:
        "Set out dressing-up clothes, small-world figures or objects you have chosen for {topic}, and let the children play out what people do.",
      students: "Play in small groups, then show the class one thing the people do.",
      check: "Ask a child what the people in their play were doing, and why it matters to them.",
      expected: "They say what people do and give a reason: 'because it is special to them…'.",
      bands: ["early"],
    },
    {
      name: "Believers' own words",
      weight: 2.5,
      teacher:
        "Present what believers hold and do about {topic}, in their own words where you can (add a short film, a visitor or a written account), and show any object or text they use.",
      students: "Note in two columns what believers hold or do, and the reasons they give.",
      check: "Ask a student to explain one practice with its reason, beginning 'For many believers, this means…'.",
      expected:
        "They give the practice and the believers' own reason for it, said as what believers hold, not as what everyone must believe.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Many voices in one tradition",
      weight: 3,
      teacher:
        "Give three short accounts of {topic} by people of the same tradition who live or read it differently (add whose).",
      students:
        "Note where the accounts agree and where they differ, and what might explain the difference: place, branch, history or personal conviction.",
      check: "Ask: what would be lost if we said 'all believers think…'?",
      expected: "They say the generalization hides differences they can name from the accounts.",
      bands: ["lower", "upper"],
    },
    {
      name: "Structured discussion",
      weight: 3,
      topics: BIG_QUESTION_WORDS,
      teacher:
        "Set out two or three answers people give on {topic}, religious and non-religious (add whose), and chair a discussion in which each speaker answers the last before adding their own.",
      students:
        "State a view with a reason, respond to the previous speaker, and note which reason they found strongest.",
      check: "Ask a student to state fairly the view they most disagree with, and the reason its holders give.",
      expected: "They state the opposing view as its holders would, with its reason, before saying why they differ.",
      bands: ["lower", "upper"],
    },
    {
      name: "Seminar on two readings",
      weight: 3,
      teacher:
        "Set two readings on {topic} that disagree (add which: a scholar's and an insider's, or two traditions'), and open with a question that sets them against each other.",
      students: "Argue from the readings, citing a passage for each claim, and answer one another before the tutor.",
      check: "Close by asking each student which reading was stronger and what in the text decided it.",
      expected: "They choose a reading and cite the passage that decided it, with a fair account of the other.",
      minMinutes: 15,
      bands: ["upper"],
    },
  ],
  applications: [
    {
      name: "Compare with respect",
      weight: 2.5,
      teacher:
        "Set {topic} beside a belief or practice from another tradition or a non-religious worldview (add which), and model a comparison: 'In one…, but in the other…'.",
      students:
        "Fill a Venn diagram in pairs: what is shared, what differs, and one question they would ask a follower of each.",
      check:
        "Ask two pairs for one likeness and one difference, and whether believers within one tradition might differ.",
      expected:
        "A real likeness and a real difference, with the point that people within one tradition live it in different ways.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Quiet reflection",
      weight: 2.5,
      teacher:
        "Give quiet time, then ask the children to draw one thing they learned and one thing that is special to them in their own life.",
      students: "Draw both, then tell a partner about each picture.",
      check: "Ask three children what they learned, and what is special to them and why.",
      expected: "One thing believers do or believe, and one thing special to them with a reason.",
      minMinutes: 8,
      bands: ["early", "primary"],
    },
    {
      name: "Response to the big question",
      weight: 3,
      teacher:
        "Return to the lesson's big question and model a paragraph with a view, a reason, a view that differs (religious or not) and a reply.",
      students: "Write their own response to the big question, drawing on what they learned about {topic}.",
      check: "Peer check: does the response give a reason and state a different view as its holders would?",
      expected:
        "A view with a reason, and a different view set out as its holders would put it before the writer replies.",
      minMinutes: 12,
      bands: ["primary", "lower", "upper"],
      upToGrade: 12,
    },
    {
      name: "Position paper outline",
      weight: 3,
      teacher:
        "Set a short position paper on {topic}: a thesis, two sources, the strongest objection and a reply to it.",
      students: "Draft the thesis and outline, then test them on a partner who argues the objection.",
      check: "Ask each pair whether the objection was put as its best defender would put it.",
      expected: "The objection in its strongest form, and what the thesis must concede or change to survive it.",
      minMinutes: 15,
      bands: ["upper"],
    },
  ],
  focuses: [
    "what we notice and wonder",
    "a story and its meaning",
    "what believers do",
    "why believers do it",
    "the key words of {topic}",
    "comparing traditions",
    "different views within one tradition",
    "a big question",
    "our own views",
    "reflecting and responding",
  ],
  newCase: "a new account or text on {topic}",
  create: {
    verb: "Construct",
    text: "a reasoned response to a question about {topic}, setting out fairly a view unlike their own",
    criterion: "I can give my view with a reason, and say fairly what someone who disagrees believes and why.",
  },
  priorKnowledge: {
    early: "Children have celebrations, special objects and special places of their own to talk about.",
    primary: "Students know that people hold different beliefs, and can talk about what is special to them.",
    lower:
      "Students know some beliefs and practices of more than one religion or worldview and can compare them simply.",
    upper: "Students can explain beliefs and practices of more than one tradition and weigh arguments about them.",
  },
  materials: {
    early: [
      "An object, picture or story you choose for the lesson",
      "A cloth or bag to uncover it from",
      "Drawing materials",
    ],
    primary: ["An object, picture or story you choose for the lesson", "Venn diagram sheet", "Sticky notes"],
    lower: ["An object, text or short film you choose for the lesson", "Believers' accounts", "Venn diagram sheet"],
    upper: ["Primary texts you choose for the lesson", "A scholarly reading", "Discussion questions"],
  },
  misconceptions: [
    {
      about: [],
      belief: "everyone in a religion believes and practices it in the same way",
      truth: "every tradition holds different branches, readings and ways of living it",
      address: "Show two members of the same tradition who practice it differently, and ask what they share.",
    },
    {
      about: [],
      belief: "religious people hold their beliefs without reasons",
      truth: "believers give reasons, from texts, tradition, experience and argument",
      address: "Ask students to find the reason a believer gives in an account, and say it back in their own words.",
    },
    {
      about: [],
      belief: "people who are not religious have no beliefs or values",
      truth: "non-religious worldviews, such as humanism, hold beliefs and values too",
      address: "Include a non-religious view in each comparison.",
      bands: ["primary", "lower", "upper"],
    },
  ],
  safety: [
    {
      when: "always",
      notes: [
        "Agree ground rules for respectful talk: speak for yourself ('I think…', 'Many believers hold…'), and no one is asked to share or defend their own faith.",
        "Handle sacred objects and texts as their communities ask, and check with a member of the community before the lesson where you are unsure.",
      ],
    },
  ],
};
