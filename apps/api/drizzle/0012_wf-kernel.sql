CREATE TABLE "workflow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workflow" varchar(40) NOT NULL,
	"record_id" integer NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"action" varchar(60) NOT NULL,
	"actor_id" integer,
	"reason" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_events_record_idx" ON "workflow_events" USING btree ("workflow","record_id","created_at");--> statement-breakpoint
CREATE INDEX "workflow_events_actor_idx" ON "workflow_events" USING btree ("actor_id");