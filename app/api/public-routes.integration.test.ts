import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { educatorRequests, newsletterSubscriptions, rateLimits } from "@/db/schema";
import { describeWithDatabase } from "@/tests/helpers/database";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { POST as requestEducator } from "./educator-requests/route";
import { GET as listEducators } from "./educators/route";
import { POST as subscribe } from "./newsletter/route";

const longText = "x".repeat(10_000);

describeWithDatabase("public API routes", (connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(educatorRequests);
    await db.delete(newsletterSubscriptions);
    await db.delete(rateLimits);
  });

  it("GET /api/educators returns the catalogue in the spec's shape, cacheable", async () => {
    const response = await listEducators(getRequest("/api/educators"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age");
    const educators = (await response.json()) as Record<string, unknown>[];
    expect(educators.length).toBeGreaterThanOrEqual(24);
    expect(educators[0]).toMatchObject({ name: "Maria Montessori" });
    for (const key of ["id", "name", "era", "shortBio", "contributions", "imageUrl"]) {
      expect(educators[0]).toHaveProperty(key);
    }
    expect(educators[0]).not.toHaveProperty("knowledge");
  });

  it("POST /api/educator-requests stores a valid request as 'pending'", async () => {
    const response = await requestEducator(
      jsonRequest("/api/educator-requests", {
        name: "  Anton Makarenko ",
        era: "1888–1939",
        origin: "Ukraine",
        reason: "His work on collective education is still discussed.",
      }),
    );
    expect(response.status).toBe(201);
    const [stored] = await connection().db.select().from(educatorRequests);
    expect(stored).toMatchObject({ name: "Anton Makarenko", status: "pending", origin: "Ukraine", userId: null });
  });

  it.each([
    [
      "a one-letter name",
      { name: "A", reason: "A good reason to add them." },
      400,
      "Name must be at least 2 characters",
    ],
    ["no name", { reason: "A good reason to add them." }, 400, "Name must be at least 2 characters"],
    ["a numeric name", { name: 42, reason: "A good reason to add them." }, 400, "Name must be at least 2 characters"],
    ["a short reason", { name: "Anton", reason: "short" }, 400, "Please provide a reason of at least 10 characters"],
    [
      "a blank reason",
      { name: "Anton", reason: "          " },
      400,
      "Please provide a reason of at least 10 characters",
    ],
    ["a 10 kB reason", { name: "Anton", reason: longText }, 400, "Please keep the reason under 2000 characters."],
    ["an array body", [], 400, "Invalid input: expected object, received array"],
  ])("POST /api/educator-requests refuses %s", async (_, body, status, message) => {
    const response = await requestEducator(jsonRequest("/api/educator-requests", body));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    const [row] = await connection().db.select({ total: count() }).from(educatorRequests);
    expect(row?.total).toBe(0);
  });

  it("answers 409 with the educator for someone already in the catalog, and stores nothing", async () => {
    const educators = (await (await listEducators(getRequest("/api/educators"))).json()) as {
      id: number;
      name: string;
    }[];
    const mason = educators.find((educator) => educator.name === "Charlotte Mason");
    const response = await requestEducator(
      jsonRequest("/api/educator-requests", { name: " charlotte  mason", reason: "Living books and narration." }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: "Charlotte Mason is already in the catalog.",
      code: "conflict:educator_in_catalog",
      educator: { id: mason?.id, name: "Charlotte Mason" },
    });
    const [row] = await connection().db.select({ total: count() }).from(educatorRequests);
    expect(row?.total).toBe(0);
  });

  it("stores script and SQL text as plain text", async () => {
    const name = "<script>alert(1)</script>'; drop table users; --";
    const response = await requestEducator(jsonRequest("/api/educator-requests", { name, reason: name }));
    expect(response.status).toBe(201);
    const [stored] = await connection().db.select().from(educatorRequests);
    expect(stored?.name).toBe(name);
  });

  it("POST /api/newsletter subscribes once per e-mail, whatever its case", async () => {
    for (const email of ["Teacher@School.org", "teacher@school.org "]) {
      const response = await subscribe(jsonRequest("/api/newsletter", { email }));
      expect(response.status).toBe(200);
    }
    const rows = await connection().db.select().from(newsletterSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "teacher@school.org", isActive: true });
  });

  it("re-activates a cancelled subscription", async () => {
    const { db } = connection();
    await db.insert(newsletterSubscriptions).values({ email: "back@school.org", isActive: false });
    await subscribe(jsonRequest("/api/newsletter", { email: "back@school.org" }));
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "back@school.org"));
    expect(row?.isActive).toBe(true);
  });

  it.each([
    ["no e-mail", {}],
    ["a malformed e-mail", { email: "not-an-email" }],
    ["a numeric e-mail", { email: 12 }],
    ["a 10 kB e-mail", { email: `${longText}@school.org` }],
  ])("POST /api/newsletter refuses %s", async (_, body) => {
    const response = await subscribe(jsonRequest("/api/newsletter", body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Please enter a valid email address" });
  });

  it.each([
    ["malformed JSON", jsonRequest("/api/newsletter", "{oops"), 400, "The request body is not valid JSON."],
    [
      "a form post",
      new Request("http://localhost:3000/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost:3000" },
        body: "email=a@b.org",
      }),
      415,
      "Send the request body as JSON (Content-Type: application/json).",
    ],
    [
      "another site's origin",
      jsonRequest("/api/newsletter", { email: "a@b.org" }, { headers: { origin: "https://evil.example" } }),
      403,
      "Cross-site requests are not allowed.",
    ],
    [
      "a cross-site fetch",
      jsonRequest("/api/newsletter", { email: "a@b.org" }, { headers: { "sec-fetch-site": "cross-site" } }),
      403,
      "Cross-site requests are not allowed.",
    ],
    [
      "a body over 64 kB sent in pieces without a Content-Length",
      new Request("http://localhost:3000/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost:3000" },
        body: new ReadableStream({
          pull(controller) {
            // Endless: the server must stop reading at its limit rather than wait for the end.
            controller.enqueue(new TextEncoder().encode(" ".repeat(16_384)));
          },
        }),
        duplex: "half",
      } as RequestInit),
      413,
      "The request is too large.",
    ],
  ])("refuses %s", async (_, request, status, message) => {
    const response = await subscribe(request);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  });

  it("accepts a call without an Origin (non-browser clients)", async () => {
    const response = await subscribe(
      new Request("http://localhost:3000/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "cli@school.org" }),
      }),
    );
    expect(response.status).toBe(200);
  });

  it("limits requests per client with 429 and Retry-After", async () => {
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const body = { name: `Educator ${attempt}`, reason: "A good reason to add them." };
      expect((await requestEducator(jsonRequest("/api/educator-requests", body, { headers: from }))).status).toBe(201);
    }
    const limited = await requestEducator(
      jsonRequest(
        "/api/educator-requests",
        { name: "One more", reason: "A good reason to add them." },
        { headers: from },
      ),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ message: expect.stringContaining("Too many attempts") });
    const other = await requestEducator(
      jsonRequest(
        "/api/educator-requests",
        { name: "Someone else", reason: "A good reason to add them." },
        { headers: { "x-forwarded-for": "198.51.100.7" } },
      ),
    );
    expect(other.status).toBe(201);
  });
});
