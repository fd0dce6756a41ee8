/**
 * The staff console's side of chase plans, at phone width: a player starts a plan of
 * five periods through the API, its first placed at once; an admin opens the customer, sees it
 * with 1 of 5 placed and its periods, stops it after a confirmation and sees it stopped by staff;
 * finance reads the plans without a Stop button, support may stop. Screenshots in English and
 * Arabic (right to left).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import type { ChaseDetail } from '#shared/contract/chase.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  brokenButtonWords,
  call,
  fundedPlayer,
  screenshot,
  screenshotDir,
  seriousViolations,
  staffSignInByPage,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

type Lottery = { id: number; game: string; currentRound: { state: string; closesAt: string } | null };

/**
 * A funded player's plan: 1.00 on pos1:BIG in the open Lotto 10 round of the Beginner room and
 * the next four, started in a round that stays open `openFor` ms more: the next round opens when
 * it closes, so the second period is not placed while the test looks at the first. A win does
 * not stop it (the first period is drawn 10 s after that), so it stays active until staff stop it.
 */
async function chasingPlayer(request: APIRequestContext, openFor = 25_000) {
  const player = await fundedPlayer(request, { amount: '100', transactionPassword: 'tx-pass-1' });
  const lotto = (await call<Lottery[]>(request, 'GET', '/api/app/game')).find((x) => x.game === 'lotto');
  if (!lotto) throw new Error('no Lotto 10');
  const [room] = await call<{ id: number }[]>(request, 'GET', `/api/app/game/${lotto.id}/room`);
  const { markets } = await call<{ markets: { key: string; odds: string }[] }>(
    request,
    'GET',
    `/api/app/game/${lotto.id}/${room?.id}/odds`,
  );
  const body = {
    lotteryId: lotto.id,
    roomId: room?.id,
    items: [{ key: 'pos1:BIG', amount: '1.00', odds: markets.find((m) => m.key === 'pos1:BIG')?.odds }],
    summary: { count: 1, amount: '1.00', total: '1.00' },
    periods: 5,
    stopOnWin: false,
    lossLimit: '10',
    startNow: true,
  };
  let plan: ChaseDetail | undefined;
  await expect
    .poll(
      async () => {
        const round = (await call<Lottery[]>(request, 'GET', '/api/app/game')).find(
          (x) => x.id === lotto.id,
        )?.currentRound;
        if (round?.state !== 'open' || Date.parse(round.closesAt) - Date.now() < openFor) return false;
        plan = await call<ChaseDetail>(request, 'POST', '/api/app/chase', { jwt: player.jwt, body });
        return true;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  if (!plan) throw new Error('no plan');
  expect(plan).toMatchObject({ state: 'active', placed: 1, periods: 5 });
  return { player, userId: String(player.user.userId), plan };
}

async function openChases(page: Page, userId: string, locale: Locale = 'en') {
  await page.goto(`/admin/customers/${userId}`);
  const section = page.locator('section[aria-labelledby="customer-chase-title"]');
  await expect(section.getByRole('heading', { name: l('admin.chase.title', locale) })).toBeVisible({
    timeout: 15_000,
  });
  return section;
}

/**
 * Axe and the buttons' words, then the full-page screenshot (which checks nothing overflows) and
 * one of `part` alone (the section or the dialog), readable at phone size.
 */
async function look(page: Page, locale: Locale, name: string, part: Locator) {
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await brokenButtonWords(page, locale), name).toEqual([]);
  await screenshot(page, name);
  await part.screenshot({ path: path.join(screenshotDir, `${name}-part.png`) });
}

/** Stops the plan of `row` through its button and the confirmation; it then shows stopped by staff. */
async function stopThroughDialog(page: Page, row: Locator, locale: Locale = 'en') {
  await row.getByRole('button', { name: l('admin.chase.stop', locale) }).click();
  const confirm = page.getByRole('dialog', { name: l('admin.chase.stopTitle', locale) });
  await expect(confirm).toBeVisible();
  return async () => {
    await confirm.getByRole('button', { name: l('admin.chase.stopButton', locale) }).click();
    // The stop may wait on the scheduler placing a round's periods.
    await expect(confirm).toHaveCount(0, { timeout: 20_000 });
    await expect(row).toHaveAttribute('data-chase-state', 'stopped');
    await expect(row).toContainText(l('admin.chase.state.stopped', locale));
    await expect(row.locator('[data-chase-reason]')).toHaveText(l('admin.chase.reason.staff', locale));
    await expect(row.getByRole('button', { name: l('admin.chase.stop', locale) })).toHaveCount(0);
  };
}

test('an admin sees a customer’s plan with 1 of 5 placed, its periods, and stops it', async ({
  page,
  request,
}) => {
  // Signed in first: the plan's second period comes 25 s after it is made.
  await staffSignInByPage(page);
  const { player, userId, plan } = await chasingPlayer(request);
  const section = await openChases(page, userId);
  const row = section.locator(`tr[data-chase="${plan.id}"]`);
  await expect(row.locator('[data-chase-progress]')).toHaveText('1 of 5');
  await expect(row).toContainText(l('admin.chase.state.active'));
  await expect(row).toContainText('Lotto 10');

  // Stopped first (the next round would place the second period), looked at after.
  await section.scrollIntoViewIfNeeded();
  const confirmStop = await stopThroughDialog(page, row);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('(1 of 5 periods placed)');
  await screenshot(page, 'staff-chase-confirm-en');
  await dialog.screenshot({ path: path.join(screenshotDir, 'staff-chase-confirm-en-part.png') });
  await confirmStop();
  await expect(section.getByText(l('admin.chase.stopped'))).toBeVisible();
  await expect(row.locator('[data-chase-progress]')).toHaveText('1 of 5');
  await look(page, 'en', 'staff-chase-en', section);

  // The plan's periods: the first, with its bet.
  await row.getByRole('button', { name: l('admin.chase.open') }).click();
  const periods = page.getByRole('dialog', { name: 'Periods of the plan on Lotto 10' });
  await expect(periods.locator('tr[data-chase-period]')).toHaveCount(1);
  await expect(periods.locator('tr[data-chase-period="1"]')).toContainText('1.00 USDT');
  await look(page, 'en', 'staff-chase-periods-en', periods);
  await periods.getByRole('button', { name: l('common.close') }).click();
  await expect(periods).toHaveCount(0);

  // The player's own view agrees.
  const seen = await call<ChaseDetail>(request, 'GET', `/api/app/chase/${plan.id}`, { jwt: player.jwt });
  expect(seen).toMatchObject({ state: 'stopped', stopReason: 'staff', placed: 1 });
});

test('finance reads the plans without a Stop button; support stops one', async ({ page, request }) => {
  const { userId, plan } = await chasingPlayer(request);
  await staffSignInByPage(page, { username: 'finance1', password: 'finance-password-1' });
  let section = await openChases(page, userId);
  let row = section.locator(`tr[data-chase="${plan.id}"]`);
  await expect(row).toHaveAttribute('data-chase-state', 'active');
  await expect(section.getByText(l('admin.chase.readOnly'))).toBeVisible();
  await expect(row.getByRole('button', { name: l('admin.chase.open') })).toBeVisible();
  await expect(section.getByRole('button', { name: l('admin.chase.stop') })).toHaveCount(0);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await staffSignInByPage(page, { username: 'support1', password: 'support-password-1' });
  section = await openChases(page, userId);
  row = section.locator(`tr[data-chase="${plan.id}"]`);
  await expect(section.getByText(l('admin.chase.readOnly'))).toHaveCount(0);
  await (
    await stopThroughDialog(page, row)
  )();
});

test('the chase plans in Arabic, right to left, at phone width', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'ar',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const { userId, plan } = await chasingPlayer(request);
  await staffSignInByPage(page, { locale: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = await openChases(page, userId, 'ar');
  const row = section.locator(`tr[data-chase="${plan.id}"]`);
  await expect(row).toContainText(l('admin.chase.state.active', 'ar'));
  await section.scrollIntoViewIfNeeded();
  await look(page, 'ar', 'staff-chase-ar', section);
  const confirmStop = await stopThroughDialog(page, row, 'ar');
  await look(page, 'ar', 'staff-chase-confirm-ar', page.getByRole('dialog'));
  await confirmStop();
  await look(page, 'ar', 'staff-chase-stopped-ar', section);
  await context.close();
});
