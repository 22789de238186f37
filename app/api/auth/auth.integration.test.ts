import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "@/db/schema";
import { resetLinkState, verifyAccountEmail } from "@/lib/auth/accounts";
import { VISITOR_COOKIE } from "@/lib/owner";
import { describeWithDatabase } from "@/tests/helpers/database";
import { linkIn, waitForEmail } from "@/tests/helpers/outbox";
import { getRequest, jsonRequest } from "@/tests/helpers/requests";
import { POST as forgotPassword } from "./forgot-password/route";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { POST as register } from "./register/route";
import { POST as resetPassword } from "./reset-password/route";
import { GET as currentUser } from "./user/route";

const uniqueEmail = (name = "teacher") => `${name}.${randomUUID()}@school.org`;
const password = "correct horse battery";
const longText = "x".repeat(10_000);

function cookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function registerUser(email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
  const response = await register(
    jsonRequest("/api/auth/register", { email, password, firstName: "Ada", lastName: "Lovelace", ...overrides }),
  );
  return { response, email };
}

async function loginAs(email: string, secret = password, from = "203.0.113.10") {
  return login(jsonRequest("/api/auth/login", { email, password: secret }, { headers: { "x-forwarded-for": from } }));
}

const userWith = (cookie: string) => currentUser(getRequest("/api/auth/user", { cookie }));

describeWithDatabase("accounts", (connection) => {
  beforeEach(async () => {
    await connection().db.delete(rateLimits);
  });

  describe("POST /api/auth/register", () => {
    it("creates the account, hashes the password, and mails a verification link", async () => {
      const email = uniqueEmail("Mixed.Case");
      const { response } = await registerUser(email);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { user: Record<string, unknown> };
      expect(body.user).toMatchObject({
        email: email.toLowerCase(),
        firstName: "Ada",
        isEmailVerified: false,
        isAdmin: false,
      });
      for (const secret of ["password", "emailVerificationToken", "passwordResetToken"]) {
        expect(body.user).not.toHaveProperty(secret);
      }
      const [stored] = await connection().db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(stored?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const mail = await waitForEmail(email.toLowerCase(), /Verify your e-mail/);
      expect(mail.html).toContain("Lyceum");
      const link = linkIn(mail, "/verify-email");
      expect(stored?.emailVerificationToken).not.toBe(link.searchParams.get("token"));
    });

    it("answers 409 for an e-mail that exists, whatever its case", async () => {
      const { email } = await registerUser();
      const { response } = await registerUser(email.toUpperCase());
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining("already exists") });
    });

    it.each([
      ["a bad e-mail", { email: "nope" }, "Please enter a valid email address"],
      ["a numeric e-mail", { email: 5 }, "Please enter a valid email address"],
      ["a 10 kB e-mail", { email: `${longText}@x.org` }, "Please enter a valid email address"],
      ["a short password", { password: "short" }, "Password must be at least 8 characters"],
      ["a 10 kB password", { password: longText }, "Password must be at most 256 characters"],
      ["a password that is not text", { password: 12345678 }, "Password must be at least 8 characters"],
      ["a blank first name", { firstName: "   " }, "First name is required"],
      ["no last name", { lastName: undefined }, "Last name is required"],
      ["a 10 kB name", { firstName: longText }, "Please keep names under 100 characters."],
    ])("refuses %s with 400 and stores nothing", async (_, overrides, message) => {
      const before = await connection().db.$count(users);
      const { response } = await registerUser(uniqueEmail(), overrides);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
      expect(await connection().db.$count(users)).toBe(before);
    });

    it("refuses an empty body with 400", async () => {
      const response = await register(jsonRequest("/api/auth/register", {}));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Please enter a valid email address" });
    });

    it("keeps script and SQL text in names as plain text", async () => {
      const firstName = "<script>alert(1)</script>";
      const { response, email } = await registerUser(uniqueEmail(), { firstName, lastName: "'; drop table users; --" });
      expect(response.status).toBe(201);
      const [stored] = await connection().db.select().from(users).where(eq(users.email, email));
      expect(stored?.firstName).toBe(firstName);
      // The verification e-mail greets them by name: as text, never as markup.
      const mail = await waitForEmail(email, /Verify/);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("Hello &#60;script&#62;alert(1)&#60;/script&#62;,");
    });
  });

  describe("login, the current user and logout", () => {
    it("logs in with a session cookie that is HttpOnly and SameSite=Lax, and logout revokes it", async () => {
      const { email } = await registerUser();
      const response = await loginAs(email.toUpperCase());
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email, firstName: "Ada" } });
      const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);

      const cookie = cookieFrom(response);
      const me = await userWith(cookie);
      expect(me.status).toBe(200);
      const user = (await me.json()) as Record<string, unknown>;
      expect(user).toMatchObject({ email, isEmailVerified: false, isAdmin: false });
      expect(Object.keys(user).sort()).toEqual(
        [
          "createdAt",
          "email",
          "firstName",
          "gradeSystem",
          "id",
          "isAdmin",
          "isEmailVerified",
          "lastName",
          "profileImageUrl",
        ].sort(),
      );

      const out = await logout(jsonRequest("/api/auth/logout", undefined, { headers: { cookie } }));
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ ok: true });
      expect(out.headers.getSetCookie().join()).toMatch(/authjs\.session-token=;/);
      const after = await userWith(cookie);
      expect(after.status).toBe(401);
    });

    it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
      const { email } = await registerUser();
      const wrongPassword = await loginAs(email, "not the password");
      const unknownEmail = await loginAs(uniqueEmail("nobody"));
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      const bodies = [await wrongPassword.json(), await unknownEmail.json()];
      expect(bodies[0]).toEqual(bodies[1]);
      expect(bodies[0]).toMatchObject({ message: "Invalid email or password." });
      expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    });

    it.each([
      ["no password", { email: "a@b.org" }, "Password is required"],
      ["an empty password", { email: "a@b.org", password: "" }, "Password is required"],
      ["a bad e-mail", { email: "a", password: "x" }, "Please enter a valid email address"],
    ])("refuses %s with 400", async (_, body, message) => {
      const response = await login(jsonRequest("/api/auth/login", body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });

    it("answers 401 without a session, and for a forged or tampered cookie", async () => {
      expect((await currentUser(getRequest("/api/auth/user"))).status).toBe(401);
      expect((await userWith("authjs.session-token=forged")).status).toBe(401);
      const { email } = await registerUser();
      const cookie = cookieFrom(await loginAs(email));
      expect((await userWith(`${cookie.slice(0, -4)}abcd`)).status).toBe(401);
    });

    it("stops a session whose row was deleted on the server", async () => {
      const { email } = await registerUser();
      const cookie = cookieFrom(await loginAs(email));
      const [user] = await connection().db.select().from(users).where(eq(users.email, email));
      await connection()
        .db.delete(sessions)
        .where(eq(sessions.userId, user?.id ?? ""));
      expect((await userWith(cookie)).status).toBe(401);
    });
  });

  describe("e-mail verification", () => {
    it("verifies once with the mailed link", async () => {
      const { email } = await registerUser();
      const token = linkIn(await waitForEmail(email, /Verify/), "/verify-email").searchParams.get("token") ?? "";
      expect(await verifyAccountEmail(token)).toBe(true);
      expect(await verifyAccountEmail(token)).toBe(false);
      expect(await verifyAccountEmail("not-a-token")).toBe(false);
      const cookie = cookieFrom(await loginAs(email));
      expect(await (await userWith(cookie)).json()).toMatchObject({ isEmailVerified: true });
    });
  });

  describe("password reset", () => {
    it("answers the same whether or not the account exists, and mails only real accounts", async () => {
      const { email } = await registerUser();
      const known = await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }));
      const stranger = uniqueEmail("stranger");
      const unknown = await forgotPassword(jsonRequest("/api/auth/forgot-password", { email: stranger }));
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      await waitForEmail(email, /Reset your Lyceum password/);
      await expect(waitForEmail(stranger, /Reset/, undefined, 300)).rejects.toThrow();
    });

    it("resets once, ends every session, and the new password works", async () => {
      const { email } = await registerUser();
      const oldSession = cookieFrom(await loginAs(email));
      await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }));
      const token = linkIn(await waitForEmail(email, /Reset/), "/reset-password").searchParams.get("token");

      expect(await resetLinkState(token ?? "")).toBe("valid");
      const reset = await resetPassword(
        jsonRequest("/api/auth/reset-password", { token, password: "a brand new password" }),
      );
      expect(reset.status).toBe(200);
      expect((await userWith(oldSession)).status).toBe(401);
      expect((await loginAs(email)).status).toBe(401);
      expect((await loginAs(email, "a brand new password")).status).toBe(200);

      const again = await resetPassword(
        jsonRequest("/api/auth/reset-password", { token, password: "yet another one" }),
      );
      expect(again.status).toBe(400);
      expect(await resetLinkState(token ?? "")).toBe("unknown");
      expect(await again.json()).toMatchObject({
        message: "This reset link has been used or has expired. Please request a new one.",
      });
    });

    it("refuses an expired link", async () => {
      const { email } = await registerUser();
      await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }));
      const token = linkIn(await waitForEmail(email, /Reset/), "/reset-password").searchParams.get("token");
      await connection()
        .db.update(users)
        .set({ passwordResetExpiry: new Date(Date.now() - 1000) })
        .where(eq(users.email, email));
      expect(await resetLinkState(token ?? "")).toBe("expired");
      const response = await resetPassword(
        jsonRequest("/api/auth/reset-password", { token, password: "a brand new password" }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "This reset link has expired. Please request a new one.",
      });
    });

    it("lets exactly one of two concurrent uses of a link win", async () => {
      const { email } = await registerUser();
      await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }));
      const token = linkIn(await waitForEmail(email, /Reset/), "/reset-password").searchParams.get("token");
      const results = await Promise.all(
        ["first new password", "second new password"].map((next) =>
          resetPassword(jsonRequest("/api/auth/reset-password", { token, password: next })),
        ),
      );
      expect(results.map((response) => response.status).sort()).toEqual([200, 400]);
    });

    it.each([
      ["no token", { password: "long enough" }, "Reset token is required"],
      ["an empty token", { token: "", password: "long enough" }, "Reset token is required"],
      ["a short password", { token: "abc", password: "short" }, "Password must be at least 8 characters"],
      [
        "an unknown token",
        { token: "abc", password: "long enough" },
        "This reset link has been used or has expired. Please request a new one.",
      ],
    ])("refuses %s with 400", async (_, body, message) => {
      const response = await resetPassword(jsonRequest("/api/auth/reset-password", body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });
  });

  describe("rate limits", () => {
    it("stops guessing one account from one address, but never locks the owner out elsewhere", async () => {
      const { email } = await registerUser();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await loginAs(email, "wrong guess", "198.51.100.66")).status).toBe(401);
      }
      const limited = await loginAs(email, password, "198.51.100.66");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ message: expect.stringContaining("Too many attempts") });
      expect((await loginAs(email, password, "203.0.113.99")).status).toBe(200);
    });

    it("never locks the owner out where they have signed in before, however many addresses guess", async () => {
      const { email } = await registerUser();
      expect((await loginAs(email, password, "198.18.9.9")).status).toBe(200);
      for (const address of ["198.18.0.1", "198.18.0.2", "198.18.0.3", "198.18.0.4", "198.18.0.5"]) {
        for (let attempt = 0; attempt < 10; attempt += 1) await loginAs(email, "wrong guess", address);
        expect((await loginAs(email, "wrong guess", address)).status).toBe(429);
      }
      expect((await loginAs(email, password, "198.18.9.9")).status).toBe(200);
    });

    it("slows guesses at one account spread over many addresses, but not the owner's own browser", async () => {
      const { email } = await registerUser();
      const ownBrowser = `${VISITOR_COOKIE}=${randomUUID()}`;
      const fromBrowser = (secret: string, address: string) =>
        login(
          jsonRequest(
            "/api/auth/login",
            { email, password: secret },
            { headers: { "x-forwarded-for": address, cookie: ownBrowser } },
          ),
        );
      expect((await fromBrowser(password, "192.0.2.1")).status).toBe(200);
      const statuses: number[] = [];
      for (let address = 1; address <= 40; address += 1) {
        statuses.push((await loginAs(email, "wrong guess", `198.19.0.${address}`)).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      const limited = await loginAs(email, password, "198.19.1.1");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
      });
      // The owner's browser, signed in there before, gets through from an address it has never used.
      expect((await fromBrowser(password, "192.0.2.200")).status).toBe(200);
    });

    it("forgets failed attempts after a successful login", async () => {
      const { email } = await registerUser();
      for (let attempt = 0; attempt < 9; attempt += 1) await loginAs(email, "wrong guess", "198.51.100.70");
      expect((await loginAs(email, password, "198.51.100.70")).status).toBe(200);
      for (let attempt = 0; attempt < 9; attempt += 1) {
        expect((await loginAs(email, "wrong guess", "198.51.100.70")).status).toBe(401);
      }
    });

    it("lets a school's worth of registrations through one address, then limits", async () => {
      const from = { "x-forwarded-for": "192.0.2.50" };
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const body = { email: uniqueEmail("class"), password, firstName: "Kid", lastName: "Teacher" };
        statuses.push((await register(jsonRequest("/api/auth/register", body, { headers: from }))).status);
      }
      expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it("limits reset e-mails per e-mail", async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await forgotPassword(jsonRequest("/api/auth/forgot-password", { email }))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe("the administrator", () => {
    it("is the ADMIN_EMAIL account only once it is verified", async () => {
      const { response } = await registerUser("Admin@Lyceum.test");
      expect(response.status).toBe(201);
      const unverified = cookieFrom(await loginAs("admin@lyceum.test"));
      expect(await (await userWith(unverified)).json()).toMatchObject({ isAdmin: false });
      const token = linkIn(await waitForEmail("admin@lyceum.test", /Verify/), "/verify-email").searchParams.get(
        "token",
      );
      expect(await verifyAccountEmail(token ?? "")).toBe(true);
      expect(await (await userWith(unverified)).json()).toMatchObject({ isAdmin: true });
    });
  });
});
