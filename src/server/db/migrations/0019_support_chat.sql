CREATE TABLE "support_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"conversation_id" uuid,
	"uploaded_by" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_attachments_type" CHECK ("support_attachments"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_staff_id" uuid,
	"origin" text DEFAULT 'home' NOT NULL,
	"customer_locale" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"staff_read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" in ('open', 'waiting', 'closed')),
	CONSTRAINT "support_conversations_origin" CHECK ("support_conversations"."origin" in ('home', 'deposit', 'withdrawal', 'account'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"context" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" in ('customer', 'staff')),
	CONSTRAINT "support_messages_staff" CHECK (("support_messages"."author" = 'staff') = ("support_messages"."staff_id" is not null)),
	CONSTRAINT "support_messages_body" CHECK (char_length("support_messages"."body") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "support_url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "support_message_id" bigint;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_staff_id_staff_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_attachment_id_support_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."support_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_customer_idx" ON "support_attachments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "support_canned_replies_locale_idx" ON "support_canned_replies" USING btree ("locale","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_one_active" ON "support_conversations" USING btree ("customer_id") WHERE "support_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "support_conversations_customer_idx" ON "support_conversations" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_attachment" ON "support_messages" USING btree ("attachment_id") WHERE "support_messages"."attachment_id" is not null;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_support_message_id_support_messages_id_fk" FOREIGN KEY ("support_message_id") REFERENCES "public"."support_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_one_subject" CHECK (("push_outbox"."notification_id" is null) <> ("push_outbox"."support_message_id" is null));--> statement-breakpoint
-- The support link is optional now that the app has its own chat: empty sends players there. A site
-- still on the old default gets the chat.
UPDATE "site_settings" SET "support_url" = '' WHERE "support_url" = 'mailto:support@fairdraw.example';
