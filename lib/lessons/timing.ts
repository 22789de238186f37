/** How long a lesson runs, and how its minutes are split. */

export type LessonTiming =
  | { kind: "single"; minutes: number; minMinutes: number; maxMinutes: number }
  | { kind: "days"; days: number; minutesPerDay: number }
  | { kind: "sessions"; totalMinutes: number; sessionMinutes: number[] };

export type TimingRequest = {
  lessonLength?: string;
  extendedDurationType?: string;
  extendedDays?: string;
  extendedMinutes?: string;
};

const SINGLE = {
  brief: { minutes: 30, minMinutes: 15, maxMinutes: 30 },
  medium: { minutes: 45, minMinutes: 30, maxMinutes: 60 },
  comprehensive: { minutes: 75, minMinutes: 60, maxMinutes: 90 },
} as const;

export const MINUTES_PER_DAY = 45;
export const SESSION_MINUTES = 60;

export function lessonTiming(request: TimingRequest): LessonTiming {
  if (request.lessonLength === "extended") {
    if (request.extendedDurationType === "minutes") {
      const total = Number(request.extendedMinutes) || 300;
      const sessions = Math.ceil(total / SESSION_MINUTES);
      const sessionMinutes = Array.from({ length: sessions }, (_, index) =>
        index < sessions - 1 ? SESSION_MINUTES : total - SESSION_MINUTES * (sessions - 1),
      );
      return { kind: "sessions", totalMinutes: total, sessionMinutes };
    }
    return { kind: "days", days: Number(request.extendedDays) || 3, minutesPerDay: MINUTES_PER_DAY };
  }
  const single = SINGLE[request.lessonLength as keyof typeof SINGLE] ?? SINGLE.medium;
  return { kind: "single", ...single };
}

/** "45 minutes", "3 days of 45 minutes", "300 minutes in 5 sessions". */
export function describeTiming(timing: LessonTiming) {
  if (timing.kind === "single") return `${timing.minutes} minutes`;
  if (timing.kind === "days") return `${timing.days} days of ${timing.minutesPerDay} minutes`;
  return `${timing.totalMinutes} minutes in ${timing.sessionMinutes.length} sessions`;
}

/** The lengths (in minutes) of the blocks the lesson flow is written in: one, one per day, or one per session. */
export function flowBlocks(timing: LessonTiming): { label: string | null; minutes: number }[] {
  if (timing.kind === "single") return [{ label: null, minutes: timing.minutes }];
  if (timing.kind === "days") {
    return Array.from({ length: timing.days }, (_, index) => ({
      label: `Day ${index + 1}`,
      minutes: timing.minutesPerDay,
    }));
  }
  return timing.sessionMinutes.map((minutes, index) => ({ label: `Session ${index + 1}`, minutes }));
}

/** Splits `total` minutes by weights into whole minutes (at least 3 each) that add up exactly. */
export function splitMinutes(total: number, weights: number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.max(3, Math.round((total * weight) / sum)));
  const drift = total - parts.reduce((a, b) => a + b, 0);
  const largest = parts.indexOf(Math.max(...parts));
  parts[largest] = (parts[largest] ?? 0) + drift;
  return parts;
}
