import "server-only";
import type { Owner } from "@/db/queries/owner";
import { enforceLimit, type Limit, limitByClient } from "./rate-limit";

/** Per visitor or user, and (more generously, since a school shares one address) per address. */
export async function limitActor(request: Request, bucket: string, owner: Owner, perActor: Limit, perAddress: Limit) {
  await Promise.all([
    limitByClient(request, bucket, perAddress),
    enforceLimit(`${bucket}:actor:${owner.userId ?? owner.anonymousId}`, perActor),
  ]);
}
