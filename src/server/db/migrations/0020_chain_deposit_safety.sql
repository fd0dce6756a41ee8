ALTER TABLE "chain_deposits" ALTER COLUMN "cents" SET DATA TYPE numeric(80, 0);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "chain_deposit_auto_max" bigint DEFAULT 10000000;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "return_tx_hash" text;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "flagged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "owed" bigint;--> statement-breakpoint
CREATE INDEX "chain_deposits_recheck_idx" ON "chain_deposits" USING btree ("chain_key","block_number") WHERE "chain_deposits"."state" in ('credited', 'held');--> statement-breakpoint
CREATE INDEX "chain_deposits_flagged_idx" ON "chain_deposits" USING btree ("chain_key","flagged_at") WHERE "chain_deposits"."flag" is not null and "chain_deposits"."state" = 'credited';