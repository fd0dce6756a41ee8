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
import type { MoneyStatus, Page } from '#client/types.ts';
import { ConfirmDialog } from './DepositConfirmDialog.tsx';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { StateView } from '../common/StateView.tsx';
import {
  ActionDialog,
  CustomerLink,
  FINANCE_ROLES,
  GateView,
  hasRole,
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
  type StaffDeposit,
} from './moneyShared.tsx';
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
  if (!gate.hydrated || !gate.allowed)
    return <GateView t={t} hydrated={gate.hydrated} allowed={gate.allowed} />;
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

type Action =
  | { kind: 'confirm'; deposit: StaffDeposit }
  | { kind: 'reject'; deposit: StaffDeposit }
  | { kind: 'reverse'; deposit: StaffDeposit };

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
  const [filters, setFilters] = useState(initial);
  const [pageNo, setPageNo] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState('');
  const userId = fixedUserId ?? filters.userId;
  const { data, error, isLoading, slow, mutate } = useAdminRemote<Page<StaffDeposit>>('/deposits', {
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

  return (
    <div className="admin-panel">
      <MoneyFilters
        t={t}
        idPrefix={fixedUserId ? 'customer-deposits' : 'deposits'}
        statuses={DEPOSIT_STATUSES}
        kind="deposit"
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
        emptyText={t('admin.deposits.empty')}
        onRetry={() => void mutate()}
      >
        {data && (
          <>
            <div className="table-scroll">
              <table className="data">
                <caption className="visually-hidden">
                  {t('admin.deposits.caption', { total: data.total })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.money.created')}</th>
                    {!fixedUserId && <th scope="col">{t('admin.money.userId')}</th>}
                    <th scope="col" className="num">
                      {t('admin.money.amount')}
                    </th>
                    <th scope="col">{t('admin.money.network')}</th>
                    <th scope="col">{t('admin.money.txHash')}</th>
                    <th scope="col">{t('admin.money.status')}</th>
                    {mayAct && <th scope="col">{t('admin.money.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((d) => (
                    <tr key={d.id}>
                      <td>{formatDateTimeForLocale(locale, d.createdAt)}</td>
                      {!fixedUserId && (
                        <td>
                          <CustomerLink userId={d.userId} />
                        </td>
                      )}
                      <td className="num">
                        {money(d.amountReceived ?? d.amount)}
                        {d.amountReceived !== null && d.amountReceived !== d.amount && (
                          <div className="muted">
                            {t('admin.deposits.applied', { amount: money(d.amount) })}
                          </div>
                        )}
                      </td>
                      <td>{d.network ?? '—'}</td>
                      <td>
                        <Shortened value={d.txHash} />
                      </td>
                      <td>
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
                      </td>
                      {mayAct && (
                        <td>
                          <div className="actions-cell">
                            {d.status === 'pending' && (
                              <>
                                <button
                                  type="button"
                                  className="button button-brand button-small"
                                  onClick={() => setAction({ kind: 'confirm', deposit: d })}
                                >
                                  {t('admin.deposits.confirm')}
                                </button>
                                <button
                                  type="button"
                                  className="button button-secondary button-small"
                                  onClick={() => setAction({ kind: 'reject', deposit: d })}
                                >
                                  {t('admin.deposits.reject')}
                                </button>
                              </>
                            )}
                            {d.status === 'completed' && !d.reversed && (
                              <button
                                type="button"
                                className="button button-secondary button-small"
                                onClick={() => setAction({ kind: 'reverse', deposit: d })}
                              >
                                {t('admin.deposits.reverse')}
                              </button>
                            )}
                          </div>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager t={t} page={data} onPage={setPageNo} label={t('admin.deposits.pages')} />
          </>
        )}
      </StateView>
      {action?.kind === 'confirm' && (
        <ConfirmDialog
          t={t}
          locale={locale}
          deposit={action.deposit}
          onClose={() => setAction(null)}
          onDone={(amount) =>
            finished(t('admin.deposits.confirmed', { amount: money(amount), userId: action.deposit.userId }))
          }
        />
      )}
      {action?.kind === 'reject' && (
        <RejectDialog
          t={t}
          locale={locale}
          deposit={action.deposit}
          onClose={() => setAction(null)}
          onDone={() => finished(t('admin.deposits.rejected', { userId: action.deposit.userId }))}
        />
      )}
      {action?.kind === 'reverse' && (
        <ReverseDialog
          t={t}
          locale={locale}
          deposit={action.deposit}
          onClose={() => setAction(null)}
          onDone={() => finished(t('admin.deposits.reversedDone', { userId: action.deposit.userId }))}
        />
      )}
    </div>
  );
}

interface DialogProps {
  t: T;
  locale: string;
  deposit: StaffDeposit;
  onClose: () => void;
}

function RejectDialog({ t, locale, deposit, onClose, onDone }: DialogProps & { onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [key] = useState(newIdempotencyKey);
  return (
    <ActionDialog
      t={t}
      title={t('admin.deposits.rejectTitle')}
      confirmLabel={t('admin.deposits.rejectButton')}
      danger
      onClose={onClose}
      validate={() => {
        const ok = reason.trim() !== '';
        setReasonError(ok ? '' : t('admin.money.reasonRequired'));
        return ok;
      }}
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
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
      validate={() => {
        const ok = reason.trim() !== '';
        setReasonError(ok ? '' : t('admin.money.reasonRequired'));
        return ok;
      }}
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
