/**
 * Staff calls for the games: lotteries, rooms, odds (with RTP and the >100% guard), rounds with
 * their bets, voiding a round, and daily reports. Every change is audited.
 */
import { balancesHeld, bettingFigures } from '../reports/figures.ts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { bets, customers, lotteries, rooms, rounds } from '../db/schema/index.ts';
import { FINANCE_ROLES, ROUND_STATES } from '#shared/vocabulary.ts';
import { transaction } from '../db/transaction.ts';
import { staffActor } from '../http/context.ts';
import { AppError } from '#server/errors.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { toPage } from '#server/db/paging.ts';
import { defineRoute } from '../http/route.ts';
import { moneyAmount, moneyAmountOrZero, pageQuery } from '#shared/contract/common.ts';
import type { Clock } from '../clock.ts';
import type { Events } from '../events/events.ts';
import { audit } from '../staff/audit.ts';
import { drawView, toRound, type Rounds } from '../rounds/rounds.ts';
import { rulesOf } from '#shared/games/index.ts';
import { rtpOf } from '#shared/games/rtp.ts';
import type { GameKey } from '#shared/games/types.ts';
import { formatMoney } from '#shared/money.ts';
import { formatOdds, parseOdds } from '#shared/odds.ts';
import { toBet } from '#server/betting/view.ts';
import { toLottery, toRoom, type Catalog } from './catalog.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const ADMIN = ['admin'] as const;
/** The longest span one money report covers. */
const MAX_REPORT_DAYS = 400;
/** The highest odds staff may set: 100 000.0000, in 1/10 000. */
const MAX_ODDS = 1_000_000_000;

/** RTP as a percentage string with two decimals: 0.97222 → "97.22". */
function percent(rtp: number): string {
  return (Math.round(rtp * 10_000) / 100).toFixed(2);
}

export function gameAdminRoutes(deps: {
  db: Db;
  clock: Clock;
  catalog: Catalog;
  rounds: Rounds;
  events: Events;
}) {
  const { db, clock, catalog, events } = deps;

  async function oddsWithRtp(lotteryId: number, roomId: number | null) {
    const lottery = await catalog.lottery(lotteryId);
    if (roomId !== null) await catalog.room(lottery.id, roomId);
    const effective = await catalog.odds(lottery, roomId, db);
    const table = new Map(
      [...effective.byKey].map(([key, e]) => [
        key,
        { odds: e.odds, ...(e.oddsByCount ? { oddsByCount: e.oddsByCount } : {}) },
      ]),
    );
    const rtp = rtpOf(lottery.game as GameKey, table);
    return {
      version: effective.version,
      markets: [...effective.byKey].map(([key, e]) => ({
        key,
        group: e.group,
        odds: formatOdds(e.odds),
        ...(e.oddsByCount ? { oddsByCount: e.oddsByCount.map(formatOdds) } : {}),
        rtp: percent(rtp.get(key) ?? 0),
      })),
    };
  }

  return [
    defineRoute({
      method: 'get',
      path: '/lotteries',
      summary: 'Lotteries with their rooms',
      tags: ['staff games'],
      auth: 'staff',
      response: z.array(z.looseObject({ id: z.number(), rooms: z.array(z.looseObject({ id: z.number() })) })),
      handler: async () => {
        const list = await catalog.lotteryList(true);
        return Promise.all(
          list.map(async (l) => ({ ...toLottery(l), rooms: (await catalog.roomsOf(l.id)).map(toRoom) })),
        );
      },
    }),
    defineRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}',
      summary: 'Edit a lottery (interval, close lead, enabled); takes effect from the next round',
      tags: ['staff games'],
      auth: 'staff',
      roles: ADMIN,
      params: z.object({ lotteryId: id }),
      body: z
        .object({
          name: z.string().trim().min(1).max(60).optional(),
          intervalSeconds: z.number().int().min(10).max(86_400).optional(),
          closeBeforeDrawSeconds: z.number().int().min(0).max(86_400).optional(),
          enabled: z.boolean().optional(),
        })
        .refine(
          (b) =>
            b.closeBeforeDrawSeconds === undefined ||
            b.intervalSeconds === undefined ||
            b.closeBeforeDrawSeconds < b.intervalSeconds,
          {
            path: ['closeBeforeDrawSeconds'],
            error: 'TOO_BIG',
          },
        ),
      response: z.looseObject({ id: z.number() }),
      handler: async ({ c, params, body }) =>
        transaction(db, async (tx) => {
          const [before] = await tx
            .select()
            .from(lotteries)
            .where(eq(lotteries.id, params.lotteryId))
            .for('update');
          if (!before) throw new AppError('NOT_FOUND');
          const interval = body.intervalSeconds ?? before.intervalSeconds;
          const lead = body.closeBeforeDrawSeconds ?? before.closeBeforeDrawSeconds;
          if (lead >= interval)
            throw new AppError('VALIDATION_ERROR', { fields: { closeBeforeDrawSeconds: 'TOO_BIG' } });
          const [after] = await tx.update(lotteries).set(body).where(eq(lotteries.id, before.id)).returning();
          if (!after) throw new AppError('NOT_FOUND');
          // Drops this instance's cached copies now and every instance's at the commit.
          await events.publishCatalogChange(tx);
          await audit(tx, {
            staff: staffActor(c).staff,
            action: 'lottery.update',
            targetType: 'lottery',
            targetId: String(before.id),
            before: toLottery(before),
            after: toLottery(after),
            ip: staffActor(c).ip,
          });
          return toLottery(after);
        }),
    }),
    defineRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}/rooms/{roomId}',
      summary: 'Edit a room: minimum bet, balance requirement, bet limit',
      tags: ['staff games'],
      auth: 'staff',
      roles: ADMIN,
      params: z.object({ lotteryId: id, roomId: id }),
      body: z.object({
        name: z.string().trim().min(1).max(60).optional(),
        minBet: moneyAmount.optional(),
        balanceRequirement: moneyAmountOrZero.optional(),
        betLimit: moneyAmount.optional(),
      }),
      response: z.looseObject({ id: z.number() }),
      handler: async ({ c, params, body }) =>
        transaction(db, async (tx) => {
          const [before] = await tx
            .select()
            .from(rooms)
            .where(and(eq(rooms.id, params.roomId), eq(rooms.lotteryId, params.lotteryId)))
            .for('update');
          if (!before) throw new AppError('NOT_FOUND');
          const [after] = await tx.update(rooms).set(body).where(eq(rooms.id, before.id)).returning();
          if (!after) throw new AppError('NOT_FOUND');
          if (after.minBet > after.betLimit)
            throw new AppError('VALIDATION_ERROR', { fields: { minBet: 'TOO_BIG' } });
          // Drops this instance's cached copies now and every instance's at the commit.
          await events.publishCatalogChange(tx);
          await audit(tx, {
            staff: staffActor(c).staff,
            action: 'room.update',
            targetType: 'room',
            targetId: String(before.id),
            before: toRoom(before),
            after: toRoom(after),
            ip: staffActor(c).ip,
          });
          return toRoom(after);
        }),
    }),
    defineRoute({
      method: 'get',
      path: '/lotteries/{lotteryId}/odds',
      summary: 'The odds of a lottery (or of one room) with the RTP of every key',
      tags: ['staff games'],
      auth: 'staff',
      params: z.object({ lotteryId: id }),
      query: z.object({ roomId: id.optional() }),
      response: z.object({
        version: z.number(),
        markets: z.array(z.looseObject({ key: z.string(), odds: z.string(), rtp: z.string() })),
      }),
      handler: ({ params, query }) => oddsWithRtp(params.lotteryId, query.roomId ?? null),
    }),
    defineRoute({
      method: 'put',
      path: '/lotteries/{lotteryId}/odds',
      summary:
        'A new odds version for a lottery or a room; refused when a key’s RTP exceeds 100% unless forced',
      tags: ['staff games'],
      auth: 'staff',
      roles: ADMIN,
      params: z.object({ lotteryId: id }),
      body: z.object({
        roomId: id.optional(),
        odds: z
          .array(
            z.object({
              key: z.string().max(40),
              odds: z.string().max(16),
              oddsByCount: z.array(z.string().max(16)).length(3).optional(),
            }),
          )
          .min(1)
          .max(400),
        force: z.boolean().optional(),
      }),
      response: z.object({ version: z.number(), markets: z.array(z.looseObject({ key: z.string() })) }),
      handler: async ({ c, params, body }) => {
        const lottery = await catalog.lottery(params.lotteryId);
        const roomId = body.roomId ?? null;
        if (roomId !== null) await catalog.room(lottery.id, roomId);
        const rules = rulesOf(lottery.game as GameKey);
        const fields: Record<string, string> = {};
        const entries = body.odds.map((entry, i) => {
          const odds = parseOdds(entry.odds);
          const byCount = entry.oddsByCount?.map(parseOdds);
          if (!rules.isKey(entry.key)) fields[`odds.${i}.key`] = 'INVALID_VALUE';
          // Between 1 (the stake back) and 100 000 (so a payout can never overflow).
          if (odds === null || odds < 10_000 || odds > MAX_ODDS) fields[`odds.${i}.odds`] = 'INVALID_FORMAT';
          if (byCount?.some((v) => v === null || v < 10_000 || v > MAX_ODDS))
            fields[`odds.${i}.oddsByCount`] = 'INVALID_FORMAT';
          if (entry.key.startsWith('face:') !== (byCount !== undefined))
            fields[`odds.${i}.oddsByCount`] = 'INVALID_VALUE';
          return { key: entry.key, odds: odds ?? 0, oddsByCount: (byCount as number[] | undefined) ?? null };
        });
        if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
        // The RTP of the table that would be in force: the current one with these keys replaced.
        const current = await catalog.odds(lottery, roomId, db);
        const table = new Map(
          [...current.byKey].map(([key, e]) => [
            key,
            { odds: e.odds, ...(e.oddsByCount ? { oddsByCount: e.oddsByCount } : {}) },
          ]),
        );
        for (const e of entries)
          table.set(e.key, { odds: e.odds, ...(e.oddsByCount ? { oddsByCount: e.oddsByCount } : {}) });
        const rtp = rtpOf(lottery.game as GameKey, table);
        const tooHigh = entries.filter((e) => (rtp.get(e.key) ?? 0) > 1);
        if (tooHigh.length > 0 && !body.force) {
          throw new AppError('INVALID_OPERATION', {
            fields: Object.fromEntries(tooHigh.map((e) => [e.key, `RTP ${percent(rtp.get(e.key) ?? 0)}%`])),
          });
        }
        const version = await transaction(db, async (tx) => {
          // A lottery version is the whole table; a room version is the room's earlier overrides
          // with these keys replaced, so an edit never silently drops an override.
          const previous = roomId === null ? [] : await catalog.roomOverrides(lottery.id, roomId, tx);
          const merged = new Map(previous.map((e) => [e.key, e]));
          for (const e of entries) merged.set(e.key, e);
          const full =
            roomId === null
              ? [...table].map(([key, e]) => ({
                  key,
                  odds: e.odds,
                  oddsByCount: e.oddsByCount ? [...e.oddsByCount] : null,
                }))
              : [...merged.values()];
          const versionId = await catalog.writeOdds(tx, {
            lotteryId: lottery.id,
            roomId,
            createdBy: staffActor(c).staff.id,
            entries: full,
          });
          await audit(tx, {
            staff: staffActor(c).staff,
            action: 'odds.update',
            targetType: 'lottery',
            targetId: `${lottery.id}${roomId === null ? '' : `/${roomId}`}`,
            after: { version: versionId, odds: body.odds, forced: tooHigh.length > 0 },
            ip: staffActor(c).ip,
          });
          await events.publishCatalogChange(tx);
          await events.publish(tx, {
            lotteryId: lottery.id,
            type: 'odds',
            data: { version: versionId, roomId },
          });
          return versionId;
        });
        catalog.forget();
        const view = await oddsWithRtp(lottery.id, roomId);
        return { ...view, version: Math.max(view.version, version) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/rounds',
      summary: 'Rounds, newest first, by lottery and state',
      tags: ['staff games'],
      auth: 'staff',
      query: pageQuery.extend({ lotteryId: id.optional(), state: z.enum(ROUND_STATES).optional() }),
      response: pageSchema(z.looseObject({ id: z.number(), period: z.string(), state: z.string() })),
      handler: async ({ query }) => {
        const where = and(
          query.lotteryId ? eq(rounds.lotteryId, query.lotteryId) : undefined,
          query.state ? eq(rounds.state, query.state) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({
              round: rounds,
              // Qualified by hand: drizzle writes a lone `"id"` here, which the subquery reads as bets.id.
              betCount: sql<string>`(select count(*) from bets b where b.round_id = "rounds"."id")::text`,
              turnover: sql<string>`(select coalesce(sum(b.amount), 0) from bets b where b.round_id = "rounds"."id" and b.status in ('pending', 'settled'))::text`,
            })
            .from(rounds)
            .where(where)
            .orderBy(desc(rounds.drawAt))
            .limit(query.pageSize)
            .offset((query.pageNo - 1) * query.pageSize),
          db
            .select({ n: sql<string>`count(*)::text` })
            .from(rounds)
            .where(where),
        ]);
        return toPage(
          query,
          rows.map((r) => ({
            ...toRound(r.round),
            lotteryId: r.round.lotteryId,
            voidReason: r.round.voidReason,
            bets: Number(r.betCount),
            turnover: formatMoney(BigInt(r.turnover)),
          })),
          total,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/rounds/{id}',
      summary: 'One round with its bets (the seed only once drawn)',
      tags: ['staff games'],
      auth: 'staff',
      params: z.object({ id }),
      response: z.looseObject({ id: z.number(), bets: z.array(z.looseObject({ betUid: z.string() })) }),
      handler: async ({ params }) => {
        const [row] = await db
          .select({ round: rounds, lottery: lotteries })
          .from(rounds)
          .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
          .where(eq(rounds.id, params.id));
        if (!row) throw new AppError('NOT_FOUND');
        const list = await db
          .select({ bet: bets, userId: customers.userId })
          .from(bets)
          .innerJoin(customers, eq(customers.id, bets.customerId))
          .where(eq(bets.roundId, row.round.id))
          .orderBy(asc(bets.createdAt))
          .limit(1000);
        const drawn = row.round.state === 'drawing' || row.round.state === 'settled';
        return {
          ...toRound(row.round),
          lotteryId: row.lottery.id,
          game: row.lottery.game,
          voidReason: row.round.voidReason,
          // Not even staff see a seed before the draw.
          draw: drawn ? drawView(row.lottery, row.round) : null,
          bets: list.map((b) => ({ ...toBet(b.bet, row.lottery.game), userId: b.userId })),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/rounds/{id}/void',
      summary: 'Void a round not yet settled: every bet is refunded, with a public reason',
      tags: ['staff games'],
      auth: 'staff',
      roles: ADMIN,
      params: z.object({ id }),
      body: z.object({ reason: z.string().trim().min(1).max(300) }),
      response: z.looseObject({ id: z.number(), state: z.string() }),
      handler: async ({ c, params, body }) => {
        const [row] = await db
          .select({ round: rounds, lottery: lotteries })
          .from(rounds)
          .innerJoin(lotteries, eq(lotteries.id, rounds.lotteryId))
          .where(eq(rounds.id, params.id));
        if (!row) throw new AppError('NOT_FOUND');
        const voided = await deps.rounds.voidRound(row.lottery, row.round.id, body.reason, clock.now());
        if (!voided) throw new AppError('INVALID_OPERATION');
        await audit(db, {
          staff: staffActor(c).staff,
          action: 'round.void',
          targetType: 'round',
          targetId: String(row.round.id),
          before: { state: row.round.state },
          after: { state: 'void', reason: body.reason },
          ip: staffActor(c).ip,
        });
        return { ...toRound(voided), voidReason: voided.voidReason };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/reports/daily',
      summary: 'Per day and lottery: bets, turnover, payouts and GGR',
      tags: ['staff games'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      query: z.object({ from: z.coerce.date(), to: z.coerce.date(), lotteryId: id.optional() }),
      response: z.array(z.looseObject({ day: z.string(), lotteryId: z.number() })),
      handler: async ({ query }) =>
        (
          await bettingFigures(db, {
            from: query.from,
            to: query.to,
            lotteryId: query.lotteryId,
            perDay: true,
          })
        ).map((row) => ({ ...row, day: row.day ?? '' })),
    }),
    defineRoute({
      method: 'get',
      path: '/reports/money',
      summary: 'Per day: completed deposits and withdrawals; the balances players hold now',
      tags: ['staff games'],
      auth: 'staff',
      roles: FINANCE_ROLES,
      query: z
        .object({ from: z.coerce.date(), to: z.coerce.date() })
        .refine((q) => q.from < q.to, { path: ['to'], error: 'INVALID_VALUE' })
        .refine((q) => q.to.getTime() - q.from.getTime() <= MAX_REPORT_DAYS * 86_400_000, {
          path: ['to'],
          error: 'TOO_BIG',
        }),
      response: z.object({
        days: z.array(
          z.object({
            day: z.string(),
            deposits: z.object({ count: z.number(), amount: z.string() }),
            withdrawals: z.object({
              count: z.number(),
              amount: z.string(),
              fees: z.string(),
              paidOut: z.string(),
            }),
          }),
        ),
        balancesHeld: z.string(),
        players: z.number(),
        asOf: z.string(),
      }),
      handler: async ({ query }) => {
        type Row = Record<string, string | number | null>;
        const rows = async (statement: ReturnType<typeof sql>) =>
          ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
        // Read from the ledger: a deposit counts on the day it was credited (`recharge`), a
        // withdrawal on the day it was paid out (`withdrawSuccess`), whatever happened later.
        const [days, held] = await Promise.all([
          rows(sql`
            select to_char(date_trunc('day', l.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
                   count(*) filter (where l.reason = 'recharge')::int as "depositCount",
                   coalesce(sum(l.amount) filter (where l.reason = 'recharge'), 0)::text as deposits,
                   count(*) filter (where l.reason = 'withdrawSuccess')::int as "withdrawalCount",
                   coalesce(sum(w.amount), 0)::text as withdrawals,
                   coalesce(sum(w.fee), 0)::text as fees,
                   coalesce(sum(w.actual_amount), 0)::text as "paidOut"
            from ledger_entries l
            left join withdrawals w on l.reason = 'withdrawSuccess' and l.ref_type = 'withdrawal' and w.id::text = l.ref_id
            where l.customer_id is not null and l.reason in ('recharge', 'withdrawSuccess')
              and l.created_at >= ${query.from.toISOString()}::timestamptz and l.created_at < ${query.to.toISOString()}::timestamptz
            group by 1 order by 1
          `),
          balancesHeld(db),
        ]);
        const money = (value: string | number | null | undefined) => formatMoney(BigInt(value ?? 0));
        return {
          days: days.map((r) => ({
            day: String(r.day),
            deposits: { count: Number(r.depositCount), amount: money(r.deposits) },
            withdrawals: {
              count: Number(r.withdrawalCount),
              amount: money(r.withdrawals),
              fees: money(r.fees),
              paidOut: money(r.paidOut),
            },
          })),
          balancesHeld: held.held,
          players: held.players,
          asOf: clock.now().toISOString(),
        };
      },
    }),
  ];
}
