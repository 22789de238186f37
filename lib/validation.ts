import { z } from "zod";
import { DEFAULT_GRADE_SYSTEM, GRADE_SYSTEM_IDS, resolveGrade } from "./lessons/grade-systems";
import { DAY_CHOICES, MINUTE_CHOICES } from "./lessons/options";
import { MAX_QUESTION_LENGTH, MAX_REFINE_INSTRUCTION_LENGTH, ROUNDTABLE_SEATS } from "./limits";

// In the browser the CSP allows no eval: without this, zod probes for it with `new Function` when the
// first schema is built, and Chrome reports that probe as a CSP violation on every page with a form.
if (typeof window !== "undefined") z.config({ jitless: true });

/** The spec's schemas (section 5), shared by the forms and the route handlers. */

export const NUL_MESSAGE = "Please remove the invisible NUL character (\\u0000) from your text.";

/**
 * Every text field starts here: a NUL byte (which PostgreSQL cannot store) is refused, and lone
 * surrogates become U+FFFD, so what is stored is well-formed Unicode.
 */
const textInput = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .refine((value) => !value.includes("\u0000"), { error: NUL_MESSAGE, abort: true })
    .overwrite((value) => value.toWellFormed());

/** An optional text field: blank counts as not given. */
const optionalField = (message: string, max: number) =>
  textInput(message)
    .trim()
    .max(max, { error: `Please keep this under ${max} characters.` })
    .optional()
    .transform((value) => value || undefined);

/** Trimmed text of at least `min` characters (`message` when missing or shorter), at most `max` (`tooLong`). */
function requiredText(message: string, { min = 1, max, tooLong }: { min?: number; max?: number; tooLong?: string }) {
  const atLeast = textInput(message).trim().min(min, { error: message });
  return max === undefined
    ? atLeast
    : atLeast.max(max, { error: tooLong ?? `Please keep this under ${max} characters.` });
}

/** A row id: a positive PostgreSQL `integer`. */
const rowId = (message?: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

const emailSchema = textInput("Please enter a valid email address")
  .trim()
  .max(254, { error: "Please enter a valid email address" })
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const newsletterSchema = z.object({ email: emailSchema });

export const educatorRequestSchema = z.object({
  name: requiredText("Name must be at least 2 characters", {
    min: 2,
    max: 120,
    tooLong: "Please keep the name under 120 characters.",
  }),
  reason: requiredText("Please provide a reason of at least 10 characters", {
    min: 10,
    max: 2000,
    tooLong: "Please keep the reason under 2000 characters.",
  }),
  era: optionalField("Era must be text", 120),
  origin: optionalField("Origin must be text", 120),
});

export type EducatorRequestInput = z.input<typeof educatorRequestSchema>;

/** Passwords: 8 to 256 characters, never truncated (argon2 hashes the whole string). */
const PASSWORD_MAX = 256;
export const PASSWORD_MIN = 8;

const newPassword = textInput("Password must be at least 8 characters")
  .min(PASSWORD_MIN, { error: "Password must be at least 8 characters" })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

const personName = (message: string) =>
  requiredText(message, { max: 100, tooLong: "Please keep names under 100 characters." });

export const loginSchema = z.object({
  email: emailSchema,
  password: textInput("Password is required")
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX, { error: "Invalid email or password." }),
});

export const registerSchema = z.object({
  email: emailSchema,
  password: newPassword,
  firstName: personName("First name is required"),
  lastName: personName("Last name is required"),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: textInput("Reset token is required")
    .min(1, { error: "Reset token is required" })
    .max(200, { error: "This reset link is invalid or has already been used." }),
  password: newPassword,
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;

/** Spec section 5, Ask payload; plus the conversation a follow-up belongs to. */
export const chatRequestSchema = z.object({
  educatorId: rowId("Please select an educator before submitting a question."),
  question: requiredText("Question cannot be empty", {
    max: MAX_QUESTION_LENGTH,
    tooLong: `Please keep your question under ${MAX_QUESTION_LENGTH} characters.`,
  }),
  conversationId: rowId().optional(),
});

export type ChatRequest = z.output<typeof chatRequestSchema>;

/** A roundtable: two to four different educators, one question; plus the roundtable a follow-up belongs to. */
const seatsMessage = `Please choose ${ROUNDTABLE_SEATS.min} to ${ROUNDTABLE_SEATS.max} different educators.`;

export const roundtableRequestSchema = z.object({
  educatorIds: z
    .array(rowId(seatsMessage), { error: seatsMessage })
    .min(ROUNDTABLE_SEATS.min, { error: seatsMessage })
    .max(ROUNDTABLE_SEATS.max, { error: seatsMessage })
    .refine((ids) => new Set(ids).size === ids.length, { error: seatsMessage }),
  question: chatRequestSchema.shape.question,
  roundtableId: rowId().optional(),
});

export type RoundtableRequest = z.output<typeof roundtableRequestSchema>;

const optionalText = (max: number, message: string) =>
  textInput(message)
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || undefined);

const GRADE_FROM_LIST = "Please select a grade level from the list.";
const gradeSystemId = z.enum(GRADE_SYSTEM_IDS, { error: "Please choose a grade system from the list." });

/**
 * Spec section 5, Lesson plan payload, with the server's own rules for grade levels (a label of the
 * teacher's grade system), length and extended lessons.
 */
export const lessonRequestSchema = z
  .object({
    educatorId: rowId("Please select an educator for the lesson plan."),
    subject: requiredText("Subject cannot be empty", {
      max: 100,
      tooLong: "Please keep the subject under 100 characters.",
    }),
    gradeLevel: requiredText("Grade level cannot be empty", {}).refine((value) => resolveGrade(value) !== undefined, {
      error: GRADE_FROM_LIST,
    }),
    /** The teacher's grade system; without one, the first system that has the grade level (US grades first). */
    gradeSystem: gradeSystemId.optional(),
    topic: requiredText("Topic cannot be empty", { max: 200, tooLong: "Please keep the topic under 200 characters." }),
    lessonLength: z
      .enum(["brief", "medium", "comprehensive", "extended"], { error: "Please choose a lesson length from the list." })
      .optional()
      .transform((value) => value ?? "medium"),
    customInstructions: optionalText(1000, "Please keep custom instructions under 1000 characters."),
    extendedDurationType: optionalText(10, "Please choose days or minutes for an extended lesson."),
    extendedDays: optionalText(4, "Please choose the number of days."),
    extendedMinutes: optionalText(5, "Please choose the number of minutes."),
  })
  .superRefine((lesson, context) => {
    if (!resolveGrade(lesson.gradeLevel, lesson.gradeSystem)) {
      context.addIssue({ code: "custom", path: ["gradeLevel"], message: GRADE_FROM_LIST });
    }
    if (lesson.lessonLength !== "extended") return;
    if (lesson.extendedDurationType === "days") {
      if (!(DAY_CHOICES as readonly number[]).includes(Number(lesson.extendedDays))) {
        context.addIssue({ code: "custom", path: ["extendedDays"], message: "Please choose the number of days." });
      }
    } else if (lesson.extendedDurationType === "minutes") {
      if (!(MINUTE_CHOICES as readonly number[]).includes(Number(lesson.extendedMinutes))) {
        context.addIssue({
          code: "custom",
          path: ["extendedMinutes"],
          message: "Please choose the number of minutes.",
        });
      }
    } else {
      context.addIssue({
        code: "custom",
        path: ["extendedDurationType"],
        message: "Please choose days or minutes for an extended lesson.",
      });
    }
  })
  // Stored with the plan, so that a refinement reads its grade level as the teacher meant it.
  .transform((lesson) => ({
    ...lesson,
    gradeSystem: resolveGrade(lesson.gradeLevel, lesson.gradeSystem)?.system.id ?? DEFAULT_GRADE_SYSTEM,
  }));

export type LessonRequest = z.output<typeof lessonRequestSchema>;

/** The grade system a signed-in teacher plans in, remembered for the account. */
export const gradeSystemSchema = z.object({ gradeSystem: gradeSystemId });

export const savePlanSchema = z.object({
  lessonPlanId: rowId("Please choose a lesson plan to save."),
});

export const pageViewSchema = z.object({
  path: textInput("A page path is required.")
    .min(1, { error: "A page path is required." })
    .max(512, { error: "The page path is too long." })
    .refine((path) => path.startsWith("/"), { error: "A page path starts with /." }),
  referrer: textInput().max(2000).optional(),
});

/** A row id in the path: a positive PostgreSQL `integer`; anything else names no row at all. */
export const idParamsSchema = z.object({
  id: z.string().regex(/^\d+$/).transform(Number).pipe(rowId()),
});

/** What `POST /api/library/restore` brings back: an item removed from the library moments ago, by id. */
export const restoreRequestSchema = z.object({
  kind: z.enum(["lesson_plan", "conversation", "roundtable"], { error: "Please choose an item to bring back." }),
  id: rowId("Please choose an item to bring back."),
});

/** What `POST /api/shares` shares: a saved lesson plan or a conversation, by id. */
export const shareRequestSchema = z.object({
  kind: z.enum(["lesson_plan", "conversation"], { error: "Please choose a lesson plan or a conversation to share." }),
  id: rowId("Please choose a lesson plan or a conversation to share."),
  /** A plan's version to share; without it, the version on screen. */
  versionId: rowId("Please choose a version of the plan to share.").optional(),
});

export type ShareRequest = z.output<typeof shareRequestSchema>;

/** A share token in the path: 22 url-safe characters (16 random bytes); anything else names no share. */
export const shareTokenParamsSchema = z.object({ token: z.string().regex(/^[\w-]{22}$/) });

/** Refining one `##` section of a plan: its heading and what to change. */
export const refineRequestSchema = z.object({
  section: requiredText("Please choose a section to refine.", { max: 200 }),
  instruction: requiredText("Please say how to change this section.", {
    max: MAX_REFINE_INSTRUCTION_LENGTH,
    tooLong: `Please keep the instruction under ${MAX_REFINE_INSTRUCTION_LENGTH} characters.`,
  }),
});

export type RefineRequest = z.output<typeof refineRequestSchema>;

/** Stepping to another version of a plan. */
export const planVersionSchema = z.object({
  version: rowId("Please choose a version of the plan."),
});
