/**
 * The ledger for finance: entries newest first by player, reason, reference and period (player
 * and house accounts), and the ledger check — every balance equals the sum of its entries and
 * the books balance — with its discrepancies. The panel is also the Ledger tab of a customer.
 */
import { useState, type FormEvent } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { Page } from '#client/types.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatDateTimeForLocale, formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { StateView } from '../common/StateView.tsx';
import { actionErrorText } from './kit/errors.tsx';
import { CustomerLink, Shortened } from './kit/views.tsx';
import { gateView, useStaffGate } from './kit/gate.tsx';
import { PAGE_SIZE, syncQuery, useAdminRemote } from './kit/data.ts';
import { Pager } from './kit/Pager.tsx';
import type { LedgerEntry } from './kit/apiTypes.ts';
import { TRANSACTION_REASONS } from '#shared/vocabulary.ts';
import './money.css';

const REASONS = TRANSACTION_REASONS;

interface LedgerFilters {
  userId: string;
  reason: string;
  from: string;
  to: string;
  refType: string;
  refId: string;
}

const NO_FILTERS: LedgerFilters = { userId: '', reason: '', from: '', to: '', refType: '', refId: '' };

interface Props {
  messages: IslandMessages;
  locale: string;
  /** From `?userId=`. */
  userId: string;
  /** From `?reason=`. */
  reason: string;
}

export default function LedgerView({ messages, locale, userId, reason }: Props) {
  const t = makeT(messages);
  const gate = useStaffGate('ledger');
  const refused = gateView(t, gate);
  if (refused) return refused;
  return (
    <>
      <LedgerCheck t={t} locale={locale} />
      <h2 className="section-title">{t('admin.ledger.entries')}</h2>
      <LedgerPanel t={t} locale={locale} initial={{ ...NO_FILTERS, userId, reason }} syncUrl />
    </>
  );
}

/** The start of a local calendar day as an instant; `days` later for an exclusive end. */
function dayStart(date: string, days = 0): string | undefined {
  if (!date) return undefined;
  const start = new Date(`${date}T00:00:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  start.setDate(start.getDate() + days);
  return start.toISOString();
}

/** A house account's name, or the player's link. */
function Account({ t, entry, fixedUserId }: { t: T; entry: LedgerEntry; fixedUserId?: string | undefined }) {
  if (entry.userId) {
    if (entry.userId === fixedUserId) return <span className="mono">{entry.userId}</span>;
    return <CustomerLink userId={entry.userId} />;
  }
  return (
    <span className="badge house-badge">{t(`admin.ledger.house.${entry.houseAccount ?? 'unknown'}`)}</span>
  );
}

/** The ledger entries table with its filters; `fixedUserId` shows one player's entries only. */
export function LedgerPanel({
  t,
  locale,
  initial = NO_FILTERS,
  fixedUserId,
  syncUrl = false,
}: {
  t: T;
  locale: string;
  initial?: LedgerFilters;
  fixedUserId?: string;
  syncUrl?: boolean;
}) {
  const [filters, setFilters] = useState<LedgerFilters>(initial);
  const [form, setForm] = useState<LedgerFilters>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof LedgerFilters, string>>>({});
  const [pageNo, setPageNo] = useState(1);
  const idPrefix = fixedUserId ? 'customer-ledger' : 'ledger';
  const { data, error, isLoading, slow, mutate } = useAdminRemote<Page<LedgerEntry>>('/ledger', {
    userId: (fixedUserId ?? filters.userId) || undefined,
    reason: filters.reason || undefined,
    refType: filters.refType || undefined,
    refId: filters.refId || undefined,
    start: dayStart(filters.from),
    end: dayStart(filters.to, 1),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const money = (amount: string) => formatMoneyForLocale(locale, amount);

  function apply(next: LedgerFilters) {
    setFilters(next);
    setForm(next);
    setPageNo(1);
    if (syncUrl) syncQuery({ userId: next.userId, reason: next.reason });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...form, userId: form.userId.trim() };
    const problems: typeof errors = {};
    if (next.userId && !USER_ID_PATTERN.test(next.userId)) problems.userId = t('field.USER_ID_INVALID');
    if (next.from && next.to && next.from > next.to) problems.to = t('admin.ledger.periodInvalid');
    setErrors(problems);
    if (Object.keys(problems).length === 0) apply(next);
  }

  const set = (name: keyof LedgerFilters) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  return (
    <div className="admin-panel">
      <form className="admin-toolbar" onSubmit={submit} role="search" aria-label={t('admin.money.filters')}>
        {!fixedUserId && (
          <div className={`field${errors.userId ? ' field-invalid' : ''}`}>
            <label htmlFor={`${idPrefix}-user`}>{t('admin.money.userId')}</label>
            <input
              id={`${idPrefix}-user`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder="123456"
              value={form.userId}
              aria-invalid={errors.userId ? true : undefined}
              aria-describedby={errors.userId ? `${idPrefix}-user-error` : undefined}
              onChange={(event) => set('userId')(event.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${idPrefix}-reason`}>{t('admin.ledger.reason')}</label>
          <select
            id={`${idPrefix}-reason`}
            value={form.reason}
            onChange={(event) => apply({ ...form, reason: event.target.value })}
          >
            <option value="">{t('admin.ledger.allReasons')}</option>
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reason.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-from`}>{t('admin.ledger.from')}</label>
          <input
            id={`${idPrefix}-from`}
            type="date"
            value={form.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        </div>
        <div className={`field${errors.to ? ' field-invalid' : ''}`}>
          <label htmlFor={`${idPrefix}-to`}>{t('admin.ledger.to')}</label>
          <input
            id={`${idPrefix}-to`}
            type="date"
            value={form.to}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${idPrefix}-to-error` : undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-brand button-small admin-toolbar-button">
          {t('admin.money.apply')}
        </button>
        {(filters.userId || filters.reason || filters.from || filters.to || filters.refId) && (
          <button
            type="button"
            className="button button-secondary button-small admin-toolbar-button"
            onClick={() => {
              setErrors({});
              apply(NO_FILTERS);
            }}
          >
            {t('admin.ledger.clear')}
          </button>
        )}
        {errors.userId && (
          <p id={`${idPrefix}-user-error`} className="field-error admin-toolbar-error">
            {errors.userId}
          </p>
        )}
        {errors.to && (
          <p id={`${idPrefix}-to-error`} className="field-error admin-toolbar-error">
            {errors.to}
          </p>
        )}
      </form>
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
      <StateView
        t={t}
        isLoading={isLoading && !data}
        slow={slow}
        error={data ? null : error}
        empty={data?.list.length === 0}
        emptyText={t('admin.ledger.empty')}
        onRetry={() => void mutate()}
      >
        {data && (
          <>
            <div className="table-scroll">
              <table className="data">
                <caption className="visually-hidden">
                  {t('admin.ledger.caption', { total: data.total })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="num">
                      {t('admin.ledger.id')}
                    </th>
                    <th scope="col">{t('admin.ledger.time')}</th>
                    {!fixedUserId && <th scope="col">{t('admin.ledger.account')}</th>}
                    <th scope="col">{t('admin.ledger.reason')}</th>
                    <th scope="col" className="num">
                      {t('admin.money.amount')}
                    </th>
                    <th scope="col" className="num">
                      {t('admin.ledger.balanceAfter')}
                    </th>
                    <th scope="col" className="num">
                      {t('admin.money.fee')}
                    </th>
                    <th scope="col">{t('admin.ledger.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((e) => {
                    const negative = e.amount.startsWith('-');
                    const zero = /^-?0\.00$/.test(e.amount);
                    return (
                      <tr key={e.id}>
                        <td className="num mono">{e.id}</td>
                        <td>{formatDateTimeForLocale(locale, e.createdAt)}</td>
                        {!fixedUserId && (
                          <td>
                            <Account t={t} entry={e} fixedUserId={fixedUserId} />
                          </td>
                        )}
                        <td title={e.reason}>{t(`reason.${e.reason}`)}</td>
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
                            onClick={() => apply({ ...filters, refType: e.ref.type, refId: e.ref.id })}
                          >
                            <span className="ref-type">{e.ref.type}</span>
                            <br />
                            <Shortened value={e.ref.id} keep={6} />
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pager t={t} page={data} onPage={setPageNo} label={t('admin.ledger.pages')} />
          </>
        )}
      </StateView>
    </div>
  );
}

interface CheckResult {
  ok: boolean;
  accounts: number;
  entries: number;
  houseBalances: Record<string, string>;
  discrepancies: { kind: string; subject: string; expected: string; actual: string }[];
}

/** The "Run ledger check" button and its result. */
function LedgerCheck({ t, locale }: { t: T; locale: string }) {
  const [result, setResult] = useState<CheckResult | null>(null);
  const [checkedAt, setCheckedAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const number = (value: number) => formatNumberForLocale(locale, value);

  async function run() {
    setBusy(true);
    setError('');
    try {
      setResult(await adminApi<CheckResult>('/ledger/check'));
      setCheckedAt(formatDateTimeForLocale(locale, new Date()));
    } catch (e) {
      setError(actionErrorText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card admin-check" aria-labelledby="ledger-check-title">
      <div className="row admin-check-head">
        <div>
          <h2 id="ledger-check-title" className="admin-check-title">
            {t('admin.ledger.checkTitle')}
          </h2>
          <p className="muted">{t('admin.ledger.checkIntro')}</p>
        </div>
        <button
          type="button"
          className="button button-brand"
          onClick={() => void run()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('admin.ledger.checking') : t('admin.ledger.runCheck')}
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p className="notice notice-danger" role="alert">
            {error}
          </p>
        )}
        {result && (
          <>
            {result.ok ? (
              <p className="notice notice-good admin-check-result">
                <strong>{t('admin.ledger.checkOk')}</strong>{' '}
                {t('admin.ledger.checkCounts', {
                  accounts: number(result.accounts),
                  entries: number(result.entries),
                })}
              </p>
            ) : (
              <p className="notice notice-danger admin-check-result">
                <strong>
                  {t('admin.ledger.checkFailed', { count: number(result.discrepancies.length) })}
                </strong>{' '}
                {t('admin.ledger.checkCounts', {
                  accounts: number(result.accounts),
                  entries: number(result.entries),
                })}
              </p>
            )}
            <p className="muted">{t('admin.ledger.checkedAt', { time: checkedAt })}</p>
            {result.discrepancies.length > 0 && (
              <div className="table-scroll">
                <table className="data">
                  <caption>{t('admin.ledger.discrepancies')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.ledger.kind')}</th>
                      <th scope="col">{t('admin.ledger.subject')}</th>
                      <th scope="col" className="num">
                        {t('admin.ledger.expected')}
                      </th>
                      <th scope="col" className="num">
                        {t('admin.ledger.actual')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.discrepancies.map((d, index) => (
                      <tr key={`${d.kind}-${d.subject}-${index}`}>
                        <td>{t(`admin.ledger.kind.${d.kind}`)}</td>
                        <td>
                          {/^\d{6}$/.test(d.subject) ? (
                            <CustomerLink userId={d.subject} />
                          ) : (
                            <Shortened value={d.subject} />
                          )}
                        </td>
                        <td className="num">{money(d.expected)}</td>
                        <td className="num">{money(d.actual)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {Object.keys(result.houseBalances).length > 0 && (
              <div className="table-scroll admin-house">
                <table className="data">
                  <caption>{t('admin.ledger.houseBalances')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.ledger.account')}</th>
                      <th scope="col" className="num">
                        {t('admin.ledger.balance')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(result.houseBalances).map(([account, balance]) => (
                      <tr key={account}>
                        <th scope="row">{t(`admin.ledger.house.${account}`)}</th>
                        <td className="num">{money(balance)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
