CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"locked_until" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"favicon_url" text NOT NULL,
	"support_url" text NOT NULL,
	"deposit_addresses" jsonb NOT NULL,
	"deposit_min" bigint NOT NULL,
	"withdraw_min" bigint NOT NULL,
	"withdraw_max" bigint,
	"withdraw_fee_fixed" bigint NOT NULL,
	"withdraw_fee_percent_bp" integer NOT NULL,
	"withdraw_hours_start" text NOT NULL,
	"withdraw_hours_end" text NOT NULL,
	"time_zone" text NOT NULL,
	"transfer_min" bigint NOT NULL,
	"transfer_max" bigint,
	"transfer_daily_limit" bigint,
	"maintenance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
