CREATE TABLE "car_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"square_id" integer NOT NULL,
	"period" integer NOT NULL,
	"visit_cause" text NOT NULL,
	"plate_number" varchar(20) NOT NULL,
	"driver_name" varchar(100) NOT NULL,
	"driver_identity" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reject_cause" text,
	"approval_date" timestamp with time zone,
	"expire_date" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer,
	"filling_id" integer,
	"is_committed" boolean DEFAULT false NOT NULL,
	"status" varchar(15) DEFAULT 'pending' NOT NULL,
	"validity_period" integer,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"rejection_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_filling_id_form_fillings_id_fk" FOREIGN KEY ("filling_id") REFERENCES "public"."form_fillings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_licenses" ADD CONSTRAINT "readiness_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_licences_company_idx" ON "car_licences" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "car_licences_camp_idx" ON "car_licences" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "car_licences_square_idx" ON "car_licences" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "car_licences_status_idx" ON "car_licences" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "car_licences_created_by_idx" ON "car_licences" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "car_licences_plate_idx" ON "car_licences" USING btree ("plate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_licenses_one_live" ON "readiness_licenses" USING btree ("assign_camp_id") WHERE "readiness_licenses"."status" in ('pending', 'disapproved', 'approved');--> statement-breakpoint
CREATE INDEX "readiness_licenses_assign_idx" ON "readiness_licenses" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_camp_idx" ON "readiness_licenses" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_company_idx" ON "readiness_licenses" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_status_idx" ON "readiness_licenses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_form_idx" ON "readiness_licenses" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_filling_idx" ON "readiness_licenses" USING btree ("filling_id");--> statement-breakpoint
CREATE INDEX "readiness_licenses_created_by_idx" ON "readiness_licenses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "readiness_licenses_created_idx" ON "readiness_licenses" USING btree ("created_at");