/** A customer's records in tabs: ledger entries, bets, deposits, withdrawals, transfers. */
import { useState } from 'react';
import { TabBar } from '#islands/common/TabBar.tsx';
import type { StaffMember } from '#client/staffSession.ts';
import { FINANCE_ROLES } from '#shared/vocabulary.ts';
import { DepositsPanel } from '../deposits/DepositQueue.tsx';
import { LedgerPanel } from '../ledger/LedgerView.tsx';
import { TransfersPanel } from '../transfers/TransferList.tsx';
import { WithdrawalsPanel } from '../withdrawals/WithdrawalQueue.tsx';
import { hasRole } from '../kit/gate.tsx';
import { BetsPanel } from './BetsPanel.tsx';
import { useT } from '#islands/common/i18n.tsx';

type Tab = 'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'transfers';

/** The player's records in tabs (the ledger only for roles that may read it). */
export function RecordTabs({ staff, userId }: { staff: StaffMember | null; userId: string }) {
  const t = useT();
  const tabs: Tab[] = hasRole(staff, FINANCE_ROLES)
    ? ['ledger', 'bets', 'deposits', 'withdrawals', 'transfers']
    : ['bets', 'deposits', 'withdrawals', 'transfers'];
  const [active, setActive] = useState<Tab>(tabs[0] ?? 'bets');
  const all = { status: '' as const, userId: '' };
  return (
    <>
      <TabBar
        names={tabs}
        active={active}
        choose={setActive}
        text={(tab) => t(`admin.customers.tab.${tab}`)}
        tabId={(tab) => `customer-tab-${tab}`}
        panelId={(tab) => `customer-panel-${tab}`}
        labelledBy="customer-records-title"
      />
      <div id={`customer-panel-${active}`} role="tabpanel" aria-labelledby={`customer-tab-${active}`}>
        {active === 'ledger' && <LedgerPanel fixedUserId={userId} />}
        {active === 'bets' && <BetsPanel userId={userId} />}
        {active === 'deposits' && <DepositsPanel staff={staff} initial={all} fixedUserId={userId} />}
        {active === 'withdrawals' && <WithdrawalsPanel staff={staff} initial={all} fixedUserId={userId} />}
        {active === 'transfers' && <TransfersPanel fixedUserId={userId} />}
      </div>
    </>
  );
}
