import { beforeEach, describe, expect, it, vi } from "vitest";
import { screenLessonBrief, screenText } from "./classify";
import { readForHarm } from "./evidence/decide";
import { concernProbability } from "./model/concern-model";
import { NOTE_AT, NOTE_CHILD_AT, NOTE_TOLD_AT, REPLY_ABOUT_CHILD_AT, REPLY_AT, REPLY_TOLD_AT } from "./model/score";

// The concern model's score is set by each test, so the gates are tested whatever the trained model says.
vi.mock("./model/concern-model", () => ({ concernProbability: vi.fn() }));
const score = vi.mocked(concernProbability);

const harmAboutChild = "A girl in my Year 8 class says an older man gives her money and lifts home after school.";
const childNoHarm = "A girl in my Year 4 class said her dad is away on a work trip this month and she misses him.";
const childForClass = `${childNoHarm} Any ideas to keep her engaged?`;
const childSeenTo = "A boy in my Year 2 class said he was off last week; mum says the GP diagnosed chickenpox.";
const weather = "What will the weather be like in Madrid this weekend, do you think?";

describe("how the screening step weighs the concern model's score", () => {
  beforeEach(() => score.mockReset());

  it("reads the texts as the gates below need them", () => {
    expect(readForHarm(harmAboutChild)).toMatchObject({ reading: "possible concern", signOfHarm: true });
    expect(readForHarm(childNoHarm)).toMatchObject({ signOfHarm: false, aboutChild: true, childToldOf: true });
    expect(readForHarm(childForClass)).toMatchObject({ signOfHarm: false, aboutChild: true, childToldOf: false });
    expect(readForHarm(childSeenTo)).toMatchObject({ aboutChild: true, childToldOf: false });
    expect(readForHarm(weather)).toMatchObject({ reading: undefined, signOfHarm: false, aboutChild: false });
  });

  it("gives the reply beside a sign of harm told of a particular child at its lower threshold, and the note below it", () => {
    score.mockReturnValue(REPLY_ABOUT_CHILD_AT);
    expect(screenText(harmAboutChild).kind).toBe("safeguarding");
    score.mockReturnValue(REPLY_ABOUT_CHILD_AT - 0.01);
    expect(screenText(harmAboutChild)).toMatchObject({ kind: "ordinary", possibleConcern: true });
  });

  it("asks a brief's instructions, whose child may be made up, for the full reply threshold", () => {
    const brief = { subject: "PSHE", topic: "Friendships", customInstructions: harmAboutChild };
    score.mockReturnValue(REPLY_AT - 0.01);
    expect(screenLessonBrief(brief).verdict.kind).toBe("ordinary");
    score.mockReturnValue(REPLY_AT);
    expect(screenLessonBrief(brief).verdict.kind).toBe("safeguarding");
  });

  it("gives the reply on a score alone only for a particular child told of, not a classroom matter or a brief", () => {
    score.mockReturnValue(REPLY_TOLD_AT);
    expect(screenText(childNoHarm).kind).toBe("safeguarding");
    // Asked as a matter for class, or already seen to, it is answered, and the note waits for a higher score.
    expect(screenText(childForClass)).toEqual({ kind: "ordinary", language: "en" });
    expect(
      screenLessonBrief({ subject: "PSHE", topic: "Families", customInstructions: childNoHarm }).verdict.kind,
    ).toBe("ordinary");
    score.mockReturnValue(REPLY_TOLD_AT - 0.01);
    expect(screenText(childNoHarm)).toMatchObject({ kind: "ordinary", possibleConcern: true });
  });

  it("opens with the note at a score that rises as the signs weaken: harm, a child told of, any child", () => {
    // Beside a sign of harm the word lists found, from NOTE_AT.
    score.mockReturnValue(NOTE_AT);
    expect(readForHarm(harmAboutChild).signOfHarm).toBe(true);
    expect(screenText(harmAboutChild)).toMatchObject({ kind: "ordinary", possibleConcern: true });
    // A particular child told of, with no sign, from NOTE_TOLD_AT.
    score.mockReturnValue(NOTE_TOLD_AT - 0.01);
    expect(screenText(childNoHarm)).toEqual({ kind: "ordinary", language: "en" });
    score.mockReturnValue(NOTE_TOLD_AT);
    expect(screenText(childNoHarm)).toMatchObject({ kind: "ordinary", possibleConcern: true });
    // A child asked about as a matter for class, from NOTE_CHILD_AT: an everyday pastoral question is no alarm.
    score.mockReturnValue(NOTE_CHILD_AT - 0.01);
    expect(screenText(childForClass)).toEqual({ kind: "ordinary", language: "en" });
    score.mockReturnValue(NOTE_CHILD_AT);
    expect(screenText(childForClass)).toMatchObject({ kind: "ordinary", possibleConcern: true });
    // Without the note, a child scored past NOTE_AT is still a question about a child in the teacher's care.
    score.mockReturnValue(NOTE_AT);
    const child = "the 7yo said her mum's friend stays over a lot";
    expect(readForHarm(child)).toMatchObject({ aboutChild: true, signOfHarm: false });
    expect(screenText(child)).toEqual({ kind: "ordinary", language: "en" });
    score.mockReturnValue(NOTE_AT - 0.01);
    expect(screenText(child).kind).toBe("off_topic");
  });

  it("gives no note to a text about no child and no harm, whatever its score", () => {
    score.mockReturnValue(0.99);
    expect(screenText(weather)).toEqual({ kind: "off_topic", language: "en" });
  });

  it("scores a brief's instructions only, and weighs them with their own signs", () => {
    score.mockReturnValue(0.99);
    const brief = { subject: "PSHE", topic: "Staying safe online: grooming and self-harm" };
    expect(
      screenLessonBrief({ ...brief, customInstructions: "Keep it gentle for my Year 9 class." }).verdict.kind,
    ).toBe("ordinary");
    expect(score).toHaveBeenLastCalledWith("Keep it gentle for my Year 9 class.");
    expect(screenLessonBrief({ ...brief, customInstructions: harmAboutChild }).verdict.kind).toBe("safeguarding");
  });
});
