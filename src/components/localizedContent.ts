/** Content collection entries in the reader's language, falling back to English. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '#i18n/index.ts';
import { localizedEntryId } from '../contentEntryId.ts';

/** The entry `{base}/{locale}` (or `{locale}` with no base), else its English version. */
export async function localizedEntry<C extends 'terms' | 'howToPlay' | 'announcements'>(
  collection: C,
  base: string | null,
  locale: Locale,
): Promise<CollectionEntry<C> | undefined> {
  const find = async (l: string) =>
    (await getEntry(collection, localizedEntryId(base, l))) as CollectionEntry<C> | undefined;
  return (await find(locale)) ?? (await find('en'));
}

/** The latest announcements in the reader's language (English where one is missing), newest first. */
export async function latestAnnouncements(locale: Locale, limit = 3) {
  const all = await getCollection('announcements');
  const slugs = [...new Set(all.map((entry) => entry.id.split('/')[0] ?? ''))];
  const entries = slugs
    .map(
      (slug) =>
        all.find((e) => e.id === localizedEntryId(slug, locale)) ??
        all.find((e) => e.id === localizedEntryId(slug, 'en')),
    )
    .filter((entry): entry is CollectionEntry<'announcements'> => entry !== undefined);
  return entries.sort((a, b) => b.data.date.getTime() - a.data.date.getTime()).slice(0, limit);
}
