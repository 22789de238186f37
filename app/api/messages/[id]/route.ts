import { findMessage } from "@/db/queries/messages";
import { AppError } from "@/lib/errors";
import { ownedRowRoute } from "@/lib/owned-row-route";

export const dynamic = "force-dynamic";

// GET /api/messages/{id} — a complete message, for its creator only
export const GET = ownedRowRoute(findMessage, () => new AppError("not_found:message", "Message not found"));
