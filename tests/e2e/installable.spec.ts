/**
 * The installable app in Chromium: the page links a web app manifest with the site's
 * name, standalone display, theme colour and 192 and 512 px PNG icons drawn from the favicon, and
 * Chromium finds nothing that stops it installing; the service worker keeps the terms and guides
 * for reading offline and shows the offline page for anything else, never keeps an API answer,
 * and a new build's worker takes over and drops the old build's caches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowConsoleErrors, chromium, expect, test, type Page } from './test.ts';
import { dictionaries } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, CHROMIUM_PATH, chromiumAvailable } from './chromium.ts';
import { screenshot, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ serviceWorkers: 'allow' });

const en = dictionaries.en;

/** Waits until a service worker controls the page; answers its script's address. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every address kept in the app's caches, by cache. */
function keptAddresses(page: Page) {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

test('Chromium can install the site: manifest, icons and no installability errors', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!, { headers: { 'accept-language': 'ru' } });
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    display: string;
    start_url: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  const info = ((await (await request.get('/api/app/info')).json()) as { data: { name: string } }).data;
  expect(manifest).toMatchObject({ name: info.name, display: 'standalone', start_url: '/', lang: 'ru' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // A PNG of the size it claims: the signature, then the IHDR's width and height.
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const size = Number(icon.sizes.split('x')[0]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect((await request.get('/app-icon/64.png')).status()).toBe(404);

  // What Chromium itself says stands between the page and an install, in a profile of its own
  // (the tests' contexts are incognito, where nothing installs).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fairdraw-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    baseURL,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const installed = await browser.newPage();
    await installed.goto('/');
    await controlled(installed);
    const cdp = await browser.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the terms and guides still read, any other page says the network is gone', async ({
  page,
  request,
  context,
}) => {
  // Offline on purpose: the page's own calls (the unread count, the reality check) cannot go out.
  allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  // A signed-in player, so that the pages ask the API for balances while online.
  await signedInPlayer(page, request);
  await page.goto('/');
  expect(await controlled(page)).toMatch(/\/sw\.js\?v=[0-9a-f]+$/);
  await page.goto('/personal');
  await page.goto('/terms');
  const termsTitle = await page.locator('h1').textContent();

  const kept = Object.values(await keptAddresses(page)).flat();
  expect(kept).toEqual(
    expect.arrayContaining(['/offline', '/terms', '/lotto/how-to-play', '/mark6/how-to-play']),
  );
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(kept).not.toContain('/personal');
  expect(kept).not.toContain('/');

  await context.setOffline(true);
  await page.goto('/terms');
  await expect(page.locator('h1')).toHaveText(termsTitle ?? '');
  await page.goto('/fast3/how-to-play');
  await expect(page.locator('h1')).not.toHaveText(en['offline.title']);
  await expect(page.locator('main')).toContainText(en['game.fast3']);

  for (const path of ['/', '/personal', '/deposit']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(en['offline.title']);
  }
  await screenshot(page, 'offline-en');
  // The way back to reading is there, and works offline.
  await page.getByRole('link', { name: /Lotto 10/ }).click();
  await expect(page.locator('main')).toContainText(en['game.lotto']);
  await context.setOffline(false);

  // Online again, pages come from the server, not from what was kept.
  await page.goto('/personal');
  await expect(page.locator('h1')).not.toHaveText(en['offline.title']);
});

test('a new build’s worker takes over the open page and drops the old build’s caches', async ({ page }) => {
  await page.goto('/');
  const first = await controlled(page);
  const build = new URL(first).searchParams.get('v');
  expect(Object.keys(await keptAddresses(page))).toEqual([`fairdraw-${build}`]);

  // The next deploy: the boot script registers the worker of another build.
  const next = 'next-build';
  await page.evaluate(async (version) => {
    const changed = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
    await navigator.serviceWorker.register(`/sw.js?v=${version}`, { scope: '/' });
    await changed;
  }, next);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(`v=${next}`);
  await expect.poll(async () => Object.keys(await keptAddresses(page))).toEqual([`fairdraw-${next}`]);
  expect(Object.values(await keptAddresses(page)).flat()).toContain('/offline');
});
