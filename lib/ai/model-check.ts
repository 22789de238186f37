import "server-only";
import { APICallError } from "@ai-sdk/provider";
import { env } from "@/shared/env";
import { OFFLINE_MODEL_LABEL } from "../site";
import { refusesFormat } from "./format-refusal";
import { modelPrompt } from "./model-prompt";
import { type ConnectedModelSettings, connectedModel, connectedModelSettings, modelHost } from "./providers";

/** Which model answers: the built-in one, or the connected model's name and the host it is called at. */
export type ModelIdentity = { builtIn: true; name: string } | { builtIn: false; name: string; host: string };

/** What one call to the model showed, in plain words; `problem` names what is wrong when it is not `ok`. */
export type ModelCheck = ModelIdentity & {
  ok: boolean;
  problem?:
    | "bad_key"
    | "unreachable"
    | "timeout"
    | "unknown_model"
    | "no_structured_output"
    | "no_chat_endpoint"
    | "error";
  message: string;
  roundTripMs?: number;
};

export function modelIdentity(settings = connectedModelSettings()): ModelIdentity {
  if (!settings) return { builtIn: true, name: OFFLINE_MODEL_LABEL };
  return { builtIn: false, name: settings.modelId, host: modelHost(settings) };
}

// A lesson plan is asked for in its JSON schema: the check asks the same way, with the smallest schema.
const probeFormat = {
  type: "json" as const,
  name: "connection_check",
  schema: {
    type: "object" as const,
    properties: { ok: { type: "boolean" as const } },
    required: ["ok"],
    additionalProperties: false,
  },
};

/**
 * Calls the configured model once, as a lesson plan calls it (Chat Completions, streamed, with a JSON
 * schema as the answer's format), and says what came of it. With no model configured, the built-in model
 * answers, which needs no check. Never throws; the key appears in nothing it returns.
 */
export async function checkModel(settings = connectedModelSettings()): Promise<ModelCheck> {
  const identity = modelIdentity(settings);
  if (!settings || identity.builtIn) {
    const message = `OK: no model is connected (OPENAI_API_KEY is not set), so the ${OFFLINE_MODEL_LABEL.toLowerCase()} answers.`;
    return { ...identity, ok: true, message };
  }
  const timeoutMs = env.MODEL_FIRST_TOKEN_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const model = await connectedModel(settings);
    const started = performance.now();
    const { stream } = await model.doStream({
      prompt: modelPrompt('Answer with the JSON object {"ok": true}.', [{ role: "user", content: "Are you there?" }]),
      maxOutputTokens: 16,
      responseFormat: probeFormat,
      abortSignal: signal,
    });
    const reader = stream.getReader();
    try {
      // The server took the request: its first words (or its end) are the answer's arrival.
      for (;;) {
        const { value: part, done } = await reader.read();
        if (done || part.type === "text-delta" || part.type === "finish") break;
        if (part.type === "error") throw part.error;
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    const roundTripMs = Math.round(performance.now() - started);
    return {
      ...identity,
      ok: true,
      roundTripMs,
      message: `OK: ${identity.name} at ${identity.host} answered in ${roundTripMs} ms.`,
    };
  } catch (error) {
    const failure = signal.aborted
      ? {
          problem: "timeout" as const,
          message: `The model server at ${identity.host} did not answer within ${timeoutMs / 1000} s (MODEL_FIRST_TOKEN_TIMEOUT_MS): is it busy, or the model still loading?`,
        }
      : describeFailure(error, settings, identity.host);
    return { ...identity, ok: false, ...failure };
  }
}

const unknownModel =
  /model_not_found|model\b.*\b(not found|does not exist|not exist|unknown|not loaded)|no such model|unknown model/i;
const networkReasons: Record<string, string> = {
  ECONNREFUSED: "nothing is listening at that address and port",
  ENOTFOUND: "the host name is not known",
  EAI_AGAIN: "the host name could not be looked up",
  ECONNRESET: "the connection was cut",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
};

/** Why a request got no answer, from the socket's error code, else the innermost error's own words. */
function networkReason(error: unknown) {
  let words = "the request failed";
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = String((cause as { code?: unknown }).code ?? "");
    if (code in networkReasons) return networkReasons[code];
    if (/CERT|SSL|TLS/.test(code)) return `its TLS certificate was refused (${code})`;
    words = `the request failed (${cause.message})`;
  }
  return words;
}

/** A failed call in plain words: what is wrong, and which setting to look at. */
function describeFailure(
  error: unknown,
  settings: ConnectedModelSettings,
  host: string,
): Pick<ModelCheck, "problem" | "message"> {
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (status === undefined) {
    const reason = networkReason(error);
    return {
      problem: "unreachable",
      message: `Cannot reach the model server at ${host}: ${reason}. Check OPENAI_BASE_URL and that the server is running.`,
    };
  }
  const said = APICallError.isInstance(error) ? `${error.message} ${error.responseBody ?? ""}` : "";
  if (status === 401 || status === 403) {
    return {
      problem: "bad_key",
      message: `The model server at ${host} refused the key (${status}): check OPENAI_API_KEY.`,
    };
  }
  if (unknownModel.test(said)) {
    return {
      problem: "unknown_model",
      message: `The model server at ${host} does not know the model "${settings.modelId}" (${status}): check OPENAI_MODEL against the names the server lists at /v1/models.`,
    };
  }
  if (refusesFormat(error)) {
    return {
      problem: "no_structured_output",
      message: `The model server at ${host} answers, but refuses structured output (${status}: response_format json_schema): lesson plans would be asked for in plain JSON mode, which models fill less reliably. Use a server or model that supports JSON-schema output (OpenAI, vLLM, Ollama 0.5+, LM Studio).`,
    };
  }
  if (status === 404) {
    return {
      problem: "no_chat_endpoint",
      message: `The server at ${host} has no Chat Completions API at this address (404): check that OPENAI_BASE_URL ends with /v1.`,
    };
  }
  // The server's own words help; a server may quote the key it refused, so it is taken out.
  const words = (APICallError.isInstance(error) ? error.message : "").replaceAll(settings.apiKey, "…").slice(0, 200);
  return { problem: "error", message: `The model server at ${host} answered ${status}: ${words}` };
}

/** How long a check's verdict is reused, so a monitor polling /api/health?model=1 costs one call a minute. */
const MODEL_CHECK_TTL_MS = 60_000;
/** A check, and when it was made. */
export type DatedModelCheck = ModelCheck & { checkedAt: string };
let recent: { at: number; check: Promise<DatedModelCheck> } | undefined;

/** The last minute's check of the model, or a new one (callers at the same moment share it). */
export function recentModelCheck(): Promise<DatedModelCheck> {
  const now = Date.now();
  if (!recent || now - recent.at >= MODEL_CHECK_TTL_MS) {
    const checkedAt = new Date(now).toISOString();
    recent = { at: now, check: checkModel().then((check) => ({ ...check, checkedAt })) };
  }
  return recent.check;
}
