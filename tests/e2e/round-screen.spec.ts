/**
 * The round screen on a phone: the picks show without scrolling below a compact head,
 * the market tabs stay on one line, the game and room switch in place, the long dragons sit
 * beside the board with the independence reminder; the bet slip takes stake chips (the room's and
 * the player's own), an amount per pick, shows what each pick and the slip return, removes a pick,
 * places a slip of different amounts, and repeats it; a draw that arrives is revealed (not under
 * reduced motion). English, Arabic (right to left) and Russian (long words), 360 and 390 px. The
 * slip's foot stays tidy after a bet (the Bet button clear of the edge), its totals fit whatever
 * the amount, and what is wrong with the amount shows under it as it is typed, with Bet off.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { formatMoneyForLocale, interpolate } from '#i18n/format.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, screenshot, seriousViolations, signedInPlayer } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

type LotteryItem = { id: number; game: string; name: string };
type RoomItem = { id: number; name: string; minBet: string; betLimit: string; stakeChips: string[] };

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
/**
 * Waits for an open round with at least `seconds` left before betting closes (the countdown runs
 * to the close while a round is open), so a slip confirmed now reaches the server in time even on
 * a loaded machine; a round about to close is let go for the next one.
 */
async function waitForOpenRound(page: Page, seconds = 12) {
  await expect(async () => {
    await expect(page.locator('.round-period .badge')).toHaveText(l('round.state.open'), { timeout: 1_000 });
    const [, minutes, secs] =
      /(\d+):(\d{2})/.exec((await page.locator('.countdown').textContent()) ?? '') ?? [];
    expect(Number(minutes) * 60 + Number(secs)).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 90_000 });
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

/** The boxes of the slip's foot: its parts, and the Bet button's distance from the screen's end edge. */
async function footLayout(page: Page, width: number) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).boundingBox();
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  const bet = await box('.slip-bet');
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  return {
    foot: await box('.slip-foot'),
    link: await box('.slip-links .link-button'),
    chase: await box('.slip-chase'),
    bet,
    betClearance: rtl ? bet.x : width - (bet.x + bet.width),
  };
}

for (const [locale, width] of [
  ['en', 360],
  ['fr', 360],
  ['ru', 390],
  ['ar', 390],
] as const) {
  test(`after a bet, in ${locale} at ${width} px, the slip's foot is tidy and a wrong amount is said under it`, async ({
    page,
    request,
  }) => {
    const w = (key: MessageKey, params?: Record<string, string | number>) =>
      interpolate(dictionaries[locale][key], params, locale);
    await page.setViewportSize({ width, height: 740 });
    await showInLocale(page, locale);
    const player = await signedInPlayer(page, request, '50');
    const fast3 = await lotteryOf(request, 'fast3');
    const room = fast3.rooms[0];
    if (!room) throw new Error('no room');
    // The slip as a bet leaves it: empty, with "repeat my last bet" (remembered by this browser).
    await page.addInitScript(
      ([key]) =>
        localStorage.setItem('last-slips', JSON.stringify({ [key]: [{ key: 'sum:BIG', amount: '1.00' }] })),
      [`${player.user.userId}:${fast3.id}`] as const,
    );
    await openBoard(page, `/fast3/${fast3.id}/${room.id}`);
    await expect(page.locator('.slip-repeat')).toBeVisible();

    // "Repeat" in place of the empty slip's count, on one line; the buttons on one row, the Bet
    // button at least 8 px from the edge; the foot two rows at most. Once a pick is made, its
    // count takes the place of "repeat", as tidily.
    await expect(page.locator('.slip-toggle')).toHaveCount(0);
    for (const picked of [0, 1]) {
      if (picked) {
        await picks(page).first().click();
        await expect(page.locator('.slip-toggle')).toHaveText(
          new RegExp(`^${w('betting.selectedCount', { count: 1 })}`),
        );
        await expect(page.locator('.slip-repeat')).toHaveCount(0);
      }
      const layout = await footLayout(page, width);
      expect(layout.link.height).toBeLessThanOrEqual(44);
      expect(Math.abs(layout.chase.y - layout.bet.y)).toBeLessThan(8);
      expect(layout.bet.height).toBeLessThanOrEqual(48);
      expect(layout.betClearance).toBeGreaterThanOrEqual(8);
      expect(layout.foot.height).toBeLessThanOrEqual(2 * 48);
      expect(await brokenButtonWords(page, locale, '.slip button, .slip a')).toEqual([]);
    }
    await picks(page).first().click();
    await screenshot(page, `round-slip-foot-${locale}-${width}`);
    await picks(page).first().click();

    const amount = page.locator('#bet-amount');
    const error = page.locator('#bet-amount-error');
    const bet = page.locator('.slip-bet');
    // Letters and a negative amount: said at once, and Bet is off.
    for (const typed of ['abc', '-5']) {
      await amount.fill(typed);
      await expect(error).toHaveText(w('betting.amountInvalid'));
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(bet).toBeDisabled();
      await expect(bet).toHaveAttribute('aria-describedby', /bet-amount-error/);
    }
    // Under the room's minimum, over the balance, over the room's limit.
    await amount.fill(locale === 'fr' ? '0,5' : '0.5');
    await expect(error).toHaveText(
      w('betting.amountBelowMin', { min: formatMoneyForLocale(locale, room.minBet) }),
    );
    await amount.fill('60');
    await expect(error).toHaveText(w('error.INSUFFICIENT_BALANCE'));
    await expect(bet).toBeDisabled();
    await expect(page.locator('.slip-chase')).toBeDisabled();
    const over = w('error.AMOUNT_ABOVE_MAXIMUM', { max: formatMoneyForLocale(locale, room.betLimit, false) });
    await amount.fill(String(Number(room.betLimit) + 1));
    await expect(error).toHaveText(over);
    // Thirteen digits: over the maximum too; twelve, with decimals, fit in the totals.
    await amount.fill(locale === 'fr' ? '1959999999998,04' : '1959999999998.04');
    await expect(error).toHaveText(over);
    await amount.fill(locale === 'fr' ? '195999999998,04' : '195999999998.04');
    await expect(error).toHaveText(over);
    const figures = await page.locator('.slip-figures').boundingBox();
    expect(figures && figures.x >= 0 && figures.x + figures.width <= width).toBe(true);
    // Said under the field, above the buttons.
    const field = await amount.boundingBox();
    const said = await error.boundingBox();
    expect(said && field && said.y >= field.y + field.height).toBe(true);
    expect(said && said.y + said.height).toBeLessThanOrEqual((await bet.boundingBox())?.y ?? 0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `round-slip-error-${locale}-${width}`);

    // A stake that fits: the message goes, Bet is on (in an open round).
    await amount.fill('2');
    await expect(error).toHaveCount(0);
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.round-period .badge')).toHaveText(w('round.state.open'), { timeout: 60_000 });
    await expect(bet).toBeEnabled();
  });
}
