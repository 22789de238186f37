/**
 * The model moderator's wiring (moderator-wiring.ts), in a child process: it connects a fake model through
 * the settings, which this process (and every other eval) must keep unset.
 */
import { spawn } from "node:child_process";
import path from "node:path";

export async function run() {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.join(import.meta.dirname, "moderator-wiring.ts")],
    { stdio: "inherit" },
  );
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`the moderator's wiring check failed (exit code ${code})`);
}
