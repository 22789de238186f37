import { describe, expect, it } from "vitest";
import { describeError } from "./log";

describe("describing an error for the log", () => {
  it("follows causes, including Auth.js's `cause.err`", () => {
    const database = new Error("connection refused");
    const wrapped = new Error("Read more at https://errors.authjs.dev", { cause: { err: database } });
    const text = describeError(wrapped);
    expect(text).toContain("Read more at");
    expect(text).toContain("Caused by: Error: connection refused");
  });

  it("leaves out a failed query's message, which lists its parameters, and keeps its cause", () => {
    const cause = new Error('relation "users" does not exist');
    const query = new Error("Failed query: select * from users where email = $1\nparams: ada@school.org", { cause });
    const text = describeError(query);
    expect(text).not.toContain("ada@school.org");
    expect(text).toContain('relation "users" does not exist');
  });
});
