/**
 * Words and marks the content console shares: the collections' names, a locale's
 * state as a short label and a badge class, and the address of an entry.
 */
import type { T } from '#client/i18n.ts';
import { keyOf } from '#client/i18n.ts';
import type { ContentCollection, ContentLocaleState } from '#shared/contract/content.ts';

export const collectionName = (t: T, collection: ContentCollection) =>
  t(keyOf('admin.content.collection', collection));

/** What a locale shows: scheduled, a draft on top, live, or nothing of its own. */
export function localeStatus(state: ContentLocaleState): 'scheduled' | 'draft' | 'live' | 'none' {
  if (state.scheduled !== null) return 'scheduled';
  if (state.draft) return 'draft';
  return state.live !== null ? 'live' : 'none';
}

export const STATUS_BADGE = {
  live: 'badge-good',
  scheduled: 'badge-info',
  draft: 'badge-warn',
  none: '',
} as const;

/** `/admin/content?entry=announcements/welcome&locale=fr` */
export function entryHref(collection: ContentCollection, slug: string, locale?: string): string {
  const query = new URLSearchParams({ entry: `${collection}/${slug}` });
  if (locale) query.set('locale', locale);
  return `/admin/content?${query.toString()}`;
}

/** A time for the console, in the staff member's language. */
export function timeOf(locale: string, iso: string | null): string {
  return iso
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '';
}
