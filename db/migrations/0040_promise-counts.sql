CREATE TABLE "application_promise_counts" (
	"promised_by" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
-- Running applications per promised date (the queue's at-risk and late counts), kept in the transaction of each
-- change. A counted change first locks the status counts' rows in status order, as their own trigger does: counted
-- changes of either kind take turns there, so the rows here, whose dates no fixed order covers, are never locked in
-- two orders at once and never deadlock.
CREATE OR REPLACE FUNCTION application_promise_counts_follow() RETURNS trigger AS $$
DECLARE
  was text;
  now_is text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('submitted', 'in_review', 'with_embassy') THEN was := OLD.promised_by; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('submitted', 'in_review', 'with_embassy') THEN now_is := NEW.promised_by; END IF;
  IF was IS NOT DISTINCT FROM now_is THEN RETURN NULL; END IF;
  PERFORM 1 FROM application_status_counts ORDER BY status FOR UPDATE;
  INSERT INTO application_promise_counts AS c (promised_by, count)
    SELECT change.day, change.delta
      FROM (VALUES (was, -1), (now_is, 1)) AS change(day, delta)
     WHERE change.day IS NOT NULL
     ORDER BY change.day
  ON CONFLICT (promised_by) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_promise_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status, promised_by ON applications
  FOR EACH ROW EXECUTE FUNCTION application_promise_counts_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_promise_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM application_promise_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_promise_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_promise_counts_truncate();
--> statement-breakpoint
-- Initialised from the table as it stands (CREATE TRIGGER's lock keeps writers out until the migrations commit).
INSERT INTO application_promise_counts (promised_by, count)
  SELECT promised_by, count(*) FROM applications
   WHERE status IN ('submitted', 'in_review', 'with_embassy') AND promised_by IS NOT NULL
   GROUP BY promised_by;
