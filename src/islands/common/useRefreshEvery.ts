/**
 * A read repeated on a timer (the console's dashboard, the home page's lotteries): at once, then
 * every `everyMs`, and from the start again when `restartOn` changes.
 */
import { useEffect, useRef } from 'react';

/**
 * Calls `read` now and every `everyMs` until the component unmounts or `restartOn` changes.
 * `read` is handed `current()`, false once its round of reads has ended, so that a late answer
 * sets no state.
 * @example useRefreshEvery(10_000, (current) => load().then((data) => current() && setData(data)), locale);
 */
export function useRefreshEvery(
  everyMs: number,
  read: (current: () => boolean) => Promise<unknown>,
  restartOn?: unknown,
): void {
  const latest = useRef(read);
  useEffect(() => {
    latest.current = read;
  });
  useEffect(() => {
    let stopped = false;
    const current = () => !stopped;
    const run = () => void latest.current(current);
    run();
    const timer = setInterval(run, everyMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [everyMs, restartOn]);
}
