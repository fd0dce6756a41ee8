/**
 * Amounts typed by the player and amounts shown to them: integer cents in between, never
 * floating point. Typed amounts accept the locale's habits (a decimal comma, Arabic-Indic
 * digits) and become the API's money string.
 */
import { formatDecimal, formatMoneyForLocale, numberFormat } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';

/**
 * A money string as the player would type it in the amount field: the locale's decimal sign and
 * digits, never grouped (a grouped "1,000" would read as ambiguous), no needless zeros.
 * @example amountAsTyped('fr', '2.50') // '2,5'
 */
export function amountAsTyped(locale: string, amount: string): string {
  return formatDecimal(numberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }), amount);
}

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** What a typed amount reads as: cents, or why it cannot be read. */
export type AmountReading =
  | { cents: bigint }
  | { problem: 'required' | 'invalid' }
  /** "1,500": 1.5 or 1500? Both readings, written as the player's language writes them. */
  | { problem: 'ambiguous'; readings: [string, string] };

// The Arabic decimal separator (U+066B) while reading: it can only be a decimal.
const ARABIC_DECIMAL = 'D';
const GROUPS = /^\d{1,3}(?:,\d{3})+$/;

/**
 * Reads what the player typed, in any of the ten languages: a decimal point or comma (or the
 * Arabic decimal separator), digits grouped by spaces, commas or points where the grouping
 * cannot be mistaken for decimals, Arabic-Indic digits. One separator followed by exactly three
 * digits ("1,500", "1.500") could be either, so it is refused rather than guessed: a wrong guess
 * moves a thousand times the money.
 * @example readAmount('1,5', 'fr') // { cents: 150n }
 * @example readAmount('1,500', 'en') // { problem: 'ambiguous', readings: ['1.5', '1500'] }
 */
export function readAmount(raw: string, locale: string): AmountReading {
  // Digits (Latin, Arabic-Indic), separators and spaces only: anything else is not an amount.
  if (/[^\d\s.,\u00a0\u202f\u0660-\u066c\u06f0-\u06f9]/.test(raw)) return { problem: 'invalid' };
  const text = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/[\s\u00a0\u202f\u066c]/g, '')
    .replace(/\u066b/g, ARABIC_DECIMAL);
  if (text === '') return { problem: 'required' };
  if (!/^[\d.,D]+$/.test(text)) return { problem: 'invalid' };
  const decimalMarks = [...text.matchAll(/[.,D]/g)];
  // The Arabic decimal separator can only be a decimal; otherwise the last mark is the decimal
  // when the two marks both appear, and a lone mark is judged by what follows it.
  let whole = text;
  let fraction = '';
  const arabic = text.indexOf(ARABIC_DECIMAL);
  const last = decimalMarks.at(-1);
  if (arabic >= 0) {
    if (decimalMarks.length > 1) return { problem: 'invalid' };
    [whole, fraction] = [text.slice(0, arabic), text.slice(arabic + 1)];
  } else if (last && new Set(decimalMarks.map((m) => m[0])).size === 2) {
    [whole, fraction] = [text.slice(0, last.index), text.slice(last.index + 1)];
    if (whole.includes(last[0])) return { problem: 'invalid' };
  } else if (last && decimalMarks.length === 1) {
    const after = text.slice(last.index + 1);
    if (after.length === 3) return ambiguous(text.slice(0, last.index), after, locale);
    [whole, fraction] = [text.slice(0, last.index), after];
  }
  const digits = whole.replace(/[.]/g, ',');
  if (digits.includes(',') && !GROUPS.test(digits)) return { problem: 'invalid' };
  const cents = parseMoney(
    `${digits.replace(/,/g, '')}${fraction !== '' || whole !== text ? `.${fraction}` : ''}`,
  );
  return cents === null ? { problem: 'invalid' } : { cents };
}

function ambiguous(whole: string, after: string, locale: string): AmountReading {
  if (!/^[1-9]\d{0,2}$/.test(whole)) return { problem: 'invalid' };
  const plain = numberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 });
  return {
    problem: 'ambiguous',
    readings: [formatDecimal(plain, `${whole}.${after}`), formatDecimal(plain, `${whole}${after}`)],
  };
}

/**
 * Reads a typed amount as cents: null when it is empty, ambiguous or not an amount.
 * @example parseAmountInput(' 12,5 ', 'fr') // 1250n
 */
export function parseAmountInput(raw: string, locale: string): bigint | null {
  const reading = readAmount(raw, locale);
  return 'cents' in reading ? reading.cents : null;
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
  const text = formatDecimal(
    numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
    amount,
  );
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
 * @example checkAmount('5', { min: 1000n }, 'en') // { problem: 'belowMin' }
 */
export function checkAmount(
  raw: string,
  rules: { min?: bigint | null; max?: bigint | null; balance?: bigint | null },
  locale: string,
): { cents: bigint } | { problem: AmountProblem } | { problem: 'ambiguous'; readings: [string, string] } {
  const reading = readAmount(raw, locale);
  if (!('cents' in reading)) return reading;
  const { cents } = reading;
  if (cents <= 0n) return { problem: 'invalid' };
  if (rules.min != null && cents < rules.min) return { problem: 'belowMin' };
  if (rules.max != null && cents > rules.max) return { problem: 'aboveMax' };
  if (rules.balance != null && cents > rules.balance) return { problem: 'aboveBalance' };
  return { cents };
}
