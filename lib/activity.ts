import "server-only";
import { type ActivityAction, insertActivity } from "@/db/queries/activity";
import { logError } from "./log";

/** Records what a user did; a failure is logged and never fails the request. */
export async function recordActivity(userId: string | null, action: ActivityAction, details?: Record<string, unknown>) {
  await insertActivity(userId, action, details).catch((error: unknown) =>
    logError("recording activity", error, { action }),
  );
}
