CREATE TABLE "clearance_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"voter" varchar(40) NOT NULL,
	"vote" varchar(10) NOT NULL,
	"note" text,
	"voted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearance_votes_vote" CHECK ("clearance_votes"."vote" in ('accept', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "final_disclaimers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(300) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "invoice_lines_total" CHECK ("invoice_lines"."line_total" = "invoice_lines"."quantity" * "invoice_lines"."unit_price")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" varchar(30),
	"company_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"due_date" date NOT NULL,
	"note" text,
	"subtotal" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_total" integer NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejection_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_totals" CHECK ("invoices"."total" = "invoices"."subtotal" + "invoices"."vat_total" and "invoices"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sadad_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_number" varchar(20) NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"reason" varchar(30) NOT NULL,
	"description" text,
	"linked_type" varchar(40),
	"linked_id" integer,
	"status" varchar(20) DEFAULT 'issued' NOT NULL,
	"rejection_reason" text,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sadad_orders_amount_positive" CHECK ("sadad_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_voted_by_users_id_fk" FOREIGN KEY ("voted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_disclaimers" ADD CONSTRAINT "final_disclaimers_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_disclaimers" ADD CONSTRAINT "final_disclaimers_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sadad_orders" ADD CONSTRAINT "sadad_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sadad_orders" ADD CONSTRAINT "sadad_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_votes_company_voter_unique" ON "clearance_votes" USING btree ("company_id","voter");--> statement-breakpoint
CREATE INDEX "clearance_votes_voter_idx" ON "clearance_votes" USING btree ("voter","vote");--> statement-breakpoint
CREATE INDEX "clearance_votes_voted_by_idx" ON "clearance_votes" USING btree ("voted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "final_disclaimers_company_unique" ON "final_disclaimers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "final_disclaimers_issued_by_idx" ON "final_disclaimers" USING btree ("issued_by");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_unique" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_created_by_idx" ON "invoices" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "sadad_orders_bill_number_unique" ON "sadad_orders" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "sadad_orders_company_idx" ON "sadad_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sadad_orders_status_idx" ON "sadad_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sadad_orders_due_idx" ON "sadad_orders" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "sadad_orders_created_by_idx" ON "sadad_orders" USING btree ("created_by");