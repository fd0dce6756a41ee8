/**
 * Arabic at 360 px: Latin lottery names and round numbers keep their own order, isolated from
 * the Arabic around them.
 */
import { expect, test, type Locator } from './test.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, drawOf, lotteryOf, screenshot, staffJwt } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

/** Whether the first character of the element's text is drawn left of its last one. */
async function readsLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const textNode = walker.nextNode() as Text | null;
    if (!textNode) throw new Error('no text');
    const length = textNode.data.trimEnd().length;
    const box = (from: number) => {
      const range = document.createRange();
      range.setStart(textNode, from);
      range.setEnd(textNode, from + 1);
      return range.getBoundingClientRect();
    };
    return box(0).left < box(length - 1).left;
  });
}

test.describe('Arabic at 360 px', () => {
  test.use({ locale: 'ar', viewport: { width: 360, height: 780 } });

  test('a lottery name in Latin letters (one with no Arabic name of its own) reads in its own order, isolated from the Arabic around it', async ({
    page,
    request,
  }) => {
    // The demo names every lottery in Arabic: for this test the 5 Minutes lottery has no Arabic
    // name, as a lottery staff named only in English, and gets its names back afterwards.
    const jwt = await staffJwt(request);
    const lotteries = await call<{ id: number; game: string; names: Record<string, string> }[]>(
      request,
      'GET',
      '/api/admin/lotteries',
      { jwt },
    );
    const fiveMins = lotteries.find((lottery) => lottery.game === 'fiveMins');
    if (!fiveMins) throw new Error('no 5 Minutes lottery');
    const withoutArabic = Object.fromEntries(
      Object.entries(fiveMins.names).filter(([code]) => code !== 'ar'),
    );
    const setNames = (names: Record<string, string>) =>
      call(request, 'PUT', `/api/admin/lotteries/${fiveMins.id}`, { jwt, body: { names } });
    await setNames(withoutArabic);
    try {
      await page.goto('/');
      const name = page.locator('.lotteries bdi', { hasText: /^5 Minutes$/ });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.tagName === 'BDI' || el.getAttribute('dir') === 'auto')).toBe(
        true,
      );
      expect(await readsLeftToRight(name)).toBe(true);
      await screenshot(page, 'right-to-left-ar-home');

      await page.goto(`/room/${fiveMins.id}`);
      const heading = page.getByRole('heading', { level: 1 }).locator('bdi');
      await expect(heading).toHaveText('5 Minutes');
      expect(await readsLeftToRight(heading)).toBe(true);
    } finally {
      await setNames(fiveMins.names);
    }
  });

  test('/draw shows the round number and the date in separate boxes that do not overlap', async ({
    page,
    request,
  }) => {
    const lottery = await lotteryOf(request, 'lotto');
    await drawOf(request, lottery.id);
    await page.goto(`/draw?lotteryId=${lottery.id}`);
    const head = page.locator('table.draws .draw-head').first();
    const round = await head.locator('a').boundingBox();
    const date = await head.locator('time').boundingBox();
    if (!round || !date) throw new Error('the round and its date are both shown');
    const overlap =
      round.x < date.x + date.width &&
      date.x < round.x + round.width &&
      round.y < date.y + date.height &&
      date.y < round.y + round.height;
    expect(overlap).toBe(false);
    // One above the other: read side by side, the period's digits ran into the date's.
    expect(date.y).toBeGreaterThanOrEqual(round.y + round.height - 1);
    await screenshot(page, 'right-to-left-ar-draw');
  });
});
