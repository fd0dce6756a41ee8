/**
 * Answers a request for a public page straight from the route cache's store, before
 * Astro: a fresh page of the same address and negotiated locale is written as stored (with the
 * security headers and CSP its render set), gzipped when the client accepts it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageStore } from './dropPages.ts';
import { bodyFor, pageKey } from './store.ts';

/** True when the page was sent from the cache; false (nothing written) when Astro must answer. */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const store = pageStore();
  if (!store || req.method !== 'GET') return false;
  const { headers } = req;
  const page = store.get(pageKey(headers.host, req.url ?? '/', headers.cookie, headers['accept-language']));
  if (!page) return false;
  const gzipped = bodyFor(page, headers['accept-encoding']);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  res.setHeader('X-Astro-Cache', 'HIT');
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  const body = gzipped ?? page.body;
  res.setHeader('Content-Length', body.length);
  res.end(body);
  return true;
}
