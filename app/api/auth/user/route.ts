import { setGradeSystem } from "@/db/queries/users";
import { apiRoute, privateJson } from "@/lib/api";
import { toPublicUser } from "@/lib/auth/user";
import { gradeSystemSchema } from "@/lib/validation";

export const dynamic = "force-dynamic";

// GET /api/auth/user — the signed-in user, or 401
export const GET = apiRoute({ auth: "user" }, async ({ user }) => privateJson(toPublicUser(user)));

// PATCH /api/auth/user — remember the grade system the signed-in teacher plans in
export const PATCH = apiRoute({ auth: "user", body: gradeSystemSchema }, async ({ user, body }) => {
  await setGradeSystem(user.id, body.gradeSystem);
  return privateJson(toPublicUser({ ...user, gradeSystem: body.gradeSystem }));
});
