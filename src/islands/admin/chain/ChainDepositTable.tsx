/**
 * The on-chain deposits table: seen, player, network, amount, confirmations, state with its
 * reason, the transaction on the explorer, who decided and why; a held deposit's Credit and Mark
 * returned buttons for the roles that may decide.
 */
import type { T } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import type { ChainDepositState, StaffChainDeposit } from '#shared/contract/chain.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { DataTable, num } from '../kit/DataTable.tsx';
import { CustomerLink, Shortened, SmallButton } from '../kit/views.tsx';
import { chainReasonText, ChainStateBadge } from './chainTexts.tsx';

/** A decision to take on a held deposit. */
export type ChainAction = { kind: 'release' | 'return'; deposit: StaffChainDeposit };

export function ChainDepositTable({
  t,
  locale,
  page,
  mayDecide,
  open,
}: {
  t: T;
  locale: string;
  page: Page<StaffChainDeposit>;
  /** A finance role: the actions column is shown. */
  mayDecide: boolean;
  open: (action: ChainAction) => void;
}) {
  return (
    <DataTable
      className="chain-table console-compact"
      caption={t('admin.chain.caption', { total: page.total })}
      columns={[
        t('admin.chain.seenAt'),
        t('admin.money.userId'),
        t('admin.money.network'),
        num(t('admin.money.amount')),
        num(t('admin.chain.confirmations')),
        t('admin.money.status'),
        t('admin.money.txHash'),
        t('admin.chain.decidedBy'),
        mayDecide && t('admin.money.actions'),
      ]}
    >
      {page.list.map((deposit) => (
        <ChainDepositRow
          key={deposit.id}
          t={t}
          locale={locale}
          deposit={deposit}
          mayDecide={mayDecide}
          open={open}
        />
      ))}
    </DataTable>
  );
}

function ChainDepositRow({
  t,
  locale,
  deposit: d,
  mayDecide,
  open,
}: {
  t: T;
  locale: string;
  deposit: StaffChainDeposit;
  mayDecide: boolean;
  open: (action: ChainAction) => void;
}) {
  const count = (value: number) => formatNumberForLocale(locale, value);
  return (
    <tr data-testid={`chain-deposit-${d.id}`}>
      <td>{formatDateTimeForLocale(locale, d.createdAt)}</td>
      <td>
        <CustomerLink userId={d.userId} />
      </td>
      <td>{d.network}</td>
      <td className="num">{formatMoneyForLocale(locale, d.amount)}</td>
      <td className="num">
        {/* "x of y" while it waits; once decided, how many it had then. */}
        {d.state === 'seen'
          ? t('admin.chain.confirmationsOf', {
              count: count(d.confirmations),
              required: count(d.confirmationsRequired),
            })
          : count(d.confirmations)}
      </td>
      <td>
        <ChainStateBadge t={t} state={d.state} />
        {d.reason && <div className="muted cell-reason">{reasonLine(t, d.state, d.reason)}</div>}
      </td>
      <td>
        <TxLink hash={d.txHash} url={d.txUrl} />
      </td>
      <td className="cell-reason">
        {d.decidedBy ?? <span aria-hidden="true">—</span>}
        {d.note && (
          <div className="muted" dir="auto">
            {d.note}
          </div>
        )}
      </td>
      {mayDecide && (
        <td>
          {d.state === 'held' && (
            <div className="actions-cell chain-actions">
              <SmallButton kind="brand" onClick={() => open({ kind: 'release', deposit: d })}>
                {t('admin.chain.credit')}
              </SmallButton>
              <SmallButton onClick={() => open({ kind: 'return', deposit: d })}>
                {t('admin.chain.markReturned')}
              </SmallButton>
            </div>
          )}
        </td>
      )}
    </tr>
  );
}

/** Why it is held or dropped; for one decided since, why it had been held. */
function reasonLine(t: T, state: ChainDepositState, code: string): string {
  const reason = chainReasonText(t, code);
  return state === 'held' || state === 'dropped' ? reason : t('admin.chain.wasHeld', { reason });
}

/** The hash, shortened, linking to the explorer when the chain has one. */
function TxLink({ hash, url }: { hash: string; url: string | null }) {
  if (!url) return <Shortened value={hash} keep={8} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <Shortened value={hash} keep={8} />
    </a>
  );
}
