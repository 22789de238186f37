/**
 * How guessable a password is, by zxcvbn-ts with its common-password and word lists: one scale for the
 * server, which refuses a guessable password, and the registration form's strength meter, which says so
 * while the teacher types. The lists (a few MB) load on first use, in the browser only once asked for.
 */

export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too common or too easy to guess. Please choose a less predictable one.";

/** zxcvbn's score, 0 (guessable in under a thousand tries) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Scores 0 and 1 (guessable in under a million tries: `password123`, `Password123!`, `qwertyuiop`) are refused. */
export const isGuessable = (score: PasswordScore) => score <= 1;

type Checker = { checkAsync: (password: string) => Promise<{ score: PasswordScore }> };
let checker: Promise<Checker> | undefined;

function loadChecker() {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

export async function passwordScore(password: string): Promise<PasswordScore> {
  return (await (await loadChecker()).checkAsync(password)).score;
}
