/**
 * Mark 6 draws name the special number with its BIG/SMALL and ODD/EVEN, never a sum, on the
 * draw results and on the draw's own page, in English, Arabic and Russian.
 */
import { expect, test } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { SHOWN_LOCALES, drawOf, lotteryOf, screenshot, showInLocale, text } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

test.describe('Mark 6 draws', () => {
  for (const locale of SHOWN_LOCALES) {
    test(`name the special number with its BIG/SMALL and ODD/EVEN, never "sum", in ${locale}`, async ({
      page,
      request,
    }) => {
      const lottery = await lotteryOf(request, 'mark6');
      const draw = await drawOf(request, lottery.id);
      const number = draw.special ?? 0;
      const special = String(number).padStart(2, '0');
      // Mark 6's special: 25–48 BIG, 1–24 SMALL, 49 a tie (docs/game-rules.md).
      const bigSmall = number === 49 ? 'TIE' : number >= 25 ? 'BIG' : 'SMALL';
      const oddEven = number === 49 ? 'TIE' : number % 2 === 1 ? 'ODD' : 'EVEN';
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/');
      await showInLocale(page, locale);

      await page.goto(`/draw?lotteryId=${lottery.id}`);
      // The summary row under this draw's heading and numbers (a newer draw may have come first).
      const row = page
        .locator('table.draws tr.draw-head', { has: page.locator(`a[href="/lotto/draw/${draw.id}"]`) })
        .locator('xpath=following-sibling::tr[contains(@class, "draw-summary")][1]');
      await expect(row).toContainText(text(locale, 'draw.special', { number: special }));
      await expect(row.locator('.pill')).toHaveText([
        text(locale, `draw.${bigSmall}`),
        text(locale, `draw.${oddEven}`),
      ]);
      await expect(page.locator('table.draws')).not.toContainText(text(locale, 'draw.sumLabel'));
      await screenshot(page, `mark6-draws-draw-mark6-${locale}`);

      await page.goto(`/lotto/draw/${draw.id}`);
      const facts = page.locator('dl.facts');
      await expect(facts.locator('dt').first()).toHaveText(text(locale, 'draw.specialLabel'));
      await expect(facts.locator('dd').first()).toHaveText(special);
      await expect(facts).not.toContainText(text(locale, 'draw.sumLabel'));
      await screenshot(page, `mark6-draws-draw-detail-mark6-${locale}`);
    });
  }
});
