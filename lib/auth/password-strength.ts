import "server-only";
import { AppError } from "../errors";

export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too common or too easy to guess. Please choose a less predictable one.";

type Checker = { checkAsync: (password: string) => Promise<{ score: number }> };
let checker: Promise<Checker> | undefined;

/** zxcvbn-ts with its common-password and word lists, loaded on first use (a few MB, server only). */
function loadChecker() {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Refuses a new password found in the breached-password lists or otherwise guessable in under a million
 * tries (zxcvbn score 0 or 1: `password123`, `Password123!`, `qwertyuiop`); the length rule is the schema's.
 */
export async function assertHardToGuess(password: string) {
  const { score } = await (await loadChecker()).checkAsync(password);
  if (score <= 1) throw new AppError("bad_request:guessable_password", GUESSABLE_PASSWORD_MESSAGE);
}
