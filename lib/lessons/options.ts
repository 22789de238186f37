/** Spec section 5, option lists of the lesson form (shared by the form and the server); its Grade Level options are lib/lessons/grade-systems.ts. */

export const LESSON_LENGTHS = [
  { value: "brief", label: "Brief (15-30 minutes)", minMinutes: 15, maxMinutes: 30 },
  { value: "medium", label: "Medium (30-60 minutes)", minMinutes: 30, maxMinutes: 60 },
  { value: "comprehensive", label: "Comprehensive (60-90 minutes)", minMinutes: 60, maxMinutes: 90 },
  { value: "extended", label: "Extended (multi-day)", minMinutes: 0, maxMinutes: 0 },
] as const;

export type LessonLength = (typeof LESSON_LENGTHS)[number]["value"];

export const DEFAULT_LESSON_LENGTH: LessonLength = "medium";
export const DAY_CHOICES = [2, 3, 4, 5, 10, 15, 20] as const;
export const MINUTE_CHOICES = [120, 180, 240, 300, 360, 480, 600, 720, 900, 1200] as const;
export const DEFAULT_DURATION_TYPE = "days";
export const DEFAULT_DAYS = 3;
export const DEFAULT_MINUTES = 300;

/** Spec section 9: anonymous visitors may generate 2 lesson plans. */
export const TRIAL_LIMIT = 2;
/** What an anonymous visitor past the trial is told, by the form and by the server. */
export const TRIAL_USED_MESSAGE = "You've used your trial lesson plans. Create a free account to continue.";
export const TRIAL_STORAGE_KEY = "lesson_plan_usage_count";
