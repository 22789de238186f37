CREATE TABLE "lesson_plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_plan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"problems" jsonb,
	"instruction" text NOT NULL,
	"section" text NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_plan_versions" ADD CONSTRAINT "lesson_plan_versions_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_plan_versions_plan_version_idx" ON "lesson_plan_versions" USING btree ("lesson_plan_id","version");