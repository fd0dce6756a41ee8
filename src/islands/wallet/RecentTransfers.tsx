/**
 * The recent internal transfers under the transfer form, in two tabs: Sent and Received
 * (`GET /transfer/search?transactionReason=…`).
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RecordSummary } from './RecordDetails.tsx';
import { showSignedMoney } from '../common/amount.ts';
import { PagedList } from './PagedList.tsx';
import { useLoadMore } from './useLoadMore.ts';
import { useLocale, useT } from '#islands/common/i18n.tsx';

const TABS = [
  { reason: 'internalTransferSend', label: 'wallet.transfer.sent', list: 'wallet.transfer.sentList' },
  {
    reason: 'internalTransferReceive',
    label: 'wallet.transfer.received',
    list: 'wallet.transfer.receivedList',
  },
] as const;

type Reason = (typeof TABS)[number]['reason'];

const PAGE_SIZE = 10;

/** `reload` changes after each transfer sent from this page. */
export function RecentTransfers({ reload }: { reload: number }) {
  const t = useT();
  const [active, setActive] = useState<Reason>('internalTransferSend');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.reason === active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    setActive(tab.reason);
    tabs.current[next]?.focus();
  }

  return (
    <section className="wallet-section wallet-recent" aria-labelledby="recent-transfers-title">
      <h2 id="recent-transfers-title">{t('wallet.transfer.recent')}</h2>
      <div className="segments" role="tablist" aria-labelledby="recent-transfers-title" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.reason}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.reason}`}
            aria-selected={active === tab.reason}
            aria-controls={`panel-${tab.reason}`}
            tabIndex={active === tab.reason ? 0 : -1}
            onClick={() => setActive(tab.reason)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.reason}
          id={`panel-${tab.reason}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.reason}`}
          hidden={active !== tab.reason}
        >
          {active === tab.reason && <TransferList reason={tab.reason} label={t(tab.list)} reload={reload} />}
        </div>
      ))}
    </section>
  );
}

function TransferList({ reason, label, reload }: { reason: Reason; label: string; reload: number }) {
  const locale = useLocale();
  const t = useT();
  const records = useLoadMore('GET /transfer/search', { query: { transactionReason: reason } }, PAGE_SIZE);
  const { mutate } = records;
  useEffect(() => {
    if (reload > 0) void mutate();
  }, [reload, mutate]);

  const sent = reason === 'internalTransferSend';
  return (
    <PagedList
      records={records}
      label={label}
      renderItem={(transfer) => (
        <li key={transfer.id}>
          <RecordSummary
            heading="h3"
            title={
              sent
                ? t('wallet.transfer.toUser', { userId: transfer.toUserId })
                : t('wallet.transfer.fromUser', { userId: transfer.fromUserId })
            }
            amount={showSignedMoney(locale, sent ? `-${transfer.amount}` : transfer.amount)}
            tone={sent ? 'amount-minus' : 'amount-plus'}
            createdAt={transfer.createdAt}
          />
        </li>
      )}
    />
  );
}
