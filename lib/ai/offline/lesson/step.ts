// A lesson's step: the flow composes it and its instructions adapt it, so it lives apart from both.

/** A step named inside a sentence: "the “Fair test” step", not "in fair test". */
export const stepRef = (name: string) => `the “${name}” step`;

/** The check that closes a step: the question the teacher asks, and what a student who has understood says. */
export type Check = { question: string; expectedAnswer: string };

export type Step = {
  name: string;
  teacher: string;
  students: string;
  check: Check;
  kind: "starter" | "core" | "exit";
  /** The step's share of the block's minutes (see `Activity.weight`). */
  weight: number;
  /** The fewest minutes its activity can be run in (see `Activity.minMinutes`). */
  minMinutes?: number;
  /** Taken outside at the teacher's request: no method of table work (`indoors`) is run in it. */
  outdoors?: true;
  /** The educator's method the step runs, by its name: the lens lists only the methods steps run. */
  method?: string;
};

/** A step with its minutes in the block. */
export type TimedStep = Step & { minutes: number };
