import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import type { Database } from "@/db/client";
import { educators as catalogue } from "@/db/data/educators";
import { conversations, educators, lessonPlans, messages, pageViews, userActivity, users } from "@/db/schema";
import { composeAnswer } from "@/lib/ai/offline/compose-answer";
import { composeLessonPlan } from "@/lib/ai/offline/compose-lesson";
import { renderPlan } from "@/lib/lessons/render-plan";
import { lessonTiming } from "@/lib/lessons/timing";
import { OFFLINE_MODEL_LABEL } from "@/lib/site";

/** A small deterministic random source, so the demo looks the same every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COUNTRIES: [string, string, number][] = [
  ["US", "United States", 30],
  ["GB", "United Kingdom", 12],
  ["CA", "Canada", 9],
  ["AU", "Australia", 7],
  ["IN", "India", 8],
  ["DE", "Germany", 5],
  ["BR", "Brazil", 5],
  ["MX", "Mexico", 4],
  ["FR", "France", 3],
  ["JP", "Japan", 3],
  ["KR", "South Korea", 2],
  ["IT", "Italy", 2],
  ["ES", "Spain", 2],
  ["NL", "Netherlands", 2],
  ["SG", "Singapore", 2],
  ["NG", "Nigeria", 3],
  ["KE", "Kenya", 2],
  ["PH", "Philippines", 2],
  ["ZA", "South Africa", 2],
];
const PATHS: [string, number][] = [
  ["/", 30],
  ["/ask", 22],
  ["/lessons", 20],
  ["/explore", 14],
  ["/about", 5],
  ["/blog", 5],
  ["/contact", 2],
  ["/careers", 1],
  ["/privacy-policy", 1],
  ["/library", 4],
];
const FIRST = [
  "Ada",
  "Grace",
  "Amara",
  "Luis",
  "Mei",
  "Noah",
  "Priya",
  "Kwame",
  "Sofia",
  "Liam",
  "Aisha",
  "Hiro",
  "Elena",
  "Omar",
  "Zoe",
];
const LAST = [
  "Okafor",
  "Nguyen",
  "Garcia",
  "Smith",
  "Patel",
  "Kim",
  "Rossi",
  "Müller",
  "Silva",
  "Brown",
  "Haddad",
  "Tanaka",
];
const QUESTIONS = [
  "How do I help a restless class concentrate after lunch?",
  "How should I group a mixed-ability class for maths?",
  "What should homework look like for ten-year-olds?",
  "How can I get quiet teenagers to speak in discussions?",
  "How do I assess a project fairly?",
];
const TOPICS: [string, string, string][] = [
  ["Mathematics", "Grade 4", "Equivalent fractions"],
  ["Science", "Grade 7", "Plant growth"],
  ["History", "Grade 9", "The printing press"],
  ["English", "Grade 2", "Rhyming words"],
  ["Geography", "Grade 5", "Rivers and deltas"],
  ["Art", "Kindergarten", "Primary colours"],
];

function weighted<T>(items: [T, ...unknown[]][], weights: number[], next: () => number): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let pick = next() * total;
  for (const [index, weight] of weights.entries()) {
    pick -= weight;
    if (pick <= 0) return items[index]?.[0] as T;
  }
  return items[0]?.[0] as T;
}

const DEMO_DOMAIN = "demo.lyceum.app";

/**
 * Fills a database with realistic demo traffic: teachers, 90 days of growing page views from many
 * countries, conversations and lesson plans written by the offline model, and their activity. All of
 * it or nothing, and only once: returns undefined when the demo teachers are already there.
 */
export async function seedDemo(database: Database, { now = new Date(), days = 90 } = {}) {
  const [seeded] = await database
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`))
    .limit(1);
  if (seeded) return undefined;
  return database.transaction((tx) => fill(tx, now, days));
}

async function fill(db: Pick<Database, "select" | "insert">, now: Date, days: number) {
  const next = random(20_261_123);
  const educatorRows = await db.select({ id: educators.id, slug: educators.slug }).from(educators);
  const teachers = Array.from({ length: 60 }, (_, index) => {
    const firstName = FIRST[index % FIRST.length] as string;
    const lastName = LAST[(index * 7) % LAST.length] as string;
    return {
      id: randomUUID(),
      email: `${firstName}.${lastName}.${index}@${DEMO_DOMAIN}`.toLowerCase(),
      password: "demo-account-without-a-usable-password",
      firstName,
      lastName,
      isEmailVerified: next() < 0.7,
      createdAt: new Date(now.getTime() - Math.floor(next() * days) * 86_400_000),
    };
  });
  await db.insert(users).values(teachers);

  const views: (typeof pageViews.$inferInsert)[] = [];
  for (let day = days - 1; day >= 0; day -= 1) {
    const date = new Date(now.getTime() - day * 86_400_000);
    const weekday = date.getUTCDay();
    const growth = 1 + (days - day) / days;
    const perDay = Math.round((weekday === 0 || weekday === 6 ? 60 : 140) * growth * (0.8 + next() * 0.4));
    for (let index = 0; index < perDay; index += 1) {
      const country = weighted(
        COUNTRIES,
        COUNTRIES.map((entry) => entry[2]),
        next,
      );
      const countryName = COUNTRIES.find((entry) => entry[0] === country)?.[1] ?? country;
      const teacher = next() < 0.3 ? teachers[Math.floor(next() * teachers.length)] : undefined;
      views.push({
        path: weighted(
          PATHS,
          PATHS.map((entry) => entry[1]),
          next,
        ),
        timestamp: new Date(date.getTime() - Math.floor(next() * 86_000_000)),
        userId: teacher?.id ?? null,
        sessionId: `demo-${day}-${Math.floor(next() * perDay * 0.6)}`,
        countryCode: country,
        country: countryName,
        userAgent: "Mozilla/5.0 (demo)",
      });
    }
  }
  for (let start = 0; start < views.length; start += 2000) {
    await db.insert(pageViews).values(views.slice(start, start + 2000));
  }

  for (let index = 0; index < 120; index += 1) {
    const teacher = teachers[index % teachers.length];
    const educator = educatorRows[index % educatorRows.length];
    const seed = catalogue.find((entry) => entry.slug === educator?.slug);
    if (!teacher || !educator || !seed) continue;
    const question = QUESTIONS[index % QUESTIONS.length] as string;
    const createdAt = new Date(now.getTime() - Math.floor(next() * days) * 86_400_000);
    const [conversation] = await db
      .insert(conversations)
      .values({ userId: teacher.id, educatorId: educator.id, title: question, createdAt, updatedAt: createdAt })
      .returning({ id: conversations.id });
    await db.insert(messages).values({
      conversationId: conversation?.id,
      educatorId: educator.id,
      userId: teacher.id,
      question,
      answer: composeAnswer(seed, question),
      model: OFFLINE_MODEL_LABEL,
      createdAt,
    });
    await db.insert(userActivity).values({ userId: teacher.id, action: "chat", timestamp: createdAt });
    if (index % 2 === 0) {
      const [subject, gradeLevel, topic] = TOPICS[index % TOPICS.length] as [string, string, string];
      const plan = composeLessonPlan(seed, { subject, gradeLevel, topic }, lessonTiming({ lessonLength: "medium" }));
      await db.insert(lessonPlans).values({
        educatorId: educator.id,
        userId: teacher.id,
        subject,
        gradeLevel,
        topic,
        lessonLength: "medium",
        content: renderPlan(plan),
        plan,
        model: OFFLINE_MODEL_LABEL,
        createdAt,
      });
      await db.insert(userActivity).values({ userId: teacher.id, action: "lesson_plan", timestamp: createdAt });
    }
  }
  await db
    .insert(userActivity)
    .values(teachers.map((teacher) => ({ userId: teacher.id, action: "registration", timestamp: teacher.createdAt })));
  return { users: teachers.length, pageViews: views.length, conversations: 120, lessonPlans: 60 };
}
