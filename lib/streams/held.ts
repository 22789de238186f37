import type { ModerationVerdict } from "../safety/moderation/types";
import type { StreamEvent } from "../sse";

type Send = (event: StreamEvent) => void;
type Run = (send: Send, signal: AbortSignal) => Promise<void>;

/**
 * Fail-closed moderation beside the answer: `init` goes out at once, before anything is called (the
 * contract's first event; its reserved ids are the ones either outcome uses). Then `verdict` and `answer`
 * start together, and every event the answer sends is held until the verdict arrives. Then the held events
 * go out and the rest follow as they come; or, on a safeguarding verdict, the answer's model request is
 * aborted, what it sent is dropped and `safeguarding` streams in its place, after the init already sent
 * (so it sends none of its own). `answer` gets `decided` (the verdict, once the abort is applied) to await
 * before it stores anything, so nothing is stored before the verdict either.
 */
export async function holdUntilModerated(
  send: Send,
  signal: AbortSignal,
  steps: {
    init: StreamEvent[];
    verdict: (signal: AbortSignal) => Promise<ModerationVerdict>;
    answer: (send: Send, signal: AbortSignal, decided: Promise<ModerationVerdict>) => Promise<void>;
    safeguarding: Run;
  },
) {
  for (const event of steps.init) send(event);
  const stop = new AbortController();
  const answerSignal = AbortSignal.any([signal, stop.signal]);
  const decided = steps.verdict(signal).then((verdict) => {
    if (verdict.kind === "safeguarding") stop.abort();
    return verdict;
  });
  let held: StreamEvent[] | undefined = [];
  const heldSend: Send = (event) => {
    if (stop.signal.aborted) return;
    if (held) held.push(event);
    else send(event);
  };
  const answering = steps.answer(heldSend, answerSignal, decided);
  const verdict = await decided;
  if (verdict.kind === "safeguarding") {
    held = undefined;
    // The answer ends on its own once aborted; it stores nothing and sends nothing more.
    await answering.catch(() => {});
    if (!signal.aborted) await steps.safeguarding(send, signal);
    return;
  }
  for (const event of held ?? []) send(event);
  held = undefined;
  await answering;
}
