/**
 * The web app manifest: what a phone needs to install the site as an app — the site's
 * name and icons from its settings, in the visitor's language, opening standalone at the home
 * page. The icons' addresses change with the favicon, so an installed app picks up a new one.
 */
import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { BACKGROUND_COLOR, THEME_COLOR } from '#layouts/appColors.ts';
import { siteInfo } from '#server/pageData.ts';

const SIZES = [192, 512];

export const GET: APIRoute = async ({ locals }) => {
  const info = await siteInfo(locals);
  const version = createHash('sha256').update(info.faviconUrl).digest('hex').slice(0, 10);
  const manifest = {
    id: '/',
    name: info.name,
    short_name: info.name,
    description: locals.t('app.description', { name: info.name }),
    lang: locals.locale,
    dir: locals.dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: SIZES.map((size) => ({
      src: `/app-icon/${size}.png?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
};
