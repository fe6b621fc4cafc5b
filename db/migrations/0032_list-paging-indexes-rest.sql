DROP INDEX "saved_applications_user_idx";--> statement-breakpoint
DROP INDEX "catalogue_history_entry_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_inbox_idx";--> statement-breakpoint
DROP INDEX "grievances_status_idx";--> statement-breakpoint
DROP INDEX "outgoing_messages_failed_idx";--> statement-breakpoint
DROP INDEX "ops_audit_created_idx";--> statement-breakpoint
DROP INDEX "ops_audit_operator_idx";--> statement-breakpoint
DROP INDEX "reviews_status_idx";--> statement-breakpoint
CREATE INDEX "applications_user_drafts_idx" ON "applications" USING btree ("user_id","updated_at","id") WHERE "applications"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "grievances_open_due_idx" ON "grievances" USING btree ((case when "status" = 'new' then "acknowledge_by" else "resolve_by" end),"id") WHERE "grievances"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "reviews_moderated_idx" ON "reviews" USING btree ("status","moderated_at","id");--> statement-breakpoint
CREATE INDEX "saved_applications_user_idx" ON "saved_applications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "catalogue_history_entry_idx" ON "catalogue_history" USING btree ("entity","entry_key","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_failed_idx" ON "outgoing_messages" USING btree ("created_at","id") WHERE "outgoing_messages"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "ops_audit_created_idx" ON "ops_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ops_audit_operator_idx" ON "ops_audit" USING btree ("operator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at","id");