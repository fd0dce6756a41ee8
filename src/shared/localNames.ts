/**
 * Names staff give in each language: a lottery's, a room's. The English name (`name`) is the
 * one a language without a name of its own shows; `names` holds the others by locale.
 */
import { LOCALES, type Locale } from './vocabulary.ts';

/** The locales a name may be given in besides English (the English one is the plain `name`). */
export const NAME_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

/** A name per locale; a locale left out shows the English name. */
export type LocalNames = Partial<Record<Exclude<Locale, 'en'>, string>>;

/** The most characters a lottery's or a room's name may have, in any language. */
export const LOCAL_NAME_MAX = 40;

/**
 * The name of `named` in `locale`: its own name there, else the English one.
 * @example localName({ name: 'Beginner', names: { fr: 'Débutant' } }, 'fr') // 'Débutant'
 */
export function localName(named: { name: string; names?: LocalNames | null }, locale: string): string {
  return named.names?.[locale as Exclude<Locale, 'en'>]?.trim() || named.name;
}

/**
 * A name as a stored message's parameters: `key` the English name, `key.{locale}` each other
 * language's, so the message names it in whatever language it is read in (`namedIn`).
 * @example nameParams('lottery', { name: 'Fast 3', names: { fr: 'Rapide 3' } }) // { lottery: 'Fast 3', 'lottery.fr': 'Rapide 3' }
 */
export function nameParams(
  key: string,
  named: { name: string; names?: LocalNames | null },
): Record<string, string> {
  const params: Record<string, string> = { [key]: named.name };
  for (const [locale, name] of Object.entries(named.names ?? {})) if (name) params[`${key}.${locale}`] = name;
  return params;
}

/** Stored parameters read in `locale`: each `key.{locale}` stands for `key`. */
export function namedIn(params: Readonly<Record<string, string>>, locale: string): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (!/\.[a-z]{2}$/.test(key)) read[key] = value;
  const suffix = `.${locale}`;
  for (const [key, value] of Object.entries(params))
    if (key.endsWith(suffix)) read[key.slice(0, -suffix.length)] = value;
  return read;
}
