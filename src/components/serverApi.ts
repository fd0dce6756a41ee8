/**
 * Public API data for server-rendered pages: the page asks the same Hono app the browser would
 * (in process, no network), so pages and islands see one shape.
 */
import type { Runtime } from '#server/runtime.ts';
import type { Locale } from '#i18n/index.ts';

/**
 * GETs a public `/api/app` path in process; null when the API answers with an error (404 …).
 * @example const lotteries = await publicApi<Lottery[]>(Astro.locals.runtime, '/game', locale);
 */
export async function publicApi<T>(runtime: Runtime, path: string, locale: Locale): Promise<T | null> {
  const response = await runtime.api.fetch(
    new Request(`http://internal/api/app${path}`, { headers: { 'Accept-Language': locale } }),
  );
  if (!response.ok) return null;
  const body = (await response.json()) as { code: number; data: T };
  return body.code === 1 ? body.data : null;
}
