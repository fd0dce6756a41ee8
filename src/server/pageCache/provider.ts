/**
 * The route cache of the public pages: an Astro cache provider (set in
 * astro.config.mjs) over `store.ts`, keyed by the page's address and the locale it is rendered
 * in — from the `locale` cookie, then `Accept-Language`, as the middleware negotiates it. Astro's
 * own `memoryCache()` keys by address and by the headers a response varies on, and refuses to
 * keep a response varying on `Cookie`: it cannot hold a page per language chosen by cookie.
 *
 * A page opts in with `Astro.cache.set` (see `cachePublicPage` in `pageData.ts`); only a 200
 * without cookies is kept, for the `max-age` it asked, with its tags. The provider registers its
 * store with `dropPages.ts`, through which the runtime drops pages by tag and the HTTP server
 * answers fresh hits before Astro.
 *
 * Astro loads this file by its path (`cache.provider.entrypoint`).
 */
import type { CacheProvider } from 'astro';
import { registerPageCache } from './dropPages.ts';
import { createPageStore, pageKey, type StoredPage } from './store.ts';

/** Headers that describe one transfer or the cache itself, not the page: never stored. */
const NOT_STORED = new Set([
  'cdn-cache-control',
  'cache-tag',
  'x-astro-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
]);

/** `max-age` of a `CDN-Cache-Control` header in seconds (0 when absent). */
function maxAgeOf(header: string | null): number {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(header ?? '');
  return match ? Number(match[1]) : 0;
}

function responseOf(page: StoredPage, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Astro-Cache', state);
  return new Response(new Uint8Array(page.body), { status: page.status, headers });
}

export default function pageCacheProvider(config: { max?: number } | undefined): CacheProvider {
  const store = createPageStore(config?.max ?? 2_000);
  const provider: CacheProvider = {
    name: 'fairdraw-pages',
    async onRequest(context, next) {
      const { request } = context;
      const url = new URL(request.url);
      if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return next();
      const key = pageKey(
        url.host,
        url.pathname + url.search,
        request.headers.get('cookie'),
        request.headers.get('accept-language'),
      );
      const hit = store.get(key);
      if (hit) return responseOf(hit, 'HIT');
      const response = await next();
      const maxAge = maxAgeOf(response.headers.get('CDN-Cache-Control'));
      if (maxAge <= 0 || response.status !== 200 || response.headers.has('set-cookie')) return response;
      const page: StoredPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !NOT_STORED.has(name.toLowerCase())),
        body: Buffer.from(await response.arrayBuffer()),
        storedAt: Date.now(),
        maxAgeMs: maxAge * 1000,
        tags: new Set(
          (response.headers.get('Cache-Tag') ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      };
      store.set(key, page);
      return responseOf(page, 'MISS');
    },
    invalidate: async (options) => {
      if (options.tags) store.drop(Array.isArray(options.tags) ? options.tags : [options.tags]);
      if (options.path) store.dropPath(options.path);
    },
  };
  registerPageCache(store);
  return provider;
}
