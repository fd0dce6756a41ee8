/**
 * Chase plans: one selection bet in each of the next periods at a flat stake, placed
 * by the scheduler when each round opens through the same placement as a bet, stopping on a win,
 * at the plan's loss limit, when a period cannot be placed, or when the player or staff stop it.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { bet, currentRound, oddsOf, roomIds, startGames } from '../support/games.ts';
import {
  bets,
  chasePeriods,
  chasePlans,
  customers,
  protectionLimitHits,
  lotteries,
  rooms,
  rounds,
} from '#server/db/schema/index.ts';
import { placeDuePeriods } from '#server/chase/placement.ts';

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
  return callApp(t, 'POST /chase', {
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
  (await callApp(t, 'GET /chase/{id}', { params: { id }, headers: player.headers })).body.data;

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
  const res = await callApp(t, 'GET /notification/search', {
    query: { pageSize: '100' },
    headers: player.headers,
  });
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
    // A hundred rounds drawn and settled, each with a placement: on PostgreSQL beside the browser
    // lane this can pass the default 30 s.
  }, 90_000);

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
    // The next round opens before the winning one is drawn: the plan waited for the result, so
    // the winning period is the last one placed, and the periods still went on round after round.
    expect(view.placed).toBe(firstWin + 1);
    const numbers = periods.map((p) => BigInt(p.period));
    expect(numbers.slice(1).map((n, i) => n - numbers[i]!)).toEqual(numbers.slice(1).map(() => 1n));
    await nextPeriod(target.lotteryId);
    expect((await detail(player, plan.id)).placed).toBe(view.placed);
    expect((await chaseNotices(player))[0]?.body).toContain('a period won');
  });

  it('stop on win: a result that comes after the next round closed puts the next period on the round after', async () => {
    const target = await lotto();
    const player = await readyPlayer('200');
    const plan = await made(player, target, {
      keys: ['pos1:BIG', 'pos1:SMALL'],
      amount: '1',
      periods: 3,
      lossLimit: '100',
    });
    const first = await roundNow(target.lotteryId);
    await atFor(target.lotteryId, first.closesAt);
    const placedIn = await roundNow(target.lotteryId);
    await atFor(target.lotteryId, placedIn.closesAt);
    await atFor(target.lotteryId, new Date(placedIn.drawAt.getTime() - 1000));
    // Period 1 is pending in `placedIn`; the round after it is open and waits for that result.
    const waiting = await roundNow(target.lotteryId);
    expect(BigInt(waiting.period)).toBe(BigInt(placedIn.period) + 1n);
    expect((await detail(player, plan.id)).placed).toBe(1);
    // The scheduler comes back only once that next round has closed: too late for it.
    await atFor(target.lotteryId, waiting.closesAt);
    const view = await detail(player, plan.id);
    expect(view.state).toBe('active');
    expect(view.periodList?.map((p) => BigInt(p.period))).toEqual([
      BigInt(placedIn.period) + 2n,
      BigInt(placedIn.period),
    ]);
  });

  it('stops before a period that would take its net loss past the plan’s loss limit, a pending period counted as lost', async () => {
    const target = await lotto();
    const player = await readyPlayer('50');
    // BIG and SMALL of the first place: exactly one wins, so each period of 2.00 returns 1.96.
    const plan = await made(player, target, {
      keys: ['pos1:BIG', 'pos1:SMALL'],
      amount: '1',
      periods: 100,
      lossLimit: '4.10',
      stopOnWin: false,
    });
    for (let i = 0; i < 7; i++) await nextPeriod(target.lotteryId);
    const view = await detail(player, plan.id);
    // Each period is placed when its round opens, before the previous one is drawn: period n+1
    // sees n − 1 periods returned. Periods 1–4 fit (2.00, 4.00, 4.04, 4.08); a fifth would be 4.12.
    expect(view).toMatchObject({
      state: 'stopped',
      stopReason: 'lossLimit',
      placed: 4,
      staked: '8.00',
      returned: '7.84',
    });
    expect((await chaseNotices(player))[0]?.body).toContain(
      'the next period would have passed the plan’s loss limit',
    );
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

/** A call that must succeed, made as `actor` (a player or staff). */
async function done(method: string, path: string, actor: { headers: Record<string, string> }, body: unknown) {
  expect((await t.call(method, path, { headers: actor.headers, body })).status).toBe(200);
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
      (player) => done('PUT', '/api/app/customer/limits', player, { loss: { daily: '0.50' } }),
    ],
    [
      'ACCOUNT_IN_TIMEOUT',
      'your account is in a time-out',
      (player) => done('POST', '/api/app/customer/timeout', player, { days: 1, password: player.password }),
    ],
    [
      'ACCOUNT_SELF_EXCLUDED',
      'your account is self-excluded',
      (player) =>
        done('POST', '/api/app/customer/self-exclusion', player, { months: 6, password: player.password }),
    ],
    [
      'ACCOUNT_FROZEN',
      'your account is frozen',
      async (player) =>
        done('POST', `/api/admin/customers/${player.userId}/status`, await staffSession(t, 'admin'), {
          status: 'frozen',
          reason: 'chase test',
        }),
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
      async (_player, target) =>
        done('PUT', `/api/admin/lotteries/${target.lotteryId}/odds`, await staffSession(t, 'admin'), {
          odds: [{ key: 'pos1:BIG', odds: '1.9' }],
        }),
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
      // A loss limit's refusal is in the staff's report of limit hits, as a bet's is.
      const hits = await db()
        .select()
        .from(protectionLimitHits)
        .where(eq(protectionLimitHits.customerId, await customerIdOf(player)));
      expect(hits.length > 0).toBe(reason === 'LOSS_LIMIT_EXCEEDED');
      expect((await chaseNotices(player))[0]?.body).toContain(told);
      await expectLedgerBalanced(t);
    });
  }
});

describe('chase plans: the player’s calls', () => {
  it('stop: no further period is placed; the periods placed stay ordinary bets; stopping again changes nothing', async () => {
    const target = await lotto();
    const player = await readyPlayer('20');
    const plan = await planFor(player, target);
    await nextPeriod(target.lotteryId);
    const stopped = await callApp(t, 'POST /chase/{id}/stop', {
      params: { id: plan.id },
      headers: player.headers,
    });
    expect(stopped.body.data).toMatchObject({ state: 'stopped', stopReason: 'player', placed: 1 });
    const again = await callApp(t, 'POST /chase/{id}/stop', {
      params: { id: plan.id },
      headers: player.headers,
    });
    expect(again.body.data).toMatchObject({ state: 'stopped', stopReason: 'player' });
    await nextPeriod(target.lotteryId);
    const view = await detail(player, plan.id);
    expect(view.placed).toBe(1);
    expect(view.periodList?.[0]?.bets[0]).toMatchObject({ key: 'pos1:BIG', amount: '1.00' });
    // A player's own stop is not notified (they did it).
    expect(await chaseNotices(player)).toEqual([]);
  });

  it('another player’s plan is 404 to read and to stop, and stays running', async () => {
    const target = await lotto();
    const owner = await readyPlayer('20');
    const other = await readyPlayer('0');
    const plan = await planFor(owner, target);
    expect(
      (await callApp(t, 'GET /chase/{id}', { params: { id: plan.id }, headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await callApp(t, 'POST /chase/{id}/stop', { params: { id: plan.id }, headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await callApp(t, 'GET /chase/{id}', { params: { id: 'not-a-uuid' }, headers: owner.headers })).body
        .error,
    ).toBe('VALIDATION_ERROR');
    const list = await callApp(t, 'GET /chase', { headers: other.headers });
    expect(list.body.data.total).toBe(0);
    expect((await detail(owner, plan.id)).state).toBe('active');
    expect((await callApp(t, 'GET /chase')).status).toBe(401);
  });

  it('lists my plans newest first, with a filter by state', async () => {
    const target = await lotto();
    const player = await readyPlayer('20');
    const first = await planFor(player, target);
    const second = await planFor(player, target, 2);
    await callApp(t, 'POST /chase/{id}/stop', { params: { id: first.id }, headers: player.headers });
    const all = await callApp(t, 'GET /chase', { query: { pageSize: '10' }, headers: player.headers });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());
    const active = await callApp(t, 'GET /chase', { query: { state: 'active' }, headers: player.headers });
    expect(active.body.data.list.map((p) => p.id)).toEqual([second.id]);
  });

  it('a repeated request (same Idempotency-Key) makes one plan', async () => {
    const target = await lotto();
    const player = await readyPlayer('20');
    const headers = { 'idempotency-key': 'chase-key-1' };
    const plan = { keys: ['pos1:BIG'], amount: '1', periods: 3, lossLimit: '5', startNow: true };
    const [a, b] = await Promise.all([
      chase(player, target, plan, headers),
      chase(player, target, plan, headers),
    ]);
    const c = await chase(player, target, plan, headers);
    expect([a.status, b.status, c.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const ids = new Set([a, b, c].filter((r) => r.status === 200).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    const rows = await db()
      .select()
      .from(chasePlans)
      .where(eq(chasePlans.customerId, await customerIdOf(player)));
    expect(rows).toHaveLength(1);
    // One first period, one debit.
    expect(await balanceOf(t, player)).toBe('19.00');
  });

  it('refuses bad plans with the envelope and stores nothing', async () => {
    const target = await lotto();
    const player = await readyPlayer('20');
    const odds = await oddsOf(t, target.lotteryId, target.roomId);
    const base = {
      ...target,
      items: [{ key: 'pos1:BIG', amount: '1', odds: odds.get('pos1:BIG') }],
      summary: { count: 1, amount: '1', total: '1' },
      periods: 5,
      lossLimit: '5',
    };
    const cases: [unknown, number, string][] = [
      [{ ...base, periods: 0 }, 400, 'VALIDATION_ERROR'],
      [{ ...base, periods: 101 }, 400, 'VALIDATION_ERROR'],
      [{ ...base, periods: 2.5 }, 400, 'VALIDATION_ERROR'],
      [{ ...base, periods: '5' }, 400, 'VALIDATION_ERROR'],
      [{ ...base, lossLimit: undefined }, 400, 'VALIDATION_ERROR'],
      [{ ...base, lossLimit: '-5' }, 400, 'VALIDATION_ERROR'],
      [{ ...base, lossLimit: '0' }, 400, 'VALIDATION_ERROR'],
      [{ ...base, lossLimit: 'abc' }, 400, 'VALIDATION_ERROR'],
      [{ ...base, lossLimit: '0.99' }, 400, 'CHASE_LOSS_LIMIT_BELOW_STAKE'],
      [{ ...base, lossLimit: '99999999999999999999' }, 400, 'VALIDATION_ERROR'],
      [{ ...base, items: [], summary: { count: 0, total: '0' } }, 400, 'BET_CANNOT_BE_EMPTY'],
      [{ ...base, items: [{ key: 'nope', amount: '1', odds: '1' }] }, 400, 'INVALID_BET'],
      [{ ...base, summary: { count: 1, amount: '1', total: '2' } }, 400, 'INVALID_BET'],
      [
        {
          ...base,
          items: [{ key: 'pos1:BIG', amount: '0.5', odds: odds.get('pos1:BIG') }],
          summary: { count: 1, amount: '0.5', total: '0.5' },
        },
        400,
        'AMOUNT_BELOW_MINIMUM',
      ],
      [
        {
          ...base,
          items: [{ key: 'pos1:BIG', amount: '600', odds: odds.get('pos1:BIG') }],
          summary: { count: 1, amount: '600', total: '600' },
          lossLimit: '1000',
        },
        400,
        'BET_AMOUNT_EXCEEDS_LIMIT',
      ],
      [{ ...base, items: [{ key: 'pos1:BIG', amount: '1', odds: '9.99' }] }, 409, 'BET_ODDS_ALREADY_CHANGED'],
      [{ ...base, lotteryId: 999 }, 404, 'NOT_FOUND'],
      [{ ...base, roomId: 999 }, 404, 'NOT_FOUND'],
      [{ ...base, stopOnWin: 'yes' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, error] of cases) {
      const res = await t.call<Envelope>('POST', '/api/app/chase', { headers: player.headers, body });
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    const startNowBroke = await chase(player, target, {
      keys: ['pos1:BIG'],
      amount: '30',
      periods: 2,
      lossLimit: '60',
      startNow: true,
    });
    expect(startNowBroke.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await db().select().from(chasePlans)).toEqual([]);
    expect(await balanceOf(t, player)).toBe('20.00');
  });

  it('refuses a plan while the player is in a time-out, and a 21st running plan', async () => {
    const target = await lotto();
    const player = await readyPlayer('50');
    const plans = await Promise.all(
      Array.from({ length: 25 }, () =>
        chase(player, target, { keys: ['pos1:BIG'], amount: '1', periods: 2, lossLimit: '2' }),
      ),
    );
    expect(plans.filter((p) => p.status === 200)).toHaveLength(20);
    expect(new Set(plans.filter((p) => p.status !== 200).map((p) => p.body.error))).toEqual(
      new Set(['TOO_MANY_ACTIVE_CHASES']),
    );
    const blocked = await readyPlayer('10');
    await callApp(t, 'POST /customer/timeout', {
      headers: blocked.headers,
      body: { days: 1, password: blocked.password },
    });
    expect(
      (await chase(blocked, target, { keys: ['pos1:BIG'], amount: '1', periods: 2, lossLimit: '2' })).body
        .error,
    ).toBe('ACCOUNT_IN_TIMEOUT');
  });
});

/** Runs `step` with the scheduler's chase placement switched off. */
async function withoutPlacement(step: () => Promise<void>) {
  t.runtime.rounds.setHooks({ ...t.runtime.chases, placeDue: async () => undefined });
  try {
    await step();
  } finally {
    t.runtime.rounds.setHooks(t.runtime.chases);
  }
}

/**
 * `count` players with 10.00 and a three-period plan each, and the next round opened without
 * the scheduler's placement: the tests run it by hand (`placeDuePeriods` with `deps`).
 */
async function plansOnAnUnplacedRound(count: number) {
  const target = await lotto();
  const players: Player[] = [];
  for (let i = 0; i < count; i++) players.push(await readyPlayer('10'));
  const plans = await Promise.all(players.map((p) => planFor(p, target, 3)));
  const lottery = await t.runtime.catalog.lottery(target.lotteryId);
  const open = await roundNow(target.lotteryId);
  await withoutPlacement(() => atFor(target.lotteryId, open.closesAt));
  const next = await roundNow(target.lotteryId);
  const { catalog, site, log } = t.runtime;
  return { target, players, plans, lottery, next, deps: { db: db(), clock: t.clock, catalog, site, log } };
}

describe('chase plans: money and races', () => {
  it('many plans of one player on one balance: each period placed or stopped, the balance never below zero', async () => {
    const target = await lotto();
    const player = await readyPlayer('10');
    // Twenty plans of 1.00 a period on a balance of 10.00: at most ten go through a round.
    const plans = await Promise.all(
      Array.from({ length: 20 }, () =>
        made(player, target, {
          keys: ['pos1:BIG'],
          amount: '1',
          periods: 3,
          lossLimit: '3',
          stopOnWin: false,
        }),
      ),
    );
    await nextPeriod(target.lotteryId);
    const views = await Promise.all(plans.map((p) => detail(player, p.id)));
    const placed = views.filter((v) => v.placed === 1);
    expect(placed).toHaveLength(10);
    expect(views.filter((v) => v.stopReason === 'INSUFFICIENT_BALANCE')).toHaveLength(10);
    expect(Number(await balanceOf(t, player))).toBeGreaterThanOrEqual(0);
    await expectLedgerBalanced(t);
  });

  it('a period is placed once however often and however concurrently the placement runs (two schedulers, a retry)', async () => {
    const { players, plans, lottery, next, deps } = await plansOnAnUnplacedRound(6);
    expect(next.state).toBe('open');
    const round = { id: next.id, period: next.period };
    const results = await Promise.all([
      placeDuePeriods(deps, lottery, round),
      placeDuePeriods(deps, lottery, round),
    ]);
    expect(results.reduce((sum, r) => sum + r.placed, 0)).toBe(6);
    // A retry after a restart (the round not marked) finds nothing due.
    await db().update(rounds).set({ chasesPlacedAt: null }).where(eq(rounds.id, next.id));
    expect(await placeDuePeriods(deps, lottery, round)).toEqual({ placed: 0, stopped: 0 });
    for (const [index, plan] of plans.entries()) {
      const player = players[index];
      if (!player) continue;
      expect((await detail(player, plan.id)).placed).toBe(1);
      expect(await balanceOf(t, player)).toBe('9.00');
    }
    const slips = await db().select().from(bets).where(eq(bets.roundId, next.id));
    expect(slips).toHaveLength(6);
    await expectLedgerBalanced(t);
  });

  it('a placement that failed half-way is finished by the next tick, without a second bet for the placed plans', async () => {
    const { target, plans, lottery, next, deps } = await plansOnAnUnplacedRound(3);
    // One instance placed the first plan's period and died before the rest (and before marking the round).
    const first = plans.slice().sort((a, b) => a.id.localeCompare(b.id))[0];
    await db()
      .update(chasePlans)
      .set({ firstRoundId: next.id + 1 })
      .where(sql`${chasePlans.id} <> ${first?.id ?? ''}`);
    await placeDuePeriods(deps, lottery, { id: next.id, period: next.period });
    await db()
      .update(chasePlans)
      .set({ firstRoundId: next.id })
      .where(sql`true`);
    await db().update(rounds).set({ chasesPlacedAt: null }).where(eq(rounds.id, next.id));
    // The next tick (this instance or another that took over) finishes the round's placement.
    await atFor(target.lotteryId, new Date(next.opensAt.getTime() + 1_000));
    const placedBets = await db().select().from(bets).where(eq(bets.roundId, next.id));
    expect(placedBets).toHaveLength(3);
    expect(new Set(placedBets.map((b) => b.customerId)).size).toBe(3);
    const [marked] = await db().select().from(rounds).where(eq(rounds.id, next.id));
    expect(marked?.chasesPlacedAt).not.toBeNull();
  });
});
