CREATE TABLE "db_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"status" varchar(20) NOT NULL,
	"job_id" integer,
	"file_key" varchar(100),
	"size" bigint,
	"sha256" varchar(64),
	"row_count" bigint,
	"manifest" jsonb,
	"error" text,
	"created_by" integer,
	"activated_by" integer,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_log" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "db_archives" ADD CONSTRAINT "db_archives_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "db_archives" ADD CONSTRAINT "db_archives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "db_archives" ADD CONSTRAINT "db_archives_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "db_archives_status_idx" ON "db_archives" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "db_archives_job_idx" ON "db_archives" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "db_archives_created_by_idx" ON "db_archives" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "db_archives_activated_by_idx" ON "db_archives" USING btree ("activated_by");--> statement-breakpoint
CREATE INDEX "audit_log_event_idx" ON "audit_log" USING btree ("event","id");--> statement-breakpoint
CREATE INDEX "audit_log_module_idx" ON "audit_log" USING btree ("module","id");--> statement-breakpoint
CREATE INDEX "audit_log_access_idx" ON "audit_log" USING btree ("id") WHERE event in ('login', 'login_failed', 'locked_out', 'code_sent', 'logout', 'reset_requested', 'password_reset');--> statement-breakpoint
CREATE INDEX "message_log_status_idx" ON "message_log" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "message_log_recipient_idx" ON "message_log" USING btree ("recipient","id");