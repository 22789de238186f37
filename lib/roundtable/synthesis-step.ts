import "server-only";
import type { Owner } from "@/db/queries/owner";
import { type RoundtableRef, saveSynthesis } from "@/db/queries/roundtables";
import { MAX_SYNTHESIS_TOKENS, synthesisInstructions, synthesisMessages } from "../ai/prompts/synthesis";
import type { Generator } from "../ai/tasks";
import type { StreamEvent } from "../sse";

/** What a round's synthesis is made from: the educators who answered, and their answers. */
export type Round = {
  chosen: Generator;
  roundtable: RoundtableRef;
  owner: Owner;
  synthesisId: number;
  question: string;
  earlierQuestions: string[];
  language: string;
  answers: { slug: string; name: string; answer: string }[];
};

/**
 * Streams a round's synthesis as synthesis_init and synthesis_chunk events and stores it once whole.
 * A real model is given the answers; the built-in model composes it from the catalogue. Returns false
 * when the client went away (nothing stored); a model failure throws.
 */
export async function synthesize(round: Round, send: (event: StreamEvent) => void, signal: AbortSignal) {
  const { chosen, answers } = round;
  send({ type: "synthesis_init", synthesisId: round.synthesisId, model: chosen.label });
  const content = await chosen.synthesis(
    {
      educatorSlugs: answers.map((each) => each.slug),
      question: round.question,
      earlierQuestions: round.earlierQuestions,
    },
    () => ({
      instructions: synthesisInstructions(
        answers.map((each) => each.name),
        round.language,
      ),
      messages: synthesisMessages(round.question, answers),
      maxOutputTokens: MAX_SYNTHESIS_TOKENS,
    }),
    (event) => send(event.type === "chunk" ? { ...event, type: "synthesis_chunk" } : event),
    signal,
  );
  if (content === undefined) return false;
  await saveSynthesis({
    id: round.synthesisId,
    roundtable: round.roundtable,
    owner: round.owner,
    question: round.question,
    content,
    model: chosen.label,
  });
  return true;
}
