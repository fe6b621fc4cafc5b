-- Staff search matches fragments of e-mails, names and mobiles through trigram indexes (pg_trgm: a trusted
-- extension on PostgreSQL 13+, loaded by db/client.ts on PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "application_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applications_queue_filters_idx" ON "applications" USING btree ("status","country",("option"->>'purpose'),"submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_queue_country_idx" ON "applications" USING btree ("country",("option"->>'purpose'),"submitted_at","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
-- The queue's counts per status (drafts left out), kept in the transaction of each change by the trigger
-- below. Counted changes take turns (each waits for the one before to commit; they are short). So that they
-- never deadlock among themselves (a → b beside b → a, or a transaction that moves twice), a transaction's
-- first counted change locks every row in status order, and its later ones find them already held. Drafts
-- (created and dropped often) never wait.
CREATE OR REPLACE FUNCTION application_status_counts_follow() RETURNS trigger AS $$
DECLARE
  was text;
  now_is text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'draft' THEN was := OLD.status; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' THEN now_is := NEW.status; END IF;
  IF was IS NOT DISTINCT FROM now_is THEN RETURN NULL; END IF;
  PERFORM 1 FROM application_status_counts ORDER BY status FOR UPDATE;
  INSERT INTO application_status_counts AS c (status, count)
    SELECT change.status, change.delta
      FROM (VALUES (was, -1), (now_is, 1)) AS change(status, delta)
     WHERE change.status IS NOT NULL
     ORDER BY change.status
  ON CONFLICT (status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_status_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status ON applications
  FOR EACH ROW EXECUTE FUNCTION application_status_counts_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION application_status_counts_truncate() RETURNS trigger AS $$
BEGIN
  DELETE FROM application_status_counts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_status_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_status_counts_truncate();
--> statement-breakpoint
-- Initialised from the table as it stands; the trigger keeps them from here. CREATE TRIGGER holds a lock that
-- keeps writers out until the migrations' transaction commits, so no change falls between the two.
INSERT INTO application_status_counts (status, count)
  SELECT status, count(*) FROM applications WHERE status <> 'draft' GROUP BY status;
--> statement-breakpoint
-- Every status past the draft has its row from the start (zero until used), so the set locked above is whole.
INSERT INTO application_status_counts (status, count)
  SELECT status, 0
    FROM unnest(ARRAY['submitted', 'in_review', 'documents_requested', 'with_embassy', 'approved', 'rejected', 'cancelled']) AS status
  ON CONFLICT (status) DO NOTHING;
