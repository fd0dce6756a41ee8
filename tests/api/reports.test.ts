import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession } from '../support/accounts.ts';
import { finance, fund } from '../support/wallet.ts';
import { bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

const moneyReport = async (
  query: { from: string; to: string },
  role: 'admin' | 'finance' | 'support' = 'finance',
) => callAdmin(t, 'GET /reports/money', { query, headers: (await staffSession(t, role)).headers });

/** Finance's decision on a withdrawal. */
const decide = async (id: string, action: 'approve' | 'paid', body: Record<string, unknown> = {}) =>
  callAdmin(t, `POST /withdrawals/{id}/${action}`, {
    params: { id },
    headers: (await finance(t)).headers,
    body,
  });

describe('GET /api/admin/reports/money', () => {
  it('totals completed deposits and paid withdrawals per day, and the balances held now', async () => {
    // Day 1 (2026-11-21): two players funded, 300.00 + 50.50; one withdrawal applied.
    const alice = await registerPlayer(t);
    await completeProfile(t, alice, 'tx-pass');
    await fund(t, alice, '300');
    const bob = await registerPlayer(t);
    await fund(t, bob, '50.5');
    // A deposit still pending counts nowhere.
    await callApp(t, 'POST /deposit/apply', { headers: bob.headers, body: { amount: '70' } });
    const applied = await callApp(t, 'POST /withdraw/apply', {
      headers: alice.headers,
      body: { amount: '100', transactionPassword: 'tx-pass' },
    });
    expect(applied.status).toBe(200);
    const withdrawalId = applied.body.data.id;
    expect((await decide(withdrawalId, 'approve')).status).toBe(200);

    // Day 2 (2026-11-22): the withdrawal is paid out; another deposit of 20.00.
    t.clock.set('2026-11-22T09:00:00.000Z');
    expect((await decide(withdrawalId, 'paid', { txHash: '0xfeed' })).status).toBe(200);
    await fund(t, bob, '20');

    const res = await moneyReport({ from: '2026-11-21', to: '2026-11-23' });
    expect(res.status).toBe(200);
    expect(res.body.data.days).toEqual([
      {
        day: '2026-11-21',
        // 300.00 + 50.50
        deposits: { count: 2, amount: '350.50' },
        withdrawals: { count: 0, amount: '0.00', fees: '0.00', paidOut: '0.00' },
      },
      {
        day: '2026-11-22',
        deposits: { count: 1, amount: '20.00' },
        // fee = 1.00 + 0.50% × 100.00 = 1.50; paid out 100.00 − 1.50 = 98.50
        withdrawals: { count: 1, amount: '100.00', fees: '1.50', paidOut: '98.50' },
      },
    ]);
    // 300.00 − 100.00 (alice) + 50.50 + 20.00 (bob)
    expect(res.body.data.balancesHeld).toBe('270.50');
    expect(res.body.data.players).toBe(2);
    expect(res.body.data.asOf).toBe('2026-11-22T09:00:00.000Z');
  });

  it('counts only the days inside from (inclusive) to (exclusive)', async () => {
    const player = await registerPlayer(t);
    await fund(t, player, '10');
    t.clock.set('2026-11-22T00:00:00.000Z');
    await fund(t, player, '15');
    const res = await moneyReport({ from: '2026-11-22', to: '2026-11-23' }, 'admin');
    expect(res.body.data.days.map((d) => [d.day, d.deposits.amount])).toEqual([['2026-11-22', '15.00']]);
    // The balances held do not depend on the range: 10.00 + 15.00
    expect(res.body.data.balancesHeld).toBe('25.00');
  });

  it('refuses an empty range', async () => {
    const res = await moneyReport({ from: '2026-11-22', to: '2026-11-22' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  it('is for admin and finance only', async () => {
    expect((await moneyReport({ from: '2026-11-21', to: '2026-11-22' }, 'support')).status).toBe(403);
  });
});

describe('GET /api/admin/rounds', () => {
  it('lists rounds with their bet count and turnover, by lottery and state', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const player = await registerPlayer(t);
    await fund(t, player, '100');
    const round = await currentRound(t, lotto.id);
    await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos2:SMALL'],
      '5',
    );
    const res = await callAdmin(t, 'GET /rounds', {
      query: { lotteryId: lotto.id, state: 'open' },
      headers: (await staffSession(t, 'support')).headers,
    });
    expect(res.status).toBe(200);
    // Two bets of 5.00
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ id: round.id, period: round.period, bets: 2, turnover: '10.00' }),
    ]);
  });
});
