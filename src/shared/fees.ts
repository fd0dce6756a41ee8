/**
 * The withdrawal fee: a fixed part plus a percentage of the amount, rounded up to the
 * cent, never more than the amount itself. Percent is in hundredths of a percent (50 = 0.50%).
 * @example withdrawalFee(10_000n, { fixed: 100n, percentBp: 50 }) // 150n: 1.00 + 0.5% of 100.00
 */
export function withdrawalFee(amount: bigint, fee: { fixed: bigint; percentBp: number }): bigint {
  const percent = (amount * BigInt(fee.percentBp) + 9_999n) / 10_000n;
  const total = fee.fixed + percent;
  return total > amount ? amount : total;
}
