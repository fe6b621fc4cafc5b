CREATE TABLE "application_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"operator_id" text,
	"operator_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'traveller' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_created_idx" ON "ops_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_operator_idx" ON "ops_audit" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_target_idx" ON "ops_audit" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_action_idx" ON "ops_audit" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "applications_queue_idx" ON "applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_operators_idx" ON "users" USING btree ("role") WHERE "users"."role" <> 'traveller';
