-- Public benefits: the rooms given to camps never add up to more than the facility has.
-- The facility's row is locked first, so two assignments at once are judged one after the other.
CREATE OR REPLACE FUNCTION public_benefit_rooms_check() RETURNS trigger AS $$
DECLARE
  total integer;
  used integer;
  benefit integer;
BEGIN
  IF TG_TABLE_NAME = 'public_benefits' THEN
    benefit := NEW.id;
  ELSE
    benefit := NEW.public_benefit_id;
  END IF;
  SELECT num_of_rooms INTO total FROM public_benefits WHERE id = benefit FOR UPDATE;
  IF TG_TABLE_NAME = 'public_benefits' THEN
    total := NEW.num_of_rooms;
  END IF;
  SELECT coalesce(sum(camp_num_of_rooms), 0) INTO used FROM public_benefit_camps WHERE public_benefit_id = benefit;
  IF used > total THEN
    RAISE EXCEPTION 'public benefit % rooms exceeded: % > %', benefit, used, total
      USING ERRCODE = '23514', CONSTRAINT = 'public_benefit_rooms_exceeded';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_benefit_camps_rooms AFTER INSERT OR UPDATE ON public_benefit_camps
  FOR EACH ROW EXECUTE FUNCTION public_benefit_rooms_check();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_benefits_rooms AFTER UPDATE OF num_of_rooms ON public_benefits
  FOR EACH ROW EXECUTE FUNCTION public_benefit_rooms_check();
