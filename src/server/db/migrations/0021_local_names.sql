ALTER TABLE "lotteries" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;