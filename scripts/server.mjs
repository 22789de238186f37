#!/usr/bin/env node
// The production server `npm start` runs: Next.js's request handler behind Node's own HTTP server, so
// the address a client claims in X-Forwarded-For / X-Real-IP is dropped unless TRUST_PROXY=1 says a
// proxy in front sets them. Next.js then records the socket's address, and per-address limits hold.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  if (!trustProxy) {
    delete request.headers["x-forwarded-for"];
    delete request.headers["x-real-ip"];
  }
  handle(request, response);
}).listen(port, () => {
  console.info(`[lyceum] serving on http://localhost:${port}${trustProxy ? " (trusting X-Forwarded-For)" : ""}`);
});
