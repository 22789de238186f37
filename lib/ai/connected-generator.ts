import "server-only";
import { APICallError, type JSONSchema7, type LanguageModelV4 } from "@ai-sdk/provider";
import { z } from "zod";
import { partSchema, validatePart, validatePlan } from "@/lib/lessons/check-plan";
import { type PlanPart, partChanged } from "@/lib/lessons/plan-parts";
import { type PartialPlan, PlanRenderer, partRenderer, renderPlan } from "@/lib/lessons/render-plan";
import { type LessonPlan, LessonPlanSchema } from "@/shared/plan-schema";
import { logWarning } from "../log";
import { refusesFormat } from "./format-refusal";
import type { OpenString } from "./json-stream";
import { forwardModelObject, forwardModelText, type ModelRequest } from "./stream-text";
import type { Generator, Send } from "./tasks";

/**
 * How a server is asked for a JSON answer: with the schema as the answer's format (OpenAI, vLLM,
 * Ollama 0.5+ and LM Studio take it), or, for a server that refuses that at once, again in JSON mode
 * with the schema in the instructions.
 */
type JsonAsk = { mode: "json_schema" | "json_mode" };

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

/** A model's answer checked: the plan it makes (when the schema accepts it) and what the checker found. */
type Checked = { plan?: LessonPlan; structural: string[]; problems: string[] };

/**
 * Asks the model for a JSON object and streams what `render` makes of it as it arrives. An answer that
 * is not JSON, or whose object fails its checks (`validate`'s structural problems), gets one repair
 * call with the problems; the repaired answer is not streamed (the page shows the stored plan once it
 * is done). A second failure throws, so nothing is stored. What is thrown names no text of the plan's,
 * which may hold the teacher's.
 */
async function askForObject(
  model: LanguageModelV4,
  base: ModelRequest,
  format: { schema: JSONSchema7; name: string },
  render: (partial: unknown, isClosed: (value: unknown) => boolean, open: OpenString | undefined) => string,
  validate: (answer: unknown) => Checked,
  send: Send,
  signal: AbortSignal,
) {
  const ask: JsonAsk = { mode: "json_schema" };
  const call = async (
    request: ModelRequest,
    draw: typeof render,
  ): Promise<{ value: unknown; text: string } | { invalid: string } | undefined> => {
    try {
      return await forwardModelObject(model, withFormat(request, format.schema, format.name, ask), draw, send, signal);
    } catch (error) {
      if (ask.mode === "json_schema" && refusesFormat(error)) {
        logWarning("the model's server refused a JSON-schema answer format; asking in JSON mode", {
          status: APICallError.isInstance(error) ? error.statusCode : undefined,
        });
        ask.mode = "json_mode";
        return call(request, draw);
      }
      if (error instanceof SyntaxError) return { invalid: error.message };
      throw error;
    }
  };
  const first = await call(base, render);
  if (first === undefined) return undefined;
  const checked: Checked =
    "invalid" in first
      ? { structural: [`the answer is not valid JSON (${first.invalid})`], problems: [] }
      : validate(first.value);
  if (checked.plan && checked.structural.length === 0) return checked as Checked & { plan: LessonPlan };
  const repair: ModelRequest = {
    ...base,
    messages: [
      ...base.messages,
      { role: "assistant", content: "text" in first ? first.text : "(an answer that was not valid JSON)" },
      {
        role: "user",
        content: `That answer has these problems:\n${checked.structural.map((problem) => `- ${problem}`).join("\n")}\nReturn the whole answer again as one corrected JSON object.`,
      },
    ],
  };
  const second = await call(repair, () => "");
  if (second === undefined) return undefined;
  if ("invalid" in second) throw new Error("the model's repaired answer is not valid JSON");
  const repaired = validate(second.value);
  if (!repaired.plan || repaired.structural.length > 0)
    throw new Error(`the model's repaired answer still fails ${repaired.structural.length} of its checks`);
  return repaired as Checked & { plan: LessonPlan };
}

/** A model on OpenAI or any OpenAI-compatible server, through the AI SDK's provider. */
export function createConnectedGenerator(model: LanguageModelV4, label: string): Generator {
  return {
    label,
    offline: false,
    async answer(_task, prompt, send, signal) {
      const text = await forwardModelText(model, prompt(), send, signal);
      return text === undefined ? undefined : { text };
    },
    synthesis: (_task, prompt, send, signal) => forwardModelText(model, prompt(), send, signal),
    async plan(task, prompt, send, signal) {
      const renderer = new PlanRenderer(task.check.educatorName);
      const checked = await askForObject(
        model,
        prompt(),
        { schema: PLAN_JSON_SCHEMA, name: "lesson_plan" },
        (partial, isClosed, open) => renderer.advance((partial ?? {}) as PartialPlan, isClosed, open),
        (answer) => validatePlan(answer, task.check),
        send,
        signal,
      );
      return checked && { plan: checked.plan, content: renderPlan(checked.plan), problems: checked.problems };
    },
    async refine(task, prompt, send, signal) {
      const checked = await askForObject(
        model,
        prompt(),
        { schema: partJsonSchema(task.part), name: `lesson_plan_${task.part}` },
        partRenderer(task.plan, task.part),
        (answer) => validatePart(answer, task.part, task.plan, task.check),
        send,
        signal,
      );
      if (!checked) return undefined;
      const changed = partChanged(task.plan, checked.plan, task.part);
      return { plan: checked.plan, changed, note: changed ? undefined : "The model returned this part unchanged." };
    },
  };
}
