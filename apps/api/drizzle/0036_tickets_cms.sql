CREATE TABLE "eng_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_title" varchar(300) NOT NULL,
	"news_description" text NOT NULL,
	"news_type" varchar(10) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_bar" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(500) NOT NULL,
	"text_en" varchar(500) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" serial NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"user_id" integer,
	"side" varchar(10) NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_group_admins" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ticket_group_admins_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_subject_users" (
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ticket_subject_users_subject_id_user_id_pk" PRIMARY KEY("subject_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"subject_en" varchar(200),
	"note" text,
	"type_id" smallint NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_subjects_type_check" CHECK ("ticket_subjects"."type_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) GENERATED ALWAYS AS ('TK-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"subject_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"content" text NOT NULL,
	"importance_level" varchar(10) NOT NULL,
	"status" varchar(30) DEFAULT 'open' NOT NULL,
	"resolution" text,
	"first_answer_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_group_admins" ADD CONSTRAINT "ticket_group_admins_group_id_ticket_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_group_admins" ADD CONSTRAINT "ticket_group_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subject_users" ADD CONSTRAINT "ticket_subject_users_subject_id_ticket_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."ticket_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subject_users" ADD CONSTRAINT "ticket_subject_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_subjects" ADD CONSTRAINT "ticket_subjects_group_id_ticket_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_subject_id_ticket_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."ticket_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_group_id_ticket_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ticket_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eng_guides_created_at_idx" ON "eng_guides" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_created_by_idx" ON "news" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "news_bar_visible_idx" ON "news_bar" USING btree ("visible","id");--> statement-breakpoint
CREATE INDEX "terms_published_idx" ON "terms" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "terms_created_by_idx" ON "terms" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_idx" ON "ticket_comments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_comments_user_idx" ON "ticket_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_group_admins_user_idx" ON "ticket_group_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_subject_users_user_idx" ON "ticket_subject_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_subjects_group_idx" ON "ticket_subjects" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "ticket_subjects_subject_search_idx" ON "ticket_subjects" USING gin (search_norm("subject") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_number_unique" ON "tickets" USING btree ("number");--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tickets_group_idx" ON "tickets" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "tickets_subject_idx" ON "tickets" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tickets_importance_idx" ON "tickets" USING btree ("importance_level","id");--> statement-breakpoint
CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_created_by_idx" ON "tickets" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tickets_number_search_idx" ON "tickets" USING gin (search_norm("number") gin_trgm_ops);