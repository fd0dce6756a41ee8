/**
 * Tells the log when the event loop was held up: every `everyMs`, the longest delay a timer saw
 * in that window, when it passed `warnMs`. A server whose requests time out while its process
 * looks idle (a long synchronous piece of work, a database call that blocks the loop) shows it
 * here, with the time it happened, rather than only as the clients' timeouts.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Logger } from 'pino';

export function watchEventLoop(log: Logger, { everyMs = 10_000, warnMs = 1_000 } = {}): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const timer = setInterval(() => {
    const maxMs = Math.round(delay.max / 1e6);
    if (maxMs >= warnMs) {
      log.warn(
        { maxMs, p99Ms: Math.round(delay.percentile(99) / 1e6), windowMs: everyMs },
        'event loop held up',
      );
    }
    delay.reset();
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
