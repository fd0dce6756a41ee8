/**
 * The ledger for finance: entries newest first by player, reason, reference and period (player
 * and house accounts), and the ledger check — every balance equals the sum of its entries and
 * the books balance — with its discrepancies. The panel is also the Ledger tab of a customer.
 */
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { PAGE_SIZE, useAdminData } from '../kit/data.ts';
import { PagedView } from '../kit/RemoteView.tsx';
import { LedgerCheck } from './LedgerCheck.tsx';
import { LedgerFilterForm } from './LedgerFilterForm.tsx';
import { dayStart, NO_FILTERS, useLedgerFilters, type LedgerFilters } from './filters.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

/** From the address: `?userId=` and `?reason=`. */
interface Props {
  userId: string;
  reason: string;
}

export default staffIsland<Props>('ledger', LedgerPage);

function LedgerPage({ userId, reason }: StaffPageProps & Props) {
  const t = useT();
  return (
    <>
      <LedgerCheck />
      <h2 className="section-title">{t('admin.ledger.entries')}</h2>
      <LedgerPanel initial={{ ...NO_FILTERS, userId, reason }} syncUrl />
    </>
  );
}

/** The ledger entries table with its filters; `fixedUserId` shows one player's entries only. */
export function LedgerPanel({
  initial = NO_FILTERS,
  fixedUserId,
  syncUrl = false,
}: {
  initial?: LedgerFilters;
  fixedUserId?: string;
  syncUrl?: boolean;
}) {
  const t = useT();
  const state = useLedgerFilters(t, initial, syncUrl);
  const { filters, pageNo, apply } = state;
  const remote = useAdminData('GET /ledger', {
    query: {
      userId: (fixedUserId ?? filters.userId) || undefined,
      reason: filters.reason || undefined,
      refType: filters.refType || undefined,
      refId: filters.refId || undefined,
      start: dayStart(filters.from),
      end: dayStart(filters.to, 1),
      pageNo,
      pageSize: PAGE_SIZE,
    },
  });

  return (
    <div className="admin-panel">
      <LedgerFilterForm
        idPrefix={fixedUserId ? 'customer-ledger' : 'ledger'}
        fixedUserId={fixedUserId}
        {...state}
      />
      {filters.refId && (
        <p className="notice admin-ref-filter">
          {t('admin.ledger.refFilter', { type: filters.refType, id: filters.refId })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => apply({ ...filters, refType: '', refId: '' })}
          >
            {t('admin.ledger.refFilterClear')}
          </button>
        </p>
      )}
      <p className="muted">{t('admin.ledger.periodHint')}</p>
      <PagedView
        remote={remote}
        emptyText={t('admin.ledger.empty')}
        onPage={state.setPageNo}
        pagerLabel={t('admin.ledger.pages')}
      >
        {(page) => (
          <LedgerTable
            data={page}
            fixedUserId={fixedUserId}
            onRef={(ref) => apply({ ...filters, refType: ref.type, refId: ref.id })}
          />
        )}
      </PagedView>
    </div>
  );
}
