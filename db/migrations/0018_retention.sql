ALTER TABLE "applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "retention_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "documents_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_retention_idx" ON "applications" USING btree ("closed_at") WHERE "applications"."documents_deleted_at" is null;--> statement-breakpoint
-- Applications closed before this migration: closed when the timeline last entered their final status.
UPDATE "applications" SET "closed_at" = coalesce(
  (SELECT max("created_at") FROM "application_events" e
    WHERE e."application_id" = "applications"."id" AND e."status" = "applications"."status"),
  "applications"."updated_at")
WHERE "status" IN ('approved', 'rejected', 'cancelled');
