import "server-only";
import { getDb } from "../client";
import { educatorRequests, type NewEducatorRequest } from "../schema";

export async function createEducatorRequest(request: Omit<NewEducatorRequest, "id" | "status" | "createdAt">) {
  const db = await getDb();
  const [created] = await db.insert(educatorRequests).values(request).returning();
  if (!created) throw new Error("educator request insert returned no row");
  return created;
}
