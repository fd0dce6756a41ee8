/**
 * Staff withdrawals: the queue by status and player, and the finance actions — a
 * pending withdrawal is approved (to be paid out) or rejected (the full amount refunded); an
 * approved one is marked paid (with the transaction hash) or failed (the full amount refunded).
 * Every action is confirmed first. The panel is also the Withdrawals tab of a customer's page.
 */
import type { MessageKey } from '#i18n/index.ts';
import { useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { MONEY_STATUSES } from '#shared/vocabulary.ts';
import { Field } from '#islands/common/Field.tsx';
import { ActionDialog, ReasonField } from '../kit/ActionDialog.tsx';
import type { StaffWithdrawal } from '#shared/contract/walletAdmin.ts';
import { MoneyQueue, moneyQueueIsland, type QueuePanelProps } from '../kit/MoneyQueue.tsx';
import { DecisionButtons } from '../kit/views.tsx';
import { withdrawalColumns } from './columns.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

export default moneyQueueIsland('withdrawals', MONEY_STATUSES, WithdrawalsPanel);

type ActionKind = 'approve' | 'reject' | 'paid' | 'fail';
type Action = { kind: ActionKind; withdrawal: StaffWithdrawal };

/** Approve or reject a pending withdrawal; mark an approved one paid or failed. */
function withdrawalActions(t: T, w: StaffWithdrawal, open: (action: Action) => void) {
  const decide = (kind: ActionKind) => open({ kind, withdrawal: w });
  return (
    <>
      {w.status === 'pending' && (
        <DecisionButtons
          usual={['approve', t('admin.withdrawals.approve')]}
          other={['reject', t('admin.withdrawals.reject')]}
          open={decide}
        />
      )}
      {w.status === 'approved' && (
        <DecisionButtons
          usual={['paid', t('admin.withdrawals.markPaid')]}
          other={['fail', t('admin.withdrawals.markFailed')]}
          open={decide}
        />
      )}
    </>
  );
}

/** The withdrawals table with its filters and actions; `fixedUserId` shows one player's only. */
export function WithdrawalsPanel(props: QueuePanelProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <MoneyQueue<StaffWithdrawal, Action>
      {...props}
      name="withdrawals"
      statuses={MONEY_STATUSES}
      columns={withdrawalColumns(t, locale)}
      actions={(w, open) => withdrawalActions(t, w, open)}
      dialog={(action, finished, close) => (
        <WithdrawalDialog
          key={`${action.kind}-${action.withdrawal.id}`}
          action={action}
          onClose={close}
          onDone={(text) => void finished(text)}
        />
      )}
    />
  );
}

const TITLES: Record<ActionKind, [title: MessageKey, button: MessageKey, done: MessageKey]> = {
  approve: [
    'admin.withdrawals.approveTitle',
    'admin.withdrawals.approveButton',
    'admin.withdrawals.approved',
  ],
  reject: ['admin.withdrawals.rejectTitle', 'admin.withdrawals.rejectButton', 'admin.withdrawals.rejected'],
  paid: ['admin.withdrawals.paidTitle', 'admin.withdrawals.paidButton', 'admin.withdrawals.paid'],
  fail: ['admin.withdrawals.failTitle', 'admin.withdrawals.failButton', 'admin.withdrawals.failed'],
};

const needsReasonFor = (kind: ActionKind) => kind === 'reject' || kind === 'fail';

/** The error of the action's field: a reason to reject or fail, a hash to mark paid ('' when fine). */
function fieldErrorOf(t: T, kind: ActionKind, reason: string, txHash: string): string {
  if (needsReasonFor(kind) && !reason.trim()) return t('admin.money.reasonRequired');
  if (kind === 'paid' && !txHash.trim()) return t('admin.withdrawals.txHashRequired');
  return '';
}

/** The action's body: the reason, the transaction hash, or nothing. */
function bodyOf(kind: ActionKind, reason: string, txHash: string) {
  return needsReasonFor(kind)
    ? { reason: reason.trim() }
    : kind === 'paid'
      ? { txHash: txHash.trim() }
      : undefined;
}

function WithdrawalDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT();
  const { kind, withdrawal: w } = action;
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [key] = useState(newIdempotencyKey);
  const money = useMoney();
  const params = {
    amount: money(w.amount),
    fee: money(w.fee),
    actual: money(w.actualAmount),
    address: w.address ?? '—',
    network: w.network ?? '—',
    userId: w.userId,
  };
  const needsReason = needsReasonFor(kind);
  const [title, confirmLabel, doneKey] = TITLES[kind];

  return (
    <ActionDialog
      title={t(title)}
      confirmLabel={t(confirmLabel)}
      danger={needsReason}
      onClose={onClose}
      validate={() => {
        const error = fieldErrorOf(t, kind, reason, txHash);
        setFieldError(error);
        return error === '';
      }}
      onConfirm={async () => {
        // An approval has no detail: its route reads no body.
        const body = bodyOf(kind, reason, txHash) ?? {};
        await adminApi(`POST /withdrawals/{id}/${kind}`, { params: { id: w.id }, body, idempotencyKey: key });
        onDone(t(doneKey, params));
      }}
    >
      <WithdrawalFacts userId={w.userId} params={params} />
      <p className="admin-effect">{t(`admin.withdrawals.${kind}Effect`, params)}</p>
      {needsReason && (
        <ReasonField
          id={`withdrawal-${kind}-reason`}
          value={reason}
          onChange={setReason}
          error={fieldError}
        />
      )}
      {kind === 'paid' && (
        <Field
          id="withdrawal-txhash"
          label={t('admin.withdrawals.txHash')}
          autoComplete="off"
          maxLength={100}
          required
          value={txHash}
          error={fieldError}
          onChange={(event) => setTxHash(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}

/** The withdrawal the action is about: player, amount, fee, amount paid out, address. */
function WithdrawalFacts({
  userId,
  params,
}: {
  userId: string;
  params: { amount: string; fee: string; actual: string; address: string; network: string };
}) {
  const t = useT();
  return (
    <dl className="admin-facts">
      <dt>{t('admin.money.userId')}</dt>
      <dd className="mono">{userId}</dd>
      <dt>{t('admin.money.amount')}</dt>
      <dd>{params.amount}</dd>
      <dt>{t('admin.money.fee')}</dt>
      <dd>{params.fee}</dd>
      <dt>{t('admin.withdrawals.actualAmount')}</dt>
      <dd>{params.actual}</dd>
      <dt>{t('admin.withdrawals.address')}</dt>
      <dd className="break">
        <span className="mono" dir="ltr">
          {params.address} ({params.network})
        </span>
      </dd>
    </dl>
  );
}
