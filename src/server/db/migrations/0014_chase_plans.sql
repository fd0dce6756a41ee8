CREATE TABLE "chase_periods" (
	"plan_id" uuid NOT NULL,
	"round_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"period" text NOT NULL,
	"slip_id" uuid NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chase_periods_plan_id_round_id_pk" PRIMARY KEY("plan_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "chase_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lottery_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"periods" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"loss_limit" bigint NOT NULL,
	"first_round_id" bigint NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"ended_at" timestamp (3) with time zone,
	"request_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chase_plans_periods" CHECK ("chase_plans"."periods" between 1 and 100 and "chase_plans"."placed" <= "chase_plans"."periods"),
	CONSTRAINT "chase_plans_amounts" CHECK ("chase_plans"."stake" > 0 and "chase_plans"."loss_limit" >= "chase_plans"."stake")
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "chases_placed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "chase_periods_number" ON "chase_periods" USING btree ("plan_id","number");--> statement-breakpoint
CREATE INDEX "chase_periods_round_idx" ON "chase_periods" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "chase_plans_active_idx" ON "chase_plans" USING btree ("lottery_id","first_round_id") WHERE "chase_plans"."state" = 'active';--> statement-breakpoint
CREATE INDEX "chase_plans_customer_idx" ON "chase_plans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chase_plans_request_key" ON "chase_plans" USING btree ("customer_id","request_key") WHERE "chase_plans"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "bets_slip_idx" ON "bets" USING btree ("slip_id");