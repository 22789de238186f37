/**
 * The files of a lesson pack and their names, after the plan's topic ("Photosynthesis - Slides.pptx").
 * Light on purpose: the page lists the files from here, and loads the builders (`pack.ts`, with
 * pptxgenjs, docx and jszip) only when a teacher asks for one.
 */
import type { LessonPlan } from "@/shared/plan-schema";
import { fileSafe, type LessonExport } from "../word-export";

/** A plan with its object: the only kind a pack is made from. */
export type PackLesson = LessonExport & { plan: LessonPlan };

export const PACK_FILES = [
  { key: "slides", label: "Slides", extension: "pptx" },
  { key: "worksheet", label: "Worksheet", extension: "docx" },
  { key: "support", label: "Worksheet with support", extension: "docx" },
  { key: "quizzes", label: "Quizzes", extension: "docx" },
  { key: "answers", label: "Answer key", extension: "docx" },
  { key: "plan", label: "Plan", extension: "docx" },
] as const;

export type PackFile = (typeof PACK_FILES)[number];
export type PackFileKey = PackFile["key"];

const base = (topic: string) => fileSafe(topic).replace(/\s+/g, " ") || "Lesson";

export const packFileName = (topic: string, file: PackFile) => `${base(topic)} - ${file.label}.${file.extension}`;

export const packZipName = (topic: string) => `${base(topic)} - Lesson pack.zip`;
