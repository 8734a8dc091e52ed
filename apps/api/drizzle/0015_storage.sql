CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" varchar(40) NOT NULL,
	"record_id" integer NOT NULL,
	"slot" varchar(60) NOT NULL,
	"file_key" varchar(100) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"replaces_id" integer,
	"uploaded_by" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_replaces_id_attachments_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("record_type","record_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_current_uq" ON "attachments" USING btree ("record_type","record_id","slot") WHERE "attachments"."status" <> 'replaced';--> statement-breakpoint
CREATE INDEX "attachments_status_idx" ON "attachments" USING btree ("record_type","status");--> statement-breakpoint
CREATE INDEX "attachments_replaces_idx" ON "attachments" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "attachments_reviewer_idx" ON "attachments" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "attachments_uploaded_by_idx" ON "attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "attachments_company_idx" ON "attachments" USING btree ("company_id");