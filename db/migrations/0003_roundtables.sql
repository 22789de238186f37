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
ALTER TABLE "conversations" ADD COLUMN "roundtable_id" integer;--> statement-breakpoint
ALTER TABLE "roundtable_syntheses" ADD CONSTRAINT "roundtable_syntheses_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtable_syntheses" ADD CONSTRAINT "roundtable_syntheses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roundtables" ADD CONSTRAINT "roundtables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roundtable_syntheses_roundtable_id_idx" ON "roundtable_syntheses" USING btree ("roundtable_id");--> statement-breakpoint
CREATE INDEX "roundtables_user_id_idx" ON "roundtables" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_roundtable_id_roundtables_id_fk" FOREIGN KEY ("roundtable_id") REFERENCES "public"."roundtables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_roundtable_id_idx" ON "conversations" USING btree ("roundtable_id");