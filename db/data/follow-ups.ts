import type { Concern } from "./note-types";

/**
 * How a teacher asks, after an answer, for more of what it gave rather than for another part of teaching:
 * an example, what it would look like, how exactly. Such a follow-up stays on the conversation's concern
 * and is given one of the note's moves worked through (a note's `worked`), never a neighbouring concern's
 * moves. Regular expressions' sources, read without regard to letter case (the reader is
 * lib/ai/knowledge/follow-ups.ts, its test lib/ai/knowledge/follow-ups.test.ts).
 */
export const MORE_OF_IT: readonly string[] = [
  String.raw`\bexamples?\b`,
  String.raw`\bwhat\s+(?:would|does|might|could|will)\s+(?:that|this|it|a\s+(?:first\s+)?\w+)\s+(?:\w+\s+)?look\s+like\b`,
  String.raw`\b(?:how|what)\s+exactly\b|\bexactly\s+(?:how|what)\b`,
  String.raw`\btell\s+me\s+more\b|\b(?:say|go\s+into)\s+more\b|\bmore\s+(?:detail|concrete|specific)\b|\bgo\s+on\b`,
  String.raw`\bstep[- ]by[- ]step\b|\bin\s+practice\b|\bconcretely\b|\bwalk\s+me\s+through\b|\bshow\s+me\s+how\b`,
  String.raw`\bhow\s+(?:would|do|should|could)\s+i\s+(?:actually\s+)?(?:do|start|begin|set\s+(?:it|that|this)\s+up|run)\b`,
  // What to say: "What would I actually say in the moment?" (to a parent, the outline in HANDOUTS).
  String.raw`\bwhat\s+(?:would|should|do|could|can)\s+i\s+(?:actually\s+)?say\b`,
];

/**
 * How a teacher pushes back on what the answer gave: they have tried it, it does not land, it costs too
 * much time ("I've already tried praising effort", "that would take the whole lesson", "Then what?"). Such
 * a follow-up is given a different move worked through, one the answer did not give and the teacher's
 * words do not name, never the same move again. Regular expressions' sources, letter case aside.
 */
export const PUSHBACK: readonly string[] = [
  String.raw`\balready\s+(?:tried|done|doing|do|use|using)\b|\b(?:i've|i\s+have|we've|we\s+have)\s+(?:\w+\s+)?tried\b|\btried\s+(?:that|this|it)\b`,
  String.raw`\b(?:doesn't|didn't|does\s+not|did\s+not|won't|isn't)\s+(?:work|working|land|landing|help|helping)\b`,
  String.raw`\bthen\s+what\b|\bwhat\s+(?:else|now)\b`,
  String.raw`\b(?:take|takes|taking)\s+(?:up\s+)?(?:the\s+)?whole\s+(?:lesson|hour|period)\b|\bis\s+it\s+(?:really\s+)?worth\b|\b(?:no|not\s+enough)\s+time\b`,
];

/**
 * A thing Lyceum's notes can hand a teacher who asks for it ("give me a sentence starter sheet", "question
 * stems at different levels", "what would I say to the parent?"): common classroom practice, offered as
 * Lyceum's, never as the educator's own words. `asks` is how teachers ask for it (a regular expression's
 * source, letter case aside); `concerns`, where given, the conversations it belongs to. The first that
 * fits is given.
 */
export type Handout = {
  id: string;
  asks: string;
  concerns?: readonly Concern[];
  title: string;
  /** One line on how to use it. */
  use: string;
  items: readonly string[];
};

const SENTENCE_STARTERS = String.raw`\bsentence\s+(?:starters?|frames?|stems?)\b|\bstarters?\s+sheet\b|\btalk\s+frames?\b`;

export const HANDOUTS: readonly Handout[] = [
  {
    id: "feedback-starters",
    asks: SENTENCE_STARTERS,
    concerns: ["assessment"],
    title: "Sentence starters for written feedback",
    use: "Use two or three on a piece of work, one of them a next step the student can act on straight away.",
    items: [
      "What works here is …, because …",
      "I was convinced when you …",
      "I was not sure what you meant by …: could you …?",
      "Your next step: … Try it in the paragraph that begins …",
      "Compare this with your last piece: what have you done differently?",
      "If you revise one thing, make it …, because …",
    ],
  },
  {
    id: "talk-starters",
    asks: SENTENCE_STARTERS,
    title: "Sentence starters for talk in class",
    use: "Put them on a card on each table, model one aloud before the task, and point to the one a student needs as they speak.",
    items: [
      "To explain: I think … because … · First …, then …, so …",
      "To describe: I notice … · It looks like … · It is the same as / different from …",
      "To agree and build: I agree with … because … · Adding to what … said, …",
      "To disagree politely: I see it differently, because … · What makes you think …?",
      "To ask: Can you say more about …? · What does … mean?",
      "To sum up: So now I think … · I used to think …, but now I think …",
    ],
  },
  {
    id: "question-stems",
    asks: String.raw`\bquestion\s+stems?\b|\bquestions?\s+(?:at|for|on)\s+(?:different|each|several|three|all\s+the)\s+levels?\b|\b(?:write|give|make|suggest)\s+(?:me\s+)?(?:\d+|two|three|four|five|six|some|a\s+few)\s+(?:\w+\s+){0,2}questions?\b`,
    title: "Question stems at six levels (the levels of Bloom's taxonomy of educational objectives, 1956)",
    use: "Fill each stem with your own topic; ask at least one from the last three levels in every lesson.",
    items: [
      "Knowledge (recall): What is …? When did …? Who …? List the …",
      "Comprehension: Explain in your own words why … What is the main idea of …?",
      "Application: How would you use … to …? What would happen to … if …?",
      "Analysis: What is the difference between … and …? What evidence supports …? What does … assume?",
      "Synthesis: How could you combine … and … to …? What would you propose instead of …?",
      "Evaluation: Which … is better, and why? Do you agree that …? Judge … against …",
    ],
  },
  {
    id: "meeting-words",
    asks: String.raw`\b(?:say|tell|put\s+it|raise\s+it)\b[^.?!]{0,40}\b(?:staff|team|department|leadership|slt)\s+meeting\b|\bwhat\s+(?:should|do|would|could|can)\s+i\s+say\s+to\s+(?:the|my|our)\s+(?:head|headteacher|principal|line\s+manager|head\s+of\s+(?:department|year))\b`,
    title: "What to say in the meeting, without coming across as difficult",
    use: "Say it as a colleague who shares the aim, and ask questions before you object; if you can, say it to the person alone first.",
    items: [
      "Start from the aim you share: *I like that we are thinking about how every child learns best.*",
      "Ask what the change is for before you question how: *What do we hope this will tell us, or change for the children?*",
      "Name your worry in one sentence, with where it comes from: *My worry is …, because … (the evidence or the experience you rely on).*",
      "Offer another way to the same aim: *Could we instead …? It would still give us …*",
      "Offer to try it and report back: *I'd be glad to pilot it with my class for half a term and bring back what I find.*",
      "If it is better said one to one, ask for that: *Could I catch you after the meeting to talk it through?*",
    ],
  },
  {
    id: "hurtful-remark",
    asks: String.raw`\bwhat\s+(?:do|should|would|could|can)\s+i\s+(?:do|say)\s+(?:if|when)\b[^.?!]{0,80}\b(?:hurtful|offensive|racist|sexist|homophobic|cruel|hateful)\b`,
    title: "When a student says something hurtful in front of everyone",
    use: "Act within seconds and in an even voice: the room learns more from whether you stop than from the words you choose.",
    items: [
      "Stop the talk at once, calmly; do not let it pass: *I'm going to stop us there.*",
      "Name the remark, not the person: *That comment is hurtful, and it is not how we speak about each other here.*",
      "Protect the student it was aimed at, without putting them on the spot: *[Name], you don't have to answer that.*",
      "Give the speaker a way back: *Say what you meant in a way that doesn't hurt anyone, or take it back.*",
      "If the room can bear it, turn it into the work: *What assumptions sit behind a remark like that? How would we test them?*",
      "The same day, speak privately to both students, and record and report it as your school's or university's policy asks.",
    ],
  },
  {
    id: "parent-daily-reports",
    asks: String.raw`\b(?:report|update|feed)\w*\s+(?:back\s+)?(?:\w+\s+){0,3}(?:every\s+(?:day|evening|night)|each\s+day|daily)\b|\bdaily\s+(?:reports?|updates?|emails?|check[- ]?ins?)\b`,
    title: "Answering a parent who asks for daily reports",
    use: "Reply within a day, by phone rather than a long email if you can, and tell the pastoral lead what you have agreed.",
    items: [
      "Thank the parent and agree on the aim: *Thank you for telling me. I want the same thing: for [name] to feel safe and settled here.*",
      "Offer a weekly check-in on a fixed day, not a daily report: *A report every day could make [name] feel watched. Can I call you each Friday to say how the week has been?*",
      "Say what will not wait for the check-in: *If anything worries me, I will call you that day.*",
      "Say who in school does what: you see the child every day; the pastoral lead or head of year keeps the overview; any worry about the child's safety goes to the designated safeguarding lead, not into an email.",
      "Keep the child's trust by saying what is shared: *[Your mum] and I talk on Fridays about how your week has gone. If you tell me something that means you're not safe, I can't keep it secret, but I'll tell you who I'm telling.*",
      "Ask the parent to tell you of anything at home that helps you understand the week, and write down what you agree.",
    ],
  },
  {
    id: "words-in-the-moment",
    asks: String.raw`\bgive\s+me\s+the\s+(?:actual\s+|exact\s+)?words\b|\bwhat\s+(?:do|should|would|could|can)\s+i\s+(?:actually\s+)?say\b[^.?!]{0,40}\b(?:when\s+(?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+mid-|mid-)`,
    title: "Words for the moment itself",
    use: "Say it close and quietly, in as few words as you can, and use the same words every time for a week: the routine teaches more than the telling.",
    items: [
      "Go close and get down to the child's level before you speak; say the name once, quietly.",
      "Say what you see, not what the child is: *The [toys] are all on the floor.*",
      "Say what you want, in a few positive words: *The [basket] stays on the shelf. Let's put it back together.*",
      "Show it rather than explain it: *Watch how I do it: two hands, slowly.* Then hand it back.",
      "Offer a choice of two things the child may do: *You can [fill the basket again], or come and work with me.*",
      "Name what went right, once and plainly: *You put it back. That's how we do it.*",
      "If it goes on, stay calm and brief: *I won't let you do that. I'll help you*, and move the thing away, with no lecture.",
    ],
  },
  {
    id: "parent-conversation",
    asks: String.raw`\bwhat\s+(?:would|should|do|could|can)\s+i\s+(?:say|tell)\s+(?:to\s+)?(?:the|a|her|his|their|this|that)\s+(?:\w+\s+)?(?:parents?|mum|mom|mother|dad|father|family|carers?)\b|\b(?:outline|script|plan)\s+for\s+(?:the|a|my)\s+(?:\w+\s+)?(?:parent|family)\s+(?:meeting|conversation|call)\b`,
    title: "An outline for the conversation with the parent",
    use: "Keep it to twenty minutes, with a colleague present if the parent is angry, and write down what you agree.",
    items: [
      "Open with thanks and with the child: *Thank you for coming in. I want to start with what I see in [name]:* one real strength.",
      "Ask before you explain: *Can you tell me how [name] has talked about this at home?* Listen to the end without defending.",
      "Say back what you heard, and check it: *So what worries you most is … Have I got that right?*",
      "Give the facts plainly: what happened, who decided, and why; say what you cannot change as well as what you can.",
      "Agree one next step together, with a date: *Let's try … and I will call you on … to say how it went.*",
      "If the parent is too upset to go on, stop kindly and offer another time, with the head of year or a senior colleague.",
    ],
  },
  {
    id: "lesson-start-script",
    asks: String.raw`\bscript\b[^.?!]{0,40}\b(?:first|start|beginning|opening|settl\w*)\b|\b(?:first|opening)\s+(?:two|three|five|2|3|5)\s+minutes\b`,
    concerns: ["behaviour", "motivation", "planning"],
    title: "The first two minutes of a lesson, as a script",
    use: "Keep the same routine every lesson for three weeks before you judge it: the routine does the settling, not your voice.",
    items: [
      "At the door, before anyone is in: greet each student by name. *Morning, Sam. Bags under, the task is on the board.*",
      "On the board, a task everyone can start alone, on last lesson's work: *Three things you remember about …*",
      "At one minute, from the front, quietly: *Pens down in ten seconds, eyes this way.* Wait in silence; do not talk over anyone.",
      "Name what you see, not who is late: *Most of you have three already. Thank you.* Deal with a latecomer at the door, briefly, later.",
      "At two minutes: take two answers from the starter, then say what today is for: *Today we are going to find out …*",
    ],
  },
];
