CREATE TABLE "data_breach_affected" (
	"breach_id" text NOT NULL,
	"user_id" text NOT NULL,
	"picked_by" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"notice_lang" text
);
--> statement-breakpoint
CREATE TABLE "data_breaches" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_hi" text,
	"occurred_at" timestamp with time zone,
	"discovered_at" timestamp with time zone NOT NULL,
	"categories" text[] NOT NULL,
	"location" text NOT NULL,
	"likely_impact" text NOT NULL,
	"measures" text NOT NULL,
	"causes" text,
	"findings" text,
	"remedial_measures" text,
	"report_due_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"grievance_id" text NOT NULL,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_reminders" (
	"grievance_id" text NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"details" text NOT NULL,
	"application_ref" text,
	"user_id" text,
	"ip" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "data_breach_affected" ADD CONSTRAINT "data_breach_affected_breach_id_data_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."data_breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breach_affected" ADD CONSTRAINT "data_breach_affected_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_notes" ADD CONSTRAINT "grievance_notes_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_reminders" ADD CONSTRAINT "grievance_reminders_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_breach_affected_key" ON "data_breach_affected" USING btree ("breach_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_breaches_reference_key" ON "data_breaches" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievance_notes_grievance_idx" ON "grievance_notes" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_reminders_key" ON "grievance_reminders" USING btree ("grievance_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference_key" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","created_at");