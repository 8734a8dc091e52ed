DROP INDEX "invoices_due_idx";--> statement-breakpoint
DROP INDEX "sadad_orders_due_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "sadad_orders_due_idx" ON "sadad_orders" USING btree ("due_date","id");