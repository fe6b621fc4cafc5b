CREATE TABLE "attached_passport_readings" (
	"document_id" text PRIMARY KEY NOT NULL,
	"reading" jsonb,
	"problem" text,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attached_passport_readings" ADD CONSTRAINT "attached_passport_readings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;