/**
 * Polling while something on the screen is still changing, and only while the page is seen: a
 * background tab does not poll, and catches up at once when it is shown again.
 */
import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `everyMs` while `active` and the document is visible.
 * @example usePollWhile(records.items.some((d) => d.state === 'seen'), () => void records.mutate(), 5_000);
 */
export function usePollWhile(active: boolean, refresh: () => void, everyMs: number): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => latest.current(), everyMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      latest.current();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, everyMs]);
}
