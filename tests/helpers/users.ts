import { randomUUID } from "node:crypto";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { cookiesFrom } from "./events";
import { jsonRequest } from "./requests";

/** Registers and logs in a new teacher through the real routes; returns the session cookie header. */
export async function signedInTeacher(extraCookie = "", email = `teacher.${randomUUID()}@school.org`) {
  const password = "correct horse battery";
  await register(jsonRequest("/api/auth/register", { email, password, firstName: "Test", lastName: "Quillfeather" }));
  const response = await login(
    jsonRequest("/api/auth/login", { email, password }, { headers: extraCookie ? { cookie: extraCookie } : {} }),
  );
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  return { email, cookie: cookiesFrom(response) };
}
