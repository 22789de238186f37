import { Packer } from "docx";
import { buildWordDocument } from "./word-document";
import type { WordExport } from "./word-export";

/** Hands a file made in the browser to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Builds the .docx in the browser and hands it to the browser as a download (no server call).
 * The spec's generator raises an alert when it fails, then rethrows for the caller's toast.
 */
export async function downloadWordDocument(data: WordExport, fileName: string) {
  try {
    saveFile(await Packer.toBlob(buildWordDocument(data)), fileName);
  } catch (error) {
    window.alert("Failed to generate Word document. Please try again.");
    throw error;
  }
}
