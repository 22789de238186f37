ALTER TABLE "conversations" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roundtables" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_lesson_plans" ADD COLUMN "removed_at" timestamp with time zone;