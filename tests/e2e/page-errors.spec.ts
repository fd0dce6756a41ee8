/**
 * Pages that log no error where they once did. Every test of the suite fails on an error the
 * browser logged (`test.ts`); these provoke the two causes found that way, on purpose and every
 * time: the round screen hydrated on a phone slower than the session's first read (the server's
 * HTML and the browser's first render differed, React error 418), and a page transition the
 * browser skips (the new page's stylesheet late, the viewport resized as it lands): the skip
 * was reported as an uncaught error.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import type { GameKey } from '#shared/games/types.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = dictionaries.en;

/** The first room of each lottery, as the round screen's address. */
async function roundScreens(request: APIRequestContext): Promise<string[]> {
  const lotteries = await call<{ id: number; game: GameKey }[]>(request, 'GET', '/api/app/game');
  return Promise.all(
    lotteries.map(async (lottery) => {
      const rooms = await call<{ id: number }[]>(request, 'GET', `/api/app/game/${lottery.id}/room`);
      return paths.round(lottery.game, lottery.id, rooms[0]?.id ?? 1);
    }),
  );
}

test('the round screen of every game hydrates the server’s HTML when the session is read before the board runs', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request);
  for (const path of await roundScreens(request)) {
    // A slow phone: the page's own script has read the session's sign-in time (the session
    // clock's start) before the board's code arrives.
    const sessionRead = page.waitForResponse((r) => r.url().includes('/api/app/customer/reality-check'));
    await page.route(/\/_astro\/BettingBoard\.[\w-]+\.js$/, async (route) => {
      await sessionRead;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
    // The clock shows once the board runs (a mismatch with the server's HTML fails the test).
    await expect(page.locator('[data-session-clock]')).toHaveText(/^Session \d+:\d{2}$/);
    await page.unrouteAll();
  }
});

/** Follows the bottom tabs' Notice link, as a tap does (the browser fades to the new page). */
async function tapNotice(page: Page) {
  await page
    .getByRole('navigation', { name: l['nav.main'] })
    .getByRole('link', { name: l['nav.notice'] })
    .click();
}

/**
 * Holds the stylesheets of the next page until `meanwhile` has run, as a slow network does: the
 * new page is there but cannot be shown, and the browser skips the fade to it. (Routing requests
 * also turns the browser's cache off, so the next page asks for its stylesheets again.)
 */
async function withStylesHeld(page: Page, navigate: () => Promise<void>, meanwhile: () => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await released;
    await route.continue();
  });
  const held = page.waitForRequest(/\/_astro\/[^/]+\.css$/);
  await navigate();
  await held;
  await meanwhile();
  release();
  await page.waitForLoadState('load');
  // Past the fade (a quarter of a second): a skip has been reported by now.
  await page.waitForTimeout(500);
  await page.unrouteAll();
}

test('a page transition skipped for a late stylesheet or a resize of the phone’s viewport is no error', async ({
  page,
}) => {
  for (const width of [390, 360]) {
    await page.goto(paths.draw);
    await withStylesHeld(
      page,
      () => tapNotice(page),
      // The toolbar or the keyboard of a phone resizing the viewport as the page lands.
      () => page.setViewportSize({ width, height: 780 }),
    );
    await expect(page).toHaveURL(paths.notifications);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
