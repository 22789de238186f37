import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";

export type ServerProcess = {
  child: ChildProcess;
  /** The pid of the process serving (which `npm start` may have started under itself). */
  serverPid: number;
  baseURL: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the production build (already built, as for the e2e suite) in its own process on a free
 * port and a fresh data directory, removed when it exits; `command` is `node scripts/server.mjs` unless given.
 */
export async function startServerProcess(
  env: Record<string, string>,
  command: string[] = [process.execPath, "scripts/server.mjs"],
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.resolve(".test-output", "server-"));
  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir, OFFLINE_MODEL_PACE: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const serving = new Promise<{ port: number; pid: number }>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = output.match(/serving on http:\/\/localhost:(\d+).*\(pid (\d+)\)/);
      if (match) resolve({ port: Number(match[1]), pid: Number(match[2]) });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    exited.then((code) => reject(new Error(`the server exited (${code}) before serving:\n${output}`)));
  });
  const { port, pid } = await serving;
  return { child, serverPid: pid, baseURL: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Whether a process with this pid is still running. */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
