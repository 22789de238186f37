import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LessonPlan as PlanObject } from "../shared/plan-schema";
import type { EducatorKnowledge } from "./data/educator-types";
// A type only (erased when compiled): the plan object's shape is defined once, beside its zod schema.
import type { GradeSystemId } from "./data/grade-systems";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  "users",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    /** Stored lower-cased: e-mails compare case-insensitively. */
    email: text().notNull().unique(),
    /** argon2id hash, never the password itself. */
    password: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    /** The grade system the teacher plans in (lib/lessons/grade-systems.ts); null until they choose one. */
    gradeSystem: text().$type<GradeSystemId>(),
    isEmailVerified: boolean().notNull().default(false),
    /** SHA-256 of the verification token; the token itself only travels in the e-mail. */
    emailVerificationToken: text(),
    /** When the verification link stops working; a new one can be asked for. */
    emailVerificationExpiry: timestamp({ withTimezone: true }),
    /** SHA-256 of the reset token. */
    passwordResetToken: text(),
    passwordResetExpiry: timestamp({ withTimezone: true }),
    // Columns Auth.js's Drizzle adapter expects of a user.
    name: text(),
    emailVerified: timestamp({ withTimezone: true }),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_verification_token_idx").on(table.emailVerificationToken),
    uniqueIndex("users_password_reset_token_idx").on(table.passwordResetToken),
  ],
);

/** Server-side sessions: a session cookie is valid only while its row exists. */
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text("sid").primaryKey(),
    sess: json().notNull().default({}),
    expires: timestamp("expire", { withTimezone: true }).notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_expire_idx").on(table.expires), index("sessions_user_id_idx").on(table.userId)],
);

/** OAuth accounts, as Auth.js's adapter stores them (unused while only e-mail and password exist). */
export const accounts = pgTable(
  "accounts",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.providerAccountId] })],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.identifier, table.token] })],
);

export const educators = pgTable("educators", {
  id: serial().primaryKey(),
  /** Stable key of the catalogue: re-seeding updates the row with the same slug. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  era: text().notNull(),
  shortBio: text().notNull(),
  contributions: json().$type<string[]>().notNull(),
  imageUrl: text(),
  origin: text(),
  tags: json().$type<string[]>(),
  born: integer(),
  died: integer(),
  knowledge: jsonb().$type<EducatorKnowledge>().notNull(),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One question put to two to four educators at once; each educator's conversation links to it. */
export const roundtables = pgTable(
  "roundtables",
  {
    id: serial().primaryKey(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    /** The anonymous visitor's id when nobody is signed in. */
    anonymousId: text(),
    title: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Removed from the library and restorable by Undo until purged (`db/queries/removals.ts`); null while kept. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("roundtables_user_id_idx").on(table.userId, table.updatedAt)],
);

export const conversations = pgTable(
  "conversations",
  {
    id: serial().primaryKey(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    /** The anonymous visitor's id when nobody is signed in. */
    anonymousId: text(),
    educatorId: integer()
      .notNull()
      .references(() => educators.id),
    title: text(),
    /** Set when the conversation is one educator's seat at a roundtable (listed with the roundtable). */
    roundtableId: integer().references(() => roundtables.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Removed from the library and restorable by Undo until purged (`db/queries/removals.ts`); null while kept. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("conversations_user_id_idx").on(table.userId, table.updatedAt),
    index("conversations_roundtable_id_idx").on(table.roundtableId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial().primaryKey(),
    conversationId: integer().references(() => conversations.id, { onDelete: "cascade" }),
    educatorId: integer()
      .notNull()
      .references(() => educators.id),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    anonymousId: text(),
    question: text().notNull(),
    answer: text().notNull(),
    /** Which model answered: 'Built-in offline model' or the configured model's name. */
    model: text(),
    /** The screening step's class when not an ordinary question (lib/safety): 'safeguarding', 'identity', ... */
    screening: text(),
    /** The teacher's language as detected by the screening step (ISO 639-1). */
    language: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("messages_conversation_id_idx").on(table.conversationId),
    index("messages_created_at_idx").on(table.createdAt),
  ],
);

export const lessonPlans = pgTable(
  "lesson_plans",
  {
    id: serial().primaryKey(),
    educatorId: integer()
      .notNull()
      .references(() => educators.id),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    anonymousId: text(),
    subject: text().notNull(),
    /** The teacher's own label ("Grade 4", "Year 4"), in `gradeSystem` (null for plans from before grade systems: read as US grades). */
    gradeLevel: text().notNull(),
    gradeSystem: text().$type<GradeSystemId>(),
    topic: text().notNull(),
    lessonLength: text(),
    customInstructions: text(),
    extendedDurationType: text(),
    extendedDays: text(),
    extendedMinutes: text(),
    /**
     * The plan as generated (version 1), Markdown with one `##` heading per section: the spec's field,
     * and what the page shows and prints. Since plans became typed objects it is `plan` rendered.
     */
    content: text().notNull(),
    /**
     * The same plan as a typed object (`LessonPlan`, shared/plan-schema.ts), of which `content` is the
     * rendering. Null for a safeguarding reply, and for a plan stored as Markdown only that could not be
     * converted (data migration `plan_objects`, lib/lessons/legacy-plan.ts): such a plan is shown as its Markdown.
     */
    plan: jsonb().$type<PlanObject>(),
    /** What the plan checker found wrong with a finished plan (null when it passed), shown above the plan. */
    problems: jsonb().$type<string[]>(),
    model: text(),
    /** 'safeguarding' when the brief was answered with our safeguarding reply instead of a plan (lib/safety). */
    screening: text(),
    /** The teacher's language as detected by the screening step (ISO 639-1). */
    language: text(),
    /**
     * The version on screen: 1 is `content` itself (the plan as generated); a refined plan's later
     * versions live in lesson_plan_versions, and stepping back or forward moves only this pointer.
     */
    currentVersion: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index("lesson_plans_anonymous_id_idx").on(table.anonymousId),
    index("lesson_plans_created_at_idx").on(table.createdAt),
  ],
);

export const savedLessonPlans = pgTable(
  "saved_lesson_plans",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonPlanId: integer()
      .notNull()
      .references(() => lessonPlans.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Removed from the library and restorable by Undo until purged (`db/queries/removals.ts`); null while kept. */
    removedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("saved_lesson_plans_user_plan_idx").on(table.userId, table.lessonPlanId)],
);

/** A refined plan's later versions (2, 3, …): each the whole plan after one section was rewritten. */
export const lessonPlanVersions = pgTable(
  "lesson_plan_versions",
  {
    id: serial().primaryKey(),
    lessonPlanId: integer()
      .notNull()
      .references(() => lessonPlans.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    /** The whole plan, Markdown, with the refined section in place. */
    content: text().notNull(),
    /** The whole plan as a typed object, of which `content` is the rendering; null as for `lesson_plans.plan`. */
    plan: jsonb().$type<PlanObject>(),
    /** What the plan checker found wrong with this version (null when it passed). */
    problems: jsonb().$type<string[]>(),
    /** The teacher's instruction and the `##` heading of the section it rewrote. */
    instruction: text().notNull(),
    section: text().notNull(),
    model: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("lesson_plan_versions_plan_version_idx").on(table.lessonPlanId, table.version)],
);

/** Each round's synthesis of a roundtable's answers (or, for a screened question, the one reply given instead). */
export const roundtableSyntheses = pgTable(
  "roundtable_syntheses",
  {
    id: serial().primaryKey(),
    roundtableId: integer()
      .notNull()
      .references(() => roundtables.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    anonymousId: text(),
    question: text().notNull(),
    content: text().notNull(),
    model: text(),
    /** 'safeguarding' when the question was answered with the safeguarding reply instead (lib/safety). */
    screening: text(),
    createdAt: createdAt(),
  },
  (table) => [index("roundtable_syntheses_roundtable_id_idx").on(table.roundtableId)],
);

export const educatorRequests = pgTable("educator_requests", {
  id: serial().primaryKey(),
  userId: text().references(() => users.id, { onDelete: "set null" }),
  name: text().notNull(),
  reason: text().notNull(),
  origin: text(),
  era: text(),
  status: text().notNull().default("pending"),
  createdAt: createdAt(),
});

/**
 * Nothing reads this table yet: the spec's data model holds blog posts (with 'pending' status), while the
 * /blog page shows the spec's fixed sample articles from `app/(site)/blog/blog-posts.ts`. Kept so the schema
 * matches the spec and an editor can later publish from it without a migration.
 */
export const blogPosts = pgTable("blog_posts", {
  id: serial().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  excerpt: text().notNull(),
  authorId: text()
    .notNull()
    .references(() => users.id),
  status: text().notNull().default("pending"),
  publishedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial().primaryKey(),
  /** Stored lower-cased. */
  email: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const pageViews = pgTable(
  "page_views",
  {
    id: serial().primaryKey(),
    path: text().notNull(),
    userAgent: text(),
    /** Truncated (IPv4 /24, IPv6 /48): a whole address is never stored. */
    ipAddress: text(),
    referer: text(),
    userId: text(),
    sessionId: text(),
    country: text(),
    countryCode: text(),
    city: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("page_views_timestamp_idx").on(table.timestamp),
    index("page_views_path_idx").on(table.path),
    index("page_views_country_code_idx").on(table.countryCode),
  ],
);

export const userActivity = pgTable(
  "user_activity",
  {
    id: serial().primaryKey(),
    userId: text(),
    action: text().notNull(),
    details: jsonb(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_activity_action_idx").on(table.action, table.timestamp)],
);

export const dailyStats = pgTable(
  "daily_stats",
  {
    id: serial().primaryKey(),
    date: text().notNull(),
    pageViews: integer().notNull().default(0),
    uniqueVisitors: integer().notNull().default(0),
    newUsers: integer().notNull().default(0),
    chatSessions: integer().notNull().default(0),
    lessonPlans: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("daily_stats_date_idx").on(table.date)],
);

/** Page views per path for each closed (past) UTC day: the stats read these instead of every row. */
export const dailyPathViews = pgTable(
  "daily_path_views",
  {
    date: text().notNull(),
    path: text().notNull(),
    views: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.path] })],
);

/** Page views per country for each closed (past) UTC day. */
export const dailyCountryViews = pgTable(
  "daily_country_views",
  {
    date: text().notNull(),
    countryCode: text().notNull(),
    country: text().notNull(),
    views: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.countryCode] })],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().primaryKey(),
    count: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);

/**
 * Read-only links to a saved plan or a conversation. The token is the capability: 22 url-safe characters
 * from 16 random bytes, kept as is because its owner sees it again in the library. Stopping a share sets
 * `revokedAt`; sharing again makes a new row and a new token. At most one live share per item.
 */
export const shares = pgTable(
  "shares",
  {
    id: serial().primaryKey(),
    token: text().notNull(),
    kind: text().$type<"lesson_plan" | "conversation">().notNull(),
    lessonPlanId: integer().references(() => lessonPlans.id, { onDelete: "cascade" }),
    /**
     * The plan version on screen when it was shared, once plans have versions (lesson_plan_versions);
     * null shows the plan's own content, its only version so far.
     */
    lessonPlanVersionId: integer(),
    conversationId: integer().references(() => conversations.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("shares_token_idx").on(table.token),
    uniqueIndex("shares_live_lesson_plan_idx").on(table.lessonPlanId).where(sql`${table.revokedAt} is null`),
    uniqueIndex("shares_live_conversation_idx").on(table.conversationId).where(sql`${table.revokedAt} is null`),
    index("shares_user_id_idx").on(table.userId),
    check(
      "shares_one_item",
      sql`(${table.kind} = 'lesson_plan' and ${table.lessonPlanId} is not null and ${table.conversationId} is null) or (${table.kind} = 'conversation' and ${table.conversationId} is not null and ${table.lessonPlanId} is null)`,
    ),
  ],
);

/**
 * Data migrations that have run: one-time conversions of stored rows that run after the SQL migrations
 * (`prepareDatabase`'s `dataMigrations`, db/migrate.ts), each recorded here by name so it never runs twice.
 */
export const dataMigrations = pgTable("data_migrations", {
  name: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Educator = typeof educators.$inferSelect;
export type NewEducator = typeof educators.$inferInsert;
export type Conversation = typeof conversations.$inferSelect;
export type Roundtable = typeof roundtables.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type LessonPlan = typeof lessonPlans.$inferSelect;
export type NewLessonPlan = typeof lessonPlans.$inferInsert;
export type LessonPlanVersion = typeof lessonPlanVersions.$inferSelect;
export type EducatorRequest = typeof educatorRequests.$inferSelect;
export type NewEducatorRequest = typeof educatorRequests.$inferInsert;
export type PageView = typeof pageViews.$inferSelect;
export type NewPageView = typeof pageViews.$inferInsert;
export type Share = typeof shares.$inferSelect;
