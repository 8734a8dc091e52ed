ALTER TABLE "roles" ADD COLUMN "type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "camps_number_natural_idx" ON "camps" USING btree (((substring("camp_number" from '^[0-9]+'))::numeric),"camp_number","id");--> statement-breakpoint
-- Databases seeded before this migration: the demo roles are meant for their own user type.
UPDATE "roles" r SET "type_ids" = ARRAY[t."id"] FROM "user_types" t
 WHERE r."type_ids" = '{}'::integer[] AND (r."name_en", t."code") IN (
   ('Administrator', 'admin'), ('Kdana staff', 'kdana'), ('Government body', 'gov'),
   ('Raft office', 'raft_office'), ('Raft company', 'raft_company'), ('Service provider', 'service_provider'),
   ('Design office', 'design_office'), ('Consultant', 'consultant'), ('Contractor', 'contractor'),
   ('Specialist', 'specialist'), ('Waste contractor', 'waste_contractor'));
