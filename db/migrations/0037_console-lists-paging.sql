DROP INDEX "photo_spec_history_spec_idx";--> statement-breakpoint
DROP INDEX "trip_rule_history_rule_idx";--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at","id") WHERE "applications"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "data_breaches_discovered_idx" ON "data_breaches" USING btree ("discovered_at","id");--> statement-breakpoint
CREATE INDEX "photo_spec_history_spec_idx" ON "photo_spec_history" USING btree ("spec_id","id");--> statement-breakpoint
CREATE INDEX "trip_rule_history_rule_idx" ON "trip_rule_history" USING btree ("rule_id","id");