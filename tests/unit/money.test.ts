import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, MAX_MONEY_CENTS, parseMoney, parseSignedMoney } from '#shared/money.ts';

describe('parseMoney turns API money strings into integer cents', () => {
  it.each([
    ['12', 1200n],
    ['12.5', 1250n],
    ['12.50', 1250n],
    ['0.01', 1n],
    ['0', 0n],
    ['0.00', 0n],
    ['999999999999.99', 99_999_999_999_999n],
  ])('accepts %j as %s cents', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it.each([
    ['more than two decimals', '0.001'],
    ['three decimals of zeros', '1.000'],
    ['a minus sign', '-1'],
    ['a plus sign', '+1'],
    ['an exponent', '1e3'],
    ['an upper-case exponent', '1E3'],
    ['a trailing dot', '12.'],
    ['a leading dot', '.5'],
    ['a leading zero', '012'],
    ['letters', 'abc'],
    ['hex', '0x10'],
    ['leading whitespace', ' 1'],
    ['trailing whitespace', '1 '],
    ['a thousands separator', '1,000'],
    ['a decimal comma', '1,5'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['the empty string', ''],
    ['13 integer digits', '1000000000000'],
    ['20 digits', '12345678901234567890'],
    ['Arabic-Indic digits', '١٢'],
    ['full-width digits', '１２'],
    ['an underscore separator', '1_000'],
  ])('refuses %s (%j)', (_why, input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it.each([
    ['a number', 12],
    ['a float', 0.1],
    ['a bigint', 12n],
    ['null', null],
    ['undefined', undefined],
    ['an object', { amount: '1' }],
    ['an array', ['1']],
    ['a boolean', true],
  ])('refuses %s: amounts travel as strings only', (_why, input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it('never exceeds the maximum and always round-trips through formatMoney', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_MONEY_CENTS }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  it('refuses every string that is not digits with an optional 1-2 digit fraction', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const valid = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(input);
        expect(parseMoney(input) !== null).toBe(valid);
      }),
    );
  });
});

describe('formatMoney prints cents with exactly two decimals', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [1250n, '12.50'],
    [-5n, '-0.05'],
    [-123456n, '-1234.56'],
    [99_999_999_999_999n, '999999999999.99'],
  ])('%s cents → %j', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('odds in 1/10 000', () => {
  it.each([
    ['1.96', 19_600],
    ['1.995', 19_950],
    ['210', 2_100_000],
    ['9.7', 97_000],
    ['0.0001', 1],
  ])('parses %j as %i', async (text, units) => {
    const { parseOdds, formatOdds } = await import('#shared/odds.ts');
    expect(parseOdds(text)).toBe(units);
    expect(parseOdds(formatOdds(units))).toBe(units);
  });

  it.each([['1.99999'], ['-1.5'], ['1e2'], ['abc'], [''], [1.96]])('refuses %j', async (text) => {
    const { parseOdds } = await import('#shared/odds.ts');
    expect(parseOdds(text)).toBeNull();
  });

  it('prints the shortest form', async () => {
    const { formatOdds } = await import('#shared/odds.ts');
    expect([19_600, 19_950, 2_100_000, 435_000].map(formatOdds)).toEqual(['1.96', '1.995', '210', '43.5']);
  });
});

describe('parseSignedMoney reads the signed sums the API writes', () => {
  it.each([
    ['-12.34', -1234n],
    ['12.34', 1234n],
    ['-0.05', -5n],
    ['0.00', 0n],
  ])('reads %j as %s cents', (input, cents) => {
    expect(parseSignedMoney(input)).toBe(cents);
  });

  it.each(['--1', '+1', '- 1', '-', '', '1e3', '-012'])('refuses %j', (input) => {
    expect(parseSignedMoney(input)).toBeNull();
  });

  it('reads back whatever formatMoney writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }), (cents) => {
        expect(parseSignedMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });
});
