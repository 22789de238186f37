import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeBehaviour, startFakeOpenAI } from "@/tests/helpers/fake-openai";

const root = path.resolve(import.meta.dirname, "..");
const key = "sk-test-secret-key-0123456789";
const fake = await startFakeOpenAI();
const host = new URL(fake.baseURL).host;
// Each case names its own model, and the server answers it as that case needs.
const byModel: Record<string, FakeBehaviour> = {
  "fake-planner-1": { kind: "answer", pieces: ['{"ok":', " true}"] },
  "wrong-key": { kind: "status", status: 401, message: `Incorrect API key provided: ${key}.` },
  "no-such-model": {
    kind: "status",
    status: 404,
    message: "The model `no-such-model` does not exist or you do not have access to it.",
  },
  "no-json-schema": {
    kind: "status",
    status: 400,
    message: "response_format 'json_schema' is not supported by this server.",
  },
  // A server that quotes the key in an error of its own: its words are shown, the key never.
  "quotes-the-key": { kind: "status", status: 500, message: `Upstream failed for ${key}, try again later.` },
};
fake.behave((body) => byModel[body.model] ?? { kind: "status", status: 500, message: "unexpected model" });

afterAll(() => fake.close());

/** `npm run check:model` as an administrator runs it, with these settings; its output and exit code. */
function checkModel(settings: Record<string, string>) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = spawn(tsx, ["--conditions=react-server", "scripts/check-model.ts"], {
    cwd: root,
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_MODEL: "", ...settings },
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ output: string; code: number | null }>((resolve) =>
    child.on("close", (code) => resolve({ output: output.trim(), code })),
  );
}

/** A port on this machine where nothing listens. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const connected = { OPENAI_API_KEY: key, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "fake-planner-1" };

// Each case starts tsx, which takes seconds on a busy machine.
describe("npm run check:model", { timeout: 120_000 }, () => {
  it("says the built-in model answers, and exits 0, when no model is configured", async () => {
    const { output, code } = await checkModel({});
    expect(output).toBe(
      "OK: no model is connected (OPENAI_API_KEY is not set), so the built-in offline model answers.",
    );
    expect(code).toBe(0);
  });

  it("says the model answers, and how fast, and exits 0, when it does", async () => {
    const { output, code } = await checkModel(connected);
    expect(output).toMatch(new RegExp(`^OK: fake-planner-1 at ${host} answered in \\d+ ms\\.$`));
    expect(code).toBe(0);
    // Asked as a lesson plan is asked: in a JSON schema.
    const asked = fake.requests.find(({ body }) => body.model === "fake-planner-1")?.body;
    expect(asked).toMatchObject({ stream: true, response_format: { type: "json_schema" } });
  });

  it.each([
    ["a wrong key (401)", "wrong-key", `The model server at ${host} refused the key (401): check OPENAI_API_KEY.`],
    [
      "an unknown model name (404)",
      "no-such-model",
      `The model server at ${host} does not know the model "no-such-model" (404): check OPENAI_MODEL against the names the server lists at /v1/models.`,
    ],
    [
      "a server without structured output (400)",
      "no-json-schema",
      `The model server at ${host} answers, but refuses structured output (400: response_format json_schema)`,
    ],
  ])("names %s in plain words and exits 1", async (_name, model, said) => {
    const { output, code } = await checkModel({ ...connected, OPENAI_MODEL: model });
    expect(output).toContain(said);
    expect(output.split("\n")).toHaveLength(1);
    expect(output).not.toContain(key);
    expect(code).toBe(1);
  });

  it("shows a server's own words for another failure, with the key it quoted taken out, and exits 1", async () => {
    const { output, code } = await checkModel({ ...connected, OPENAI_MODEL: "quotes-the-key" });
    expect(output).toMatch(new RegExp(`^The model server at ${host} answered 500: .*Upstream failed for …`));
    expect(output).not.toContain(key);
    expect(code).toBe(1);
  });

  it("says nothing answers at a port where no server listens, and exits 1", async () => {
    const port = await closedPort();
    const { output, code } = await checkModel({ ...connected, OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` });
    expect(output).toBe(
      `Cannot reach the model server at 127.0.0.1:${port}: nothing is listening at that address and port. Check OPENAI_BASE_URL and that the server is running.`,
    );
    expect(code).toBe(1);
  });

  it("says a base URL without /v1 has no Chat Completions API there, and exits 1", async () => {
    const { output, code } = await checkModel({ ...connected, OPENAI_BASE_URL: fake.baseURL.replace(/\/v1$/, "") });
    expect(output).toBe(
      `The server at ${host} has no Chat Completions API at this address (404): check that OPENAI_BASE_URL ends with /v1.`,
    );
    expect(code).toBe(1);
  });

  it("names a setting Lyceum cannot run with in one line, and exits 1", async () => {
    const { output, code } = await checkModel({ OPENAI_MODEL: "llama3.1" });
    expect(output).toBe(
      "[lyceum] Lyceum cannot start: OPENAI_API_KEY: is missing while OPENAI_MODEL is set; set it too (any text for a local server without a key), or unset OPENAI_MODEL to use the built-in model.",
    );
    expect(code).toBe(1);
  });
});
