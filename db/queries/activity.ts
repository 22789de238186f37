import "server-only";
import { getDb } from "../client";
import { userActivity } from "../schema";

export type ActivityAction = "registration" | "login" | "chat" | "lesson_plan";

export async function insertActivity(userId: string | null, action: ActivityAction, details?: Record<string, unknown>) {
  const db = await getDb();
  await db.insert(userActivity).values({ userId, action, details });
}
