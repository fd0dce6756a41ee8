/**
 * Browser time for the betting screens, as React external stores: one shared one-second tick
 * for every countdown of the page, and the server's clock measured from it. On the server and
 * during hydration the tick answers its "not yet" value, so the server's HTML and the first
 * client render agree.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';

let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribeTick(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** This device's clock in ms, updated every second; null on the server and while hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribeTick,
    () => now,
    () => null,
  );
}

/** How far the server's clock is ahead of this device's, from a `serverTime` just received. */
function offsetTo(serverTime: string): number {
  return Date.parse(serverTime) - Date.now();
}

/**
 * The server's clock: this device's clock plus the offset measured at each load and ping
 * (`sync`). `serverNow` takes the time the page was rendered at, which it answers until hydrated
 * so that both renders print the same countdown.
 * @example const { sync, serverNow } = useServerClock(room.serverTime); serverNow(room.serverTime)
 */
export function useServerClock(initialServerTime: string | undefined) {
  const [offset, setOffset] = useState(() => (initialServerTime ? offsetTo(initialServerTime) : 0));
  const now = useNow();
  const sync = useCallback((serverTime: string) => setOffset(offsetTo(serverTime)), []);
  const serverNow = (renderedAt: string | undefined) =>
    now === null ? Date.parse(renderedAt ?? '') || 0 : now + offset;
  return { sync, serverNow };
}
