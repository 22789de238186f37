import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { rateLimits, users } from "@/db/schema";
import { GUESSABLE_PASSWORD_MESSAGE } from "@/lib/auth/password-strength";
import { describeWithDatabase } from "@/tests/helpers/database";
import { linkIn, waitForEmail } from "@/tests/helpers/outbox";
import { jsonRequest } from "@/tests/helpers/requests";
import { POST as forgotPassword } from "./forgot-password/route";
import { POST as login } from "./login/route";
import { POST as register } from "./register/route";
import { POST as resetPassword } from "./reset-password/route";

const uniqueEmail = () => `teacher.${randomUUID()}@school.org`;
const account = { password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };

describeWithDatabase("guessable passwords", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(rateLimits);
  });

  it.each(["password123", "Password123!", "qwertyuiop", "iloveyou2"])(
    "refuses to register with %s",
    async (password) => {
      const email = uniqueEmail();
      const response = await register(jsonRequest("/api/auth/register", { ...account, email, password }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: GUESSABLE_PASSWORD_MESSAGE });
      const [row] = await connection().db.select({ total: count() }).from(users).where(eq(users.email, email));
      expect(row?.total).toBe(0);
    },
  );

  it("keeps the spec's minimum of 8 and its message", async () => {
    const response = await register(
      jsonRequest("/api/auth/register", { ...account, email: uniqueEmail(), password: "Xk9#q" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Password must be at least 8 characters" });
  });

  it("refuses a guessable new password on reset, and the link still works for a good one", async () => {
    const email = uniqueEmail();
    expect((await register(jsonRequest("/api/auth/register", { ...account, email }))).status).toBe(201);
    await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }));
    const token = linkIn(await waitForEmail(email, /Reset/), "/reset-password").searchParams.get("token");
    const weak = await resetPassword(jsonRequest("/api/auth/reset-password", { token, password: "password123" }));
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ message: GUESSABLE_PASSWORD_MESSAGE });
    const strong = await resetPassword(
      jsonRequest("/api/auth/reset-password", { token, password: "a brand new password" }),
    );
    expect(strong.status).toBe(200);
    const signedIn = await login(jsonRequest("/api/auth/login", { email, password: "a brand new password" }));
    expect(signedIn.status).toBe(200);
  });
});
