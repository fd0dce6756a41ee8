/**
 * Money is integer cents (`bigint`, 1n = 0.01 USDT) everywhere; the API speaks decimal strings.
 * These helpers are the only bridge between the two, so no floating point ever touches money.
 */

/** The largest amount the API accepts: 999 999 999 999.99 USDT (12 integer digits). */
export const MAX_MONEY_CENTS = 99_999_999_999_999n;

// Digits only: no sign, exponent, whitespace, leading zeros, or more than two decimals.
const MONEY_PATTERN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/**
 * Parses a money string from a request into cents, or returns `null` when it is not a valid
 * non-negative amount of at most two decimals.
 * @example parseMoney('12.5') // 1250n
 * @example parseMoney('1e3') // null
 */
export function parseMoney(input: unknown): bigint | null {
  if (typeof input !== 'string') return null;
  const match = MONEY_PATTERN.exec(input);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(2, '0'));
  return whole * 100n + fraction;
}

/**
 * Parses a money string that may be negative (a net, a GGR, a ledger movement: `formatMoney`
 * writes those with a leading `-`) into signed cents, or `null` when it is not one.
 * @example parseSignedMoney('-12.34') // -1234n
 * @example parseSignedMoney('12.34') // 1234n
 */
export function parseSignedMoney(input: unknown): bigint | null {
  if (typeof input !== 'string') return null;
  const negative = input.startsWith('-');
  const cents = parseMoney(negative ? input.slice(1) : input);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

/**
 * Formats cents as the API's money string: exactly two decimals, `-` for negatives.
 * @example formatMoney(1250n) // '12.50'
 * @example formatMoney(-5n) // '-0.05'
 */
export function formatMoney(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
