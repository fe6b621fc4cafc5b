ALTER TABLE "application_events" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;