import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { rateLimits, users } from "@/db/schema";
import { verifyAccountEmail } from "@/lib/auth/accounts";
import { describeWithDatabase } from "@/tests/helpers/database";
import { cookiesFrom } from "@/tests/helpers/events";
import { linkIn, waitForEmail } from "@/tests/helpers/outbox";
import { jsonRequest } from "@/tests/helpers/requests";
import { POST as login } from "./login/route";
import { POST as register } from "./register/route";
import { POST as resend } from "./resend-verification/route";

const password = "correct horse battery";
const day = 24 * 60 * 60 * 1000;

/** A registered, signed-in teacher and the token of the link mailed at registration. */
async function newTeacher() {
  const email = `teacher.${randomUUID()}@school.org`;
  await register(jsonRequest("/api/auth/register", { email, password, firstName: "Ada", lastName: "Lovelace" }));
  const token = linkIn(await waitForEmail(email, /Verify/), "/verify-email").searchParams.get("token") ?? "";
  const cookie = cookiesFrom(await login(jsonRequest("/api/auth/login", { email, password })));
  return { email, token, cookie };
}

const resendAs = (cookie: string) => resend(jsonRequest("/api/auth/resend-verification", {}, { headers: { cookie } }));

describeWithDatabase("verification links", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(rateLimits);
  });

  it("expire after 7 days", async () => {
    const { email, token } = await newTeacher();
    const { db } = connection();
    const [row] = await db.select().from(users).where(eq(users.email, email));
    const lifetime = (row?.emailVerificationExpiry?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(7 * day - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * day);
    await db
      .update(users)
      .set({ emailVerificationExpiry: sql`now() - interval '1 second'` })
      .where(eq(users.email, email));
    expect(await verifyAccountEmail(token)).toBe(false);
    const [after] = await db.select().from(users).where(eq(users.email, email));
    expect(after?.isEmailVerified).toBe(false);
  });

  it("can be sent again by the signed-in teacher; the new link works and the old one no longer does", async () => {
    const { email, token, cookie } = await newTeacher();
    const response = await resendAs(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "We've sent a new verification link. Please check your email." });
    const fresh = await vi.waitFor(async () => {
      const next = linkIn(await waitForEmail(email, /Verify/), "/verify-email").searchParams.get("token") ?? "";
      expect(next).not.toBe(token);
      return next;
    });
    expect(await verifyAccountEmail(token)).toBe(false);
    expect(await verifyAccountEmail(fresh)).toBe(true);
    const again = await resendAs(cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "Your e-mail is already verified." });
  });

  it("are sent again only to a signed-in teacher, a few times an hour", async () => {
    expect((await resendAs("")).status).toBe(401);
    const { cookie } = await newTeacher();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await resendAs(cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
