/**
 * The installed app's icons, `/app-icon/192.png` and `/app-icon/512.png`: the site's
 * favicon drawn as a square PNG. The manifest links them with the favicon's hash in the query,
 * so a copy may be kept for a week.
 */
import type { APIRoute } from 'astro';
import { appIcon } from '#server/pageData.ts';

export const GET: APIRoute = async ({ locals, params }) => {
  const png = await appIcon(locals, Number(params.size));
  if (!png) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=604800' },
  });
};
