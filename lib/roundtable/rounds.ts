/**
 * A roundtable as the page shows it: rounds of one question, each educator's answer, and the synthesis.
 * Shared by the stream hook (rounds as they arrive) and the library (rounds rebuilt from stored rows).
 */

export type SeatAnswer = {
  text: string;
  model: string | null;
  status: "streaming" | "complete" | "error";
  message?: string;
};

export type Round = {
  question: string;
  answers: Record<number, SeatAnswer>;
  synthesis: {
    text: string;
    model: string | null;
    status: "streaming" | "complete" | "error";
    safeguarding: boolean;
  } | null;
};

/** What GET /api/roundtables/{id} sends. */
export type StoredRoundtable = {
  id: number;
  title: string;
  seats: {
    educatorId: number;
    educatorName: string;
    exchanges: { question: string; answer: string; model: string | null }[];
  }[];
  syntheses: { question: string; content: string; model: string | null; screening: string | null }[];
};

/**
 * Rebuilds the rounds from stored rows. Rounds are told apart by their questions, in the order they
 * were asked (the n-th time a question was asked is the n-th round with that question); an educator
 * whose answer failed in a round simply has none there.
 */
export function roundsOf(stored: StoredRoundtable): Round[] {
  const rounds: Round[] = [];
  const roundFor = (question: string, occurrence: number) => {
    const matches = rounds.filter((round) => round.question === question);
    const found = matches[occurrence];
    if (found) return found;
    const round: Round = { question, answers: {}, synthesis: null };
    rounds.push(round);
    return round;
  };
  const occurrences = (list: { question: string }[], index: number) =>
    list.slice(0, index).filter((item) => item.question === list[index]?.question).length;
  for (const seat of stored.seats) {
    seat.exchanges.forEach((exchange, index) => {
      const round = roundFor(exchange.question, occurrences(seat.exchanges, index));
      round.answers[seat.educatorId] = { text: exchange.answer, model: exchange.model, status: "complete" };
    });
  }
  stored.syntheses.forEach((synthesis, index) => {
    const round = roundFor(synthesis.question, occurrences(stored.syntheses, index));
    const safeguarding = synthesis.screening === "safeguarding";
    round.synthesis = { text: synthesis.content, model: synthesis.model, status: "complete", safeguarding };
  });
  return rounds;
}
