/**
 * Chase plans (issue 19): one selection bet in each of the next periods at a flat stake, placed
 * by the scheduler when each round opens through the same placement as a bet, stopping on a win,
 * at the plan's loss limit, when a period cannot be placed, or when the player or staff stop it.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { completeProfile, registerPlayer, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { at, currentRound, oddsOf, roomIds, startGames } from '../support/games.ts';
import { chasePeriods } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

interface PlanView {
  id: string;
  state: string;
  stopReason: string | null;
  placed: number;
  periods: number;
  staked: string;
  returned: string;
  net: string;
  periodList?: { number: number; period: string; stake: string; bets: { key: string; amount: string }[] }[];
}
type Reply<T> = Envelope & { data: T };

async function readyPlayer(amount = '100') {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  if (amount !== '0') await fund(t, player, amount);
  return player;
}

async function lotto() {
  const lottery = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lottery) throw new Error('no lotto');
  const [roomId] = await roomIds(t, lottery.id);
  return { lotteryId: lottery.id, roomId: roomId ?? 1 };
}

async function chase(
  player: Player,
  target: { lotteryId: number; roomId: number },
  plan: {
    keys: string[];
    amount: string;
    periods: number;
    lossLimit: string;
    stopOnWin?: boolean;
    startNow?: boolean;
  },
  headers: Record<string, string> = {},
) {
  const odds = await oddsOf(t, target.lotteryId, target.roomId);
  const cents = Math.round(Number(plan.amount) * 100);
  return t.call<Reply<PlanView>>('POST', '/api/app/chase', {
    headers: { ...player.headers, ...headers },
    body: {
      ...target,
      items: plan.keys.map((key) => ({ key, amount: plan.amount, odds: odds.get(key) ?? '0' })),
      summary: {
        count: plan.keys.length,
        amount: plan.amount,
        total: ((cents * plan.keys.length) / 100).toFixed(2),
      },
      periods: plan.periods,
      lossLimit: plan.lossLimit,
      ...(plan.stopOnWin === undefined ? {} : { stopOnWin: plan.stopOnWin }),
      ...(plan.startNow === undefined ? {} : { startNow: plan.startNow }),
    },
  });
}

const detail = async (player: Player, id: string) =>
  (await t.call<Reply<PlanView>>('GET', `/api/app/chase/${id}`, { headers: player.headers })).body.data;

/** Closes the open round of a lottery (the next one opens) and draws it. */
async function nextPeriod(lotteryId: number) {
  const round = await currentRound(t, lotteryId);
  await at(t, round.closesAt);
  await at(t, round.drawAt);
}

describe('chase plans', () => {
  it('place the same selection in each of the next periods, one each, debited when placed', async () => {
    const target = await lotto();
    const player = await readyPlayer('100');
    const made = await chase(player, target, {
      keys: ['pos1:BIG'],
      amount: '1.00',
      periods: 3,
      lossLimit: '10',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ state: 'active', placed: 0, periods: 3, staked: '0.00' });
    expect(await balanceOf(t, player)).toBe('100.00');
    for (let i = 0; i < 4; i++) await nextPeriod(target.lotteryId);
    const plan = await detail(player, made.body.data.id);
    expect(plan.placed).toBe(3);
    expect(plan.staked).toBe('3.00');
    expect(plan.periodList?.map((p) => p.number)).toEqual([3, 2, 1]);
    expect(new Set(plan.periodList?.map((p) => p.period)).size).toBe(3);
    expect(['completed', 'stopped']).toContain(plan.state);
    const rows = await t.runtime.database.db
      .select()
      .from(chasePeriods)
      .where(eq(chasePeriods.planId, plan.id));
    expect(rows).toHaveLength(3);
    await expectLedgerBalanced(t);
  });

  it('places a period when the catalog is no longer cached (on PGlite’s one connection, too)', async () => {
    const target = await lotto();
    const player = await readyPlayer('100');
    const made = await chase(player, target, {
      keys: ['pos1:BIG'],
      amount: '1.00',
      periods: 2,
      lossLimit: '10',
    });
    // The catalog keeps rows a second: past it, the placement's reads of the room go to the database.
    t.runtime.catalog.forget();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await nextPeriod(target.lotteryId);
    expect((await detail(player, made.body.data.id)).placed).toBe(1);
  }, 20_000);
});
