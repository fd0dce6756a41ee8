CREATE TABLE "customer_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"action" text NOT NULL,
	"from_amount" bigint,
	"to_amount" bigint,
	"staff_id" uuid,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_limits" (
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"player_amount" bigint,
	"operator_amount" bigint,
	"pending_set" boolean DEFAULT false NOT NULL,
	"pending_amount" bigint,
	"requested_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_limits_customer_id_kind_period_pk" PRIMARY KEY("customer_id","kind","period"),
	CONSTRAINT "customer_limits_positive" CHECK (("customer_limits"."player_amount" is null or "customer_limits"."player_amount" > 0) and ("customer_limits"."operator_amount" is null or "customer_limits"."operator_amount" > 0) and ("customer_limits"."pending_amount" is null or "customer_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"limit_amount" bigint NOT NULL,
	"attempted" bigint NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reality_check_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_limit_changes_customer_idx" ON "customer_limit_changes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "limit_hits_at_idx" ON "limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "limit_hits_customer_idx" ON "limit_hits" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "ledger_customer_time_idx" ON "ledger_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_customer_betting_idx" ON "ledger_entries" USING btree ("customer_id","created_at","amount") WHERE "ledger_entries"."reason" in ('betting', 'bettingWin', 'bettingCancel');