import { describe, expect, it } from "vitest";
import { ageProblems } from "../check-age";
import { BANDS, gradeBand, gradeNumber, lessonSafetyNotes, SUBJECT_SCAFFOLDS, subjectScaffold } from ".";

describe("subject scaffolds", () => {
  it.each(SUBJECT_SCAFFOLDS.map((scaffold) => [scaffold.key, scaffold]))(
    "%s has what every band needs",
    (_, scaffold) => {
      for (const band of BANDS) {
        const fits = (activities: typeof scaffold.starters) =>
          activities.filter((activity) => activity.bands.includes(band));
        expect(fits(scaffold.starters).length, `${scaffold.key} ${band} starters`).toBeGreaterThanOrEqual(1);
        expect(fits(scaffold.cycles).length, `${scaffold.key} ${band} cycles`).toBeGreaterThanOrEqual(1);
        expect(fits(scaffold.applications).length, `${scaffold.key} ${band} applications`).toBeGreaterThanOrEqual(1);
        expect(scaffold.materials[band].length, `${scaffold.key} ${band} materials`).toBeGreaterThanOrEqual(2);
        expect(scaffold.priorKnowledge[band].endsWith("."), `${scaffold.key} ${band} prior knowledge`).toBe(true);
        // Early-years activities must themselves be fit for five-year-olds.
        for (const activity of [...scaffold.starters, ...scaffold.cycles, ...scaffold.applications].filter((item) =>
          item.bands.includes(band),
        )) {
          expect(
            ageProblems(`${activity.teacher} ${activity.students} ${activity.check}`, band, []),
            `${scaffold.key}: ${activity.name}`,
          ).toEqual([]);
        }
      }
      expect(scaffold.focuses.length).toBeGreaterThanOrEqual(8);
      expect(new Set(scaffold.focuses).size).toBe(scaffold.focuses.length);
      for (const band of BANDS) {
        const general = scaffold.misconceptions.filter(
          (item) => item.about.length === 0 && (!item.bands || item.bands.includes(band)),
        );
        expect(general.length, `${scaffold.key} ${band} general misconceptions`).toBeGreaterThanOrEqual(1);
      }
      for (const item of scaffold.misconceptions) {
        expect(item.address.endsWith("."), item.belief).toBe(true);
        expect(item.belief).not.toMatch(/\bI\b/);
      }
      // US English in everything shown to teachers (matching words may also hold British spellings).
      const shown = JSON.stringify(scaffold, (key, value) =>
        ["about", "names", "when", "topics"].includes(key) ? undefined : value,
      );
      expect(shown).not.toMatch(/\b(colour|behaviour|pupils?|analyse|organise|centre)\b/i);
    },
  );

  it("recognizes the subject a teacher types, and falls back to general", () => {
    expect(subjectScaffold("Maths").key).toBe("mathematics");
    expect(subjectScaffold("Computer Science").key).toBe("computing");
    expect(subjectScaffold("Earth Science").key).toBe("science");
    expect(subjectScaffold("PE").key).toBe("physical-education");
    expect(subjectScaffold("Design and Technology").key).toBe("arts");
    // Drama is taught in a cleared space with bodies and voices, not with paints and a visualizer.
    expect(subjectScaffold("Drama").key).toBe("drama");
    expect(subjectScaffold("Theater Arts").key).toBe("drama");
    expect(subjectScaffold("Drama").materials.primary.join(" ")).not.toMatch(/paint|sketchbook|visualizer/i);
    expect(subjectScaffold("Spanish").key).toBe("languages");
    // Religious education and philosophy have their own moves; a subject no scaffold names gets the general ones.
    expect(subjectScaffold("Religious Education").key).toBe("religious-education");
    expect(subjectScaffold("RE").key).toBe("religious-education");
    expect(subjectScaffold("Philosophy for Children").key).toBe("philosophy");
    expect(subjectScaffold("Ethics").key).toBe("philosophy");
    expect(subjectScaffold("Religion and Ethics").key).toBe("religious-education");
    expect(subjectScaffold("PSHE").key).toBe("pshe");
    expect(subjectScaffold("Health").key).toBe("general");
  });

  it("puts grade levels in their bands", () => {
    expect(
      ["Kindergarten", "Grade 1", "Grade 5", "Grade 6", "Grade 8", "Grade 9", "Higher Education"].map((grade) =>
        gradeBand(grade),
      ),
    ).toEqual(["early", "primary", "primary", "lower", "lower", "upper", "upper"]);
  });

  it("reads another grade system's levels as the US grades they match", () => {
    // England's Year 6 is US Grade 5, the last primary year; Australia's Year 6 is US Grade 6.
    expect(gradeBand("Year 6", "england-wales")).toBe("primary");
    expect(gradeBand("Year 6", "australia")).toBe("lower");
    expect(gradeBand("Reception", "england-wales")).toBe("early");
    expect(gradeBand("Key Stage 3", "england-wales")).toBe("lower");
    expect(gradeBand("Primary 5", "scotland")).toBe("primary");
    expect(gradeBand("Age 15", "age")).toBe("upper");
    expect(gradeNumber("Year 4", "england-wales")).toBe(3);
    expect(gradeNumber("Year 4", "australia")).toBe(4);
    // A text no system has (an old plan's) is read as it is.
    expect(gradeBand("Grade 13")).toBe("upper");
  });

  it("asks for safety notes where the subject or topic needs them, and only there", () => {
    expect(lessonSafetyNotes({ subject: "Physical Education", topic: "Weight training" }).join(" ")).toMatch(/spotter/);
    expect(lessonSafetyNotes({ subject: "Chemistry", topic: "Acids and alkalis" }).join(" ")).toMatch(/goggles/);
    expect(lessonSafetyNotes({ subject: "Design and Technology", topic: "Woodwork joints" }).join(" ")).toMatch(
      /bench hook/,
    );
    expect(lessonSafetyNotes({ subject: "Mathematics", topic: "Fractions with a cake recipe" }).join(" ")).toMatch(
      /allergies/,
    );
    expect(
      lessonSafetyNotes({ subject: "History", topic: "Rome", customInstructions: "Include a field trip." }).join(" "),
    ).toMatch(/trip/);
    expect(lessonSafetyNotes({ subject: "Mathematics", topic: "Equivalent fractions" })).toEqual([]);
  });

  it("keeps knives to food that is prepared: a café role-play gets a note on food brought in, not knife grips", () => {
    const restaurant = lessonSafetyNotes({ subject: "Spanish", topic: "Ordering food in a restaurant" }).join(" ");
    expect(restaurant).toMatch(/If real food or drink is brought in/);
    expect(restaurant).not.toMatch(/knife/);
    expect(lessonSafetyNotes({ subject: "Food technology", topic: "Baking bread" }).join(" ")).toMatch(
      /bridge and claw/,
    );
  });
});

describe("the scaffolds' activities as data", () => {
  it("flag each activity whose students already use the lesson's keywords, so a frame's step says it once", () => {
    for (const scaffold of SUBJECT_SCAFFOLDS) {
      for (const activity of [...scaffold.starters, ...scaffold.cycles, ...scaffold.applications]) {
        expect(activity.usesKeywords === true, `${scaffold.key}: ${activity.name}`).toBe(
          /\bkeywords\b/.test(activity.students),
        );
      }
    }
  });
});
