/** One question and its answer in a conversation, as the chat calls and a shared conversation send it. */
export type Exchange = {
  id: number;
  question: string;
  answer: string;
  model: string | null;
  createdAt: string;
  /**
   * The concerns the answer offers when the built-in model was not sure what the question is about, as
   * the `complete` event named them ("group discussion", "inclusion"): shown as buttons under the answer
   * just given. Not stored: a conversation brought back later shows the answer's own words only.
   */
  choices?: string[];
};
