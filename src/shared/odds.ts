/**
 * Odds are integers in 1/10 000 (1.96 → 19 600), principal included; the API writes them as
 * decimal strings with up to four decimals. No floating point touches them.
 */

const ODDS_PATTERN = /^(0|[1-9]\d{0,5})(?:\.(\d{1,4}))?$/;

/**
 * Parses an odds string ("1.995") into 1/10 000 units, or null when malformed.
 * @example parseOdds('1.995') // 19950
 */
export function parseOdds(input: unknown): number | null {
  if (typeof input !== 'string') return null;
  const match = ODDS_PATTERN.exec(input);
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/**
 * Formats 1/10 000 units as the shortest decimal string: 19600 → "1.96", 2100000 → "210".
 */
export function formatOdds(units: number): string {
  const whole = Math.trunc(units / 10_000);
  const fraction = String(units % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
