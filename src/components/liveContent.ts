/**
 * Live content as pages read it: the entries of a collection, or one entry, in the
 * reader's language (English where it has none), each with its rendered `Content`. The page's
 * route cache takes the tags the loader hints, so a publish drops exactly the pages showing the
 * entry; a failed read shows nothing and keeps the page out of the cache.
 */
import { getLiveCollection, getLiveEntry, render } from 'astro:content';
import { cannotKeep, contentSource, PAGE_TAGS, type PageLocals } from '#server/pageData.ts';
import type { Locale } from '#i18n/index.ts';

type Collection = 'announcements' | 'notes' | 'terms' | 'howToPlay';

/** What a page sees of the route cache (`Astro.cache`). */
interface PageCache {
  enabled: boolean;
  set(options: { tags?: string[] }): void;
}

interface Reader {
  locals: PageLocals & { locale: Locale };
  cache: PageCache;
}

/** Every entry of a collection shown now, rendered, in the collection's order. */
export async function liveCollection({ locals, cache }: Reader, collection: Collection) {
  const { entries, error, cacheHint } = await getLiveCollection(collection, {
    source: contentSource(locals),
    locale: locals.locale,
  });
  if (error || !entries) {
    cannotKeep(locals, error);
    return [];
  }
  if (cache.enabled && cacheHint?.tags) cache.set({ tags: cacheHint.tags });
  return Promise.all(entries.map(async (entry) => ({ entry, Content: (await render(entry)).Content })));
}

/** One entry shown now, rendered; null when it has none (or the read failed). */
export async function liveEntry({ locals, cache }: Reader, collection: Collection, slug: string) {
  const { entry, error, cacheHint } = await getLiveEntry(collection, {
    id: slug,
    source: contentSource(locals),
    locale: locals.locale,
  });
  // Keep the entry's tag even when none shows yet, so its first publish drops this page.
  if (cache.enabled) cache.set({ tags: [...(cacheHint?.tags ?? []), PAGE_TAGS.content(collection, slug)] });
  if (error || !entry) {
    if (error && error.name !== 'LiveEntryNotFoundError') cannotKeep(locals, error);
    return null;
  }
  return { entry, Content: (await render(entry)).Content };
}
