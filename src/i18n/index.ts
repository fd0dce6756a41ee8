/**
 * The i18n core shared by Astro pages, islands and the API: the 10 locales,
 * their dictionaries, `t()` with `{placeholder}` interpolation, locale negotiation and `Intl`
 * formatting.
 */
import { ar } from './locales/ar.ts';
import { en, type MessageKey, type Messages } from './locales/en.ts';
import { fr } from './locales/fr.ts';
import { hi } from './locales/hi.ts';
import { id } from './locales/id.ts';
import { ja } from './locales/ja.ts';
import { ko } from './locales/ko.ts';
import { ru } from './locales/ru.ts';
import { th } from './locales/th.ts';
import { vi } from './locales/vi.ts';
import { interpolate, ISLAND_LOCALE_KEY } from './format.ts';
import { LOCALES, textDirection, type Locale } from '#shared/vocabulary.ts';

export type { MessageKey, Messages };

export { LOCALES, textDirection, type Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** The name of the cookie (and localStorage key) holding the player's chosen locale. */
export const LOCALE_COOKIE = 'locale';

export const dictionaries: Readonly<Record<Locale, Messages>> = {
  en,
  id,
  hi,
  th,
  vi,
  ar,
  ru,
  ko,
  ja,
  fr,
};

/** Type guard for the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export type Params = Readonly<Record<string, string | number>>;

/**
 * Looks up a message and fills its `{placeholders}`; a missing parameter stays visible as
 * `{name}` so that the mistake shows instead of silently vanishing.
 * @example translate('fr', 'home.welcome', { name: 'Fairdraw' }) // 'Bienvenue sur Fairdraw'
 */
export function translate(locale: Locale, key: MessageKey, params?: Params): string {
  return interpolate(dictionaries[locale][key] ?? en[key], params, locale);
}

export type Translate = (key: MessageKey, params?: Params) => string;

/** Binds `translate` to one locale, for pages and islands. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/**
 * Picks the best supported locale from an `Accept-Language` header, honouring q-values and
 * falling back from regional tags (`fr-CA`) to their language.
 * @example localeFromAcceptLanguage('ja-JP,ja;q=0.9,en;q=0.5') // 'ja'
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const qParam = rest.find((p) => p.trim().startsWith('q='));
      const q = qParam ? Number(qParam.trim().slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * Negotiates the locale of a request: the stored choice (cookie `locale`), else the browser's
 * `Accept-Language`, else English.
 */
export function negotiateLocale(
  cookieLocale: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

export { formatMoneyForLocale, formatNumberForLocale, formatDateTimeForLocale } from './format.ts';

/** The messages an island needs, picked by key prefix, so a page ships only those (as props). */
export type IslandMessages = Readonly<Record<string, string>>;

/**
 * Picks the messages of `locale` whose keys start with one of `prefixes`.
 * @example islandMessages('fr', ['wallet.', 'error.'])
 */
export function islandMessages(locale: Locale, prefixes: readonly string[]): IslandMessages {
  const picked: Record<string, string> = { [ISLAND_LOCALE_KEY]: locale };
  const dictionary = dictionaries[locale];
  for (const key of Object.keys(en) as MessageKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = dictionary[key] ?? en[key];
  }
  return picked;
}
