import { describe, expect, it } from 'vitest';
import {
  dictionaries,
  formatMoneyForLocale,
  localeFromAcceptLanguage,
  LOCALES,
  negotiateLocale,
  textDirection,
  translate,
} from '#i18n/index.ts';
import { interpolate, pluralBlocks } from '#i18n/format.ts';
import { en } from '#i18n/locales/en.ts';
import { ERROR_CODES, FIELD_CODES } from '#shared/errorCodes.ts';

// Plain `{name}` and plural `{name, plural, …}` arguments alike, each once.
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((m) => m[1]))].sort();
const pluralKeys = Object.keys(en).filter((key) => pluralBlocks(en[key as keyof typeof en]).length > 0);
const enKeys = Object.keys(en).sort();

describe('the 10 locales', () => {
  it('are exactly those §1', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'en', 'fr', 'hi', 'id', 'ja', 'ko', 'ru', 'th', 'vi']);
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const messages = dictionaries[locale] as Record<string, string>;

    it('carries exactly the keys of English', () => {
      expect(Object.keys(messages).sort()).toEqual(enKeys);
    });

    it('uses the same placeholders as English in every message', () => {
      for (const key of enKeys) {
        expect({ key, placeholders: placeholders(messages[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(en[key as keyof typeof en]),
        });
      }
    });

    it('writes every plural message with exactly the plural categories of the language', () => {
      const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const key of pluralKeys) {
        const blocks = pluralBlocks(messages[key] ?? '');
        expect({ key, plural: blocks.length > 0 }).toEqual({ key, plural: true });
        for (const block of blocks) {
          expect({ key, arg: block.arg, categories: Object.keys(block.forms).sort() }).toEqual({
            key,
            arg: block.arg,
            categories: needed,
          });
        }
      }
    });

    it('is a translation, not a copy of English', () => {
      // Short technical strings (brand names) may legitimately match; whole sentences may not.
      const copied = enKeys.filter((key) => {
        const english = en[key as keyof typeof en];
        return english.split(' ').length >= 4 && messages[key] === english;
      });
      expect(copied).toEqual([]);
    });
  });

  it('include English plural messages with exactly one and other', () => {
    expect(pluralKeys.length).toBeGreaterThan(10);
    for (const key of pluralKeys) {
      for (const block of pluralBlocks(en[key as keyof typeof en])) {
        expect({ key, categories: Object.keys(block.forms).sort() }).toEqual({
          key,
          categories: ['one', 'other'],
        });
      }
    }
  });

  it('have a message for every error code and every field code', () => {
    for (const code of ERROR_CODES) expect(enKeys).toContain(`error.${code}`);
    for (const code of FIELD_CODES) expect(enKeys).toContain(`field.${code}`);
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'home.welcome', { name: 'Fairdraw' })).toBe('Welcome to Fairdraw');
  });

  it('leaves a missing placeholder visible rather than empty', () => {
    expect(translate('en', 'home.welcome')).toBe('Welcome to {name}');
  });

  it('answers in the requested language', () => {
    expect(translate('fr', 'nav.home')).not.toBe(translate('en', 'nav.home'));
  });
});

describe('counts take the plural form of their language', () => {
  const players = (locale: (typeof LOCALES)[number], count: number) =>
    translate(locale, 'admin.dashboard.players', { count });

  it('English: 1 player, 2 players', () => {
    expect([1, 2, 0].map((n) => players('en', n))).toEqual(['1 player', '2 players', '0 players']);
  });

  it('Russian: 1 игрок, 2 игрока, 5 игроков, 21 игрок', () => {
    expect([1, 2, 5, 21].map((n) => players('ru', n))).toEqual([
      '1 игрок',
      '2 игрока',
      '5 игроков',
      '21 игрок',
    ]);
  });

  it('Arabic: six forms, for 0, 1, 2, 3 to 10, 11 to 99 and 100', () => {
    const digits = new Intl.NumberFormat('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => players('ar', n))).toEqual([
      'لا لاعبين',
      'لاعب واحد',
      'لاعبان',
      `${digits.format(3)} لاعبين`,
      `${digits.format(11)} لاعبًا`,
      `${digits.format(100)} لاعب`,
    ]);
  });

  it('French: 0 and 1 singular, a million "de joueurs"', () => {
    expect([0, 1, 2, 1_000_000].map((n) => players('fr', n).replace(/\s/g, ' '))).toEqual([
      '0 joueur',
      '1 joueur',
      '2 joueurs',
      '1 000 000 de joueurs',
    ]);
  });

  it.each(['ja', 'ko', 'th', 'vi', 'id'] as const)('%s: one form for every count', (locale) => {
    const forms = pluralBlocks(dictionaries[locale]['admin.dashboard.players']).map((b) =>
      Object.keys(b.forms),
    );
    expect(forms).toEqual([['other']]);
    expect(players(locale, 1).replace('1', 'N')).toBe(players(locale, 7).replace('7', 'N'));
  });

  it('fills the other placeholders of the chosen form', () => {
    expect(translate('en', 'betting.placed', { count: 1, total: '5.00 USDT' })).toBe(
      '1 bet placed, 5.00 USDT in total.',
    );
  });

  it('writes the count as given when it is already formatted, and reads it for the form', () => {
    expect(interpolate('{n, plural, one {# bet} other {# bets}}', { n: '1,200' }, 'en')).toBe('1,200 bets');
    expect(translate('ru', 'admin.dashboard.players', { count: '1 001' })).toBe('1 001 игрок');
    expect(translate('ar', 'admin.dashboard.players', { count: '٢' })).toBe('لاعبان');
  });

  it('leaves the block visible as {name} when the count is missing', () => {
    expect(interpolate('{n, plural, one {# bet} other {# bets}} · {x}', { x: 1 }, 'en')).toBe('{n} · 1');
  });
});

describe('locale negotiation: cookie, then Accept-Language, then English', () => {
  it('prefers the stored locale cookie', () => {
    expect(negotiateLocale('ar', 'fr-FR,fr;q=0.9')).toBe('ar');
  });

  it('ignores a cookie that is not a supported locale', () => {
    expect(negotiateLocale('xx', 'ja-JP')).toBe('ja');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(undefined, 'de-DE,de;q=0.9')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });

  it('honours q-values and regional tags', () => {
    expect(localeFromAcceptLanguage('de;q=1, ko;q=0.4, th;q=0.8')).toBe('th');
    expect(localeFromAcceptLanguage('pt-BR, vi-VN;q=0.5')).toBe('vi');
    expect(localeFromAcceptLanguage('ru;q=0')).toBeNull();
  });

  it('renders Arabic right to left and the rest left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(LOCALES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar']);
  });
});

describe('Intl formatting', () => {
  it('formats money strings with two decimals in the locale', () => {
    expect(formatMoneyForLocale('en', '1234.5')).toBe('1,234.50 USDT');
    expect(formatMoneyForLocale('fr', '1234.5')).toMatch(/^1\s234,50 USDT$/);
  });

  it('keeps full precision for large amounts', () => {
    expect(formatMoneyForLocale('en', '999999999999.99')).toBe('999,999,999,999.99 USDT');
  });
});
