/**
 * Rooms a balance does not reach say why before the player tries, and send them to deposit.
 */
import { expect, test } from './test.ts';
import { isolate } from '#shared/bidi.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { SHOWN_LOCALES, lotteryOf, screenshot, showInLocale, signedInPlayer, text } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

test.describe('rooms a balance does not reach', () => {
  test('say why before the player tries, and send them to deposit', async ({ page, request }) => {
    await signedInPlayer(page, request, '50');
    const lottery = await lotteryOf(request, 'lotto');
    for (const locale of SHOWN_LOCALES) {
      await page.goto('/');
      await showInLocale(page, locale);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`/room/${lottery.id}`);
      const rooms = page.locator('ul.rooms > li');
      await expect(rooms).toHaveCount(3);
      // Beginner needs 0, Standard 100.00 and VIP 1 000.00; the player has 50.00.
      const money = (amount: string) =>
        `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))} USDT`;
      const reason = (required: string) =>
        text(locale, 'rooms.needsBalance', {
          required: isolate(money(required)),
          balance: isolate(money('50')),
        });
      await expect(rooms.nth(1)).toContainText(reason('100'));
      await expect(rooms.nth(2)).toContainText(reason('1000'));
      await expect(rooms.nth(0)).not.toContainText(reason('0'));
      await expect(rooms.nth(0).locator('.room-short')).toHaveCount(0);
      await expect(rooms.nth(1).getByRole('link', { name: text(locale, 'rooms.deposit') })).toHaveAttribute(
        'href',
        '/deposit',
      );
      await screenshot(page, `low-balance-rooms-short-${locale}`);
    }
  });
});
