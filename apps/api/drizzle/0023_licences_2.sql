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
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_licences" ADD CONSTRAINT "car_licences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_licences_company_idx" ON "car_licences" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "car_licences_camp_idx" ON "car_licences" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "car_licences_square_idx" ON "car_licences" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "car_licences_status_idx" ON "car_licences" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "car_licences_created_by_idx" ON "car_licences" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "car_licences_plate_idx" ON "car_licences" USING btree ("plate_number");