DROP INDEX "saved_applications_user_idx";--> statement-breakpoint
CREATE INDEX "applications_user_drafts_idx" ON "applications" USING btree ("user_id","updated_at","id") WHERE "applications"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "saved_applications_user_idx" ON "saved_applications" USING btree ("user_id","updated_at","id");