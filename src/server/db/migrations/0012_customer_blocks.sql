CREATE TABLE "customer_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"return_requested_at" timestamp (3) with time zone,
	"returned_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_blocks_ends_after_start" CHECK ("customer_blocks"."ends_at" > "customer_blocks"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "customer_blocks_customer_idx" ON "customer_blocks" USING btree ("customer_id","ends_at");