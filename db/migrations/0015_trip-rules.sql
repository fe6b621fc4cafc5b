CREATE TABLE "trip_rule_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" text NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"revert_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"passport" text NOT NULL,
	"country" text NOT NULL,
	"rule" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"verified_at" text NOT NULL,
	"unverified" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trip_rule_history_rule_idx" ON "trip_rule_history" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "trip_rules_passport_country_idx" ON "trip_rules" USING btree ("passport","country");