import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { at, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

interface SseEvent {
  event: string;
  data: Record<string, unknown> | null;
}

/** Opens the event stream of a lottery in-process and reads events as they arrive. */
async function openStream(lotteryId: number) {
  const controller = new AbortController();
  const response = await t.runtime.api.fetch(
    new Request(`http://fairdraw.test/api/app/game/${lotteryId}/stream`, { signal: controller.signal }),
  );
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  const received: SseEvent[] = [];
  async function next(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(received)}`);
      const chunk = await Promise.race([
        reader!.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 100)),
      ]);
      if (!chunk || chunk.done) continue;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
        received.push({ event, data: JSON.parse(data) as SseEvent['data'] });
      }
    }
  }
  return {
    response,
    next,
    // What the HTTP server does when the browser goes away: the response stream is cancelled.
    close: () => {
      void reader.cancel();
      controller.abort();
    },
  };
}

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
    await t.call('PUT', `/api/admin/lotteries/${lotto.id}/odds`, {
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
    const res = await t.call('GET', '/api/app/game/999/stream');
    expect(res.status).toBe(404);
  });
});
