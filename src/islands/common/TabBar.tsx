/**
 * A row of tabs (the ARIA tabs pattern) on the segments look: arrow keys move between tabs
 * (mirrored right to left), Home and End go to the first and last, focus follows the chosen tab,
 * and only the chosen tab is in the tab order, so Tab goes on into its panel.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<N extends string> {
  names: readonly N[];
  active: N | undefined;
  choose: (name: N) => void;
  /** Each tab's text (and what it shows beside it, such as a count). */
  text: (name: N) => ReactNode;
  /** Each tab's id, and the id of the panel it controls. */
  tabId: (name: N) => string;
  panelId: (name: N) => string;
  /** The tab list's name: a text, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
}

export function TabBar<N extends string>(props: Props<N>) {
  const { names, active, choose } = props;
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
  return (
    <div
      className={props.className ?? 'segments'}
      role="tablist"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      onKeyDown={onKeyDown}
    >
      {names.map((name, index) => (
        <button
          key={name}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={props.tabId(name)}
          aria-selected={name === active}
          aria-controls={props.panelId(name)}
          tabIndex={name === active ? 0 : -1}
          onClick={() => choose(name)}
        >
          {props.text(name)}
        </button>
      ))}
    </div>
  );
}
