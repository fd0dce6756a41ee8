/**
 * The win notice: a player with a page open is told of a win there, once on any of their devices,
 * in one compact line at the bottom that never covers the round's head, and that goes by itself.
 * Two players bet in the same 30-second Fast 3 round: the English one on Big, Small, Odd and Even
 * (the dice's sum is one of each pair, so two bets win whatever the draw), watching the round
 * screen at 360 px, which announces the settled round itself; the Arabic one on Big and Small,
 * opening the home page once the round is settled.
 */
import { expect, test, type Browser, type Page, type Response } from './test.ts';
import { dictionaries, type Locale } from '#i18n/index.ts';
import { interpolate } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { betBothSides, call, screenshot, seriousViolations, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const isAnnounce = (response: Response) => response.url().includes('/notification/wins/announce');

/** A phone page in `locale`, as another device of a player would be. */
async function phone(browser: Browser, baseURL: string | undefined, locale: Locale, width = 390) {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Loads `path` and waits for the page's ask for new wins: no notice comes of it. */
async function expectNoNotice(page: Page, load: () => Promise<unknown>) {
  const asked = page.waitForResponse(isAnnounce);
  await load();
  const answer = (await (await asked).json()) as { data: { bets: number } };
  expect(answer.data.bets).toBe(0);
  await page.waitForTimeout(1_000);
  await expect(page.locator('.win-toast')).toHaveCount(0);
}

test('two winning bets are announced in one notice below the round head, once on any device', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const english = await signedInPlayer(page, request, '100');
  const arPage = await phone(browser, baseURL, 'ar');
  const arabic = await signedInPlayer(arPage, request, '100');
  const { lottery, roomId } = await betBothSides(
    request,
    [{ jwt: english.jwt, keys: ['sum:BIG', 'sum:SMALL', 'sum:ODD', 'sum:EVEN'] }, arabic],
    15,
  );
  await page.goto(paths.round('fast3', lottery.id, roomId));
  await expect(page.locator('.round-head')).toBeVisible();

  // The round settles: the screen hears it and announces both wins as one notice.
  const toast = page.locator('.win-toast');
  await expect(toast).toBeVisible({ timeout: 90_000 });
  await expect(toast).toHaveCount(1);
  const twoWins = interpolate(dictionaries.en['notifications.winNotice'], { count: 2, amount: '+3.92 USDT' });
  await expect(toast.locator('.win-toast-text')).toHaveText(twoWins);
  await expect(page.locator('[data-win-toasts]')).toHaveRole('status');
  // Below the round's number, countdown and last draw, above the slip, clear of both.
  const head = await page.locator('.round-head').boundingBox();
  const slip = await page.locator('.slip').boundingBox();
  const box = await toast.boundingBox();
  if (!head || !slip || !box) throw new Error('no boxes');
  expect(overlap(head, box)).toBe(false);
  expect(box.y + box.height).toBeLessThanOrEqual(slip.y);
  expect(box.height).toBeLessThan(60);
  // One round won: the link opens its notification.
  const notes = await call<{ list: { id: string; kind: string }[] }>(
    request,
    'GET',
    '/api/app/notification/search?pageNo=1&pageSize=10&isRead=false',
    { jwt: english.jwt },
  );
  const win = notes.list.find((n) => n.kind === 'betWon');
  await expect(toast.getByRole('link', { name: dictionaries.en['notifications.view'] })).toHaveAttribute(
    'href',
    paths.notification(win?.id ?? ''),
  );
  // Held while hovered (axe and the screenshot take their time), then it goes by itself.
  await toast.hover();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'win-toast-en-360');
  await page.mouse.move(5, 5);
  await expect(toast).toHaveCount(0, { timeout: 12_000 });

  // Not again: not after a reload, even with this browser's own memory wiped, nor on a second
  // device signed in as the same player.
  await expectNoNotice(page, async () => {
    await page.evaluate(() => localStorage.removeItem('win-toasts'));
    await page.reload();
  });
  const laptop = await phone(browser, baseURL, 'en');
  await laptop.addInitScript(
    ([jwt, user]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', user);
    },
    [english.jwt, JSON.stringify(english.user)] as const,
  );
  await expectNoNotice(laptop, () => laptop.goto(paths.round('fast3', lottery.id, roomId)));
  await laptop.context().close();

  // Arabic, on the home page opened after the round: one win, above the tab bar, closable.
  await arPage.goto(paths.home);
  const arToast = arPage.locator('.win-toast');
  await expect(arToast).toBeVisible({ timeout: 15_000 });
  await expect(arToast).toContainText('ربحت رهانًا واحدًا');
  const tabs = await arPage.locator('nav.tabs').boundingBox();
  const arBox = await arToast.boundingBox();
  expect(arBox && tabs && arBox.y + arBox.height).toBeLessThanOrEqual(tabs?.y ?? 0);
  await arToast.hover();
  await screenshot(arPage, 'win-toast-ar-390');
  await arToast.getByRole('button', { name: dictionaries.ar['common.close'] }).click();
  await expect(arToast).toHaveCount(0);
  await expectNoNotice(arPage, async () => {
    await arPage.evaluate(() => localStorage.removeItem('win-toasts'));
    await arPage.reload();
  });
  await arPage.context().close();
});
