ALTER TABLE "sessions" ADD COLUMN "idle_timeout_seconds" integer DEFAULT 604800 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_canonical" text;--> statement-breakpoint
CREATE INDEX "users_email_canonical_idx" ON "users" USING btree ("email_canonical");