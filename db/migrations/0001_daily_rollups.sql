CREATE TABLE "daily_country_views" (
	"date" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "daily_country_views_date_country_code_pk" PRIMARY KEY("date","country_code")
);
--> statement-breakpoint
CREATE TABLE "daily_path_views" (
	"date" text NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "daily_path_views_date_path_pk" PRIMARY KEY("date","path")
);
