import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { at, bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

const dashboard = async (role: 'admin' | 'finance' | 'support') =>
  callAdmin(t, 'GET /dashboard', { headers: (await staffSession(t, role)).headers });

describe('GET /api/admin/dashboard', () => {
  it('shows money waiting for staff, balances held, and today’s betting and round per lottery', async () => {
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    await fund(t, player, '300');
    // Two deposits waiting: 20.00 + 30.50 = 50.50
    for (const amount of ['20', '30.5']) {
      await callApp(t, 'POST /deposit/apply', { headers: player.headers, body: { amount } });
    }
    await callApp(t, 'POST /withdraw/apply', {
      headers: player.headers,
      body: { amount: '100', transactionPassword: 'tx-pass' },
    });
    const round = await currentRound(t, lotto.id);
    await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos2:BIG'],
      '10',
    );

    const res = await dashboard('support');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.pendingDeposits).toEqual({ count: 2, amount: '50.50' });
    expect(data.pendingWithdrawals).toEqual({ count: 1, amount: '100.00' });
    expect(data.approvedWithdrawals).toEqual({ count: 0, amount: '0.00' });
    // 300.00 funded − 100.00 withdrawing − 2 × 10.00 staked
    expect(data.balancesHeld).toBe('180.00');
    expect(data.players).toBe(1);
    const today = data.today.lotteries.find((l) => l.lotteryId === lotto.id);
    expect(today).toMatchObject({ bets: 2, turnover: '20.00', payouts: '0.00', ggr: '0.00' });
    expect(today?.round).toMatchObject({ period: round.period, state: 'open' });
  });

  it('counts a settled round in payouts and GGR', async () => {
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const player = await registerPlayer(t);
    await fund(t, player, '100');
    const round = await currentRound(t, lotto.id);
    // BIG and SMALL on position 1: exactly one wins 10.00 × 1.96 = 19.60
    await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos1:SMALL'],
      '10',
    );
    await at(t, round.drawAt, 1);
    await t.runtime.rounds.tick();
    const today = (await dashboard('finance')).body.data.today.lotteries.find(
      (l) => l.lotteryId === lotto.id,
    );
    // GGR = 20.00 staked and settled − 19.60 paid out
    expect(today).toMatchObject({ bets: 2, turnover: '20.00', payouts: '19.60', ggr: '0.40' });
  });

  it('needs a staff token', async () => {
    const player = await registerPlayer(t);
    expect((await callAdmin(t, 'GET /dashboard', { headers: player.headers })).status).toBe(401);
  });
});
