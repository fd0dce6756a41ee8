/**
 * Dropping cached public pages. The route cache lives in Astro's server bundle, the
 * runtime in this process's own modules: they meet through one global slot, where the cache
 * provider registers its store when Astro first loads it. Before that (no page served yet) and
 * when the cache is off, there is nothing to drop.
 *
 * Tags: every cached page carries `all`; a page showing one lottery's rounds `lottery:{id}`, one
 * showing every lottery's `rounds`; a page showing a collection of live content (every
 * announcement) `content:{collection}`, one showing an entry `content:{collection}:{slug}`.
 */
import type { Events } from '#server/events/events.ts';
import type { PageStore } from './store.ts';

const SLOT = Symbol.for('fairdraw.pageCache');
type Slot = { [SLOT]?: PageStore };

/** Tags of the cached pages. */
export const PAGE_TAGS = {
  all: 'all',
  rounds: 'rounds',
  /** A collection of live content, or one entry of it (the live loader hints these). */
  content: (collection: string, slug?: string) =>
    slug === undefined ? `content:${collection}` : `content:${collection}:${slug}`,
  lottery: (lotteryId: number) => `lottery:${lotteryId}`,
} as const;

/** Called by the provider: the store to serve hits from and drop pages from. */
export function registerPageCache(store: PageStore): void {
  (globalThis as Slot)[SLOT] = store;
}

/** The pages stored by the route cache (none before Astro loaded it, or with the cache off). */
export function pageStore(): PageStore | undefined {
  return (globalThis as Slot)[SLOT];
}

/** Drops the cached pages carrying any of `tags` (nothing when no page cache is running). */
export function dropPages(tags: string[]): void {
  pageStore()?.drop(tags);
}

/**
 * Drops cached pages when what they show changes, on every instance: a lottery's round event
 * drops the pages of that lottery and those showing every lottery's rounds; a content change
 * those showing the entries it names (and their collections' lists); a catalog or site
 * settings change (and a reconnected listener, which may have missed one) drops them all.
 * Register it after the caches of data (catalog, settings, round views), which must forget first.
 */
export function dropPagesOnChanges(
  events: Pick<Events, 'watchChanges' | 'watchCatalog' | 'watchContent'>,
): () => void {
  const stopChanges = events.watchChanges((lotteryId) =>
    dropPages([PAGE_TAGS.lottery(lotteryId), PAGE_TAGS.rounds]),
  );
  const stopCatalog = events.watchCatalog(() => dropPages([PAGE_TAGS.all]));
  const stopContent = events.watchContent((changes) =>
    dropPages(
      changes.flatMap((c) => [PAGE_TAGS.content(c.collection), PAGE_TAGS.content(c.collection, c.slug)]),
    ),
  );
  return () => {
    stopChanges();
    stopCatalog();
    stopContent();
  };
}
