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
export { CONCERN_CHOICES, chosenConcern } from "./concern-words";
export { describesHigherEducation, detectGradeBand } from "./grade-band";
export { askedTopic, type RequestKind, unmetRequest } from "./requests";
export { type KeyIdea, type Method, noteOn, type Retrieval, retrieve, SURE_AT, SURE_BUDGET } from "./retrieve";
export { type TopicNotes, topicNotesFor } from "./topic-notes";
