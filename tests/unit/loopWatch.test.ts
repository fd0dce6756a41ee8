import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { watchEventLoop } from '#server/http/loopWatch.ts';

/** A logger whose warnings land in `lines`. */
function capturingLogger() {
  const lines: { msg: string; maxMs: number }[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchEventLoop', () => {
  it('warns once a window in which the loop was held up past the threshold, with how long', async () => {
    const { log, lines } = capturingLogger();
    const stop = watchEventLoop(log, { everyMs: 400, warnMs: 300 });
    try {
      // The watch measures from its first sample on.
      await wait(100);
      const until = Date.now() + 700;
      while (Date.now() < until) {
        // Holds the loop, as a long synchronous piece of work would.
      }
      await wait(900);
    } finally {
      stop();
    }
    const held = lines.filter((line) => line.msg === 'event loop held up');
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held[0]?.maxMs).toBeGreaterThanOrEqual(600);
  });

  it('says nothing while the loop turns freely', async () => {
    const { log, lines } = capturingLogger();
    const stop = watchEventLoop(log, { everyMs: 200, warnMs: 300 });
    await wait(700);
    stop();
    expect(lines).toEqual([]);
  });
});
