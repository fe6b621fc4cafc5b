-- No backfill: applications submitted before this release were never promised a date (their message gave an
-- estimate from the processing time), so they carry none and are never compensated automatically
-- (docs/on-time.md). The promise starts with the next submission.
ALTER TABLE "applications" ADD COLUMN "promised_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "promise_paused_on" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "compensated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_promise_idx" ON "applications" USING btree ("promised_by") WHERE "applications"."compensated_at" is null;
