import type { Activity } from "./types";

/**
 * The games a teacher can ask for in their instructions ("make it a game"), one for each age: the step
 * it takes over becomes the game, with the game's own check and what a right answer to it sounds like.
 */
export const GAMES: readonly Activity[] = [
  {
    name: "Musical statues game",
    teacher:
      "Play music while the children move; when it stops, ask a question about {topic} and let them answer by pointing, showing or saying.",
    students: "Dance, freeze when the music stops, and answer together.",
    check: "Watch who answers confidently and who copies a friend, and ask those children the next question directly.",
    expected:
      "Most children point to, show or say the right answer on their own, and those asked directly answer without a friend's lead.",
    bands: ["early"],
  },
  {
    name: "Quiz-quiz-trade game",
    teacher: "Give each student a card with one question about {topic} and its answer on the back; model one trade.",
    students: "Pair up, quiz each other, swap cards and find a new partner; play three rounds.",
    check: "Ask which card was hardest to answer and go over it with the class.",
    expected: "They name the hardest card and, once it is gone over, give its answer and say why it is right.",
    bands: ["primary", "lower", "upper"],
  },
];
