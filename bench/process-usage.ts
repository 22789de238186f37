import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

type Usage = { cpuMs: number; rssBytes: number; processes: number };

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces or parentheses. */
function statFields(pid: string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined; // the process ended while we looked
  }
}

/**
 * CPU time (user + system) and resident memory of a process and all its descendants, read from
 * /proc (Linux only): `npm start`'s launcher, the server and any workers together.
 */
export function processTreeUsage(rootPid: number): Usage {
  const children = new Map<string, string[]>();
  const fields = new Map<string, string[]>();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    const stat = statFields(pid);
    if (!stat) continue;
    fields.set(pid, stat);
    const parent = stat[1] as string; // ppid
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const usage: Usage = { cpuMs: 0, rssBytes: 0, processes: 0 };
  const queue = [String(rootPid)];
  while (queue.length > 0) {
    const pid = queue.pop() as string;
    const stat = fields.get(pid);
    if (stat) {
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; rss is field 24.
      usage.cpuMs += ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND;
      usage.rssBytes += Number(stat[21]) * PAGE_BYTES;
      usage.processes += 1;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return usage;
}
