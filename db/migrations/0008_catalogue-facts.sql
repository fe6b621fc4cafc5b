CREATE TABLE "catalogue_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entry_key" text NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"revert_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_overrides" (
	"passport" text NOT NULL,
	"destination" text NOT NULL,
	"category" text NOT NULL,
	"days" integer,
	"note" text DEFAULT '' NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"verified_at" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_overrides_passport_destination_pk" PRIMARY KEY("passport","destination")
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "source_name" text DEFAULT 'HelloVisa catalogue' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "verified_at" text DEFAULT '2025-01-12' NOT NULL;--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_history_entry_idx" ON "catalogue_history" USING btree ("entity","entry_key");