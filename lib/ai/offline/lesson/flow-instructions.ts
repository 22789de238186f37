import { BALANCE_WORDS } from "@/db/data/plan-wording";
import { GAMES } from "@/lib/lessons/scaffolds/games";
import { lowerFirst } from "@/lib/text";
import type { LessonContext } from "./context";
import type { Step } from "./step";

const addTo = (text: string, addition: string) => `${text} ${addition}`;

/** Instructions that say sitting with the whole group is hard for some learners ("find carpet time hard"). */
const WHOLE_GROUP_HARD =
  /\b(?:carpet|circle|group|whole[- ]class|whole[- ]group)\s+(?:time|sessions?)\b[^.;]{0,40}\b(?:hard|difficult|struggle|overwhelming|can'?t)\b|\b(?:hard|difficult|struggle|overwhelm\w*|can'?t)\b[^.;]{0,40}\b(?:carpet|circle|group|whole[- ]class)\s+(?:time|sessions?)\b/i;
/** A step that gathers the whole group in one place. */
const GATHERS = /\b(?:in a circle|on the carpet|gather (?:the|everyone)|sit the children|whole class together)\b/i;

/**
 * The teacher's instructions, applied to the steps of one block: the flow changes, not only a note
 * at the bottom. What cannot be applied here is reported in the plan's instructions.
 */
export function adaptSteps(context: LessonContext, steps: Step[]): Step[] {
  const { instructions, band, fill } = context;
  const result = steps.map((step) => ({ ...step }));
  const starter = result[0];
  const cores = result.filter((step) => step.kind === "core");
  const firstCore = cores[0];
  const lastCore = cores.at(-1);
  const exit = result.at(-1);
  if (!starter || !firstCore || !lastCore || !exit) return result;

  if (context.phrases) {
    starter.teacher = addTo(
      starter.teacher,
      `Teach the ${context.phrases.language} phrases on the phrase cards, one at a time, before any pair work.`,
    );
  }
  if (instructions.has("game") && !result.some((step) => /game/i.test(step.name))) {
    // lib/lessons/scaffolds/games.ts has a game for every band.
    const game = GAMES.find((each) => each.bands.includes(band));
    if (game)
      Object.assign(lastCore, {
        name: game.name,
        teacher: fill(game.teacher),
        students: game.students,
        check: { question: game.check, expectedAnswer: game.expected },
        kind: "core",
        // A game fits any minutes the step it takes over was given.
        minMinutes: undefined,
      });
  }
  if (instructions.has("group-work")) {
    const groups =
      band === "early"
        ? "In small groups, each with an adult:"
        : "In groups of four, with the roles of leader, recorder, checker and reporter:";
    // The step's own sentence goes on after the colon, so it starts in lower case.
    firstCore.students = `${groups} ${lowerFirst(firstCore.students)}`;
  }
  if (instructions.has("outdoor")) {
    // "Mostly outdoors" takes every main step outside, so most of the lesson's minutes are; else the last.
    const most = instructions.recognized.some((each) => each.kind === "outdoor" && each.most);
    (most ? cores : [lastCore]).forEach((step, index) => {
      step.name = `${step.name} (outdoors)`;
      step.outdoors = true;
      const where = index === 0 ? "Take this step outside to the playground or school grounds." : "Stay outside.";
      step.teacher = `${where} ${step.teacher}`;
    });
  }
  if (instructions.has("trip")) {
    lastCore.teacher = addTo(
      lastCore.teacher,
      "Use it to prepare for the trip: agree on what to look for there and how to record it.",
    );
  }
  if (instructions.has("balance")) for (const core of cores) core.teacher = addTo(core.teacher, BALANCE_WORDS.step);
  if (instructions.has("multilingual")) {
    const terms = context.keywords.map((keyword) => keyword.term).join(", ");
    starter.teacher = addTo(
      starter.teacher,
      `First pre-teach the keywords (${terms}) with pictures and gestures for multilingual learners.`,
    );
  }
  if (instructions.has("special-needs")) {
    starter.teacher = addTo(
      starter.teacher,
      `Show the visual timetable of today's steps and check in with ${context.learners} whose IEP asks for it.`,
    );
    // "Find carpet time hard": every step that gathers the group offers those learners another place in it.
    if (WHOLE_GROUP_HARD.test(context.brief.customInstructions ?? "")) {
      result
        .filter((each) => GATHERS.test(`${each.name} ${each.teacher}`))
        .forEach((step, index) => {
          step.teacher = addTo(
            step.teacher,
            index === 0
              ? `Let the ${context.learners} who find the group hard join from its edge, on a chair or beside an adult, or do the same task at a table nearby; never insist they sit in the middle.`
              : "Again, those who find the group hard may join from its edge or a table nearby.",
          );
        });
    }
  }
  if (instructions.has("dyslexia")) {
    firstCore.teacher = addTo(
      firstCore.teacher,
      "Read every written instruction aloud, and keep any text in a clear sans-serif font for students with dyslexia.",
    );
  }
  if (instructions.has("hands-on")) {
    // The step where students already handle something, not a discussion with objects bolted on.
    const handling =
      cores.find((step) => /\b(objects?|materials?|equipment|sort|build|model|instruments?)\b/i.test(step.students)) ??
      firstCore;
    handling.teacher = addTo(
      handling.teacher,
      "Make this step hands-on: every pair handles real objects or materials of their own, and tries before you explain.",
    );
  }
  if (instructions.has("mobility")) {
    // In PE the whole lesson is movement, so the adaptation is to the activity; elsewhere to the room.
    starter.teacher = addTo(
      starter.teacher,
      context.scaffold.key === "physical-education"
        ? "Set up so students who use wheelchairs take part in every activity: keep lanes wide and the floor clear, let them play seated, and change the distance, target or ball for them rather than giving them a separate task."
        : "Keep paths between tables wide enough for a wheelchair and materials within seated reach, and let any task that moves around the room be done at the table by students who need it.",
    );
  }
  for (const instruction of instructions.recognized) {
    if (instruction.kind === "resource" && instruction.resource) {
      firstCore.teacher = addTo(firstCore.teacher, `Use ${instruction.resource} as the main example or text here.`);
    }
  }
  if (instructions.has("quiz") && !/quiz/i.test(exit.name)) {
    exit.name = `${exit.name} with a quiz`;
    exit.teacher = addTo(exit.teacher, "Include the exit quiz's questions.");
  }
  if (instructions.has("homework")) {
    exit.teacher = addTo(
      exit.teacher,
      band === "early" ? "Send home the take-home activity in the Assessment." : "Set the homework in the Assessment.",
    );
  }
  return result;
}
