import { deleteConversation, findConversationWithMessages } from "@/db/queries/library";
import { apiRoute } from "@/lib/api";
import { requireUser } from "@/lib/auth/user";
import { AppError } from "@/lib/errors";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:conversation", "Conversation not found");

function conversationId(raw: string) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

// GET /api/conversations/{id} — one of your conversations with every exchange
export const GET = apiRoute<undefined, { id: string }>(
  { name: "GET /api/conversations/[id]" },
  async ({ request, params }) => {
    const user = await requireUser(request);
    const conversation = await findConversationWithMessages(conversationId(params.id), user.id);
    if (!conversation) throw notFound();
    return Response.json(conversation, { headers: { "Cache-Control": "private, no-store" } });
  },
);

// DELETE /api/conversations/{id} — remove one of your conversations
export const DELETE = apiRoute<undefined, { id: string }>(
  { name: "DELETE /api/conversations/[id]" },
  async ({ request, params }) => {
    const user = await requireUser(request);
    if (!(await deleteConversation(conversationId(params.id), user.id))) throw notFound();
    return Response.json({ ok: true });
  },
);
