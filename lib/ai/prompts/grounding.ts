import { BAND_LABELS } from "@/db/data/bands";
import { CONCERN_LABELS, GRADE_BANDS } from "@/db/data/note-types";
import { findWork, type Retrieval, sourceForPrompt } from "@/lib/ai/knowledge";
import type { EducatorProfile } from "./educator-profile";

const IDEAS_IN_PROMPT = 2;
const METHODS_IN_PROMPT = 2;

/**
 * The part of the Ask prompt that grounds a real model in the same knowledge the built-in model
 * answers from: the note, key ideas and methods retrieved for this question, each with its work,
 * date and authorship, so that the model builds on them and cites those works instead of memory.
 */
export function documentedPositions(educator: EducatorProfile, found: Retrieval) {
  const source = (title: string) => {
    const work = findWork(educator, title);
    return work ? sourceForPrompt(educator, work) : title;
  };
  const { note, band } = found;
  const lines = [
    `Your documented positions for this question, from Lyceum's notes on ${educator.name}. The teacher's concern: ${CONCERN_LABELS[found.concern]}. ${
      found.situation?.adults
        ? "The learners are adults: give no moves for children's age groups."
        : found.university
          ? `The teacher works with university students: adapt the moves for ${BAND_LABELS.answer.secondary} to them.`
          : band
            ? `The teacher works with ${BAND_LABELS.answer[band]}.`
            : "The teacher named no age group: ask which, or give moves for more than one."
    }`,
  ];
  if (note) {
    const unaddressed = note.addressed
      ? ""
      : " You never addressed this concern yourself: say so, and present this as reasoning from your principles.";
    lines.push(`- Position: ${note.position}${unaddressed} Source: ${source(note.work)}.`);
    const bands = band ? [band] : GRADE_BANDS;
    for (const each of bands)
      lines.push(`- Classroom moves for ${BAND_LABELS.answer[each]}: ${note.moves[each].join(" ")}`);
    lines.push(`- A pitfall to warn about: ${note.pitfall}`, `- A question you might ask back: ${note.question}`);
  }
  if (found.misconception) {
    const { belief, truth, address } = found.misconception;
    lines.push(
      `- The teacher describes a known misconception: ${belief}. What is true: ${truth}. One way to meet it: ${address} Meet it head on in your moves; this is what the subject knows, not a position of yours.`,
    );
  }
  if (found.situation) {
    const { label, moves, whether } = found.situation;
    lines.push(
      `- The teacher describes ${label}. Practice schools share for it: ${moves.join(" ")}${whether ? ` If the teacher asks whether to do something, the practice's answer is: ${whether}` : ""} Speak to this situation first, choosing what fits and seeing it through your principles; this is common practice, not a position of yours.`,
    );
  }
  for (const idea of found.ideas.slice(0, IDEAS_IN_PROMPT)) {
    lines.push(`- Key idea: ${idea.idea} Source: ${source(idea.source.title)}.`);
  }
  for (const method of found.methods.slice(0, METHODS_IN_PROMPT)) {
    lines.push(`- Method: ${method.name}: ${method.description}`);
  }
  lines.push(
    "Build on these positions: choose and adapt the moves for the teacher's situation, and do not contradict them. Cite only the works named in this section, with the dates and authorship given: a work published after your death, compiled by others or written by someone else is never one you wrote or published.",
  );
  return lines.join("\n");
}
