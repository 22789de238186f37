import "server-only";
import type { Owner } from "@/db/queries/owner";
import { hitRateLimit } from "@/db/queries/rate-limits";
import { clientKey, enforceLimit, type Limit, limitByClient } from "./rate-limit";

/** Per visitor or user, and (more generously, since a school shares one address) per address. */
export async function limitActor(request: Request, bucket: string, owner: Owner, perActor: Limit, perAddress: Limit) {
  await Promise.all([
    limitByClient(request, bucket, perAddress),
    enforceLimit(`${bucket}:actor:${owner.userId ?? owner.anonymousId}`, perActor),
  ]);
}

/** Counts one use against a ceiling per address; false once past it (the caller words the refusal). */
export async function withinAddressCeiling(request: Request, bucket: string, { limit, windowSeconds }: Limit) {
  const { count } = await hitRateLimit(`${bucket}:ip:${clientKey(request)}`, windowSeconds);
  return count <= limit;
}
