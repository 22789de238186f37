import { findConversationWithMessages } from "@/db/queries/conversations";
import { removeFromLibrary } from "@/db/queries/removals";
import { apiRoute, privateJson } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { idParamsSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:conversation", "Conversation not found");
const conversationRoute = { auth: "user", params: { schema: idParamsSchema, invalid: notFound } } as const;

// GET /api/conversations/{id} — one of your conversations with every exchange
export const GET = apiRoute(conversationRoute, async ({ user, params }) => {
  const conversation = await findConversationWithMessages(params.id, { userId: user.id });
  if (!conversation) throw notFound();
  return privateJson(conversation);
});

// DELETE /api/conversations/{id} — remove one of your conversations (POST /api/library/restore brings it back)
export const DELETE = apiRoute(conversationRoute, async ({ user, params }) => {
  if (!(await removeFromLibrary(user.id, "conversation", params.id))) throw notFound();
  return Response.json({ ok: true });
});
