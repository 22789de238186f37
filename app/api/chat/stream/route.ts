import { apiRoute } from "@/lib/api";
import { streamAnswer } from "@/lib/chat/answer-stream";
import { chatRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/chat/stream — stream an educator's answer
export const POST = apiRoute(
  { name: "POST /api/chat/stream", body: chatRequestSchema, errorEvent: () => "error" },
  async ({ request, body }) => streamAnswer(request, body),
);
