/**
 * What pages hand their islands: the messages an island reads (its own prefixes plus those every
 * island of its kind reads) and the filters a list page takes from its address.
 */
import { islandMessages, type IslandMessages, type Locale } from '#i18n/index.ts';

/** Every console island may say a page is not for the signed-in role, and shows common words and errors. */
const CONSOLE_COMMON = ['admin.notAllowed', 'common.', 'error.'];

/** Every player island shows common words and errors, and links a visitor to sign in or sign up. */
const PLAYER_COMMON = ['common.', 'error.', 'auth.signIn', 'auth.signUp'];

/** The messages of a console island: its own prefixes and the console's common ones. */
export function consoleMessages(locale: Locale, own: readonly string[]): IslandMessages {
  return islandMessages(locale, [...own, ...CONSOLE_COMMON]);
}

/** The props of a console island that shows dates and money: the locale and its messages. */
export function consoleIsland(locals: { locale: Locale }, own: readonly string[]) {
  return { locale: locals.locale, messages: consoleMessages(locals.locale, own) };
}

/**
 * The props of a console list island: the locale, its messages, and its filters from the address
 * (each the address's value or its default).
 * @example consoleListIsland(Astro, ['admin.transfers.', 'admin.money.'], { userId: '' })
 */
export function consoleListIsland<K extends string>(
  page: { locals: { locale: Locale }; url: URL },
  own: readonly string[],
  filters: Readonly<Record<K, string>>,
) {
  return { ...consoleIsland(page.locals, own), ...queryParams(page.url, filters) };
}

/** The messages of a player island: its own prefixes and the player pages' common ones. */
export function playerMessages(locale: Locale, own: readonly string[]): IslandMessages {
  return islandMessages(locale, [...own, ...PLAYER_COMMON]);
}

/** The props of a player island that shows dates and money: the locale and its messages. */
export function playerIsland(locals: { locale: Locale }, own: readonly string[]) {
  return { locale: locals.locale, messages: playerMessages(locals.locale, own) };
}

/** The own prefixes of the personal centre's forms (profile and passwords). */
export const PERSONAL_FORM_MESSAGES = ['personal.', 'validation.', 'field.'];

/**
 * The query parameters named by `defaults`, each the address's value or its default.
 * @example queryParams(Astro.url, { status: 'pending', userId: '' })
 */
export function queryParams<K extends string>(
  url: URL,
  defaults: Readonly<Record<K, string>>,
): Record<K, string> {
  const values: Record<K, string> = { ...defaults };
  for (const name of Object.keys(defaults) as K[]) {
    values[name] = url.searchParams.get(name) ?? defaults[name];
  }
  return values;
}

/** A record id from the address (a PostgreSQL `integer` above 0), or null when it is none. */
export function idParam(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
