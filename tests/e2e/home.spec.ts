/**
 * The home page in a phone browser: site info from the API, the bottom tabs,
 * security headers and CSP, locale negotiation and right-to-left Arabic, asset caching and
 * compression, accessibility, and screenshots for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const root = path.resolve(import.meta.dirname, '../..');
const screenshotDir = path.join(root, 'tests/screenshots');

interface SiteInfo {
  name: string;
  faviconUrl: string;
}

async function siteInfo(request: APIRequestContext): Promise<SiteInfo> {
  const response = await request.get('/api/app/info');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: SiteInfo };
  expect(body.code).toBe(1);
  return body.data;
}

/** The directives of a CSP header, by name. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Axe violations a player would actually be hurt by. */
/** A file the build put under /_astro/ (content-hashed, so cacheable forever). */
async function someHashedAsset(): Promise<string> {
  const dir = path.join(root, 'dist/client/_astro');
  const built = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  // The largest: files under the compression threshold are rightly served as they are.
  const sizes = await Promise.all(
    built.map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
  );
  const script = sizes.sort((a, b) => b.size - a.size)[0]?.name;
  if (!script) throw new Error('the build has no script under /_astro/');
  return `/_astro/${script}`;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test.describe('home page, in English', () => {
  test('takes its title and favicon from the site info the API serves', async ({ page, request }) => {
    const info = await siteInfo(request);
    await page.goto('/');

    expect(await page.evaluate(() => document.title)).toBe(info.name);
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveAttribute('href', info.faviconUrl);

    const favicon = await request.get(info.faviconUrl);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
  });

  test('shows the bottom tabs Home, Draw, Notice and Me, with Home as the current page', async ({ page }) => {
    await page.goto('/');

    const tabs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect(tabs).toHaveText(['Home', 'Draw', 'Notice', 'Me']);
    const expected = [
      ['Home', '/'],
      ['Draw', '/draw'],
      ['Notice', '/notification'],
      ['Me', '/personal'],
    ] as const;
    for (const [index, [name, href]] of expected.entries()) {
      const tab = tabs.nth(index);
      await expect(tab, name).toHaveAccessibleName(name);
      await expect(tab, name).toHaveAttribute('href', href);
      if (name === 'Home') await expect(tab, name).toHaveAttribute('aria-current', 'page');
      else await expect(tab, name).not.toHaveAttribute('aria-current');
    }
    await expect(tabs.first()).toBeInViewport();
  });

  test('is served with a strict CSP, nosniff and a referrer policy', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();

    const cspHeader = headers['content-security-policy'];
    expect(cspHeader, 'content-security-policy header').toBeTruthy();
    const csp = parseCsp(cspHeader!);
    // script-src, or default-src when there is none, is what governs scripts.
    const scriptSources = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSources, 'script-src or default-src').toBeDefined();
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
  });

  test('loads without any Content Security Policy violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(violations).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('is saved as a full-page phone screenshot for review', async ({ page }) => {
    await page.goto('/');
    mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, 'home-en.png');
    await page.screenshot({ path: file, fullPage: true });
    test.info().annotations.push({ type: 'screenshot', description: path.relative(root, file) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('home page, with Accept-Language: ar', () => {
  test.use({ locale: 'ar' });

  test('renders right to left, in Arabic', async ({ page }) => {
    await page.goto('/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('navigation', { name: dictionaries.ar['nav.main'] }).getByRole('link').first(),
    ).toHaveText(dictionaries.ar['nav.home']);
  });

  test('lets a locale=fr cookie win over the Accept-Language header', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
    await page.goto('/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('navigation', { name: dictionaries.fr['nav.main'] }).getByRole('link').first(),
    ).toHaveText(dictionaries.fr['nav.home']);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('is saved as a full-page phone screenshot for review', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, 'home-ar.png');
    await page.screenshot({ path: file, fullPage: true });
    test.info().annotations.push({ type: 'screenshot', description: path.relative(root, file) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('static assets', () => {
  test('serves hashed /_astro/ assets as immutable, brotli-compressed when br is accepted', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    let assets = [...new Set(html.match(/\/_astro\/[\w.~/-]+/g) ?? [])];
    if (assets.length === 0) {
      // The home page needs no script or stylesheet file today (its CSS is inlined): check what
      // the build put under /_astro/ instead, so the caching contract is still exercised.
      const built = await readdir(path.join(root, 'dist/client/_astro')).catch(() => [] as string[]);
      assets = built.map((name) => `/_astro/${name}`);
      test.info().annotations.push({
        type: 'note',
        description: `the home page references no /_astro/ asset; checked the build's ${assets.length}`,
      });
    }
    test.skip(assets.length === 0, 'no hashed assets, neither on the home page nor in the build');

    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control'], asset).toContain('immutable');
      const compressible = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/.test(
        headers['content-type'] ?? '',
      );
      const size = (await response.body()).length;
      if (compressible && size >= 1024) expect(headers['content-encoding'], asset).toBe('br');
    }
  });

  test('serves the built JavaScript gzip-compressed to clients that only accept gzip', async ({
    request,
  }) => {
    const asset = await someHashedAsset();
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    // Decoded, it is the same file.
    expect(await response.body()).toEqual(await plain.body());
  });
});
