ALTER TABLE "chain_deposits" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD COLUMN "decided_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "chain_deposits_state_idx" ON "chain_deposits" USING btree ("state","created_at");