import { recordPageView } from "@/lib/analytics/record-page-view";
import { apiRoute } from "@/lib/api";
import { pageViewSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// POST /api/analytics/page-view — the page tracker's beacon: record one page view
export const POST = apiRoute({ body: pageViewSchema }, async ({ request, body }) => {
  const cookies = await recordPageView(request, body);
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
});
