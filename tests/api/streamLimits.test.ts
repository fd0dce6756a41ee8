/**
 * Event streams hold a connection each: a cap per client IP and one in total answer 429 past
 * them, and a client that goes away (a closed tab) frees its slot at once, not at the next ping,
 * and leaves nothing of its stream behind; streams the instance may have missed changes for end,
 * so their clients connect again.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { serveOverHttp } from '../support/httpServer.ts';
import { startGames } from '../support/games.ts';

const t = setupTestRuntime({
  env: { TRUST_PROXY: 'true', EVENT_STREAMS_PER_IP: '2', EVENT_STREAMS_TOTAL: '3' },
});
const start = serveOverHttp(t);

/** Opens a lottery's stream from a client IP; `close` is the tab going away. */
async function openStream(url: string, lotteryId: number, ip: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/app/game/${lotteryId}/stream`, {
    headers: { 'X-Forwarded-For': ip },
    signal: controller.signal,
  });
  return {
    response,
    close: () => controller.abort(),
  };
}

async function firstLottery(): Promise<number> {
  const lotteries = await startGames(t);
  const first = lotteries[0];
  if (!first) throw new Error('no lottery');
  return first.id;
}

async function until(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

describe('event stream connection caps', () => {
  it('past the cap per IP, a stream is 429 RATE_LIMITED in the envelope; another IP still connects', async () => {
    const url = await start();
    const lotteryId = await firstLottery();
    const open = [
      await openStream(url, lotteryId, '203.0.113.1'),
      await openStream(url, lotteryId, '203.0.113.1'),
    ];
    expect(open.map((s) => s.response.status)).toEqual([200, 200]);
    const refused = await fetch(`${url}/api/app/game/${lotteryId}/stream`, {
      headers: { 'X-Forwarded-For': '203.0.113.1' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ code: 0, error: 'RATE_LIMITED' });
    const other = await openStream(url, lotteryId, '198.51.100.1');
    expect(other.response.status).toBe(200);
    for (const stream of [...open, other]) stream.close();
  });

  it('past the total cap, a stream from any IP is 429', async () => {
    const url = await start();
    const lotteryId = await firstLottery();
    const open = [];
    for (const ip of ['203.0.113.2', '203.0.113.3', '203.0.113.4'])
      open.push(await openStream(url, lotteryId, ip));
    expect(open.map((s) => s.response.status)).toEqual([200, 200, 200]);
    const refused = await openStream(url, lotteryId, '203.0.113.5');
    expect(refused.response.status).toBe(429);
    for (const stream of open) stream.close();
  });

  it('a client that goes away is dropped at once: its listener ends and its slot is free', async () => {
    const url = await start();
    const lotteryId = await firstLottery();
    const before = t.runtime.events.listenerCount();
    // What a stream listens to for the server's shutdown is removed when it ends, too.
    const shutdownListeners = () => getEventListeners(t.runtime.events.closing, 'abort').length;
    const listeningBefore = shutdownListeners();
    const streams = [
      await openStream(url, lotteryId, '203.0.113.6'),
      await openStream(url, lotteryId, '203.0.113.6'),
    ];
    expect(await until(() => t.runtime.events.listenerCount() === before + 2)).toBe(true);
    expect(shutdownListeners()).toBe(listeningBefore + 2);
    for (const stream of streams) stream.close();
    // Before the 15 s heartbeat could have found the socket dead (10 s: a loaded CI machine took
    // over 2 s to deliver the abort).
    expect(await until(() => t.runtime.events.listenerCount() === before, 10_000)).toBe(true);
    expect(shutdownListeners()).toBe(listeningBefore);
    const again = [
      await openStream(url, lotteryId, '203.0.113.6'),
      await openStream(url, lotteryId, '203.0.113.6'),
    ];
    expect(again.map((s) => s.response.status)).toEqual([200, 200]);
    for (const stream of again) stream.close();
  });

  it('when the instance may have missed changes, every stream ends and frees its slot; a new one starts with the round', async () => {
    const url = await start();
    const lotteryId = await firstLottery();
    const before = t.runtime.events.listenerCount();
    const streams = [
      await openStream(url, lotteryId, '203.0.113.7'),
      await openStream(url, lotteryId, '203.0.113.7'),
    ];
    expect(await until(() => t.runtime.events.listenerCount() === before + 2)).toBe(true);
    t.runtime.events.resync();
    for (const stream of streams) {
      // The server ends the body: reading it to the end finishes.
      await expect(stream.response.text()).resolves.toContain('event: round');
    }
    expect(await until(() => t.runtime.events.listenerCount() === before, 10_000)).toBe(true);
    // The slots are free again (two per IP), and a new stream begins with the current round.
    const again = await openStream(url, lotteryId, '203.0.113.7');
    expect(again.response.status).toBe(200);
    const reader = again.response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      if (text.includes('event: round')) break;
    }
    expect(text).toContain('event: round');
    again.close();
  });
});
