INSERT INTO "workflow_events" ("workflow", "record_id", "from_status", "to_status", "action", "actor_id", "reason", "created_at")
SELECT 'assignment', "assign_camp_id", "from_status", "to_status",
       CASE WHEN "from_status" IS NULL THEN 'created' ELSE 'migrated' END, "user_id", "note", "created_at"
  FROM "assign_camp_history" ORDER BY "id";--> statement-breakpoint
DROP TABLE "assign_camp_history" CASCADE;--> statement-breakpoint
CREATE VIEW "assign_camp_history" AS
SELECT "id", "record_id" AS "assign_camp_id", "from_status", "to_status", "reason" AS "note",
       "actor_id" AS "user_id", "created_at"
  FROM "workflow_events" WHERE "workflow" = 'assignment';
