import "server-only";
import { AppError } from "../errors";
import { GUESSABLE_PASSWORD_MESSAGE, isGuessable, passwordScore } from "../password-score";

export { GUESSABLE_PASSWORD_MESSAGE };

/** Refuses a new password found in the breached-password lists or otherwise guessable; the length rule is the schema's. */
export async function assertHardToGuess(password: string) {
  if (isGuessable(await passwordScore(password))) {
    throw new AppError("bad_request:guessable_password", GUESSABLE_PASSWORD_MESSAGE);
  }
}
