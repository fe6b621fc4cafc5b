CREATE TABLE "trip_check_uses" (
	"country" text PRIMARY KEY NOT NULL,
	"checks" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
