ALTER TABLE "lesson_plans" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;