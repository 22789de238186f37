import { apiRoute } from "@/lib/api";
import { streamAnswer } from "@/lib/chat/answer-stream";
import { chatRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/chat/stream — stream an educator's answer
export const POST = apiRoute(
  { auth: "owner", body: chatRequestSchema, errorEvent: () => "error" },
  async ({ request, body, owner, setCookie }) => streamAnswer(request, body, { owner, setCookie }),
);
