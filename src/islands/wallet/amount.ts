/**
 * Amounts typed by the player and amounts shown to them: integer cents in between, never
 * floating point. Typed amounts accept the locale's habits (a decimal comma, Arabic-Indic
 * digits) and become the API's money string.
 */
import { numberFormat } from '../../i18n/format.ts';
import { formatMoney, parseMoney } from '../../shared/money.ts';
import { formatMoneyForLocale } from '../../i18n/format.ts';

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Reads what the player typed as cents: null when empty or not an amount of at most two decimals.
 * @example parseAmountInput(' 12,5 ') // 1250n
 */
export function parseAmountInput(raw: string): bigint | null {
  const latin = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/[\s\u00a0\u202f]/g, '');
  // One decimal comma (or the Arabic decimal separator) stands for the point.
  const normalized = latin.includes('.') ? latin : latin.replace(/[,\u066b]/, '.');
  return parseMoney(normalized);
}

/** Formats cents for the page's locale, with the currency. */
export function showCents(locale: string, cents: bigint): string {
  return formatMoneyForLocale(locale, formatMoney(cents));
}

/** Formats an API money string for the page's locale, with the currency. */
export function showMoney(locale: string, amount: string): string {
  return formatMoneyForLocale(locale, amount);
}

/**
 * Formats a signed API money string with an explicit sign ("+12.50 USDT", "−3.00 USDT"), so the
 * direction never rests on colour alone.
 */
export function showSignedMoney(locale: string, amount: string): string {
  const text = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount as unknown as number); // Intl takes decimal strings at full precision.
  return `${text} USDT`;
}

/** The API's money string of a limit in cents, or null for "no limit". */
export function limitCents(limit: string | null | undefined): bigint | null {
  return limit ? parseMoney(limit) : null;
}

export { formatMoney };

/** What is wrong with a typed amount, checked in the order the player can fix it. */
export type AmountProblem = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/**
 * Checks a typed amount against the limits (each in cents, null for none).
 * @example checkAmount('5', { min: 1000n }) // { problem: 'belowMin' }
 */
export function checkAmount(
  raw: string,
  rules: { min?: bigint | null; max?: bigint | null; balance?: bigint | null },
): { cents: bigint } | { problem: AmountProblem } {
  if (raw.trim() === '') return { problem: 'required' };
  const cents = parseAmountInput(raw);
  if (cents === null || cents <= 0n) return { problem: 'invalid' };
  if (rules.min != null && cents < rules.min) return { problem: 'belowMin' };
  if (rules.max != null && cents > rules.max) return { problem: 'aboveMax' };
  if (rules.balance != null && cents > rules.balance) return { problem: 'aboveBalance' };
  return { cents };
}
