/**
 * Deposit claims (item 18) at phone width: the player's form shows the per-claim
 * maximum and refuses a larger amount before sending it; staff type the amount received into an
 * empty field with the claim beside it, and a large amount is confirmed a second time, stating
 * the amount, before anything is credited.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  call,
  registerByApi,
  screenshot,
  signedInPlayer,
  STAFF_PASSWORD,
  staffSignInByPage,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

// Islands load their data after hydration; on a busy machine that takes more than 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Opens the deposit page once its form has hydrated (typed earlier, React would reset it). */
async function openDepositForm(page: Page, locale: Locale = 'en') {
  await page.goto('/deposit');
  await expect(page.getByRole('button', { name: l('wallet.deposit.submit', locale) })).toBeEnabled();
}

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

const balanceOf = async (request: APIRequestContext, jwt: string) =>
  (await call<{ balance: string }>(request, 'GET', '/api/app/customer', { jwt })).balance;

const staffSignIn = (page: Page, locale: Locale = 'en') => staffSignInByPage(page, { locale });

/** A player with one pending claim of `amount`. */
async function claimant(request: APIRequestContext, amount: string) {
  const session = await registerByApi(request);
  await call(request, 'POST', '/api/app/deposit/apply', { jwt: session.jwt, body: { amount } });
  return session;
}

async function openConfirm(page: Page, userId: string) {
  await page.goto(`/admin/deposits?status=pending&userId=${userId}`);
  await page.getByRole('button', { name: l('admin.deposits.confirm'), exact: true }).click();
  return page.getByRole('dialog');
}

test.describe('staff confirm a deposit claim', () => {
  test('the amount starts empty, Confirm is refused until one is typed, and the balance rises by exactly it', async ({
    page,
    request,
  }) => {
    const player = await claimant(request, '40');
    await staffSignIn(page);
    const dialog = await openConfirm(page, player.user.userId);
    const received = dialog.getByLabel(l('admin.deposits.amountReceived'));
    await expect(received).toHaveValue('');
    await expect(dialog.getByTestId('deposit-claimed')).toHaveText('Claimed: 40.00 USDT');

    await dialog.getByRole('button', { name: l('admin.deposits.confirmButton'), exact: true }).click();
    await expect(dialog.getByText(l('admin.deposits.amountRequired'))).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await balanceOf(request, player.jwt)).toBe('0.00');

    // Less arrived than claimed: credited as typed, with no second question.
    await received.fill('35.5');
    await dialog.getByRole('button', { name: l('admin.deposits.confirmButton'), exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect(await balanceOf(request, player.jwt)).toBe('35.50');
  });

  test('a large amount asks a second confirmation stating it, and nothing is credited before it', async ({
    page,
    request,
  }) => {
    const player = await claimant(request, '2500');
    await staffSignIn(page);
    const dialog = await openConfirm(page, player.user.userId);
    await dialog.getByLabel(l('admin.deposits.amountReceived')).fill('2500');
    await dialog.getByRole('button', { name: l('admin.deposits.confirmButton'), exact: true }).click();

    const again = dialog.getByRole('alert');
    await expect(again).toHaveText(
      'Check again: 2,500.00 USDT is a large amount. It will be credited to player ' +
        `${player.user.userId}.`,
    );
    await screenshot(page, 'admin-deposit-confirm-twice-390');
    expect(await balanceOf(request, player.jwt)).toBe('0.00');

    await dialog.getByRole('button', { name: 'Yes, credit 2,500.00 USDT', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect(await balanceOf(request, player.jwt)).toBe('2500.00');
  });

  test('more than the claim asks the second confirmation too', async ({ page, request }) => {
    const player = await claimant(request, '20');
    await staffSignIn(page);
    const dialog = await openConfirm(page, player.user.userId);
    await dialog.getByLabel(l('admin.deposits.amountReceived')).fill('25');
    await dialog.getByRole('button', { name: l('admin.deposits.confirmButton'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('more than the player claimed (20.00 USDT)');
    // Typing another amount withdraws the question: the new amount is asked about again.
    await dialog.getByLabel(l('admin.deposits.amountReceived')).fill('20');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: l('admin.deposits.confirmButton'), exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect(await balanceOf(request, player.jwt)).toBe('20.00');
  });
});

test.describe('the player deposit form', () => {
  test('shows the per-claim maximum and refuses a larger amount without sending it', async ({
    page,
    request,
  }) => {
    const player = await signedInPlayer(page, request, '20');
    await openDepositForm(page);
    const amount = page.getByLabel(l('wallet.deposit.amount'));
    await expect(page.locator('#amount-hint')).toHaveText('Minimum 10.00 USDT, maximum 100,000.00 USDT');
    await amount.fill('100000.01');
    await page.getByRole('button', { name: l('wallet.deposit.submit') }).click();
    await expect(page.locator('#amount-error')).toHaveText(
      'The amount is above the maximum of 100,000.00 USDT.',
    );
    const claims = await call<{ total: number }>(request, 'GET', '/api/app/deposit/search', {
      jwt: player.jwt,
    });
    expect(claims.total).toBe(1);
  });
});

test.describe('the site settings screen', () => {
  test('admin edits the deposit-claim limits and the staff TOTP rule', async ({ page, request }) => {
    await staffSignIn(page);
    await page.goto('/admin/settings');
    const max = page.getByLabel(l('admin.settings.limit.depositMax'));
    await expect(max).toHaveValue('100000.00');
    await expect(page.getByLabel(l('admin.settings.openClaimsMax'))).toHaveValue('3');
    await expect(page.getByLabel(l('admin.settings.limit.depositConfirmTwiceFrom'))).toHaveValue('1000.00');
    await expect(page.getByRole('radio', { name: 'Default for this database (Off)' })).toBeChecked();

    await max.fill('500');
    // Off rather than On: On would hold this admin (without TOTP) to enrolment before the
    // settings could be put back for the other tests (the API tests cover On).
    await page.getByRole('radio', { name: l('admin.settings.off'), exact: true }).check();
    await page.getByRole('button', { name: l('admin.settings.save') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Maximum per claim: 100,000.00 USDT → 500.00 USDT');
    await expect(dialog).toContainText(
      `${l('admin.settings.staffTotp')}: Default for this database (Off) → Off`,
    );
    await dialog.getByRole('button', { name: l('admin.settings.confirmSave') }).click();
    await expect(page.getByText(l('admin.settings.saved'))).toBeVisible();
    const info = await call<{ limits: { depositMax: string } }>(request, 'GET', '/api/app/info');
    expect(info.limits.depositMax).toBe('500.00');

    // Saved, then back to the defaults for the other tests.
    const jwt = (
      await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
        body: { username: 'admin', password: STAFF_PASSWORD },
      })
    ).jwt;
    const saved = await call<{ staffTotpRequired: boolean | null }>(request, 'GET', '/api/admin/settings', {
      jwt,
    });
    expect(saved.staffTotpRequired).toBe(false);
    await call(request, 'PUT', '/api/admin/settings', {
      jwt,
      body: { limits: { depositMax: '100000' }, staffTotpRequired: null },
    });
  });
});

// Screens to look at: the form and the dialog at 360 and 390 px, in English, Arabic and Russian.
for (const locale of ['en', 'ar', 'ru'] as const) {
  for (const width of [360, 390]) {
    test(`looks right at ${width} px in ${locale}`, async ({ page, request, context, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await signedInPlayer(page, request, '20');
      await openDepositForm(page, locale);
      await page.getByLabel(l('wallet.deposit.amount', locale)).fill('100000.01');
      await page.getByRole('button', { name: l('wallet.deposit.submit', locale) }).click();
      await expect(page.locator('#amount-error')).toBeVisible();
      await screenshot(page, `deposit-form-max-${locale}-${width}`);

      const player = await claimant(request, '1500');
      await staffSignIn(page, locale);
      await page.goto(`/admin/deposits?status=pending&userId=${player.user.userId}`);
      await page.getByRole('button', { name: l('admin.deposits.confirm', locale), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(l('admin.deposits.amountReceived', locale)).fill('1500');
      await dialog
        .getByRole('button', { name: l('admin.deposits.confirmButton', locale), exact: true })
        .click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await screenshot(page, `admin-deposit-confirm-twice-${locale}-${width}`);
      await page.goto('/admin/settings');
      await expect(page.getByLabel(l('admin.settings.openClaimsMax', locale))).toBeVisible();
      await screenshot(page, `admin-settings-claims-${locale}-${width}`);
    });
  }
}
