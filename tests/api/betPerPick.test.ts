/**
 * A slip with an amount per pick: without `summary.amount` each item carries its own
 * amount. Each bet is placed, limited, debited and settled at its own amount; the room's minimum
 * holds for each item; the summary's count and total are still checked; a slip that sends
 * `summary.amount` still stakes that amount on every pick.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { registerPlayer, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, currentRound, oddsOf, roomIds, startGames, type RoundView } from '../support/games.ts';
import { betReply, betSearch } from '#shared/contract/betting.ts';
import { draw as drawSchema } from '#shared/contract/games.ts';
import { transaction } from '#shared/contract/wallet.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { rulesOf, settleBet } from '#shared/games/index.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { parseOdds } from '#shared/odds.ts';
import { bets, customers, ledgerEntries } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

interface Table {
  lotteryId: number;
  round: RoundView;
  /** Beginner (minimum 1.00, 500.00 a round), Standard (minimum 10.00, 100.00 in hand). */
  beginner: number;
  standard: number;
}

async function lottoTable(): Promise<Table> {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const lotto = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  const [beginner = 0, standard = 0] = await roomIds(t, lotto.id);
  return { lotteryId: lotto.id, round: await currentRound(t, lotto.id), beginner, standard };
}

async function funded(amount: string): Promise<Player> {
  const player = await registerPlayer(t);
  await fund(t, player, amount);
  return player;
}

const cents = (amount: string) => parseMoney(amount) ?? 0n;

/**
 * Sends a slip of `[key, amount]` picks at the odds in force, with the summary a client computes
 * for it and no `summary.amount`; `summary` replaces parts of that summary.
 */
async function placeSlip(
  player: Player,
  table: Table,
  picks: [string, string][],
  options: { roomId?: number; summary?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  const roomId = options.roomId ?? table.beginner;
  const odds = await oddsOf(t, table.lotteryId, roomId);
  const total = formatMoney(picks.reduce((sum, [, amount]) => sum + cents(amount), 0n));
  return callApp(t, 'POST /game/bet', {
    headers: { ...player.headers, ...options.headers },
    body: {
      lotteryId: table.lotteryId,
      roomId,
      period: table.round.period,
      items: picks.map(([key, amount]) => ({ key, amount, odds: odds.get(key) ?? '0' })),
      summary: { count: picks.length, total, ...options.summary },
    },
  });
}

/** Every bet of the player's, as stored. */
async function storedBets(player: Player) {
  const { db } = t.runtime.database;
  return db
    .select({ key: bets.key, amount: bets.amount, status: bets.status })
    .from(bets)
    .innerJoin(customers, eq(customers.id, bets.customerId))
    .where(eq(customers.userId, player.userId))
    .orderBy(bets.key);
}

/** The player's ledger entries of a reason (their leg only). */
async function entriesOf(player: Player, reason: 'betting' | 'bettingWin') {
  return t.runtime.database.db
    .select({ amount: ledgerEntries.amount, movementId: ledgerEntries.movementId })
    .from(ledgerEntries)
    .innerJoin(customers, eq(customers.id, ledgerEntries.customerId))
    .where(and(eq(customers.userId, player.userId), eq(ledgerEntries.reason, reason)));
}

describe('a slip with an amount per pick', () => {
  it('places each bet at its own amount, debits the total in one betting movement and settles each at its own amount', async () => {
    const table = await lottoTable();
    const player = await funded('100');
    const picks: [string, string][] = [
      ['pos1:BIG', '10'],
      ['pos1:SMALL', '2.5'],
      ['pos2:ODD', '7.25'],
    ];
    const res = await placeSlip(player, table, picks);
    expect(res.status).toBe(200);
    const reply = betReply.parse(res.body.data);
    expect(reply.bets.map((b) => [b.key, b.amount])).toEqual([
      ['pos1:BIG', '10.00'],
      ['pos1:SMALL', '2.50'],
      ['pos2:ODD', '7.25'],
    ]);
    // 100.00 − (10.00 + 2.50 + 7.25)
    expect(reply.balance).toBe('80.25');
    expect(await balanceOf(t, player)).toBe('80.25');
    expect(await storedBets(player)).toEqual([
      { key: 'pos1:BIG', amount: 1000n, status: 'pending' },
      { key: 'pos1:SMALL', amount: 250n, status: 'pending' },
      { key: 'pos2:ODD', amount: 725n, status: 'pending' },
    ]);
    const debits = await entriesOf(player, 'betting');
    expect(debits.map((e) => e.amount)).toEqual([-1975n]);
    const records = await callApp(t, 'GET /game/search/transaction', {
      query: { start: '2026-11-01', end: '2026-12-01', reason: 'betting' },
      headers: player.headers,
    });
    expect(
      pageSchema(transaction)
        .parse(records.body.data)
        .list.map((r) => [r.amount, r.balance]),
    ).toEqual([['-19.75', '80.25']]);

    await at(t, table.round.drawAt);
    const drawn = await callApp(t, 'GET /game/draw/{id}', { params: { id: table.round.id } });
    const { numbers } = drawSchema.parse(drawn.body.data);
    const settled = betSearch.parse(
      (
        await callApp(t, 'GET /game/search/bet', {
          query: { lotteryId: table.lotteryId, start: '2026-11-01', end: '2026-12-01' },
          headers: player.headers,
        })
      ).body.data,
    );
    let paid = 0n;
    for (const b of settled.list) {
      const expected = settleBet(
        { key: b.key, amount: cents(b.amount), odds: parseOdds(b.odds) ?? 0, oddsByCount: null },
        { numbers },
        rulesOf('lotto'),
      );
      expect({ key: b.key, amount: b.amount, status: b.status, payout: b.payout }).toEqual({
        key: b.key,
        amount: formatMoney(cents(picks.find(([key]) => key === b.key)?.[1] ?? '0')),
        status: 'settled',
        payout: formatMoney(expected.payout),
      });
      paid += expected.payout;
    }
    // One of BIG / SMALL on the first ball wins, at its own stake: 19.60 or 4.90.
    expect(paid).toBeGreaterThan(0n);
    expect(await balanceOf(t, player)).toBe(formatMoney(8025n + paid));
    await expectLedgerBalanced(t);
  });

  it('counts the total against the room’s limit per round: 300 + 250 is over Beginner’s 500.00, 300 + 200 is not', async () => {
    const table = await lottoTable();
    const player = await funded('1000');
    const over = await placeSlip(player, table, [
      ['pos1:BIG', '300'],
      ['pos2:BIG', '250'],
    ]);
    expect(over.body).toMatchObject({ code: 0, error: 'BET_AMOUNT_EXCEEDS_LIMIT' });
    expect(await balanceOf(t, player)).toBe('1000.00');
    const within = await placeSlip(player, table, [
      ['pos1:BIG', '300'],
      ['pos2:BIG', '200'],
    ]);
    expect(within.status).toBe(200);
    expect(await balanceOf(t, player)).toBe('500.00');
  });

  it('with an Idempotency-Key, a repeat answers the first reply and places nothing more; the key with other amounts is 409', async () => {
    const table = await lottoTable();
    const player = await funded('100');
    const headers = { 'Idempotency-Key': 'mixed-slip-0001' };
    const picks: [string, string][] = [
      ['pos1:BIG', '3'],
      ['pos2:SMALL', '4.5'],
    ];
    const first = await placeSlip(player, table, picks, { headers });
    const again = await placeSlip(player, table, picks, { headers });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await placeSlip(
      player,
      table,
      [
        ['pos1:BIG', '4.5'],
        ['pos2:SMALL', '3'],
      ],
      { headers },
    );
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(t, player)).toBe('92.50');
    expect((await storedBets(player)).map((b) => b.amount)).toEqual([300n, 450n]);
    await expectLedgerBalanced(t);
  });

  it('40 concurrent slips of 3.00 + 4.50 against 100.00: exactly 13 are taken, the balance never below zero', async () => {
    const table = await lottoTable();
    const player = await funded('100');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        placeSlip(player, table, [
          [`pos${(i % 10) + 1}:BIG`, '3'],
          [`pos${(i % 10) + 1}:ODD`, '4.5'],
        ]),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(13);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.body.error))).toEqual(
      new Set(['INSUFFICIENT_BALANCE']),
    );
    // 100.00 − 13 × 7.50
    expect(await balanceOf(t, player)).toBe('2.50');
    expect(await entriesOf(player, 'betting')).toHaveLength(13);
    const [staked] = (
      (await t.runtime.database.db.execute(
        sql`select coalesce(sum(staked), 0)::text as staked from round_stakes where round_id = ${table.round.id}`,
      )) as unknown as { rows: { staked: string }[] }
    ).rows;
    expect(staked?.staked).toBe('9750');
    await expectLedgerBalanced(t);
  });
});

describe('the OpenAPI document', () => {
  it('describes summary.amount as optional, count and total as required', async () => {
    type Schema = { properties: Record<string, Schema>; required?: string[]; description?: string };
    const res = await t.call<{
      paths: Record<string, Record<string, { requestBody: unknown }>>;
      components: { schemas: Record<string, Schema> };
    }>('GET', '/api/app/openapi.json');
    const body = res.body.paths['/api/app/game/bet']?.post?.requestBody as {
      content: { 'application/json': { schema: { $ref: string } } };
    };
    // The body refers to its shared schema, a component of the document.
    expect(body.content['application/json'].schema.$ref).toBe('#/components/schemas/BetRequest');
    const request = res.body.components.schemas.BetRequest as Schema;
    expect(request.description).toContain('an amount per pick');
    expect(request.properties.summary?.required).toEqual(['count', 'total']);
    expect(Object.keys(request.properties.summary?.properties ?? {})).toEqual(['count', 'amount', 'total']);
  });
});

describe('a slip with an amount per pick is refused, moving nothing', () => {
  async function refused(
    table: Table,
    player: Player,
    picks: [string, string][],
    options: Parameters<typeof placeSlip>[3] = {},
  ) {
    const res = await placeSlip(player, table, picks, options);
    expect(res.status).toBe(400);
    expect(await balanceOf(t, player)).toBe('200.00');
    expect(await storedBets(player)).toEqual([]);
    return res.body;
  }

  it('when it also sends summary.amount, which every item must then equal: INVALID_BET', async () => {
    const table = await lottoTable();
    const player = await funded('200');
    const mixed: [string, string][] = [
      ['pos1:BIG', '5'],
      ['pos2:BIG', '6'],
    ];
    expect(await refused(table, player, mixed, { summary: { amount: '5' } })).toMatchObject({
      error: 'INVALID_BET',
      fields: { 'summary.amount': 'INVALID_VALUE' },
    });
  });

  it('an item below the room’s minimum (Standard: 10.00): AMOUNT_BELOW_MINIMUM at that item', async () => {
    const table = await lottoTable();
    const player = await funded('200');
    const body = await refused(
      table,
      player,
      [
        ['pos1:BIG', '20'],
        ['pos2:BIG', '9.99'],
        ['pos3:BIG', '15'],
      ],
      { roomId: table.standard },
    );
    expect(body).toMatchObject({
      error: 'AMOUNT_BELOW_MINIMUM',
      fields: { 'items.1.amount': 'AMOUNT_BELOW_MINIMUM' },
    });
    expect(Object.keys(body.fields ?? {})).toEqual(['items.1.amount']);
    expect(body.message).toContain('10.00');
  });

  it('a slip of one amount below the minimum still names summary.amount', async () => {
    const table = await lottoTable();
    const player = await funded('200');
    const body = await refused(
      table,
      player,
      [
        ['pos1:BIG', '9'],
        ['pos2:BIG', '9'],
      ],
      { roomId: table.standard, summary: { amount: '9' } },
    );
    expect(body).toMatchObject({
      error: 'AMOUNT_BELOW_MINIMUM',
      fields: { 'summary.amount': 'AMOUNT_BELOW_MINIMUM' },
    });
  });

  it.each([
    ['a total that is not the sum', { total: '10.01' }],
    ['a count that is not the number of items', { count: 3 }],
  ])('%s: INVALID_BET', async (_, summary) => {
    const table = await lottoTable();
    const player = await funded('200');
    const picks: [string, string][] = [
      ['pos1:BIG', '4'],
      ['pos2:BIG', '6'],
    ];
    expect(await refused(table, player, picks, { summary })).toMatchObject({
      error: 'INVALID_BET',
      fields: { summary: 'INVALID_VALUE' },
    });
  });

  it('a summary without its total: VALIDATION_ERROR', async () => {
    const table = await lottoTable();
    const player = await funded('200');
    expect(
      await refused(table, player, [['pos1:BIG', '4']], { summary: { total: undefined } }),
    ).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { 'summary.total': 'REQUIRED' },
    });
  });

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890'], [''], [5]])(
    'an item of amount %j: a 400 envelope naming the item',
    async (amount) => {
      const table = await lottoTable();
      const player = await funded('200');
      const odds = await oddsOf(t, table.lotteryId, table.beginner);
      const res = await t.call<Envelope>('POST', '/api/app/game/bet', {
        headers: player.headers,
        body: {
          lotteryId: table.lotteryId,
          roomId: table.beginner,
          period: table.round.period,
          items: [
            { key: 'pos1:BIG', amount: '5', odds: odds.get('pos1:BIG') },
            { key: 'pos2:BIG', amount, odds: odds.get('pos2:BIG') },
          ],
          summary: { count: 2, total: '10' },
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, error: 'VALIDATION_ERROR' });
      expect(Object.keys(res.body.fields ?? {})).toEqual(['items.1.amount']);
      expect(await balanceOf(t, player)).toBe('200.00');
      expect(await storedBets(player)).toEqual([]);
    },
  );

  it('an item of the largest amount there is: over the room’s limit; items summing past it: no total to send', async () => {
    const table = await lottoTable();
    const player = await funded('200');
    expect(await refused(table, player, [['pos2:BIG', '999999999999.99']])).toMatchObject({
      error: 'BET_AMOUNT_EXCEEDS_LIMIT',
    });
    // 1.00 + 999 999 999 999.99 is more than any money string can say.
    expect(
      await refused(table, player, [
        ['pos1:BIG', '1'],
        ['pos2:BIG', '999999999999.99'],
      ]),
    ).toMatchObject({ error: 'VALIDATION_ERROR', fields: { 'summary.total': 'INVALID_AMOUNT' } });
    await expectLedgerBalanced(t);
  });
});
