import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { createTranslator, LOCALE_COOKIE, negotiateLocale, textDirection } from '#i18n/index.ts';
import type { Runtime } from '#server/runtime.ts';

const globalForDev = globalThis as typeof globalThis & { __fairdrawDevRuntime?: Promise<Runtime> };

/** In `astro dev` nothing hands us a runtime, so the dev server makes one (once, across reloads). */
async function devRuntime(): Promise<Runtime> {
  if (!import.meta.env.DEV) throw new Error('the server must pass the runtime in locals');
  globalForDev.__fairdrawDevRuntime ??= import('#server/runtime.ts')
    .then((m) => m.createRuntime())
    .then((runtime) => {
      // `npm start` starts the scheduler itself; in dev the rounds must run too.
      runtime.scheduler.start();
      return runtime;
    });
  return globalForDev.__fairdrawDevRuntime;
}

const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Headers every page carries (the API sets its own); the CSP itself comes from Astro. */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * A page that asked to be cached (`cachePublicPage`) is read to its end first, so that every
 * read of its components has run: if one failed, or the page is not a plain 200, the route cache
 * is turned off for it and it is sent, not kept.
 */
async function keptOnlyWhole(context: APIContext, response: Response): Promise<Response> {
  const { cache } = context;
  if (!cache.enabled || cache.options.maxAge === undefined) return response;
  const body = await response.arrayBuffer();
  if (context.locals.uncacheable || response.status !== 200) cache.set(false);
  return new Response(body, response);
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, request } = context;
  locals.runtime ??= await devRuntime();
  if (new URL(request.url).pathname.startsWith('/api/')) return next();

  const locale = negotiateLocale(
    context.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  locals.locale = locale;
  locals.dir = textDirection(locale);
  locals.t = createTranslator(locale);

  const response = await keptOnlyWhole(context, await next());
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.headers.set(name, value);
  // Astro writes the page's CSP (script and style hashes); clickjacking protection joins it.
  const csp = response.headers.get('Content-Security-Policy');
  const base = csp?.trim().replace(/;+$/, '');
  response.headers.set('Content-Security-Policy', base ? `${base}; ${FRAME_ANCESTORS}` : FRAME_ANCESTORS);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-cache');
  return response;
});
