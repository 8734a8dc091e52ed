CREATE TABLE "poll_question_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"is_required" smallint DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(300) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"description" text,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" smallint DEFAULT 0 NOT NULL,
	"opens_at" date NOT NULL,
	"closes_at" date NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_type_id_user_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_question_groups_title_search_idx" ON "poll_question_groups" USING gin (search_norm("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "poll_question_groups_created_idx" ON "poll_question_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "poll_questions_title_search_idx" ON "poll_questions" USING gin (search_norm("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "poll_questions_type_idx" ON "poll_questions" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "poll_questions_created_idx" ON "poll_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_assignments_unique" ON "questionnaire_assignments" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_user_idx" ON "questionnaire_assignments" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_company_idx" ON "questionnaire_assignments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_type_idx" ON "questionnaire_assignments" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_status_idx" ON "questionnaire_assignments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_q_status_idx" ON "questionnaire_assignments" USING btree ("questionnaire_id","status");--> statement-breakpoint
CREATE INDEX "questionnaires_title_search_idx" ON "questionnaires" USING gin (search_norm("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_status_idx" ON "questionnaires" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "questionnaires_open_idx" ON "questionnaires" USING btree ("status","closes_at");--> statement-breakpoint
CREATE INDEX "questionnaires_created_by_idx" ON "questionnaires" USING btree ("created_by");