/**
 * Live content collections: the announcements, notes, terms and how-to-play guides
 * editors publish, read from the database at request time (no rebuild, no restart). The files
 * of `src/content` are only their seed (`src/server/content/files.ts`). A page passes the
 * runtime's reader and its locale as the filter (`#components/liveContent.ts`); each result
 * hints the cache tags that a publish drops.
 */
import { defineLiveCollection } from 'astro:content';
import type { LiveLoader } from 'astro/loaders';
import type { LiveContent, LiveContentEntry } from '#server/content/live.ts';
import type { ContentCollection, Locale } from '#shared/vocabulary.ts';

/** What a page passes: the runtime's reader of live content and the reader's locale. */
export interface ContentFilter {
  source: LiveContent;
  locale: Locale;
}

function contentLoader(
  collection: ContentCollection,
): LiveLoader<LiveContentEntry['data'], ContentFilter & { id: string }, ContentFilter> {
  return {
    name: `fairdraw-${collection}`,
    loadCollection: async ({ filter }) => {
      if (!filter) return { error: new Error(`${collection}: a page must pass its reader and locale`) };
      return filter.source.collection(collection, filter.locale);
    },
    loadEntry: ({ filter }) => filter.source.entry(collection, filter.id, filter.locale),
  };
}

export const collections = {
  announcements: defineLiveCollection({ loader: contentLoader('announcements') }),
  notes: defineLiveCollection({ loader: contentLoader('notes') }),
  terms: defineLiveCollection({ loader: contentLoader('terms') }),
  howToPlay: defineLiveCollection({ loader: contentLoader('howToPlay') }),
};
