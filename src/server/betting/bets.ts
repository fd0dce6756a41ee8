/**
 * Betting (API.md "Bet"): one transaction checks the round, the room, the account, the odds
 * the player saw and the summary, then debits the total through the ledger (`betting`) and
 * records the bets. A pending bet may be cancelled while its round is open (`bettingCancel`).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { bets, lotteries, roundStakes, rounds } from '../db/schema/index.ts';
import { transaction } from '../db/transaction.ts';
import type { CustomerRow } from '../actors.ts';
import { AppError } from '#server/errors.ts';
import { applyMovement } from '../ledger/ledger.ts';
import type { SlipDesk } from '../ledger/betting.ts';
import { statusesForbidding } from '../customers/accountState.ts';
import type { Catalog } from './catalog.ts';
import { rulesOf } from '#shared/games/index.ts';
import type { GameKey } from '#shared/games/types.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds, parseOdds } from '#shared/odds.ts';

type BetRow = typeof bets.$inferSelect;

export interface BetRequest {
  lotteryId: number;
  roomId: number;
  period: string;
  items: { key: string; amount: bigint; odds: string; oddsByCount?: string[] | undefined }[];
  summary: { count: number; amount: bigint; total: bigint };
}

/** The `Bet` of API.md. */
export function toBet(row: BetRow, game: string) {
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

export function createBets(db: Db, clock: Clock, catalog: Catalog, slips: SlipDesk) {
  async function place(customer: CustomerRow, request: BetRequest, requestKey?: string) {
    if (request.items.length === 0) throw new AppError('BET_CANNOT_BE_EMPTY');
    const lottery = await catalog.lottery(request.lotteryId);
    if (!lottery.enabled) throw new AppError('BETTING_CLOSED');
    const room = await catalog.room(lottery.id, request.roomId);
    const rules = rulesOf(lottery.game as GameKey);
    const keys = new Set<string>();
    for (const item of request.items) {
      if (!rules.isKey(item.key) || keys.has(item.key))
        throw new AppError('INVALID_BET', { fields: { key: item.key } });
      keys.add(item.key);
      if (item.amount !== request.summary.amount)
        throw new AppError('INVALID_BET', { fields: { 'summary.amount': 'INVALID_VALUE' } });
    }
    const total = request.items.reduce((sum, item) => sum + item.amount, 0n);
    if (request.summary.count !== request.items.length || request.summary.total !== total) {
      throw new AppError('INVALID_BET', { fields: { summary: 'INVALID_VALUE' } });
    }
    if (request.summary.amount < room.minBet) {
      throw new AppError('AMOUNT_BELOW_MINIMUM', {
        amounts: { min: room.minBet },
        fields: { 'summary.amount': 'AMOUNT_BELOW_MINIMUM' },
      });
    }
    // The odds the player confirmed must be the odds in force; else they see the new ones.
    const odds = await catalog.odds(lottery, room.id);
    const changed: Record<string, string> = {};
    for (const item of request.items) {
      const current = odds.byKey.get(item.key);
      if (!current) throw new AppError('INVALID_BET', { fields: { key: item.key } });
      const sawByCount = item.oddsByCount?.map((o) => parseOdds(o));
      const byCountChanged =
        sawByCount !== undefined && sawByCount.some((o, i) => o !== (current.oddsByCount?.[i] ?? null));
      if (parseOdds(item.odds) !== current.odds || byCountChanged)
        changed[item.key] = formatOdds(current.odds);
    }
    if (Object.keys(changed).length > 0) throw new AppError('BET_ODDS_ALREADY_CHANGED', { fields: changed });

    const slipItems = request.items.map((item) => {
      const current = odds.byKey.get(item.key);
      return {
        id: randomUUID(),
        key: item.key,
        amount: item.amount,
        odds: current?.odds ?? 0,
        oddsByCount: current?.oddsByCount ?? null,
      };
    });
    // The bet's moment is read as late as possible: the round's close is judged against it.
    const at = clock.now();
    const placed = await slips.place({
      customerId: customer.id,
      lotteryId: lottery.id,
      roomId: room.id,
      period: request.period,
      items: slipItems,
      total,
      betLimit: room.betLimit,
      balanceRequirement: room.balanceRequirement,
      refuseStatuses: statusesForbidding('bet'),
      slipKey: requestKey ?? null,
      at,
    });
    switch (placed.outcome) {
      case 'closed':
        throw new AppError('BETTING_CLOSED');
      case 'refusedStatus':
        throw new AppError(placed.status === 'frozen' ? 'ACCOUNT_FROZEN' : 'ACCOUNT_DISABLED');
      case 'belowRoomRequirement':
        throw new AppError('INSUFFICIENT_FOR_THIS_ROOM');
      case 'overLimit':
        throw new AppError('BET_AMOUNT_EXCEEDS_LIMIT');
      case 'insufficientBalance':
        throw new AppError('INSUFFICIENT_BALANCE');
      case 'noCustomer':
        throw new AppError('UNAUTHORIZED');
      case 'replayed': {
        // This very slip went through before (its answer was lost): report it as it stands now.
        const earlier = await db
          .select()
          .from(bets)
          .where(and(eq(bets.customerId, customer.id), eq(bets.slipKey, requestKey ?? '')));
        return { bets: earlier.map((row) => toBet(row, lottery.game)), balance: formatMoney(placed.balance) };
      }
    }
    return {
      bets: slipItems.map((item) => ({
        betUid: item.id,
        lotteryId: lottery.id,
        game: lottery.game,
        roomId: room.id,
        period: request.period,
        key: item.key,
        amount: formatMoney(item.amount),
        odds: formatOdds(item.odds),
        ...(item.oddsByCount ? { oddsByCount: item.oddsByCount.map(formatOdds) } : {}),
        status: 'pending' as const,
        result: null,
        payout: '0.00',
        createdAt: at.toISOString(),
        settledAt: null,
      })),
      balance: formatMoney(placed.balance),
    };
  }

  /** Cancels one of the player's own pending bets while its round is open (refund `bettingCancel`). */
  async function cancel(customer: CustomerRow, betUid: string) {
    return transaction(db, async (tx) => {
      const [bet] = await tx
        .select({ bet: bets, round: rounds, game: lotteries.game })
        .from(bets)
        .innerJoin(rounds, eq(rounds.id, bets.roundId))
        .innerJoin(lotteries, eq(lotteries.id, bets.lotteryId))
        .where(and(eq(bets.id, betUid), eq(bets.customerId, customer.id)))
        .for('update', { of: bets });
      if (!bet) throw new AppError('NOT_FOUND');
      if (bet.bet.status === 'settled') throw new AppError('BET_ALREADY_SETTLED_CANCEL_FAILED');
      if (bet.bet.status !== 'pending') throw new AppError('INVALID_OPERATION');
      if (bet.round.state !== 'open' || bet.round.closesAt <= clock.now())
        throw new AppError('BETTING_CLOSED');
      const now = clock.now();
      const [row] = await tx
        .update(bets)
        .set({ status: 'cancelled', result: 'CANCEL', payout: bet.bet.amount, settledAt: now })
        .where(and(eq(bets.id, betUid), eq(bets.status, 'pending')))
        .returning();
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
      await tx
        .update(roundStakes)
        .set({ staked: sql`${roundStakes.staked} - ${row.amount}` })
        .where(
          and(
            eq(roundStakes.roundId, row.roundId),
            eq(roundStakes.customerId, customer.id),
            eq(roundStakes.roomId, row.roomId),
          ),
        );
      return toBet(row, bet.game);
    });
  }

  /** A player's bets in a period, with totals over the whole filter (not just the page). */
  async function search(
    customerId: string,
    filters: {
      lotteryId?: number | undefined;
      period?: string | undefined;
      start: Date;
      end: Date;
      pageNo: number;
      pageSize: number;
    },
  ) {
    const where = and(
      eq(bets.customerId, customerId),
      gte(bets.createdAt, filters.start),
      lt(bets.createdAt, filters.end),
      filters.lotteryId ? eq(bets.lotteryId, filters.lotteryId) : undefined,
      filters.period ? eq(bets.period, filters.period) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select({ bet: bets, game: lotteries.game })
        .from(bets)
        .innerJoin(lotteries, eq(lotteries.id, bets.lotteryId))
        .where(where)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(filters.pageSize)
        .offset((filters.pageNo - 1) * filters.pageSize),
      db
        .select({
          count: sql<string>`count(*)::text`,
          staked: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.status} in ('pending', 'settled')), 0)::text`,
          winnings: sql<string>`coalesce(sum(${bets.payout}) filter (where ${bets.result} = 'WIN'), 0)::text`,
          losses: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.result} = 'LOSE'), 0)::text`,
          wonStakes: sql<string>`coalesce(sum(${bets.amount}) filter (where ${bets.result} = 'WIN'), 0)::text`,
        })
        .from(bets)
        .where(where),
    ]);
    const winnings = BigInt(totals?.winnings ?? '0');
    const losses = BigInt(totals?.losses ?? '0');
    const wonStakes = BigInt(totals?.wonStakes ?? '0');
    return {
      list: rows.map((r) => toBet(r.bet, r.game)),
      total: Number(totals?.count ?? 0),
      pageNo: filters.pageNo,
      pageSize: filters.pageSize,
      totals: {
        totalBets: formatMoney(BigInt(totals?.staked ?? '0')),
        winnings: formatMoney(winnings),
        losses: formatMoney(losses),
        // Net profit = what winning bets returned beyond their stakes, minus the stakes lost.
        netProfit: formatMoney(winnings - wonStakes - losses),
      },
    };
  }

  return { place, cancel, search };
}

export type Bets = ReturnType<typeof createBets>;
