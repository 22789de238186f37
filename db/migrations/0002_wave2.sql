CREATE TABLE "roundtable_syntheses" (
	"id" serial PRIMARY KEY NOT NULL,
	"roundtable_id" integer NOT NULL,
	"user_id" text,
	"anonymous_id" text,
	"question" text NOT NULL,
	"content" text NOT NULL,
	"model" text,
	"screening" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roundtables" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"anonymous_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"lesson_plan_id" integer,
	"lesson_plan_version_id" integer,
	"conversation_id" integer,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shares_one_item" CHECK (("shares"."kind" = 'lesson_plan' and "shares"."lesson_plan_id" is not null and "shares"."conversation_id" is null) or ("shares"."kind" = 'conversation' and "shares"."conversation_id" is not null and "shares"."lesson_plan_id" is null))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "roundtable_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "problems" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verification_expiry" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roundtable_syntheses" ADD CONSTRAINT "roundtable_syntheses_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtable_syntheses" ADD CONSTRAINT "roundtable_syntheses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roundtable_syntheses_roundtable_id_idx" ON "roundtable_syntheses" USING btree ("roundtable_id");--> statement-breakpoint
CREATE INDEX "roundtables_user_id_idx" ON "roundtables" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_token_idx" ON "shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_live_lesson_plan_idx" ON "shares" USING btree ("lesson_plan_id") WHERE "shares"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shares_live_conversation_idx" ON "shares" USING btree ("conversation_id") WHERE "shares"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "shares_user_id_idx" ON "shares" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_roundtable_id_idx" ON "conversations" USING btree ("roundtable_id");