/** How the reports write money, counts and days, and signed cents for their sums. */
import { parseSignedMoney } from '#shared/money.ts';

export interface ReportFormat {
  /** Money (a decimal string or cents) in the page's locale. */
  show: (amount: bigint | string) => string;
  number: (n: number) => string;
  /** A UTC calendar day. */
  dayText: (day: string) => string;
}

/** Signed money in cents (GGR may be negative). */
export function cents(amount: string): bigint {
  return parseSignedMoney(amount) ?? 0n;
}
