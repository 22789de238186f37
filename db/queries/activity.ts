import "server-only";
import { getDb } from "../client";
import { userActivity } from "../schema";

/** `safeguarding_concern`: a question or brief the screening step answered with the safeguarding reply (no text kept). */
export type ActivityAction = "registration" | "login" | "chat" | "lesson_plan" | "safeguarding_concern";

export async function insertActivity(userId: string | null, action: ActivityAction, details?: Record<string, unknown>) {
  const db = await getDb();
  await db.insert(userActivity).values({ userId, action, details });
}
