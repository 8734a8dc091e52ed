ALTER TABLE "workflow_events" ADD COLUMN "from_entered_at" timestamp with time zone;--> statement-breakpoint
-- The time a record entered the status an event leaves: the previous event of the same record.
-- Filled when the event is written (a timeline is append-only, so it never changes after), and
-- kept when given (a restored archive's rows carry their own).
CREATE OR REPLACE FUNCTION workflow_events_from_entered_at() RETURNS trigger AS $$
BEGIN
  IF NEW.from_entered_at IS NULL THEN
    SELECT e.created_at INTO NEW.from_entered_at
      FROM workflow_events e
     WHERE e.workflow = NEW.workflow AND e.record_id = NEW.record_id AND e.created_at <= NEW.created_at
     ORDER BY e.created_at DESC, e.id DESC
     LIMIT 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workflow_events_from_entered_at BEFORE INSERT ON workflow_events
  FOR EACH ROW EXECUTE FUNCTION workflow_events_from_entered_at();
--> statement-breakpoint
UPDATE workflow_events e SET from_entered_at = p.prev
  FROM (SELECT id, lag(created_at) OVER (PARTITION BY workflow, record_id ORDER BY created_at, id) AS prev
          FROM workflow_events) p
 WHERE p.id = e.id AND p.prev IS NOT NULL;
--> statement-breakpoint
-- The orders' time in each status over the whole season (the orders dashboard's chart when it is
-- not filtered): an aggregate of every order stay, refreshed by the server every few minutes
-- (modules/dashboard/order-stays.service.ts) instead of read live on every call (about 80 ms at 200,000 stays).
CREATE MATERIALIZED VIEW order_status_stays AS
  SELECT from_status AS status, count(*)::int AS stays,
         sum(extract(epoch FROM created_at - from_entered_at)) AS seconds
    FROM workflow_events
   WHERE workflow = 'order' AND from_entered_at IS NOT NULL
   GROUP BY from_status;
--> statement-breakpoint
CREATE UNIQUE INDEX order_status_stays_status ON order_status_stays (status);
