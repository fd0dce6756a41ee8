import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestRuntime } from '../support/runtime.ts';
import { currentRound, startGames } from '../support/games.ts';
import { rounds } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

const stateOf = async (roundId: number) =>
  (await t.runtime.database.db.select().from(rounds).where(eq(rounds.id, roundId)))[0]?.state;

describe('the moments the scheduler wakes at', () => {
  it('a tick reports the next moment: the earliest close of an open round, then its draw', async () => {
    const lotteries = await startGames(t);
    const open = await Promise.all(lotteries.map((l) => currentRound(t, l.id)));
    const firstClose = Math.min(...open.map((r) => Date.parse(r.closesAt)));
    expect((await t.runtime.rounds.tick())?.getTime()).toBe(firstClose);

    const closing = open.find((r) => Date.parse(r.closesAt) === firstClose);
    t.clock.set(new Date(firstClose));
    const next = await t.runtime.rounds.tick();
    expect(await stateOf(closing?.id ?? 0)).toBe('closed');
    // Every moment still to come is later than now, the drawing of the round just closed among them.
    expect(next?.getTime()).toBeGreaterThan(firstClose);
    expect(next?.getTime()).toBeLessThanOrEqual(Date.parse(closing?.drawAt ?? ''));
  });

  it('moments alone close and draw at the moment; the tick after settles', async () => {
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    const round = await currentRound(t, lotto?.id ?? 0);

    t.clock.set(round.closesAt);
    await t.runtime.rounds.moments();
    expect(await stateOf(round.id)).toBe('closed');

    t.clock.set(round.drawAt);
    await t.runtime.rounds.moments();
    expect(await stateOf(round.id)).toBe('drawing');
    await t.runtime.rounds.tick();
    expect(await stateOf(round.id)).toBe('settled');
  });
});
