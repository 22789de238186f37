import { educators } from "@/db/data/educators";
import { answerProbes, followUpProbes } from "@/eval/probes/answers";
import { freshAnswerProbes } from "@/eval/probes/answers-fresh";
import { detectGradeBand, retrieve } from "@/lib/ai/knowledge";
import { offlineAnswer } from "@/lib/ai/offline/generator";
import { sentencesOf, wordCount } from "@/lib/ai/offline/text";
import type { AnswerTask } from "@/lib/ai/tasks";

/** One answer of the built-in model, called as Lyceum calls it. */
export async function answer(task: AnswerTask) {
  return offlineAnswer(task);
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * The built-in educator model against a labelled set of teaching questions: does it find the
 * concern and the grade band the teacher meant, does it say something of its own to each question,
 * does a follow-up bring something new, and is the answer the length a teacher reads on a phone.
 */
export async function run() {
  const answers = await Promise.all(answerProbes.map((probe) => answer(probe)));
  const concernHits = answerProbes.filter((probe) => routedAsLabelled(probe).concern);
  const bandHits = answerProbes.filter((probe) => routedAsLabelled(probe).band);

  // A sentence counts as repeated when another answer, to a different question, says it too.
  const owners = new Map<string, Set<string>>();
  answers.forEach((text, position) => {
    const question = answerProbes[position]?.question ?? "";
    for (const sentence of sentencesOf(text)) owners.set(sentence, (owners.get(sentence) ?? new Set()).add(question));
  });
  const allSentences = answers.flatMap((text) => sentencesOf(text));
  const repeated = allSentences.filter((sentence) => (owners.get(sentence)?.size ?? 0) > 1);

  let followUpSentences = 0;
  let alreadySaid = 0;
  for (const probe of followUpProbes) {
    const first = await answer({ educatorSlug: probe.educatorSlug, question: probe.first });
    const next = await answer({
      educatorSlug: probe.educatorSlug,
      question: probe.followUp,
      earlierQuestions: [probe.first],
      earlierAnswers: [first],
    });
    // Said already: word for word, or inside a longer sentence of the first answer.
    const said = sentencesOf(first);
    const sentences = sentencesOf(next);
    followUpSentences += sentences.length;
    alreadySaid += sentences.filter((sentence) => said.some((earlier) => earlier.includes(sentence))).length;
  }

  const educatorsCovered = new Set(answerProbes.map((probe) => probe.educatorSlug)).size;
  console.table({
    questions: {
      value: `${answerProbes.length} (${educatorsCovered} of ${educators.length} educators)`,
      target: "≥ 120, all 30",
    },
    "concern matches label": { value: percent(concernHits.length, answerProbes.length), target: "≥ 90 %" },
    "grade band detected": { value: percent(bandHits.length, answerProbes.length), target: "100 %" },
    "sentences also in another answer": { value: percent(repeated.length, allSentences.length), target: "≤ 10 %" },
    "follow-up sentences already said": { value: percent(alreadySaid, followUpSentences), target: "0 %" },
    "median answer length (words)": { value: String(median(answers.map(wordCount))), target: "150–350" },
    "answers outside 150–350 words": {
      value: String(answers.map(wordCount).filter((words) => words < 150 || words > 350).length),
      target: "0",
    },
  });
  printMisses(answerProbes);

  // The same reading on a set written by someone who saw neither the router nor the set above.
  const fresh = freshAnswerProbes.filter((probe) => routedAsLabelled(probe).concern);
  const freshBands = freshAnswerProbes.filter((probe) => routedAsLabelled(probe).band);
  console.info(
    `\nFresh set (eval/probes/answers-fresh.ts, ${freshAnswerProbes.length} questions): concern matches label ${percent(fresh.length, freshAnswerProbes.length)}, grade band detected ${percent(freshBands.length, freshAnswerProbes.length)}`,
  );
  printMisses(freshAnswerProbes);
}

type LabelledQuestion = { educatorSlug: string; question: string; concern: string; band: string | null };

function routedAsLabelled(probe: LabelledQuestion) {
  return {
    concern: retrieve(probe.educatorSlug, probe.question).concern === probe.concern,
    band: (detectGradeBand(probe.question) ?? null) === probe.band,
  };
}

function printMisses(probes: LabelledQuestion[]) {
  const misses = probes.filter((probe) => {
    const routed = routedAsLabelled(probe);
    return !routed.concern || !routed.band;
  });
  for (const probe of misses) {
    const found = retrieve(probe.educatorSlug, probe.question);
    console.info(
      `  miss: ${probe.concern}/${probe.band} → ${found.concern}/${detectGradeBand(probe.question) ?? null}: ${probe.question}`,
    );
  }
}
