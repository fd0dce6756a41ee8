/**
 * One customer for staff: profile and balance, inviter and invitees, devices (with the other
 * customers seen on them) and sessions; tabs with the player's ledger entries, bets, deposits,
 * withdrawals and transfers; and support's actions — set the account state with a reason,
 * change locked profile fields on request, reset the password (shown once).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi, type StaffMember } from '#client/staffSession.ts';
import type { Page, User } from '#client/types.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { PHONE_PATTERN } from '#shared/accountLimits.ts';
import { cryptoNetworkOf } from '#shared/cryptoAddress.ts';
import { PasswordOnce } from './PasswordOnce.tsx';
import { Field } from '../common/Field.tsx';
import { StateView } from '../common/StateView.tsx';
import { marketLabel } from '../betting/marketLabel.ts';
import { DepositsPanel } from './DepositQueue.tsx';
import { LedgerPanel } from './LedgerView.tsx';
import { TransfersPanel } from './TransferList.tsx';
import { WithdrawalsPanel } from './WithdrawalQueue.tsx';
import { ACCOUNT_STATUSES, type AccountStatus, FINANCE_ROLES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { AccountStatusBadge, CustomerLink, Shortened, SuccessNotice } from './kit/views.tsx';
import { ActionDialog, ReasonField } from './kit/ActionDialog.tsx';
import { fieldErrors } from './kit/errors.tsx';
import { gateView, hasRole, useStaffGate } from './kit/gate.tsx';
import { PAGE_SIZE, useAdminRemote } from './kit/data.ts';
import { Pager } from './kit/Pager.tsx';
import type { StaffBet } from './kit/apiTypes.ts';
import './money.css';

interface Device {
  visitorId: string;
  browserName: string | null;
  os: string | null;
  device: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  lastIp: string | null;
  otherUserIds: string[];
}

interface Session {
  id: string;
  ip: string | null;
  userAgent: string | null;
  visitorId: string | null;
  createdAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

interface CustomerDetailData extends User {
  status: AccountStatus;
  statusReason: string | null;
  invitationCode: string;
  inviter: { userId: string; username: string } | null;
  invitees: { userId: string; username: string; createdAt: string }[];
  devices: Device[];
  sessions: Session[];
}

interface Props {
  messages: IslandMessages;
  locale: string;
  userId: string;
}

export default function CustomerDetail({ messages, locale, userId }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('customers');
  const { data, error, isLoading, slow, mutate } = useAdminRemote<CustomerDetailData>(
    gate.allowed ? `/customers/${userId}` : null,
  );
  const [dialog, setDialog] = useState<'status' | 'profile' | 'reset' | null>(null);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState('');

  const refused = gateView(t, gate);
  if (refused) return refused;
  const staff = gate.staff;
  const maySupport = hasRole(staff, SUPPORT_ROLES);
  const dateTime = (iso: string) => formatDateTimeForLocale(locale, iso);

  return (
    <div className="admin-customer">
      <p>
        <a href="/admin/customers">{t('admin.customers.backToList')}</a>
      </p>
      <SuccessNotice t={t} text={done} onDismiss={() => setDone('')} />
      <StateView
        t={t}
        isLoading={isLoading && !data}
        slow={slow}
        error={data ? null : error}
        onRetry={() => void mutate()}
      >
        {data && (
          <>
            <section className="card admin-profile" aria-labelledby="customer-profile-title">
              <div className="row admin-profile-head">
                <h2 id="customer-profile-title" className="admin-profile-title">
                  {data.username} <span className="mono muted">{data.userId}</span>{' '}
                  <AccountStatusBadge t={t} status={data.status} />
                </h2>
                {maySupport && (
                  <div className="actions-cell">
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setDialog('status')}
                    >
                      {t('admin.customers.setStatus')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setDialog('profile')}
                    >
                      {t('admin.customers.changeProfile')}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => setDialog('reset')}
                    >
                      {t('admin.customers.resetPassword')}
                    </button>
                  </div>
                )}
              </div>
              {data.status !== 'active' && (
                <p className="notice">
                  {t(`admin.customers.statusEffect.${data.status}`)}
                  {data.statusReason && (
                    <> {t('admin.customers.statusReason', { reason: data.statusReason })}</>
                  )}
                </p>
              )}
              <dl className="admin-facts admin-facts-wide">
                <dt>{t('admin.customers.userId')}</dt>
                <dd className="mono">{data.userId}</dd>
                <dt>{t('admin.customers.username')}</dt>
                <dd>{data.username}</dd>
                <dt>{t('admin.customers.realName')}</dt>
                <dd>{data.realName || '—'}</dd>
                <dt>{t('admin.customers.phone')}</dt>
                <dd>
                  <span className="mono" dir="ltr">
                    {data.phoneNumber ?? '—'}
                  </span>
                </dd>
                <dt>{t('admin.customers.address')}</dt>
                <dd className="break">
                  <span className="mono" dir="ltr">
                    {data.cryptoAddress ? `${data.cryptoAddress} (${data.cryptoNetwork ?? '—'})` : '—'}
                  </span>
                </dd>
                <dt>{t('admin.customers.balance')}</dt>
                <dd className="strong">{formatMoneyForLocale(locale, data.balance)}</dd>
                <dt>{t('admin.customers.transactionPassword')}</dt>
                <dd>
                  {data.hasTransactionPassword ? t('admin.customers.set') : t('admin.customers.notSet')}
                </dd>
                <dt>{t('admin.money.created')}</dt>
                <dd>{dateTime(data.createdAt)}</dd>
                <dt>{t('admin.customers.invitationCode')}</dt>
                <dd className="mono">{data.invitationCode}</dd>
                <dt>{t('admin.customers.inviter')}</dt>
                <dd>
                  {data.inviter ? (
                    <>
                      <CustomerLink userId={data.inviter.userId} /> {data.inviter.username}
                    </>
                  ) : (
                    t('admin.customers.noInviter')
                  )}
                </dd>
                <dt>{t('admin.customers.invitees', { count: data.invitees.length })}</dt>
                <dd>
                  {data.invitees.length === 0 ? (
                    t('admin.customers.noInvitees')
                  ) : (
                    <ul className="admin-inline-list">
                      {data.invitees.map((i) => (
                        <li key={i.userId}>
                          <CustomerLink userId={i.userId} /> {i.username}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </dl>
            </section>

            <h2 className="section-title">{t('admin.customers.devices')}</h2>
            <DevicesTable t={t} devices={data.devices} dateTime={dateTime} />

            <h2 className="section-title">{t('admin.customers.sessions')}</h2>
            <SessionsTable t={t} sessions={data.sessions} dateTime={dateTime} />

            <h2 className="section-title" id="customer-records-title">
              {t('admin.customers.records')}
            </h2>
            <RecordTabs t={t} locale={locale} staff={staff} userId={data.userId} />

            {dialog === 'status' && (
              <StatusDialog
                t={t}
                customer={data}
                onClose={() => setDialog(null)}
                onDone={(status) => {
                  setDialog(null);
                  setDone(t('admin.customers.statusDone', { status: t(`admin.customers.status.${status}`) }));
                  void mutate();
                }}
              />
            )}
            {dialog === 'profile' && (
              <ProfileDialog
                t={t}
                customer={data}
                onClose={() => setDialog(null)}
                onDone={() => {
                  setDialog(null);
                  setDone(t('admin.customers.profileDone'));
                  void mutate();
                }}
              />
            )}
            {dialog === 'reset' && !password && (
              <ActionDialog
                t={t}
                title={t('admin.customers.resetTitle')}
                confirmLabel={t('admin.customers.resetButton')}
                danger
                onClose={() => setDialog(null)}
                onConfirm={async () => {
                  const result = await adminApi<{ password: string }>(
                    `/customers/${data.userId}/password-reset`,
                    {
                      method: 'POST',
                    },
                  );
                  setPassword(result.password);
                  void mutate();
                }}
              >
                <p className="admin-effect">
                  {t('admin.customers.resetEffect', { username: data.username, userId: data.userId })}
                </p>
              </ActionDialog>
            )}
            {dialog === 'reset' && password && (
              <PasswordOnce
                t={t}
                username={data.username}
                password={password}
                onClose={() => {
                  setPassword('');
                  setDialog(null);
                  setDone(t('admin.customers.resetDone'));
                }}
              />
            )}
          </>
        )}
      </StateView>
    </div>
  );
}

function DevicesTable({
  t,
  devices,
  dateTime,
}: {
  t: T;
  devices: Device[];
  dateTime: (iso: string) => string;
}) {
  if (devices.length === 0) return <p className="muted">{t('admin.customers.noDevices')}</p>;
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">{t('admin.customers.devices')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.customers.device')}</th>
            <th scope="col">{t('admin.customers.firstSeen')}</th>
            <th scope="col">{t('admin.customers.lastSeen')}</th>
            <th scope="col">{t('admin.customers.lastIp')}</th>
            <th scope="col">{t('admin.customers.sameDevice')}</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((d) => (
            <tr key={d.visitorId}>
              <td>
                {[d.browserName, d.os, d.device].filter(Boolean).join(' · ') ||
                  t('admin.customers.unknownDevice')}
                <div className="muted">
                  <Shortened value={d.visitorId} keep={8} />
                </div>
              </td>
              <td>{dateTime(d.firstSeenAt)}</td>
              <td>{dateTime(d.lastSeenAt)}</td>
              <td>
                <span className="mono" dir="ltr">
                  {d.lastIp ?? '—'}
                </span>
              </td>
              <td>
                {d.otherUserIds.length === 0 ? (
                  <span className="muted">{t('admin.customers.noOthers')}</span>
                ) : (
                  <>
                    <span className="badge badge-warn">
                      {t('admin.customers.othersCount', { count: d.otherUserIds.length })}
                    </span>
                    <ul className="admin-inline-list">
                      {d.otherUserIds.map((id) => (
                        <li key={id}>
                          <CustomerLink userId={id} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SessionsTable({
  t,
  sessions,
  dateTime,
}: {
  t: T;
  sessions: Session[];
  dateTime: (iso: string) => string;
}) {
  if (sessions.length === 0) return <p className="muted">{t('admin.customers.noSessions')}</p>;
  return (
    <div className="table-scroll">
      <table className="data">
        <caption className="visually-hidden">{t('admin.customers.sessions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.customers.started')}</th>
            <th scope="col">{t('admin.customers.lastSeen')}</th>
            <th scope="col">{t('admin.customers.ip')}</th>
            <th scope="col">{t('admin.customers.userAgent')}</th>
            <th scope="col">{t('admin.money.status')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id}>
              <td>{dateTime(s.createdAt)}</td>
              <td>{dateTime(s.lastSeenAt)}</td>
              <td>
                <span className="mono" dir="ltr">
                  {s.ip ?? '—'}
                </span>
              </td>
              <td className="cell-agent" title={s.userAgent ?? undefined}>
                {s.userAgent ?? '—'}
              </td>
              <td>
                {s.revokedAt ? (
                  <>
                    <span className="badge">{t('admin.customers.sessionEnded')}</span>
                    <div className="muted">{dateTime(s.revokedAt)}</div>
                    {s.revokedReason && <div className="muted cell-reason">{s.revokedReason}</div>}
                  </>
                ) : (
                  <span className="badge badge-good">{t('admin.customers.sessionActive')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Tab = 'ledger' | 'bets' | 'deposits' | 'withdrawals' | 'transfers';

/** The player's records in tabs (the ledger only for roles that may read it). */
function RecordTabs({
  t,
  locale,
  staff,
  userId,
}: {
  t: T;
  locale: string;
  staff: StaffMember | null;
  userId: string;
}) {
  const tabs: Tab[] = hasRole(staff, FINANCE_ROLES)
    ? ['ledger', 'bets', 'deposits', 'withdrawals', 'transfers']
    : ['bets', 'deposits', 'withdrawals', 'transfers'];
  const [active, setActive] = useState<Tab>(tabs[0] ?? 'bets');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern), mirrored right to left.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    setActive(tab);
    refs.current[next]?.focus();
  }

  const all = { status: '' as const, userId: '' };
  return (
    <>
      <div className="segments" role="tablist" aria-labelledby="customer-records-title" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`customer-tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`customer-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
          >
            {t(`admin.customers.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div id={`customer-panel-${active}`} role="tabpanel" aria-labelledby={`customer-tab-${active}`}>
        {active === 'ledger' && <LedgerPanel t={t} locale={locale} fixedUserId={userId} />}
        {active === 'bets' && <BetsPanel t={t} locale={locale} userId={userId} />}
        {active === 'deposits' && (
          <DepositsPanel t={t} locale={locale} staff={staff} initial={all} fixedUserId={userId} />
        )}
        {active === 'withdrawals' && (
          <WithdrawalsPanel t={t} locale={locale} staff={staff} initial={all} fixedUserId={userId} />
        )}
        {active === 'transfers' && <TransfersPanel t={t} locale={locale} fixedUserId={userId} />}
      </div>
    </>
  );
}

const BET_BADGE: Record<string, string> = {
  pending: 'badge-warn',
  settled: 'badge-good',
  invalid: 'badge-bad',
  cancelled: '',
  deleted: '',
};

function BetsPanel({ t, locale, userId }: { t: T; locale: string; userId: string }) {
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, slow, mutate } = useAdminRemote<Page<StaffBet>>(
    `/customers/${userId}/bets`,
    {
      pageNo,
      pageSize: PAGE_SIZE,
    },
  );
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return (
    <StateView
      t={t}
      isLoading={isLoading && !data}
      slow={slow}
      error={data ? null : error}
      empty={data?.list.length === 0}
      emptyText={t('admin.customers.noBets')}
      onRetry={() => void mutate()}
    >
      {data && (
        <>
          <div className="table-scroll">
            <table className="data">
              <caption className="visually-hidden">{t('admin.customers.tab.bets')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.customers.placed')}</th>
                  <th scope="col">{t('admin.customers.lottery')}</th>
                  <th scope="col">{t('admin.customers.period')}</th>
                  <th scope="col">{t('admin.customers.pick')}</th>
                  <th scope="col" className="num">
                    {t('admin.money.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.odds')}
                  </th>
                  <th scope="col">{t('admin.money.status')}</th>
                  <th scope="col" className="num">
                    {t('bets.payout')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((b) => (
                  <tr key={b.betUid}>
                    <td>{formatDateTimeForLocale(locale, b.createdAt)}</td>
                    <td>{b.lotteryName}</td>
                    <td className="mono">{b.period}</td>
                    <td>
                      {marketLabel(t, b.key)}
                      <div className="muted mono">{b.key}</div>
                    </td>
                    <td className="num">{money(b.amount)}</td>
                    <td className="num">{b.odds}</td>
                    <td>
                      <span className={`badge ${BET_BADGE[b.status] ?? ''}`}>
                        {t(`bets.status.${b.status}`)}
                      </span>
                      {b.result && <div className="muted">{t(`bets.result.${b.result}`)}</div>}
                    </td>
                    <td className="num">{money(b.payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager t={t} page={data} onPage={setPageNo} label={t('admin.customers.betPages')} />
        </>
      )}
    </StateView>
  );
}

function StatusDialog({
  t,
  customer,
  onClose,
  onDone,
}: {
  t: T;
  customer: CustomerDetailData;
  onClose: () => void;
  onDone: (status: AccountStatus) => void;
}) {
  const [status, setStatus] = useState<AccountStatus>(
    ACCOUNT_STATUSES.find((s) => s !== customer.status) ?? 'active',
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  return (
    <ActionDialog
      t={t}
      title={t('admin.customers.statusTitle')}
      confirmLabel={t('admin.customers.statusButton')}
      danger={status !== 'active'}
      onClose={onClose}
      validate={() => {
        const ok = reason.trim() !== '';
        setReasonError(ok ? '' : t('admin.money.reasonRequired'));
        return ok;
      }}
      onConfirm={async () => {
        await adminApi(`/customers/${customer.userId}/status`, { body: { status, reason: reason.trim() } });
        onDone(status);
      }}
    >
      <p>{t('admin.customers.statusNow', { status: t(`admin.customers.status.${customer.status}`) })}</p>
      <div className="field">
        <label htmlFor="customer-status">{t('admin.customers.newStatus')}</label>
        <select
          id="customer-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AccountStatus)}
        >
          {ACCOUNT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.customers.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="admin-effect">
        {t('admin.customers.statusSummary', {
          username: customer.username,
          userId: customer.userId,
          status: t(`admin.customers.status.${status}`),
        })}{' '}
        {t(`admin.customers.statusEffect.${status}`)}
      </p>
      <ReasonField
        t={t}
        id="customer-status-reason"
        value={reason}
        onChange={setReason}
        error={reasonError}
      />
    </ActionDialog>
  );
}

type ProfileFields = { realName: string; phoneNumber: string; cryptoAddress: string };

function ProfileDialog({
  t,
  customer,
  onClose,
  onDone,
}: {
  t: T;
  customer: CustomerDetailData;
  onClose: () => void;
  onDone: () => void;
}) {
  const before: ProfileFields = {
    realName: customer.realName ?? '',
    phoneNumber: customer.phoneNumber ?? '',
    cryptoAddress: customer.cryptoAddress ?? '',
  };
  const [form, setForm] = useState<ProfileFields>(before);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileFields | 'reason' | 'form', string>>>({});
  const changed = (Object.keys(form) as (keyof ProfileFields)[]).filter((k) => form[k].trim() !== before[k]);
  const labels: Record<keyof ProfileFields, string> = {
    realName: t('admin.customers.realName'),
    phoneNumber: t('admin.customers.phone'),
    cryptoAddress: t('admin.customers.address'),
  };
  const network = cryptoNetworkOf(form.cryptoAddress.trim());

  function validate(): boolean {
    const next: typeof errors = {};
    if (changed.length === 0) next.form = t('admin.customers.profileNoChange');
    if (changed.includes('realName') && !form.realName.trim()) next.realName = t('field.REAL_NAME_REQUIRED');
    if (changed.includes('phoneNumber') && !PHONE_PATTERN.test(form.phoneNumber.trim()))
      next.phoneNumber = t('field.PHONE_NUMBER_INVALID');
    if (changed.includes('cryptoAddress') && !network)
      next.cryptoAddress = t('field.INVALID_CHAIN_OR_ADDRESS');
    if (!reason.trim()) next.reason = t('admin.money.reasonRequired');
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  return (
    <ActionDialog
      t={t}
      title={t('admin.customers.profileTitle')}
      confirmLabel={t('admin.customers.profileButton')}
      onClose={onClose}
      validate={validate}
      onConfirm={async () => {
        const body: Partial<ProfileFields> & { reason: string } = { reason: reason.trim() };
        for (const key of changed) body[key] = form[key].trim();
        try {
          await adminApi(`/customers/${customer.userId}/profile`, { body });
        } catch (e) {
          const fields = fieldErrors(t, e);
          if (Object.keys(fields).length) setErrors(fields);
          throw e;
        }
        onDone();
      }}
    >
      <p>{t('admin.customers.profileIntro', { username: customer.username, userId: customer.userId })}</p>
      {(Object.keys(labels) as (keyof ProfileFields)[]).map((key) => (
        <Field
          key={key}
          id={`customer-${key}`}
          label={labels[key]}
          autoComplete="off"
          dir={key === 'realName' ? undefined : 'ltr'}
          value={form[key]}
          error={errors[key]}
          hint={key === 'cryptoAddress' && network ? t('admin.customers.network', { network }) : undefined}
          onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
        />
      ))}
      {changed.length > 0 && (
        <div className="admin-effect">
          <p>{t('admin.customers.profileChanges')}</p>
          <ul>
            {changed.map((key) => (
              <li key={key}>
                {t('admin.customers.profileChange', {
                  field: labels[key],
                  from: before[key] || '—',
                  to: form[key].trim() || '—',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <ReasonField
        t={t}
        id="customer-profile-reason"
        label={t('admin.customers.profileReason')}
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
    </ActionDialog>
  );
}
