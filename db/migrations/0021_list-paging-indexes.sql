DROP INDEX "applications_user_idx";--> statement-breakpoint
CREATE INDEX "payments_application_idx" ON "payments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","updated_at","id");