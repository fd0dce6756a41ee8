/**
 * A room's stake chips in the console, on a phone: an admin types them in the room's
 * row in their own language (spaces or semicolons between amounts, the language's decimal mark
 * and digits), the form refuses a chip below the minimum bet before asking, the confirmation
 * lists the chips before → after, and players see them sorted. Nothing scrolls the page sideways
 * and no button's word is broken, in English and in Arabic.
 */
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { dictionaries, LOCALE_COOKIE, type Locale } from '#i18n/index.ts';
import { isolate } from '#shared/bidi.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, screenshot, seriousViolations, staffSignInByPage } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

type Lottery = { id: number; game: string };
type Room = { id: number; name: string; stakeChips: string[] };

const signIn = (page: Page, locale: Locale) => staffSignInByPage(page, { locale });

async function setLocale(context: BrowserContext, baseURL: string, locale: Locale) {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}

/** Chips as the console writes them in a locale, formatted by the browser's own `Intl`. */
function chipsShown(page: Page, locale: Locale, chips: string[]) {
  return page.evaluate(
    ([locale, chips]) => {
      const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${chips.map((chip) => format.format(chip as Intl.StringNumericLiteral)).join(' · ')} USDT`;
    },
    [locale, chips] as const,
  );
}

/** The rooms of the nth demo lottery, as players read them. */
async function roomsOf(page: Page, index: number): Promise<{ lotteryId: number; rooms: Room[] }> {
  const lotteries = await call<Lottery[]>(page.request, 'GET', '/api/app/game');
  const lottery = lotteries[index];
  if (!lottery) throw new Error(`no lottery ${index}`);
  return {
    lotteryId: lottery.id,
    rooms: await call<Room[]>(page.request, 'GET', `/api/app/game/${lottery.id}/room`),
  };
}

const cases: { locale: Locale; lottery: number; typed: string; below: string; saved: string[] }[] = [
  // English: a point or a comma for decimals, semicolons or spaces between amounts.
  { locale: 'en', lottery: 0, typed: '20; 1 2,5', below: '0.5 1', saved: ['1.00', '2.50', '20.00'] },
  // Arabic: Arabic-Indic digits, the Arabic decimal separator and semicolon.
  { locale: 'ar', lottery: 1, typed: '٢٠؛ ١ ٢٫٥', below: '٠٫٥ ١', saved: ['1.00', '2.50', '20.00'] },
];

for (const { locale, lottery, typed, below, saved } of cases) {
  test(`${locale}: an admin sets a room’s stake chips at phone width`, async ({ page, context, baseURL }) => {
    const l = dictionaries[locale];
    await setLocale(context, baseURL ?? '', locale);
    await signIn(page, locale);
    const { lotteryId, rooms } = await roomsOf(page, lottery);
    const room = rooms[0];
    if (!room) throw new Error('no room');
    await page.goto('/admin/lotteries');
    const card = page.locator('section.console-lottery').nth(lottery);
    const chips = card.getByLabel(`${l['admin.lotteries.stakeChips']} · ${room.name}`);
    await expect(chips).toHaveValue(room.stakeChips.join(' '));
    const save = card.getByRole('button', { name: `${l['admin.lotteries.saveRoom']} · ${room.name}` });
    await expect(save).toBeEnabled();
    await expect(card.getByText(l['admin.lotteries.stakeChipsHint'])).toBeVisible();

    // A chip below the minimum bet (1.00) is refused before anything is asked.
    await chips.fill(below);
    await save.click();
    await expect(card.getByText(l['admin.lotteries.stakeChipsBelowMin'])).toBeVisible();
    await chips.scrollIntoViewIfNeeded();
    expect(await brokenButtonWords(page, locale)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-lotteries-chips-${locale}`);

    await chips.fill(typed);
    await save.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('listitem')).toHaveText([
      l['admin.lotteries.change']
        .replace('{field}', l['admin.lotteries.stakeChips'])
        .replace('{before}', isolate(await chipsShown(page, locale, room.stakeChips)))
        .replace('{after}', isolate(await chipsShown(page, locale, saved))),
    ]);
    expect(await brokenButtonWords(page, locale)).toEqual([]);
    await screenshot(page, `admin-lotteries-chips-confirm-${locale}`);
    await dialog.getByRole('button', { name: l['admin.lotteries.saveRoom'], exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    const view = await call<{ room: Room }>(page.request, 'GET', `/api/app/game/${lotteryId}/${room.id}`);
    expect(view.room.stakeChips).toEqual(saved);
  });
}

test('support staff see each room’s chips read-only', async ({ page }) => {
  const l = dictionaries.en;
  await staffSignInByPage(page, { username: 'support1', password: 'support-password-1' });
  await page.goto('/admin/lotteries');
  const card = page.locator('section.console-lottery').first();
  const standard = card.getByRole('row', { name: /^Standard/ });
  await expect(
    standard.getByRole('cell', {
      name: await chipsShown(page, 'en', ['10.00', '50.00', '100.00', '500.00', '1000.00']),
    }),
  ).toBeVisible();
  await expect(card.getByLabel(`${l['admin.lotteries.stakeChips']} · Standard`)).toHaveCount(0);
  await expect(card.getByText(l['admin.lotteries.stakeChipsHint'])).toHaveCount(0);
});
