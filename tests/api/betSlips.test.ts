/**
 * Bet slips under load: slips that reach the database together go in one call
 * (`place_bet_slips`), each with its own outcome; a combined call that fails is retried slip by
 * slip; the player's stake per round and room (`round_stakes`) stays the sum of their pending bets.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { registerPlayer, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, bet, currentRound, startGames, type RoundView } from '../support/games.ts';
import { protectionLimits, customers, roundStakes } from '#server/db/schema/index.ts';
import { createSlipDesk, placeSlip, placeSlips, type Slip } from '#server/betting/slips.ts';
import { statusesForbidding } from '#server/customers/accountState.ts';
import { parseMoney } from '#shared/money.ts';

const t = setupTestRuntime();

interface Table {
  lotteryId: number;
  round: RoundView;
}

async function lottoTable(): Promise<Table> {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const lotto = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  return { lotteryId: lotto.id, round: await currentRound(t, lotto.id) };
}

async function playerWith(amount: string): Promise<Player & { id: string }> {
  const player = await registerPlayer(t);
  if (amount !== '0') await fund(t, player, amount);
  const [row] = await t.runtime.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, player.userId));
  if (!row) throw new Error('no customer row');
  return { ...player, id: row.id };
}

/** `count` players, registered one after another, each funded with `amount`. */
async function playersWith(count: number, amount: string) {
  const players: (Player & { id: string })[] = [];
  for (let i = 0; i < count; i++) players.push(await playerWith(amount));
  return players;
}

/** A slip of one 1:1.96 `pos1:BIG` bet in the Beginner room (limit 500.00), as the bet route builds it. */
function slip(table: Table, customerId: string, amount: string, period = table.round.period): Slip {
  const cents = parseMoney(amount);
  if (cents === null) throw new Error(`not an amount: ${amount}`);
  return {
    customerId,
    lotteryId: table.lotteryId,
    roomId: 1,
    period,
    items: [{ id: randomUUID(), key: 'pos1:BIG', amount: cents, odds: 19600, oddsByCount: null }],
    total: cents,
    betLimit: 50000n,
    balanceRequirement: 0n,
    refuseStatuses: statusesForbidding('bet'),
    slipKey: null,
    at: t.clock.now(),
    lossSince: { daily: t.clock.now(), weekly: t.clock.now(), monthly: t.clock.now() },
  };
}

/** Every (round, player, room) whose recorded stake differs from the sum of its pending bets. */
async function stakeMismatches() {
  const result = (await t.runtime.database.db.execute(sql`
    select coalesce(s.round_id, b.round_id) as round_id, s.staked::text as recorded, b.pending::text as pending
    from round_stakes s
    full join (select round_id, customer_id, room_id, sum(amount) as pending from bets
               where status = 'pending' group by round_id, customer_id, room_id) b
      using (round_id, customer_id, room_id)
    where coalesce(s.staked, 0) <> coalesce(b.pending, 0)`)) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('bet slips placed together', () => {
  it('each slip of one call gets its own outcome, in order; a player twice in one call is judged on the first', async () => {
    const table = await lottoTable();
    const rich = await playerWith('1000');
    const broke = await playerWith('0');
    const outcomes = await placeSlips(t.runtime.database.db, [
      slip(table, rich.id, '300'),
      slip(table, broke.id, '10'),
      // The same player again: 300 + 250 is over the room's 500.00 per round.
      slip(table, rich.id, '250'),
      slip(table, rich.id, '200'),
      slip(table, rich.id, '1', '202611219999'),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'placed',
      'insufficientBalance',
      'overLimit',
      'placed',
      'closed',
    ]);
    expect(outcomes[2]).toEqual({ outcome: 'overLimit', staked: 30000n });
    expect(outcomes[3]).toEqual({ outcome: 'placed', balance: 50000n });
    expect(await balanceOf(t, rich)).toBe('500.00');
    expect(await balanceOf(t, broke)).toBe('0.00');
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('in one call: a frozen player is refused, a repeated Idempotency-Key is reported as placed once, a room requirement is judged on the balance so far', async () => {
    const table = await lottoTable();
    const frozen = await playerWith('100');
    const keyed = await playerWith('100');
    await t.runtime.database.db
      .update(customers)
      .set({ status: 'frozen' })
      .where(eq(customers.id, frozen.id));
    const first = { ...slip(table, keyed.id, '10'), slipKey: 'slip-key-0001' };
    const repeat = { ...slip(table, keyed.id, '10'), slipKey: 'slip-key-0001' };
    // Requires 85.00 in hand: after the first slip the player has 90.00, after the next 80.00.
    const demanding = { ...slip(table, keyed.id, '10'), balanceRequirement: 8500n };
    const outcomes = await placeSlips(t.runtime.database.db, [
      slip(table, frozen.id, '10'),
      first,
      repeat,
      demanding,
      demanding,
    ]);
    expect(outcomes).toEqual([
      { outcome: 'refusedStatus', status: 'frozen' },
      { outcome: 'placed', balance: 9000n },
      { outcome: 'replayed', balance: 9000n },
      { outcome: 'placed', balance: 8000n },
      { outcome: 'belowRoomRequirement' },
    ]);
    expect(await balanceOf(t, keyed)).toBe('80.00');
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('a player is the same player however their id is spelt: uppercase slips go in their own turn', async () => {
    const table = await lottoTable();
    const [first, second] = await playersWith(2, '100');
    const a = first?.id ?? '';
    const outcomes = await placeSlips(t.runtime.database.db, [
      slip(table, a, '10'),
      slip(table, a.toUpperCase(), '20'),
      slip(table, second?.id ?? '', '30'),
      slip(table, a, '40'),
    ]);
    expect(outcomes).toEqual([
      { outcome: 'placed', balance: 9000n },
      { outcome: 'placed', balance: 7000n },
      { outcome: 'placed', balance: 7000n },
      { outcome: 'placed', balance: 3000n },
    ]);
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('any mix of slips gets from one call the outcomes, balances and stakes that one call per slip gives', async () => {
    const table = await lottoTable();
    const players = await playersWith(3, '300');
    const { db } = t.runtime.database;
    const slipArb = fc.record({
      player: fc.integer({ min: 0, max: 2 }),
      amount: fc.constantFrom('1', '50', '120', '250'),
      requirement: fc.constantFrom(0n, 10000n),
      key: fc.option(fc.constantFrom('slip-key-a', 'slip-key-b'), { nil: null }),
      closed: fc.boolean(),
    });
    const rollback = new Error('rollback');
    const balances = (tx: typeof db) =>
      tx.select({ id: customers.id, balance: customers.balance }).from(customers).orderBy(customers.id);
    const stakes = (tx: typeof db) =>
      tx.select().from(roundStakes).orderBy(roundStakes.customerId, roundStakes.roomId);
    await fc.assert(
      fc.asyncProperty(fc.array(slipArb, { minLength: 2, maxLength: 12 }), async (specs) => {
        const slips = specs.map((spec) => ({
          ...slip(
            table,
            players[spec.player]?.id ?? '',
            spec.amount,
            spec.closed ? '202611219999' : undefined,
          ),
          balanceRequirement: spec.requirement,
          slipKey: spec.key,
        }));
        // Each way runs in a transaction that is rolled back, so both start from the same state.
        const run = async (place: (tx: typeof db) => Promise<unknown>) => {
          let seen: unknown;
          await db
            .transaction(async (tx) => {
              const inside = tx as unknown as typeof db;
              const outcomes = await place(inside);
              seen = { outcomes, balances: await balances(inside), stakes: await stakes(inside) };
              throw rollback;
            })
            .catch((error: unknown) => {
              if (error !== rollback) throw error;
            });
          return seen;
        };
        const together = await run((tx) => placeSlips(tx, slips));
        const oneByOne = await run(async (tx) => {
          const outcomes = [];
          for (const one of slips) outcomes.push(await placeSlip(tx, one));
          return outcomes;
        });
        expect(together).toEqual(oneByOne);
      }),
      { numRuns: 25 },
    );
  });

  it('a combined call that fails as a whole is retried slip by slip: only the faulty slip fails', async () => {
    const table = await lottoTable();
    const players = await playersWith(4, '100');
    // One call at a time: the first slip goes alone, the three sent meanwhile go together.
    const desk = createSlipDesk({ db: t.runtime.database.db, concurrency: 1 });
    const faulty = slip(table, players[2]?.id ?? '', '10');
    // A bet of 0 breaks the bets table's check: the combined call fails in the database.
    faulty.items = [{ ...(faulty.items[0] as Slip['items'][number]), amount: 0n }];
    const results = await Promise.allSettled([
      desk.place(slip(table, players[0]?.id ?? '', '10')),
      desk.place(slip(table, players[1]?.id ?? '', '20')),
      desk.place(faulty),
      desk.place(slip(table, players[3]?.id ?? '', '40')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.outcome : 'rejected'))).toEqual([
      'placed',
      'placed',
      'rejected',
      'placed',
    ]);
    expect(await Promise.all(players.map((p) => balanceOf(t, p)))).toEqual([
      '90.00',
      '80.00',
      '100.00',
      '60.00',
    ]);
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('60 concurrent slips from 6 players through the API: each player gets exactly the 5 the limit allows', async () => {
    const table = await lottoTable();
    const players = await playersWith(6, '2000');
    const results = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 10 }, (_, i) =>
          bet(
            t,
            player,
            { lotteryId: table.lotteryId, roomId: 1, period: table.round.period },
            [`pos${i + 1}:BIG`],
            '100',
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(await Promise.all(players.map((p) => balanceOf(t, p)))).toEqual(Array(6).fill('1500.00'));
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });
});

describe('loss limits in place_bet_slips', () => {
  /** The slip at `ms` after `t0`, its day starting at `dayStart` and its week and month a day before t0. */
  const slipAt = (table: Table, customerId: string, amount: string, t0: Date, ms: number, dayStart: Date) => {
    const weekStart = new Date(t0.getTime() - 24 * 60 * 60 * 1000);
    return {
      ...slip(table, customerId, amount),
      at: new Date(t0.getTime() + ms),
      lossSince: { daily: dayStart, weekly: weekStart, monthly: weekStart },
    };
  };
  const limit = (customerId: string, period: 'daily' | 'weekly', cents: bigint) =>
    t.runtime.database.db
      .insert(protectionLimits)
      .values({ customerId, kind: 'loss', period, playerAmount: cents });

  it('each period counts the player’s stakes since its own start, and a second slip of one call sees the first', async () => {
    const table = await lottoTable();
    const t0 = t.clock.now();
    const after = new Date(t0.getTime() + 1);
    // A daily limit only: yesterday's stake (before the day's start) does not count.
    const daily = await playerWith('100');
    await limit(daily.id, 'daily', 1500n);
    expect((await placeSlip(t.runtime.database.db, slipAt(table, daily.id, '10', t0, 0, t0))).outcome).toBe(
      'placed',
    );
    const today = await placeSlip(t.runtime.database.db, slipAt(table, daily.id, '10', t0, 2, after));
    expect(today.outcome).toBe('placed');
    // A weekly limit only: the earlier stake counts, and so does the first slip of the same call.
    const weekly = await playerWith('100');
    await limit(weekly.id, 'weekly', 2500n);
    expect((await placeSlip(t.runtime.database.db, slipAt(table, weekly.id, '10', t0, 0, t0))).outcome).toBe(
      'placed',
    );
    const outcomes = await placeSlips(t.runtime.database.db, [
      slipAt(table, weekly.id, '10', t0, 2, after),
      slipAt(table, weekly.id, '10', t0, 2, after),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['placed', 'overLossLimit']);
    expect(await balanceOf(t, daily)).toBe('80.00');
    expect(await balanceOf(t, weekly)).toBe('80.00');
    await expectLedgerBalanced(t);
  });
});

describe('the stake per round and room', () => {
  it('a cancelled bet no longer counts against the room’s limit', async () => {
    const table = await lottoTable();
    const player = await playerWith('1000');
    const target = { lotteryId: table.lotteryId, roomId: 1, period: table.round.period };
    const placed = await bet(t, player, target, ['pos1:BIG', 'pos2:BIG'], '250');
    expect(placed.status).toBe(200);
    expect((await bet(t, player, target, ['pos3:BIG'], '1')).body.error).toBe('BET_AMOUNT_EXCEEDS_LIMIT');
    const cancel = await t.call<Envelope>(
      'POST',
      `/api/app/game/bet/cancel?betUid=${placed.body.data.bets[0]?.betUid}`,
      {
        headers: player.headers,
      },
    );
    expect(cancel.status).toBe(200);
    expect((await bet(t, player, target, ['pos3:BIG'], '250')).status).toBe(200);
    expect((await bet(t, player, target, ['pos4:BIG'], '1')).body.error).toBe('BET_AMOUNT_EXCEEDS_LIMIT');
    const [stake] = await t.runtime.database.db
      .select({ staked: roundStakes.staked })
      .from(roundStakes)
      .where(and(eq(roundStakes.roundId, table.round.id), eq(roundStakes.roomId, 1)));
    expect(stake?.staked).toBe(50000n);
    expect(await stakeMismatches()).toEqual([]);
  });

  it('cancels and new bets of one player at the same moment all get an answer (no deadlock), and the stake stays the sum', async () => {
    const table = await lottoTable();
    const player = await playerWith('1000');
    // Room 2 (Standard: minimum 10.00, 100.00 in hand, 5 000.00 per round): only the race is under test.
    const target = { lotteryId: table.lotteryId, roomId: 2, period: table.round.period };
    const keys = Array.from({ length: 10 }, (_, i) => `pos${i + 1}:BIG`);
    const placed = await bet(t, player, target, keys, '10');
    expect(placed.status).toBe(200);
    const cancel = (betUid: string) =>
      callApp(t, 'POST /game/bet/cancel', { query: { betUid: betUid }, headers: player.headers });
    const bets = placed.body.data.bets as { betUid: string }[];
    const results = await Promise.all([
      ...bets.map((b) => cancel(b.betUid)),
      ...keys.map((key) => bet(t, player, target, [key.replace('BIG', 'SMALL')], '10')),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    // 1 000 − 10 placed × 10 + 10 cancelled × 10 − 10 new × 10.
    expect(await balanceOf(t, player)).toBe('900.00');
    expect(await stakeMismatches()).toEqual([]);
    await expectLedgerBalanced(t);
  });

  it('is counted per room: the limit of one room does not take from another', async () => {
    const table = await lottoTable();
    const player = await playerWith('2000');
    const beginner = { lotteryId: table.lotteryId, roomId: 1, period: table.round.period };
    expect((await bet(t, player, beginner, ['pos1:BIG'], '500')).status).toBe(200);
    expect((await bet(t, player, { ...beginner, roomId: 2 }, ['pos1:BIG'], '500')).status).toBe(200);
    expect((await bet(t, player, beginner, ['pos2:BIG'], '1')).body.error).toBe('BET_AMOUNT_EXCEEDS_LIMIT');
    expect(await stakeMismatches()).toEqual([]);
  });

  it('settlement with bets of many players locks them in order and pays each once', async () => {
    const table = await lottoTable();
    const players = await playersWith(5, '100');
    const target = { lotteryId: table.lotteryId, roomId: 1, period: table.round.period };
    for (const player of players)
      expect((await bet(t, player, target, ['pos1:BIG', 'pos1:SMALL'], '10')).status).toBe(200);
    await at(t, table.round.drawAt);
    // One of BIG / SMALL wins 1.96 × 10.00 = 19.60: 100 − 20 + 19.60.
    expect(await Promise.all(players.map((p) => balanceOf(t, p)))).toEqual(Array(5).fill('99.60'));
    await expectLedgerBalanced(t);
  });
});
