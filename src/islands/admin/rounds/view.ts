/** A round as `GET /api/admin/rounds/:id` returns it, and the totals of its bets. */
import type { Bet } from '#shared/contract/betting.ts';
import { parseSignedMoney } from '#shared/money.ts';
import type { RoundDetailView } from '#shared/contract/gamesAdmin.ts';

export type { RoundDetailView };

const cents = (amount: string) => parseSignedMoney(amount) ?? 0n;

/** Count, stakes, payouts, refunds and GGR of a round's bets, in cents. */
export function totalsOf(bets: readonly Bet[]) {
  let stakes = 0n;
  let payouts = 0n;
  let refunds = 0n;
  let settledStakes = 0n;
  let pendingCount = 0;
  let pendingStakes = 0n;
  for (const bet of bets) {
    const amount = cents(bet.amount);
    if (bet.status === 'pending' || bet.status === 'settled') stakes += amount;
    if (bet.status === 'pending') {
      pendingCount += 1;
      pendingStakes += amount;
    }
    if (bet.result === 'WIN') payouts += cents(bet.payout);
    if (bet.result === 'CANCEL' || bet.status === 'cancelled') refunds += amount;
    if (bet.result === 'WIN' || bet.result === 'LOSE') settledStakes += amount;
  }
  return { stakes, payouts, refunds, ggr: settledStakes - payouts, pendingCount, pendingStakes };
}

export type RoundTotals = ReturnType<typeof totalsOf>;

/** An amount (cents or a decimal string) as the locale writes money. */
export type MoneyText = (value: bigint | string) => string;
