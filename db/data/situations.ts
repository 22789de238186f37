import type { Concern, GradeBand } from "./note-types";

/**
 * Situations teachers describe often enough that an answer must speak to them in their own terms: the
 * superhero game that gets rough, the child alone at every playtime, the class garden, adults learning to
 * read, the child who cries at the door. Each has the practice schools and early-years settings share,
 * which is no educator's position: the built-in model offers it as the first classroom moves, in the
 * educator's voice, and a configured model is given it as common practice to adapt (lib/ai/prompts).
 * Knowledge is data; the matcher is lib/ai/knowledge/situation.ts.
 */
export type Situation = {
  id: string;
  /** What the teacher describes, as the real model's grounding names it. */
  label: string;
  /**
   * When the question describes it: every group has one of its phrases in the question (whole words,
   * any letter case, a plural "s" or "es" allowed).
   */
  when: readonly (readonly string[])[];
  /** The practice, written of "the child" where it is about one child, so pronouns follow the teacher's. */
  moves: readonly string[];
  /** The learners are adults: no children's age bands, no question about which age. */
  adults?: boolean;
  /** The ages it is met at, when not all: a question about older students does not describe it. */
  bands?: readonly GradeBand[];
  /** The teacher's concern, whatever words they used ("cry for ages after their parents leave" is the early years). */
  concern?: Concern;
};

const PLAYTIME = [
  "playtime",
  "play time",
  "playtimes",
  "recess",
  "break",
  "breaktime",
  "break time",
  "lunch",
  "lunchtime",
  "lunch time",
  "playground",
  "yard",
];

export const SITUATIONS: readonly Situation[] = [
  {
    id: "rough-play",
    label: "superhero, chasing or play-fighting games that get rough",
    when: [
      [
        "superhero",
        "super hero",
        "rough play",
        "rough and tumble",
        "rough-and-tumble",
        "play fighting",
        "play-fighting",
        "play fight",
        "gun play",
        "weapon play",
        "sword fight",
        "war game",
        "wrestling",
        "power ranger",
        "ninja",
      ],
      ["play", "plays", "playing", "game", "pretend", ...PLAYTIME],
    ],
    moves: [
      "Watch the game for a few days before you decide: in rough-and-tumble play children smile, take turns at chasing and being caught, and come back for more; in a real fight someone is hurt, frightened or trying to get away.",
      "Agree a few rules with the children who play it: stop means stop, no real hitting or kicking, only those who want to play are in the game, and it happens where there is room.",
      "Help the stories grow beyond the fight: ask who the heroes are rescuing and what their powers are for, and add capes, maps and building materials so the game has a plot to follow.",
    ],
  },
  {
    id: "alone-at-play",
    label: "a child who is alone or without friends at playtime",
    when: [
      [
        "lonely",
        "loneliness",
        "no friends",
        "no friend",
        "no one to play with",
        "nobody to play with",
        "nobody plays with",
        "no one plays with",
        "stands alone",
        "plays alone",
        "sits alone",
        "stands on his own",
        "stands on her own",
        "plays on his own",
        "plays on her own",
        "plays by himself",
        "plays by herself",
        "wanders alone",
      ],
      [...PLAYTIME, "friends", "friend", "class", "school", "games"],
    ],
    moves: [
      "Watch over a few playtimes before you act: is the child content alone, or at the edge of games wanting in? Then ask the child, in a quiet moment, what they like to do at playtime and who they would like to play with.",
      "Give playtime something to join: a game an adult starts that anyone may enter, a job such as looking after the play equipment, or a small lunchtime club around something the child enjoys.",
      "Start a friendship in class: pair the child for a task with one kind classmate who shares an interest, and let the pair carry it on at break.",
      "Tell the family what you see and ask what the child says at home; if the loneliness comes with sadness, a sudden change or unkindness from others, bring in the school's pastoral lead.",
    ],
  },
  {
    id: "class-garden",
    label: "a class or school garden",
    concern: "science",
    when: [
      [
        "garden",
        "gardening",
        "allotment",
        "vegetable patch",
        "vegetable bed",
        "raised bed",
        "school farm",
        "grow vegetables",
        "growing vegetables",
      ],
    ],
    moves: [
      "Let the class plan it: choose what to grow from what will be ready before the holidays, measure the bed or count the pots, and draw the plan to scale.",
      "Keep a garden journal: the date, what was sown, each plant's height measured every week, drawings or photographs, and the questions the class wants answered.",
      "Share the work on a rota of watering, weeding and recording, so that every child is responsible for something living.",
      "Before the first dig, check allergies, agree gloves and hand-washing after handling soil, and show how to carry and use each tool.",
    ],
  },
  {
    id: "adult-learners",
    label: "adults learning, such as adults learning to read in an evening class",
    when: [
      [
        "adult learner",
        "adult education",
        "adult literacy",
        "adult student",
        "adult class",
        "adult classes",
        "adult ed",
        "evening class",
        "evening classes",
        "night class",
        "night classes",
        "night school",
        "teach adults",
        "teaching adults",
        "adults to read",
        "adults learning",
        "adults who cannot read",
        "adults who can't read",
      ],
    ],
    moves: [
      "Start from what the adults already read and need to read: their names, street signs, labels, bus timetables, forms and notes from their children's school.",
      "Never ask an adult to read aloud to the group before they offer; keep progress private, with reading one to one and goals each learner chooses.",
      "Use texts written for adults, not children's books: short, real texts with plenty of support, so that the material respects the lives and experience in the room.",
      "Open each session by asking what the learners have read or written since the last one, and build the lesson from it.",
    ],
    adults: true,
  },
  {
    id: "separation",
    label: "a young child who cries or clings when the parent leaves in the morning",
    bands: ["early", "primary"],
    concern: "early-years",
    when: [
      ["cry", "cries", "crying", "tears", "clings", "clingy", "screams", "sobs"],
      ["drop-off", "drop off", "dropoff", "separation", "goodbye", "leave", "leaves", "leaving", "goes", "settle"],
      [
        "mum",
        "mom",
        "mother",
        "dad",
        "father",
        "parent",
        "parents",
        "carer",
        "morning",
        "mornings",
        "nursery",
        "preschool",
        "kindergarten",
        "door",
      ],
    ],
    moves: [
      "Agree a short goodbye with the family, the same every day: the same words and a wave at the same place, and a parent who leaves when they say they will, never slipping away unseen.",
      "Have one familiar adult meet the child at the door with a first job or a favourite activity ready, so the morning starts with something to do.",
      "Let something from home come into the day, a photograph or a small object, and tell the child when the parent comes back in the day's own words: after lunch, after story time.",
      "Tell the family how the child was after they left: knowing that helps the parent keep the goodbye short.",
    ],
  },
  {
    id: "hurts-others",
    label: "a young child who hits, bites, kicks or pushes other children",
    concern: "behaviour",
    bands: ["early", "primary"],
    when: [
      [
        "hits",
        "hitting",
        "bites",
        "biting",
        "kicks",
        "kicking",
        "pushes",
        "pushing",
        "scratches",
        "scratching",
        "hurts",
      ],
      ["other children", "others", "classmates", "friends", "other kids", "peers", "another child", "the other"],
    ],
    moves: [
      "Step in at once and calmly: stop the hitting, keep the other child safe, and comfort the child who was hurt first, so that hurting never brings the most attention.",
      "When the child is calm, name the feeling and the limit together: you were angry because he took the blocks; I won't let you hurt him; you can say 'Stop, that's mine!' or come to me.",
      "Watch for a week when it happens, what came just before, where and with whom, and change what you can: a second popular toy, an adult near the flashpoint, a warning before each change of activity.",
      "Practise what to do instead at calm times, in play and in stories, and tell the family the words you are teaching so that home uses them too.",
    ],
  },
  {
    id: "ai-chatbots",
    label: "pupils using ChatGPT or other AI chatbots for their work",
    concern: "technology",
    when: [
      [
        "chatgpt",
        "chat gpt",
        "chatbot",
        "ai chatbot",
        "ai tool",
        "ai tools",
        "generative ai",
        "gen ai",
        "ai to write",
        "ai to do",
        "ai for homework",
        "ai for research",
        "ai for their",
        "gemini",
        "copilot",
      ],
      ["pupils", "students", "kids", "children", "class", "year", "grade", "homework", "essays", "son", "daughter"],
      [
        "use",
        "uses",
        "using",
        "homework",
        "essay",
        "essays",
        "research",
        "assignment",
        "assignments",
        "write",
        "writing",
        "cheat",
        "cheating",
        "copy",
      ],
    ],
    moves: [
      "Check the tool's age rules and your school's policy before anything else: ChatGPT, like many AI chatbots, is for users aged 13 and over, and under 18 only with a parent's permission.",
      "Use it together before anyone uses it alone: put a question to the chatbot in front of the class, check its answer against a book or a trusted website, and find what it got wrong.",
      "Ask for the trail, not only the product: what the student asked, what came back, and what they kept, changed or checked.",
      "Set work a chatbot cannot do for them: about your own class, your local area or their own experience, followed by a short conversation about it in class.",
    ],
  },
  {
    id: "class-meeting",
    label: "a class meeting to solve a problem together",
    concern: "discussion",
    when: [["class meeting", "class council", "circle time", "morning meeting", "community meeting", "school council"]],
    moves: [
      "Hold it at a regular time, sitting in a circle, with a few rules the class agrees: one speaker at a time, no names when describing a problem, every idea heard.",
      "Name the problem together, without blame, and gather what people have seen before anyone proposes a fix.",
      "Collect ideas, choose one to try for a week by discussion or a vote, and write it up where everyone can see it.",
      "Open the next meeting by asking how the plan went, and change it if it did not work: the review is where the class learns to govern itself.",
    ],
  },
  {
    id: "corrected-in-class",
    label: "a student who corrects or contradicts the teacher in front of the class",
    concern: "behaviour",
    when: [
      [
        "corrects me",
        "corrected me",
        "correcting me",
        "contradicts me",
        "contradicted me",
        "points out my mistake",
        "pointed out my mistake",
        "says i'm wrong",
        "said i was wrong",
        "tells me i'm wrong",
        "told me i was wrong",
        "challenges me",
        "challenged me",
      ],
    ],
    moves: [
      "If the student is right, say so plainly and thank them: a teacher who owns a mistake shows the class how to treat their own.",
      "If you are not sure, say so, and come back to it next lesson with what you found.",
      "If the manner was the problem rather than the correction, talk with the student afterwards and in private: welcome the accuracy, and agree how to raise the next one.",
    ],
  },
];
