/**
 * A winning settled bet notifies its player: one notification a player and round, in the reader's
 * language, naming what the round paid; a player whose bets all lost hears nothing. The win notice
 * announces fresh unread wins once, whichever of the player's devices asks first.
 */
import { describe, expect, it } from 'vitest';
import { pageSchema } from '#shared/contract/common.ts';
import { notification } from '#shared/contract/notifications.ts';
import { payout, rulesOf, settleBet } from '#shared/games/index.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { parseOdds } from '#shared/odds.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { registerPlayer, type Player } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { at, bet, currentRound, fast3RoundAhead, oddsOf, roomIds, startGames } from '../support/games.ts';

const t = setupTestRuntime();

describe('win notifications', () => {
  it('tell a winner, in their language, what the round paid, once however many bets won; a loser gets none', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    // The test knows the draw in advance (it reads the round's secret seed) and picks its keys by it.
    const { lottery, roomId, round, draw } = await fast3RoundAhead(t);
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
      await callApp(t, 'GET /game/{lotteryId}/{roomId}/odds', { params: { lotteryId: lottery.id, roomId } })
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

    const english = await callApp(t, 'GET /notification/search', { headers: winner.headers });
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

    const arabic = await callApp(t, 'GET /notification/search', {
      headers: { ...winner.headers, 'accept-language': 'ar' },
    });
    expect(arabic.body.data.list.map((n) => n.title)).toContain('لقد ربحت');
    expect(arabic.body.data.list.find((n) => n.title === 'لقد ربحت')?.body).toContain(formatMoney(paid));

    const losers = await callApp(t, 'GET /notification/search', { headers: loser.headers });
    expect(losers.body.data.list.filter((n) => n.title === 'You won')).toEqual([]);
    expect(
      pageSchema(notification)
        .parse(losers.body.data)
        .list.some((n) => n.kind === 'betWon'),
    ).toBe(false);
  });

  it('are announced once across the player’s devices, the winning bets of several rounds as one notice; a read or stale win is not', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lottery = (await startGames(t)).find((l) => l.game === 'fast3');
    if (!lottery) throw new Error('no fast3 lottery');
    const [roomId = 0] = await roomIds(t, lottery.id);
    const odds = await oddsOf(t, lottery.id, roomId);
    const sides = ['sum:BIG', 'sum:SMALL', 'sum:ODD', 'sum:EVEN'];
    // Every die sum is big or small and odd or even: betting both of a pair wins exactly one.
    const sideOdds = new Set(sides.map((key) => odds.get(key)));
    expect(sideOdds.size).toBe(1);
    const oneWin = payout(1_000n, parseOdds(odds.get('sum:BIG') ?? '') ?? 0);
    const winner = await registerPlayer(t);
    const other = await registerPlayer(t);
    await fund(t, winner, '200');
    await fund(t, other, '200');
    /** Bets 10.00 on each key in the current round and settles it. */
    const playRound = async (bets: [Player, string[]][]) => {
      const round = await currentRound(t, lottery.id);
      const target = { lotteryId: lottery.id, roomId, period: round.period };
      for (const [player, keys] of bets) expect((await bet(t, player, target, keys, '10')).status).toBe(200);
      await at(t, round.drawAt, 1_000);
      await at(t, round.drawAt, 15_000);
    };
    const announce = (player: { headers: Record<string, string> }) =>
      callApp(t, 'POST /notification/wins/announce', { headers: player.headers });
    const wins = async (player: Player) =>
      (
        await callApp(t, 'GET /notification/search', { query: { isRead: 'false' }, headers: player.headers })
      ).body.data.list.filter((n) => n.kind === 'betWon');

    // A win eleven minutes old is history: the list has it, the notice does not.
    await playRound([[winner, sides.slice(0, 2)]]);
    t.clock.advance(11 * 60_000);
    await t.runtime.rounds.tick();
    // Two rounds won since: two bets in the first, one in the second; the other player wins one.
    await playRound([
      [winner, sides],
      [other, sides.slice(0, 2)],
    ]);
    await playRound([[winner, sides.slice(2)]]);
    const [newest, earlier, stale] = await wins(winner);
    expect(stale).toBeDefined();

    const phone = await announce(winner);
    expect(phone.status).toBe(200);
    expect(phone.body.data).toEqual({
      bets: 3,
      amount: formatMoney(oneWin * 3n),
      notificationIds: [newest?.id, earlier?.id],
    });
    // Another device of the same player (its own sign-in), or the same one again: nothing new.
    const login = await callApp(t, 'POST /customer/login', {
      body: { username: winner.username, password: winner.password },
    });
    const laptop = { headers: { jwt: login.body.data.jwt } };
    expect((await announce(laptop)).body.data).toEqual({ bets: 0, amount: '0.00', notificationIds: [] });
    expect((await announce(winner)).body.data.bets).toBe(0);
    // Announced is not read: the list still shows all three unread, worded as before.
    const after = await callApp(t, 'GET /notification/search', {
      query: { isRead: 'false' },
      headers: winner.headers,
    });
    expect(after.body.data.list.filter((n) => n.title === 'You won')).toHaveLength(3);
    expect(after.body.data.list[0]?.body).toContain(`won ${formatMoney(oneWin)} USDT`);

    // The other player's win was left to them; once they have read it, it is not announced.
    const [theirs] = await wins(other);
    expect(
      (await t.call('GET', `/api/app/notification/${theirs?.id}`, { headers: other.headers })).status,
    ).toBe(200);
    expect((await announce(other)).body.data.bets).toBe(0);

    // A later win, asked for by both devices at once, is announced by exactly one of them.
    await playRound([[winner, sides.slice(0, 2)]]);
    const both = await Promise.all([announce(laptop), announce(winner)]);
    expect(both.map((reply) => reply.body.data.bets).sort()).toEqual([0, 1]);
    expect(both.map((reply) => reply.body.data.amount).sort()).toEqual(['0.00', formatMoney(oneWin)]);
  });

  it('is described in the API document, with its answer', async () => {
    const res = await t.call<{
      paths: Record<string, Record<string, { responses: unknown }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>('GET', '/api/app/openapi.json');
    const announce = res.body.paths['/api/app/notification/wins/announce']?.post;
    expect(JSON.stringify(announce?.responses)).toContain('#/components/schemas/WinNotice');
    expect(Object.keys(res.body.components.schemas.WinNotice?.properties ?? {})).toEqual(
      expect.arrayContaining(['bets', 'amount', 'notificationIds']),
    );
  });
});
