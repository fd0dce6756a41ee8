/**
 * Small pieces the staff console's pages share: the role gate, staff API reads through SWR
 * (with the slow-network flag), the pager, and the texts of a failed call.
 */
import { useStore } from '@nanostores/react';
import type { SWRConfiguration } from 'swr';
import { ApiError, type RequestOptions } from '#client/api.ts';
import { errorText, type T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import { $staff, adminApi } from '#client/staffSession.ts';
import { mayOpen } from '#shared/adminNav.ts';
import { useHydrated } from '../common/useHydrated.ts';
import './console.css';

/**
 * Who is signed in and what they may do on a page: `ready` once the island runs in the browser
 * (the staff session lives in localStorage), `allowed` when the role may open the page.
 * @example const { ready, allowed, isAdmin } = useStaffPage('rounds');
 */
export function useStaffPage(page: string) {
  const hydrated = useHydrated();
  const staff = useStore($staff);
  const ready = hydrated && staff !== null;
  return {
    ready,
    staff,
    allowed: ready && mayOpen(staff.role, page),
    isAdmin: ready && staff.role === 'admin',
  };
}

/** The SWR key of a staff GET call (null: not yet). */
export type AdminKey = readonly [path: string, query?: RequestOptions['query']] | null;

/**
 * Loads a staff API GET through SWR, with the slow flag of SPEC.md §8.
 * @example const { data, error, isLoading, slow, mutate } = useAdminData<Lottery[]>(['/lotteries']);
 */
export function useAdminData<D>(key: AdminKey, config?: SWRConfiguration<D>) {
  return useRemote<D>(key, { keepPreviousData: true, ...config }, adminApi);
}

/** The message of one VALIDATION_ERROR field code (`field.*`), or the code itself. */
export function fieldText(t: T, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const text = t(`field.${code}`);
  return text === `field.${code}` ? code : text;
}

/** The field codes of a failed call (empty when it carried none). */
export function fieldsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}

/** A failed call's text (or a message of the page's own) in an alert box; nothing without one. */
export function Failure({ t, error }: { t: T; error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {typeof error === 'string' ? error : errorText(t, error)}
    </p>
  );
}

interface PagerProps {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  labels: { nav: string; previous: string; next: string; pageOf: (page: number, pages: number) => string };
}

/** Previous / Next with "Page X of Y"; hidden when everything fits on one page. */
export function Pager({ pageNo, pageSize, total, onPage, labels }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={labels.nav}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {labels.previous}
      </button>
      <span aria-live="polite">{labels.pageOf(pageNo, pages)}</span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}

/** Reads one query-string parameter of the current page (browser only). */
export function searchParam(name: string): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(name) ?? '';
}

/** Writes filters into the address bar without reloading, so a filtered view can be shared. */
export function replaceSearch(params: Readonly<Record<string, string | number | undefined>>): void {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${text ? `?${text}` : ''}`);
}

/**
 * What a page island shows instead of its content: a loading line until the staff session is
 * read, "your role cannot open this page" when it may not; null when the page may render.
 */
export function gateView(t: T, gate: { ready: boolean; allowed: boolean }) {
  if (!gate.ready) {
    return (
      <div className="state" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{t('common.loading')}</p>
      </div>
    );
  }
  if (!gate.allowed) return <p className="notice">{t('admin.notAllowed')}</p>;
  return null;
}
