CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"amount_received" bigint,
	"network" text,
	"tx_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reversed_at" timestamp (3) with time zone,
	"owed" bigint DEFAULT 0 NOT NULL,
	"reviewed_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"customer_id" uuid,
	"house_account" text,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"fee" bigint DEFAULT 0 NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_one_side" CHECK (("ledger_entries"."customer_id" is null) <> ("ledger_entries"."house_account" is null) and ("ledger_entries"."customer_id" is null) = ("ledger_entries"."balance_after" is null)),
	CONSTRAINT "ledger_balance_not_negative" CHECK ("ledger_entries"."balance_after" is null or "ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb,
	"title" text,
	"body" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_customer_id" uuid NOT NULL,
	"to_customer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"actual_amount" bigint NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"tx_hash" text,
	"reviewed_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_customer_idx" ON "ledger_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_once_per_cause" ON "ledger_entries" USING btree ("ref_type","ref_id","reason","customer_id") WHERE "ledger_entries"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_customer_idx" ON "notifications" USING btree ("customer_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open" ON "withdrawals" USING btree ("customer_id") WHERE "withdrawals"."status" in ('pending', 'approved');