ALTER TABLE "customer_blocks" RENAME TO "protection_blocks";--> statement-breakpoint
ALTER TABLE "customer_limit_changes" RENAME TO "protection_limit_changes";--> statement-breakpoint
ALTER TABLE "customer_limits" RENAME TO "protection_limits";--> statement-breakpoint
ALTER TABLE "limit_hits" RENAME TO "protection_limit_hits";--> statement-breakpoint
-- The constraints, indexes and id sequences follow the tables' new names, renamed in place rather
-- than dropped and built again: the rows are not read, and nothing goes unchecked in between.
ALTER TABLE "protection_blocks" RENAME CONSTRAINT "customer_blocks_ends_after_start" TO "protection_blocks_ends_after_start";--> statement-breakpoint
ALTER TABLE "protection_blocks" RENAME CONSTRAINT "customer_blocks_pkey" TO "protection_blocks_pkey";--> statement-breakpoint
ALTER TABLE "protection_limits" RENAME CONSTRAINT "customer_limits_positive" TO "protection_limits_positive";--> statement-breakpoint
ALTER TABLE "protection_limits" RENAME CONSTRAINT "customer_limits_customer_id_kind_period_pk" TO "protection_limits_customer_id_kind_period_pk";--> statement-breakpoint
ALTER TABLE "protection_limit_changes" RENAME CONSTRAINT "customer_limit_changes_pkey" TO "protection_limit_changes_pkey";--> statement-breakpoint
ALTER TABLE "protection_limit_hits" RENAME CONSTRAINT "limit_hits_pkey" TO "protection_limit_hits_pkey";--> statement-breakpoint
ALTER INDEX "customer_blocks_customer_idx" RENAME TO "protection_blocks_customer_idx";--> statement-breakpoint
ALTER INDEX "customer_limit_changes_customer_idx" RENAME TO "protection_limit_changes_customer_idx";--> statement-breakpoint
ALTER INDEX "limit_hits_at_idx" RENAME TO "protection_limit_hits_at_idx";--> statement-breakpoint
ALTER INDEX "limit_hits_customer_idx" RENAME TO "protection_limit_hits_customer_idx";--> statement-breakpoint
ALTER SEQUENCE "customer_blocks_id_seq" RENAME TO "protection_blocks_id_seq";--> statement-breakpoint
ALTER SEQUENCE "customer_limit_changes_id_seq" RENAME TO "protection_limit_changes_id_seq";--> statement-breakpoint
ALTER SEQUENCE "limit_hits_id_seq" RENAME TO "protection_limit_hits_id_seq";
--> statement-breakpoint
-- PostgreSQL 18 and later also name each NOT NULL constraint after its table (earlier versions
-- keep none to rename): whatever constraint still bears an old name takes the new one.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT rel.oid::regclass AS tab, con.conname AS old, t.new || substr(con.conname, length(t.old) + 1) AS new
    FROM (VALUES ('customer_blocks', 'protection_blocks'), ('customer_limit_changes', 'protection_limit_changes'),
                 ('customer_limits', 'protection_limits'), ('limit_hits', 'protection_limit_hits')) AS t(old, new)
    JOIN pg_class rel ON rel.relname = t.new AND rel.relnamespace = 'public'::regnamespace
    JOIN pg_constraint con ON con.conrelid = rel.oid AND starts_with(con.conname, t.old || '_')
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', c.tab, c.old, c.new);
  END LOOP;
END;
$$;
