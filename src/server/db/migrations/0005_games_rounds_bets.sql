CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slip_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"lottery_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"period" text NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds" integer NOT NULL,
	"odds_by_count" integer[],
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "bets_amount_positive" CHECK ("bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"interval_seconds" integer NOT NULL,
	"close_before_draw_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_entries" (
	"version_id" integer NOT NULL,
	"key" text NOT NULL,
	"odds" integer NOT NULL,
	"odds_by_count" integer[],
	CONSTRAINT "odds_entries_version_key" UNIQUE("version_id","key")
);
--> statement-breakpoint
CREATE TABLE "odds_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"room_id" integer,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"balance_requirement" bigint NOT NULL,
	"bet_limit" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"period" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"opens_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"draw_at" timestamp (3) with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"salt" text DEFAULT '' NOT NULL,
	"numbers" integer[],
	"special" integer,
	"drawn_at" timestamp (3) with time zone,
	"settled_at" timestamp (3) with time zone,
	"void_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bets_round_status_idx" ON "bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "bets_round_customer_idx" ON "bets" USING btree ("round_id","customer_id");--> statement-breakpoint
CREATE INDEX "bets_customer_created_idx" ON "bets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "odds_versions_lottery_idx" ON "odds_versions" USING btree ("lottery_id","room_id","id");--> statement-breakpoint
CREATE INDEX "rooms_lottery_idx" ON "rooms" USING btree ("lottery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_lottery_period" ON "rounds" USING btree ("lottery_id","period");--> statement-breakpoint
CREATE INDEX "rounds_lottery_draw_idx" ON "rounds" USING btree ("lottery_id","draw_at");--> statement-breakpoint
CREATE INDEX "rounds_state_idx" ON "rounds" USING btree ("state","draw_at");