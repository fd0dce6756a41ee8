/**
 * Translation inside islands: the page passes the messages the island needs (`islandMessages`)
 * and its locale as props, so server and browser render the same text without shipping every
 * catalogue. The island's root turns them into one `t` for all its parts (`IslandI18n` in
 * islands/common/i18n.tsx).
 */
import { interpolate, ISLAND_LOCALE_KEY, keyOf } from '#i18n/format.ts';
import type { IslandMessages, MessageKey } from '#i18n/index.ts';
import { ApiError } from './api.ts';

export type T = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** Keys built from data go through `keyOf` (`i18n/format.ts`). */
export { keyOf };

/** A `t()` over the island's messages; an unknown key shows itself, so the gap is visible. */
export function makeT(messages: IslandMessages): T {
  const locale = messages[ISLAND_LOCALE_KEY] ?? 'en';
  return (key, params) => interpolate(messages[key] ?? key, params, locale);
}

/**
 * The text to show for a failed call: the client's own wording for transport failures
 *, else the server's message in the page's language, else the catalogue's.
 */
export function errorText(t: T, error: unknown): string {
  if (!(error instanceof ApiError)) return t('error.SYSTEM_ERROR');
  if (error.code === 'NETWORK_ERROR') return t('common.networkError');
  if (error.code === 'UNDER_MAINTENANCE') return t('common.maintenanceTip');
  return error.message || t(keyOf('error', error.code));
}
