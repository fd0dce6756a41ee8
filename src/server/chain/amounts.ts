/**
 * Token units to money. A USDT transfer carries an integer of token units (10^-6 USDT
 * on Ethereum, 10^-18 on BNB Smart Chain); the wallet keeps integer cents. The conversion is
 * exact: whole cents are credited and what is left below one cent is kept, in token units, so
 * nothing is rounded away unseen.
 */

/** Token units in one cent for a token of `decimals` (0 to 36). */
function unitsPerCent(decimals: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    throw new RangeError(`decimals must be an integer from 0 to 36, got ${decimals}`);
  // One cent is 10^(decimals-2) units; below two decimals a unit is one or more whole cents.
  return decimals >= 2
    ? { numerator: 10n ** BigInt(decimals - 2), denominator: 1n }
    : { numerator: 1n, denominator: 10n ** BigInt(2 - decimals) };
}

/**
 * Splits `units` of a token with `decimals` into whole cents and the remainder below one cent
 * (in token units): `cents * 10^(decimals-2) + remainder === units`.
 * @example unitsToCents(1_234_567n, 6) // { cents: 123n, remainder: 4_567n }
 */
export function unitsToCents(units: bigint, decimals: number): { cents: bigint; remainder: bigint } {
  if (units < 0n) throw new RangeError('units must not be negative');
  const { numerator, denominator } = unitsPerCent(decimals);
  if (denominator > 1n) return { cents: units * denominator, remainder: 0n };
  return { cents: units / numerator, remainder: units % numerator };
}

/**
 * Token units of `cents` (plus a sub-cent `remainder` in units): the reverse of `unitsToCents`.
 * @example centsToUnits(123n, 6, 4_567n) // 1_234_567n
 */
export function centsToUnits(cents: bigint, decimals: number, remainder = 0n): bigint {
  if (cents < 0n || remainder < 0n) throw new RangeError('cents and remainder must not be negative');
  const { numerator, denominator } = unitsPerCent(decimals);
  if (denominator > 1n) {
    if (cents % denominator !== 0n || remainder !== 0n)
      throw new RangeError(`${cents} cents is not a whole number of units of a ${decimals}-decimal token`);
    return cents / denominator;
  }
  if (remainder >= numerator) throw new RangeError('remainder must be below one cent');
  return cents * numerator + remainder;
}
