/**
 * Home under maintenance says so, in the visitor's language, instead of an empty lottery list.
 */
import { expect, test, allowConsoleErrors, refusedResponse, type APIRequestContext } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { PHONE_WIDTHS, SHOWN_LOCALES, call, screenshot, showInLocale, staffJwt, text } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

async function setMaintenance(request: APIRequestContext, maintenance: boolean): Promise<void> {
  const jwt = await staffJwt(request);
  await call(request, 'PUT', '/api/admin/settings', { jwt, body: { maintenance } });
}

test.describe('home under maintenance', () => {
  // Maintenance answers every later spec's player page and call with 503: it is switched off
  // whatever happens, through a context of its own (a test that timed out has lost its
  // `request` before a `finally` in it could run).
  test.afterEach(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      await setMaintenance(api, false);
    } finally {
      await api.dispose();
    }
  });

  test('says the site is under maintenance instead of an empty lottery list', async ({ page, request }) => {
    // The lottery list is refused (503) while the site is under maintenance.
    allowConsoleErrors(refusedResponse(503, '/api/app/game'));
    await setMaintenance(request, true);
    for (const locale of SHOWN_LOCALES) {
      await page.goto('/');
      await showInLocale(page, locale);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        const state = page.locator('section[aria-labelledby="lotteries"] .state');
        // Site settings are cached for up to 2 s.
        await expect(async () => {
          await page.goto('/');
          await expect(state).toContainText(text(locale, 'common.maintenance'), { timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        await expect(state).toContainText(text(locale, 'common.maintenanceTip'));
        await screenshot(page, `maintenance-home-maintenance-${locale}-${width}`);
      }
    }
    await setMaintenance(request, false);
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('.lotteries')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });
});
