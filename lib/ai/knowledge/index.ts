import "server-only";

/** The built-in model's knowledge base: retrieval of notes, key ideas and methods; grade bands; citations. */
export {
  authorshipForPrompt,
  dateWithAside,
  displayTitle,
  findWork,
  isOwnWork,
  shortTitle,
  sourceForPrompt,
  sourceInVoice,
  workDate,
} from "./cite";
export { BAND_LABELS, describesHigherEducation, detectGradeBand } from "./grade-band";
export { type KeyIdea, type Method, noteOn, type Retrieval, retrieve } from "./retrieve";
