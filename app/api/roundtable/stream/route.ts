import { apiRoute } from "@/lib/api";
import { streamRoundtable } from "@/lib/roundtable/roundtable-stream";
import { roundtableRequestSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/roundtable/stream — stream two to four educators' answers to one question, then a synthesis
export const POST = apiRoute(
  { auth: "owner", body: roundtableRequestSchema, errorEvent: () => "error" },
  async ({ request, body, owner, setCookie }) => streamRoundtable(request, body, { owner, setCookie }),
);
