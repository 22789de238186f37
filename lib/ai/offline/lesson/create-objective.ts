import { planWords } from "@/db/data/plan-wording";
import { mentions, type Objective } from "@/lib/lessons/scaffolds";
import { general } from "@/lib/lessons/scaffolds/general";
import { lowerFirst } from "@/lib/text";
import type { LessonContext } from "./context";

/**
 * The objective that asks students to make something of the topic (a dialogue, a fair test, a short
 * piece of writing), in the subject's words and the lesson's keywords (a frame's keyword slots). The
 * objectives state it, and the lesson's last main step has students do it, so that it is assessed where it happens.
 * A frame asks for none that fits only some topics (a fair test of tides): the subject's `createAny` instead;
 * a library topic whose file names its own task gets that.
 */
export function createObjective(context: LessonContext): Objective & { product: string } {
  const { vocabulary, band, scaffold, fill, topic, known } = context;
  // The topic's own task, where its file gives one for this age (a hazard map, not a fair test of volcanoes).
  const [task] = known?.task ?? [];
  if (task) return { verb: task.verb, text: task.text, criterion: task.criterion, product: task.text };
  const [first = "example", second = first] = vocabulary;
  const own =
    scaffold.createFor?.find(
      (each) =>
        (!each.bands || each.bands.includes(band)) &&
        (!each.topics || each.topics.some((word) => mentions(context.kind, word))),
    )?.objective ??
    (context.framed && scaffold.create.fitsAnyTopic === false
      ? (scaffold.createAny ?? general.create)
      : scaffold.create);
  // A frame's keyword slots are the teacher's to fill: the objective asks for the lesson's keywords, never a slot's name.
  const words = context.framed ? planWords("keywordsAsked") : `*${first}*${second === first ? "" : ` and *${second}*`}`;
  return {
    verb: own.verb,
    text: `${fill(own.text)}, using ${words}`,
    // What students make, without the keywords, the step that has them make it saying which words they use;
    // in a frame, on the first key idea the teacher adds, so that it reads as the slot it is.
    product: fill(own.text, context.framed ? 0 : undefined),
    // The criterion asks for what the objective asks: the product, and its keyword used well; in a frame,
    // the product is on the key idea the teacher adds.
    criterion: `In my work on ${context.framed ? fill("{topic}", 0) : topic}, ${lowerFirst(own.criterion).replace(/\.$/, "")}; I use ${context.framed ? planWords("keywordsAsked") : `the word ${first}`} correctly.`,
  };
}
