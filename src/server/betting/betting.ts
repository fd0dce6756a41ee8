/**
 * Betting: placing a slip (`placeBets.ts`: the checks, then `place_bet_slips` debits
 * the total through a ledger movement and records the bets), cancelling a pending bet while its
 * round is open (refund `bettingCancel`), and a player's bets with their totals.
 */
import type { SiteSettingsService } from '#server/site/site.ts';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { readPage } from '#server/db/paging.ts';
import { transaction } from '#server/db/transaction.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '#server/ledger/ledger.ts';
import type { Catalog } from '#server/games/catalog.ts';
import type { Bet, BetRequest, BetSearch, BetSearchQuery } from '#shared/contract/betting.ts';
import { formatMoney } from '#shared/money.ts';
import { placeBets } from './placeBets.ts';
import {
  lockOwnBet,
  markCancelled,
  releaseStake,
  searchFilter,
  searchRows,
  searchTotals,
  type SearchTotalsRow,
} from './queries.ts';
import type { SlipDesk } from './slips.ts';
import { toBet } from './view.ts';

/** Cancels one of the player's own pending bets while its round is open (refund `bettingCancel`). */
export async function cancelBet(db: Db, clock: Clock, customer: CustomerRow, betUid: string): Promise<Bet> {
  return transaction(db, async (tx) => {
    const bet = await lockOwnBet(tx, customer.id, betUid);
    if (!bet) throw new AppError('NOT_FOUND');
    if (bet.bet.status === 'settled') throw new AppError('BET_ALREADY_SETTLED_CANCEL_FAILED');
    if (bet.bet.status !== 'pending') throw new AppError('INVALID_OPERATION');
    if (bet.round.state !== 'open' || bet.round.closesAt <= clock.now()) throw new AppError('BETTING_CLOSED');
    const now = clock.now();
    const row = await markCancelled(tx, bet.bet, now);
    if (!row) throw new AppError('BET_ALREADY_SETTLED_CANCEL_FAILED');
    await applyMovement(tx, {
      ref: { type: 'bet', id: row.id },
      at: now,
      players: [{ customerId: customer.id, amount: row.amount, reason: 'bettingCancel' }],
      house: [{ account: 'games', amount: -row.amount, reason: 'bettingCancel' }],
    });
    // The stake leaves the player's total on the round, so the room's limit counts it no more.
    // After the refund, which locks the player: a bet locks the player before this same row, and
    // the other order made a cancel and a bet of one player deadlock on PostgreSQL.
    await releaseStake(tx, row);
    return toBet(row, bet.game);
  });
}

/** The totals of a search, from the cents its query summed. */
function toTotals(row: SearchTotalsRow | undefined): BetSearch['totals'] {
  const winnings = BigInt(row?.winnings ?? '0');
  const losses = BigInt(row?.losses ?? '0');
  const wonStakes = BigInt(row?.wonStakes ?? '0');
  return {
    totalBets: formatMoney(BigInt(row?.staked ?? '0')),
    winnings: formatMoney(winnings),
    losses: formatMoney(losses),
    // Net profit = what winning bets returned beyond their stakes, minus the stakes lost.
    netProfit: formatMoney(winnings - wonStakes - losses),
  };
}

/** A player's bets in a period, with totals over the whole filter (not just the page). */
export async function searchBets(db: Db, customerId: string, query: BetSearchQuery): Promise<BetSearch> {
  const where = searchFilter(customerId, query);
  // The count and the totals come from one statement: the page keeps its row of sums.
  let totals: SearchTotalsRow | undefined;
  const page = await readPage(
    query,
    {
      rows: (window) => searchRows(db, where, window),
      count: async () => {
        const rows = await searchTotals(db, where);
        totals = rows[0];
        return rows;
      },
    },
    (row) => toBet(row.bet, row.game),
  );
  return { ...page, totals: toTotals(totals) };
}

/** Betting bound to its database, clock, catalog and slip desk. */
export interface BetsDeps {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  slips: SlipDesk;
  site: Pick<SiteSettingsService, 'get'>;
}

export function createBets({ db, clock, catalog, slips, site }: BetsDeps) {
  return {
    place: (customer: CustomerRow, request: BetRequest, requestKey?: string) =>
      placeBets({ db, clock, catalog, slips, site }, customer, request, requestKey),
    cancel: (customer: CustomerRow, betUid: string) => cancelBet(db, clock, customer, betUid),
    search: (customerId: string, query: BetSearchQuery) => searchBets(db, customerId, query),
  };
}

export type Bets = ReturnType<typeof createBets>;
