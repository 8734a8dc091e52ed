CREATE TABLE "absence_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"appointment_at" timestamp with time zone NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"appointment" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"notes" text,
	"absent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."ends_at" > "appointments"."appointment")
);
--> statement-breakpoint
CREATE TABLE "assign_camp_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camp_id" integer NOT NULL,
	"from_status" varchar(15),
	"to_status" varchar(15) NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assign_camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"camp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"receiver_cr" varchar(50),
	"country_id" integer,
	"pilgrims_count" integer,
	"status" varchar(15) DEFAULT 'pending' NOT NULL,
	"kroky_file_id" integer,
	"assign_file_id" integer,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assign_camps_status_check" CHECK ("assign_camps"."status" in ('pending', 'appointment', 'answered', 'returned', 'deliverd'))
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"square_id" integer NOT NULL,
	"city_id" integer,
	"camp_number" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'notready' NOT NULL,
	"is_developed" boolean DEFAULT false NOT NULL,
	"mina_label" varchar(50),
	"mina_plot_number" varchar(50),
	"tents_count" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camps_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "camps_status_check" CHECK ("camps"."status" in ('ready', 'notready'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squares" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tafweej_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tafweej_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_history" ADD CONSTRAINT "absence_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camp_history" ADD CONSTRAINT "assign_camp_history_assign_camp_id_assign_camps_id_fk" FOREIGN KEY ("assign_camp_id") REFERENCES "public"."assign_camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camp_history" ADD CONSTRAINT "assign_camp_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_kroky_file_id_files_id_fk" FOREIGN KEY ("kroky_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_assign_file_id_files_id_fk" FOREIGN KEY ("assign_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assign_camps" ADD CONSTRAINT "assign_camps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tafweej_tokens" ADD CONSTRAINT "tafweej_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_history_appointment_idx" ON "absence_history" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "absence_history_company_idx" ON "absence_history" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "absence_history_created_idx" ON "absence_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "absence_history_created_by_idx" ON "absence_history" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "appointments_assign_idx" ON "appointments" USING btree ("assign_camp_id");--> statement-breakpoint
CREATE INDEX "appointments_camp_idx" ON "appointments" USING btree ("camp_id","appointment");--> statement-breakpoint
CREATE INDEX "appointments_company_idx" ON "appointments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","appointment");--> statement-breakpoint
CREATE INDEX "appointments_time_idx" ON "appointments" USING btree ("appointment");--> statement-breakpoint
CREATE INDEX "appointments_created_by_idx" ON "appointments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "assign_camp_history_assign_idx" ON "assign_camp_history" USING btree ("assign_camp_id","id");--> statement-breakpoint
CREATE INDEX "assign_camp_history_user_idx" ON "assign_camp_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assign_camps_one_active" ON "assign_camps" USING btree ("camp_id") WHERE "assign_camps"."status" <> 'returned';--> statement-breakpoint
CREATE INDEX "assign_camps_camp_idx" ON "assign_camps" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "assign_camps_company_idx" ON "assign_camps" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "assign_camps_status_idx" ON "assign_camps" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "assign_camps_country_idx" ON "assign_camps" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "assign_camps_kroky_idx" ON "assign_camps" USING btree ("kroky_file_id");--> statement-breakpoint
CREATE INDEX "assign_camps_file_idx" ON "assign_camps" USING btree ("assign_file_id");--> statement-breakpoint
CREATE INDEX "assign_camps_created_by_idx" ON "assign_camps" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "camps_square_number_unique" ON "camps" USING btree ("square_id",lower("camp_number"));--> statement-breakpoint
CREATE INDEX "camps_city_idx" ON "camps" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "camps_status_idx" ON "camps" USING btree ("status");--> statement-breakpoint
CREATE INDEX "camps_number_idx" ON "camps" USING btree ("camp_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_unique" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_en_unique" ON "cities" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "squares_name_unique" ON "squares" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "squares_name_en_unique" ON "squares" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "tafweej_tokens_user_idx" ON "tafweej_tokens" USING btree ("user_id");