/**
 * What the staff money and customer screens share: the staff API shapes they read, the role
 * gate, paged loading over the staff client, the pager, status badges, links to a customer and
 * the confirmation dialog every state-changing action goes through.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { RequestOptions } from '#client/api.ts';
import { ApiError } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import { moneyStatusLabel } from '../common/moneyStatus.tsx';
import { fieldsOf, gateView, Pager as ConsolePager, useAdminData } from './consoleKit.tsx';
import { $staff, type StaffMember, type StaffRole } from '#client/staffSession.ts';
import type { MoneyStatus, Page } from '#client/types.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { mayOpen } from '#shared/adminNav.ts';
import { Dialog } from '../common/Dialog.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import {
  ACCOUNT_STATUSES,
  FINANCE_ROLES,
  MONEY_STATUSES,
  SUPPORT_ROLES,
  type AccountStatus,
} from '#shared/vocabulary.ts';

export const PAGE_SIZE = 20;
/** Roles that move money (confirm deposits, act on withdrawals, read the ledger). */
export { FINANCE_ROLES };
/** Roles that change accounts (status, locked profile fields, password reset). */
export { SUPPORT_ROLES };
export { MONEY_STATUSES };

// --- Shapes of the staff API (src/server/wallet/adminRoutes.ts, src/server/staff/routes.ts). ---

export interface StaffDeposit {
  id: string;
  userId: string;
  amount: string;
  amountReceived: string | null;
  status: MoneyStatus;
  reason: string | null;
  network: string | null;
  txHash: string | null;
  reversed: boolean;
  owed: string;
  createdAt: string;
  updatedAt: string;
}

export interface StaffWithdrawal {
  id: string;
  userId: string;
  amount: string;
  fee: string;
  actualAmount: string;
  address: string | null;
  network: string | null;
  status: MoneyStatus;
  reason: string | null;
  txHash: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StaffTransfer {
  id: string;
  fromUserId: string;
  toUserId: string;
  amount: string;
  fee: string;
  createdAt: string;
}

export interface LedgerEntry {
  id: number;
  movementId: string;
  account: string;
  userId: string | null;
  houseAccount: string | null;
  reason: string;
  amount: string;
  balanceAfter: string | null;
  fee: string;
  ref: { type: string; id: string };
  createdAt: string;
}

export interface StaffBet {
  betUid: string;
  lotteryId: number;
  lotteryName: string;
  game: string;
  roomId: number;
  period: string;
  key: string;
  amount: string;
  odds: string;
  status: string;
  result: string | null;
  payout: string;
  createdAt: string;
}

// --- Role gate. ---

/**
 * The signed-in staff member once the island runs in the browser (null before: the session
 * lives in localStorage), and whether their role may open the page `pageKey`.
 */
export function useStaffGate(pageKey: string): {
  hydrated: boolean;
  staff: StaffMember | null;
  allowed: boolean;
} {
  const hydrated = useHydrated();
  const stored = useStore($staff);
  const staff = hydrated ? stored : null;
  return { hydrated, staff, allowed: Boolean(staff && mayOpen(staff.role, pageKey)) };
}

export function hasRole(staff: StaffMember | null, roles: readonly StaffRole[]): boolean {
  return Boolean(staff && roles.includes(staff.role));
}

/** What a page shows before the session is known, or to a role that may not open it. */
export function GateView({ t, hydrated, allowed }: { t: T; hydrated: boolean; allowed: boolean }) {
  if (hydrated && !allowed)
    return (
      <p className="notice notice-danger" role="alert">
        {t('admin.notAllowed')}
      </p>
    );
  return gateView(t, { ready: hydrated, allowed });
}

// --- Loading. ---

type Query = NonNullable<RequestOptions['query']>;

/**
 * A GET on the staff API through SWR (null path: not yet), with the slow-network flag.
 * @example const { data, mutate } = useAdminRemote<Page<StaffDeposit>>('/deposits', { status });
 */
export function useAdminRemote<R>(path: string | null, query: Query = {}) {
  return useAdminData<R>(path ? [path, query] : null);
}

/** Total pages of a page of results (at least 1). */
export function pageCount(page: Page<unknown> | undefined): number {
  if (!page) return 1;
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}

/** Previous / Next with "Page X of Y", for a page of results and the money pages' labels. */
export function Pager({
  t,
  page,
  onPage,
  label,
}: {
  t: T;
  page: Page<unknown> | undefined;
  onPage: (pageNo: number) => void;
  label: string;
}) {
  if (!page) return null;
  return (
    <ConsolePager
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      total={page.total}
      onPage={onPage}
      labels={{
        nav: label,
        previous: t('admin.money.previous'),
        next: t('admin.money.next'),
        pageOf: (pageNo, pages) => t('admin.money.pageOf', { page: pageNo, pages }),
      }}
    />
  );
}

// --- Small views. ---

export { ACCOUNT_STATUSES, type AccountStatus };

const ACCOUNT_BADGE: Record<AccountStatus, string> = {
  active: 'badge-good',
  restricted: 'badge-warn',
  frozen: 'badge-bad',
  disabled: 'badge-bad',
};

export function AccountStatusBadge({ t, status }: { t: T; status: AccountStatus }) {
  return <span className={`badge ${ACCOUNT_BADGE[status]}`}>{t(`admin.customers.status.${status}`)}</span>;
}

/** A link to a customer's page in the console. */
export function CustomerLink({ userId }: { userId: string }) {
  return (
    <a href={`/admin/customers/${userId}`} className="mono">
      {userId}
    </a>
  );
}

/** A long value (hash, address) shortened for a table cell, whole in its title. */
export function Shortened({ value, keep = 10 }: { value: string | null; keep?: number }) {
  if (!value) return <span aria-hidden="true">—</span>;
  if (value.length <= keep * 2 + 1) return <span className="mono">{value}</span>;
  return (
    <span className="mono shortened" title={value}>
      <span aria-hidden="true">
        {value.slice(0, keep)}…{value.slice(-6)}
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}

/** A short success message after an action; announced to screen readers. */
export function SuccessNotice({ text, onDismiss, t }: { text: string; onDismiss: () => void; t: T }) {
  if (!text) return null;
  return (
    <div className="notice notice-good admin-success" role="status">
      <span>{text}</span>
      <button type="button" className="link-button" onClick={onDismiss}>
        {t('common.close')}
      </button>
    </div>
  );
}

/** "All" or one status; the user ID filter (6 digits or empty). */
export interface MoneyFilterValue {
  status: MoneyStatus | '';
  userId: string;
}

/**
 * The filters of a money queue: Status (applied at once) and User ID (applied with the
 * button, checked as 6 digits).
 */
export function MoneyFilters({
  t,
  idPrefix,
  statuses,
  kind,
  value,
  showUserId = true,
  onChange,
}: {
  t: T;
  idPrefix: string;
  statuses: readonly MoneyStatus[];
  kind: 'deposit' | 'withdrawal';
  value: MoneyFilterValue;
  showUserId?: boolean;
  onChange: (value: MoneyFilterValue) => void;
}) {
  const [userId, setUserId] = useState(value.userId);
  const [error, setError] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = userId.trim();
    if (trimmed && !USER_ID_PATTERN.test(trimmed)) {
      setError(t('field.USER_ID_INVALID'));
      return;
    }
    setError('');
    onChange({ ...value, userId: trimmed });
  }
  return (
    <form className="admin-toolbar" onSubmit={submit} role="search" aria-label={t('admin.money.filters')}>
      <div className="field">
        <label htmlFor={`${idPrefix}-status`}>{t('admin.money.status')}</label>
        <select
          id={`${idPrefix}-status`}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as MoneyStatus | '' })}
        >
          <option value="">{t('admin.money.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {moneyStatusLabel(t, status, kind)}
            </option>
          ))}
        </select>
      </div>
      {showUserId && (
        <>
          <div className={`field${error ? ' field-invalid' : ''}`}>
            <label htmlFor={`${idPrefix}-user`}>{t('admin.money.userId')}</label>
            <input
              id={`${idPrefix}-user`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder="123456"
              value={userId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${idPrefix}-user-error` : undefined}
              onChange={(event) => setUserId(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-brand button-small admin-toolbar-button">
            {t('admin.money.apply')}
          </button>
          {error && (
            <p id={`${idPrefix}-user-error`} className="field-error admin-toolbar-error">
              {error}
            </p>
          )}
        </>
      )}
    </form>
  );
}

/** Writes the filters into the address bar (so a reload or a shared link keeps them). */
export function syncQuery(values: Readonly<Record<string, string>>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  }
  window.history.replaceState(null, '', url);
}

/** Field errors of a failed call, as `field.*` texts by field name. */
export function fieldErrors(t: T, error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(error)).map(([name, code]) => [name, t(`field.${code}`)]),
  );
}

/** The message of a failed staff action: a 403 says the role may not do it. */
export function actionErrorText(t: T, error: unknown): string {
  if (error instanceof ApiError && error.code === 'FORBIDDEN') return t('admin.money.forbidden');
  return errorText(t, error);
}

// --- The confirmation dialog. ---

interface ActionDialogProps {
  t: T;
  title: string;
  /** The final button: says what it does ("Confirm deposit"). */
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; a throw shows its message in the dialog and keeps it open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Checks the form before the call; return false to stay (show the field errors yourself). */
  validate?: () => boolean;
  children: ReactNode;
}

/**
 * A confirmation dialog holding a small form: states what will happen, runs the action on the
 * final button, shows a failure inside and gives focus back to what opened it on close.
 */
export function ActionDialog({
  t,
  title,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  validate,
  children,
}: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const formId = useId();
  // What had focus when the dialog opened (the action's button), to give focus back on close.
  const [opener] = useState<Element | null>(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );

  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) setTimeout(() => opener.focus(), 0);
    },
    [opener],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (validate && !validate()) return;
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (e) {
      setError(actionErrorText(t, e));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={`button ${danger ? 'button-danger' : 'button-brand'}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="admin-dialog-form" onSubmit={submit} noValidate>
        {children}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** A required reason in a dialog (textarea with its label and error). */
export function ReasonField({
  t,
  id,
  value,
  onChange,
  error,
  label,
}: {
  t: T;
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label ?? t('admin.money.reason')}</label>
      <textarea
        id={id}
        name={id}
        rows={3}
        maxLength={500}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
