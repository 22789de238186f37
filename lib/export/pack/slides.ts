/**
 * The lesson's slides as a PowerPoint file (16:9), laid out light and plain: dark text on white in the
 * theme's fonts, headings at 36 pt and body text at 24 pt or more, so a teacher can restyle the deck in
 * PowerPoint, Keynote, Google Slides or LibreOffice. A multi-day plan gets a section per day.
 */
import PptxGenJS from "pptxgenjs";
import type { LessonPlan } from "@/lib/lessons/plan-schema";
import { type Slide, slideDeck } from "./slide-deck";

const MASTER = "Lyceum lesson";
const INK = "1F2933";
const MUTED = "52606D";
const WIDTH = 13.333;
const MARGIN = 0.6;

type TextRuns = PptxGenJS.TextProps[];

/**
 * The body's paragraphs: a slide's one sentence at 32 pt, read from the back of the room; else a lead
 * sentence at 28 pt and the rest at 24 pt, a keyword's term in bold before its meaning.
 */
const bodyRuns = (body: Slide["body"]): TextRuns =>
  body.flatMap(({ text, lead, term }) => [
    ...(term ? [{ text: `${term}: `, options: { bold: true, fontSize: 24 } }] : []),
    {
      text,
      options: { fontSize: body.length === 1 ? 32 : lead ? 28 : 24, bold: false, breakLine: true, paraSpaceAfter: 12 },
    },
  ]);

function addSlide(pptx: PptxGenJS, slide: Slide) {
  const page = pptx.addSlide({ masterName: MASTER, ...(slide.section ? { sectionTitle: slide.section } : {}) });
  if (slide.kind === "title") {
    page.addText(slide.heading, {
      x: MARGIN,
      y: 2.0,
      w: WIDTH - 2 * MARGIN,
      h: 1.6,
      fontSize: 44,
      bold: true,
      color: INK,
      align: "center",
      valign: "bottom",
    });
    page.addText(
      slide.body.map(({ text }) => ({ text, options: { breakLine: true } })),
      { x: MARGIN, y: 3.9, w: WIDTH - 2 * MARGIN, h: 1.6, fontSize: 28, color: MUTED, align: "center", valign: "top" },
    );
  } else {
    page.addText(slide.heading, {
      x: MARGIN,
      y: 0.4,
      w: WIDTH - 2 * MARGIN,
      h: 1.1,
      fontSize: 36,
      bold: true,
      color: INK,
      valign: "middle",
    });
    page.addText(bodyRuns(slide.body), {
      x: MARGIN,
      y: 1.7,
      w: WIDTH - 2 * MARGIN,
      h: 5.2,
      color: INK,
      valign: "top",
    });
  }
  if (slide.notes) page.addNotes(slide.notes);
}

/**
 * The .pptx file's bytes. Its parts are stored, not deflated: pptxgenjs 4.0.1 reads `compression` only for a
 * Node stream, which a browser cannot make (pack.ts deflates the deck in the pack's .zip).
 */
export async function slidesFile(plan: LessonPlan): Promise<ArrayBuffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.author = "Lyceum";
  pptx.title = plan.title;
  pptx.subject = plan.subject;
  pptx.defineSlideMaster({
    title: MASTER,
    background: { color: "FFFFFF" },
    slideNumber: { x: WIDTH - 1.1, y: 6.95, w: 0.6, h: 0.4, fontSize: 14, color: MUTED, align: "right" },
  });
  const slides = slideDeck(plan);
  for (const section of new Set(slides.map((slide) => slide.section))) {
    if (section) pptx.addSection({ title: section });
  }
  for (const slide of slides) addSlide(pptx, slide);
  return (await pptx.write({ outputType: "arraybuffer" })) as ArrayBuffer;
}
