/** Rounds and draws as the API shows them (the contract's `Round` and `Draw`). */
import type { lotteries, rounds } from '#server/db/schema/index.ts';
import { rulesOf } from '#shared/games/index.ts';
import type { DrawResult, GameKey } from '#shared/games/types.ts';
import type { Draw, Round } from '#shared/contract/games.ts';

export type RoundRow = typeof rounds.$inferSelect;

/** The public view of a round (never its seed before the draw). */
export function toRound(row: RoundRow): Round {
  return {
    id: row.id,
    period: row.period,
    state: row.state,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    seedHash: row.seedHash,
  };
}

/** A drawn round as the `Draw` (with its seed, revealed once drawn). */
export function drawView(lottery: Pick<typeof lotteries.$inferSelect, 'id' | 'game'>, row: RoundRow): Draw {
  const rules = rulesOf(lottery.game as GameKey);
  const numbers = row.numbers ?? [];
  const result: DrawResult = { numbers, ...(row.special !== null ? { special: row.special } : {}) };
  return {
    id: row.id,
    lotteryId: lottery.id,
    game: lottery.game,
    period: row.period,
    numbers,
    ...(row.special !== null ? { special: row.special } : {}),
    summary: rules.summary(result),
    drawnAt: row.drawnAt?.toISOString() ?? null,
    seedHash: row.seedHash,
    seed: row.seed,
    salt: row.salt,
    state: row.state,
  };
}
