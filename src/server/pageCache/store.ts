/**
 * The stored pages of the route cache: an LRU of whole responses keyed by the page's
 * address and the negotiated locale, each with its tags and its time to live, and a gzipped copy
 * made once when first asked for. The Astro provider (`provider.ts`) fills it; the HTTP server
 * (`serve.ts`) answers a fresh hit straight from it, before Astro's pipeline, which would cost
 * more than the page (a request object, routing, the response's conversion).
 */
import { gzipSync } from 'node:zlib';
import { LOCALE_COOKIE, negotiateLocale } from '#i18n/index.ts';

/** What a cached page is sent with besides its body. */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzipped?: Buffer;
  storedAt: number;
  maxAgeMs: number;
  tags: ReadonlySet<string>;
}

/** The `locale` cookie's value in a Cookie header, if any. */
function localeCookie(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The key of a page: host, path and query as requested, and the locale negotiated for it. */
export function pageKey(
  host: string | null | undefined,
  pathAndQuery: string,
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): string {
  return `${host ?? ''}${pathAndQuery}\0${negotiateLocale(localeCookie(cookie), acceptLanguage ?? null)}`;
}

export function createPageStore(max: number) {
  const pages = new Map<string, StoredPage>();
  const fresh = (page: StoredPage, now: number) => now - page.storedAt < page.maxAgeMs;

  return {
    /** A fresh page under `key` (refreshed as the most recently used), or undefined. */
    get(key: string, now = Date.now()): StoredPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (!fresh(page, now)) return undefined;
      pages.set(key, page);
      return page;
    },
    set(key: string, page: StoredPage): void {
      pages.delete(key);
      if (pages.size >= max) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      pages.set(key, page);
    },
    /** Drops the pages of one path (every host, query and locale). */
    dropPath(path: string): void {
      for (const key of pages.keys()) {
        const address = key.slice(0, key.indexOf('\0'));
        const start = address.indexOf('/');
        const pathname = (start < 0 ? '' : address.slice(start)).split('?')[0];
        if (pathname === path) pages.delete(key);
      }
    },
    /** Drops the pages carrying any of `tags`. */
    drop(tags: readonly string[]): void {
      for (const [key, page] of pages) if (tags.some((tag) => page.tags.has(tag))) pages.delete(key);
    },
    size: () => pages.size,
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

/** The page's body for a client accepting `acceptEncoding`: gzipped (made once) when it may be. */
export function bodyFor(page: StoredPage, acceptEncoding: string | null | undefined): Buffer | undefined {
  if (!acceptEncoding || !/\bgzip\b/.test(acceptEncoding) || page.body.length < 1024) return undefined;
  page.gzipped ??= gzipSync(page.body);
  return page.gzipped;
}
