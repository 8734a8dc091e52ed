ALTER TABLE "clearance_votes" DROP CONSTRAINT "clearance_votes_vote";--> statement-breakpoint
DROP INDEX "readiness_licenses_one_live";--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_licenses_one_live" ON "readiness_licenses" USING btree ("assign_camp_id") WHERE "readiness_licenses"."status" in ('draft', 'pending', 'disapproved', 'approved');--> statement-breakpoint
ALTER TABLE "clearance_votes" ADD CONSTRAINT "clearance_votes_vote" CHECK ("clearance_votes"."vote" in ('accept', 'reject', 'reopened'));