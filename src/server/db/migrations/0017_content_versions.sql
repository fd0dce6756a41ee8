CREATE TABLE "content_entries" (
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_collection_slug_pk" PRIMARY KEY("collection","slug")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"publish_at" timestamp (3) with time zone,
	"live_at" timestamp (3) with time zone,
	"source_number" integer,
	"author_id" uuid,
	"file_hash" text,
	"restored_from" integer,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "content_versions_number" UNIQUE("collection","slug","locale","number"),
	CONSTRAINT "content_versions_published_has_time" CHECK ("content_versions"."state" = 'draft' or "content_versions"."publish_at" is not null),
	CONSTRAINT "content_versions_number_positive" CHECK ("content_versions"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_collection_slug_content_entries_collection_slug_fk" FOREIGN KEY ("collection","slug") REFERENCES "public"."content_entries"("collection","slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_due_idx" ON "content_versions" USING btree ("publish_at") WHERE "content_versions"."state" = 'published' and "content_versions"."live_at" is null;