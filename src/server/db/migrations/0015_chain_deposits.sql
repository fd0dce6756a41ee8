CREATE SEQUENCE "public"."customer_deposit_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_addresses" (
	"chain_key" text NOT NULL,
	"address" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_addresses_chain_key_address_pk" PRIMARY KEY("chain_key","address"),
	CONSTRAINT "chain_addresses_lower_case" CHECK ("chain_addresses"."address" = lower("chain_addresses"."address"))
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_key" text PRIMARY KEY NOT NULL,
	"block_number" bigint,
	"block_hash" text,
	"head" bigint,
	"last_error" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_key" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"address" text NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"cents" bigint NOT NULL,
	"remainder" numeric(78, 0) NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'seen' NOT NULL,
	"reason" text,
	"credited_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposits_once" UNIQUE("chain_key","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deposit_index" integer;--> statement-breakpoint
CREATE INDEX "chain_addresses_customer_idx" ON "chain_addresses" USING btree ("customer_id","chain_key");--> statement-breakpoint
CREATE INDEX "chain_deposits_open_idx" ON "chain_deposits" USING btree ("chain_key","block_number") WHERE "chain_deposits"."state" = 'seen';--> statement-breakpoint
CREATE INDEX "chain_deposits_customer_idx" ON "chain_deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_deposit_index_unique" UNIQUE("deposit_index");