import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

type BetPage = {
  list: {
    betUid: string;
    key: string;
    amount: string;
    status: string;
    lotteryId: number;
    lotteryName: string;
  }[];
  total: number;
  pageNo: number;
  pageSize: number;
};

const betsOf = async (userId: string, headers: Record<string, string>, query = '') =>
  t.call<Envelope & { data: BetPage }>('GET', `/api/admin/customers/${userId}/bets${query}`, { headers });

describe('GET /api/admin/customers/{userId}/bets', () => {
  it('lists one player’s bets, newest first, paged, with the lottery name; not other players’', async () => {
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    await fund(t, player, '100');
    await fund(t, other, '100');
    const round = await currentRound(t, lotto.id);
    const target = { lotteryId: lotto.id, roomId: 1, period: round.period };
    expect((await bet(t, player, target, ['pos1:BIG', 'pos2:SMALL'], '10')).status).toBe(200);
    t.clock.advance(1000);
    expect((await bet(t, player, target, ['pos3:ODD'], '5')).status).toBe(200);
    expect((await bet(t, other, target, ['pos1:SMALL'], '7')).status).toBe(200);

    const support = await staffSession(t, 'support');
    const all = await betsOf(player.userId, support.headers);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list[0]).toMatchObject({
      key: 'pos3:ODD',
      amount: '5.00',
      status: 'pending',
      lotteryId: lotto.id,
      lotteryName: lotto.name,
    });
    expect(all.body.data.list.map((b) => b.key).sort()).toEqual(['pos1:BIG', 'pos2:SMALL', 'pos3:ODD']);

    const paged = await betsOf(player.userId, support.headers, '?pageNo=2&pageSize=2');
    expect(paged.body.data).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(paged.body.data.list).toHaveLength(1);

    const byLottery = await betsOf(player.userId, support.headers, `?lotteryId=${lotto.id + 1000}`);
    expect(byLottery.body.data.total).toBe(0);
    const settled = await betsOf(player.userId, support.headers, '?status=settled');
    expect(settled.body.data.total).toBe(0);
  });

  it('an unknown player is NOT_FOUND; a malformed user ID is refused; players cannot call it', async () => {
    const finance = await staffSession(t, 'finance');
    expect((await betsOf('999999', finance.headers)).body.error).toBe('NOT_FOUND');
    expect((await betsOf('12ab', finance.headers)).status).toBe(400);
    const player = await registerPlayer(t);
    expect((await betsOf(player.userId, player.headers)).status).toBe(401);
  });
});
