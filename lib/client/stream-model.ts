import { SAFEGUARDING_LABEL } from "@/lib/safety/label";
import type { StreamEvent } from "@/lib/sse";

/**
 * Who wrote what a stream sends, as its events say: init names the model, and a closing event that names
 * one too names who wrote it in the end. That is our safeguarding reply given on a model moderator's
 * verdict, after an init that named the connected model (lib/streams/held.ts). An event that names no
 * model leaves it as it was.
 */
export function streamedModel(current: string | null, event: StreamEvent): string | null {
  return typeof event.model === "string" ? event.model : current;
}

/** Our safeguarding reply, written by no model. */
export const isSafeguardingReply = (model: string | null) => model === SAFEGUARDING_LABEL;

/** A finished plan uses up one of an anonymous visitor's trial plans, unless it is our safeguarding reply (the server agrees). */
export const usesTrialPlan = (model: string | null) => !isSafeguardingReply(model);
