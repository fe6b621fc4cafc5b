DROP INDEX "visa_applications_user_idx";--> statement-breakpoint
CREATE INDEX "applications_user_submitted_idx" ON "applications" USING btree ("user_id","submitted_at","id") WHERE "applications"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "visa_applications_user_idx" ON "visa_applications" USING btree ("user_id","applied_at","id");