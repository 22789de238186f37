import { CAUSE_WORDS, CIVICS_WORDS, ECONOMICS_WORDS, PERIOD_WORDS } from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

/** Topics that are no stretch of the past: how a society decides, and how markets work. */
const NOT_PAST = [...CIVICS_WORDS, ...ECONOMICS_WORDS];

export const history: SubjectScaffold = {
  key: "history",
  label: "History and social studies",
  names: ["history", "social studies", "civics", "government", "citizenship", "economics", "politics"],
  starters: [
    {
      name: "Then and now",
      teacher: "Show two pictures, one from long ago and one from today, connected to {topic}.",
      students: "Say what is the same and what is different, pointing to the pictures.",
      check: "Ask three children: 'How do you know this one is from long ago?'",
      expected:
        "They point to a detail that has changed, such as clothes, transport or buildings, and say how it is different today.",
      bands: ["early", "primary"],
      unless: NOT_PAST,
    },
    {
      name: "Source detective",
      teacher: "Reveal a primary source about {topic} a piece at a time and ask what it might be.",
      students: "Make an inference from each piece, then revise it as more is revealed.",
      check: "Ask students to say which detail made them change their mind.",
      expected:
        "They name the detail that changed their mind and say what it shows about who made the source, when or why.",
      bands: ["primary", "lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "Timeline retrieval",
      teacher: "Give five events linked to {topic} on cards, out of order.",
      students: "Put them in order in pairs and explain one link between two events.",
      check: "Check the order together and ask for one cause-and-consequence link.",
      expected:
        "The events are in the right order, with a link that says how one event led to another or made it more likely.",
      bands: ["lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "Who should decide?",
      teacher:
        "Pose a short case from students' own lives connected to {topic} (a school rule, a local decision) and ask who should decide it.",
      students: "Decide in pairs who should make the decision and why, then compare with another pair.",
      check: "Ask two pairs who should decide, and why.",
      expected:
        "They name who should decide (a person, an elected body, a court or the people) and give a reason, such as fairness, knowledge or being answerable to voters.",
      bands: ["primary", "lower", "upper"],
      topics: CIVICS_WORDS,
    },
    {
      name: "Price puzzle",
      teacher:
        "Show the price of one everyday thing connected to {topic} at two times or in two places, and ask why it differs.",
      students:
        "Suggest in pairs what made the price different: more people wanting it, less of it to sell, or a cost that changed.",
      check: "Ask two pairs for their best reason, and what evidence would show it.",
      expected:
        "A reason that names buyers or sellers (more people wanting it, less of it to sell, a cost that rose) and evidence that would show it.",
      bands: ["primary", "lower", "upper"],
      topics: ECONOMICS_WORDS,
    },
  ],
  cycles: [
    {
      name: "Story of the past",
      weight: 2.5,
      teacher: "Tell a short true story about {topic} with props or pictures, pausing to ask how people felt.",
      students: "Act out a moment from the story and say how a person in it might have felt.",
      check: "Ask children to hold up a happy or sad face card for a moment in the story and say why.",
      expected:
        "They hold up a face for a moment of the story and give a reason from what happened to the person in it.",
      bands: ["early", "primary"],
      unless: NOT_PAST,
    },
    {
      name: "Source analysis",
      weight: 3,
      teacher: "Model how to ask who made a source about {topic}, when, why, and what it leaves out.",
      students: "Analyze a second source in pairs using the same four questions.",
      check: "Ask each pair for one thing the source can and cannot tell us.",
      expected:
        "One thing the source shows, backed by a detail in it, and one thing it cannot tell us because of who made it, when or why.",
      bands: ["primary", "lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "Cause and consequence",
      weight: 2.5,
      teacher: "Explain the main causes of {topic} and sort them with the class into short- and long-term.",
      students: "Rank the causes in groups and justify their top choice.",
      check: "Hinge question: which cause could have been removed and changed the outcome most?",
      expected:
        "They name a cause and argue from the evidence that without it the outcome would have been different, or would not have happened.",
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
      unless: PERIOD_WORDS,
    },
    {
      name: "Change and continuity",
      weight: 2.5,
      teacher:
        "Set out what life, law and power looked like at the start and at the end of {topic}, and ask what changed and what stayed the same.",
      students:
        "Sort evidence cards into changed and stayed the same, then decide in pairs which change mattered most and for whom.",
      check: "Hinge question: name one thing that stayed the same through {topic}, and the evidence for it.",
      expected: "They name one thing that stayed the same through {topic} and point to the evidence that shows it.",
      bands: ["lower", "upper"],
      topics: PERIOD_WORDS,
    },
    {
      name: "Perspectives",
      weight: 2.5,
      teacher: "Present how different groups of people experienced {topic}, with a short account from each.",
      students: "Take one perspective in groups and explain it to a group that holds another.",
      check: "Ask students to name one thing the other perspective helped them see.",
      expected: "They name something the other group's experience showed them that their own perspective had left out.",
      bands: ["primary", "lower", "upper"],
      // How people lived through a war is not why it began, nor how a law is made.
      unless: [...CAUSE_WORDS, ...NOT_PAST],
    },
    {
      name: "Map the process",
      weight: 2.5,
      teacher:
        "Set out the stages of {topic} on cards, and model the first: who acts, what they do, and who could stop or change it there.",
      students:
        "Order the stages in pairs into a flow chart, and mark each point where the process can be stopped or changed, and by whom.",
      check: "Ask: at which stage of {topic} could a proposal be stopped or changed, and by whom?",
      expected:
        "They name a stage and who can stop or change it there, with a reason from how the process works, not only its order.",
      bands: ["primary", "lower", "upper"],
      topics: CIVICS_WORDS,
    },
    {
      name: "Simulation",
      weight: 3,
      teacher:
        "Set up a short simulation of {topic}: give groups roles (for example citizens, representatives, a court) and a realistic issue to decide.",
      students:
        "Play their roles in groups, then step out of role and say what the simulation showed about who has power in {topic} and what limits it.",
      check: "Ask each group what power their role had, and what limited it.",
      expected:
        "They name what their role could do and what checked it, such as a vote, a law, a court or public opinion.",
      minMinutes: 15,
      bands: ["primary", "lower", "upper"],
      topics: CIVICS_WORDS,
    },
    {
      name: "Market simulation",
      weight: 3,
      teacher:
        "Run a short card market on {topic}: give buyers cards with the most they will pay and sellers the least they will take, and record the price of each deal on the board.",
      students: "Trade in rounds, then plot the prices and say where they settled and why.",
      check: "Ask: why did the prices settle where they did?",
      expected:
        "Near the price at which the buyers willing to pay it matched the sellers willing to sell at it; deals far from it did not happen.",
      minMinutes: 15,
      bands: ["lower", "upper"],
      topics: ECONOMICS_WORDS,
    },
    {
      name: "What if?",
      weight: 2.5,
      teacher:
        "Give scenarios that change {topic} (a drought, a new tax, a new fashion) and model how one changes what buyers and sellers do.",
      students:
        "Decide in pairs, for each scenario, who changes what they do and what happens to the price and the amount sold, and why.",
      check: "Hinge question: in one scenario, does the price rise or fall, and why?",
      expected:
        "They say whether the price rises or falls and give the reason in what buyers or sellers do (more wanting it, less of it to sell).",
      bands: ["primary", "lower", "upper"],
      topics: ECONOMICS_WORDS,
    },
    {
      name: "Significance",
      weight: 2.5,
      teacher:
        "Set out criteria for historical significance (who was affected, how deeply, for how long, and what it changed), and model judging {topic} against one of them.",
      students:
        "Judge in pairs how far {topic} meets each criterion, with a piece of evidence for each, and decide which criterion it meets most strongly.",
      check: "Ask two pairs which criterion {topic} meets most strongly, and what evidence shows it.",
      expected:
        "They name one criterion and back it with evidence of who was affected, how deeply or for how long, not only that it was important.",
      bands: ["lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "In its time",
      weight: 2.5,
      teacher:
        "Place {topic} on a class timeline with what came before and after it, and model one link that says how an earlier event shaped it.",
      students:
        "Add one event before and one after from the sources or the textbook, and write a sentence that links each to {topic}.",
      check:
        "Ask a pair to read one link, and the class to judge whether it shows a real connection or only an order in time.",
      expected:
        "A link that says how the earlier event shaped what came after, or how what came after grew out of it, not only that one came first.",
      bands: ["lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "Interpretations",
      weight: 3,
      teacher: "Share two historians' interpretations of {topic} and model how to compare their evidence.",
      students: "Compare the interpretations and decide which is better supported by the evidence given.",
      check: "Cold call students to name the evidence each historian leans on.",
      expected: "They name the evidence each historian relies on and say which interpretation it supports better.",
      bands: ["upper"],
      unless: NOT_PAST,
    },
  ],
  applications: [
    {
      name: "How the causes connect",
      weight: 3,
      teacher:
        "Give out cards with one cause of {topic} on each, and model linking two of them: how did one make the other more likely?",
      students:
        "Connect the causes in pairs into a web, labelling each link, and mark the trigger apart from the long-term causes.",
      check: "Ask a pair which link in their web, if broken, would most have changed what happened.",
      expected:
        "They name a link and explain how the later cause depended on the earlier one, so that breaking it would change the outcome.",
      bands: ["lower", "upper"],
      topics: CAUSE_WORDS,
    },
    {
      name: "Museum of the past",
      weight: 3.5,
      teacher: "Set up a class museum where groups make and label exhibits about {topic}.",
      students: "Make an exhibit and explain it to visitors from another group.",
      check: "Visitors ask each exhibit one question and listen for the answer.",
      expected:
        "The makers answer the visitors' question from what they found out, and show where the exhibit shows it.",
      minMinutes: 15,
      bands: ["early", "primary"],
      unless: NOT_PAST,
    },
    {
      name: "Historical enquiry",
      weight: 3.5,
      teacher: "Pose an enquiry question about {topic} and provide a small set of sources.",
      students: "Answer the question in a structured paragraph that uses two sources.",
      check: "Peer check: is each claim backed by a source?",
      expected:
        "Every claim in the paragraph points to a source that backs it, and both sources are used as evidence, not only quoted.",
      minMinutes: 15,
      bands: ["primary", "lower", "upper"],
      unless: NOT_PAST,
    },
    {
      name: "Structured debate",
      weight: 3,
      teacher: "Frame a debate motion about {topic} and assign sides with source packs.",
      students: "Prepare and deliver arguments and rebuttals, then vote on the strongest case.",
      check: "Each student writes which argument persuaded them and what evidence it used.",
      expected: "They name the argument that persuaded them and the evidence it rested on, not only who spoke best.",
      minMinutes: 20,
      bands: ["lower", "upper"],
    },
  ],
  newCase: "a new source on {topic}",
  focuses: [
    "what we already know and wonder",
    "chronology and the timeline",
    "people's lives at the time",
    "causes",
    "consequences",
    "primary sources",
    "different perspectives",
    "change and continuity",
    "interpretations",
    "significance today",
  ],
  create: {
    verb: "Construct",
    text: "an answer to a question about {topic} that uses two sources as evidence",
    criterion: "Each of my claims is backed by a source, and I say how far I trust it.",
  },
  createFor: [
    {
      bands: ["lower", "upper"],
      topics: ECONOMICS_WORDS,
      objective: {
        verb: "Judge",
        text: "how a change they choose (a drought, a tax, a new invention) would affect {topic}, and justify it by what buyers and sellers would do",
        criterion: "I can say what would change, for whom, and why, from how buyers and sellers respond.",
      },
    },
    {
      bands: ["primary", "lower", "upper"],
      topics: CIVICS_WORDS,
      objective: {
        verb: "Propose",
        text: "a change to a rule or law they care about, and explain the steps it would go through and who would decide",
        criterion: "I can say what I would change, which steps it goes through, and who decides at each one.",
      },
    },
  ],
  priorKnowledge: {
    early: "Children can talk about their own past (when they were babies) and about their families.",
    primary: "Students can place events on a timeline and say what a picture or an object from the past can tell us.",
    lower: "Students can use dates and periods, and know that sources can be biased.",
    upper: "Students can analyze sources for provenance and purpose and explain causes and consequences.",
  },
  materials: {
    early: ["Pictures of then and now", "Props for the story", "Face cards (happy, sad, surprised)"],
    primary: ["Copies of two sources", "Timeline strip", "Four-question source guide"],
    lower: ["Source pack", "Event cards for the timeline", "Writing frame for the enquiry"],
    upper: ["Source pack with provenance", "Two historians' interpretations", "Debate motion and roles"],
  },
  topicsLike: [
    {
      topics: ECONOMICS_WORDS,
      priorKnowledge:
        "Students know from their own lives that people buy and sell things, that prices change, and that money and time are limited.",
      materials: ["Buyer and seller cards for the market", "Scenario cards", "Graph paper or a shared chart"],
      newCase: "a real market case of {topic}",
    },
    {
      topics: CIVICS_WORDS,
      priorKnowledge:
        "Students know from school and home that groups make rules, and that someone decides who makes them and what happens when they are broken.",
      materials: ["Stage cards for the process", "Role cards for the simulation", "A short real or realistic case"],
      newCase: "a real case of {topic}",
    },
  ],
  misconceptions: [
    {
      about: ["bill of rights", "amendment", "amendments", "constitution", "constitutional", "first amendment"],
      belief: "the rights in the Bill of Rights have no limits, so free speech means anyone can say anything anywhere",
      truth:
        "courts have long drawn limits, such as for true threats or fraud, and the First Amendment restrains the government, not private businesses or websites",
      address:
        "Give pairs short cases (a student's armband, a website removing a post, a threat) and ask who is limiting the speech and whether the Bill of Rights applies.",
    },
    {
      about: ["bill of rights", "amendment", "amendments", "constitution", "constitutional"],
      belief: "the Bill of Rights was part of the Constitution from the start",
      truth:
        "the first ten amendments were added after the Constitution, proposed in 1789 and ratified in 1791, partly to answer those who wanted rights written down",
      address: "Put the Constitution and the Bill of Rights on one timeline and ask why opponents wanted rights added.",
    },
    {
      about: ["local government", "city council", "town council", "council", "mayor", "county", "levels of government"],
      belief: "the president or the national government runs everything, including schools, trash collection and parks",
      truth:
        "many everyday services are run by local governments, such as city or town councils, counties and school boards",
      address: "List services students used this week and sort them by which level of government runs each one.",
    },
    {
      about: ["supply", "demand", "market", "markets", "price", "prices"],
      belief: "sellers can set any price they like, and buyers will pay it",
      truth:
        "a market price settles where the amount buyers want meets the amount sellers offer; priced too high, goods go unsold",
      address:
        "Run a short classroom market with buyer and seller cards, record the price of each deal, and watch where it settles.",
    },
    {
      bands: ["upper"],
      about: ["supply", "demand", "market", "markets"],
      belief: "a rise in price shifts the demand curve",
      truth:
        "a change in the good's own price is a movement along the demand curve; the curve itself shifts only when something else changes, such as incomes or tastes",
      address:
        "Give cards with events (a price rise, a pay rise, a new fashion) and ask students to show each on a graph as a move along the curve or a shift of it.",
    },
    {
      about: [],
      belief: "everyone in the past thought and lived the same way",
      truth: "people in the past disagreed and lived very differently depending on who and where they were",
      address: "Compare two accounts from the same time that disagree.",
    },
    {
      about: [],
      belief: "history is a list of facts that simply happened",
      truth: "history is built from evidence and interpretation, and historians disagree",
      address: "Show how two historians use the same source differently.",
    },
    {
      about: [],
      belief: "people in the past were less intelligent than people today",
      truth: "people in the past solved problems with the knowledge and tools they had",
      address: "Look at one clever invention of the period and what it solved.",
    },
    {
      about: ["war", "wars", "revolution", "conflict"],
      belief: "a war or a revolution has one single cause",
      truth: "events have several causes working together, short- and long-term",
      address: "Build a cause diagram and test what happens when one cause is removed.",
    },
    {
      about: ["government", "democracy", "election", "elections", "vote", "voting", "civics"],
      belief: "democracy just means voting",
      truth: "democracy also needs rights, the rule of law, free media and participation between elections",
      address: "Sort examples of participation into 'voting' and 'everything else' and compare the piles.",
    },
  ],
  safety: [],
};
