CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"payment_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"government_fee_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_parts_add_up" CHECK ("credit_notes"."government_fee_paise" + "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" = "credit_notes"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "invoice_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recipient_gstin" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_payment_idx" ON "credit_notes" USING btree ("payment_id");