-- A removal now revokes its item's share links at the removal's time (Undo brings back those). Links of items
-- removed before: revoked the same way, and those of plans already purged from the library revoked now.
UPDATE "shares" SET "revoked_at" = "saved_lesson_plans"."removed_at" FROM "saved_lesson_plans"
WHERE "shares"."revoked_at" IS NULL AND "saved_lesson_plans"."user_id" = "shares"."user_id"
  AND "saved_lesson_plans"."lesson_plan_id" = "shares"."lesson_plan_id" AND "saved_lesson_plans"."removed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "shares" SET "revoked_at" = "conversations"."removed_at" FROM "conversations"
WHERE "shares"."revoked_at" IS NULL AND "conversations"."id" = "shares"."conversation_id"
  AND "conversations"."removed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "shares" SET "revoked_at" = now()
WHERE "shares"."revoked_at" IS NULL AND "shares"."kind" = 'lesson_plan' AND NOT EXISTS (
  SELECT 1 FROM "saved_lesson_plans" WHERE "saved_lesson_plans"."user_id" = "shares"."user_id"
    AND "saved_lesson_plans"."lesson_plan_id" = "shares"."lesson_plan_id"
);
