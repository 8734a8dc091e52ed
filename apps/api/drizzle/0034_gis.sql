CREATE TABLE "gis_camp_shapes" (
	"camp_id" integer PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"container_number" varchar(30) NOT NULL,
	"container_type" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_electrical_meters" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"name" varchar(100) NOT NULL,
	"subscription_number" varchar(30) NOT NULL,
	"metric_capacity" integer NOT NULL,
	"closest_cabin" varchar(50),
	"metric_status" smallint DEFAULT 0 NOT NULL,
	"payment_status" smallint DEFAULT 0 NOT NULL,
	"last_read" integer,
	"last_read_at" date,
	"shared" smallint DEFAULT 0 NOT NULL,
	"shared_camp_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_establishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"name" varchar(100) NOT NULL,
	"activity" varchar(100),
	"licence_number" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_kitchens" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"name" varchar(100) NOT NULL,
	"meals_capacity" integer,
	"gas_tanks_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"name" varchar(100) NOT NULL,
	"is_developed" smallint DEFAULT 0 NOT NULL,
	"developed_name" varchar(100),
	"gate" varchar(50),
	"street" varchar(100),
	"located_in_gov_area" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meter_id" integer NOT NULL,
	"reading" integer NOT NULL,
	"read_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_plots" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"plot_number" varchar(30) NOT NULL,
	"color" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_square_shapes" (
	"square_id" integer PRIMARY KEY NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_tents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"tent_number" varchar(30) NOT NULL,
	"capacity" integer,
	"air_conditioned" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_washrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"wc_number" varchar(30) NOT NULL,
	"wc_category" varchar(30) NOT NULL,
	"portable_wc_count" integer,
	"toilets_count" integer,
	"seated_toilets_count" integer,
	"urinal_tapes_count" integer,
	"showers_count" integer,
	"internal_water_tapes_count" integer,
	"external_water_tapes_count" integer,
	"total_water_tapes_count" integer,
	"upper_water_tank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_water_tapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"square_id" integer,
	"camp_id" integer,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"condition" varchar(20) DEFAULT 'working' NOT NULL,
	"notes" text,
	"tap_number" varchar(30) NOT NULL,
	"drinking" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gis_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"color" varchar(7) DEFAULT '#8c8c8c' NOT NULL,
	"geometry" jsonb NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gis_camp_shapes" ADD CONSTRAINT "gis_camp_shapes_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_containers" ADD CONSTRAINT "gis_containers_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_containers" ADD CONSTRAINT "gis_containers_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_containers" ADD CONSTRAINT "gis_containers_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_electrical_meters" ADD CONSTRAINT "gis_electrical_meters_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_electrical_meters" ADD CONSTRAINT "gis_electrical_meters_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_electrical_meters" ADD CONSTRAINT "gis_electrical_meters_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_establishments" ADD CONSTRAINT "gis_establishments_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_establishments" ADD CONSTRAINT "gis_establishments_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_establishments" ADD CONSTRAINT "gis_establishments_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_kitchens" ADD CONSTRAINT "gis_kitchens_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_kitchens" ADD CONSTRAINT "gis_kitchens_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_kitchens" ADD CONSTRAINT "gis_kitchens_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_locations" ADD CONSTRAINT "gis_locations_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_locations" ADD CONSTRAINT "gis_locations_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_locations" ADD CONSTRAINT "gis_locations_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_meter_readings" ADD CONSTRAINT "gis_meter_readings_meter_id_gis_electrical_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."gis_electrical_meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_plots" ADD CONSTRAINT "gis_plots_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_plots" ADD CONSTRAINT "gis_plots_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_plots" ADD CONSTRAINT "gis_plots_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_square_shapes" ADD CONSTRAINT "gis_square_shapes_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_tents" ADD CONSTRAINT "gis_tents_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_tents" ADD CONSTRAINT "gis_tents_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_tents" ADD CONSTRAINT "gis_tents_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_washrooms" ADD CONSTRAINT "gis_washrooms_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_washrooms" ADD CONSTRAINT "gis_washrooms_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_washrooms" ADD CONSTRAINT "gis_washrooms_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_water_tapes" ADD CONSTRAINT "gis_water_tapes_org_id_users_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_water_tapes" ADD CONSTRAINT "gis_water_tapes_square_id_squares_id_fk" FOREIGN KEY ("square_id") REFERENCES "public"."squares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gis_water_tapes" ADD CONSTRAINT "gis_water_tapes_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gis_camp_shapes_lng_idx" ON "gis_camp_shapes" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_camp_shapes_lat_idx" ON "gis_camp_shapes" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_containers_org_idx" ON "gis_containers" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_containers_square_idx" ON "gis_containers" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_containers_camp_idx" ON "gis_containers" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_containers_condition_idx" ON "gis_containers" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_containers_title_idx" ON "gis_containers" USING btree ("container_number");--> statement-breakpoint
CREATE INDEX "gis_containers_lng_idx" ON "gis_containers" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_containers_lat_idx" ON "gis_containers" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_org_idx" ON "gis_electrical_meters" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_square_idx" ON "gis_electrical_meters" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_camp_idx" ON "gis_electrical_meters" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_condition_idx" ON "gis_electrical_meters" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_title_idx" ON "gis_electrical_meters" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_lng_idx" ON "gis_electrical_meters" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_electrical_meters_lat_idx" ON "gis_electrical_meters" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE UNIQUE INDEX "gis_electrical_meters_subscription_number_unique" ON "gis_electrical_meters" USING btree (lower("subscription_number"));--> statement-breakpoint
CREATE INDEX "gis_establishments_org_idx" ON "gis_establishments" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_establishments_square_idx" ON "gis_establishments" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_establishments_camp_idx" ON "gis_establishments" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_establishments_condition_idx" ON "gis_establishments" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_establishments_title_idx" ON "gis_establishments" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_establishments_lng_idx" ON "gis_establishments" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_establishments_lat_idx" ON "gis_establishments" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_kitchens_org_idx" ON "gis_kitchens" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_kitchens_square_idx" ON "gis_kitchens" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_kitchens_camp_idx" ON "gis_kitchens" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_kitchens_condition_idx" ON "gis_kitchens" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_kitchens_title_idx" ON "gis_kitchens" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_kitchens_lng_idx" ON "gis_kitchens" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_kitchens_lat_idx" ON "gis_kitchens" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_locations_org_idx" ON "gis_locations" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_locations_square_idx" ON "gis_locations" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_locations_camp_idx" ON "gis_locations" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_locations_condition_idx" ON "gis_locations" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_locations_title_idx" ON "gis_locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_locations_lng_idx" ON "gis_locations" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_locations_lat_idx" ON "gis_locations" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_meter_readings_meter_idx" ON "gis_meter_readings" USING btree ("meter_id","read_at");--> statement-breakpoint
CREATE INDEX "gis_plots_org_idx" ON "gis_plots" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_plots_square_idx" ON "gis_plots" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_plots_camp_idx" ON "gis_plots" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_plots_condition_idx" ON "gis_plots" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_plots_title_idx" ON "gis_plots" USING btree ("plot_number");--> statement-breakpoint
CREATE INDEX "gis_plots_lng_idx" ON "gis_plots" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_plots_lat_idx" ON "gis_plots" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE UNIQUE INDEX "gis_plots_plot_number_unique" ON "gis_plots" USING btree (lower("plot_number"));--> statement-breakpoint
CREATE INDEX "gis_square_shapes_lng_idx" ON "gis_square_shapes" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_square_shapes_lat_idx" ON "gis_square_shapes" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_tents_org_idx" ON "gis_tents" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_tents_square_idx" ON "gis_tents" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_tents_camp_idx" ON "gis_tents" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_tents_condition_idx" ON "gis_tents" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_tents_title_idx" ON "gis_tents" USING btree ("tent_number");--> statement-breakpoint
CREATE INDEX "gis_tents_lng_idx" ON "gis_tents" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_tents_lat_idx" ON "gis_tents" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_washrooms_org_idx" ON "gis_washrooms" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_washrooms_square_idx" ON "gis_washrooms" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_washrooms_camp_idx" ON "gis_washrooms" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_washrooms_condition_idx" ON "gis_washrooms" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_washrooms_title_idx" ON "gis_washrooms" USING btree ("wc_number");--> statement-breakpoint
CREATE INDEX "gis_washrooms_lng_idx" ON "gis_washrooms" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_washrooms_lat_idx" ON "gis_washrooms" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE UNIQUE INDEX "gis_washrooms_wc_number_unique" ON "gis_washrooms" USING btree (lower("wc_number"));--> statement-breakpoint
CREATE INDEX "gis_water_tapes_org_idx" ON "gis_water_tapes" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_square_idx" ON "gis_water_tapes" USING btree ("square_id");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_camp_idx" ON "gis_water_tapes" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_condition_idx" ON "gis_water_tapes" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_title_idx" ON "gis_water_tapes" USING btree ("tap_number");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_lng_idx" ON "gis_water_tapes" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_water_tapes_lat_idx" ON "gis_water_tapes" USING btree ("min_lat","max_lat");--> statement-breakpoint
CREATE INDEX "gis_zones_name_idx" ON "gis_zones" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gis_zones_lng_idx" ON "gis_zones" USING btree ("min_lng","max_lng");--> statement-breakpoint
CREATE INDEX "gis_zones_lat_idx" ON "gis_zones" USING btree ("min_lat","max_lat");