// What scripts/server.mjs answers itself, before Next.js sees a request that Next.js would answer with a
// 500: a path whose %-encoding is broken, and a method no route takes (TRACE and friends).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const STANDARD_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Every API route with the methods its route.ts exports (HEAD with GET, OPTIONS always: Next answers them). */
export function apiRoutes(root) {
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") routes.push(routeOf(root, full));
    }
  };
  walk(path.join(root, "app", "api"));
  // As in Next.js, a static segment wins over a dynamic one: /api/lesson-plans/stream before /api/lesson-plans/[id].
  return routes.sort((a, b) => a.dynamic - b.dynamic);
}

function routeOf(root, file) {
  const source = readFileSync(file, "utf8");
  const exported = [
    ...source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
  ];
  const methods = new Set(exported.map((match) => match[1]));
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  const segments = path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep);
  const pattern = segments.map((segment) => (segment.startsWith("[") ? "[^/]+" : segment)).join("/");
  const dynamic = segments.filter((segment) => segment.startsWith("[")).length;
  return { pattern: new RegExp(`^/${pattern}/?$`), allow: [...methods].join(", "), dynamic };
}

const json = (status, message, headers = {}) => ({
  status,
  headers: { "Content-Type": "application/json", "X-Content-Type-Options": "nosniff", ...headers },
  body: JSON.stringify({ message }),
});

function allowing(allow, method) {
  return allow.split(", ").includes(method)
    ? undefined
    : json(405, "This method is not allowed here.", { Allow: allow });
}

/** The answer for a request Next.js must not see, or undefined to pass it on. */
export function edgeAnswer(routes, method, url) {
  const pathname = (url ?? "/").split("?")[0];
  try {
    decodeURIComponent(pathname);
  } catch {
    return json(400, "The address is not valid.");
  }
  if (!pathname.startsWith("/api/")) return allowing(PAGE_METHODS.join(", "), method);
  const route = routes.find(({ pattern }) => pattern.test(pathname));
  if (route) return allowing(route.allow, method);
  return STANDARD_METHODS.includes(method) ? undefined : json(404, "Not found.");
}
