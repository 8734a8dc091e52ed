CREATE TABLE "order_cancel_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"new_party_id" integer,
	"reason" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cancel_requests_type_check" CHECK ("order_cancel_requests"."type" in ('cancel', 'contractor', 'consultant')),
	CONSTRAINT "order_cancel_requests_status_check" CHECK ("order_cancel_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "order_license_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"license_number" varchar(50) NOT NULL,
	"license_add_date" date NOT NULL,
	"expiry" date NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"progress" integer NOT NULL,
	"notes" text,
	"reason" text,
	"lat" double precision,
	"lng" double precision,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reports_status_check" CHECK ("order_reports"."status" in ('pending', 'approve', 'disapproved', 'old')),
	CONSTRAINT "order_reports_progress_check" CHECK ("order_reports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "license_number" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "license_add_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expiry" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_new_party_id_users_id_fk" FOREIGN KEY ("new_party_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_license_versions" ADD CONSTRAINT "order_license_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_license_versions" ADD CONSTRAINT "order_license_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reports" ADD CONSTRAINT "order_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancel_requests_open_unique" ON "order_cancel_requests" USING btree ("order_id") WHERE "order_cancel_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_cancel_requests_order_idx" ON "order_cancel_requests" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_company_idx" ON "order_cancel_requests" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_status_idx" ON "order_cancel_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_new_party_idx" ON "order_cancel_requests" USING btree ("new_party_id");--> statement-breakpoint
CREATE INDEX "order_cancel_requests_created_by_idx" ON "order_cancel_requests" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "order_license_versions_unique" ON "order_license_versions" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "order_license_versions_created_by_idx" ON "order_license_versions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "order_reports_order_idx" ON "order_reports" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_reports_company_idx" ON "order_reports" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "order_reports_consultant_idx" ON "order_reports" USING btree ("consultant_id","id");--> statement-breakpoint
CREATE INDEX "order_reports_status_idx" ON "order_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_reports_created_by_idx" ON "order_reports" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expiry");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'sent', 'consultant_accepted', 'contractor_accepted', 'under_review', 'returned', 'approved', 'cancelled', 'licensed', 'completed', 'handover_cancelled'));