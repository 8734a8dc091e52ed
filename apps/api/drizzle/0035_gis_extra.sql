-- GIS (issue 34): every shape's bounding box, kept by the database whatever writes the row (the
-- CRUD, the import, the seed), so the map's bbox query can trust it. A polygon's box is its outer
-- ring's. Plain plpgsql: the same on PGlite and PostgreSQL (no PostGIS).
CREATE OR REPLACE FUNCTION gis_set_bbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.geometry->>'type' = 'Point' THEN
    NEW.min_lng := (NEW.geometry->'coordinates'->>0)::float8;
    NEW.max_lng := NEW.min_lng;
    NEW.min_lat := (NEW.geometry->'coordinates'->>1)::float8;
    NEW.max_lat := NEW.min_lat;
  ELSE
    SELECT min((p->>0)::float8), max((p->>0)::float8), min((p->>1)::float8), max((p->>1)::float8)
      INTO NEW.min_lng, NEW.max_lng, NEW.min_lat, NEW.max_lat
      FROM jsonb_array_elements(NEW.geometry->'coordinates'->0) p;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER gis_locations_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_locations FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_kitchens_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_kitchens FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_tents_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_tents FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_containers_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_containers FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_plots_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_plots FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_establishments_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_establishments FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_water_tapes_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_water_tapes FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_washrooms_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_washrooms FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_electrical_meters_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_electrical_meters FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_zones_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_zones FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_camp_shapes_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_camp_shapes FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
CREATE TRIGGER gis_square_shapes_bbox BEFORE INSERT OR UPDATE OF geometry ON gis_square_shapes FOR EACH ROW EXECUTE FUNCTION gis_set_bbox();
--> statement-breakpoint
ALTER TABLE gis_plots ADD CONSTRAINT gis_plots_color_check CHECK (color ~ '^#[0-9a-fA-F]{6}$');
--> statement-breakpoint
-- A meter's readings history (doc 001 §1): each new `last_read` (with its date) is kept, whatever
-- wrote it (the register's form, an import, the seed).
CREATE OR REPLACE FUNCTION gis_meter_reading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_read IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.last_read IS DISTINCT FROM OLD.last_read
      OR NEW.last_read_at IS DISTINCT FROM OLD.last_read_at) THEN
    INSERT INTO gis_meter_readings (meter_id, reading, read_at)
    VALUES (NEW.id, NEW.last_read, coalesce(NEW.last_read_at, current_date));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER gis_electrical_meters_reading AFTER INSERT OR UPDATE OF last_read, last_read_at ON gis_electrical_meters FOR EACH ROW EXECUTE FUNCTION gis_meter_reading();
