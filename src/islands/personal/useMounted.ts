/**
 * False on the server and during hydration, true afterwards. The session lives in
 * localStorage, which the server cannot see: islands render a neutral state until mounted so
 * that the server's HTML and the first client render agree.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** Whether the island has hydrated (the browser's session stores can be trusted). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
