/** The ledger's filters: what the form holds, what is applied, and their checks. */
import { useState, type FormEvent } from 'react';
import type { T } from '#client/i18n.ts';
import { USER_ID_PATTERN } from '#shared/accountLimits.ts';
import { syncQuery } from '../kit/data.ts';

export interface LedgerFilters {
  userId: string;
  reason: string;
  from: string;
  to: string;
  refType: string;
  refId: string;
}

export type LedgerFilterErrors = Partial<Record<keyof LedgerFilters, string>>;

export const NO_FILTERS: LedgerFilters = { userId: '', reason: '', from: '', to: '', refType: '', refId: '' };

/** The start of a local calendar day as an instant; `days` later for an exclusive end. */
export function dayStart(date: string, days = 0): string | undefined {
  if (!date) return undefined;
  const start = new Date(`${date}T00:00:00`);
  if (Number.isNaN(start.getTime())) return undefined;
  start.setDate(start.getDate() + days);
  return start.toISOString();
}

/**
 * The applied filters and the form's draft: `apply` sets both and goes back to page 1, `submit`
 * checks the draft (a 6-digit user ID, a period that does not end before it starts) first.
 */
export function useLedgerFilters(t: T, initial: LedgerFilters, syncUrl: boolean) {
  const [filters, setFilters] = useState<LedgerFilters>(initial);
  const [form, setForm] = useState<LedgerFilters>(initial);
  const [errors, setErrors] = useState<LedgerFilterErrors>({});
  const [pageNo, setPageNo] = useState(1);

  function apply(next: LedgerFilters) {
    setFilters(next);
    setForm(next);
    setPageNo(1);
    if (syncUrl) syncQuery({ userId: next.userId, reason: next.reason });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...form, userId: form.userId.trim() };
    const problems: LedgerFilterErrors = {};
    if (next.userId && !USER_ID_PATTERN.test(next.userId)) problems.userId = t('field.USER_ID_INVALID');
    if (next.from && next.to && next.from > next.to) problems.to = t('admin.ledger.periodInvalid');
    setErrors(problems);
    if (Object.keys(problems).length === 0) apply(next);
  }

  const set = (name: keyof LedgerFilters) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  return { filters, form, errors, setErrors, pageNo, setPageNo, apply, submit, set };
}
