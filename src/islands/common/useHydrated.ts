/**
 * False during the server render and hydration, true once the island runs in the browser.
 * Buttons that need the island stay disabled until then: a tap before hydration would do
 * nothing (or, for a form, submit it natively). Islands that read the session from
 * localStorage also render their neutral state until then, so server and client HTML agree.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
