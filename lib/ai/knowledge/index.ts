import "server-only";

export { CONCERN_CHOICES } from "@/db/data/concern-words";
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
export { chosenConcern } from "./concern-words";
export { asksForMore, type Handout, handoutFor, pushesBack } from "./follow-ups";
export { describesHigherEducation, detectGradeBand } from "./grade-band";
export { askedTopic, type RequestKind, unmetRequest } from "./requests";
export { type KeyIdea, type Method, noteOn, type Retrieval, retrieve, SURE_AT, SURE_BUDGET } from "./retrieve";
export { type TopicNotes, topicNotesFor } from "./topic-notes";
