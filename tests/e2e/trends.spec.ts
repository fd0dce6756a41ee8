/**
 * The trends page, as a player on a phone meets it: the trend chart marks one number
 * per place and round, the road maps hold a bead per draw, the long-dragon list and the hot and
 * cold numbers are there, every statistic sits beside the reminder that draws are independent and
 * verifiable, and nothing scrolls sideways in English, Arabic (right to left) or Russian; in
 * Arabic the trend chart fills its box, with no empty block beside it.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, screenshot, seriousViolations } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

type DrawItem = { id: number; period: string; numbers: number[] };

async function lotteryWithDraws(request: APIRequestContext, game: string, atLeast: number) {
  const lotteries = await call<{ id: number; game: string }[]>(request, 'GET', '/api/app/game');
  const lottery = lotteries.find((l) => l.game === game);
  if (!lottery) throw new Error(`no ${game} lottery`);
  // Demo rounds last 30 s here: wait for the draws the test needs.
  for (let attempt = 0; attempt < 150; attempt++) {
    const draws = await call<{ list: DrawItem[] }>(
      request,
      'GET',
      `/api/app/game/search/draw?lotteryId=${lottery.id}&pageSize=30`,
    );
    if (draws.list.length >= atLeast) return { id: lottery.id, draws: draws.list };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${game} drew fewer than ${atLeast} rounds`);
}

const lottoWithDraws = (request: APIRequestContext, atLeast: number) =>
  lotteryWithDraws(request, 'lotto', atLeast);

const message = (locale: Locale, key: string) => (dictionaries[locale] as Record<string, string>)[key] ?? key;

async function showInLocale(page: Page, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, domain: '127.0.0.1', path: '/' }]);
}

async function openTab(page: Page, locale: Locale, tab: string) {
  await page.getByRole('tab', { name: message(locale, `trends.tab.${tab}`) }).click();
}

/**
 * The trends board shown and hydrated: a choice made before its island hydrates is lost (Astro
 * drops the island's `ssr` attribute once it has).
 */
async function hydrated(page: Page) {
  await page.waitForSelector('.trend-table');
  await expect(page.locator('astro-island:has(.trend-table)')).not.toHaveAttribute('ssr');
}

test('the trend chart, roads, long dragon and hot and cold numbers of a lottery, beside the independence reminder', async ({
  page,
  request,
}) => {
  const lotto = await lottoWithDraws(request, 2);
  await page.goto(`/trends/${lotto.id}`);
  await hydrated(page);

  // Every statistic is shown beside the reminder, which links to the newest draw's verification.
  const note = page.getByRole('note');
  await expect(note).toContainText(message('en', 'trends.independent'));
  const newest = await call<{ list: DrawItem[] }>(
    request,
    'GET',
    `/api/app/game/search/draw?lotteryId=${lotto.id}&pageSize=30`,
  );
  // The newest when the page read its draws: a draw may have come since (one every 30 s here).
  const verifyLink = note.getByRole('link', { name: message('en', 'trends.verifyLatest') });
  expect(newest.list.slice(0, 2).map((draw) => `/lotto/draw/${draw.id}`)).toContain(
    await verifyLink.getAttribute('href'),
  );

  // The first place (TOP1): a row per draw, newest first, its drawn number marked once per row.
  const rows = page.locator('.trend-table tbody tr');
  const shown = await rows.count();
  expect(shown).toBeGreaterThanOrEqual(2);
  const latest = await call<{ list: DrawItem[] }>(
    request,
    'GET',
    `/api/app/game/search/draw?lotteryId=${lotto.id}&pageSize=40`,
  );
  for (let row = 0; row < Math.min(shown, 5); row++) {
    const period = await rows.nth(row).locator('th .visually-hidden').textContent();
    const draw = latest.list.find((d) => d.period === period);
    expect(draw, `round ${period}`).toBeDefined();
    await expect(rows.nth(row).locator('.trend-hit')).toHaveCount(1);
    await expect(rows.nth(row).locator('.trend-hit')).toHaveText(String(draw?.numbers[0]));
  }
  await screenshot(page, 'trends-chart-en-390');

  // Keyboard: the arrow key moves to the next tab and shows its panel.
  await page.getByRole('tab', { name: message('en', 'trends.tab.chart') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: message('en', 'trends.tab.hotCold') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.frequency-chart canvas').first()).toBeVisible();
  // Hot: values drawn in the window (at most three); cold: the three missing longest.
  await expect(page.locator('.number-list').last().locator('li')).toHaveCount(3);
  await screenshot(page, 'trends-hot-cold-en-390');

  await openTab(page, 'en', 'roads');
  // A market at a time: 10 positions, five DRAGON/TIGER pairs and TOP1+2; TOP1 has two roads
  // (BIG/SMALL and ODD/EVEN), each with a bead per draw; a dragon/tiger pair has one.
  const market = page.getByLabel(message('en', 'trends.market'));
  await expect(market.locator('option')).toHaveCount(16);
  await expect(page.locator('.road')).toHaveCount(2);
  await expect(page.locator('.road').first().locator('.road-bead')).toHaveCount(shown);
  await market.selectOption('dt1');
  await expect(page.locator('.road')).toHaveCount(1);
  await screenshot(page, 'trends-roads-en-390');

  await openTab(page, 'en', 'dragons');
  const dragons = page.locator('.dragon');
  const noDragons = page.getByText(message('en', 'trends.noDragons'));
  await expect(dragons.first().or(noDragons)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a wider window reads more draws from the API', async ({ page, request }) => {
  const lotto = await lottoWithDraws(request, 2);
  await page.goto(`/trends/${lotto.id}`);
  await hydrated(page);
  const asked = page.waitForRequest(
    (r) => r.url().includes(`/api/app/game/${lotto.id}/stats`) && r.url().includes('window=50'),
  );
  await page.getByLabel(message('en', 'trends.window')).selectOption('50');
  await asked;
  await expect(page.getByRole('note')).toBeVisible();
});

for (const [locale, width] of [
  ['ar', 390],
  ['ru', 360],
] as const) {
  test(`reads in ${locale} at ${width} px without sideways scrolling`, async ({ page, request }) => {
    const lotto = await lottoWithDraws(request, 2);
    await showInLocale(page, locale);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/trends/${lotto.id}`);
    await hydrated(page);
    await expect(page.getByRole('note')).toContainText(message(locale, 'trends.independent'));
    await screenshot(page, `trends-chart-${locale}-${width}`);
    await openTab(page, locale, 'roads');
    await screenshot(page, `trends-roads-${locale}-${width}`);
    await openTab(page, locale, 'hotCold');
    await screenshot(page, `trends-hot-cold-${locale}-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const game of ['lotto', 'fast3']) {
  for (const width of [360, 390]) {
    test(`the ${game} trend chart fills its box right to left in ar at ${width} px, no empty block beside it`, async ({
      page,
      request,
    }) => {
      const lottery = await lotteryWithDraws(request, game, 2);
      await showInLocale(page, 'ar');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/trends/${lottery.id}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const { box, table } = await page.locator('.trend-scroll').evaluate((scroll) => {
        const inner = scroll.getBoundingClientRect();
        const border = Number(getComputedStyle(scroll).borderInlineStartWidth.replace('px', ''));
        const chart = scroll.querySelector('table')?.getBoundingClientRect();
        return {
          box: { left: inner.left + border, right: inner.left + border + scroll.clientWidth },
          table: { left: chart?.left ?? 0, right: chart?.right ?? 0 },
        };
      });
      // The chart starts at the box's right (its start, right to left) and reaches its left
      // edge, or beyond it when it scrolls inside the box.
      expect(table.right).toBeCloseTo(box.right, 0);
      expect(table.left).toBeLessThanOrEqual(box.left + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `trends-${game}-chart-ar-${width}`);
    });
  }
}
