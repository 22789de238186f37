import "server-only";
import { APICallError, type JSONSchema7, type LanguageModelV4 } from "@ai-sdk/provider";
import { z } from "zod";
import { validatePart, validatePlan } from "@/lib/lessons/check-plan";
import { LessonPlanSchema, type PlanPart, partSchema } from "@/lib/lessons/plan-schema";
import { type PartialPlan, PlanRenderer, partRenderer, renderPlan } from "@/lib/lessons/render-plan";
import { logWarning } from "../log";
import type { OpenString } from "./json-stream";
import { forwardModelObject, forwardModelText, type ModelRequest } from "./stream-text";
import type { Generator, Send } from "./tasks";

/**
 * How a server is asked for a JSON answer: with the schema as the answer's format (OpenAI, vLLM,
 * Ollama and LM Studio take it), or, for a server that rejects that at once, again in JSON mode with
 * the schema in the instructions.
 */
type JsonAsk = { mode: "json_schema" | "json_mode" };

/** The statuses a server answers a response format it does not support with. */
const REJECTS_FORMAT = new Set([400, 404, 415, 422, 501]);

/** A zod schema as the JSON schema a model is given (draft 7: every field required, no extra fields). */
function jsonSchemaOf(schema: z.ZodType): JSONSchema7 {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { target: "draft-7" }) as JSONSchema7;
  return rest;
}

const PLAN_JSON_SCHEMA = jsonSchemaOf(LessonPlanSchema);
const partJsonSchemas = new Map<PlanPart, JSONSchema7>();
const partJsonSchema = (part: PlanPart) => {
  const known = partJsonSchemas.get(part);
  if (known) return known;
  const made = jsonSchemaOf(partSchema(part));
  partJsonSchemas.set(part, made);
  return made;
};

function withFormat(request: ModelRequest, schema: JSONSchema7, name: string, ask: JsonAsk): ModelRequest {
  if (ask.mode === "json_schema") return { ...request, responseFormat: { type: "json", schema, name } };
  return {
    ...request,
    instructions: `${request.instructions}\n\nAnswer with one JSON object and nothing else (no code fence, no remarks), matching this JSON schema; its descriptions say what goes in each field:\n${JSON.stringify(schema)}`,
    responseFormat: { type: "json" },
  };
}

type Validated<T> = { value: T | undefined; structural: string[] };

/**
 * Asks the model for a JSON object and streams what `render` makes of it as it arrives. An answer that
 * is not JSON, or whose object fails its checks (`validate`'s structural problems), gets one repair
 * call with the problems; the repaired answer is not streamed (the page shows the stored plan once it
 * is done). A second failure throws, so nothing is stored.
 */
async function askForObject<T>(
  model: LanguageModelV4,
  ask: JsonAsk,
  base: ModelRequest,
  format: { schema: JSONSchema7; name: string },
  render: (partial: unknown, isClosed: (value: unknown) => boolean, open: OpenString | undefined) => string,
  validate: (answer: unknown) => Validated<T>,
  send: Send,
  signal: AbortSignal,
) {
  const call = async (request: ModelRequest, draw: typeof render) => {
    try {
      return await forwardModelObject(model, withFormat(request, format.schema, format.name, ask), draw, send, signal);
    } catch (error) {
      if (ask.mode === "json_schema" && APICallError.isInstance(error) && REJECTS_FORMAT.has(error.statusCode ?? 0)) {
        logWarning("the model's server rejected a JSON-schema answer format; using JSON mode", {
          status: error.statusCode,
        });
        ask.mode = "json_mode";
        return forwardModelObject(model, withFormat(request, format.schema, format.name, ask), draw, send, signal);
      }
      if (error instanceof SyntaxError) return { value: undefined, text: "", invalid: error.message };
      throw error;
    }
  };
  const first = await call(base, render);
  if (first === undefined) return undefined;
  const checked: Validated<T> =
    "invalid" in first
      ? { value: undefined, structural: [`the answer is not valid JSON (${first.invalid})`] }
      : validate(first.value);
  if (checked.value !== undefined && checked.structural.length === 0) return checked.value;
  const repair: ModelRequest = {
    ...base,
    messages: [
      ...base.messages,
      { role: "assistant", content: first.text || "(no valid JSON)" },
      {
        role: "user",
        content: `That answer has these problems:\n${checked.structural.map((problem) => `- ${problem}`).join("\n")}\nReturn the whole answer again as one corrected JSON object.`,
      },
    ],
  };
  const second = await call(repair, () => "");
  if (second === undefined) return undefined;
  if ("invalid" in second) throw new Error(`the model's repaired answer is not valid JSON (${second.invalid})`);
  const repaired = validate(second.value);
  if (repaired.value === undefined || repaired.structural.length > 0)
    throw new Error(`the model's repaired answer still fails its checks: ${repaired.structural.join("; ")}`);
  return repaired.value;
}

/** A model on OpenAI or any OpenAI-compatible server, through the AI SDK's provider. */
export function createConnectedGenerator(model: LanguageModelV4, label: string): Generator {
  return {
    label,
    offline: false,
    answer: (_task, prompt, send, signal) => forwardModelText(model, prompt(), send, signal),
    synthesis: (_task, prompt, send, signal) => forwardModelText(model, prompt(), send, signal),
    async plan(task, prompt, send, signal) {
      const renderer = new PlanRenderer();
      const validate = (answer: unknown) => {
        const { plan, structural } = validatePlan(answer, task.check);
        return { value: plan, structural };
      };
      const plan = await askForObject(
        model,
        { mode: "json_schema" },
        prompt(),
        { schema: PLAN_JSON_SCHEMA, name: "lesson_plan" },
        (partial, isClosed, open) => renderer.advance((partial ?? {}) as PartialPlan, isClosed, open),
        validate,
        send,
        signal,
      );
      if (plan === undefined) return undefined;
      const { problems } = validatePlan(plan, task.check);
      return { plan, content: renderPlan(plan), problems };
    },
    async refine(task, prompt, send, signal) {
      const draw = partRenderer(task.plan, task.part);
      const validate = (answer: unknown) => {
        const { plan, structural } = validatePart(answer, task.part, task.plan, task.check);
        return { value: plan, structural };
      };
      const plan = await askForObject(
        model,
        { mode: "json_schema" },
        prompt(),
        { schema: partJsonSchema(task.part), name: `lesson_plan_${task.part}` },
        draw,
        validate,
        send,
        signal,
      );
      return plan && { plan, changed: true };
    },
  };
}
