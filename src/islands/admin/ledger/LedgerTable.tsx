/** A page of ledger entries; a reference filters the ledger to its movement. */
import { keyOf } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import type { LedgerEntry } from '#shared/contract/walletAdmin.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { CustomerLink, Shortened } from '../kit/views.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

/** A house account's name, or the player's link. */
function Account({ entry, fixedUserId }: { entry: LedgerEntry; fixedUserId?: string | undefined }) {
  const t = useT();
  if (entry.userId) {
    if (entry.userId === fixedUserId) return <span className="mono">{entry.userId}</span>;
    return <CustomerLink userId={entry.userId} />;
  }
  return (
    <span className="badge house-badge">
      {t(keyOf('admin.ledger.house', entry.houseAccount ?? 'unknown'))}
    </span>
  );
}

export function LedgerTable({
  data,
  fixedUserId,
  onRef,
}: {
  data: Page<LedgerEntry>;
  fixedUserId?: string | undefined;
  /** Filters the ledger to one reference. */
  onRef: (ref: LedgerEntry['ref']) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  return (
    <DataTable
      caption={t('admin.ledger.caption', { total: data.total })}
      columns={[
        num(t('admin.ledger.id')),
        t('admin.ledger.time'),
        !fixedUserId && t('admin.ledger.account'),
        t('admin.ledger.reason'),
        num(t('admin.money.amount')),
        num(t('admin.ledger.balanceAfter')),
        num(t('admin.money.fee')),
        t('admin.ledger.reference'),
      ]}
    >
      {data.list.map((e) => {
        const negative = e.amount.startsWith('-');
        const zero = /^-?0\.00$/.test(e.amount);
        return (
          <tr key={e.id}>
            <td className="num mono">{e.id}</td>
            <td>{formatDateTimeForLocale(locale, e.createdAt)}</td>
            {!fixedUserId && (
              <td>
                <Account entry={e} fixedUserId={fixedUserId} />
              </td>
            )}
            <td title={e.reason}>{t(keyOf('reason', e.reason))}</td>
            <td className={`num ${zero ? '' : negative ? 'amount-minus' : 'amount-plus'}`}>
              {negative || zero ? '' : '+'}
              {money(e.amount)}
            </td>
            <td className="num">{e.balanceAfter === null ? '—' : money(e.balanceAfter)}</td>
            <td className="num">{money(e.fee)}</td>
            <td>
              <button
                type="button"
                className="link-button ref-button"
                title={t('admin.ledger.refShow')}
                onClick={() => onRef(e.ref)}
              >
                <span className="ref-type">{e.ref.type}</span>
                <br />
                <Shortened value={e.ref.id} keep={6} />
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
