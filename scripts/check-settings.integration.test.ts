import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const folder = mkdtempSync(path.join(tmpdir(), "lyceum-settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A variable set, even empty, wins over the .env file: the model's are left unset here.
const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, ...unsetModel } = process.env;

/** The settings check `npm start` runs, from a folder whose .env file holds `dotEnv`; its output and exit code. */
function checkSettings(dotEnv: string) {
  writeFileSync(path.join(folder, ".env"), dotEnv);
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const child = spawn(tsx, ["--conditions=react-server", path.join(root, "scripts", "check-settings.ts")], {
    cwd: folder,
    env: unsetModel,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      output += chunk;
    });
  }
  return new Promise<{ output: string; code: number | null }>((resolve) =>
    child.on("close", (code) => resolve({ output: output.trim(), code })),
  );
}

// Each case starts tsx, which takes seconds on a busy machine.
describe("the settings check", { timeout: 120_000 }, () => {
  it("reads the .env file, as npm start does, and names a setting there Lyceum cannot run with", async () => {
    const { output, code } = await checkSettings("OPENAI_MODEL=llama3.1\n");
    expect(output).toBe(
      "[lyceum] Lyceum cannot start: OPENAI_API_KEY: is missing while OPENAI_MODEL is set; set it too (any text for a local server without a key), or unset OPENAI_MODEL to use the built-in model.",
    );
    expect(code).toBe(1);
  });

  it("says nothing and exits 0 when every setting is usable", async () => {
    expect(await checkSettings("OPENAI_MODEL=llama3.1\nOPENAI_API_KEY=local\n")).toEqual({ output: "", code: 0 });
  });
});
