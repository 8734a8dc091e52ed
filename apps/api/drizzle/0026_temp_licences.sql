CREATE TABLE "web_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"value" text NOT NULL,
	"value_en" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_license_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"filling_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"temp_license_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_number" varchar(20),
	"temp_license_order_id" integer,
	"company_id" integer NOT NULL,
	"camp_id" integer,
	"activity" varchar(200) NOT NULL,
	"period" integer NOT NULL,
	"starts_at" date NOT NULL,
	"ends_at" date NOT NULL,
	"conditions" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temp_license_orders" ADD CONSTRAINT "temp_license_orders_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_license_orders" ADD CONSTRAINT "temp_license_orders_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_license_orders" ADD CONSTRAINT "temp_license_orders_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_license_orders" ADD CONSTRAINT "temp_license_orders_filling_id_form_fillings_id_fk" FOREIGN KEY ("filling_id") REFERENCES "public"."form_fillings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_license_orders" ADD CONSTRAINT "temp_license_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licenses" ADD CONSTRAINT "temp_licenses_temp_license_order_id_temp_license_orders_id_fk" FOREIGN KEY ("temp_license_order_id") REFERENCES "public"."temp_license_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licenses" ADD CONSTRAINT "temp_licenses_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licenses" ADD CONSTRAINT "temp_licenses_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_licenses" ADD CONSTRAINT "temp_licenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web_settings_key_uq" ON "web_settings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "temp_license_orders_company_idx" ON "temp_license_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_camp_idx" ON "temp_license_orders" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_status_idx" ON "temp_license_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_form_idx" ON "temp_license_orders" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_filling_idx" ON "temp_license_orders" USING btree ("filling_id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_licence_idx" ON "temp_license_orders" USING btree ("temp_license_id");--> statement-breakpoint
CREATE INDEX "temp_license_orders_created_by_idx" ON "temp_license_orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "temp_license_orders_created_idx" ON "temp_license_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_licenses_number_uq" ON "temp_licenses" USING btree ("license_number");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_licenses_order_uq" ON "temp_licenses" USING btree ("temp_license_order_id");--> statement-breakpoint
CREATE INDEX "temp_licenses_company_idx" ON "temp_licenses" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "temp_licenses_camp_idx" ON "temp_licenses" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "temp_licenses_ends_idx" ON "temp_licenses" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "temp_licenses_created_by_idx" ON "temp_licenses" USING btree ("created_by");