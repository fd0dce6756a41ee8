ALTER TABLE "site_settings" ADD COLUMN "deposit_max" bigint DEFAULT 10000000;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "deposit_open_claims_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "deposit_confirm_twice_from" bigint DEFAULT 100000;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "staff_totp_required" boolean;