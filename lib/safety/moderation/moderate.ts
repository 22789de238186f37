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

let connectedModerators: Promise<Moderator[]> | undefined;

/**
 * The moderators beside the local screen, loaded only when a model is connected and MODERATION_TIMEOUT_MS
 * is not 0: the model moderator, and OpenAI's moderation endpoint when the model is OpenAI's own (no
 * OPENAI_BASE_URL; another server has no such endpoint, and the teacher's text goes nowhere else).
 */
function moderators(): Promise<Moderator[]> {
  connectedModerators ??= (async () => {
    const { connectedModel, connectedModelSettings } = await import("@/lib/ai/providers");
    const settings = connectedModelSettings();
    if (!settings || env.MODERATION_TIMEOUT_MS === 0) return [];
    const { createModelModerator } = await import("./model");
    const model = createModelModerator(await connectedModel(settings));
    if (settings.baseURL) return [model];
    const { createOpenAIModerator } = await import("./openai");
    return [model, createOpenAIModerator({ apiKey: settings.apiKey })];
  })();
  return connectedModerators;
}

/**
 * Screens a teacher's text: the local screen at once; a local safeguarding verdict is final (no model is
 * asked), and so is any verdict when no model is connected. Otherwise `verdict` asks the other moderators
 * together and gives the most severe of their verdicts and the local one; a moderator that fails or takes
 * longer than MODERATION_TIMEOUT_MS leaves the local verdict in its place, and that is logged (which
 * moderator, why, which tool: never the text).
 */
export async function moderate(text: ModeratedText, tool: string): Promise<Moderation> {
  const screened = screenLocally(text);
  if (screened.screening.kind === "safeguarding") return screened;
  const others = await moderators();
  if (others.length === 0) return screened;
  const local = localVerdict(screened.screening);
  const timeoutMs = env.MODERATION_TIMEOUT_MS;
  const verdict = async (signal: AbortSignal) => {
    const verdicts = await Promise.all(
      others.map((moderator) => withinTime(moderator, text, local, { tool, signal, timeoutMs })),
    );
    const final = mostSevere(local, ...verdicts);
    if (final !== local)
      logWarning("a moderator's verdict outweighed the local screen's", { tool, local, verdict: final });
    return final;
  };
  return { ...screened, verdict };
}

/** One moderator's verdict, or the local one in its place when it fails or is late. */
async function withinTime(
  moderator: Moderator,
  text: ModeratedText,
  local: ModerationVerdict,
  { tool, signal, timeoutMs }: { tool: string; signal: AbortSignal; timeoutMs: number },
): Promise<ModerationVerdict> {
  const late = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    return await moderator.moderate(text, AbortSignal.any([signal, late]));
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
