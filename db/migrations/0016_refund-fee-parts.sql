ALTER TABLE "refunds" ADD COLUMN "government_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "service_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds made before the parts were recorded: a rejection's or service-fee refund is the service fee, then its GST;
-- any other the government fee first, then the service fee, then GST (docs/refunds.md).
UPDATE "refunds" SET "government_fee_paise" = "parts"."gov", "service_fee_paise" = "parts"."svc", "gst_paise" = "parts"."amount" - "parts"."gov" - "parts"."svc"
FROM (
  SELECT "r"."id", "r"."amount_paise" AS "amount",
    CASE WHEN "r"."reason" ~ '(reject|service-fee)' THEN GREATEST(0, "r"."amount_paise" - LEAST("r"."amount_paise", "a"."service_fee_paise") - LEAST("r"."amount_paise" - LEAST("r"."amount_paise", "a"."service_fee_paise"), "a"."gst_paise"))
      ELSE LEAST("r"."amount_paise", "a"."government_fee_paise") END AS "gov",
    CASE WHEN "r"."reason" ~ '(reject|service-fee)' THEN LEAST("r"."amount_paise", "a"."service_fee_paise")
      ELSE LEAST("r"."amount_paise" - LEAST("r"."amount_paise", "a"."government_fee_paise"), "a"."service_fee_paise") END AS "svc"
  FROM "refunds" "r" JOIN "payments" "p" ON "p"."id" = "r"."payment_id" JOIN "applications" "a" ON "a"."id" = "p"."application_id"
) AS "parts"
WHERE "refunds"."id" = "parts"."id";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_parts_add_up" CHECK ("refunds"."government_fee_paise" + "refunds"."service_fee_paise" + "refunds"."gst_paise" = "refunds"."amount_paise");