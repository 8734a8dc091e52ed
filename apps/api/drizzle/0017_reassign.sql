CREATE TABLE "reassign_order_camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"reassign_order_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"appointment_id" integer,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reassign_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"status" varchar(25) DEFAULT 'draft' NOT NULL,
	"notes" text,
	"fee_halalas" integer,
	"rejection_reason" text,
	"signed_at" timestamp with time zone,
	"redelivery_at" timestamp with time zone,
	"redelivery_company_signed_by" integer,
	"redelivery_company_signed_at" timestamp with time zone,
	"redelivery_authority_signed_by" integer,
	"redelivery_authority_signed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reassign_orders_type_check" CHECK ("reassign_orders"."type" in ('reassign', 'lock')),
	CONSTRAINT "reassign_orders_status_check" CHECK ("reassign_orders"."status" in ('draft', 'signing', 'awaiting_payment', 'under_review', 'approved', 'redelivery_booked', 'redelivered', 'rejected', 'rejected_by_handover', 'cancelled')),
	CONSTRAINT "reassign_orders_fee_check" CHECK ("reassign_orders"."fee_halalas" is null or "reassign_orders"."fee_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_reassign_order_id_reassign_orders_id_fk" FOREIGN KEY ("reassign_order_id") REFERENCES "public"."reassign_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_redelivery_company_signed_by_users_id_fk" FOREIGN KEY ("redelivery_company_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_redelivery_authority_signed_by_users_id_fk" FOREIGN KEY ("redelivery_authority_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reassign_order_camps_order_idx" ON "reassign_order_camps" USING btree ("reassign_order_id");--> statement-breakpoint
CREATE INDEX "reassign_order_camps_camp_idx" ON "reassign_order_camps" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "reassign_order_camps_assign_idx" ON "reassign_order_camps" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE INDEX "reassign_order_camps_removed_by_idx" ON "reassign_order_camps" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "reassign_order_camps_appointment_idx" ON "reassign_order_camps" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reassign_order_camps_once" ON "reassign_order_camps" USING btree ("reassign_order_id","camp_id") WHERE "reassign_order_camps"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "reassign_orders_type_status_idx" ON "reassign_orders" USING btree ("type","status","id");--> statement-breakpoint
CREATE INDEX "reassign_orders_company_idx" ON "reassign_orders" USING btree ("company_id","type","id");--> statement-breakpoint
CREATE INDEX "reassign_orders_form_idx" ON "reassign_orders" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "reassign_orders_created_by_idx" ON "reassign_orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reassign_orders_rd_company_idx" ON "reassign_orders" USING btree ("redelivery_company_signed_by");--> statement-breakpoint
CREATE INDEX "reassign_orders_rd_authority_idx" ON "reassign_orders" USING btree ("redelivery_authority_signed_by");