/**
 * How each language names Lotto 10's first two positions. English uses the genre's own words,
 * TOP1 and TOP2; every other language names them as it names positions 3 to 10 (its ordinals:
 * «1-е место», «1位», «الأول»…), never the Latin "TOP" its players would not say.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries, type MessageKey } from '#i18n/index.ts';
import { LOCALES } from '#shared/vocabulary.ts';

const NAMES: MessageKey[] = [
  'market.top1',
  'market.top2',
  'market.top12',
  'market.group.top12',
  'betting.top12Sum',
];

describe('the names of positions 1 and 2', () => {
  it('are TOP1 and TOP2 in English', () => {
    expect([dictionaries.en['market.top1'], dictionaries.en['market.top2']]).toEqual(['TOP1', 'TOP2']);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: its ordinals, and no "TOP" anywhere',
    (locale) => {
      const dictionary = dictionaries[locale];
      expect(dictionary['market.top1']).toBe(dictionary['market.ordinal.1']);
      expect(dictionary['market.top2']).toBe(dictionary['market.ordinal.2']);
      for (const key of NAMES) expect(dictionary[key], key).not.toMatch(/TOP|टॉप/i);
    },
  );
});
