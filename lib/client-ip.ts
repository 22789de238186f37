import { isIP } from "node:net";

/**
 * The client's address: the last X-Forwarded-For entry, which is the socket's address (scripts/server.mjs
 * drops a client's own X-Forwarded-For and Next.js fills in the socket's) or, with TRUST_PROXY=1, the
 * address the proxy in front appended.
 */
export function clientIp(request: Request): string | undefined {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || request.headers.get("x-real-ip")?.trim() || undefined;
}

/** Keeps the network, drops the host: IPv4 /24, IPv6 /48; anything that is not an address becomes "unknown". */
export function truncateIp(raw: string): string {
  const ip = raw
    .trim()
    .replace(/^\[(.+)\](:\d+)?$/, "$1")
    .replace(/^(\d{1,3}(\.\d{1,3}){3}):\d+$/, "$1")
    .replace(/^::ffff:/i, "");
  if (isIP(ip) === 4) return `${ip.split(".").slice(0, 3).join(".")}.0`;
  if (isIP(ip) === 6) {
    const [head = ""] = ip.split("::");
    return `${head.split(":").slice(0, 3).join(":")}::`;
  }
  return "unknown";
}
