-- Accounts made before the mailbox column get theirs here, as canonicalMailbox
-- (server/src/features/identity/mailbox.ts) computes it: lower-cased, no +tag, no dots at Gmail.
WITH addresses AS (
	SELECT "id", lower(btrim("email")) AS "address" FROM "users" WHERE "email_canonical" IS NULL
), parts AS (
	SELECT "id", "address",
		substring("address" FROM '^(.*)@[^@]*$') AS "local",
		substring("address" FROM '@([^@]*)$') AS "domain"
	FROM addresses
), untagged AS (
	SELECT "id", "address", "domain",
		coalesce(nullif(split_part("local", '+', 1), ''), "local") AS "local"
	FROM parts
)
UPDATE "users" SET "email_canonical" = CASE
	WHEN untagged."local" IS NULL OR untagged."local" = '' THEN untagged."address"
	WHEN untagged."domain" IN ('gmail.com', 'googlemail.com') THEN replace(untagged."local", '.', '') || '@gmail.com'
	ELSE untagged."local" || '@' || untagged."domain"
END
FROM untagged WHERE "users"."id" = untagged."id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_canonical" SET NOT NULL;
