import { findMessage } from "@/db/queries/messages";
import { apiRoute, privateJson } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { idParamsSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:message", "Message not found");

// GET /api/messages/{id} — a complete message, for its creator only
export const GET = apiRoute(
  { auth: "owner", params: { schema: idParamsSchema, invalid: notFound } },
  async ({ owner, params }) => {
    const message = await findMessage(params.id, owner);
    if (!message) throw notFound();
    return privateJson(message);
  },
);
