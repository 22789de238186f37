import { findLessonPlan } from "@/db/queries/lesson-plans";
import { apiRoute } from "@/lib/api";
import { AppError } from "@/lib/errors";
import { currentOwner } from "@/lib/owner";

export const dynamic = "force-dynamic";

const notFound = () => new AppError("not_found:lesson_plan", "Lesson plan not found");

// GET /api/lesson-plans/{id} — the full plan, for its creator only
export const GET = apiRoute<undefined, { id: string }>(
  { name: "GET /api/lesson-plans/[id]" },
  async ({ request, params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const owner = await currentOwner(request);
    const plan = owner ? await findLessonPlan(id, owner) : undefined;
    if (!plan) throw notFound();
    return Response.json(plan, { headers: { "Cache-Control": "private, no-store" } });
  },
);
