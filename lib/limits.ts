/**
 * Input limits the forms show and the server's schemas (lib/validation.ts) enforce. Kept apart from
 * the schemas so a page that only needs a number does not ship the validation library.
 */

/** Spec section 5, Ask payload: the longest question. */
export const MAX_QUESTION_LENGTH = 2000;

/** A roundtable seats two to four different educators. */
export const ROUNDTABLE_SEATS = { min: 2, max: 4 } as const;

/** The longest instruction for refining one section of a plan. */
export const MAX_REFINE_INSTRUCTION_LENGTH = 500;
