/** A customer's records in tabs: ledger entries, bets, deposits, withdrawals, transfers. */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { T } from '#client/i18n.ts';
import type { StaffMember } from '#client/staffSession.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { DepositsPanel } from '../DepositQueue.tsx';
import { LedgerPanel } from '../LedgerView.tsx';
import { TransfersPanel } from '../TransferList.tsx';
import { WithdrawalsPanel } from '../WithdrawalQueue.tsx';
import { hasRole } from '../kit/gate.tsx';
import { BetsPanel } from './BetsPanel.tsx';

type Tab = 'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'transfers';

/** The player's records in tabs (the ledger only for roles that may read it). */
export function RecordTabs({
  t,
  locale,
  staff,
  userId,
}: {
  t: T;
  locale: string;
  staff: StaffMember | null;
  userId: string;
}) {
  const tabs: Tab[] = hasRole(staff, FINANCE_ROLES)
    ? ['ledger', 'bets', 'deposits', 'withdrawals', 'transfers']
    : ['bets', 'deposits', 'withdrawals', 'transfers'];
  const [active, setActive] = useState<Tab>(tabs[0] ?? 'bets');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern), mirrored right to left.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    setActive(tab);
    refs.current[next]?.focus();
  }

  const all = { status: '' as const, userId: '' };
  return (
    <>
      <div className="segments" role="tablist" aria-labelledby="customer-records-title" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`customer-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`customer-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
          >
            {t(`admin.customers.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div id={`customer-panel-${active}`} role="tabpanel" aria-labelledby={`customer-tab-${active}`}>
        {active === 'ledger' && <LedgerPanel t={t} locale={locale} fixedUserId={userId} />}
        {active === 'bets' && <BetsPanel t={t} locale={locale} userId={userId} />}
        {active === 'deposits' && (
          <DepositsPanel t={t} locale={locale} staff={staff} initial={all} fixedUserId={userId} />
        )}
        {active === 'withdrawals' && (
          <WithdrawalsPanel t={t} locale={locale} staff={staff} initial={all} fixedUserId={userId} />
        )}
        {active === 'transfers' && <TransfersPanel t={t} locale={locale} fixedUserId={userId} />}
      </div>
    </>
  );
}
