CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"filling_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"file_id" integer,
	"quantity" integer,
	"unit_price_halalas" bigint,
	"line_total_halalas" bigint,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fillings" (
	"id" serial PRIMARY KEY NOT NULL,
	"verify_code" varchar(64) NOT NULL,
	"form_id" integer NOT NULL,
	"form_version_id" integer NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" integer NOT NULL,
	"company_id" integer,
	"assigned_user_id" integer,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"answers_hash" varchar(64),
	"total_halalas" bigint DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"form_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"unit_price_halalas" bigint,
	CONSTRAINT "form_questions_form_id_question_id_pk" PRIMARY KEY("form_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "form_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"filling_id" integer NOT NULL,
	"signer_num" integer NOT NULL,
	"type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers_hash" varchar(64) NOT NULL,
	"signature_file_id" integer,
	"stamp_file_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invalidated_at" timestamp with time zone,
	"invalidated_reason" text
);
--> statement-breakpoint
CREATE TABLE "form_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"signer_num" integer NOT NULL,
	"type_id" integer NOT NULL,
	"signer_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"definition_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"type" varchar(30) NOT NULL,
	"with_category" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"audience" varchar(10) DEFAULT 'all' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_category_types" (
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "question_category_types_category_id_type_id_pk" PRIMARY KEY("category_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "question_category_users" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "question_category_users_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(500) NOT NULL,
	"title_en" varchar(500) NOT NULL,
	"type" varchar(20) NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"unit_price_halalas" bigint,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_filling_id_form_fillings_id_fk" FOREIGN KEY ("filling_id") REFERENCES "public"."form_fillings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fillings" ADD CONSTRAINT "form_fillings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fillings" ADD CONSTRAINT "form_fillings_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fillings" ADD CONSTRAINT "form_fillings_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fillings" ADD CONSTRAINT "form_fillings_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fillings" ADD CONSTRAINT "form_fillings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_filling_id_form_fillings_id_fk" FOREIGN KEY ("filling_id") REFERENCES "public"."form_fillings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_type_id_user_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signers" ADD CONSTRAINT "form_signers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signers" ADD CONSTRAINT "form_signers_type_id_user_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_signers" ADD CONSTRAINT "form_signers_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_types" ADD CONSTRAINT "question_category_types_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_types" ADD CONSTRAINT "question_category_types_type_id_user_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."user_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_users" ADD CONSTRAINT "question_category_users_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_category_users" ADD CONSTRAINT "question_category_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_filling_question_unique" ON "form_answers" USING btree ("filling_id","question_id");--> statement-breakpoint
CREATE INDEX "form_answers_file_idx" ON "form_answers" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "form_answers_answered_by_idx" ON "form_answers" USING btree ("answered_by");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fillings_verify_code_unique" ON "form_fillings" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fillings_subject_unique" ON "form_fillings" USING btree ("subject_type","subject_id","form_id");--> statement-breakpoint
CREATE INDEX "form_fillings_form_idx" ON "form_fillings" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_fillings_version_idx" ON "form_fillings" USING btree ("form_version_id");--> statement-breakpoint
CREATE INDEX "form_fillings_company_idx" ON "form_fillings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "form_fillings_assigned_idx" ON "form_fillings" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "form_fillings_created_by_idx" ON "form_fillings" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "form_fillings_status_idx" ON "form_fillings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "form_questions_question_idx" ON "form_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_signatures_valid_slot_unique" ON "form_signatures" USING btree ("filling_id","signer_num") WHERE invalidated_at is null;--> statement-breakpoint
CREATE INDEX "form_signatures_filling_idx" ON "form_signatures" USING btree ("filling_id","signer_num");--> statement-breakpoint
CREATE INDEX "form_signatures_user_idx" ON "form_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_signatures_type_idx" ON "form_signatures" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "form_signatures_signature_file_idx" ON "form_signatures" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "form_signatures_stamp_file_idx" ON "form_signatures" USING btree ("stamp_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_signers_form_num_unique" ON "form_signers" USING btree ("form_id","signer_num");--> statement-breakpoint
CREATE INDEX "form_signers_type_idx" ON "form_signers" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "form_signers_user_idx" ON "form_signers" USING btree ("signer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_version_unique" ON "form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "forms_type_idx" ON "forms" USING btree ("type");--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "forms_created_idx" ON "forms" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_categories_name_unique" ON "question_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "question_categories_name_en_unique" ON "question_categories" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "question_categories_audience_idx" ON "question_categories" USING btree ("audience");--> statement-breakpoint
CREATE INDEX "question_category_types_type_idx" ON "question_category_types" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "question_category_users_user_idx" ON "question_category_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "questions_type_idx" ON "questions" USING btree ("type");--> statement-breakpoint
CREATE INDEX "questions_title_idx" ON "questions" USING btree ("title");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at");