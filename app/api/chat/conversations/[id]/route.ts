import { findConversationWithMessages } from "@/db/queries/conversations";
import { AppError } from "@/lib/errors";
import { ownedRowRoute } from "@/lib/owned-row-route";

export const dynamic = "force-dynamic";

// GET /api/chat/conversations/{id} — the current conversation on /ask, back after a reload: for its
// owner only (the signed-in user, or the visitor whose cookie made it), 404 to anyone else
export const GET = ownedRowRoute(
  findConversationWithMessages,
  () => new AppError("not_found:conversation", "Conversation not found"),
);
