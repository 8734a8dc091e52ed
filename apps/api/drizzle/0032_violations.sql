CREATE TABLE "public_benefit_camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_benefit_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"camp_num_of_rooms" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_benefit_camps_rooms_check" CHECK ("public_benefit_camps"."camp_num_of_rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "public_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_number" varchar(50) NOT NULL,
	"num_of_rooms" integer NOT NULL,
	"square_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_benefits_rooms_check" CHECK ("public_benefits"."num_of_rooms" > 0)
);
--> statement-breakpoint
CREATE TABLE "violation_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"severity" integer NOT NULL,
	"color" varchar(7) NOT NULL,
	"fix_hours" integer NOT NULL,
	"fine" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violation_levels_fine_check" CHECK ("violation_levels"."fine" >= 0),
	CONSTRAINT "violation_levels_fix_hours_check" CHECK ("violation_levels"."fix_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "violation_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"company_id" integer NOT NULL,
	"total_fine" integer DEFAULT 0 NOT NULL,
	"sadad_order_id" integer,
	"notes" text,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"camp_id" integer NOT NULL,
	"square_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"body" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"status" varchar(20) DEFAULT 'created' NOT NULL,
	"inspector_id" integer,
	"created_by" integer,
	"assigned_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"rejection_cause" text,
	"reject_answer" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"violation_order_id" integer,
	"idempotency_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "violations_status_check" CHECK ("violations"."status" in ('created', 'assigned', 'viewed', 'rejected', 'reject_answered', 'completed', 'cancelled', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "public_benefit_camps" ADD CONSTRAINT "public_benefit_camps_public_benefit_id_public_benefits_id_fk" FOREIGN KEY ("public_benefit_id") REFERENCES "public"."public_benefits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_benefit_camps" ADD CONSTRAINT "public_benefit_camps_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_benefit_camps" ADD CONSTRAINT "public_benefit_camps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_benefits" ADD CONSTRAINT "public_benefits_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_orders" ADD CONSTRAINT "violation_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_orders" ADD CONSTRAINT "violation_orders_sadad_order_id_sadad_orders_id_fk" FOREIGN KEY ("sadad_order_id") REFERENCES "public"."sadad_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_orders" ADD CONSTRAINT "violation_orders_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_level_id_violation_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."violation_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_violation_order_id_violation_orders_id_fk" FOREIGN KEY ("violation_order_id") REFERENCES "public"."violation_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_benefit_camps_benefit_idx" ON "public_benefit_camps" USING btree ("public_benefit_id","id");--> statement-breakpoint
CREATE INDEX "public_benefit_camps_camp_idx" ON "public_benefit_camps" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "public_benefit_camps_created_by_idx" ON "public_benefit_camps" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "public_benefits_label_idx" ON "public_benefits" USING btree ("label_number");--> statement-breakpoint
CREATE INDEX "public_benefits_square_idx" ON "public_benefits" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "public_benefits_rooms_idx" ON "public_benefits" USING btree ("num_of_rooms");--> statement-breakpoint
CREATE INDEX "violation_levels_severity_idx" ON "violation_levels" USING btree ("severity","id");--> statement-breakpoint
CREATE INDEX "violation_levels_name_idx" ON "violation_levels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "violation_levels_name_en_idx" ON "violation_levels" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "violation_orders_number_unique" ON "violation_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "violation_orders_company_idx" ON "violation_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "violation_orders_sadad_idx" ON "violation_orders" USING btree ("sadad_order_id");--> statement-breakpoint
CREATE INDEX "violation_orders_issued_by_idx" ON "violation_orders" USING btree ("issued_by");--> statement-breakpoint
CREATE INDEX "violation_orders_created_idx" ON "violation_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "violations_number_unique" ON "violations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "violations_idempotency_unique" ON "violations" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "violations_number_search_idx" ON "violations" USING gin (search_norm("number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "violations_camp_idx" ON "violations" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "violations_square_idx" ON "violations" USING btree ("square_id","id");--> statement-breakpoint
CREATE INDEX "violations_company_idx" ON "violations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "violations_level_idx" ON "violations" USING btree ("level_id","id");--> statement-breakpoint
CREATE INDEX "violations_status_idx" ON "violations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "violations_inspector_idx" ON "violations" USING btree ("inspector_id");--> statement-breakpoint
CREATE INDEX "violations_created_by_idx" ON "violations" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "violations_order_idx" ON "violations" USING btree ("violation_order_id");--> statement-breakpoint
CREATE INDEX "violations_due_idx" ON "violations" USING btree ("due_at") WHERE "violations"."status" in ('assigned', 'viewed', 'reject_answered');--> statement-breakpoint
CREATE INDEX "violations_created_idx" ON "violations" USING btree ("created_at","id");