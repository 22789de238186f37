/** Removes what PostgreSQL cannot store (NUL) and makes lone surrogates well-formed. */
export function storableText(text: string) {
  return text.replaceAll("\u0000", "").toWellFormed();
}

/**
 * Cleans a model's text piece by piece, so the pieces sent to the page join to exactly the stored text.
 * A high surrogate at the end of a piece waits for the next one, which may hold its other half.
 */
export function createTextCleaner() {
  let held = "";
  return {
    push(piece: string) {
      const joined = held + piece;
      const last = joined.charCodeAt(joined.length - 1);
      const waits = last >= 0xd800 && last <= 0xdbff;
      held = waits ? joined.slice(-1) : "";
      return storableText(waits ? joined.slice(0, -1) : joined);
    },
    flush() {
      const rest = storableText(held);
      held = "";
      return rest;
    },
  };
}
