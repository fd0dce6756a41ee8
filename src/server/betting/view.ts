/**
 * A bet as the API shows it (the contract's `Bet`), from its row: the player's bets, the staff's view
 * of a customer's bets and of a round's bets all read this one shape.
 */
import type { Bet } from '#shared/contract/betting.ts';
import type { GameKey } from '#shared/vocabulary.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds } from '#shared/odds.ts';
import type { BetRow } from './queries.ts';

/** The `Bet`. */
export function toBet(row: BetRow, game: GameKey): Bet {
  return {
    betUid: row.id,
    lotteryId: row.lotteryId,
    game,
    roomId: row.roomId,
    period: row.period,
    key: row.key,
    amount: formatMoney(row.amount),
    odds: formatOdds(row.odds),
    ...(row.oddsByCount ? { oddsByCount: row.oddsByCount.map(formatOdds) } : {}),
    status: row.status,
    result: row.result,
    payout: formatMoney(row.payout),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
