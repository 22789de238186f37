/**
 * A lesson pack built in the browser from the plan object the page already has (no server call): each
 * file on its own, or all of them in one .zip.
 */
import { Packer } from "docx";
import JSZip from "jszip";
import { buildWordDocument } from "../word-document";
import { lessonExport } from "../word-export";
import { PACK_FILES, type PackFile, type PackFileKey, type PackLesson, packFileName, packZipName } from "./pack-files";
import { answerKeyFile, quizzesFile } from "./quizzes";
import { slidesFile } from "./slides";
import { worksheetFile } from "./worksheet";

const BUILDERS: Record<PackFileKey, (lesson: PackLesson) => Promise<ArrayBuffer>> = {
  slides: ({ plan }) => slidesFile(plan),
  worksheet: ({ plan, gradeSystem }) => worksheetFile(plan, { gradeSystem }),
  support: ({ plan, gradeSystem }) => worksheetFile(plan, { support: true, gradeSystem }),
  quizzes: ({ plan, gradeSystem }) => quizzesFile(plan, gradeSystem),
  answers: ({ plan, guidance }) => answerKeyFile(plan, guidance),
  plan: (lesson) => Packer.toArrayBuffer(buildWordDocument(lessonExport(lesson))),
};

const MIME: Record<PackFile["extension"], string> = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * How each kind of file goes into the .zip: stored when it is compressed already, deflated otherwise. A .docx
 * is a zip of deflated parts (docx deflates them), so deflating it again costs time and saves nothing. The .pptx
 * is a zip of stored parts (slides.ts): deflated as one, its many alike slides shrink to a tenth.
 */
const ZIP_COMPRESSION: Record<PackFile["extension"], "STORE" | "DEFLATE"> = { pptx: "DEFLATE", docx: "STORE" };

/** One file of the pack: its name and bytes. */
export async function packFile(lesson: PackLesson, key: PackFileKey) {
  const file = PACK_FILES.find((candidate) => candidate.key === key) ?? PACK_FILES[0];
  const bytes = await BUILDERS[file.key](lesson);
  return { name: packFileName(lesson.plan.topic, file), bytes, type: MIME[file.extension] };
}

/** Every file of the pack in one .zip: its name and bytes. */
export async function packZip(lesson: PackLesson) {
  const zip = new JSZip();
  const files = await Promise.all(
    PACK_FILES.map(async (file) => ({
      ...(await packFile(lesson, file.key)),
      compression: ZIP_COMPRESSION[file.extension],
    })),
  );
  for (const { name, bytes, compression } of files) zip.file(name, bytes, { compression });
  const bytes = await zip.generateAsync({ type: "arraybuffer" });
  return { name: packZipName(lesson.plan.topic), bytes, type: "application/zip" };
}
