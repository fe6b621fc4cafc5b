CREATE TABLE "saved_travellers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"relationship" text NOT NULL,
	"dob" text,
	"nationality" text,
	"passport_no" text,
	"passport_expiry" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_travellers" ADD CONSTRAINT "saved_travellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_travellers_user_idx" ON "saved_travellers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_travellers_passport_key" ON "saved_travellers" USING btree ("user_id","passport_no") WHERE "saved_travellers"."passport_no" is not null;