import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { at, currentRound, startGames } from '../support/games.ts';
import { openEventStream } from '../support/sse.ts';

const t = setupTestRuntime();

/** Opens the event stream of a lottery in-process and reads events as they arrive. */
const openStream = (lotteryId: number) => openEventStream(t, `/api/app/game/${lotteryId}/stream`);

describe('GET /game/{lotteryId}/stream', () => {
  it('sends the current round on connect, then every state change and the draw, as Server-Sent Events', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const fast3 = lotteries.find((l) => l.game === 'fast3');
    if (!fast3) throw new Error('no fast3');
    const round = await currentRound(t, fast3.id);
    const stream = await openStream(fast3.id);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    // The server's time comes first: a page from the route cache set its clock when rendered.
    expect(await stream.next((e) => e.event === 'ping')).toEqual({
      event: 'ping',
      data: { serverTime: t.clock.now().toISOString() },
    });
    expect(await stream.next((e) => e.event === 'round')).toMatchObject({
      data: { period: round.period, state: 'open' },
    });
    await at(t, round.closesAt);
    await stream.next(
      (e) => e.event === 'round' && e.data?.period === round.period && e.data.state === 'closed',
    );
    await at(t, round.drawAt);
    const draw = await stream.next((e) => e.event === 'draw');
    expect(draw.data).toMatchObject({
      period: round.period,
      numbers: expect.any(Array),
      seedHash: round.seedHash,
    });
    await stream.next(
      (e) => e.event === 'round' && e.data?.period === round.period && e.data.state === 'settled',
    );
    stream.close();
  });

  it('announces a new odds version', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const stream = await openStream(lotto.id);
    await stream.next((e) => e.event === 'round');
    const { staffSession } = await import('../support/accounts.ts');
    const admin = await staffSession(t, 'admin');
    await callAdmin(t, 'PUT /lotteries/{lotteryId}/odds', {
      params: { lotteryId: lotto.id },
      headers: admin.headers,
      body: { odds: [{ key: 'pos1:BIG', odds: '1.95' }] },
    });
    expect((await stream.next((e) => e.event === 'odds')).data).toMatchObject({
      version: expect.any(Number),
    });
    stream.close();
  });

  it('forgets a client that disconnects', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const first = lotteries[0];
    if (!first) throw new Error('no lottery');
    const before = t.runtime.events.listenerCount();
    const stream = await openStream(first.id);
    await stream.next((e) => e.event === 'round');
    expect(t.runtime.events.listenerCount()).toBe(before + 1);
    stream.close();
    for (let i = 0; i < 50 && t.runtime.events.listenerCount() > before; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.runtime.events.listenerCount()).toBe(before);
  });

  it('an unknown lottery is a 404 envelope, not a stream', async () => {
    const res = await callApp(t, 'GET /game/{lotteryId}/stream', { params: { lotteryId: '999' } });
    expect(res.status).toBe(404);
  });
});
