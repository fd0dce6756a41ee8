/**
 * The how-to-play guide of every game: served in every language, and readable on a phone.
 */
import { expect, test } from './test.ts';
import { GAMES } from '#shared/games/types.ts';
import { LOCALES } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { screenshot } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

test.describe('how to play', () => {
  for (const game of GAMES) {
    test(`the ${game} guide is shown in every language`, async ({ request }) => {
      for (const locale of LOCALES) {
        const response = await request.get(`/${game}/how-to-play`, {
          headers: { 'Accept-Language': locale },
        });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html, `${game}/${locale}`).toContain(`lang="${locale}"`);
        const guide = /<article class="guide card"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
        expect(guide.replace(/<[^>]+>/g, '').trim().length, `${game}/${locale} guide text`).toBeGreaterThan(
          100,
        );
      }
    });
  }

  test('the 5 Minutes guide reads on a phone', async ({ page }) => {
    await page.goto('/fiveMins/how-to-play');
    await expect(page.locator('article.guide h2').first()).toBeVisible();
    await screenshot(page, 'how-to-play-how-to-play-fiveMins');
  });
});
