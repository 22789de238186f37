import { CAPACITY_WORDS, LENGTH_WORDS, TIME_WORDS } from "@/db/data/topic-kinds";
import type { SubjectScaffold } from "./types";

export const mathematics: SubjectScaffold = {
  key: "mathematics",
  label: "Mathematics",
  names: ["math", "maths", "mathematics", "algebra", "geometry", "calculus", "statistics", "arithmetic", "numeracy"],
  starters: [
    {
      name: "Feely bag",
      teacher: "Hide an object linked to {topic} in a bag and let children feel it without looking.",
      students:
        "Describe what they feel with math words (round, flat, corners, edges, big, small) and guess the object.",
      check: "Ask three children which word helped them guess, and show the object.",
      expected:
        "They name a feature they felt, such as corners, flat faces or a curved edge, and say how it told them which object it was.",
      bands: ["early", "primary"],
      // Feeling an object says something about shape and size, nothing about fractions or place value.
      topics: ["shape", "solid", "3D", "measure", "measuring", "size", "length", "weight", "heavy", "light"],
    },
    {
      name: "Counting circle",
      teacher:
        "Sit the children in a circle and count around it together, then stop and ask how {topic} could help us count or share what we see.",
      students: "Count aloud in turn, clapping once for each number, and show an amount with their fingers.",
      check: "Hold up a small group of objects and ask three children to say how many, and how they know.",
      expected:
        "They say the right number and how they know: they touched each object once as they counted, or saw the small group at a glance.",
      bands: ["early"],
      topics: [
        "count",
        "counting",
        "number",
        "numbers",
        "addition",
        "adding",
        "subtraction",
        "more",
        "fewer",
        "ten",
        "twenty",
      ],
    },
    {
      name: "Which one doesn't belong?",
      teacher:
        "Show four numbers, shapes or diagrams linked to {topic} and ask which one does not belong, accepting any answer that comes with a reason.",
      students: "Choose one, tell a partner why, then hear a different reason from another pair.",
      check: "Listen for the word 'because' and for reasons that use the properties of {topic}.",
      expected:
        "They pick one and give a reason that names a property of {topic} the other three share and it does not.",
      bands: ["primary", "lower"],
    },
    {
      name: "Retrieval warm-up",
      teacher:
        "Put five quick questions on the board: three on earlier work that {topic} builds on, two on last week's lesson.",
      students: "Answer on mini whiteboards, then mark their own answers against the key.",
      check: "Scan the boards; reteach on the spot any question fewer than half got right.",
      expected:
        "Most answers are right; where one is wrong, they can say which step or fact went wrong once they see the key.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Estimate first",
      teacher: "Pose a real question that {topic} answers and ask for an estimate before any calculation.",
      students: "Write an estimate and a one-line reason, then compare ranges around the room.",
      check: "Ask two students with very different estimates to explain their thinking.",
      expected:
        "An estimate in a sensible range, with a reason built on rounded numbers or a fact they know, not a guess.",
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  cycles: [
    {
      name: "Fill, pour and compare",
      weight: 3,
      materials: ["Clear containers of different shapes, a jug of water, a small measuring cup and towels for spills"],
      teacher:
        "Give each group containers of different shapes and one small cup, and ask which container they think holds the most.",
      students:
        "Estimate, then fill each container with cups of water or rice, count the cups, and order the containers from holds the most to holds the least.",
      check: "Ask a group how they know their order is right, and listen for full, empty and the number of cups.",
      expected:
        "They count the cups each container took and say that the one that took the most cups holds the most, whatever its shape.",
      bands: ["early", "primary"],
      topics: ["capacity", "volume", "container", "containers", "pour", "pouring", "liquid"],
    },
    {
      name: "Measure and compare lengths",
      weight: 3,
      materials: ["Ribbons, strings and straws of different lengths, with a taped starting line on the floor or table"],
      teacher:
        "Give pairs objects to compare and one unit to measure with (cubes, paper clips or hand spans), and show how to lay it end to end with no gaps.",
      students: "Estimate, measure each object with the same unit, and order the objects from longest to shortest.",
      check: "Ask a pair why they must use the same unit every time, and what happens if they leave gaps.",
      expected:
        "The same unit every time keeps the measures comparable; gaps make an object seem shorter than it is, and overlaps make it seem longer.",
      bands: ["early", "primary"],
      topics: ["length", "lengths", "tall", "taller", "height"],
    },
    {
      name: "Hands-on exploration",
      weight: 3,
      teacher: "Model {topic} with real objects (counters, blocks, shapes), saying each step aloud in short sentences.",
      students: "Copy the model with their own objects in pairs, then make one of their own to show the group.",
      check: "Ask each pair to show you with the objects and say one sentence about what they made.",
      expected:
        "They show their model with the objects and say in a sentence what it shows, naming the numbers or shapes in it.",
      bands: ["early", "primary"],
    },
    {
      name: "Number game",
      weight: 2,
      teacher:
        "Teach a short game that practices {topic} (a dice game, a hopscotch number line, or a matching game) and play one round with the whole class.",
      students: "Play in small groups, taking turns and checking each other's moves.",
      check: "Visit each group and ask one child to explain their last move.",
      expected:
        "They explain their last move by the rule of the game and the numbers or shapes it used, and say why it was allowed.",
      bands: ["early", "primary"],
    },
    {
      name: "Concrete, pictorial, abstract",
      weight: 3,
      teacher:
        "Explain {topic} three ways in a row: with objects, then a drawing, then the written symbols, linking each step to the one before.",
      students: "Work through three examples, moving from objects to a drawing to symbols for each.",
      check: "Give one example in symbols and ask students to draw it; look for drawings that match.",
      expected: "Their drawing shows the same amounts and the same steps as the symbols, part for part.",
      bands: ["primary", "lower"],
    },
    {
      name: "Worked example and your turn",
      weight: 2.5,
      teacher: "Think aloud through one worked example of {topic}, then show a near-identical problem with one change.",
      students: "Solve the matching problem on their own, then a short practice set that gets gradually harder.",
      check:
        "Hinge question: four answers, one correct and three built on typical errors; students show a letter on their fingers.",
      expected: "They choose the correct option and can say which typical error each wrong option comes from.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Spot the mistake",
      weight: 2,
      teacher: "Show a solution to a {topic} problem that contains one typical error and ask students to find it.",
      students: "Find the error in pairs, correct it, and write a tip that would stop someone making it.",
      check: "Take three tips and ask the class which would help most, and why.",
      expected:
        "A tip that names the error and how to avoid it, and a reason it helps most: the error is common, or easy to miss.",
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Reasoning and proof",
      weight: 2.5,
      teacher: "State a claim about {topic} and ask whether it is always, sometimes or never true.",
      students: "Test cases in groups of three, decide, and write a convincing argument or a counterexample.",
      check: "Ask one group to present a counterexample and another to explain why it settles the claim.",
      expected:
        "One case where the claim fails is enough to show it is not always true; a claim that is always true needs an argument for every case, not more examples.",
      bands: ["lower", "upper"],
    },
  ],
  applications: [
    {
      name: "Class shop or market",
      weight: 3,
      teacher: "Set up a play shop or market stall where {topic} is needed to buy, sell or share.",
      students: "Take roles as shopkeepers and customers, and use {topic} to finish each trade.",
      check: "Ask one shopkeeper and one customer to show how they worked out a trade.",
      expected: "They show the coins or objects they used, say how many, and how they checked that the trade was fair.",
      minMinutes: 10,
      fitsAnyTopic: false,
      bands: ["early", "primary"],
    },
    {
      name: "Real-world problem",
      weight: 3,
      teacher:
        "Present a problem from students' lives (a school trip budget, a sports table, a recipe to scale) that needs {topic}.",
      students: "Plan an approach in pairs, solve it, and present the answer with its working.",
      check: "Ask each pair how they would check that their answer is sensible.",
      expected:
        "They check by estimating first, by putting the answer back into the problem, or by asking whether it makes sense in real life.",
      minMinutes: 15,
      fitsAnyTopic: false,
      bands: ["primary", "lower", "upper"],
    },
    {
      name: "Modeling task",
      weight: 3.5,
      teacher:
        "Give an open modeling task built on {topic} with data or a situation, and agree on what a good model must do.",
      students: "Build a model, test it against the data, and state one limitation of their model.",
      check: "Peer review against the agreed checklist; each group answers one question from another group.",
      expected:
        "They answer the other group's question from their model, and name what the model leaves out or assumes.",
      minMinutes: 20,
      fitsAnyTopic: false,
      bands: ["lower", "upper"],
    },
  ],
  focuses: [
    "objects and pictures",
    "the language and symbols of {topic}",
    "fluency with simple cases",
    "harder cases and exceptions",
    "common errors and how to fix them",
    "reasoning and explaining why",
    "word problems",
    "links to earlier topics",
    "real-life contexts",
    "choosing the best method",
  ],
  create: {
    verb: "Create",
    text: "a word problem about {topic} for a partner and model a full solution",
    criterion: "I can write a problem a partner can solve, and show every step of my solution.",
    // A proof or a transformation has no story to tell.
    fitsAnyTopic: false,
  },
  createAny: {
    verb: "Create",
    text: "a question on {topic} for a partner, with a full worked solution",
    criterion: "I can write a question a partner can answer, and show every step of its solution.",
  },
  createFor: [
    {
      bands: ["early", "primary"],
      topics: ["half", "halves", "halving", "quarter", "quarters"],
      objective: {
        verb: "Make",
        text: "halves and quarters of paper shapes by folding, and show a partner how they know the parts are equal",
        criterion: "I can fold a shape into equal parts and say why each part is a half or a quarter.",
      },
    },
    {
      bands: ["early", "primary"],
      topics: ["capacity", "volume", "length", "lengths", "weight", "mass", "measuring", "measurement"],
      objective: {
        verb: "Design",
        text: "a fair way to compare which of two things holds, weighs or measures more, and carry it out with a partner",
        criterion: "I can say why my way of comparing is fair, and which one is more.",
      },
    },
  ],
  priorKnowledge: {
    early: "Children can count to ten, compare 'more' and 'fewer' in small groups, and name a few shapes.",
    primary:
      "Students know the number facts and methods that {topic} builds on, and can explain a calculation in words.",
    lower: "Students are fluent with the arithmetic {topic} needs and can read and use symbols and diagrams.",
    upper: "Students can manipulate algebraic expressions and justify steps in the methods that {topic} extends.",
  },
  materials: {
    early: [
      "Counters, blocks or everyday objects to count and sort",
      "Large dice and a floor number line",
      "Picture cards for the game",
    ],
    primary: [
      "Counters, cubes or other objects to model the problem",
      "Mini whiteboards and pens",
      "Practice set at three levels of difficulty",
    ],
    lower: ["Mini whiteboards and pens", "Practice set with a worked example at the top", "Squared paper and rulers"],
    upper: [
      "Practice set graded from routine to exam-style",
      "Graphing calculators or graphing software where the method needs them",
      "Answer key for self-marking",
    ],
  },
  misconceptions: [
    {
      bands: ["early", "primary"],
      about: LENGTH_WORDS,
      belief: "the object whose end sticks out further is longer, wherever the other end starts",
      truth:
        "to compare two lengths you line up one end of each on the same starting line, then see which reaches further",
      address:
        "Lay two ribbons with their ends not lined up, ask which is longer, then line up the ends on a starting line and look again.",
    },
    {
      bands: ["early", "primary"],
      about: LENGTH_WORDS,
      belief: "a string or ribbon gets shorter when it is bent or curled up",
      truth: "a length stays the same when it is bent; only straightening it out beside another shows which is longer",
      address:
        "Curl one of two equal strings, ask which is longer, then straighten both side by side on the starting line.",
    },
    {
      bands: ["early", "primary"],
      about: CAPACITY_WORDS,
      belief:
        "a tall, thin glass holds more water than a short, wide one, even when the same water has just been poured from one into the other",
      truth:
        "the amount of water stays the same when it is poured into a container of another shape; pouring it back, or measuring both with the same small cup, shows that nothing was added or lost",
      address:
        "Pour the same water from a short, wide glass into a tall, thin one while the children watch, ask which has more and why, then pour it back and measure both with the same small cup.",
    },
    {
      about: ["ratio", "ratios", "proportion", "proportional", "proportions"],
      belief: "a ratio of 2:3 means 2 out of 3",
      truth:
        "in 2:3 the parts are 2 and 3, so the whole has 5 parts: the first part is 2 out of 5 and the second 3 out of 5",
      address: "Build 2:3 with cubes in two colors, count the whole, and write each color as a fraction of it.",
    },
    {
      about: ["ratio", "ratios", "proportion", "proportional", "proportions"],
      belief: "to scale a ratio up, you add the same number to both parts",
      truth: "you multiply both parts by the same number: 2:3 is equivalent to 4:6, but not to 3:4",
      address:
        "Draw a 2:3 recipe for juice (cups of concentrate to cups of water), then compare the 4:6 and 3:4 versions and find the one that tastes the same.",
    },
    {
      bands: ["early", "primary"],
      about: TIME_WORDS,
      belief: "the long hand shows the hour, because it is the bigger hand",
      truth:
        "the short hand shows the hour and the long hand shows the minutes: at o'clock the long hand points to 12, and at half past it points down to 6",
      address:
        "Call out o'clock and half past times for pairs to set on their clock faces, and check together where the long hand points each time.",
    },
    {
      bands: ["early", "primary"],
      about: TIME_WORDS,
      belief: "at half past three the short hand points to the next number, so it is half past four",
      truth:
        "the short hand moves slowly from one number to the next: at half past three it sits halfway between 3 and 4, and the hour is the number it has passed",
      address:
        "Turn the hands of the geared clock slowly from 3 o'clock to 4 o'clock, stopping at half past, and ask which number the short hand has passed.",
    },
    {
      bands: ["early", "primary"],
      about: ["half", "halves", "halving", "quarter", "quarters"],
      belief: "any two pieces of a thing cut in two are halves, even when one is bigger",
      truth:
        "halves are two equal parts of one whole, and quarters four equal parts, so a quarter is smaller than a half",
      address:
        "Cut a paper strip into two unequal pieces and ask whether each is a half; then fold another strip so the parts match exactly, and compare.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["fraction", "fractions", "denominator", "equivalent"],
      belief: "a fraction with a bigger denominator is bigger, so 1/8 is more than 1/4",
      truth:
        "the denominator says how many equal parts the whole is cut into, so eighths are smaller pieces than quarters",
      address: "Fold two equal paper strips into quarters and eighths and compare one piece of each side by side.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["multiplication", "multiply", "times", "decimal", "decimals"],
      belief: "multiplying always makes a number bigger",
      truth: "multiplying by a number between 0 and 1 makes it smaller",
      address: "Work out 10 × 0.5 with money, then ask students to predict before calculating.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["equation", "equations", "algebra", "equals", "addition", "subtraction"],
      belief: "the equals sign means 'write the answer next'",
      truth: "the equals sign means both sides have the same value",
      address: "Use a balance scale and problems such as 8 = □ + 3 so the answer sits on the left.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["place", "value", "decimal", "decimals", "number"],
      belief: "a longer decimal is a bigger number, so 0.25 is more than 0.5",
      truth: "value depends on place: 0.5 is five tenths and 0.25 is two tenths and five hundredths",
      address: "Shade both on hundred grids and compare the shaded areas.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: ["area", "perimeter", "shape", "shapes", "rectangle"],
      belief: "shapes with the same area always have the same perimeter",
      truth: "area and perimeter measure different things and can change independently",
      address: "Build rectangles of 12 squares with tiles and measure each one's perimeter.",
    },
    {
      bands: ["early", "primary"],
      about: ["counting", "count", "numbers", "number"],
      belief: "you get a different number if you count the same objects in a different order",
      truth: "the number of a group stays the same whatever order you count in",
      address: "Count a line of objects from each end and from the middle, and notice the number stays the same.",
    },
    {
      bands: ["lower", "upper"],
      about: ["probability", "chance", "dice"],
      belief: "after several heads in a row, tails is 'due'",
      truth: "each fair toss is independent, so the chance of tails is still one half",
      address: "Toss coins as a class, record runs, and compare with the theory.",
    },
    {
      about: ["shape", "shapes", "triangle", "geometry", "angles"],
      belief: "a shape turned on its side is no longer the same shape",
      truth: "a shape keeps its name and properties however it is turned",
      address: "Rotate a cut-out shape in front of the class and ask what has changed and what has not.",
    },
    {
      about: [],
      belief: "there is only one right method, and it is the one the teacher showed",
      truth: "many methods can be correct; what matters is that each step is justified",
      address: "Compare two correct methods side by side and ask when each is more efficient.",
    },
    {
      bands: ["primary", "lower", "upper"],
      about: [],
      belief: "if the answer is right, the working does not matter",
      truth: "working shows reasoning, lets you find errors, and earns credit",
      address: "Show two right answers, one with clear working, and ask which would convince a doubter.",
    },
  ],
  safety: [],
};
