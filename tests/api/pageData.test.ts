/**
 * The pages' loader (src/server/pageData.ts) reads the services directly; what it gives a page
 * must be what the public API gives the browser, so pages and islands see one shape, and it
 * must fail as the API does (nothing under maintenance, "not found" for what does not exist).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { at, currentRound, roomIds, startGames } from '../support/games.ts';
import { drawById, drawsOf, lotteryList, roomOdds, roomsOf, roundPage, siteInfo } from '#server/pageData.ts';

const t = setupTestRuntime();

async function api(path: string): Promise<unknown> {
  const res = await t.call<Envelope>('GET', `/api/app${path}`);
  return res.body.code === 1 ? res.body.data : null;
}

/** Demo games with one drawn round of the Fast 3 lottery. */
async function withDraws() {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const fast3 = (await startGames(t)).find((l) => l.game === 'fast3');
  if (!fast3) throw new Error('no fast3 lottery');
  const round = await currentRound(t, fast3.id);
  await at(t, round.drawAt);
  const [roomId = 0] = await roomIds(t, fast3.id);
  return { lotteryId: fast3.id, roomId, roundId: round.id };
}

describe('the pages’ loader', () => {
  it('reads what the public API answers: lotteries, rooms, odds, a room with its draws, draws', async () => {
    const { lotteryId, roomId, roundId } = await withDraws();
    const locals = { runtime: t.runtime, locale: 'en' as const };

    expect(await siteInfo(locals)).toEqual(await api('/info'));
    expect(await lotteryList(locals)).toEqual(await api('/game'));
    expect(await roomsOf(locals, lotteryId)).toEqual(await api(`/game/${lotteryId}/room`));
    expect(await roomOdds(locals, lotteryId, roomId)).toEqual(await api(`/game/${lotteryId}/${roomId}/odds`));
    const page = await roundPage(locals, 'fast3', { lotteryId: String(lotteryId), roomId: String(roomId) });
    expect(page).toEqual({
      kind: 'found',
      lotteryId,
      roomId,
      room: await api(`/game/${lotteryId}/${roomId}`),
      odds: await api(`/game/${lotteryId}/${roomId}/odds`),
      stats: await api(`/game/${lotteryId}/stats?window=100`),
      // The switcher: every lottery with its rooms' names, as the public lists give them.
      lotteries: await Promise.all(
        ((await api('/game')) as { id: number; game: string; name: string }[]).map(async (l) => ({
          id: l.id,
          game: l.game,
          name: l.name,
          rooms: ((await api(`/game/${l.id}/room`)) as { id: number; name: string }[]).map((r) => ({
            id: r.id,
            name: r.name,
          })),
        })),
      ),
    });
    expect(page.kind === 'found' && page.room?.recentDraws.length).toBe(1);
    expect(await drawById(locals, roundId)).toEqual(await api(`/game/draw/${roundId}`));
    expect(await drawsOf(locals, lotteryId, { pageNo: 1, pageSize: 20 })).toEqual(
      await api(`/game/search/draw?lotteryId=${lotteryId}&pageNo=1&pageSize=20`),
    );
  });

  it('finds nothing where the API answers 404: another game’s lottery, a missing room, an undrawn round', async () => {
    const { lotteryId, roomId } = await withDraws();
    const locals = { runtime: t.runtime, locale: 'en' as const };
    const ids = { lotteryId: String(lotteryId), roomId: String(roomId) };

    expect(await roundPage(locals, 'lotto', ids)).toEqual({ kind: 'notFound' });
    expect(await roundPage(locals, 'fast3', { ...ids, roomId: '999999' })).toEqual({ kind: 'notFound' });
    expect(await roundPage(locals, 'fast3', { ...ids, roomId: '01' })).toEqual({ kind: 'notFound' });
    const next = await currentRound(t, lotteryId);
    expect(await drawById(locals, next.id)).toBeNull();
    expect(await drawById(locals, 2_147_483_648)).toBeNull();
    expect(await roomsOf(locals, 999_999)).toEqual([]);
  });

  it('reads nothing under maintenance, as the API refuses players then; the round page still renders', async () => {
    const { lotteryId, roomId, roundId } = await withDraws();
    await t.runtime.database.db.execute(sql`update site_settings set maintenance = true`);
    t.runtime.site.invalidate();
    const locals = { runtime: t.runtime, locale: 'en' as const };

    expect(await api('/game')).toBeNull();
    expect(await lotteryList(locals)).toEqual([]);
    expect(await drawById(locals, roundId)).toBeNull();
    expect(await drawsOf(locals, lotteryId, { pageNo: 1, pageSize: 20 })).toBeNull();
    expect(
      await roundPage(locals, 'fast3', { lotteryId: String(lotteryId), roomId: String(roomId) }),
    ).toEqual({
      kind: 'found',
      lotteryId,
      roomId,
      room: null,
      odds: null,
      stats: null,
      lotteries: [],
    });
  });
});
