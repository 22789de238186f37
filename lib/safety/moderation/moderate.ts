import "server-only";
import { APICallError } from "@ai-sdk/provider";
import { logWarning } from "@/lib/log";
import { env } from "@/shared/env";
import { mostSevere } from "./combine";
import { type LocalScreening, localVerdict, screenLocally } from "./local";
import type { ModeratedText, ModerationVerdict, Moderator } from "./types";

/**
 * A teacher's text as the moderators read it: the local screen's reading at once, and, when another
 * moderator reads too, `verdict`, which starts it (with the answer) and gives the most severe verdict of
 * all; it never rejects. Its signal is the stream's: a client that leaves ends the moderator's request.
 */
export type Moderation = LocalScreening & { verdict?: (signal: AbortSignal) => Promise<ModerationVerdict> };

let modelModerator: Promise<Moderator | undefined> | undefined;

/** The model moderator, when a model is connected and MODERATION_TIMEOUT_MS is not 0; loaded only then. */
function moderators(): Promise<Moderator | undefined> {
  modelModerator ??= (async () => {
    const { connectedModel, connectedModelSettings } = await import("@/lib/ai/providers");
    const settings = connectedModelSettings();
    if (!settings || env.MODERATION_TIMEOUT_MS === 0) return undefined;
    const { createModelModerator } = await import("./model");
    return createModelModerator(await connectedModel(settings));
  })();
  return modelModerator;
}

/**
 * Screens a teacher's text: the local screen at once; a local safeguarding verdict is final (no model is
 * asked), and so is any verdict when no model is connected. Otherwise `verdict` asks the model moderator
 * and gives the most severe of its verdict and the local one; a moderator that fails or takes longer than
 * MODERATION_TIMEOUT_MS leaves the local verdict alone, and that is logged (which moderator, why, which
 * tool: never the text).
 */
export async function moderate(text: ModeratedText, tool: string): Promise<Moderation> {
  const local = screenLocally(text);
  if (local.screening.kind === "safeguarding") return local;
  const model = await moderators();
  if (!model) return local;
  const verdict = localVerdict(local.screening);
  const timeoutMs = env.MODERATION_TIMEOUT_MS;
  return { ...local, verdict: (signal) => withinTime(model, text, verdict, { tool, signal, timeoutMs }) };
}

/** One moderator's verdict beside the local one, or the local one alone when it fails or is late. */
async function withinTime(
  moderator: Moderator,
  text: ModeratedText,
  local: ModerationVerdict,
  { tool, signal, timeoutMs }: { tool: string; signal: AbortSignal; timeoutMs: number },
): Promise<ModerationVerdict> {
  const late = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    const verdict = await moderator.moderate(text, AbortSignal.any([signal, late]));
    const final = mostSevere(local, verdict);
    if (final !== local) logWarning("a moderator's verdict outweighed the local screen's", { tool, local, verdict });
    return final;
  } catch (error) {
    if (!signal.aborted) {
      // The AI SDK's errors carry the request, and a server's message may quote it: only the kind is logged.
      const reason = late.aborted ? "timeout" : "error";
      logWarning("a moderator gave no verdict; the local screen's stands", {
        tool,
        moderator: moderator.name,
        reason,
        error: error instanceof Error ? error.name : typeof error,
        status: APICallError.isInstance(error) ? error.statusCode : undefined,
        ms: Math.round(performance.now() - started),
        local,
      });
    }
    return local;
  }
}
