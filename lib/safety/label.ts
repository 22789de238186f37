/**
 * The `model` of the init event and of the stored row for our written safeguarding reply: no model
 * wrote it. The lesson page reads it too (a safeguarding reply uses no trial plan), so it stays small.
 */
export const SAFEGUARDING_LABEL = "Lyceum safeguarding guidance";
