/**
 * The round screen of issue 17 on a phone: the picks show without scrolling below a compact head,
 * the market tabs stay on one line, the game and room switch in place, the long dragons sit
 * beside the board with the independence reminder; the bet slip takes stake chips (the room's and
 * the player's own), an amount per pick, shows what each pick and the slip return, removes a pick,
 * places a slip of different amounts, and repeats it; a draw that arrives is revealed (not under
 * reduced motion). English, Arabic (right to left) and Russian (long words), 360 and 390 px.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, screenshot, seriousViolations, signedInPlayer } from './support.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

type LotteryItem = { id: number; game: string; name: string };
type RoomItem = { id: number; name: string; minBet: string; stakeChips: string[] };

async function lotteryOf(request: APIRequestContext, game: string) {
  const lotteries = await call<LotteryItem[]>(request, 'GET', '/api/app/game');
  const lottery = lotteries.find((item) => item.game === game);
  if (!lottery) throw new Error(`no ${game} lottery`);
  const rooms = await call<RoomItem[]>(request, 'GET', `/api/app/game/${lottery.id}/room`);
  return { ...lottery, rooms };
}

async function showInLocale(page: Page, locale: Locale): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, domain: '127.0.0.1', path: '/' }]);
}

/** The board once hydrated (the bet button answers only then). */
async function openBoard(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
}

const picks = (page: Page) => page.getByRole('tabpanel').getByRole('button');

/** Waits until the round shown takes bets (demo rounds are 30 s here). */
async function waitForOpenRound(page: Page) {
  await expect(page.locator('.round-period .badge')).toHaveText(l('round.state.open'), { timeout: 60_000 });
}

test('the picks show below a compact head on a 390 px phone, the tabs on one line', async ({
  page,
  request,
}) => {
  const lotto = await lotteryOf(request, 'lotto');
  await page.goto(`/lotto/${lotto.id}/${lotto.rooms[0]?.id}`);
  const first = picks(page).first();
  await expect(first).toBeVisible();
  // The first row of picks is in view and not under the slip kept at the bottom.
  const pickBox = await first.boundingBox();
  const slipBox = await page.locator('.slip').boundingBox();
  expect(pickBox && slipBox && pickBox.y + pickBox.height).toBeLessThanOrEqual(slipBox?.y ?? 0);
  // Every market tab on one line, the row scrolling sideways inside itself.
  const tops = await page
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  // Links to the trends and the rules from the head.
  await expect(page.getByRole('link', { name: l('trends.link') })).toHaveAttribute(
    'href',
    `/trends/${lotto.id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'round-screen-en-390');
});

test('the game and the room are switched without going back', async ({ page, request }) => {
  const lotto = await lotteryOf(request, 'lotto');
  const fast3 = await lotteryOf(request, 'fast3');
  const [beginner, standard] = lotto.rooms;
  await openBoard(page, `/lotto/${lotto.id}/${beginner?.id}`);
  await page.getByLabel(l('betting.switchRoom')).selectOption(String(standard?.id));
  await expect(page).toHaveURL(new RegExp(`/lotto/${lotto.id}/${standard?.id}$`));
  // Another game opens in the room at the same place in its list.
  await page.getByLabel(l('betting.switchLottery')).selectOption(String(fast3.id));
  await expect(page).toHaveURL(new RegExp(`/fast3/${fast3.id}/${fast3.rooms[1]?.id}$`));
});

test('the long dragons sit beside the board with the reminder that draws are independent', async ({
  page,
  request,
}) => {
  const lotto = await lotteryOf(request, 'lotto');
  await page.goto(`/lotto/${lotto.id}/${lotto.rooms[0]?.id}`);
  const strip = page.locator('.dragon-strip');
  await expect(strip.getByRole('link', { name: l('trends.tab.dragons') })).toHaveAttribute(
    'href',
    `/trends/${lotto.id}`,
  );
  await expect(strip).toContainText(l('betting.independentShort'));
  const stats = await call<{ keys: { key: string; streak: number }[] }>(
    request,
    'GET',
    `/api/app/game/${lotto.id}/stats`,
  );
  const longest = Math.max(
    0,
    ...stats.keys.filter((k) => /:(BIG|SMALL|ODD|EVEN|DRAGON|TIGER)$/.test(k.key)).map((k) => k.streak),
  );
  if (longest >= 2) await expect(strip.locator('.dragon-chip').first()).toContainText(`×${longest}`);
  else await expect(strip).toContainText(l('betting.noDragons'));
});

test('a slip with stake chips and an amount per pick shows its returns, is placed and repeated', async ({
  page,
  request,
}) => {
  const player = await signedInPlayer(page, request, '500');
  const lotto = await lotteryOf(request, 'lotto');
  const room = lotto.rooms[0];
  if (!room) throw new Error('no room');
  await openBoard(page, `/lotto/${lotto.id}/${room.id}`);

  // The room's chips, as staff set them, fill the amount of every pick.
  const chips = page.getByRole('group', { name: l('betting.chips') });
  const roomChip = room.stakeChips[1] ?? room.stakeChips[0] ?? '1.00';
  await chips.getByRole('button', { name: `${Number(roomChip)} USDT`, exact: true }).click();
  await expect(page.locator('#bet-amount')).toHaveValue(String(Number(roomChip)));

  // The player's own chip, remembered after a reload.
  await page.locator('#bet-amount').fill('3.5');
  await chips.getByRole('button', { name: l('betting.saveChip') }).click();
  await page.reload();
  await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
  await expect(chips.getByRole('button', { name: '3.5 USDT', exact: true })).toBeVisible();

  // Three picks at 1.96; one removed; the other two at amounts of their own.
  for (const index of [0, 1, 2]) await picks(page).nth(index).click();
  await page.getByRole('button', { name: /3 selected/ }).click();
  const lines = page.locator('.slip-line');
  await expect(lines).toHaveCount(3);
  await lines
    .nth(2)
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(lines).toHaveCount(2);
  await page.getByLabel(l('betting.perPick')).check();
  await lines.nth(0).getByRole('textbox').fill('2');
  await lines.nth(1).getByRole('textbox').fill('5');
  // What each returns if it wins (odds × stake, principal included), and the slip's totals.
  await expect(lines.nth(0)).toContainText('3.92 USDT');
  await expect(lines.nth(1)).toContainText('9.80 USDT');
  await expect(page.locator('.slip-figures')).toContainText('7.00 USDT');
  await expect(page.locator('.slip-figures')).toContainText('13.72 USDT');

  await waitForOpenRound(page);
  await page.locator('.slip-bet').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('13.72 USDT');
  await dialog.getByRole('button', { name: l('betting.bet'), exact: true }).click();
  await expect(dialog).toContainText(l('common.successful'), { timeout: 15_000 });
  await dialog.getByRole('button', { name: l('common.ok') }).click();

  // The server holds each bet at its own amount.
  const now = Date.now();
  const bets = await call<{ list: { key: string; amount: string }[] }>(
    request,
    'GET',
    `/api/app/game/search/bet?lotteryId=${lotto.id}&pageSize=10&start=${new Date(now - 3_600_000).toISOString()}&end=${new Date(now + 60_000).toISOString()}`,
    { jwt: player.jwt },
  );
  expect(bets.list.map((bet) => bet.amount).sort()).toEqual(['2.00', '5.00']);

  // "Repeat my last bet" brings back the same picks at the same amounts.
  await expect(lines).toHaveCount(0);
  await page.getByRole('button', { name: l('betting.repeatLast') }).click();
  await page.getByRole('button', { name: /2 selected/ }).click();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByRole('textbox')).toHaveValue('2');
  await expect(lines.nth(1).getByRole('textbox')).toHaveValue('5');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'round-slip-en-390');
});

test('a draw that arrives is revealed, and not under reduced motion', async ({ page, request }) => {
  const fast3 = await lotteryOf(request, 'fast3');
  // A draw due while the page loads would be revealed at once: load it well clear of one. The
  // open round closes 10 s before its draw, and opened when the one before closed, which is drawn
  // 20 s before this one closes: 8 to 18 s before the close, the last draw is 2 s past and the
  // next 18 s or more away.
  await expect
    .poll(
      async () => {
        const { currentRound: round } = await call<{
          currentRound: { state: string; closesAt: string } | null;
        }>(request, 'GET', `/api/app/game/${fast3.id}/${fast3.rooms[0]?.id}`);
        const untilClose = round?.state === 'open' ? Date.parse(round.closesAt) - Date.now() : 0;
        return untilClose >= 8_000 && untilClose <= 18_000;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  await page.goto(`/fast3/${fast3.id}/${fast3.rooms[0]?.id}`);
  // Drawn at the page's load: shown still.
  await expect(page.locator('.round-head .draw-row')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.round-head .draw-reveal')).toHaveCount(0);
  await expect(page.locator('.round-head .draw-reveal')).toHaveCount(1, { timeout: 60_000 });
  const die = page.locator('.round-head .draw-reveal .draw-balls > li').first();
  expect(await die.evaluate((item) => getComputedStyle(item).animationName)).toBe('draw-land');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await die.evaluate((item) => getComputedStyle(item).animationName)).toBe('none');
});

for (const [locale, width] of [
  ['ar', 390],
  ['ru', 360],
  ['en', 360],
] as const) {
  test(`the round screen reads in ${locale} at ${width} px without sideways scrolling`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await showInLocale(page, locale);
    await signedInPlayer(page, request, '50');
    const mark6 = await lotteryOf(request, 'mark6');
    await openBoard(page, `/mark6/${mark6.id}/${mark6.rooms[0]?.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    for (const index of [0, 3]) await picks(page).nth(index).click();
    await page.locator('.slip-toggle').click();
    await page.getByLabel(l('betting.perPick', locale)).check();
    await expect(page.locator('.slip-line')).toHaveCount(2);
    // No word broken inside a button of the head, the tabs or the slip.
    expect(
      await brokenButtonWords(page, locale, '.round-head button, [role="tab"], .slip button, .slip a'),
    ).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `round-slip-${locale}-${width}`);
  });
}
