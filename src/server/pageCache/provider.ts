/**
 * The route cache of the public pages (issue 21): Astro's in-memory LRU provider, keyed by the
 * page's address and the locale it is rendered in. The locale comes from the `locale` cookie,
 * then `Accept-Language` (as the middleware negotiates it); the memory provider keys only by
 * address and by the request headers a response varies on, and refuses to cache a response that
 * varies on `Cookie` — so each request carries the negotiated locale in a header of its own,
 * the stored response varies on that header alone, and the response sent out says again that it
 * varies on `Cookie` and `Accept-Language` (for browsers and any proxy in front).
 *
 * A page opts in with `Astro.cache.set` (see `cachePage` in `src/layouts/pageCache.ts`); nothing
 * else is cached. The provider registers itself with `invalidation.ts`, through which the
 * runtime drops pages by tag when rounds, the catalog or the site settings change.
 *
 * Astro loads this file by its path (`cache.provider.entrypoint` in astro.config.mjs).
 */
import memoryProvider from 'astro/cache/memory';
import type { CacheProvider } from 'astro';
import { LOCALE_COOKIE, negotiateLocale } from '#i18n/index.ts';
import { registerPageCache } from './invalidation.ts';

/** The request header the cache keys the locale by (never sent by a client: it is overwritten). */
export const LOCALE_KEY_HEADER = 'x-fairdraw-page-locale';
/** What a page's response varies on, as the middleware says it. */
const PUBLIC_VARY = 'Cookie, Accept-Language';

/** The `locale` cookie's value in a Cookie header, if any. */
function localeCookie(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export default function pageCacheProvider(config: { max?: number } | undefined): CacheProvider {
  const memory = memoryProvider({ max: config?.max ?? 2_000 });
  const provider: CacheProvider = {
    name: 'fairdraw-pages',
    async onRequest(context, next) {
      const { request } = context;
      if (request.method !== 'GET' || new URL(request.url).pathname.startsWith('/api/')) return next();
      const headers = new Headers(request.headers);
      headers.set(
        LOCALE_KEY_HEADER,
        negotiateLocale(localeCookie(request.headers.get('cookie')), request.headers.get('accept-language')),
      );
      const keyed = new Request(request.url, { method: 'GET', headers });
      const onRequest = memory.onRequest?.bind(memory);
      if (!onRequest) return next();
      const response = await onRequest({ ...context, request: keyed }, async () => {
        const rendered = await next();
        // Stored varying on the negotiated locale only (never on Cookie: it would not be stored).
        if (rendered.headers.has('CDN-Cache-Control')) rendered.headers.set('Vary', LOCALE_KEY_HEADER);
        return rendered;
      });
      if (response.headers.get('Vary') === LOCALE_KEY_HEADER) response.headers.set('Vary', PUBLIC_VARY);
      return response;
    },
    invalidate: (options) => memory.invalidate(options),
  };
  registerPageCache(provider);
  return provider;
}
