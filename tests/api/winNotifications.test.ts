/**
 * A winning settled bet notifies its player: one notification a player and round, in the reader's
 * language, naming what the round paid; a player whose bets all lost hears nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rounds } from '#server/db/schema/index.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { notification } from '#shared/contract/notifications.ts';
import { deriveDraw, hexToBytes } from '#shared/games/draw.ts';
import { rulesOf, settleBet } from '#shared/games/index.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { parseOdds } from '#shared/odds.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { registerPlayer } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { at, bet, currentRound, oddsOf, roomIds, startGames } from '../support/games.ts';

const t = setupTestRuntime();

type NotePage = Envelope & {
  data: { list: { title: string; body: string; isRead: boolean }[]; total: number };
};

describe('win notifications', () => {
  it('tell a winner, in their language, what the round paid, once however many bets won; a loser gets none', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lottery = (await startGames(t)).find((l) => l.game === 'fast3');
    if (!lottery) throw new Error('no fast3 lottery');
    const [roomId = 0] = await roomIds(t, lottery.id);
    const round = await currentRound(t, lottery.id);

    // The test reads the secret seed to know the draw in advance, and picks its keys by it.
    const [stored] = await t.runtime.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    if (!stored) throw new Error('no round row');
    const draw = await deriveDraw({
      game: 'fast3',
      lotteryId: lottery.id,
      period: stored.period,
      salt: stored.salt,
      seed: hexToBytes(stored.seed),
    });
    const rules = rulesOf('fast3');
    const shown = draw.numbers[0] ?? 1;
    const absent = [1, 2, 3, 4, 5, 6].find((face) => !draw.numbers.includes(face));
    const winningKeys = ['sum:BIG', 'sum:SMALL', `face:${shown}`];
    const losingKeys = absent === undefined ? ['triple:ANY'] : [`face:${absent}`];
    expect(losingKeys.every((key) => rules.outcome(key, draw).result === 'LOSE')).toBe(true);

    const winner = await registerPlayer(t);
    const loser = await registerPlayer(t);
    await fund(t, winner, '100');
    await fund(t, loser, '100');
    const target = { lotteryId: lottery.id, roomId, period: round.period };
    expect((await bet(t, winner, target, winningKeys, '10')).status).toBe(200);
    expect((await bet(t, loser, target, losingKeys, '10')).status).toBe(200);

    await at(t, round.drawAt, 1_000);

    const odds = await oddsOf(t, lottery.id, roomId);
    const faceOdds = (
      await t.call<Envelope & { data: { markets: { key: string; oddsByCount?: string[] }[] } }>(
        'GET',
        `/api/app/game/${lottery.id}/${roomId}/odds`,
      )
    ).body.data.markets.find((m) => m.key === `face:${shown}`)?.oddsByCount;
    const paid = winningKeys
      .map((key) =>
        settleBet(
          {
            key,
            amount: parseMoney('10') ?? 0n,
            odds: parseOdds(odds.get(key) ?? '0') ?? 0,
            oddsByCount: faceOdds?.map((o) => parseOdds(o) ?? 0) ?? null,
          },
          draw,
          rules,
        ),
      )
      .filter((s) => s.result === 'WIN')
      .reduce((sum, s) => sum + s.payout, 0n);
    expect(paid).toBeGreaterThan(0n);

    const english = await t.call<NotePage>('GET', '/api/app/notification/search', {
      headers: winner.headers,
    });
    const wins = english.body.data.list.filter((n) => n.title === 'You won');
    expect(wins).toHaveLength(1);
    // The browser tells a win from the other notifications by its kind (the win toast).
    const kinds = pageSchema(notification)
      .parse(english.body.data)
      .list.map((n) => n.kind);
    expect(kinds.filter((kind) => kind === 'betWon')).toHaveLength(1);
    expect(wins[0]).toMatchObject({
      isRead: false,
      body: `Your bets on ${lottery.name}, round ${round.period}, won ${formatMoney(paid)} USDT. The winnings are in your balance.`,
    });

    const arabic = await t.call<NotePage>('GET', '/api/app/notification/search', {
      headers: { ...winner.headers, 'accept-language': 'ar' },
    });
    expect(arabic.body.data.list.map((n) => n.title)).toContain('لقد ربحت');
    expect(arabic.body.data.list.find((n) => n.title === 'لقد ربحت')?.body).toContain(formatMoney(paid));

    const losers = await t.call<NotePage>('GET', '/api/app/notification/search', { headers: loser.headers });
    expect(losers.body.data.list.filter((n) => n.title === 'You won')).toEqual([]);
    expect(
      pageSchema(notification)
        .parse(losers.body.data)
        .list.some((n) => n.kind === 'betWon'),
    ).toBe(false);
  });
});
