import { spawn } from "node:child_process";
import path from "node:path";
import type {
  InstanceCall,
  InstanceReply,
  InstanceRequest,
  InstanceResponse,
  InstanceStarted,
} from "./app-instance-worker";

const root = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const worker = path.join(import.meta.dirname, "app-instance-worker.ts");

export type AppInstance = {
  name: string;
  pid: number;
  /** What its start-up's seeding reported. */
  educators: number;
  request: (request: InstanceRequest) => Promise<InstanceResponse>;
  /** The daily maintenance's roll-up of closed days, as this process runs it. */
  rollUp: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Spawns an app instance in its own process on `databaseUrl`, with the same settings as this test
 * process (the auth secret above all, as deploy.md asks of every instance). Settles once it has
 * prepared the database and loaded its routes, or fails with its output.
 */
export function startInstance(name: string, databaseUrl: string): Promise<AppInstance> {
  const child = spawn(tsx, ["--conditions=react-server", worker], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    // Its stdin stays open while this process lives: the instance exits when it closes.
    stdio: ["pipe", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (data: Buffer) => {
    output += data.toString();
  });
  child.stderr?.on("data", (data: Buffer) => {
    output += data.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const pending = new Map<number, { resolve: (reply: InstanceReply) => void; reject: (error: Error) => void }>();
  exited.then((code) => {
    for (const { reject } of pending.values()) reject(new Error(`instance ${name} exited (${code}):\n${output}`));
  });
  let nextId = 0;

  const call = (command: InstanceCall) =>
    new Promise<InstanceReply>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      pending.set(id, { resolve, reject });
      child.send({ ...command, id }, (error) => error && reject(error));
    }).then((reply) => {
      if (reply.error) throw new Error(`instance ${name}: ${reply.error}`);
      return reply;
    });

  return new Promise<AppInstance>((resolve, reject) => {
    child.on("message", (message: InstanceStarted | InstanceReply) => {
      if ("id" in message) {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      } else if (message.ready) {
        resolve({
          name,
          pid: message.pid,
          educators: message.educators,
          request: async (request) => {
            const { response } = await call({ kind: "request", request });
            if (!response) throw new Error(`instance ${name} answered without a response`);
            return response;
          },
          rollUp: async () => {
            await call({ kind: "rollUp" });
          },
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
      } else reject(new Error(`instance ${name} could not start:\n${message.error}\n${output}`));
    });
    exited.then((code) => reject(new Error(`instance ${name} exited (${code}) before it was ready:\n${output}`)));
  });
}
