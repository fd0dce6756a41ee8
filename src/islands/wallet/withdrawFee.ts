/**
 * The withdrawal quote the form shows before the player confirms: the fee of the site info
 * (`limits.withdrawFee`, a fixed part plus a percentage, rounded up to the cent) and what
 * reaches the address. Integer cents only, and the very rule the server charges with.
 */
import { withdrawalFee } from '#shared/fees.ts';
import { parseMoney } from '#shared/money.ts';

/** The fee setting as `GET /info` sends it: `{fixed: "1.00", percent: "0.50"}`. */
export interface WithdrawFeeSetting {
  fixed: string;
  percent: string;
}

export interface WithdrawQuote {
  /** Cents taken as the fee. */
  fee: bigint;
  /** Cents that reach the player's address: the amount less the fee. */
  actual: bigint;
}

/**
 * Quotes a withdrawal of `amount` cents; null when the fee setting is unreadable.
 * @example withdrawQuote(10_000n, { fixed: '1.00', percent: '0.50' }) // { fee: 150n, actual: 9_850n }
 */
export function withdrawQuote(amount: bigint, setting: WithdrawFeeSetting): WithdrawQuote | null {
  const fixed = parseMoney(setting.fixed);
  // "0.50" percent read as cents is 50 hundredths of a percent: the basis points the rule takes.
  const percentBp = parseMoney(setting.percent);
  if (fixed === null || percentBp === null) return null;
  const fee = withdrawalFee(amount, { fixed, percentBp: Number(percentBp) });
  return { fee, actual: amount - fee };
}
