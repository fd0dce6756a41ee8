ALTER TABLE "bets" ADD COLUMN "slip_key" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "bets_slip_key_idx" ON "bets" USING btree ("customer_id","slip_key") WHERE "bets"."slip_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_key" ON "deposits" USING btree ("customer_id","request_key") WHERE "deposits"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_request_key" ON "transfers" USING btree ("from_customer_id","request_key") WHERE "transfers"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("customer_id","request_key") WHERE "withdrawals"."request_key" is not null;