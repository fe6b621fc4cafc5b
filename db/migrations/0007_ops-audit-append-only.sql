-- The audit trail is append-only: the application never updates or deletes its rows.
CREATE OR REPLACE FUNCTION ops_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit rows are never updated or deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ops_audit_append_only BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_append_only();
