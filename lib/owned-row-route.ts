import "server-only";
import type { Owner } from "@/db/queries/owner";
import { apiRoute, privateJson } from "./api";
import type { AppError } from "./errors";
import { idParamsSchema } from "./validation";

/**
 * `GET …/{id}` of a row only its creator may read: the route's 404 alike for an id no row can have,
 * a row that does not exist and someone else's row, so ids reveal nothing.
 */
export function ownedRowRoute<T>(find: (id: number, owner: Owner) => Promise<T | undefined>, notFound: () => AppError) {
  return apiRoute(
    { auth: "owner", params: { schema: idParamsSchema, invalid: notFound } },
    async ({ owner, params }) => {
      const row = await find(params.id, owner);
      if (!row) throw notFound();
      return privateJson(row);
    },
  );
}
