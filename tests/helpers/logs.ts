import { vi } from "vitest";

/** Everything the app writes to the console while `run` runs, as one string. */
export async function logsOf<T>(run: () => Promise<T>) {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    }),
  );
  try {
    return { result: await run(), logs: lines.join("\n") };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
