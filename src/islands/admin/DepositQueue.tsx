/**
 * Staff deposits: the queue by status and player, and the finance actions of API.md — confirm
 * with the amount received (credits the player), reject with a reason, reverse a completed
 * deposit (down to a zero balance, the rest recorded as owed). Every action is confirmed first.
 * The panel is also the Deposits tab of a customer's page.
 */
import { useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi, type StaffMember } from '#client/staffSession.ts';
import type { MoneyStatus } from '#shared/vocabulary.ts';
import { ConfirmDialog } from './DepositConfirmDialog.tsx';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { ActionDialog, ReasonField, useReason } from './kit/ActionDialog.tsx';
import type { StaffDeposit } from '#shared/contract/walletAdmin.ts';
import { useAdminRemote } from './kit/data.ts';
import { gateView, useStaffGate } from './kit/gate.tsx';
import type { MoneyFilterValue } from './kit/MoneyFilters.tsx';
import { MoneyQueue, type QueueColumn } from './kit/MoneyQueue.tsx';
import { Shortened } from './kit/views.tsx';
import { MoneyStatusBadge } from '../common/moneyStatus.tsx';
import './money.css';

const DEPOSIT_STATUSES: readonly MoneyStatus[] = ['pending', 'completed', 'rejected'];

interface Props {
  messages: IslandMessages;
  locale: string;
  /** From `?status=` (default pending; `all` for every status). */
  status: string;
  /** From `?userId=`. */
  userId: string;
}

export default function DepositQueue({ messages, locale, status, userId }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('deposits');
  const refused = gateView(t, gate);
  if (refused) return refused;
  const initial: MoneyFilterValue = {
    status:
      status === 'all'
        ? ''
        : DEPOSIT_STATUSES.includes(status as MoneyStatus)
          ? (status as MoneyStatus)
          : 'pending',
    userId,
  };
  return <DepositsPanel t={t} locale={locale} staff={gate.staff} initial={initial} syncUrl />;
}

type Action = { kind: 'confirm' | 'reject' | 'reverse'; deposit: StaffDeposit };

/** The deposit's own columns: amount (and what was applied), network, hash, status. */
function depositColumns(t: T, locale: string): QueueColumn<StaffDeposit>[] {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return [
    {
      head: t('admin.money.amount'),
      headClass: 'num',
      cellClass: 'num',
      cell: (d) => (
        <>
          {money(d.amountReceived ?? d.amount)}
          {d.amountReceived !== null && d.amountReceived !== d.amount && (
            <div className="muted">{t('admin.deposits.applied', { amount: money(d.amount) })}</div>
          )}
        </>
      ),
    },
    { head: t('admin.money.network'), cell: (d) => d.network ?? '—' },
    { head: t('admin.money.txHash'), cell: (d) => <Shortened value={d.txHash} /> },
    {
      head: t('admin.money.status'),
      cell: (d) => (
        <>
          <MoneyStatusBadge t={t} status={d.status} kind="deposit" />
          {d.reversed && (
            <>
              {' '}
              <span className="badge badge-bad">{t('admin.deposits.reversed')}</span>
            </>
          )}
          {parseMoney(d.owed) ? (
            <div className="muted">{t('admin.deposits.owed', { amount: money(d.owed) })}</div>
          ) : null}
          {d.reason && <div className="muted cell-reason">{d.reason}</div>}
        </>
      ),
    },
  ];
}

/** Confirm and reject a pending deposit; reverse a completed one. */
function depositActions(t: T, d: StaffDeposit, open: (action: Action) => void) {
  return (
    <>
      {d.status === 'pending' && (
        <>
          <button
            type="button"
            className="button button-brand button-small"
            onClick={() => open({ kind: 'confirm', deposit: d })}
          >
            {t('admin.deposits.confirm')}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => open({ kind: 'reject', deposit: d })}
          >
            {t('admin.deposits.reject')}
          </button>
        </>
      )}
      {d.status === 'completed' && !d.reversed && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => open({ kind: 'reverse', deposit: d })}
        >
          {t('admin.deposits.reverse')}
        </button>
      )}
    </>
  );
}

/** The dialog of an action, with the success text it leaves. */
function depositDialog(
  t: T,
  locale: string,
  action: Action,
  finished: (text: string) => Promise<void>,
  close: () => void,
) {
  const { deposit } = action;
  const props = { t, locale, deposit, onClose: close };
  if (action.kind === 'confirm') {
    const money = (amount: string) => formatMoneyForLocale(locale, amount);
    return (
      <ConfirmDialog
        {...props}
        onDone={(amount) =>
          finished(t('admin.deposits.confirmed', { amount: money(amount), userId: deposit.userId }))
        }
      />
    );
  }
  if (action.kind === 'reject')
    return (
      <RejectDialog
        {...props}
        onDone={() => finished(t('admin.deposits.rejected', { userId: deposit.userId }))}
      />
    );
  return (
    <ReverseDialog
      {...props}
      onDone={() => finished(t('admin.deposits.reversedDone', { userId: deposit.userId }))}
    />
  );
}

/** The deposits table with its filters and actions; `fixedUserId` shows one player's only. */
export function DepositsPanel({
  t,
  locale,
  staff,
  initial,
  fixedUserId,
  syncUrl = false,
}: {
  t: T;
  locale: string;
  staff: StaffMember | null;
  initial: MoneyFilterValue;
  fixedUserId?: string;
  syncUrl?: boolean;
}) {
  return (
    <MoneyQueue<StaffDeposit, Action>
      t={t}
      locale={locale}
      staff={staff}
      initial={initial}
      fixedUserId={fixedUserId}
      syncUrl={syncUrl}
      name="deposits"
      statuses={DEPOSIT_STATUSES}
      columns={depositColumns(t, locale)}
      actions={(d, open) => depositActions(t, d, open)}
      dialog={(action, finished, close) => depositDialog(t, locale, action, finished, close)}
    />
  );
}

interface DialogProps {
  t: T;
  locale: string;
  deposit: StaffDeposit;
  onClose: () => void;
}

function RejectDialog({ t, locale, deposit, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const { reason, setReason, reasonError, check } = useReason(t);
  const [key] = useState(newIdempotencyKey);
  return (
    <ActionDialog
      t={t}
      title={t('admin.deposits.rejectTitle')}
      confirmLabel={t('admin.deposits.rejectButton')}
      danger
      onClose={onClose}
      validate={check}
      onConfirm={async () => {
        await adminApi(`/deposits/${deposit.id}/reject`, {
          body: { reason: reason.trim() },
          idempotencyKey: key,
        });
        onDone();
      }}
    >
      <p className="admin-effect">
        {t('admin.deposits.rejectEffect', {
          amount: formatMoneyForLocale(locale, deposit.amount),
          userId: deposit.userId,
        })}
      </p>
      <ReasonField t={t} id="deposit-reject-reason" value={reason} onChange={setReason} error={reasonError} />
    </ActionDialog>
  );
}

function ReverseDialog({ t, locale, deposit, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const { reason, setReason, reasonError, check } = useReason(t);
  const [key] = useState(newIdempotencyKey);
  const customer = useAdminRemote<{ balance: string }>(`/customers/${deposit.userId}`);
  const money = (value: string) => formatMoneyForLocale(locale, value);
  const received = deposit.amountReceived ?? deposit.amount;
  const receivedCents = parseMoney(received) ?? 0n;
  const balanceCents = customer.data ? parseMoney(customer.data.balance) : null;
  const taken = balanceCents === null ? null : balanceCents < receivedCents ? balanceCents : receivedCents;
  return (
    <ActionDialog
      t={t}
      title={t('admin.deposits.reverseTitle')}
      confirmLabel={t('admin.deposits.reverseButton')}
      danger
      onClose={onClose}
      validate={check}
      onConfirm={async () => {
        await adminApi(`/deposits/${deposit.id}/reverse`, {
          body: { reason: reason.trim() },
          idempotencyKey: key,
        });
        onDone();
      }}
    >
      <p className="admin-effect">
        {t('admin.deposits.reverseEffect', { amount: money(received), userId: deposit.userId })}
      </p>
      <p>{t('admin.deposits.reverseRule')}</p>
      {taken !== null && customer.data && (
        <dl className="admin-facts">
          <dt>{t('admin.deposits.balanceNow')}</dt>
          <dd>{money(customer.data.balance)}</dd>
          <dt>{t('admin.deposits.taken')}</dt>
          <dd>{money(formatMoney(taken))}</dd>
          <dt>{t('admin.deposits.owedAfter')}</dt>
          <dd>{money(formatMoney(receivedCents - taken))}</dd>
        </dl>
      )}
      <ReasonField
        t={t}
        id="deposit-reverse-reason"
        value={reason}
        onChange={setReason}
        error={reasonError}
      />
    </ActionDialog>
  );
}
