/**
 * Dropping cached public pages (issue 21). The route cache lives in Astro's server bundle, the
 * runtime in this process's own modules: they meet through one global slot, where the cache
 * provider registers itself when Astro first loads it. Before that (no page served yet) and
 * when the cache is off, there is nothing to drop.
 *
 * Tags: every cached page carries `all`; a page showing one lottery's rounds `lottery:{id}`, one
 * showing every lottery's `rounds`; a content page `content`.
 */
import type { CacheProvider } from 'astro';
import type { PageStore } from './store.ts';
import type { Logger } from 'pino';
import type { Events } from '../events/events.ts';

const SLOT = Symbol.for('fairdraw.pageCache');
/** What the provider registers: how to drop pages, and the store a hit is read from. */
interface RegisteredCache {
  invalidate: CacheProvider['invalidate'];
  store: PageStore;
}
type Slot = { [SLOT]?: RegisteredCache };

/** Tags of the cached pages. */
export const PAGE_TAGS = {
  all: 'all',
  rounds: 'rounds',
  content: 'content',
  lottery: (lotteryId: number) => `lottery:${lotteryId}`,
} as const;

/** Called by the provider: the cache to drop pages from and to serve hits from. */
export function registerPageCache(cache: RegisteredCache): void {
  (globalThis as Slot)[SLOT] = cache;
}

/** The pages stored by the route cache (none before Astro loaded it, or with the cache off). */
export function pageStore(): PageStore | undefined {
  return (globalThis as Slot)[SLOT]?.store;
}

/** Drops the cached pages carrying any of `tags` (nothing when no page cache is running). */
export async function dropPages(tags: string[]): Promise<void> {
  await (globalThis as Slot)[SLOT]?.invalidate({ tags });
}

/**
 * Drops cached pages when what they show changes, on every instance: a lottery's round event
 * drops the pages of that lottery and those showing every lottery's rounds; a catalog or site
 * settings change (and a reconnected listener, which may have missed one) drops them all.
 * Register it after the caches of data (catalog, settings, round views), which must forget first.
 */
export function dropPagesOnChanges(
  events: Pick<Events, 'watchChanges' | 'watchCatalog'>,
  log: Pick<Logger, 'warn'>,
): () => void {
  const drop = (tags: string[]) =>
    dropPages(tags).catch((error: unknown) => log.warn({ err: error, tags }, 'cached pages not dropped'));
  const stopChanges = events.watchChanges(
    (lotteryId) => void drop([PAGE_TAGS.lottery(lotteryId), PAGE_TAGS.rounds]),
  );
  const stopCatalog = events.watchCatalog(() => void drop([PAGE_TAGS.all]));
  return () => {
    stopChanges();
    stopCatalog();
  };
}
