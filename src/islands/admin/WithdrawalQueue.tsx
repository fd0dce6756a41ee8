/**
 * Staff withdrawals: the queue by status and player, and the finance actions of API.md — a
 * pending withdrawal is approved (to be paid out) or rejected (the full amount refunded); an
 * approved one is marked paid (with the transaction hash) or failed (the full amount refunded).
 * Every action is confirmed first. The panel is also the Withdrawals tab of a customer's page.
 */
import { useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi, type StaffMember } from '#client/staffSession.ts';
import type { MoneyStatus, Page } from '#client/types.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import {
  ActionDialog,
  CustomerLink,
  FINANCE_ROLES,
  GateView,
  hasRole,
  MONEY_STATUSES,
  MoneyFilters,
  PAGE_SIZE,
  Pager,
  ReasonField,
  Shortened,
  SuccessNotice,
  syncQuery,
  useAdminRemote,
  useStaffGate,
  type MoneyFilterValue,
  type StaffWithdrawal,
} from './moneyShared.tsx';
import { MoneyStatusBadge } from '../common/moneyStatus.tsx';
import './money.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** From `?status=` (default pending; `all` for every status). */
  status: string;
  /** From `?userId=`. */
  userId: string;
}

export default function WithdrawalQueue({ messages, locale, status, userId }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('withdrawals');
  if (!gate.hydrated || !gate.allowed)
    return <GateView t={t} hydrated={gate.hydrated} allowed={gate.allowed} />;
  const initial: MoneyFilterValue = {
    status:
      status === 'all'
        ? ''
        : MONEY_STATUSES.includes(status as MoneyStatus)
          ? (status as MoneyStatus)
          : 'pending',
    userId,
  };
  return <WithdrawalsPanel t={t} locale={locale} staff={gate.staff} initial={initial} syncUrl />;
}

type ActionKind = 'approve' | 'reject' | 'paid' | 'fail';
type Action = { kind: ActionKind; withdrawal: StaffWithdrawal };

/** The withdrawals table with its filters and actions; `fixedUserId` shows one player's only. */
export function WithdrawalsPanel({
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
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState('');
  const userId = fixedUserId ?? filters.userId;
  const { data, error, isLoading, slow, mutate } = useAdminRemote<Page<StaffWithdrawal>>('/withdrawals', {
    status: filters.status || undefined,
    userId: userId || undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const mayAct = hasRole(staff, FINANCE_ROLES);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);

  function changeFilters(next: MoneyFilterValue) {
    setFilters(next);
    setPageNo(1);
    if (syncUrl) syncQuery({ status: next.status || 'all', userId: next.userId });
  }

  async function finished(text: string) {
    setAction(null);
    setDone(text);
    const next = await mutate();
    // The last row of a later page was handled: show the page before.
    if (next && next.list.length === 0 && pageNo > 1) setPageNo(pageNo - 1);
  }

  const button = (w: StaffWithdrawal, kind: ActionKind, label: string, primary = false) => (
    <button
      type="button"
      className={`button button-small ${primary ? 'button-brand' : 'button-secondary'}`}
      onClick={() => setAction({ kind, withdrawal: w })}
    >
      {label}
    </button>
  );

  return (
    <div className="admin-panel">
      <MoneyFilters
        t={t}
        idPrefix={fixedUserId ? 'customer-withdrawals' : 'withdrawals'}
        statuses={MONEY_STATUSES}
        kind="withdrawal"
        value={filters}
        showUserId={!fixedUserId}
        onChange={changeFilters}
      />
      <SuccessNotice t={t} text={done} onDismiss={() => setDone('')} />
      <StateView
        t={t}
        isLoading={isLoading && !data}
        slow={slow}
        error={data ? null : error}
        empty={data?.list.length === 0}
        emptyText={t('admin.withdrawals.empty')}
        onRetry={() => void mutate()}
      >
        {data && (
          <>
            <div className="table-scroll">
              <table className="data">
                <caption className="visually-hidden">
                  {t('admin.withdrawals.caption', { total: data.total })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.money.created')}</th>
                    {!fixedUserId && <th scope="col">{t('admin.money.userId')}</th>}
                    <th scope="col" className="num">
                      {t('admin.money.amount')}
                    </th>
                    <th scope="col" className="num">
                      {t('admin.money.fee')}
                    </th>
                    <th scope="col" className="num">
                      {t('admin.withdrawals.actualAmount')}
                    </th>
                    <th scope="col">{t('admin.withdrawals.address')}</th>
                    <th scope="col">{t('admin.money.status')}</th>
                    {mayAct && <th scope="col">{t('admin.money.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((w) => (
                    <tr key={w.id}>
                      <td>{formatDateTimeForLocale(locale, w.createdAt)}</td>
                      {!fixedUserId && (
                        <td>
                          <CustomerLink userId={w.userId} />
                        </td>
                      )}
                      <td className="num">{money(w.amount)}</td>
                      <td className="num">{money(w.fee)}</td>
                      <td className="num strong">{money(w.actualAmount)}</td>
                      <td>
                        <Shortened value={w.address} keep={8} />
                        {w.network && <div className="muted">{w.network}</div>}
                      </td>
                      <td>
                        <MoneyStatusBadge t={t} status={w.status} kind="withdrawal" />
                        {w.txHash && (
                          <div className="muted">
                            {t('admin.withdrawals.tx')} <Shortened value={w.txHash} keep={6} />
                          </div>
                        )}
                        {w.reason && <div className="muted cell-reason">{w.reason}</div>}
                      </td>
                      {mayAct && (
                        <td>
                          <div className="actions-cell">
                            {w.status === 'pending' && (
                              <>
                                {button(w, 'approve', t('admin.withdrawals.approve'), true)}
                                {button(w, 'reject', t('admin.withdrawals.reject'))}
                              </>
                            )}
                            {w.status === 'approved' && (
                              <>
                                {button(w, 'paid', t('admin.withdrawals.markPaid'), true)}
                                {button(w, 'fail', t('admin.withdrawals.markFailed'))}
                              </>
                            )}
                          </div>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager t={t} page={data} onPage={setPageNo} label={t('admin.withdrawals.pages')} />
          </>
        )}
      </StateView>
      {action && (
        <WithdrawalDialog
          key={`${action.kind}-${action.withdrawal.id}`}
          t={t}
          locale={locale}
          action={action}
          onClose={() => setAction(null)}
          onDone={(text) => void finished(text)}
        />
      )}
    </div>
  );
}

const TITLES: Record<ActionKind, [title: string, button: string, done: string]> = {
  approve: [
    'admin.withdrawals.approveTitle',
    'admin.withdrawals.approveButton',
    'admin.withdrawals.approved',
  ],
  reject: ['admin.withdrawals.rejectTitle', 'admin.withdrawals.rejectButton', 'admin.withdrawals.rejected'],
  paid: ['admin.withdrawals.paidTitle', 'admin.withdrawals.paidButton', 'admin.withdrawals.paid'],
  fail: ['admin.withdrawals.failTitle', 'admin.withdrawals.failButton', 'admin.withdrawals.failed'],
};

function WithdrawalDialog({
  t,
  locale,
  action,
  onClose,
  onDone,
}: {
  t: T;
  locale: string;
  action: Action;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { kind, withdrawal: w } = action;
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [key] = useState(newIdempotencyKey);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const params = {
    amount: money(w.amount),
    fee: money(w.fee),
    actual: money(w.actualAmount),
    address: w.address ?? '—',
    network: w.network ?? '—',
    userId: w.userId,
  };
  const needsReason = kind === 'reject' || kind === 'fail';
  const [title, confirmLabel, doneKey] = TITLES[kind];

  return (
    <ActionDialog
      t={t}
      title={t(title)}
      confirmLabel={t(confirmLabel)}
      danger={needsReason}
      onClose={onClose}
      validate={() => {
        if (needsReason && !reason.trim()) {
          setFieldError(t('admin.money.reasonRequired'));
          return false;
        }
        if (kind === 'paid' && !txHash.trim()) {
          setFieldError(t('admin.withdrawals.txHashRequired'));
          return false;
        }
        setFieldError('');
        return true;
      }}
      onConfirm={async () => {
        const body = needsReason
          ? { reason: reason.trim() }
          : kind === 'paid'
            ? { txHash: txHash.trim() }
            : undefined;
        await adminApi(`/withdrawals/${w.id}/${kind}`, { method: 'POST', body, idempotencyKey: key });
        onDone(t(doneKey, params));
      }}
    >
      <dl className="admin-facts">
        <dt>{t('admin.money.userId')}</dt>
        <dd className="mono">{w.userId}</dd>
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
      <p className="admin-effect">{t(`admin.withdrawals.${kind}Effect`, params)}</p>
      {needsReason && (
        <ReasonField
          t={t}
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
