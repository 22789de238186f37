import { streamText } from "ai";
import { educators } from "@/db/data/educators";
import { createOfflineEducatorModel } from "@/lib/ai/offline/educator-model";
import { lessonTiming, type TimingRequest } from "@/lib/lessons/timing";

const model = createOfflineEducatorModel({ delayMs: 0 });

/** A lesson plan from the built-in offline model, as the lesson stream asks for one, with what the checker needs. */
export async function offlinePlan(
  slug: string,
  timingRequest: TimingRequest,
  extra: { customInstructions?: string } = {},
) {
  const brief = { subject: "Mathematics", gradeLevel: "Grade 4", topic: "Equivalent fractions", ...extra };
  const timing = lessonTiming(timingRequest);
  const result = streamText({
    model,
    prompt: "lesson",
    providerOptions: { lyceum: { task: "lesson", educatorSlug: slug, brief, timing } },
  });
  const educatorName = educators.find((educator) => educator.slug === slug)?.name ?? "";
  return { text: await result.text, timing, request: { timing, educatorName, ...brief } };
}
