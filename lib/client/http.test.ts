import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryClient, errorMessage, getQueryFn } from "./http";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the client's data layer", () => {
  it("sends JSON bodies with credentials", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest("POST", "/api/newsletter", { email: "a@b.org" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/newsletter");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.org" }),
    });
  });

  it("sends no body and no content type when none is given", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest("POST", "/api/auth/logout");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ body: undefined, headers: {} });
  });

  it("turns a non-OK response into '{status}: {body}'", async () => {
    stubFetch(new Response('{"message":"Nope"}', { status: 400 }));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow('400: {"message":"Nope"}');
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("reads null on 401 when asked to, and throws by default", async () => {
    stubFetch(new Response("no", { status: 401 }));
    const context = { queryKey: ["/api/auth/user"], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow("401: no");
  });

  it("extracts the server's message for the user", async () => {
    stubFetch(new Response('{"message":"Too many attempts."}', { status: 429 }));
    const error = await apiRequest("POST", "/x", {}).catch((failure: unknown) => failure);
    expect(errorMessage(error, "fallback")).toBe("Too many attempts.");
    expect(errorMessage(new Error("network"), "fallback")).toBe("fallback");
  });

  it("never retries, refetches or goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });
});
