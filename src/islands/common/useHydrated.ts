/**
 * False during the server render and the first browser render, true once the island runs.
 * Buttons that need the island stay disabled until then: a tap before hydration would do
 * nothing (or, for a form, submit it natively with its fields in the URL).
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
