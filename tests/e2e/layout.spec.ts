/**
 * Layout in every language at phone width (items 3, 4 and 10): no route scrolls
 * sideways, no pick button breaks a word or leaves its row, two-pick rows use the whole width,
 * and the draw detail's verify command stays on one line. One page per locale, the locale set by
 * its cookie, routes visited in a loop: the sweep stays short.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './test.ts';
import { LOCALES, LOCALE_COOKIE, type Locale } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import type { GameKey } from '#shared/games/types.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, fundedPlayer, screenshot, staffJwt } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ viewport: { width: 360, height: 780 } });

interface Lottery {
  id: number;
  game: GameKey;
}

async function setLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}

/**
 * Waits until the islands that load at once have hydrated and their data has come (nothing
 * shows as loading); a page still loading after that is measured as it stands.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('astro-island[ssr]:not([client="visible"])') &&
        !document.querySelector('[aria-busy="true"]'),
      null,
      { timeout: 4_000 },
    )
    .catch(() => undefined);
}

/** The page's sideways overflow, with the outermost elements that stick out (to find them). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const width = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const parent = element.parentElement?.getBoundingClientRect();
        const out = (b: DOMRect) => b.right > width + 0.5 || b.left < -0.5;
        return box.width > 0 && out(box) && !(parent && out(parent));
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

/** A drawn round (demo rounds last 30 s in these tests). */
async function someDrawId(request: APIRequestContext): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const page = await call<{ list: { id: number }[] }>(
          request,
          'GET',
          '/api/app/game/search/draw?pageNo=1&pageSize=1',
        );
        id = page.list[0]?.id;
        return id;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBeDefined();
  return id as number;
}

/** Each lottery with the round screen of its first room. */
async function roundScreens(request: APIRequestContext) {
  const lotteries = await call<Lottery[]>(request, 'GET', '/api/app/game');
  return Promise.all(
    lotteries.map(async (lottery) => {
      const [room] = await call<{ id: number }[]>(request, 'GET', `/api/app/game/${lottery.id}/room`);
      return { lottery, path: paths.round(lottery.game, lottery.id, room?.id ?? 1) };
    }),
  );
}

/** The routes with real ids: a drawn round, the player's notification, each game. */
async function allRoutes(request: APIRequestContext, player: { jwt: string; user: Record<string, unknown> }) {
  await call(request, 'POST', '/api/admin/notifications', {
    jwt: await staffJwt(request),
    body: { userId: player.user['userId'], title: 'Layout check', body: 'A notification to open.' },
  });
  const notifications = await call<{ list: { id: string }[] }>(
    request,
    'GET',
    '/api/app/notification/search?pageNo=1&pageSize=1',
    { jwt: player.jwt },
  );
  const screens = await roundScreens(request);
  const lotteryId = screens[0]?.lottery.id ?? 1;
  return [
    paths.home,
    paths.draw,
    paths.drawDetail(await someDrawId(request)),
    paths.notifications,
    paths.notification(notifications.list[0]?.id ?? '1'),
    paths.personal,
    paths.personalEdit,
    paths.profileEdit,
    paths.passwordEdit,
    paths.transactionPasswordEdit,
    paths.protection,
    paths.limits,
    paths.timeout,
    paths.selfExclusion,
    paths.statement,
    paths.chases,
    paths.withdraw,
    paths.withdrawRecords,
    paths.deposit,
    paths.depositRecords,
    paths.internalTransfer,
    paths.transactions,
    paths.betRecords,
    paths.myBets(lotteryId),
    paths.rooms(lotteryId),
    ...screens.map((screen) => screen.path),
    ...screens.map((screen) => paths.howToPlay(screen.lottery.game)),
    paths.terms,
  ];
}

/** A phone-sized browser context (its own locale cookie) whose pages are in `locale`. */
async function phoneContext(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  await setLocale(context, baseURL, locale);
  return context;
}

test.describe('no route of the site scrolls sideways at 360 px', () => {
  // One funded, signed-in player and the routes with their ids, shared by the ten locales.
  let player: { jwt: string; user: Record<string, unknown> };
  let routes: string[];
  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL });
    const { jwt, user } = await fundedPlayer(request);
    player = { jwt, user };
    routes = await allRoutes(request, player);
    await request.dispose();
  });

  for (const locale of LOCALES) {
    test(`in ${locale}, signed out and signed in`, async ({ browser, baseURL }) => {
      // Some 36 pages, each settling: about 40 s here, and a loaded machine is slower.
      test.setTimeout(300_000);
      const context = await phoneContext(browser, baseURL ?? '', locale);
      const page = await context.newPage();
      const failures: unknown[] = [];
      const visit = async (route: string) => {
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await settle(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow) failures.push({ route, ...overflow });
      };
      for (const route of [paths.login, paths.register]) await visit(route);
      await context.addInitScript(
        ([jwt, user]) => {
          localStorage.setItem('jwt', jwt);
          localStorage.setItem('user', user);
        },
        [player.jwt, JSON.stringify(player.user)] as const,
      );
      for (const route of routes) await visit(route);
      await context.close();
      expect(failures).toEqual([]);
    });
  }
});

/** Words of pick buttons that the browser broke across lines, and picks that leave their row. */
function brokenPicks(page: Page, locale: Locale) {
  return page.evaluate((locale) => {
    const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    const problems: string[] = [];
    for (const list of document.querySelectorAll('[role="tabpanel"] ul.picks')) {
      const row = list.getBoundingClientRect();
      for (const button of list.querySelectorAll('button.pick')) {
        const box = button.getBoundingClientRect();
        if (box.left < row.left - 0.5 || box.right > row.right + 0.5) {
          problems.push(`leaves its row: ${button.textContent}`);
        }
        for (const part of button.querySelectorAll('.pick-name, .pick-odds')) {
          if (part.scrollWidth > part.clientWidth + 1) problems.push(`overflows: ${part.textContent}`);
          const text = part.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) continue;
          for (const word of segmenter.segment(text.textContent ?? '')) {
            if (!word.isWordLike) continue;
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word.segment.length);
            // Bidi may split a word into runs on one line: count lines, not boxes.
            const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
            const lower = Math.max(...boxes.map((r) => r.top));
            const upper = Math.min(...boxes.map((r) => r.bottom));
            if (boxes.length > 1 && lower >= upper) {
              problems.push(`"${word.segment}" broken in "${part.textContent}"`);
            }
          }
        }
      }
    }
    return problems;
  }, locale);
}

/** Runs `check` on every market tab of every game's round screen. */
async function everyMarketTab(
  page: Page,
  request: APIRequestContext,
  check: (where: string) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of await roundScreens(request)) {
    await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
    await settle(page);
    const tabs = page.locator('.markets [role="tab"]');
    await expect(tabs.first()).toBeVisible();
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await expect(page.locator('[role="tabpanel"] button.pick').first()).toBeVisible();
      const where = `${screen.path} tab ${index + 1}`;
      problems.push(...(await check(where)).map((problem) => `${where}: ${problem}`));
    }
  }
  return problems;
}

test.describe('no pick button breaks a word or leaves its row, on every market at 360 px', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(180_000);
      const context = await phoneContext(browser, baseURL ?? '', locale);
      const page = await context.newPage();
      const problems = await everyMarketTab(page, request, () => brokenPicks(page, locale));
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});

for (const width of [360, 390]) {
  test(`rows of word picks (Dragon/Tiger) use the whole width at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 780 });
    const problems: string[] = [];
    for (const locale of ['en', 'ar', 'ru'] as const) {
      await setLocale(page.context(), baseURL ?? '', locale);
      const found = await everyMarketTab(page, request, () =>
        page.evaluate(() => {
          const short: string[] = [];
          for (const list of document.querySelectorAll('[role="tabpanel"] ul.picks')) {
            const row = list.getBoundingClientRect();
            const boxes = [...list.querySelectorAll('button.pick')].map((b) => b.getBoundingClientRect());
            const top = Math.min(...boxes.map((b) => b.top));
            const first = boxes.filter((b) => Math.abs(b.top - top) < 2);
            const used = Math.max(...first.map((b) => b.right)) - Math.min(...first.map((b) => b.left));
            if (used < row.width - 1) short.push(`${list.textContent}: ${Math.round(used)} of ${row.width}`);
          }
          return short;
        }),
      );
      problems.push(...found.map((problem) => `${locale} ${problem}`));
      if (locale !== 'en') await screenshot(page, `layout-picks-${locale}-${width}`);
    }
    expect(problems).toEqual([]);
  });
}

test('the draw detail keeps the verify command on one line, scrolling inside its own box', async ({
  page,
  request,
  baseURL,
}) => {
  const drawId = await someDrawId(request);
  for (const locale of ['en', 'ar', 'ru'] as const) {
    await setLocale(page.context(), baseURL ?? '', locale);
    await page.goto(paths.drawDetail(drawId));
    const command = page.locator('code', { hasText: 'npm run verify' });
    await expect(command).toBeVisible();
    const lines = await command.evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size;
    });
    expect(lines, locale).toBe(1);
    expect(await sidewaysOverflow(page), locale).toBeNull();
    await screenshot(page, `layout-draw-verify-${locale}`);
  }
});
