CREATE TABLE "saved_trips" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"trip" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"rule_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_trips" ADD CONSTRAINT "saved_trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_trips_user_idx" ON "saved_trips" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_trips_rule_ids_idx" ON "saved_trips" USING gin ("rule_ids");