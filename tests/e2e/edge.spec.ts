import http from "node:http";
import { expect, test } from "@playwright/test";
import { startServerProcess } from "../helpers/server-process";

/** A raw request (fetch refuses TRACE, and normalises broken %-encoding), as a hostile client sends it. */
function raw(
  baseURL: string,
  method: string,
  target: string,
  { body = "", agent = undefined as http.Agent | undefined } = {},
) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .request({ hostname, port, method, path: target, agent }, (response) => {
        let body = "";
        response.on("data", (data: Buffer) => {
          body += data.toString();
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on("error", reject)
      .end(body);
  });
}

test("a method no route takes gets 405 with the methods it does take", async ({ baseURL }) => {
  for (const [method, target, allow] of [
    ["TRACE", "/api/educators", "GET, HEAD, OPTIONS"],
    ["TRACE", "/api/chat/stream", "POST, OPTIONS"],
    ["PROPFIND", "/api/messages/1", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/auth/login", "POST, OPTIONS"],
    ["GET", "/api/lesson-plans/stream", "POST, OPTIONS"],
    ["POST", "/api/lesson-plans/12", "GET, HEAD, OPTIONS"],
    ["TRACE", "/", "GET, HEAD, POST, OPTIONS"],
  ]) {
    const response = await raw(baseURL as string, method as string, target as string);
    expect(response.status, `${method} ${target}`).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(JSON.parse(response.body)).toEqual({ message: "This method is not allowed here." });
  }
  expect((await raw(baseURL as string, "TRACE", "/api/no-such-call")).status).toBe(404);
});

test("a path with broken %-encoding gets 400, not a 500", async ({ baseURL }) => {
  for (const target of ["/api/messages/%FF", "/api/lesson-plans/%E0%A4%A", "/explore/%C0"]) {
    const response = await raw(baseURL as string, "GET", target);
    expect(response.status, target).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: "The address is not valid." });
  }
});

test("browsers are told to keep to https only when APP_URL is https", async ({ request }) => {
  test.setTimeout(180_000); // starts a second server, slow on a busy machine
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  const server = await startServerProcess({ APP_URL: "https://lyceum.example" });
  try {
    for (const target of ["/", "/api/educators", "/api/messages/%FF"]) {
      const response = await fetch(`${server.baseURL}${target}`);
      expect(response.headers.get("strict-transport-security"), target).toBe("max-age=63072000; includeSubDomains");
    }
  } finally {
    server.child.kill("SIGKILL");
  }
});

test("a connection kept alive still serves the next request after the server refused one with a body", async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const body = JSON.stringify({ note: "x".repeat(2000) });
    expect((await raw(baseURL as string, "DELETE", "/api/messages/%FF", { body, agent })).status).toBe(400);
    expect((await raw(baseURL as string, "PUT", "/api/educators", { body, agent })).status).toBe(405);
    expect((await raw(baseURL as string, "GET", "/api/educators", { agent })).status).toBe(200);
  } finally {
    agent.destroy();
  }
});
