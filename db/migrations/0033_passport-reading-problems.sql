ALTER TABLE "passport_readings" ALTER COLUMN "reading" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "passport_readings" ADD COLUMN "problem" text;