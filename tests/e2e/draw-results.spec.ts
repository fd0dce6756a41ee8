/**
 * Lotto 10's draw on a phone: the ten cars of the finishing order read in one row on the draw
 * results (`/draw`) and on the draw's own page, shrunk to fit rather than wrapped, their numbers
 * still legible, and neither page scrolls sideways. English and Arabic (right to left), 360 and
 * 390 px, with screenshots.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts';
import { LOCALE_COOKIE } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, screenshot } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

/** The Lotto 10 lottery and one of its draws (demo rounds last 30 s here: waits for the first). */
async function lottoDraw(request: APIRequestContext) {
  const lotteries = await call<{ id: number; game: string }[]>(request, 'GET', '/api/app/game');
  const lottery = lotteries.find((item) => item.game === 'lotto');
  if (!lottery) throw new Error('no lotto lottery');
  for (let attempt = 0; attempt < 120; attempt++) {
    const found = await call<{ list: { id: number }[] }>(
      request,
      'GET',
      `/api/app/game/search/draw?lotteryId=${lottery.id}&pageNo=1&pageSize=1`,
    );
    if (found.list[0]) return { lotteryId: lottery.id, drawId: found.list[0].id };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no lotto draw within 120 s');
}

/** Each number's box and font size, as drawn. */
function numberBoxes(list: Locator) {
  return list.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return {
        top: Math.round(box.top),
        left: box.left,
        right: box.right,
        width: box.width,
        fontSize: Number(getComputedStyle(item).fontSize.replace('px', '')),
      };
    }),
  );
}

/** The ten numbers of `list` on one line, inside the screen, each wide and large enough to read. */
async function expectOneRow(page: Page, list: Locator) {
  const boxes = await numberBoxes(list);
  expect(boxes).toHaveLength(10);
  expect(new Set(boxes.map((box) => box.top)).size, 'rows of numbers').toBe(1);
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThanOrEqual(20);
    expect(box.fontSize).toBeGreaterThanOrEqual(10);
  }
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of ['en', 'ar'] as const) {
  for (const width of [360, 390]) {
    test(`Lotto 10's ten numbers read in one row on /draw and the draw's page at ${width} px in ${locale}`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL ?? '' }]);
      await page.setViewportSize({ width, height: 780 });
      const { lotteryId, drawId } = await lottoDraw(request);

      await page.goto(`${paths.draw}?lotteryId=${lotteryId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectOneRow(page, page.locator('table.draws .draw-lotto').first());
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, `draw-lotto-${locale}-${width}`);

      await page.goto(paths.drawDetail(drawId));
      await expectOneRow(page, page.locator('.draw-lotto'));
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, `draw-detail-lotto-${locale}-${width}`);
    });
  }
}
