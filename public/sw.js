/**
 * The service worker of the installable app. Registered by the boot script as
 * `/sw.js?v=<build>`, so every deploy is a new worker: it installs at once, takes over every open
 * tab and deletes the caches of the builds before it, so no player is held on an old build.
 *
 * What it keeps: the offline page, the terms and the four how-to-play guides (in the language
 * the player reads them in), and the hashed assets those pages load. Pages are always asked of
 * the network first; the kept copy is only shown when the network is gone, and any other page
 * then shows the offline page. Nothing under /api/ is ever read from or written to a cache:
 * balances and personal data only ever come from the server. It also shows the pushes a player
 * allowed on this device.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `fairdraw-${VERSION}`;
const OFFLINE = '/offline';
/** Read offline: the offline page and the content pages. */
const KEPT_PAGES = [
  OFFLINE,
  '/terms',
  '/lotto/how-to-play',
  '/fast3/how-to-play',
  '/fiveMins/how-to-play',
  '/mark6/how-to-play',
];
/** Astro's content-hashed files: a name never changes its bytes. */
const HASHED = '/_astro/';

/** The same-site assets a page loads (its styles, scripts and icons). */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:href|src)="(\/[^"]+)"/g)) {
    const path = match[1];
    if (path.startsWith(HASHED) || path.startsWith('/app-icon/') || /^\/favicon\.[a-z]+$/.test(path)) {
      found.add(path);
    }
  }
  return [...found];
}

/** Fetches a page and keeps it with the assets it loads; a page that fails is left out. */
async function keepPage(cache, path) {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(path, response);
  await Promise.all(
    assetsOf(html).map(async (asset) => {
      if (await cache.match(asset)) return;
      const file = await fetch(asset, { credentials: 'same-origin' });
      if (file.ok) await cache.put(asset, file);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The offline page must be there; the content pages are kept when they load.
      await keepPage(cache, OFFLINE);
      if (!(await cache.match(OFFLINE))) throw new Error('offline page not kept');
      await Promise.allSettled(KEPT_PAGES.slice(1).map((path) => keepPage(cache, path)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('fairdraw-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Whether this worker is still the one in charge (not replaced by a newer build's). */
function inCharge() {
  return self.registration.active?.scriptURL === self.location.href;
}

/**
 * Keeps a response in this build's cache. A fetch can still be in flight when a newer build's
 * worker takes over and deletes this cache (a slow icon, say); writing then would bring the
 * deleted cache back for good. So a replaced worker writes nothing, and one replaced while it
 * was writing deletes what it wrote.
 */
async function keep(key, response) {
  if (!inCharge()) return;
  await (await caches.open(CACHE)).put(key, response);
  if (!inCharge()) await caches.delete(CACHE);
}

/**
 * The network's answer, kept under `key` when it is one to keep; without a network, the kept
 * copy, else (for a page) the offline page.
 */
async function networkFirst(request, key, isPage) {
  try {
    const response = await fetch(request);
    if (response.ok && key) await keep(key, response.clone());
    return response;
  } catch (error) {
    // Read with match, not open: opening would create this cache again if a newer build deleted it.
    const kept =
      (key && (await caches.match(key, { cacheName: CACHE }))) ||
      (isPage && (await caches.match(OFFLINE, { cacheName: CACHE })));
    if (kept) return kept;
    throw error;
  }
}

/** A hashed asset: the kept copy, else the network's (kept only if a kept page loads it). */
async function hashed(request) {
  const kept = await caches.match(request, { cacheName: CACHE });
  return kept ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, KEPT_PAGES.includes(url.pathname) ? url.pathname : null, true));
  } else if (url.pathname.startsWith(HASHED)) {
    event.respondWith(hashed(request));
  } else if (url.pathname.startsWith('/app-icon/') || /^\/favicon\.[a-z]+$/.test(url.pathname)) {
    // The site's icon can change with its settings: asked of the network while there is one.
    event.respondWith(networkFirst(request, url.pathname, false));
  }
});

// A push: the notification the server wrote, in the language the device chose.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || self.location.host, {
      body: message.body || '',
      tag: message.tag,
      icon: '/app-icon/192.png',
      badge: '/app-icon/192.png',
      data: { url: message.url || '/' },
    }),
  );
});

/** Opening a notification focuses a tab of the site on its page, or opens one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => client.url === url) ?? tabs[0];
      if (tab) {
        await tab.focus();
        if (tab.url !== url) await tab.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
