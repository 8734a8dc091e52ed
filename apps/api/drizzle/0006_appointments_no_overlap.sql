-- Hand-written (drizzle cannot express EXCLUDE): no two live appointments of one camp overlap.
-- Ranges only (int4range for the camp), so no btree_gist extension is needed (PGlite has none loaded).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (int4range("camp_id", "camp_id", '[]') WITH &&, tstzrange("appointment", "ends_at") WITH &&) WHERE ("status" <> 'rejected');
