/**
 * Deposit and loss limits: a lower limit at once, a higher one only when sent again
 * 24 hours later; deposits and bets past a limit refused in the transaction that would move the
 * money, the refusals recorded for staff; staff's own lower limit, audited; periods in the site
 * time zone. And reality checks: the interval, and the session's figures.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, finance, fund } from '../support/wallet.ts';
import { at, bet, currentRound, fast3RoundAhead, lottoRoundTarget } from '../support/games.ts';
import {
  auditLog,
  bets,
  protectionLimits,
  customers,
  deposits,
  protectionLimitHits,
} from '#server/db/schema/index.ts';

const t = setupTestRuntime();

interface LimitView {
  amount: string | null;
  playerAmount: string | null;
  operatorAmount: string | null;
  pending: { amount: string | null; requestedAt: string; confirmableAt: string } | null;
  used: string;
  remaining: string | null;
  periodStart: string;
  periodEnd: string;
}
type Periods = Record<'daily' | 'weekly' | 'monthly', LimitView>;
interface LimitsView {
  deposit: Periods;
  loss: Periods;
  timeZone: string;
}
type Reply<T> = Envelope & { data: T };

const getLimits = async (player: Player) =>
  (await callApp(t, 'GET /customer/limits', { headers: player.headers })).body.data;

const putLimits = (player: Player, body: unknown, headers: Record<string, string> = {}) =>
  t.call<Reply<LimitsView>>('PUT', '/api/app/customer/limits', {
    headers: { ...player.headers, ...headers },
    body,
  });

const claim = (player: Player, amount: string) =>
  callApp(t, 'POST /deposit/apply', { headers: player.headers, body: { amount } });

async function confirm(id: string, amount: string) {
  const staff = await finance(t);
  return callAdmin(t, 'POST /deposits/{id}/confirm', {
    params: { id },
    headers: staff.headers,
    body: { amount },
  });
}

async function customerIdOf(player: Player): Promise<string> {
  const [row] = await t.runtime.database.db
    .select()
    .from(customers)
    .where(eq(customers.userId, player.userId));
  if (!row) throw new Error('no customer');
  return row.id;
}

async function readyPlayer(amount = '100') {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  if (amount !== '0') await fund(t, player, amount);
  return player;
}

const lottoTarget = () => lottoRoundTarget(t);

describe('GET /customer/limits', () => {
  it('starts with no limit, nothing used, and the periods of the site time zone (Asia/Singapore): day, week from Monday, month', async () => {
    t.clock.set('2026-11-25T10:00:00.000Z'); // Wednesday 18:00 in Singapore
    const player = await registerPlayer(t);
    const limits = await getLimits(player);
    expect(limits.timeZone).toBe('Asia/Singapore');
    expect(limits.deposit.daily).toEqual({
      amount: null,
      playerAmount: null,
      operatorAmount: null,
      pending: null,
      used: '0.00',
      remaining: null,
      periodStart: '2026-11-24T16:00:00.000Z',
      periodEnd: '2026-11-25T16:00:00.000Z',
    });
    expect([limits.loss.weekly.periodStart, limits.loss.weekly.periodEnd]).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
    expect([limits.deposit.monthly.periodStart, limits.deposit.monthly.periodEnd]).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect((await callApp(t, 'GET /customer/limits')).status).toBe(401);
  });
});

describe('PUT /customer/limits', () => {
  it('applies a lower limit at once; holds a higher one 24 hours, then applies it only when sent again', async () => {
    t.clock.set('2026-11-25T02:00:00.000Z');
    const player = await registerPlayer(t);
    const set = await putLimits(player, { deposit: { daily: '100' } });
    expect(set.status).toBe(200);
    expect(set.body.data.deposit.daily).toMatchObject({
      amount: '100.00',
      playerAmount: '100.00',
      pending: null,
    });
    expect(set.body.data.deposit.weekly.amount).toBeNull();

    const lower = await putLimits(player, { deposit: { daily: '50.00' } });
    expect(lower.body.data.deposit.daily).toMatchObject({ amount: '50.00', pending: null });

    const higher = await putLimits(player, { deposit: { daily: '80' } });
    expect(higher.body.data.deposit.daily).toMatchObject({
      amount: '50.00',
      pending: {
        amount: '80.00',
        requestedAt: '2026-11-25T02:00:00.000Z',
        confirmableAt: '2026-11-26T02:00:00.000Z',
      },
    });
    // Sent again before 24 hours: nothing changes, the wait does not restart.
    t.clock.set('2026-11-26T01:59:59.999Z');
    const early = await putLimits(player, { deposit: { daily: '80' } });
    expect(early.body.data.deposit.daily).toMatchObject({
      amount: '50.00',
      pending: { confirmableAt: '2026-11-26T02:00:00.000Z' },
    });
    // 24 hours on, without the second confirmation: still the lower one.
    t.clock.set('2026-11-27T00:00:00.000Z');
    expect((await getLimits(player)).deposit.daily).toMatchObject({
      amount: '50.00',
      pending: { amount: '80.00' },
    });
    const confirmed = await putLimits(player, { deposit: { daily: '80' } });
    expect(confirmed.body.data.deposit.daily).toMatchObject({
      amount: '80.00',
      playerAmount: '80.00',
      pending: null,
    });

    // Removing a limit is an increase like any other; the limit in force sent again withdraws it.
    const removal = await putLimits(player, { deposit: { daily: null } });
    expect(removal.body.data.deposit.daily).toMatchObject({ amount: '80.00', pending: { amount: null } });
    const withdrawn = await putLimits(player, { deposit: { daily: '80' } });
    expect(withdrawn.body.data.deposit.daily).toMatchObject({ amount: '80.00', pending: null });

    const rows = await t.runtime.database.db
      .select()
      .from(protectionLimits)
      .where(eq(protectionLimits.customerId, await customerIdOf(player)));
    expect(rows).toHaveLength(1);
  });

  it('a decrease while an increase waits applies at once and drops the increase', async () => {
    const player = await registerPlayer(t);
    await putLimits(player, { loss: { weekly: '200' } });
    await putLimits(player, { loss: { weekly: '500' } });
    const down = await putLimits(player, { loss: { weekly: '150' } });
    expect(down.body.data.loss.weekly).toMatchObject({ amount: '150.00', pending: null });
  });

  it('refuses malformed, zero, negative and huge amounts and unknown fields, changing nothing', async () => {
    const player = await registerPlayer(t);
    await putLimits(player, { deposit: { daily: '10' } });
    for (const body of [
      { deposit: { daily: '0' } },
      { deposit: { daily: '-5' } },
      { deposit: { daily: 'ten' } },
      { deposit: { daily: '1.005' } },
      { deposit: { daily: 10 } },
      { deposit: { daily: '99999999999999999999' } },
      { deposit: { yearly: '10' } },
      { wager: { daily: '10' } },
      { deposit: '10' },
    ]) {
      const res = await putLimits(player, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await getLimits(player)).deposit.daily).toMatchObject({ amount: '10.00', pending: null });
  });

  it('changes only the caller’s limits, and a repeat with the same Idempotency-Key answers the first reply', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const headers = { 'Idempotency-Key': 'limits-key-000001' };
    const first = await putLimits(player, { loss: { daily: '30' } }, headers);
    // Meanwhile the limit goes down; the retry of the first request answers the first reply
    // and does not put the old limit back (a retry of a lower limit is not an increase).
    await putLimits(player, { loss: { daily: '20' } });
    const again = await putLimits(player, { loss: { daily: '30' } }, headers);
    expect(again.body.data).toEqual(first.body.data);
    expect((await getLimits(player)).loss.daily).toMatchObject({ amount: '20.00', pending: null });
    const reused = await putLimits(player, { loss: { daily: '10' } }, headers);
    expect([reused.status, reused.body.error]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const smuggled = await putLimits(player, { loss: { daily: '20' }, userId: other.userId });
    expect(smuggled.status).toBe(400);
    expect((await getLimits(other)).loss.daily.amount).toBeNull();
  });
});

describe('deposit limits', () => {
  it('refuse a claim past the limit with DEPOSIT_LIMIT_EXCEEDED (period, limit, what is left); staff’s confirmation checks again', async () => {
    t.clock.set('2026-11-25T02:00:00.000Z');
    const player = await readyPlayer('0');
    await putLimits(player, { deposit: { daily: '100', weekly: '150' } });
    const first = await claim(player, '60');
    expect(first.status).toBe(200);
    const second = await claim(player, '60'); // a claim alone passes no limit: credits count
    expect(second.status).toBe(200);
    expect((await confirm(first.body.data.id, '60')).status).toBe(200);

    const over = await claim(player, '50');
    expect([over.status, over.body.error]).toEqual([403, 'DEPOSIT_LIMIT_EXCEEDED']);
    expect(over.body.fields).toEqual({ period: 'daily', limit: '100.00', remaining: '40.00' });

    // Staff confirm the second claim: 60 more would make 120 today.
    const refused = await confirm(second.body.data.id, '60');
    expect([refused.status, refused.body.error]).toEqual([403, 'DEPOSIT_LIMIT_EXCEEDED']);
    const [row] = await t.runtime.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.id, second.body.data.id));
    expect(row?.status).toBe('pending');
    expect(await balanceOf(t, player)).toBe('60.00');
    expect((await getLimits(player)).deposit.daily.used).toBe('60.00');

    // The next day the daily limit has room again, the weekly one holds 90 more.
    t.clock.set('2026-11-25T16:00:00.000Z');
    expect((await confirm(second.body.data.id, '60')).status).toBe(200);
    const weekly = await claim(player, '40');
    expect(weekly.body.fields).toEqual({ period: 'weekly', limit: '150.00', remaining: '30.00' });

    const hits = await t.runtime.database.db
      .select()
      .from(protectionLimitHits)
      .where(eq(protectionLimitHits.customerId, await customerIdOf(player)));
    expect(hits.map((h) => [h.kind, h.period, h.limitAmount, h.attempted])).toEqual([
      ['deposit', 'daily', 10000n, 5000n],
      ['deposit', 'daily', 10000n, 6000n],
      ['deposit', 'weekly', 15000n, 4000n],
    ]);
    await expectLedgerBalanced(t);
  });

  it('walks a daily, weekly and monthly limit across the day, week and month boundaries of the site time zone', async () => {
    // Sunday 31 May 2026, 23:59:59.999 in Singapore: the last instant of a day, a week and a month.
    t.clock.set('2026-05-31T15:00:00.000Z');
    const player = await readyPlayer('0');
    await putLimits(player, { deposit: { daily: '30', weekly: '60', monthly: '90' } });
    const id = async (amount: string) => {
      const res = await claim(player, amount);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.id;
    };
    expect((await confirm(await id('30'), '30')).status).toBe(200);
    t.clock.set('2026-05-31T15:59:59.999Z');
    expect((await claim(player, '10')).body.fields).toMatchObject({ period: 'daily', remaining: '0.00' });
    // Monday 1 June 00:00 in Singapore: a new day, week and month.
    t.clock.set('2026-05-31T16:00:00.000Z');
    const limits = await getLimits(player);
    expect([limits.deposit.daily.used, limits.deposit.weekly.used, limits.deposit.monthly.used]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(limits.deposit.weekly.periodStart).toBe('2026-05-31T16:00:00.000Z');
    expect(limits.deposit.monthly.periodEnd).toBe('2026-06-30T16:00:00.000Z');
    expect((await confirm(await id('30'), '30')).status).toBe(200);
    // Tuesday: the day is new, the week holds 30 more; Wednesday the week is full.
    t.clock.set('2026-06-01T16:00:00.000Z');
    expect((await confirm(await id('30'), '30')).status).toBe(200);
    t.clock.set('2026-06-02T16:00:00.000Z');
    expect((await claim(player, '10')).body.fields).toMatchObject({ period: 'weekly', remaining: '0.00' });
    // The next Monday the week is new; the month holds 30 more, then is full.
    t.clock.set('2026-06-07T16:00:00.000Z');
    expect((await confirm(await id('30'), '30')).status).toBe(200);
    t.clock.set('2026-06-08T16:00:00.000Z');
    expect((await claim(player, '10')).body.fields).toMatchObject({ period: 'monthly', limit: '90.00' });
    expect(await balanceOf(t, player)).toBe('120.00');
  });
});

describe('deposit limits and transfers', () => {
  const send = (from: Player, to: Player, amount: string) =>
    callApp(t, 'POST /transfer', {
      headers: from.headers,
      body: { toUserId: to.userId, amount, transactionPassword: 'tx-pass' },
    });

  it('money received from another player counts as deposited; past the limit, or to a player in a time-out, a transfer is refused without saying why', async () => {
    t.clock.set('2026-11-25T02:00:00.000Z');
    const sender = await readyPlayer('200');
    const receiver = await readyPlayer('0');
    await putLimits(receiver, { deposit: { daily: '50' } });
    expect((await send(sender, receiver, '40')).status).toBe(200);
    expect((await getLimits(receiver)).deposit.daily.used).toBe('40.00');
    const over = await send(sender, receiver, '20');
    expect([over.status, over.body.error]).toEqual([403, 'TRANSFER_RECEIVER_UNAVAILABLE']);
    expect(over.body.fields).toBeUndefined();
    const claim = await callApp(t, 'POST /deposit/apply', {
      headers: receiver.headers,
      body: { amount: '20' },
    });
    expect(claim.body.error).toBe('DEPOSIT_LIMIT_EXCEEDED');

    const resting = await readyPlayer('0');
    const timeout = await callApp(t, 'POST /customer/timeout', {
      headers: resting.headers,
      body: { days: 1, password: resting.password },
    });
    expect(timeout.status).toBe(200);
    const blocked = await send(sender, resting, '10');
    expect([blocked.status, blocked.body.error]).toEqual([403, 'TRANSFER_RECEIVER_UNAVAILABLE']);
    expect([await balanceOf(t, sender), await balanceOf(t, receiver), await balanceOf(t, resting)]).toEqual([
      '160.00',
      '40.00',
      '0.00',
    ]);
    await expectLedgerBalanced(t);
  });
});

describe('loss limits', () => {
  it('refuse a bet that would pass the net loss of the period; a refunded stake counts back', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const target = await lottoTarget();
    const player = await readyPlayer('100');
    await putLimits(player, { loss: { daily: '25' } });
    expect((await bet(t, player, target, ['pos1:BIG'], '10')).status).toBe(200);
    const placed = await bet(t, player, target, ['pos1:SMALL'], '10');
    expect(placed.status).toBe(200);
    const over = await bet(t, player, target, ['pos2:BIG'], '10');
    expect([over.status, over.body.error]).toEqual([403, 'LOSS_LIMIT_EXCEEDED']);
    expect(over.body.fields).toEqual({ period: 'daily', limit: '25.00', remaining: '5.00' });
    expect((await getLimits(player)).loss.daily.used).toBe('20.00');

    // A cancelled bet gives its stake back: the loss of the day is 10 again.
    const betUid = placed.body.data.bets[0]?.betUid ?? '';
    const cancelled = await callApp(t, 'POST /game/bet/cancel', {
      query: { betUid: betUid },
      headers: player.headers,
    });
    expect(cancelled.status).toBe(200);
    expect((await bet(t, player, target, ['pos2:BIG'], '10')).status).toBe(200);
    expect(await balanceOf(t, player)).toBe('80.00');
    await expectLedgerBalanced(t);
  });

  it('count the period’s winnings: a player ahead sees a net loss below zero, and the headroom it leaves is theirs to bet', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const { lottery, roomId, round, draw, target } = await fast3RoundAhead(t);
    const player = await readyPlayer('100');
    await putLimits(player, { loss: { daily: '25' } });
    expect((await bet(t, player, target, [`face:${draw.numbers[0]}`], '10')).status).toBe(200);
    const before = (await getLimits(player)).loss.daily;
    expect([before.used, before.remaining]).toEqual(['10.00', '15.00']);

    await at(t, round.drawAt, 1_000);
    const won = BigInt(Math.round(Number(await balanceOf(t, player)) * 100)) - 9_000n;
    expect(won).toBeGreaterThan(1_000n);
    const net = 1_000n - won;
    const after = (await getLimits(player)).loss.daily;
    const money = (cents: bigint) =>
      `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;
    expect(after.used).toBe(money(net));
    expect(after.remaining).toBe(money(2_500n - net));

    // The whole headroom can be bet on the next round, and not a cent more.
    const next = await currentRound(t, lottery.id);
    const nextTarget = { lotteryId: lottery.id, roomId, period: next.period };
    const over = await bet(t, player, nextTarget, ['sum:BIG'], money(2_500n - net + 1n));
    expect([over.status, over.body.error]).toEqual([403, 'LOSS_LIMIT_EXCEEDED']);
    expect((await bet(t, player, nextTarget, ['sum:BIG'], money(2_500n - net))).status).toBe(200);
    expect((await getLimits(player)).loss.daily.remaining).toBe('0.00');
    expect((await getLimits(player)).deposit.daily.remaining).toBeNull();
    await expectLedgerBalanced(t);
  });

  it('a weekly or a monthly loss limit alone holds, the periods without a limit counting for nothing', async () => {
    t.clock.set('2026-11-25T02:00:10.000Z'); // Wednesday in Singapore
    const target = await lottoTarget();
    for (const [period, keys] of [
      ['weekly', ['pos1:BIG', 'pos1:SMALL', 'pos2:BIG']],
      ['monthly', ['pos3:BIG', 'pos3:SMALL', 'pos4:BIG']],
    ] as const) {
      const player = await readyPlayer('100');
      await putLimits(player, { loss: { [period]: '25' } });
      expect((await bet(t, player, target, [keys[0]], '10')).status).toBe(200);
      expect((await bet(t, player, target, [keys[1]], '10')).status).toBe(200);
      const over = await bet(t, player, target, [keys[2]], '10');
      expect([over.status, over.body.fields]).toEqual([403, { period, limit: '25.00', remaining: '5.00' }]);
      const limits = await getLimits(player);
      expect([limits.loss.daily.used, limits.loss.weekly.used, limits.loss.monthly.used]).toEqual([
        '20.00',
        '20.00',
        '20.00',
      ]);
      expect(limits.loss[period].amount).toBe('25.00');
    }
  });

  it('50 concurrent bets that together would pass the limit: exactly those that fit are placed', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const target = await lottoTarget();
    const player = await readyPlayer('1000');
    await putLimits(player, { loss: { daily: '100' } });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bet(t, player, target, [i % 2 ? 'pos1:BIG' : 'pos1:SMALL'], '10')),
    );
    const statuses = results.map((r) => r.body.error ?? 'placed');
    expect(statuses.filter((s) => s === 'placed')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'LOSS_LIMIT_EXCEEDED')).toHaveLength(40);
    expect(await balanceOf(t, player)).toBe('900.00');
    const placed = await t.runtime.database.db
      .select()
      .from(bets)
      .where(eq(bets.customerId, await customerIdOf(player)));
    expect(placed).toHaveLength(10);
    await expectLedgerBalanced(t);
  });
});

describe('staff and limits', () => {
  it('support impose a lower limit at once, audited; the player cannot raise or remove it; finance only read', async () => {
    t.clock.set('2026-11-25T02:00:00.000Z');
    const player = await readyPlayer('0');
    await putLimits(player, { deposit: { daily: '500' } });
    const support = await staffSession(t, 'support');
    const path = `/api/admin/customers/${player.userId}`;
    const set = await t.call<
      Reply<{ limits: LimitsView; changes: { action: string; staff: string | null }[] }>
    >('PUT', `${path}/limits`, { headers: support.headers, body: { deposit: { daily: '50' } } });
    expect(set.status).toBe(200);
    expect(set.body.data.limits.deposit.daily).toMatchObject({
      amount: '50.00',
      playerAmount: '500.00',
      operatorAmount: '50.00',
    });
    expect(set.body.data.changes[0]).toMatchObject({ action: 'operatorSet', staff: support.username });
    const [entry] = await t.runtime.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.limits'), eq(auditLog.targetId, await customerIdOf(player))));
    expect(entry).toMatchObject({ before: { 'deposit.daily': null }, after: { 'deposit.daily': '50.00' } });

    // The player removes their own limit, 24 hours and a confirmation later: staff's still holds.
    await putLimits(player, { deposit: { daily: null } });
    t.clock.set('2026-11-26T03:00:00.000Z');
    const removed = await putLimits(player, { deposit: { daily: null } });
    expect(removed.body.data.deposit.daily).toMatchObject({ amount: '50.00', playerAmount: null });
    const over = await claim(player, '51');
    expect([over.status, over.body.error]).toEqual([403, 'DEPOSIT_LIMIT_EXCEEDED']);

    const financeStaff = await staffSession(t, 'finance');
    const denied = await t.call('PUT', `${path}/limits`, {
      headers: financeStaff.headers,
      body: { deposit: { daily: '10' } },
    });
    expect(denied.status).toBe(403);
    const view = await t.call<Reply<{ hits: unknown[]; realityCheckMinutes: number }>>(
      'GET',
      `${path}/protection`,
      {
        headers: financeStaff.headers,
      },
    );
    expect(view.status).toBe(200);
    expect(view.body.data.hits).toHaveLength(1);
    const missing = await callAdmin(t, 'GET /customers/{userId}/protection', {
      params: { userId: '000000' },
      headers: financeStaff.headers,
    });
    expect(missing.status).toBe(404);
    // A staff token outlives a day only on a test's clock: support sign in again.
    const later = await staffSession(t, 'support');
    const bad = await t.call('PUT', `${path}/limits`, {
      headers: later.headers,
      body: { deposit: { daily: '-1' } },
    });
    expect(bad.status).toBe(400);
  });

  it('the limit-hits report lists each player a limit refused in the range, most hits first', async () => {
    t.clock.set('2026-11-25T02:00:00.000Z');
    const a = await readyPlayer('0');
    const b = await readyPlayer('0');
    await putLimits(a, { deposit: { daily: '10' } });
    await putLimits(b, { deposit: { weekly: '10' } });
    await claim(a, '20');
    await claim(a, '30');
    await claim(b, '11');
    const staff = await staffSession(t, 'support');
    const report = await callAdmin(t, 'GET /reports/limit-hits', {
      query: { start: '2026-11-25T00:00:00Z', end: '2026-11-26T00:00:00Z', pageSize: '100' },
      headers: staff.headers,
    });
    expect(report.status).toBe(200);
    const mine = report.body.data.list.filter((row) => [a.username, b.username].includes(row.username));
    expect(mine.map((row) => [row.username, row.kind, row.period, row.hits])).toEqual([
      [a.username, 'deposit', 'daily', 2],
      [b.username, 'deposit', 'weekly', 1],
    ]);
    // The public user ID the console links by, never the internal id.
    expect(mine.map((row) => row.customerId)).toEqual([a.userId, b.userId]);
    const outside = await callAdmin(t, 'GET /reports/limit-hits', {
      query: { start: '2026-11-26T00:00:00Z', end: '2026-11-27T00:00:00Z' },
      headers: staff.headers,
    });
    expect(outside.body.data.total).toBe(0);
    const backwards = await callAdmin(t, 'GET /reports/limit-hits', {
      query: { start: '2026-11-26', end: '2026-11-25' },
      headers: staff.headers,
    });
    expect(backwards.status).toBe(400);
  });
});

describe('reality checks', () => {
  const check = (player: Player) => callApp(t, 'GET /customer/reality-check', { headers: player.headers });

  it('shows the interval, this sign-in and the one before, and what was staked and won since signing in', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const target = await lottoTarget();
    const player = await readyPlayer('100');
    const first = (await check(player)).body.data;
    expect(first).toMatchObject({
      minutes: 0,
      session: { previousSignInAt: null, wagered: '0.00', net: '0.00' },
    });

    t.clock.set('2026-11-21T00:00:20.000Z');
    const login = await callApp(t, 'POST /customer/login', {
      body: { username: player.username, password: player.password },
    });
    const again = { ...player, headers: { jwt: login.body.data.jwt } };
    expect((await bet(t, again, target, ['pos1:BIG'], '10')).status).toBe(200);
    const placed = await bet(t, again, target, ['pos1:SMALL'], '10');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await callApp(t, 'POST /game/bet/cancel', {
      query: { betUid: placed.body.data.bets[0]?.betUid ?? '' },
      headers: again.headers,
    });
    const view = (await check(again)).body.data;
    expect(view.session).toEqual({
      signedInAt: '2026-11-21T00:00:20.000Z',
      previousSignInAt: first.session.signedInAt,
      wagered: '10.00',
      net: '-10.00',
    });

    const set = await callApp(t, 'PUT /customer/reality-check', {
      headers: again.headers,
      body: { minutes: 30 },
    });
    expect(set.body.data.minutes).toBe(30);
    expect((await check(player)).body.data.minutes).toBe(30);
    for (const minutes of [20, -15, '15', null, 15.5]) {
      const bad = await t.call<Envelope>('PUT', '/api/app/customer/reality-check', {
        headers: again.headers,
        body: { minutes },
      });
      expect([bad.status, bad.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await check(player)).body.data.minutes).toBe(30);
  });
});
