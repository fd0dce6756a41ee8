ALTER TABLE "rooms" ADD COLUMN "stake_chips" bigint[];
--> statement-breakpoint
-- The chips of the rooms that exist, as shared/stakeChips.ts defaultStakeChips computes them for
-- new rooms: the minimum bet ×1, ×5, ×10, ×50 and ×100, those within the bet limit (×1 always).
UPDATE "rooms" SET "stake_chips" = ARRAY(
  SELECT "min_bet" * m FROM unnest(ARRAY[1, 5, 10, 50, 100]::bigint[]) AS m
  WHERE m = 1 OR "min_bet" * m <= "bet_limit"
  ORDER BY m);
--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "stake_chips" SET NOT NULL;
