CREATE TABLE "photo_spec_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"spec_id" text NOT NULL,
	"actor" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" jsonb NOT NULL,
	"width_mm" real NOT NULL,
	"height_mm" real NOT NULL,
	"min_width_px" integer NOT NULL,
	"min_height_px" integer NOT NULL,
	"background" text NOT NULL,
	"min_background_lightness" real NOT NULL,
	"head_min" real NOT NULL,
	"head_max" real NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"verified_at" text NOT NULL,
	"unverified" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "photo_spec_history_spec_idx" ON "photo_spec_history" USING btree ("spec_id");