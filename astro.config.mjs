// @ts-check
import { URL } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { SETTLE_VIEW_TRANSITIONS } from './src/client/viewTransitions.ts';

// Pages are rendered on the server for every request (the locale and live data differ per
// visitor). Our own server (`src/server/serve.ts`) mounts the adapter's middleware, serves
// `dist/client` compressed, and answers `/api/*` with the Hono app.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    {
      // A skipped page transition is no error (src/client/viewTransitions.ts): inline in every
      // page's head, so that it listens before the page's first frame, hashed into the CSP by Astro.
      name: 'fairdraw-view-transitions',
      hooks: {
        'astro:config:setup': ({ injectScript }) => injectScript('head-inline', SETTLE_VIEW_TRANSITIONS),
      },
    },
  ],
  // The player's protection pages were once under /personal/responsible-gambling: links to them
  // in the wild keep working, moved permanently to the one word the code uses for the feature.
  redirects: {
    '/personal/responsible-gambling': { status: 301, destination: '/personal/protection' },
    '/personal/responsible-gambling/limits': { status: 301, destination: '/personal/protection/limits' },
    '/personal/responsible-gambling/timeout': { status: 301, destination: '/personal/protection/timeout' },
    '/personal/responsible-gambling/self-exclusion': {
      status: 301,
      destination: '/personal/protection/self-exclusion',
    },
  },
  server: { port: 4321, host: '127.0.0.1' },
  devToolbar: { enabled: false },
  // Shiki's inline styles would need 'unsafe-inline' under our CSP; nothing here highlights code.
  markdown: { syntaxHighlight: false },
  build: { inlineStylesheets: 'auto' },
  // The public pages that are the same for every visitor of a locale are kept in memory and
  // dropped by tag when what they show changes (src/server/pageCache/).
  cache: {
    provider: {
      name: 'fairdraw-pages',
      entrypoint: new URL('./src/server/pageCache/provider.ts', import.meta.url),
      config: { max: 2000 },
    },
  },
  security: {
    checkOrigin: true,
    csp: {
      // script-src and style-src are filled in by Astro with the hashes of what each page uses,
      // so no inline script runs unless Astro put it there.
      directives: [
        "default-src 'self'",
        // blob: the support chat's images, fetched with the token and shown through object URLs.
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
