/**
 * Staff's page of USDT deposits seen on chain: a card per watched chain (read again
 * every 10 seconds while the page is visible), then every on-chain deposit, filtered by state,
 * network and player (or the flagged ones) and kept in the address, with the decision on a held
 * one — credit it or mark it returned — and on a flagged one — reverse it — for the finance
 * roles (the server enforces it). Without a chain configured
 * the page says deposits are confirmed by hand under Deposits.
 */
import { useState } from 'react';
import type { StaffMember } from '#client/staffSession.ts';
import type { ChainStatus } from '#shared/contract/chain.ts';
import { CHAIN_DEPOSIT_STATES, FINANCE_ROLES, type ChainDepositState } from '#shared/vocabulary.ts';
import { PAGE_SIZE, searchParam, useAddressFilters, useAdminData } from '../kit/data.ts';
import { hasRole, staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { PagedView, RemoteView } from '../kit/RemoteView.tsx';
import { SuccessNotice } from '../kit/views.tsx';
import { ChainDecisionDialog } from './ChainDecisionDialog.tsx';
import { ChainDepositTable, type ChainAction } from './ChainDepositTable.tsx';
import { ChainFilters, type ChainFilterValue } from './ChainFilters.tsx';
import { ChainStatusCards } from './ChainStatusCards.tsx';
import { TitledSection } from '#islands/common/TitledSection.tsx';
import { useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';
import './chain.css';

/** The status and the deposits are read again this often (SWR pauses while the tab is hidden). */
const REFRESH_MS = 10_000;

export default staffIsland('chain', ChainPage);

/** A state from the address, or '' (all) when it is none of the states. */
const knownState = (state: string) =>
  CHAIN_DEPOSIT_STATES.includes(state as ChainDepositState) ? state : '';

function ChainPage({ staff }: StaffPageProps) {
  const t = useT();
  const status = useAdminData('GET /chain/status', {}, { refreshInterval: REFRESH_MS });
  const filters = useAddressFilters<Record<keyof ChainFilterValue, string>>(() => ({
    state: knownState(searchParam('state')),
    chain: searchParam('chain'),
    userId: searchParam('userId'),
    flagged: searchParam('flagged') === 'true' ? 'true' : '',
  }));
  return (
    <div className="stack">
      <TitledSection id="chain-status-title" title={t('admin.chain.statusTitle')}>
        <RemoteView remote={status}>
          {(chains) =>
            chains.length === 0 ? (
              <p className="notice" data-testid="chain-none">
                {t('admin.chain.none')} <a href="/admin/deposits">{t('admin.chain.noneLink')}</a>
              </p>
            ) : (
              <>
                <ChainStatusCards
                  chains={chains}
                  onShowHeld={(chain) => filters.filter({ state: 'held', flagged: '', chain })}
                  onShowFlagged={(chain) => filters.filter({ state: '', flagged: 'true', chain })}
                />
                <p className="muted console-small">{t('admin.chain.refreshNote')}</p>
              </>
            )
          }
        </RemoteView>
      </TitledSection>
      <TitledSection id="chain-deposits-title" title={t('admin.chain.depositsTitle')}>
        <DepositsPanel
          staff={staff}
          chains={status.data ?? []}
          filters={filters}
          onDecided={() => void status.mutate()}
        />
      </TitledSection>
    </div>
  );
}

/** The filters, the success line, the table with its pager, and the open decision. */
function DepositsPanel({
  staff,
  chains,
  filters,
  onDecided,
}: {
  staff: StaffMember | null;
  chains: readonly ChainStatus[];
  filters: ReturnType<typeof useAddressFilters<Record<keyof ChainFilterValue, string>>>;
  /** A decision was taken (or found taken): the chains' counts are read again. */
  onDecided: () => void;
}) {
  const t = useT();
  const { state, chain, userId, flagged, pageNo, filter } = filters;
  const [action, setAction] = useState<ChainAction | null>(null);
  // The last outcome: a decision recorded, or found already taken by someone else.
  const [done, setDone] = useState<{ text: string; stale: boolean } | null>(null);
  const deposits = useAdminData(
    'GET /chain/deposits',
    {
      query: {
        state: state || undefined,
        flagged: flagged || undefined,
        chain: chain || undefined,
        userId: userId || undefined,
        pageNo,
        pageSize: PAGE_SIZE,
      },
    },
    { refreshInterval: REFRESH_MS },
  );

  async function settled(text: string, stale = false) {
    setAction(null);
    setDone({ text, stale });
    onDecided();
    const next = await deposits.mutate();
    // The last row of a later page was decided: show the page before.
    if (next && next.list.length === 0 && pageNo > 1) filter({ pageNo: pageNo - 1 });
  }

  return (
    <div className="admin-panel">
      <ChainFilters
        chains={chains}
        value={{ state, chain, userId, flagged }}
        onChange={(next) => {
          setDone(null);
          filter(next);
        }}
      />
      {done?.stale ? (
        <p className="notice admin-success" role="status">
          {done.text}
        </p>
      ) : (
        <SuccessNotice text={done?.text ?? ''} onDismiss={() => setDone(null)} />
      )}
      <PagedView
        remote={deposits}
        emptyText={t('admin.chain.empty')}
        onPage={(n) => filter({ pageNo: n })}
        pagerLabel={t('admin.chain.pages')}
      >
        {(page) => (
          <ChainDepositTable page={page} mayDecide={hasRole(staff, FINANCE_ROLES)} open={setAction} />
        )}
      </PagedView>
      {action && (
        <ChainDecisionDialog
          key={`${action.kind}-${action.deposit.id}`}
          action={action}
          onClose={() => setAction(null)}
          onDone={(text) => void settled(text)}
          onStale={() => void settled(t('admin.chain.alreadyDecided'), true)}
        />
      )}
    </div>
  );
}
