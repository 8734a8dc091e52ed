CREATE TABLE "alliance_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"alliance_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alliance_memberships" ADD CONSTRAINT "alliance_memberships_alliance_id_alliances_id_fk" FOREIGN KEY ("alliance_id") REFERENCES "public"."alliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alliance_memberships" ADD CONSTRAINT "alliance_memberships_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alliance_memberships_alliance_member_uq" ON "alliance_memberships" USING btree ("alliance_id","member_id");--> statement-breakpoint
CREATE INDEX "alliance_memberships_member_idx" ON "alliance_memberships" USING btree ("member_id","status");