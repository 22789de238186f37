import { describe, expect, it } from "vitest";
import { educators } from "@/db/data/educators";
import { allSteps } from "@/lib/lessons/plan-parts";
import {
  type Activity,
  BANDS,
  type Band,
  SUBJECT_SCAFFOLDS,
  type SubjectScaffold,
  subjectScaffold,
} from "@/lib/lessons/scaffolds";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";
import { findTopic, topicLibrary } from "@/lib/lessons/topic-library";
import {
  definitionChecks,
  KEYWORD_DEFINITION,
  minimumOf,
  onlySomeTopics,
  SLOT,
  shortSteps,
} from "@/tests/helpers/offline-plan";
import { composeLessonPlan } from "../compose-lesson";
import { lessonContext, usable } from "./context";
import { FRAME_NOTE } from "./knowledge";

/**
 * What a plan's steps ask and expect, read from the typed plan: each check's expected answer answers its
 * own question (the activity's `expected`), never a keyword's definition; a frame uses no activity or
 * objective that fits only some topics of its subject; and no step holds an activity longer than its minutes.
 */

const educator = (slug: string) => {
  const found = educators.find((each) => each.slug === slug);
  if (!found) throw new Error(`no ${slug} in the catalogue`);
  return found;
};
const vygotsky = educator("lev-vygotsky");

const GRADES: Record<Band, string> = { early: "Kindergarten", primary: "Grade 4", lower: "Grade 7", upper: "Grade 10" };
const LENGTHS: TimingRequest[] = [
  { lessonLength: "brief" },
  { lessonLength: "medium" },
  { lessonLength: "comprehensive" },
  { lessonLength: "extended", extendedDurationType: "days", extendedDays: "4" },
];

/** A subject a teacher types for each scaffold, by its key. */
const subjectOf = (scaffold: SubjectScaffold) => (scaffold.key === "general" ? "Health" : scaffold.label);
const activitiesOf = (scaffold: SubjectScaffold): Activity[] => [
  ...scaffold.starters,
  ...scaffold.cycles,
  ...scaffold.applications,
];

/** A topic no library file has, in any subject: the plan on it is a frame. */
const UNKNOWN = "The quiet hour of the lighthouse keepers";

describe("every scaffold activity says what a right answer to its check sounds like", () => {
  const activities = SUBJECT_SCAFFOLDS.flatMap((scaffold) =>
    activitiesOf(scaffold).map((activity) => [`${scaffold.key}: ${activity.name}`, activity] as const),
  );

  it.each(activities)("%s", (_name, activity) => {
    expect(activity.expected.length).toBeGreaterThan(30);
    expect(activity.expected).toMatch(/[.!?]$/);
    expect(activity.expected).not.toBe(activity.check);
    expect(activity.expected).not.toMatch(KEYWORD_DEFINITION);
    // Written for any topic of the subject: no slot of a frame, no keyword of one lesson.
    expect(activity.expected).not.toMatch(/\{key\}|Keyword \d|Key idea \d/);
    if (activity.minMinutes !== undefined) expect(activity.minMinutes).toBeGreaterThan(0);
  });

  it.each(SUBJECT_SCAFFOLDS.map((scaffold) => [scaffold.key, scaffold] as const))(
    "%s: no two activities expect the same answer, and an objective that fits only some topics has one for a frame",
    (_key, scaffold) => {
      const expected = activitiesOf(scaffold).map((activity) => activity.expected);
      expect(new Set(expected).size).toBe(expected.length);
      if (scaffold.create.fitsAnyTopic === false) expect(scaffold.createAny?.fitsAnyTopic).toBeUndefined();
    },
  );
});

describe("a frame uses no activity or objective that fits only some topics of its subject", () => {
  const cases = SUBJECT_SCAFFOLDS.flatMap((scaffold) => BANDS.map((band) => [scaffold.key, band, scaffold] as const));

  it.each(cases)("%s, %s band", (_key, band, scaffold) => {
    const brief = { subject: subjectOf(scaffold), gradeLevel: GRADES[band], topic: UNKNOWN };
    expect(subjectScaffold(brief.subject)).toBe(scaffold);
    for (const length of LENGTHS) {
      const plan = composeLessonPlan(vygotsky, brief, lessonTiming(length));
      expect(plan.note).toBe(FRAME_NOTE);
      // Nor does it say students can already do what only some topics ask ("Students can plan a fair test").
      expect(onlySomeTopics(plan), JSON.stringify(length)).toEqual([]);
    }
  });

  it("plans a Grade 8 lesson on tides with no fair test, in its steps, objectives or prior knowledge", () => {
    const plan = composeLessonPlan(
      educator("john-dewey"),
      { subject: "Science", gradeLevel: "Grade 8", topic: "Tides" },
      lessonTiming({ lessonLength: "medium" }),
    );
    expect(plan.note).toBe(FRAME_NOTE);
    expect(JSON.stringify(plan)).not.toMatch(/fair test/i);
    expect(plan.objectives.at(-1)).toMatchObject({ verb: "Construct", higherOrder: true });
  });

  it("still runs a fair test where a library topic is one to test", () => {
    const plan = composeLessonPlan(
      educator("john-dewey"),
      { subject: "Science", gradeLevel: "Grade 7", topic: "Photosynthesis" },
      lessonTiming({ lessonLength: "medium" }),
    );
    expect(plan.note).toBe("");
    expect(plan.objectives.map((objective) => objective.verb)).toContain("Plan");
  });
});

/** A library topic for each scaffold, and a frame: the plans whose checks are read. */
const composed = SUBJECT_SCAFFOLDS.flatMap((scaffold) => {
  const file = topicLibrary().find((topic) => topic.subjects[0] === scaffold.key);
  const topics = [...(file ? [file.title] : []), UNKNOWN];
  return topics.flatMap((topic) =>
    (file?.title === topic ? file.bands : BANDS).map((band) => {
      const brief = { subject: subjectOf(scaffold), gradeLevel: GRADES[band], topic };
      return [`${scaffold.key}, ${topic}, ${band}`, brief] as const;
    }),
  );
});

describe("each step's check expects the answer to its own question", () => {
  it.each(composed)("%s", (_name, brief) => {
    const known = findTopic(subjectScaffold(brief.subject).key, brief.topic);
    for (const length of LENGTHS) {
      const plan = composeLessonPlan(vygotsky, brief, lessonTiming(length));
      const blocks = plan.days.length ? plan.days.map((day) => day.steps) : [plan.steps];
      for (const steps of blocks) {
        const answers = steps.map((step) => step.check.expectedAnswer);
        // No two steps of a lesson expect the same answer.
        expect(new Set(answers).size, JSON.stringify(length)).toBe(answers.length);
      }
      expect(definitionChecks(plan).map((step) => step.check.expectedAnswer)).toEqual([]);
      for (const step of allSteps(plan)) {
        const answer = step.check.expectedAnswer;
        // A frame's answer that speaks of the topic asks the teacher to add what it says.
        if (!known && answer.toLowerCase().includes(brief.topic.toLowerCase())) expect(answer).toMatch(SLOT);
      }
    }
  });

  it("runs a fair test as the topic's file states it: what is changed, measured and kept the same", () => {
    const plan = composeLessonPlan(
      educator("john-dewey"),
      { subject: "Science", gradeLevel: "Grade 4", topic: "Electric circuits" },
      lessonTiming({ lessonLength: "medium" }),
    );
    const [test] = findTopic("science", "Electric circuits")?.investigations ?? [];
    const fair = allSteps(plan).find((step) => step.title === "Fair test");
    expect(test?.bands).toEqual(["primary"]);
    expect(fair?.teacher).toContain(test?.change);
    expect(fair?.teacher).toContain(test?.measure);
    expect(fair?.check).toEqual({
      question: "Ask each group which variable they kept the same and why it matters.",
      expectedAnswer: expect.stringMatching(/^They name the variables they kept the same \(the bulb, the wires/),
    });
  });

  it("runs no fair test on a topic whose file gives none for the age", () => {
    for (const topic of ["Butterfly life cycle", "Cells", "The human skeleton"]) {
      const known = findTopic("science", topic);
      const band = known?.bands.find((each) => each !== "early") ?? "primary";
      expect(known?.investigations?.some((test) => !test.bands || test.bands.includes(band))).not.toBe(true);
      const plan = composeLessonPlan(
        educator("john-dewey"),
        { subject: "Science", gradeLevel: GRADES[band], topic },
        lessonTiming({ lessonLength: "medium" }),
      );
      expect(allSteps(plan).map((step) => step.title)).not.toContain("Fair test");
    }
  });
});

describe("a library plan meets one misconception in a step, while a main step has none", () => {
  const plans = topicLibrary().flatMap((topic) =>
    topic.bands.map((band) => {
      const subject = SUBJECT_SCAFFOLDS.find((scaffold) => scaffold.key === topic.subjects[0]);
      return [
        `${topic.title}, ${band}`,
        { subject: subject ? subjectOf(subject) : "", gradeLevel: GRADES[band], topic: topic.title },
      ] as const;
    }),
  );
  it.each(plans)("%s", (_name, brief) => {
    const plan = composeLessonPlan(educator("john-dewey"), brief, lessonTiming({ lessonLength: "medium" }));
    // The main steps, between the starter and the closing check.
    const cores = plan.steps.slice(1, -1);
    const met = (title: string) => plan.misconceptions.filter((item) => item.step === title).length;
    if (cores.some((step) => met(step.title) === 0)) {
      expect(cores.map((step) => `${step.title}: ${met(step.title)}`)).not.toContainEqual(
        expect.stringMatching(/: [2-9]$/),
      );
    }
  });
});

describe("a step is never shorter than its activity needs", () => {
  const cases = SUBJECT_SCAFFOLDS.flatMap((scaffold) => {
    const file = topicLibrary().find((topic) => topic.subjects[0] === scaffold.key);
    return BANDS.map((band) => [scaffold.key, band, scaffold, file?.title ?? UNKNOWN] as const);
  });

  it.each(cases)("%s, %s band", (_key, band, scaffold, known) => {
    for (const slug of ["mary-mcleod-bethune", "john-dewey"])
      for (const topic of [known, UNKNOWN])
        for (const length of LENGTHS) {
          const brief = { subject: subjectOf(scaffold), gradeLevel: GRADES[band], topic };
          const plan = composeLessonPlan(educator(slug), brief, lessonTiming(length));
          expect(shortSteps(plan), `${slug}, ${topic}, ${JSON.stringify(length)}`).toEqual([]);
        }
  });

  it("gives a Grade 7 history unit's enquiry a step long enough, and Mary McLeod Bethune's civic voice a step's share", () => {
    const plan = composeLessonPlan(
      educator("mary-mcleod-bethune"),
      { subject: "History", gradeLevel: "Grade 7", topic: "The Industrial Revolution" },
      lessonTiming({ lessonLength: "extended", extendedDurationType: "days", extendedDays: "4" }),
    );
    const enquiry = allSteps(plan).find((step) => step.title === "Historical enquiry");
    expect(enquiry?.minutes).toBeGreaterThanOrEqual(minimumOf("Historical enquiry") ?? 0);
    // Research and a case presented to someone with power is a project, not one step's work.
    const teacher = allSteps(plan)
      .map((step) => step.teacher)
      .join("\n");
    expect(teacher).toMatch(/Mary McLeod Bethune's “civic voice”: have students name an issue/);
    expect(teacher).not.toMatch(/research an issue/);
  });
});

describe("an educator's method runs in the step whose work it is about", () => {
  it.each([
    ["jean-piaget", "Mathematics", "Grade 2", "Measuring length in centimetres"],
    ["carol-dweck", "Physical Education", "Grade 5", "Invasion games: finding space"],
    ["lev-vygotsky", "Science", "Grade 7", "Cells"],
  ])(
    "says in the philosophy where %s's methods run, as the flow runs them (%s, %s, %s)",
    (slug, subject, gradeLevel, topic) => {
      const plan = composeLessonPlan(
        educator(slug),
        { subject, gradeLevel, topic },
        lessonTiming({ lessonLength: "medium" }),
      );
      const sentences = plan.philosophy.lessonFlow.split(/(?<=\.) (?=The “)/);
      expect(plan.lens.methods.length).toBeGreaterThan(0);
      for (const method of plan.lens.methods) {
        const name = `${method.name.charAt(0).toLowerCase()}${method.name.slice(1)}`;
        const step = plan.steps.find((each) => each.teacher.includes(`“${name}”`));
        const sentence = sentences.find((each) => each.includes(name));
        // The sentence names the step the method runs in, and what students do there.
        expect(sentence).toContain(`“${step?.title}”`);
        expect(sentence?.toLowerCase()).toContain(
          step?.students
            .split(/,? using the words? /)[0]
            ?.slice(0, 30)
            .toLowerCase(),
        );
      }
    },
  );

  it("puts bell hooks's sharing before personal writing in the writing step, not in a prophecy table", () => {
    const plan = composeLessonPlan(
      educator("bell-hooks"),
      { subject: "English", gradeLevel: "Grade 10", topic: "Macbeth Act 1" },
      lessonTiming({ lessonLength: "comprehensive" }),
    );
    const sharing = allSteps(plan).filter((step) => /teacher shares first/i.test(step.teacher));
    expect(allSteps(plan).map((step) => step.title)).toEqual(
      expect.arrayContaining(["Prophecy tracker", "Modeled writing"]),
    );
    expect(sharing.map((step) => step.title)).toEqual(["Modeled writing"]);
  });

  it.each([
    ["benjamin-bloom", "Science", "Grade 10", "Chemical bonding"],
    ["charlotte-mason", "Language Arts", "Grade 11", "Writing a college essay"],
    ["bell-hooks", "English", "Grade 10", "Macbeth"],
  ])(
    "describes each of %s's methods in one step of a single lesson (%s, %s, %s)",
    (slug, subject, gradeLevel, topic) => {
      const plan = composeLessonPlan(
        educator(slug),
        { subject, gradeLevel, topic },
        lessonTiming({ lessonLength: "medium" }),
      );
      expect(plan.lens.methods.length).toBeGreaterThan(0);
      for (const method of plan.lens.methods) {
        const named = allSteps(plan).filter((step) =>
          step.teacher.toLowerCase().includes(`“${method.name.toLowerCase()}”`),
        );
        expect([method.name, named.length]).toEqual([method.name, 1]);
      }
    },
  );
});

describe("a language-arts lesson on writing one's own text", () => {
  it("opens with writing, not with predicting from a story's first line", () => {
    for (const topic of ["Writing a college essay", "Writing a formal letter"]) {
      const plan = composeLessonPlan(
        educator("charlotte-mason"),
        { subject: "Language Arts", gradeLevel: "Grade 11", topic },
        lessonTiming({ lessonLength: "medium" }),
      );
      expect(JSON.stringify(plan), topic).not.toMatch(/First-line hook|about to go wrong/);
    }
  });
});

describe("an activity for younger children stays below its grade", () => {
  it.each([
    ["Physical Education", "Invasion games: finding space"],
    ["Music", "Syncopation"],
  ])("%s (%s): Grade 1 may use it, Grade 5 never does", (subject, topic) => {
    const scaffold = subjectScaffold(subject);
    const young = [...scaffold.starters, ...scaffold.cycles, ...scaffold.applications].filter(
      (activity) => activity.upToGrade !== undefined && activity.upToGrade < 5,
    );
    expect(young.length).toBeGreaterThan(0);
    const usableAt = (gradeLevel: string) =>
      usable(young, lessonContext(educator("carol-dweck"), { subject, gradeLevel, topic })).map(
        (activity) => activity.name,
      );
    expect(usableAt("Grade 1").length).toBeGreaterThan(0);
    expect(usableAt("Grade 5")).toEqual([]);
    const plan = composeLessonPlan(
      educator("carol-dweck"),
      { subject, gradeLevel: "Grade 5", topic },
      lessonTiming({ lessonLength: "medium" }),
    );
    for (const activity of young) expect(plan.steps.map((step) => step.title)).not.toContain(activity.name);
  });
});
