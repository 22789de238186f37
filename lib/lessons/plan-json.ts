import type { LessonPlan } from "@/shared/plan-schema";
import type { ContentGuidance } from "./content-guidance";
import type { GradeSystemId } from "./grade-systems";

/** A stored lesson plan as `GET /api/lesson-plans/{id}` sends it. */
export type LessonPlanJson = {
  id: number;
  educatorId: number;
  educatorName: string;
  subject: string;
  gradeLevel: string;
  gradeSystem?: GradeSystemId | null;
  topic: string;
  lessonLength: string | null;
  customInstructions: string | null;
  extendedDurationType?: string | null;
  extendedDays?: string | null;
  extendedMinutes?: string | null;
  /** The plan as Markdown: `plan` rendered, or the only form of a plan stored before plans were objects. */
  content: string;
  /** The plan as a typed object, of which `content` is the rendering; null for a plan stored as Markdown only. */
  plan: LessonPlan | null;
  /** What a teacher should prepare for before teaching the plan (lib/lessons/content-guidance.ts); null when nothing. */
  guidance?: ContentGuidance | null;
  /** What the plan checker found wrong with the finished plan; null when it passed. */
  problems?: string[] | null;
  model: string | null;
  /** The version on screen (1: as generated; later: refined) and its id, for sharing that version. */
  version?: number;
  versionId?: number | null;
  createdAt: string;
};
