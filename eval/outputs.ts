/**
 * `npm run eval:outputs -- <file>`: every eval question's answer and every eval brief's plan from the
 * built-in model, written to one file, one output after another. Run it before and after a change that
 * must not change what teachers read (a refactor), and compare the two files: `diff before.txt after.txt`.
 */
import { writeFileSync } from "node:fs";
import { educators } from "@/db/data/educators";
import { answerProbes, followUpProbes } from "@/eval/probes/answers";
import { freshAnswerProbes } from "@/eval/probes/answers-fresh";
import { planProbes } from "@/eval/probes/plans";
import { unknownTopicBriefs } from "@/eval/probes/plans-unknown";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { offlineReply } from "@/lib/ai/offline/generator";
import { renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming } from "@/lib/lessons/timing";

const educator = (slug: string) => {
  const found = educators.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no educator ${slug}`);
  return found;
};

function* outputs() {
  for (const { educatorSlug, question } of [...answerProbes, ...freshAnswerProbes]) {
    const { text, choices } = offlineReply({ educatorSlug, question });
    yield [`answer · ${educatorSlug} · ${question}`, [text, ...choices].join("\n")];
  }
  for (const { educatorSlug, first, followUp } of followUpProbes) {
    const earlier = offlineReply({ educatorSlug, question: first }).text;
    const next = offlineReply({
      educatorSlug,
      question: followUp,
      earlierQuestions: [first],
      earlierAnswers: [earlier],
    });
    yield [`follow-up · ${educatorSlug} · ${first} · ${followUp}`, next.text];
  }
  for (const brief of [...planProbes, ...unknownTopicBriefs]) {
    const plan = composeLessonPlan(educator(brief.educator), brief, lessonTiming(brief.length));
    yield [`plan · ${brief.educator} · ${brief.subject} · ${brief.gradeLevel} · ${brief.topic}`, renderPlan(plan)];
  }
}

const file = process.argv[2];
if (!file) throw new Error("usage: npm run eval:outputs -- <file>");
const all = [...outputs()];
writeFileSync(file, all.map(([title, text]) => `===== ${title}\n${text}\n`).join("\n"));
console.info(`${all.length} outputs written to ${file}`);
