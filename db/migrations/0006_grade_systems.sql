ALTER TABLE "lesson_plans" ADD COLUMN "grade_system" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grade_system" text;