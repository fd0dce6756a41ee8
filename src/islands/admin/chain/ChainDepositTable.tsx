/**
 * The on-chain deposits table: seen, player, network, amount, confirmations, state with its
 * reason or flag, the transaction on the explorer, who decided and why (a return's refund, a
 * reversal's debt); a held deposit's Credit and Mark returned buttons, and a flagged one's
 * Reverse, for the roles that may decide.
 */
import type { T } from '#client/i18n.ts';
import type { Page } from '#shared/contract/common.ts';
import type { ChainDepositState, StaffChainDeposit } from '#shared/contract/chain.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { num, RowsTable } from '../kit/DataTable.tsx';
import { CustomerLink, DecisionButtons, Shortened, SmallButton } from '../kit/views.tsx';
import { ChainFlag, chainReasonText, ChainStateBadge } from './chainTexts.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

/** A decision to take on a held deposit, or on a flagged credited one. */
export type ChainAction = { kind: 'release' | 'return' | 'reverse'; deposit: StaffChainDeposit };

export function ChainDepositTable({
  page,
  mayDecide,
  open,
}: {
  page: Page<StaffChainDeposit>;
  /** A finance role: the actions column is shown. */
  mayDecide: boolean;
  open: (action: ChainAction) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const count = (value: number) => formatNumberForLocale(locale, value);
  return (
    <RowsTable
      className="chain-table console-compact"
      caption={t('admin.chain.caption', { total: page.total })}
      rows={page.list}
      rowKey={(d) => d.id}
      rowData={(d) => ({ 'data-testid': `chain-deposit-${d.id}` })}
      columns={[
        { head: t('admin.chain.seenAt'), cell: (d) => formatDateTimeForLocale(locale, d.createdAt) },
        { head: t('admin.money.userId'), cell: (d) => <CustomerLink userId={d.userId} /> },
        { head: t('admin.money.network'), cell: (d) => d.network },
        { head: num(t('admin.money.amount')), cell: (d) => formatMoneyForLocale(locale, d.amount) },
        {
          head: num(t('admin.chain.confirmations')),
          // "x of y" while it waits; once decided, how many it had then.
          cell: (d) =>
            d.state === 'seen'
              ? t('admin.chain.confirmationsOf', {
                  count: count(d.confirmations),
                  required: count(d.confirmationsRequired),
                })
              : count(d.confirmations),
        },
        {
          head: t('admin.money.status'),
          cell: (d) => (
            <>
              <ChainStateBadge state={d.state} />
              {d.reason && <div className="muted cell-reason">{reasonLine(t, d.state, d.reason)}</div>}
              {d.flag && <ChainFlag state={d.state} flag={d.flag} />}
            </>
          ),
        },
        { head: t('admin.money.txHash'), cell: (d) => <TxLink hash={d.txHash} url={d.txUrl} /> },
        {
          head: t('admin.chain.decidedBy'),
          className: 'cell-reason',
          cell: (d) => <Decision deposit={d} />,
        },
        mayDecide && {
          head: t('admin.money.actions'),
          cell: (d) => <Actions deposit={d} open={open} />,
        },
      ]}
    />
  );
}

/** A held deposit's Credit and Mark returned; a flagged credited one's Reverse; else nothing. */
function Actions({ deposit, open }: { deposit: StaffChainDeposit; open: (action: ChainAction) => void }) {
  const t = useT();
  if (deposit.state === 'held')
    return (
      <div className="actions-cell chain-actions">
        <DecisionButtons
          usual={['release', t('admin.chain.credit')]}
          other={['return', t('admin.chain.markReturned')]}
          open={(kind) => open({ kind, deposit })}
        />
      </div>
    );
  if (deposit.state === 'credited' && deposit.flag)
    return (
      <div className="actions-cell chain-actions">
        <SmallButton kind="danger" onClick={() => open({ kind: 'reverse', deposit })}>
          {t('admin.chain.reverse')}
        </SmallButton>
      </div>
    );
  return null;
}

/** Who decided last, their note (with a return's refund hash) and what a reversal left owed. */
function Decision({ deposit: d }: { deposit: StaffChainDeposit }) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      {d.decidedBy ?? <span aria-hidden="true">—</span>}
      {d.note && (
        <div className="muted" dir="auto">
          {d.note}
          {d.returnTxHash && <> ({d.returnTxHash})</>}
        </div>
      )}
      {d.owed && d.owed !== '0.00' && (
        <div className="muted">{t('admin.chain.owed', { amount: formatMoneyForLocale(locale, d.owed) })}</div>
      )}
    </>
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
