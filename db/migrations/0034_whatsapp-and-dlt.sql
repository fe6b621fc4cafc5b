CREATE TABLE "whatsapp_opt_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mobile" text NOT NULL,
	"wording" text NOT NULL,
	"lang" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_replies" ALTER COLUMN "operator_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "channel" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "whatsapp_from" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD COLUMN "direction" text DEFAULT 'out' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD COLUMN "via" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_opt_ins_user_idx" ON "whatsapp_opt_ins" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "contact_messages_whatsapp_idx" ON "contact_messages" USING btree ("whatsapp_from","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_provider_id_key" ON "outgoing_messages" USING btree ("provider_message_id") WHERE "outgoing_messages"."provider_message_id" is not null;