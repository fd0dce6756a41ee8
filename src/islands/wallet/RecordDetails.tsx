/**
 * A wallet record's top and details, as every record list shows them.
 */
import { Fragment, type ReactNode } from 'react';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { useLocale } from '#islands/common/i18n.tsx';

/**
 * The top of a record: what it is and its amount (`tone`: its colour), then when it happened
 * and anything after that (its status).
 */
export function RecordSummary({
  title,
  amount,
  tone,
  createdAt,
  heading: Heading = 'h2',
  children,
}: {
  title: string;
  amount: string;
  tone?: string;
  createdAt: string;
  /** h3 where the list is under a section's own h2. */
  heading?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <>
      <div className="wallet-record-head">
        <Heading>{title}</Heading>
        <span className={tone === undefined ? 'wallet-record-amount' : `wallet-record-amount ${tone}`}>
          {amount}
        </span>
      </div>
      <div className="wallet-record-meta">
        <time className="muted" dateTime={createdAt}>
          {formatDateTimeForLocale(locale, createdAt)}
        </time>
        {children}
      </div>
    </>
  );
}

export interface Detail {
  term: string;
  value: ReactNode;
  /** Addresses, hashes and ids: monospace, left-to-right, broken anywhere. */
  mono?: boolean;
}

/** The term/value details of a record; nothing when none applies. */
export function Details({ items }: { items: (Detail | false | null | undefined | '')[] }) {
  const shown = items.filter((item): item is Detail => Boolean(item));
  if (shown.length === 0) return null;
  return (
    <dl className="wallet-record-details">
      {shown.map((item) => (
        <Fragment key={item.term}>
          <dt>{item.term}</dt>
          <dd className={item.mono ? 'wallet-mono' : undefined}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
