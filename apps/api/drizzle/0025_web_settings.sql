CREATE TABLE "web_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"value" text NOT NULL,
	"value_en" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "web_settings_key_uq" ON "web_settings" USING btree ("key");