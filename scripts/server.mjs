#!/usr/bin/env node
// The production server `npm start` runs: Next.js's request handler behind Node's own HTTP server, so
// the address a client claims in X-Forwarded-For / X-Real-IP is dropped unless TRUST_PROXY=1 says a
// proxy in front sets them. Next.js then records the socket's address, and per-address limits hold.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { apiRoutes, edgeAnswer } from "./edge.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);
const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
// Read here, at run time: next.config.mjs's headers are fixed when the app is built.
const strictTransport = process.env.APP_URL?.trim().startsWith("https://");
/** How long a shutdown lets requests in flight (model streams above all) finish before ending them. */
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 25_000);
/** After the grace period, how long streams get to send their error event before connections are cut. */
const farewellMs = 5_000;

// Fired when the grace period is over: lib/shutdown.ts hands it to every model stream still running.
const streamsEnd = new AbortController();
globalThis[Symbol.for("lyceum.shutdown")] = streamsEnd;

const routes = apiRoutes(root);
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const inFlight = new Set();
let draining = false;
let drained = () => {};

const server = createServer((request, response) => {
  if (draining) {
    // A keep-alive connection may still bring a request: send it elsewhere, and close the connection.
    response.writeHead(503, { "Content-Type": "application/json", "Retry-After": "5", Connection: "close" });
    response.end(JSON.stringify({ message: "The server is restarting. Please try again in a moment." }));
    return;
  }
  if (strictTransport) response.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  const answer = edgeAnswer(routes, request.method, request.url);
  if (answer) {
    // Unread, the body would be taken for the next request on this connection: drain it, and close.
    request.resume();
    response.writeHead(answer.status, { ...answer.headers, Connection: "close" });
    response.end(request.method === "HEAD" ? undefined : answer.body);
    return;
  }
  inFlight.add(response);
  response.on("close", () => {
    inFlight.delete(response);
    if (inFlight.size === 0) drained();
  });
  if (!trustProxy) {
    delete request.headers["x-forwarded-for"];
    delete request.headers["x-real-ip"];
  }
  handle(request, response);
});

server.listen(port, () => {
  const { port: listening } = server.address();
  console.info(
    `[lyceum] serving on http://localhost:${listening}${trustProxy ? " (trusting X-Forwarded-For)" : ""} (pid ${process.pid})`,
  );
});

/** Resolves once no request is in flight, or after `ms`. */
function settle(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    drained = () => {
      clearTimeout(timer);
      resolve();
    };
    if (inFlight.size === 0) drained();
  });
}

async function shutDown(signal) {
  if (draining) return;
  draining = true;
  console.info(`[lyceum] ${signal}: no new connections; ${inFlight.size} request(s) get up to ${graceMs} ms to finish`);
  server.close();
  server.closeIdleConnections();
  await settle(graceMs);
  if (inFlight.size > 0) {
    console.info(`[lyceum] ending ${inFlight.size} request(s) still running`);
    streamsEnd.abort();
    await settle(farewellMs);
  }
  server.closeAllConnections();
  const connection = await globalThis.lyceumConnection?.catch(() => undefined);
  await connection?.close().catch((error) => console.error("[lyceum] closing the database failed", error));
  console.info("[lyceum] stopped");
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutDown(signal));
