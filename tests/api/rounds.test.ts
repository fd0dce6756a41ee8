import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, bet, currentRound, oddsOf, roomIds, startGames, type LotteryView } from '../support/games.ts';
import { rulesOf, settleBet } from '#shared/games/index.ts';
import type { GameKey } from '#shared/games/types.ts';
import { parseOdds } from '#shared/odds.ts';
import { parseMoney, formatMoney } from '#shared/money.ts';
import { rounds } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

type Draw = {
  id: number;
  numbers: number[];
  special?: number;
  seed: string;
  seedHash: string;
  period: string;
};
type Bet = {
  betUid: string;
  key: string;
  amount: string;
  odds: string;
  status: string;
  result: string | null;
  payout: string;
};

async function lotteryOf(game: GameKey): Promise<LotteryView> {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const lotteries = await startGames(t);
  const lottery = lotteries.find((l) => l.game === game);
  if (!lottery) throw new Error(`no ${game} lottery`);
  return lottery;
}

async function drawOf(lotteryId: number, period: string): Promise<Draw> {
  const res = await callApp(t, 'GET /game/search/draw', { query: { lotteryId: lotteryId, pageSize: '100' } });
  const draw = res.body.data.list.find((d) => d.period === period);
  if (!draw) throw new Error(`no draw for ${period}`);
  return draw;
}

async function betsOf(player: Player, lotteryId: number) {
  return callApp(t, 'GET /game/search/bet', {
    query: { lotteryId: lotteryId, start: '2026-11-01', end: '2026-12-01', pageSize: '100' },
    headers: player.headers,
  });
}

async function funded(amount = '1000') {
  const player = await registerPlayer(t);
  await fund(t, player, amount);
  return player;
}

describe('rounds', () => {
  it('are created ahead with the hash of a secret seed; the seed is revealed only with the draw and matches the hash', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    expect(round).toMatchObject({ state: 'open', seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await callApp(t, 'GET /game/draw/{id}', { params: { id: round.id } })).status).toBe(404);
    const detail = await callAdmin(t, 'GET /rounds/{id}', {
      params: { id: round.id },
      headers: (await staffSession(t, 'admin')).headers,
    });
    expect(detail.body.data.draw).toBeNull();
    await at(t, round.drawAt);
    const draw = await callApp(t, 'GET /game/draw/{id}', { params: { id: round.id } });
    expect(draw.body.data.seedHash).toBe(round.seedHash);
    expect(createHash('sha256').update(Buffer.from(draw.body.data.seed, 'hex')).digest('hex')).toBe(
      round.seedHash,
    );
    expect([...draw.body.data.numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('follow the lifecycle: open → closed at closesAt → drawn and settled at drawAt; the next round opens when one closes', async () => {
    const fast3 = await lotteryOf('fast3');
    const first = await currentRound(t, fast3.id);
    await at(t, first.closesAt, -1);
    expect((await currentRound(t, fast3.id)).period).toBe(first.period);
    await at(t, first.closesAt);
    const second = await currentRound(t, fast3.id);
    expect(second.period).not.toBe(first.period);
    expect(second.state).toBe('open');
    await at(t, first.drawAt);
    const draw = await drawOf(fast3.id, first.period);
    expect(draw.numbers).toHaveLength(3);
  });

  it('settle bets of several players in several rooms exactly as the rules say, with records, totals and a balanced ledger', async () => {
    const fast3 = await lotteryOf('fast3');
    const round = await currentRound(t, fast3.id);
    const alice = await funded('2000');
    const bob = await funded('2000');
    const [beginner = 0, standard = 0, vip = 0] = await roomIds(t, fast3.id);
    const target = (roomId: number) => ({ lotteryId: fast3.id, roomId, period: round.period });
    const aliceKeys = ['sum:BIG', 'sum:SMALL', 'face:3', 'triple:ANY', 'pair:12', 'double:55'];
    const bobKeys = ['sum:ODD', 'sum:EVEN', 'sum:10', 'face:6', 'triple:111'];
    expect((await bet(t, alice, target(beginner), aliceKeys, '5')).status).toBe(200);
    expect((await bet(t, alice, target(standard), ['sum:BIG'], '20')).status).toBe(200);
    expect((await bet(t, bob, target(vip), bobKeys, '100')).status).toBe(200);
    await at(t, round.drawAt);
    const draw = await drawOf(fast3.id, round.period);
    const rules = rulesOf('fast3');
    for (const [player, staked] of [
      [alice, 5 * 6 + 20],
      [bob, 100 * 5],
    ] as const) {
      const records = await betsOf(player, fast3.id);
      let paid = 0n;
      let won = 0n;
      let lost = 0n;
      let wonStakes = 0n;
      for (const b of records.body.data.list) {
        const expected = settleBet(
          {
            key: b.key,
            amount: parseMoney(b.amount) ?? 0n,
            odds: parseOdds(b.odds) ?? 0,
            oddsByCount: b.key.startsWith('face:') ? [20000, 30000, 130000] : null,
          },
          { numbers: draw.numbers },
          rules,
        );
        expect({ key: b.key, status: b.status, result: b.result, payout: b.payout }).toEqual({
          key: b.key,
          status: 'settled',
          result: expected.result,
          payout: formatMoney(expected.payout),
        });
        paid += expected.payout;
        if (expected.result === 'WIN') {
          won += expected.payout;
          wonStakes += parseMoney(b.amount) ?? 0n;
        }
        if (expected.result === 'LOSE') lost += parseMoney(b.amount) ?? 0n;
      }
      // balance = 2000 − staked + every payout
      expect(await balanceOf(t, player)).toBe(formatMoney(200_000n - BigInt(staked * 100) + paid));
      expect(records.body.data.totals).toEqual({
        totalBets: formatMoney(BigInt(staked * 100)),
        winnings: formatMoney(won),
        losses: formatMoney(lost),
        netProfit: formatMoney(won - wonStakes - lost),
      });
    }
    await expectLedgerBalanced(t);
  });

  it('refuse a bet that arrives at or after closesAt (BETTING_CLOSED) and take it a millisecond before', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded();
    const target = { lotteryId: lotto.id, roomId: 1, period: round.period };
    t.clock.set(new Date(new Date(round.closesAt).getTime() - 1));
    expect((await bet(t, player, target, ['pos1:BIG'], '1')).status).toBe(200);
    t.clock.set(round.closesAt);
    const late = await bet(t, player, target, ['pos1:SMALL'], '1');
    expect(late.body.error).toBe('BETTING_CLOSED');
    expect(await balanceOf(t, player)).toBe('999.00');
  });

  it('a round not drawn by drawAt + 60 s is voided: every bet refunded once, with a public reason', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('100');
    await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos2:3'],
      '10',
    );
    expect(await balanceOf(t, player)).toBe('80.00');
    // The scheduler was down from before closesAt until long after drawAt.
    await at(t, round.drawAt, 60_001);
    await t.runtime.rounds.tick();
    const records = await betsOf(player, lotto.id);
    expect(records.body.data.list.map((b) => [b.status, b.result, b.payout])).toEqual([
      ['cancelled', 'CANCEL', '10.00'],
      ['cancelled', 'CANCEL', '10.00'],
    ]);
    expect(await balanceOf(t, player)).toBe('100.00');
    const [row] = await t.runtime.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row).toMatchObject({ state: 'void', voidReason: expect.stringContaining('refunded') });
    await expectLedgerBalanced(t);
  });

  it('a settlement interrupted after the draw is completed on the next tick, each bet exactly once', async () => {
    const five = await lotteryOf('fiveMins');
    const round = await currentRound(t, five.id);
    const player = await funded('100');
    const [room = 0] = await roomIds(t, five.id);
    await bet(
      t,
      player,
      { lotteryId: five.id, roomId: room, period: round.period },
      ['ball1:BIG', 'ball1:SMALL'],
      '10',
    );
    // As if the process died between storing the draw and settling it.
    await t.runtime.database.db
      .update(rounds)
      .set({ state: 'drawing', numbers: [7, 1, 2, 3, 4], drawnAt: new Date(round.drawAt) })
      .where(eq(rounds.id, round.id));
    t.clock.set(new Date(new Date(round.drawAt).getTime() + 120_000)); // long after: still settled, not voided
    await t.runtime.rounds.tick();
    await t.runtime.rounds.tick();
    // ball 1 is 7: BIG wins 10 × 1.96 = 19.60, SMALL loses; 100 − 20 + 19.60
    expect(await balanceOf(t, player)).toBe('99.60');
    const entries = (await t.runtime.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where reason = 'bettingWin' and customer_id is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(entries.rows[0]?.n).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('never draws a round twice, however many ticks run at once', async () => {
    const mark6 = await lotteryOf('mark6');
    const round = await currentRound(t, mark6.id);
    const player = await funded('100');
    const [room = 0] = await roomIds(t, mark6.id);
    await bet(
      t,
      player,
      { lotteryId: mark6.id, roomId: room, period: round.period },
      ['colour:RED', 'colour:BLUE', 'colour:GREEN'],
      '10',
    );
    t.clock.set(round.drawAt);
    await Promise.all([t.runtime.rounds.tick(), t.runtime.rounds.tick(), t.runtime.rounds.tick()]);
    const records = await betsOf(player, mark6.id);
    expect(records.body.data.list.filter((b) => b.result === 'WIN')).toHaveLength(1);
    const wins = (await t.runtime.database.db.execute(
      sql`select count(*)::int as n from ledger_entries where reason = 'bettingWin' and customer_id is not null`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(wins.rows[0]?.n).toBe(1);
    await expectLedgerBalanced(t);
  });
});

describe('a disabled lottery', () => {
  it('takes no more bets, yet its open round still closes, draws and pays', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('100');
    const target = { lotteryId: lotto.id, roomId: 1, period: round.period };
    await bet(t, player, target, ['pos1:BIG', 'pos1:SMALL'], '10');
    const admin = await staffSession(t, 'admin');
    await callAdmin(t, 'PUT /lotteries/{lotteryId}', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { enabled: false },
    });
    t.runtime.catalog.forget();
    expect((await bet(t, player, target, ['pos2:BIG'], '10')).body.error).toBe('BETTING_CLOSED');
    await at(t, round.drawAt);
    // one side of pos1 wins at 1.96: 100 − 20 + 19.60
    expect(await balanceOf(t, player)).toBe('99.60');
    await expectLedgerBalanced(t);
  });
});

describe('POST /game/bet refuses, moving nothing', () => {
  async function setup() {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('200');
    return { lotto, round, player, target: { lotteryId: lotto.id, roomId: 1, period: round.period } };
  }

  it('an empty selection: BET_CANNOT_BE_EMPTY', async () => {
    const { player, target } = await setup();
    const res = await callApp(t, 'POST /game/bet', {
      headers: player.headers,
      body: { ...target, items: [], summary: { count: 0, amount: '1', total: '1' } },
    });
    expect(res.body.error).toBe('BET_CANNOT_BE_EMPTY');
  });

  it('an empty selection with the zero summary a client computes for it: BET_CANNOT_BE_EMPTY', async () => {
    const { player, target } = await setup();
    const res = await callApp(t, 'POST /game/bet', {
      headers: player.headers,
      body: { ...target, items: [], summary: { count: 0, amount: '0.00', total: '0.00' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BET_CANNOT_BE_EMPTY');
  });

  it('an empty selection with a blank or missing summary: BET_CANNOT_BE_EMPTY', async () => {
    const { player, target } = await setup();
    for (const summary of [{ count: 0, amount: '', total: '' }, undefined]) {
      const res = await t.call<Envelope>('POST', '/api/app/game/bet', {
        headers: player.headers,
        body: { ...target, items: [], summary },
      });
      expect(res.body.error, JSON.stringify(summary)).toBe('BET_CANNOT_BE_EMPTY');
    }
  });

  it('a key the game does not have: INVALID_BET', async () => {
    const { player, target } = await setup();
    expect((await bet(t, player, target, ['pos11:BIG'], '1')).body.error).toBe('INVALID_BET');
    expect((await bet(t, player, target, ['sum:BIG'], '1')).body.error).toBe('INVALID_BET');
  });

  it('a summary that does not match the items: INVALID_BET', async () => {
    const { player, target } = await setup();
    const odds = await oddsOf(t, target.lotteryId, 1);
    const res = await t.call<Envelope>('POST', '/api/app/game/bet', {
      headers: player.headers,
      body: {
        ...target,
        items: [{ key: 'pos1:BIG', amount: '5', odds: odds.get('pos1:BIG') }],
        summary: { count: 1, amount: '5', total: '6' },
      },
    });
    expect(res.body.error).toBe('INVALID_BET');
    expect(await balanceOf(t, player)).toBe('200.00');
  });

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890']])(
    'the amount %j: VALIDATION_ERROR',
    async (amount) => {
      const { player, target } = await setup();
      const res = await callApp(t, 'POST /game/bet', {
        headers: player.headers,
        body: {
          ...target,
          items: [{ key: 'pos1:BIG', amount, odds: '1.96' }],
          summary: { count: 1, amount, total: amount },
        },
      });
      expect(res.body.error).toBe('VALIDATION_ERROR');
    },
  );

  it('below the room minimum bet (VIP: 100.00): AMOUNT_BELOW_MINIMUM', async () => {
    const { player, target } = await setup();
    await fund(t, player, '2000');
    expect((await bet(t, player, { ...target, roomId: 3 }, ['pos1:BIG'], '99.99')).body.error).toBe(
      'AMOUNT_BELOW_MINIMUM',
    );
  });

  it('a balance under the room requirement (Standard: 100.00): INSUFFICIENT_FOR_THIS_ROOM, with its message', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('99.99');
    const res = await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 2, period: round.period },
      ['pos1:BIG'],
      '10',
    );
    expect(res.body).toMatchObject({
      error: 'INSUFFICIENT_FOR_THIS_ROOM',
      message: 'Insufficient balance for this room. Please deposit more.',
    });
  });

  it('more than the room’s bet limit per round (Beginner: 500.00): BET_AMOUNT_EXCEEDS_LIMIT', async () => {
    const { player, target } = await setup();
    await fund(t, player, '1000');
    expect((await bet(t, player, target, ['pos1:BIG', 'pos2:BIG'], '200')).status).toBe(200);
    expect((await bet(t, player, target, ['pos3:BIG'], '100.01')).body.error).toBe(
      'BET_AMOUNT_EXCEEDS_LIMIT',
    );
    expect((await bet(t, player, target, ['pos3:BIG'], '100')).status).toBe(200);
  });

  it('more than the balance: INSUFFICIENT_BALANCE', async () => {
    const { player, target } = await setup();
    expect((await bet(t, player, target, ['pos1:BIG', 'pos2:BIG', 'pos3:BIG'], '66.67')).body.error).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await balanceOf(t, player)).toBe('200.00');
  });

  it('a frozen account: ACCOUNT_FROZEN', async () => {
    const { player, target } = await setup();
    const support = await staffSession(t, 'support');
    await callAdmin(t, 'POST /customers/{userId}/status', {
      params: { userId: player.userId },
      headers: support.headers,
      body: { status: 'frozen', reason: 'x' },
    });
    const res = await bet(t, player, target, ['pos1:BIG'], '1');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ACCOUNT_FROZEN');
  });

  it('a period that is not the open round: BETTING_CLOSED', async () => {
    const { player, target } = await setup();
    expect((await bet(t, player, { ...target, period: '202611219999' }, ['pos1:BIG'], '1')).body.error).toBe(
      'BETTING_CLOSED',
    );
  });

  it('odds changed since the player saw them: 409 with the new odds; bets already placed keep theirs', async () => {
    const { player, target, round } = await setup();
    expect((await bet(t, player, target, ['pos1:BIG'], '10')).status).toBe(200);
    const admin = await staffSession(t, 'admin');
    const edit = await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: target.lotteryId },
      headers: admin.headers,
      body: { odds: [{ key: 'pos1:BIG', odds: '1.9' }] },
    });
    expect(edit.status).toBe(200);
    const stale = await callApp(t, 'POST /game/bet', {
      headers: player.headers,
      body: {
        ...target,
        items: [{ key: 'pos1:BIG', amount: '10', odds: '1.96' }],
        summary: { count: 1, amount: '10', total: '10' },
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'BET_ODDS_ALREADY_CHANGED', fields: { 'pos1:BIG': '1.9' } });
    expect((await bet(t, player, target, ['pos1:BIG'], '10')).body.data?.bets[0]?.odds).toBe('1.9');
    await at(t, round.drawAt);
    const records = await betsOf(player, target.lotteryId);
    expect(records.body.data.list.map((b) => b.odds).sort()).toEqual(['1.9', '1.96']);
  });

  it('a face pick whose odds for two or three dice changed: 409, though its one-die odds did not', async () => {
    const fast3 = await lotteryOf('fast3');
    const round = await currentRound(t, fast3.id);
    const [roomId] = await roomIds(t, fast3.id);
    const player = await funded('100');
    const admin = await staffSession(t, 'admin');
    const edit = await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: fast3.id },
      headers: admin.headers,
      body: { odds: [{ key: 'face:3', odds: '2', oddsByCount: ['2', '2.9', '12'] }] },
    });
    expect(edit.status).toBe(200);
    const slip = (oddsByCount: string[]) =>
      callApp(t, 'POST /game/bet', {
        headers: player.headers,
        body: {
          lotteryId: fast3.id,
          roomId,
          period: round.period,
          items: [{ key: 'face:3', amount: '10', odds: '2', oddsByCount }],
          summary: { count: 1, amount: '10', total: '10' },
        },
      });
    // The player saw the defaults 2 / 3 / 13.
    const stale = await slip(['2', '3', '13']);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'BET_ODDS_ALREADY_CHANGED' });
    expect(await balanceOf(t, player)).toBe('100.00');
    expect((await slip(['2', '2.9', '12'])).status).toBe(200);
  });

  it('50 concurrent bets against a balance covering 10: exactly 10 are taken, never below zero', async () => {
    const { target } = await setup();
    const player = await funded('100');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bet(t, player, target, [`pos${(i % 10) + 1}:${i % 20 < 10 ? 'BIG' : 'SMALL'}`], '10'),
      ),
    );
    // Keys repeat across calls, which is allowed; each call is its own slip.
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(await balanceOf(t, player)).toBe('0.00');
    await expectLedgerBalanced(t);
  });

  it('20 concurrent slips of 100.00 against the Beginner limit of 500.00: exactly 5 are taken', async () => {
    const { target } = await setup();
    const player = await funded('5000');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bet(t, player, target, [`pos${(i % 10) + 1}:BIG`], '100')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.error))).toEqual(
      new Set(['BET_AMOUNT_EXCEEDS_LIMIT']),
    );
    // 5000.00 − 5 × 100.00
    expect(await balanceOf(t, player)).toBe('4500.00');
    await expectLedgerBalanced(t);
  });

  it('with an Idempotency-Key, a repeat places nothing more', async () => {
    const { player, target } = await setup();
    const key = { 'Idempotency-Key': 'bet-slip-00000001' };
    const first = await bet(t, player, target, ['pos1:BIG'], '10', key);
    const second = await bet(t, player, target, ['pos1:BIG'], '10', key);
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(t, player)).toBe('190.00');
  });
});

describe('POST /game/bet/cancel', () => {
  it('refunds my pending bet while the round is open; not after it closes; not once settled; not someone else’s', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('100');
    const other = await funded('100');
    const placed = await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos2:BIG'],
      '10',
    );
    const [first, second] = placed.body.data.bets;
    expect(
      (await t.call('POST', `/api/app/game/bet/cancel?betUid=${first?.betUid}`, { headers: other.headers }))
        .status,
    ).toBe(404);
    const cancelled = await t.call<Envelope & { data: Bet }>(
      'POST',
      `/api/app/game/bet/cancel?betUid=${first?.betUid}`,
      { headers: player.headers },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', result: 'CANCEL' });
    expect(await balanceOf(t, player)).toBe('90.00');
    const again = await t.call<Envelope>('POST', `/api/app/game/bet/cancel?betUid=${first?.betUid}`, {
      headers: player.headers,
    });
    expect(again.status).toBe(400);
    await at(t, round.closesAt);
    expect(
      (
        await t.call<Envelope>('POST', `/api/app/game/bet/cancel?betUid=${second?.betUid}`, {
          headers: player.headers,
        })
      ).body.error,
    ).toBe('BETTING_CLOSED');
    await at(t, round.drawAt);
    const settled = await t.call<Envelope>('POST', `/api/app/game/bet/cancel?betUid=${second?.betUid}`, {
      headers: player.headers,
    });
    expect(settled.status).toBe(409);
    expect(settled.body.error).toBe('BET_ALREADY_SETTLED_CANCEL_FAILED');
    await expectLedgerBalanced(t);
  });
});

describe('staff', () => {
  it('void a round: every bet is refunded once; the void is audited', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('100');
    await bet(t, player, { lotteryId: lotto.id, roomId: 1, period: round.period }, ['pos1:BIG'], '30');
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'POST /rounds/{id}/void', {
      params: { id: round.id },
      headers: admin.headers,
      body: { reason: 'feed outage' },
    });
    expect(res.body.data).toMatchObject({ state: 'void', voidReason: 'feed outage' });
    expect(await balanceOf(t, player)).toBe('100.00');
    const again = await callAdmin(t, 'POST /rounds/{id}/void', {
      params: { id: round.id },
      headers: admin.headers,
      body: { reason: 'again' },
    });
    expect(again.status).toBe(400);
    expect(await balanceOf(t, player)).toBe('100.00');
    await expectLedgerBalanced(t);
  });

  it('cannot void a round once it is drawn: its result is public', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    await at(t, round.drawAt);
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'POST /rounds/{id}/void', {
      params: { id: round.id },
      headers: admin.headers,
      body: { reason: 'x' },
    });
    expect(res.status).toBe(400);
  });

  it('odds edits show the RTP and are refused above 100% unless forced', async () => {
    const lotto = await lotteryOf('lotto');
    const admin = await staffSession(t, 'admin');
    const odds = await callAdmin(t, 'GET /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
    });
    expect(odds.body.data.markets.find((m) => m.key === 'top12:11')?.rtp).toBe('96.67'); // 10/90 × 8.7
    const greedy = await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { odds: [{ key: 'pos1:BIG', odds: '2.1' }] },
    });
    expect(greedy.status).toBe(400);
    expect(greedy.body.fields).toEqual({ 'pos1:BIG': 'RTP 105.00%' });
    const forced = await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { odds: [{ key: 'pos1:BIG', odds: '2.1' }], force: true },
    });
    expect(forced.status).toBe(200);
    expect((await oddsOf(t, lotto.id, 1)).get('pos1:BIG')).toBe('2.1');
  });

  it('a room override changes the odds of that room only', async () => {
    const lotto = await lotteryOf('lotto');
    const admin = await staffSession(t, 'admin');
    await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { roomId: 3, odds: [{ key: 'pos1:1', odds: '9.8' }] },
    });
    expect((await oddsOf(t, lotto.id, 3)).get('pos1:1')).toBe('9.8');
    expect((await oddsOf(t, lotto.id, 1)).get('pos1:1')).toBe('9.7');
    // A later room edit keeps the earlier override.
    await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { roomId: 3, odds: [{ key: 'pos2:2', odds: '9.75' }] },
    });
    const room = await oddsOf(t, lotto.id, 3);
    expect([room.get('pos1:1'), room.get('pos2:2')]).toEqual(['9.8', '9.75']);
  });

  it('refuses odds above 100 000 (a payout could overflow)', async () => {
    const lotto = await lotteryOf('lotto');
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { odds: [{ key: 'pos1:1', odds: '100000.0001' }], force: true },
    });
    expect(res.status).toBe(400);
  });

  it('support cannot void rounds or edit odds (403)', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const support = await staffSession(t, 'support');
    expect(
      (
        await callAdmin(t, 'POST /rounds/{id}/void', {
          params: { id: round.id },
          headers: support.headers,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
          params: { lotteryId: lotto.id },
          headers: support.headers,
          body: { odds: [{ key: 'pos1:1', odds: '9' }] },
        })
      ).status,
    ).toBe(403);
  });

  it('the daily report shows bets, turnover, payouts and GGR per lottery', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    const player = await funded('100');
    await bet(
      t,
      player,
      { lotteryId: lotto.id, roomId: 1, period: round.period },
      ['pos1:BIG', 'pos1:SMALL'],
      '10',
    );
    await at(t, round.drawAt);
    const admin = await staffSession(t, 'admin');
    const report = await callAdmin(t, 'GET /reports/daily', {
      query: { from: '2026-11-21', to: '2026-11-22' },
      headers: admin.headers,
    });
    // 20.00 staked, one side wins 19.60: GGR 0.40
    expect(report.body.data).toEqual([
      { day: '2026-11-21', lotteryId: lotto.id, bets: 2, turnover: '20.00', payouts: '19.60', ggr: '0.40' },
    ]);
  });
});

describe('reading rounds', () => {
  it('a room shows its lottery, current round, recent draws and the server time', async () => {
    const lotto = await lotteryOf('lotto');
    const round = await currentRound(t, lotto.id);
    await at(t, round.drawAt);
    const res = await callApp(t, 'GET /game/{lotteryId}/{roomId}', {
      params: { lotteryId: lotto.id, roomId: '1' },
    });
    expect(res.body.data.serverTime).toBe(new Date(round.drawAt).toISOString());
    expect(res.body.data.recentDraws.map((d) => d.period)).toEqual([round.period]);
    expect(res.body.data.currentRound?.state).toBe('open');
    expect(res.body.data.room.minBet).toBe('1.00');
  });

  it('rooms list the minimum bet and balance requirement', async () => {
    const lotto = await lotteryOf('lotto');
    const res = await callApp(t, 'GET /game/{lotteryId}/room', { params: { lotteryId: lotto.id } });
    expect(res.body.data.map((r) => [r.name, r.minBet, r.balanceRequirement])).toEqual([
      ['Beginner', '1.00', '0.00'],
      ['Standard', '10.00', '100.00'],
      ['VIP', '100.00', '1000.00'],
    ]);
  });

  it('unknown lotteries and rooms are 404', async () => {
    await lotteryOf('lotto');
    expect((await callApp(t, 'GET /game/{lotteryId}/room', { params: { lotteryId: '999' } })).status).toBe(
      404,
    );
    expect(
      (await callApp(t, 'GET /game/{lotteryId}/{roomId}', { params: { lotteryId: '1', roomId: '999' } }))
        .status,
    ).toBe(404);
  });
});
