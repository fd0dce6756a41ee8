/**
 * The win toast (issue 17): a player with a page open is told of a win there, once. Two players
 * bet Big and Small in the same 30-second Fast 3 round (the dice's sum is one or the other, so
 * each wins whatever the draw). The English one watches the round screen, which announces the
 * settled round (`fairdraw:settled`, as the betting board will); the Arabic one sits on the home
 * page, where the minute's unread-count poll finds the win.
 */
import { expect, test, type APIRequestContext, type Browser, type Page, type Response } from './test.ts';
import { dictionaries } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { betBothSides, call, screenshot, seriousViolations, signedInPlayer } from './support.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

type Player = { jwt: string };

/** The player's win notification, once the round has settled and paid. */
async function winOf(request: APIRequestContext, player: Player) {
  let id = '';
  await expect
    .poll(
      async () => {
        const page = await call<{ list: { id: string; kind: string }[] }>(
          request,
          'GET',
          '/api/app/notification/search?pageNo=1&pageSize=10&isRead=false',
          { jwt: player.jwt },
        );
        id = page.list.find((n) => n.kind === 'betWon')?.id ?? '';
        return id;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .not.toBe('');
  return id;
}

/** A phone page in Arabic, as the config's own pages are in English. */
async function arabicPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ar',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

const isUnreadCount = (response: Response) => response.url().includes('/notification/unread/count');

/**
 * Opens a page whose timers then wait for the test (the minute's poll, the toast's 8 s), once it
 * has asked for its unread count: what it sees afterwards comes from what the test lets run.
 */
async function openPaused(page: Page, path: string) {
  await page.clock.install();
  const counted = page.waitForResponse(isUnreadCount);
  await page.goto(path);
  await counted;
  await pause(page);
}

/** Stops the page's clock a second ahead of its own time (axe needs it running; see `resume`). */
async function pause(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** Reloads and waits for the unread count the boot script asks for, then a moment for a toast. */
async function reloadAndSettle(page: Page) {
  const counted = page.waitForResponse(isUnreadCount);
  await page.reload();
  await counted;
  await page.waitForTimeout(1_500);
}

test('a win is toasted on the page the player has open, once, in their language', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const english = await signedInPlayer(page, request, '100');
  const arPage = await arabicPage(browser, baseURL);
  const arabic = await signedInPlayer(arPage, request, '100');
  // Early in a round: both pages are open before it is settled (a win settled before a page loads
  // is toasted at its load instead).
  const { lottery, roomId } = await betBothSides(request, [english, arabic], 15);
  await openPaused(page, paths.round('fast3', lottery.id, roomId));
  await openPaused(arPage, paths.home);
  const toast = page.locator('.win-toast');
  const arToast = arPage.locator('.win-toast');
  const englishWin = await winOf(request, english);
  const arabicWin = await winOf(request, arabic);
  await expect(toast).toHaveCount(0);
  await expect(arToast).toHaveCount(0);

  // English, on the round screen: the settled round is announced; the toast comes, focus stays put.
  const focusedBefore = await page.evaluate(() => document.activeElement?.tagName);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('fairdraw:settled')));
  await page.clock.runFor(2_000);
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[data-win-toasts]')).toHaveRole('status');
  await expect(toast).toContainText(dictionaries.en['notification.betWon.title']);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focusedBefore);
  const link = toast.getByRole('link', { name: dictionaries.en['notifications.view'] });
  await expect(link).toHaveAttribute('href', paths.notification(englishWin));
  // Hovered, it stays past its 8 s; left alone, it goes by itself.
  await toast.hover();
  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'win-toast-en-390');
  await pause(page);
  await page.mouse.move(5, 800);
  await page.clock.runFor(8_100);
  await expect(toast).toHaveCount(0);
  // Not again: not after a reload, nor on another page.
  await reloadAndSettle(page);
  await expect(toast).toHaveCount(0);
  await page.goto(paths.home);
  await page.waitForTimeout(1_500);
  await expect(toast).toHaveCount(0);
  // The link opens the win.
  await page.goto(paths.notification(englishWin));
  await expect(page.getByRole('main')).toContainText(dictionaries.en['notification.betWon.title']);

  // Arabic, on the home page: the minute's poll finds the win.
  await arPage.clock.runFor(61_000);
  await expect(arToast).toBeVisible({ timeout: 10_000 });
  await expect(arToast).toContainText(dictionaries.ar['notification.betWon.title']);
  // Reached from the keyboard right after the skip link; focused, it stays.
  await arPage.keyboard.press('Tab');
  await arPage.keyboard.press('Tab');
  const arLink = arToast.getByRole('link', { name: dictionaries.ar['notifications.view'] });
  await expect(arLink).toBeFocused();
  await expect(arLink).toHaveAttribute('href', paths.notification(arabicWin));
  await arPage.clock.runFor(10_000);
  await expect(arToast).toBeVisible();
  await arPage.clock.resume();
  expect(await seriousViolations(arPage)).toEqual([]);
  await screenshot(arPage, 'win-toast-ar-390');
  // The toast sits at the inline end: the left edge in Arabic.
  const box = await arToast.boundingBox();
  expect(box?.x).toBeLessThan(20);
  await arToast.getByRole('button', { name: dictionaries.ar['common.close'] }).click();
  await expect(arToast).toHaveCount(0);
  await reloadAndSettle(arPage);
  await arPage.clock.runFor(61_000);
  await arPage.waitForTimeout(1_500);
  await expect(arToast).toHaveCount(0);
  await arPage.context().close();
});
