/**
 * An unknown address answers 404 with a page in the visitor's language and a way home; under
 * /api/ it keeps the JSON envelope.
 */
import { expect, test, allowConsoleErrors, refusedResponse } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { PHONE_WIDTHS, SHOWN_LOCALES, screenshot, showInLocale, text } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

test.describe('an unknown address', () => {
  test('answers 404 with a page in the visitor’s language, the security headers and a way home', async ({
    request,
  }) => {
    const response = await request.get('/no/such/page', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(response.status()).toBe(404);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain(text('fr', 'notFound.title'));
    expect(html).toMatch(/<a[^>]+href="\/"/);
  });

  test('under /api/ keeps the JSON envelope', async ({ request }) => {
    const response = await request.get('/api/app/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
  });

  for (const locale of SHOWN_LOCALES) {
    test(`shows the 404 page in ${locale} on a phone`, async ({ page }) => {
      allowConsoleErrors(refusedResponse(404, '/nothing-here'));
      await page.goto('/');
      await showInLocale(page, locale);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        const response = await page.goto('/nothing-here');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'notFound.title'));
        await expect(
          page.getByRole('main').getByRole('link', { name: text(locale, 'notFound.home') }),
        ).toHaveAttribute('href', '/');
        await screenshot(page, `not-found-404-${locale}-${width}`);
      }
    });
  }
});
