DROP INDEX "wallet_transactions_user_created_idx";--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created_id_idx" ON "wallet_transactions" USING btree ("user_id","created_at","id");