import { Packer } from "docx";
import { buildWordDocument } from "./word-document";
import type { WordExport } from "./word-export";

/**
 * Builds the .docx in the browser and hands it to the browser as a download (no server call).
 * The spec's generator raises an alert when it fails, then rethrows for the caller's toast.
 */
export async function downloadWordDocument(data: WordExport, fileName: string) {
  try {
    const blob = await Packer.toBlob(buildWordDocument(data));
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    window.alert("Failed to generate Word document. Please try again.");
    throw error;
  }
}
