/**
 * Browser time for the betting screens, as React external stores: one shared one-second tick
 * for every countdown of the page, and whether the island has hydrated. On the server and
 * during hydration both answer their "not yet" value, so the server's HTML and the first client
 * render agree.
 */
import { useSyncExternalStore } from 'react';

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
