CREATE TABLE "application_events" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_travellers" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"position" integer NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"dob" text,
	"passport_no" text,
	"passport_expiry" text,
	"nationality" text,
	"relationship" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"user_id" text NOT NULL,
	"option_id" text NOT NULL,
	"country" text NOT NULL,
	"option" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"government_fee_paise" bigint NOT NULL,
	"service_fee_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"visa_file_key" text,
	"visa_file_name" text,
	"visa_file_type" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_checklist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"traveller_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'missing' NOT NULL,
	"document_id" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"wallet_paise" bigint NOT NULL,
	"provider_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"invoice_number" text,
	"invoice_key" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_parts_add_up" CHECK ("payments"."wallet_paise" + "payments"."provider_paise" = "payments"."amount_paise"),
	CONSTRAINT "payments_parts_non_negative" CHECK ("payments"."wallet_paise" >= 0 and "payments"."provider_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"reason" text NOT NULL,
	"destination" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "government_fee_paise" integer;--> statement-breakpoint
ALTER TABLE "visa_options" ADD COLUMN "service_fee_paise" integer;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_travellers" ADD CONSTRAINT "application_travellers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_checklist_items" ADD CONSTRAINT "application_checklist_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_checklist_items" ADD CONSTRAINT "application_checklist_items_traveller_id_application_travellers_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."application_travellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_checklist_items" ADD CONSTRAINT "application_checklist_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_travellers_position_key" ON "application_travellers" USING btree ("application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_ref_key" ON "applications" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "application_checklist_application_idx" ON "application_checklist_items" USING btree ("application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_application" ON "payments" USING btree ("application_id") WHERE "payments"."status" in ('pending', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_number_key" ON "payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_once_key" ON "refunds" USING btree ("payment_id","reason","destination");