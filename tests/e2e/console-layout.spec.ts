/**
 * The staff console at a laptop's 1280 px (item 15): the Reports legend shows the
 * colours its bars are drawn in, and every column of the Rounds table can be reached without the
 * page itself scrolling sideways.
 */
import { expect, test, type Page } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { screenshot, staffSignInByPage } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const signIn = (page: Page) => staffSignInByPage(page);

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('every colour of the Reports bars has a legend swatch of that colour', async ({ page }) => {
  await signIn(page);
  // A week with a day the house lost (payouts above stakes) beside a day it won: both kinds of
  // GGR bar, whatever the demo rounds happened to draw.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.route('**/api/admin/reports/daily?*', (route) =>
    route.fulfill({
      json: {
        code: 1,
        data: [
          { day: day(-1), lotteryId: 1, bets: 4, turnover: '40.00', payouts: '10.00', ggr: '30.00' },
          { day: day(0), lotteryId: 1, bets: 2, turnover: '20.00', payouts: '58.00', ggr: '-38.00' },
        ],
      },
    }),
  );
  await page.goto('/admin/reports');
  const chart = page.locator('.console-chart');
  await expect(chart.locator('svg rect').first()).toBeAttached({ timeout: 15_000 });
  const colours = await chart.evaluate((figure) => {
    const fills = new Set(
      [...figure.querySelectorAll('svg rect')].map((rect) => getComputedStyle(rect).fill),
    );
    const swatches = new Set(
      [...figure.querySelectorAll('.legend-swatch')].map(
        (swatch) => getComputedStyle(swatch).backgroundColor,
      ),
    );
    return { fills: [...fills].sort(), swatches: [...swatches].sort() };
  });
  expect(colours.fills.length).toBeGreaterThan(0);
  for (const fill of colours.fills) expect(colours.swatches, `a swatch for ${fill}`).toContain(fill);
  await screenshot(page, 'console-reports-legend');
});

test('the Rounds table shows all its columns at 1280 px, with no sideways scroll', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/rounds');
  const table = page.locator('table.data');
  // Drawn rounds of every game, Mark 6's seven numbers the widest.
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  expect(await pageScrollsSideways(page)).toBe(false);
  const clipped = await table.evaluate((element) => {
    const frame =
      element.closest('.table-scroll')?.getBoundingClientRect() ?? element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    return [...element.querySelectorAll('thead th')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < frame.left - 1 || box.right > frame.right + 1 || box.right > width;
      })
      .map((cell) => cell.textContent);
  });
  expect(clipped).toEqual([]);
  await screenshot(page, 'console-rounds');
});
