/**
 * A Word file read back as a teacher's Word shows it: its texts, its tables as rows of cell texts, and
 * its core properties (File > Info). For the unit tests of the builder and the e2e tests' downloads.
 */
import JSZip from "jszip";

const unescapeXml = (xml: string) =>
  xml
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** A part's paragraphs, each its runs' text joined: WordprocessingML (`w:p`, `w:t`), or a slide's DrawingML (`a:p`, `a:t`). */
export const paragraphsOf = (xml: string, ns: "w" | "a" = "w") =>
  xml
    .split(`</${ns}:p>`)
    .map((paragraph) =>
      [...paragraph.matchAll(new RegExp(`<${ns}:t(?: [^>]*)?>([^<]*)</${ns}:t>`, "g"))]
        .map((match) => unescapeXml(match[1] ?? ""))
        .join(""),
    )
    .filter(Boolean);

/** The texts of the runs in a piece of document XML, in order. */
export const textsOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => unescapeXml(match[1] ?? ""));

const CORE_PROPERTIES = ["dc:title", "dc:subject", "dc:description", "dc:creator", "cp:lastModifiedBy"];

export async function readDocxFile(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = async (name: string) => (await zip.file(name)?.async("string")) ?? "";
  const documentXml = await read("word/document.xml");
  const coreXml = await read("docProps/core.xml");
  /** Each table as rows of cell texts. */
  const tables = [...documentXml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((table) =>
    [...(table[1] ?? "").matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((cell) => textsOf(cell[1] ?? "").join("")),
    ),
  );
  /** The file's core properties (File > Info in Word). */
  const core = Object.fromEntries(
    CORE_PROPERTIES.map((tag) => [tag, unescapeXml(coreXml.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1] ?? "")]),
  );
  return { documentXml, numberingXml: await read("word/numbering.xml"), texts: textsOf(documentXml), tables, core };
}
