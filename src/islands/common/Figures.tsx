/** A few labelled figures: term and value, each pair in its own `<div>` (laid out by the list's class). */
import type { ReactNode } from 'react';

export interface Figure {
  term: string;
  value: ReactNode;
  /** The value's class (its colour: amount-plus, amount-minus). */
  className?: string | undefined;
}

/** @example <Figures className="room-facts" items={[{ term: t('betting.minBet'), value: money(room.minBet) }]} /> */
export function Figures({ className, items }: { className: string; items: (Figure | false)[] }) {
  return (
    <dl className={className}>
      {items
        .filter((item): item is Figure => item !== false)
        .map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd className={item.className}>{item.value}</dd>
          </div>
        ))}
    </dl>
  );
}
