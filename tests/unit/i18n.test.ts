import { describe, expect, it } from 'vitest';
import {
  dictionaries,
  formatMoneyForLocale,
  localeFromAcceptLanguage,
  LOCALES,
  negotiateLocale,
  textDirection,
  translate,
} from '../../src/i18n/index.ts';
import { en } from '../../src/i18n/locales/en.ts';
import { ERROR_CODES, FIELD_CODES } from '../../src/shared/errorCodes.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const enKeys = Object.keys(en).sort();

describe('the 10 locales', () => {
  it('are exactly those of SPEC.md §1', () => {
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

    it('is a translation, not a copy of English', () => {
      // Short technical strings (brand names) may legitimately match; whole sentences may not.
      const copied = enKeys.filter((key) => {
        const english = en[key as keyof typeof en];
        return english.split(' ').length >= 4 && messages[key] === english;
      });
      expect(copied).toEqual([]);
    });
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
