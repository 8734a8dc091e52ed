ALTER TABLE "reassign_order_camps" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD COLUMN "redelivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD COLUMN "redelivery_company_signed_by" integer;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD COLUMN "redelivery_company_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD COLUMN "redelivery_authority_signed_by" integer;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD COLUMN "redelivery_authority_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reassign_order_camps" ADD CONSTRAINT "reassign_order_camps_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_redelivery_company_signed_by_users_id_fk" FOREIGN KEY ("redelivery_company_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reassign_orders" ADD CONSTRAINT "reassign_orders_redelivery_authority_signed_by_users_id_fk" FOREIGN KEY ("redelivery_authority_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reassign_order_camps_appointment_idx" ON "reassign_order_camps" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reassign_orders_rd_company_idx" ON "reassign_orders" USING btree ("redelivery_company_signed_by");--> statement-breakpoint
CREATE INDEX "reassign_orders_rd_authority_idx" ON "reassign_orders" USING btree ("redelivery_authority_signed_by");