import type { APIRoute } from 'astro';

/**
 * Hands every `/api/*` request to the Hono app. The production server answers `/api/*` before
 * Astro sees it; this route makes the API work in `astro dev` too.
 */
export const ALL: APIRoute = ({ request, locals }) => locals.runtime.api.fetch(request);
