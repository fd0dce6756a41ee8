/**
 * The player's protection as the protection screens read it: the contract's bounds, the
 * protection (`GET /customer/protection`) and limits (`GET /customer/limits`), the block in force
 * said in words, and times as the player reads them.
 */
import type { T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type {
  LimitKind,
  LimitPeriod,
  LIMIT_INCREASE_DELAY_HOURS,
  REALITY_CHECK_MINUTES,
} from '#shared/contract/limits.ts';
import type { Block, SELF_EXCLUSION_MONTHS, TIMEOUT_MAX_DAYS } from '#shared/contract/protection.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '#shared/vocabulary.ts';

// The contract's constants, restated (islands import its types only); `satisfies` keeps them equal.
export const REALITY_MINUTES = [0, 15, 30, 60] as const satisfies typeof REALITY_CHECK_MINUTES;
export const MAX_TIMEOUT_DAYS = 42 satisfies typeof TIMEOUT_MAX_DAYS;
export const EXCLUSION_MONTHS = [6, 12, 60] as const satisfies typeof SELF_EXCLUSION_MONTHS;
/** Hours between asking to return after a self-exclusion (or for a higher limit) and confirming. */
export const CONFIRM_DELAY_MS = (24 satisfies typeof LIMIT_INCREASE_DELAY_HOURS) * 3_600_000;

export const PERIODS: readonly LimitPeriod[] = LIMIT_PERIODS;
export const KINDS: readonly LimitKind[] = LIMIT_KINDS;

/** The label of one limit ("Daily deposit limit"). */
export function limitLabel(t: T, kind: LimitKind, period: LimitPeriod): string {
  return t(`protection.${kind}.${period}`);
}

/** The short name of a time zone at an instant, as the locale writes it ("GMT+8"). */
export function zoneName(locale: string, timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A time in the site's zone with that zone named ("Dec 2, 2026, 12:00 AM GMT+8"): a limit's
 * periods follow the site's days, which the viewer's own zone would shift.
 */
export function showZonedTime(locale: string, iso: string, timeZone: string): string {
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    at,
  );
  return `${text} ${zoneName(locale, timeZone, at)}`;
}

/** A time as the player reads it: the date and the minute, in the viewer's zone. */
export function showTime(locale: string, iso: string | Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}

/** The time-out or self-exclusion in force and the history. */
export function useProtection() {
  return useRemote('GET /customer/protection');
}

/** The player's deposit and loss limits. */
export function useLimits() {
  return useRemote('GET /customer/limits');
}

/** A self-exclusion that ended but keeps the account closed until the return is confirmed. */
export function awaitsReturn(block: Block, now = Date.now()): boolean {
  return block.kind === 'selfExclusion' && new Date(block.endsAt).getTime() <= now && !block.returnedAt;
}

/** The block in force in words: until when, or that a self-exclusion ended and awaits the return. */
export function blockText(t: T, locale: string, block: Block | null): string {
  if (!block) return t('protection.noBlock');
  const time = showTime(locale, block.endsAt);
  if (awaitsReturn(block)) return t('protection.exclusionEnded', { time });
  return block.kind === 'timeout'
    ? t('protection.timeoutUntil', { time })
    : t('protection.exclusionUntil', { time });
}
