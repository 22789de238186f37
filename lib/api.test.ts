import { afterEach, describe, expect, it, vi } from "vitest";

/** A same-site check as a route sees it, with these settings (env is read once, when the modules load). */
async function postWith(settings: Record<string, string>, headers: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  const { apiRoute } = await import("./api");
  const route = apiRoute({}, async () => Response.json({ ok: true }));
  const response = await route(
    new Request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { host: "localhost:3000", ...headers },
    }),
  );
  return response.status;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the same-site check (CSRF)", () => {
  it("without APP_URL, compares the Origin with the request's own scheme and host, not X-Forwarded-Host", async () => {
    const none = { APP_URL: "", TRUST_PROXY: "" };
    expect(await postWith(none, { origin: "http://localhost:3000" })).toBe(200);
    expect(await postWith(none, { origin: "https://localhost:3000" })).toBe(403);
    expect(await postWith(none, { origin: "http://evil.example", "x-forwarded-host": "evil.example" })).toBe(403);
    expect(await postWith(none, { origin: "null" })).toBe(403);
  });

  it("with APP_URL, accepts only APP_URL's origin, scheme included", async () => {
    const behindTls = { APP_URL: "https://lyceum.example/", TRUST_PROXY: "" };
    expect(await postWith(behindTls, { origin: "https://lyceum.example" })).toBe(200);
    expect(await postWith(behindTls, { origin: "http://lyceum.example" })).toBe(403);
    expect(await postWith(behindTls, { origin: "http://localhost:3000" })).toBe(403);
    expect(await postWith(behindTls, { origin: "https://evil.example", "x-forwarded-host": "evil.example" })).toBe(403);
  });

  it("believes X-Forwarded-Host and -Proto only with TRUST_PROXY", async () => {
    const proxied = {
      "x-forwarded-host": "lyceum.example",
      "x-forwarded-proto": "https",
      origin: "https://lyceum.example",
    };
    expect(await postWith({ APP_URL: "", TRUST_PROXY: "1" }, proxied)).toBe(200);
    expect(await postWith({ APP_URL: "", TRUST_PROXY: "" }, proxied)).toBe(403);
  });
});
