CREATE TABLE "guide_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"phone" varchar(20),
	"email" varchar(150),
	"license_number" varchar(50),
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_input_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_service_id" integer NOT NULL,
	"input_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_seasons" (
	"season" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"specialist_name" varchar(150),
	"specialist_license" varchar(50),
	"specialist_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"specialist_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"days_count" integer NOT NULL,
	"price" integer,
	"needs_attachment" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"party" varchar(12) NOT NULL,
	"user_id" integer NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"signature_file_id" integer,
	"stamp_file_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_signatures_party_check" CHECK ("order_signatures"."party" in ('owner', 'consultant', 'contractor'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(30) NOT NULL,
	"season" integer NOT NULL,
	"status" varchar(30) DEFAULT 'draft' NOT NULL,
	"company_id" integer NOT NULL,
	"filed_by" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"number_of_hijaj" integer NOT NULL,
	"camp_size" integer NOT NULL,
	"count_day" integer NOT NULL,
	"planed_achive_date" date NOT NULL,
	"achive_date" date,
	"consultant_id" integer,
	"contractor_id" integer,
	"notes" text,
	"reason" text,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'sent', 'consultant_accepted', 'contractor_accepted', 'under_review', 'returned', 'approved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"title_en" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"required" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_inputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"label" varchar(150) NOT NULL,
	"label_en" varchar(150) NOT NULL,
	"type" varchar(20) NOT NULL,
	"required" integer DEFAULT 1 NOT NULL,
	"options" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"note" text,
	"is_req" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"cat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_input_answers" ADD CONSTRAINT "order_input_answers_order_service_id_order_services_id_fk" FOREIGN KEY ("order_service_id") REFERENCES "public"."order_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_input_answers" ADD CONSTRAINT "order_input_answers_input_id_service_inputs_id_fk" FOREIGN KEY ("input_id") REFERENCES "public"."service_inputs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_specialist_id_specialists_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inputs" ADD CONSTRAINT "service_inputs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialists" ADD CONSTRAINT "specialists_cat_id_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_offices_name_unique" ON "guide_offices" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_input_answers_unique" ON "order_input_answers" USING btree ("order_service_id","input_id");--> statement-breakpoint
CREATE INDEX "order_input_answers_input_idx" ON "order_input_answers" USING btree ("input_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_services_unique" ON "order_services" USING btree ("order_id","service_id");--> statement-breakpoint
CREATE INDEX "order_services_service_idx" ON "order_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_unique" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_specialist_idx" ON "services" USING btree ("specialist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_signatures_party_unique" ON "order_signatures" USING btree ("order_id","party");--> statement-breakpoint
CREATE INDEX "order_signatures_user_idx" ON "order_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_signatures_signature_file_idx" ON "order_signatures" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "order_signatures_stamp_file_idx" ON "order_signatures" USING btree ("stamp_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_season_idx" ON "orders" USING btree ("season","id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_filed_by_idx" ON "orders" USING btree ("filed_by","id");--> statement-breakpoint
CREATE INDEX "orders_consultant_idx" ON "orders" USING btree ("consultant_id","id");--> statement-breakpoint
CREATE INDEX "orders_contractor_idx" ON "orders" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE INDEX "orders_camp_idx" ON "orders" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "pledges_service_idx" ON "pledges" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_inputs_service_idx" ON "service_inputs" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specialists_name_unique" ON "specialists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "specialists_cat_idx" ON "specialists" USING btree ("cat_id");--> statement-breakpoint
CREATE INDEX "specialists_active_idx" ON "specialists" USING btree ("active");