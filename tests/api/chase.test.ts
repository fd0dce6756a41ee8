/**
 * Chase plans (issue 19): one selection bet in each of the next periods at a flat stake, placed
 * by the scheduler when each round opens through the same placement as a bet, stopping on a win,
 * at the plan's loss limit, when a period cannot be placed, or when the player or staff stop it.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, bet, currentRound, oddsOf, roomIds, startGames } from '../support/games.ts';
import {
  bets,
  chasePeriods,
  chasePlans,
  customers,
  lotteries,
  notifications,
  rooms,
  rounds,
} from '#server/db/schema/index.ts';
import { placeDuePeriods } from '#server/chase/placement.ts';
import type { LotteryRow } from '#server/games/catalog.ts';

const t = setupTestRuntime();

interface PlanView {
  id: string;
  state: string;
  stopReason: string | null;
  placed: number;
  periods: number;
  staked: string;
  returned: string;
  net: string;
  periodList?: {
    number: number;
    period: string;
    stake: string;
    payout: string;
    bets: { key: string; amount: string }[];
  }[];
}
type Reply<T> = Envelope & { data: T };

async function readyPlayer(amount = '100') {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  if (amount !== '0') await fund(t, player, amount);
  return player;
}

async function lotto() {
  const lottery = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lottery) throw new Error('no lotto');
  const [roomId] = await roomIds(t, lottery.id);
  return { lotteryId: lottery.id, roomId: roomId ?? 1 };
}

async function chase(
  player: Player,
  target: { lotteryId: number; roomId: number },
  plan: {
    keys: string[];
    amount: string;
    periods: number;
    lossLimit: string;
    stopOnWin?: boolean;
    startNow?: boolean;
  },
  headers: Record<string, string> = {},
) {
  const odds = await oddsOf(t, target.lotteryId, target.roomId);
  const cents = Math.round(Number(plan.amount) * 100);
  return t.call<Reply<PlanView>>('POST', '/api/app/chase', {
    headers: { ...player.headers, ...headers },
    body: {
      ...target,
      items: plan.keys.map((key) => ({ key, amount: plan.amount, odds: odds.get(key) ?? '0' })),
      summary: {
        count: plan.keys.length,
        amount: plan.amount,
        total: ((cents * plan.keys.length) / 100).toFixed(2),
      },
      periods: plan.periods,
      lossLimit: plan.lossLimit,
      ...(plan.stopOnWin === undefined ? {} : { stopOnWin: plan.stopOnWin }),
      ...(plan.startNow === undefined ? {} : { startNow: plan.startNow }),
    },
  });
}

const detail = async (player: Player, id: string) =>
  (await t.call<Reply<PlanView>>('GET', `/api/app/chase/${id}`, { headers: player.headers })).body.data;

/**
 * Moves the clock and lets the scheduler act on one lottery, as its tick does for each: the other
 * lotteries wait, so a hundred periods take seconds.
 */
async function atFor(lotteryId: number, instant: Date) {
  const now = new Date(instant);
  t.clock.set(now);
  const lottery = await t.runtime.catalog.lottery(lotteryId);
  await t.runtime.rounds.tickLottery(lottery, now);
}

/** The round of a lottery players bet on now (a disabled lottery's too). */
async function roundNow(lotteryId: number) {
  const round = await t.runtime.rounds.currentRound(lotteryId);
  if (!round) throw new Error(`lottery ${lotteryId} has no current round`);
  return round;
}

/** Closes the open round of a lottery (the next one opens, taking the plans' periods) and draws it. */
async function nextPeriod(lotteryId: number) {
  const round = await roundNow(lotteryId);
  await atFor(lotteryId, round.closesAt);
  await atFor(lotteryId, round.drawAt);
}

const db = () => t.runtime.database.db;

async function customerIdOf(player: Player): Promise<string> {
  const [row] = await db().select().from(customers).where(eq(customers.userId, player.userId));
  if (!row) throw new Error('no customer');
  return row.id;
}

/** Makes a plan and expects it made. */
async function made(...args: Parameters<typeof chase>): Promise<PlanView> {
  const reply = await chase(...args);
  if (reply.status !== 200) throw new Error(`chase refused: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** The notifications of a player about chases, in English. */
async function chaseNotices(player: Player) {
  const res = await t.call<Reply<{ list: { kind: string; body: string }[] }>>(
    'GET',
    '/api/app/notification/search?pageSize=100',
    { headers: player.headers },
  );
  return res.body.data.list.filter((n) => n.kind === 'chaseEnded');
}

describe('chase plans: placement', () => {
  it('place the same selection in each of the next periods, one each, debited when placed', async () => {
    const target = await lotto();
    const player = await readyPlayer('100');
    const made = await chase(player, target, {
      keys: ['pos1:BIG'],
      amount: '1.00',
      periods: 3,
      lossLimit: '10',
      stopOnWin: false,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ state: 'active', placed: 0, periods: 3, staked: '0.00' });
    // Nothing is held in advance.
    expect(await balanceOf(t, player)).toBe('100.00');
    for (let i = 0; i < 4; i++) await nextPeriod(target.lotteryId);
    const plan = await detail(player, made.body.data.id);
    expect(plan).toMatchObject({ placed: 3, staked: '3.00', state: 'completed', stopReason: null });
    expect(plan.periodList?.map((p) => p.number)).toEqual([3, 2, 1]);
    expect(new Set(plan.periodList?.map((p) => p.period)).size).toBe(3);
    const rows = await db().select().from(chasePeriods).where(eq(chasePeriods.planId, plan.id));
    expect(rows).toHaveLength(3);
    expect(Number(await balanceOf(t, player))).toBeCloseTo(100 - 3 + Number(plan.returned), 2);
    expect((await chaseNotices(player))[0]?.body).toContain('every period was placed');
    await expectLedgerBalanced(t);
  });

  it('runs 100 periods on the test clock, one bet a round, and completes', async () => {
    const target = await lotto();
    const player = await readyPlayer('1000');
    const plan = await made(player, target, {
      keys: ['pos1:BIG'],
      amount: '1',
      periods: 100,
      lossLimit: '500',
      stopOnWin: false,
    });
    for (let i = 0; i < 101; i++) await nextPeriod(target.lotteryId);
    const done = await detail(player, plan.id);
    expect(done).toMatchObject({ placed: 100, state: 'completed', staked: '100.00' });
    const periods = done.periodList?.map((p) => p.period) ?? [];
    expect(new Set(periods).size).toBe(100);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(bets)
      .where(eq(bets.customerId, await customerIdOf(player)));
    expect(count?.n).toBe(100);
    await expectLedgerBalanced(t);
  });

  it('starts on the open round when the player chooses, placing the first period at once', async () => {
    const target = await lotto();
    const player = await readyPlayer('10');
    const open = await currentRound(t, target.lotteryId);
    const plan = await made(player, target, {
      keys: ['pos1:BIG', 'pos2:SMALL'],
      amount: '2',
      periods: 2,
      lossLimit: '8',
      startNow: true,
    });
    expect(plan).toMatchObject({ placed: 1, staked: '4.00', state: 'active' });
    expect(plan.periodList?.[0]).toMatchObject({ number: 1, period: open.period, stake: '4.00' });
    expect(plan.periodList?.[0]?.bets.map((b) => b.key).sort()).toEqual(['pos1:BIG', 'pos2:SMALL']);
    expect(await balanceOf(t, player)).toBe('6.00');
  });

  it('stops on a win: no period is placed after the one whose settlement paid more than its stake', async () => {
    const target = await lotto();
    const player = await readyPlayer('200');
    const plan = await made(player, target, {
      keys: ['pos1:BIG'],
      amount: '1',
      periods: 60,
      lossLimit: '100',
    });
    let view = await detail(player, plan.id);
    for (let i = 0; i < 61 && view.state === 'active'; i++) {
      await nextPeriod(target.lotteryId);
      view = await detail(player, plan.id);
    }
    expect(view).toMatchObject({ state: 'stopped', stopReason: 'won' });
    // Oldest first: the first period that paid more than its stake.
    const periods = [...(view.periodList ?? [])].reverse();
    const firstWin = periods.findIndex((p) => Number(p.payout) > Number(p.stake));
    expect(firstWin).toBeGreaterThanOrEqual(0);
    // The next round opened (and took its period) before the winning one was drawn; none after.
    expect(view.placed).toBeLessThanOrEqual(firstWin + 2);
    await nextPeriod(target.lotteryId);
    expect((await detail(player, plan.id)).placed).toBe(view.placed);
    expect((await chaseNotices(player))[0]?.body).toContain('a period won');
  });

  it('stops before a period that would take its net loss past the plan’s loss limit', async () => {
    const target = await lotto();
    const player = await readyPlayer('200');
    // A single number of the first place: it loses nine rounds in ten.
    const plan = await made(player, target, {
      keys: ['pos1:1'],
      amount: '1',
      periods: 100,
      lossLimit: '2.50',
      stopOnWin: false,
    });
    let view = await detail(player, plan.id);
    for (let i = 0; i < 101 && view.state === 'active'; i++) {
      await nextPeriod(target.lotteryId);
      view = await detail(player, plan.id);
    }
    await nextPeriod(target.lotteryId);
    view = await detail(player, plan.id);
    expect(view).toMatchObject({ state: 'stopped', stopReason: 'lossLimit' });
    const loss = Number(view.staked) - Number(view.returned);
    expect(loss).toBeLessThanOrEqual(2.5);
    expect(loss + 1).toBeGreaterThan(2.5);
  });
});

/** A plan of one period a round on Lotto 10's Beginner room, made now for the next round. */
async function planFor(player: Player, target: { lotteryId: number; roomId: number }, periods = 5) {
  return made(player, target, {
    keys: ['pos1:BIG'],
    amount: '1',
    periods,
    lossLimit: '50',
    stopOnWin: false,
  });
}

async function setRoom(roomId: number, values: Partial<typeof rooms.$inferInsert>) {
  await db().update(rooms).set(values).where(eq(rooms.id, roomId));
  t.runtime.catalog.forget();
}

describe('chase plans: every stop reason, told to the player', () => {
  const reasons: [
    string,
    string,
    (player: Player, target: { lotteryId: number; roomId: number }) => Promise<void>,
  ][] = [
    [
      'INSUFFICIENT_BALANCE',
      'your balance did not cover the stake',
      async (player, target) => {
        // The player stakes the whole balance on the open round themselves.
        const round = await currentRound(t, target.lotteryId);
        const balance = await balanceOf(t, player);
        expect(
          (await bet(t, player, { ...target, period: round.period }, ['pos2:BIG'], balance)).status,
        ).toBe(200);
      },
    ],
    [
      'LOSS_LIMIT_EXCEEDED',
      'your loss limit would have been passed',
      async (player) => {
        const res = await t.call('PUT', '/api/app/customer/limits', {
          headers: player.headers,
          body: { loss: { daily: '0.50' } },
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'ACCOUNT_IN_TIMEOUT',
      'your account is in a time-out',
      async (player) => {
        const res = await t.call('POST', '/api/app/customer/timeout', {
          headers: player.headers,
          body: { days: 1, password: player.password },
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'ACCOUNT_SELF_EXCLUDED',
      'your account is self-excluded',
      async (player) => {
        const res = await t.call('POST', '/api/app/customer/self-exclusion', {
          headers: player.headers,
          body: { months: 6, password: player.password },
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'ACCOUNT_FROZEN',
      'your account is frozen',
      async (player) => {
        const admin = await staffSession(t, 'admin');
        const res = await t.call('POST', `/api/admin/customers/${player.userId}/status`, {
          headers: admin.headers,
          body: { status: 'frozen', reason: 'chase test' },
        });
        expect(res.status).toBe(200);
      },
    ],
    [
      'BETTING_CLOSED',
      'the lottery or the room was closed to bets',
      async (_player, target) => {
        await db().update(lotteries).set({ enabled: false }).where(eq(lotteries.id, target.lotteryId));
        t.runtime.catalog.forget();
      },
    ],
    [
      'AMOUNT_BELOW_MINIMUM',
      'a stake was below the room’s minimum bet',
      (_player, target) => setRoom(target.roomId, { minBet: 200n }),
    ],
    [
      'BET_AMOUNT_EXCEEDS_LIMIT',
      'the stake would have passed the room’s limit for a round',
      (_player, target) => setRoom(target.roomId, { betLimit: 50n }),
    ],
    [
      'INSUFFICIENT_FOR_THIS_ROOM',
      'your balance was below the room’s requirement',
      (_player, target) => setRoom(target.roomId, { balanceRequirement: 1_000_000n }),
    ],
    [
      'BET_ODDS_ALREADY_CHANGED',
      'the odds changed from those you confirmed',
      async (_player, target) => {
        const admin = await staffSession(t, 'admin');
        const res = await t.call('PUT', `/api/admin/lotteries/${target.lotteryId}/odds`, {
          headers: admin.headers,
          body: { odds: [{ key: 'pos1:BIG', odds: '1.9' }] },
        });
        expect(res.status).toBe(200);
      },
    ],
  ];

  for (const [reason, told, cause] of reasons) {
    it(`${reason}: the period is not placed, the plan stops with it and the player is told`, async () => {
      const target = await lotto();
      const player = await readyPlayer('20');
      const plan = await planFor(player, target);
      await nextPeriod(target.lotteryId);
      expect((await detail(player, plan.id)).placed).toBe(1);
      await cause(player, target);
      await nextPeriod(target.lotteryId);
      const view = await detail(player, plan.id);
      expect(view).toMatchObject({ state: 'stopped', stopReason: reason, placed: 1 });
      // No bet of the player on the round that refused the period (a disabled lottery opens none).
      const refusedRound = await t.runtime.rounds.currentRound(target.lotteryId);
      const onIt = await db()
        .select()
        .from(bets)
        .where(
          and(eq(bets.customerId, await customerIdOf(player)), eq(bets.period, refusedRound?.period ?? '')),
        );
      expect(onIt).toEqual([]);
      expect((await chaseNotices(player))[0]?.body).toContain(told);
      await expectLedgerBalanced(t);
    });
  }
});
