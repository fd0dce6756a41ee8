/**
 * The keyboard of the ARIA tabs pattern: arrow keys move between tabs (mirrored right to left),
 * Home and End go to the first and last, and focus follows the chosen tab; Tab goes on into the
 * panel, as only the chosen tab is in the tab order.
 */
import { useRef, type KeyboardEvent } from 'react';

/**
 * @example
 * const tabs = useTabList(names, active, setActive);
 * <div role="tablist" onKeyDown={tabs.onKeyDown}>{names.map((n, i) => <button ref={tabs.ref(i)} tabIndex={n === active ? 0 : -1} … />)}</div>
 */
export function useTabList<N extends string>(
  names: readonly N[],
  active: N | undefined,
  choose: (name: N) => void,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = active === undefined ? -1 : names.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: names.length - 1 - index,
    }[event.key];
    if (step === undefined || index < 0) return;
    event.preventDefault();
    const next = (index + step + names.length) % names.length;
    const name = names[next];
    if (name === undefined) return;
    choose(name);
    buttons.current[next]?.focus();
  }
  const ref = (index: number) => (element: HTMLButtonElement | null) => {
    buttons.current[index] = element;
  };
  return { onKeyDown, ref };
}
