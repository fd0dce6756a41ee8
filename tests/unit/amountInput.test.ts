import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/index.ts';
import { checkAmount, readAmount } from '#islands/common/amount.ts';

describe('readAmount reads what a player types, the way their language writes numbers', () => {
  it.each(LOCALES)('%s: a whole number and a point decimal', (locale) => {
    expect(readAmount('25', locale)).toEqual({ cents: 2500n });
    expect(readAmount('1.5', locale)).toEqual({ cents: 150n });
    expect(readAmount('0.05', locale)).toEqual({ cents: 5n });
  });

  it.each(LOCALES)('%s: a decimal comma, "1,5" is 1.50', (locale) => {
    expect(readAmount('1,5', locale)).toEqual({ cents: 150n });
    expect(readAmount('282,16', locale)).toEqual({ cents: 28216n });
  });

  it.each(LOCALES)('%s: "1,500" and "1.500" could be 1.5 or 1500, so they are refused', (locale) => {
    expect(readAmount('1,500', locale)).toMatchObject({ problem: 'ambiguous' });
    expect(readAmount('1.500', locale)).toMatchObject({ problem: 'ambiguous' });
  });

  it('says in the ambiguous message how to write each reading in the language', () => {
    expect(readAmount('1,500', 'en')).toEqual({ problem: 'ambiguous', readings: ['1.5', '1500'] });
    expect(readAmount('1.500', 'fr')).toEqual({ problem: 'ambiguous', readings: ['1,5', '1500'] });
  });

  it.each(LOCALES)('%s: grouping that cannot be a decimal is accepted', (locale) => {
    expect(readAmount('1,500,000', locale)).toEqual({ cents: 150_000_000n });
    expect(readAmount('1.500.000', locale)).toEqual({ cents: 150_000_000n });
    expect(readAmount('1,234.56', locale)).toEqual({ cents: 123_456n });
    expect(readAmount('1.234,56', locale)).toEqual({ cents: 123_456n });
  });

  it('accepts the space groups of French and Russian, however they are typed', () => {
    expect(readAmount('1 234,5', 'fr')).toEqual({ cents: 123_450n });
    expect(readAmount('1\u202f234,50', 'fr')).toEqual({ cents: 123_450n });
    expect(readAmount('10\u00a0000', 'ru')).toEqual({ cents: 1_000_000n });
  });

  it('reads Arabic-Indic digits and the Arabic separators', () => {
    expect(readAmount('١٢٫٥', 'ar')).toEqual({ cents: 1250n });
    expect(readAmount('١٬٢٣٤', 'ar')).toEqual({ cents: 123_400n });
  });

  it.each([
    ['three decimals after grouping', '1,234.567'],
    ['badly placed groups', '12,34,567'],
    ['two decimal separators', '1.2.3,4'],
    ['the same separator twice with decimals', '1,5,5'],
    ['a trailing separator', '12,'],
    ['a leading separator', ',5'],
    ['letters', '12a'],
    ['a letter where a separator goes', '1D5'],
    ['a minus sign', '-5'],
    ['an exponent', '1e3'],
    ['more than 12 integer digits', '1000000000000'],
  ])('refuses %s (%j)', (_, input) => {
    for (const locale of LOCALES) expect(readAmount(input, locale)).toEqual({ problem: 'invalid' });
  });

  it('answers "required" for nothing typed', () => {
    expect(readAmount('  ', 'en')).toEqual({ problem: 'required' });
  });
});

describe('checkAmount checks a typed amount against the limits', () => {
  it('reads a decimal comma before checking the minimum', () => {
    expect(checkAmount('20,5', { min: 2000n }, 'fr')).toEqual({ cents: 2050n });
    expect(checkAmount('19,99', { min: 2000n }, 'fr')).toEqual({ problem: 'belowMin' });
  });

  it('passes on the ambiguity with its two readings', () => {
    expect(checkAmount('1.500', {}, 'vi')).toEqual({ problem: 'ambiguous', readings: ['1,5', '1500'] });
  });
});
