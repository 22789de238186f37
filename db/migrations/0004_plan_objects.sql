CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_plan_versions" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "plan" jsonb;