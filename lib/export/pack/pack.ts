/**
 * A lesson pack built in the browser from the plan object the page already has (no server call): each
 * file on its own, or all of them in one .zip.
 */
import { Packer } from "docx";
import JSZip from "jszip";
import { buildWordDocument } from "../word-document";
import { lessonExport } from "../word-export";
import { PACK_FILES, type PackFileKey, type PackLesson, packFileName, packZipName } from "./pack-files";
import { answerKeyFile, quizzesFile } from "./quizzes";
import { slidesFile } from "./slides";
import { worksheetFile } from "./worksheet";

const BUILDERS: Record<PackFileKey, (lesson: PackLesson) => Promise<ArrayBuffer>> = {
  slides: ({ plan }) => slidesFile(plan),
  worksheet: ({ plan, gradeSystem }) => worksheetFile(plan, { gradeSystem }),
  support: ({ plan, gradeSystem }) => worksheetFile(plan, { support: true, gradeSystem }),
  quizzes: ({ plan, gradeSystem }) => quizzesFile(plan, gradeSystem),
  answers: ({ plan }) => answerKeyFile(plan),
  plan: (lesson) => Packer.toArrayBuffer(buildWordDocument(lessonExport(lesson))),
};

const MIME = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** One file of the pack: its name and bytes. */
export async function packFile(lesson: PackLesson, key: PackFileKey) {
  const file = PACK_FILES.find((candidate) => candidate.key === key) ?? PACK_FILES[0];
  const bytes = await BUILDERS[file.key](lesson);
  return { name: packFileName(lesson.plan.topic, file), bytes, type: MIME[file.extension] };
}

/** Every file of the pack in one .zip: its name and bytes. */
export async function packZip(lesson: PackLesson) {
  const zip = new JSZip();
  const files = await Promise.all(PACK_FILES.map((file) => packFile(lesson, file.key)));
  for (const file of files) zip.file(file.name, file.bytes);
  const bytes = await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" });
  return { name: packZipName(lesson.plan.topic), bytes, type: "application/zip" };
}
