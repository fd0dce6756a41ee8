import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToUnits, unitsToCents } from '#server/chain/amounts.ts';

describe('unitsToCents', () => {
  it('splits 6-decimal units (USDT on Ethereum) into cents and a sub-cent remainder', () => {
    expect(unitsToCents(0n, 6)).toEqual({ cents: 0n, remainder: 0n });
    expect(unitsToCents(1n, 6)).toEqual({ cents: 0n, remainder: 1n });
    expect(unitsToCents(9_999n, 6)).toEqual({ cents: 0n, remainder: 9_999n });
    expect(unitsToCents(10_000n, 6)).toEqual({ cents: 1n, remainder: 0n });
    expect(unitsToCents(1_000_000n, 6)).toEqual({ cents: 100n, remainder: 0n });
    expect(unitsToCents(1_234_567n, 6)).toEqual({ cents: 123n, remainder: 4_567n });
  });

  it('splits 18-decimal units (USDT on BNB Smart Chain)', () => {
    expect(unitsToCents(0n, 18)).toEqual({ cents: 0n, remainder: 0n });
    expect(unitsToCents(1n, 18)).toEqual({ cents: 0n, remainder: 1n });
    expect(unitsToCents(10n ** 18n, 18)).toEqual({ cents: 100n, remainder: 0n });
    expect(unitsToCents(12_345_000_000_000_000_001n, 18)).toEqual({
      cents: 1_234n,
      remainder: 5_000_000_000_000_001n,
    });
  });

  it('stays exact for huge values (the whole uint256 range)', () => {
    const max = 2n ** 256n - 1n;
    const { cents, remainder } = unitsToCents(max, 18);
    expect(cents * 10n ** 16n + remainder).toBe(max);
    expect(remainder < 10n ** 16n).toBe(true);
    expect(unitsToCents(max, 6).cents).toBe(max / 10_000n);
  });

  it('handles tokens of 2, 1 and 0 decimals: a unit is one or more whole cents', () => {
    expect(unitsToCents(123n, 2)).toEqual({ cents: 123n, remainder: 0n });
    expect(unitsToCents(123n, 1)).toEqual({ cents: 1_230n, remainder: 0n });
    expect(unitsToCents(123n, 0)).toEqual({ cents: 12_300n, remainder: 0n });
  });

  it('refuses negative units and impossible decimals', () => {
    expect(() => unitsToCents(-1n, 6)).toThrow(RangeError);
    for (const decimals of [-1, 37, 6.5]) expect(() => unitsToCents(1n, decimals)).toThrow(RangeError);
  });

  it('is reversed by centsToUnits for every amount and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 2, max: 36 }),
        (units, decimals) => {
          const { cents, remainder } = unitsToCents(units, decimals);
          expect(centsToUnits(cents, decimals, remainder)).toBe(units);
        },
      ),
    );
  });
});

describe('centsToUnits', () => {
  it('gives the token units of an amount', () => {
    expect(centsToUnits(1_250n, 6)).toBe(12_500_000n);
    expect(centsToUnits(1n, 18)).toBe(10n ** 16n);
    expect(centsToUnits(123n, 6, 4_567n)).toBe(1_234_567n);
    expect(centsToUnits(1_230n, 1)).toBe(123n);
  });

  it('refuses a remainder of a cent or more and cents a coarse token cannot hold', () => {
    expect(() => centsToUnits(1n, 6, 10_000n)).toThrow(/below one cent/);
    expect(() => centsToUnits(5n, 1)).toThrow(RangeError);
    expect(() => centsToUnits(-1n, 6)).toThrow(RangeError);
  });
});
