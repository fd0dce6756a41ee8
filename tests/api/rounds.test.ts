import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { registerPlayer } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

describe('a whole round', () => {
  it('smoke: opens, takes bets, closes, draws and settles', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    expect(lotto?.currentRound?.state).toBe('open');
    const round = await currentRound(t, lotto?.id ?? 0);
    const player = await registerPlayer(t);
    await fund(t, player, '100');
    const placed = await bet(
      t,
      player,
      { lotteryId: lotto?.id ?? 0, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos1:SMALL'],
      '10',
    );
    expect(placed.body).toMatchObject({ code: 1, data: { balance: '80.00' } });
    await at(t, round.closesAt);
    await at(t, round.drawAt);
    const draws = await t.call<Envelope & { data: { list: unknown[] } }>(
      'GET',
      `/api/app/game/search/draw?lotteryId=${lotto?.id}`,
    );
    expect(draws.body.data.list).toHaveLength(1);
    // One of BIG/SMALL wins at 1.96: 80 + 19.60.
    expect(await balanceOf(t, player)).toBe('99.60');
    await expectLedgerBalanced(t);
  });
});
