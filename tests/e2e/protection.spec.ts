/**
 * Protection (responsible gambling), the player's side: deposit limits set and raised through the
 * page (a raise waits, nothing changes), a time-out taken through the page and then refused by
 * the deposit page, the self-exclusion's confirmation, the activity statement with its CSV, the
 * reality-check interval, the invitation to set a deposit limit, and every new page at phone
 * size in English, Arabic (right to left) and Russian: no sideways scroll, no word broken inside
 * a button, no serious axe violation.
 */
import { readFileSync } from 'node:fs';
import {
  allowConsoleErrors,
  refusedResponse,
  expect,
  test,
  type APIRequestContext,
  type Page,
} from './test.ts';
import { dictionaries, LOCALE_COOKIE, type Locale, type MessageKey } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  brokenButtonWords,
  call,
  openForm,
  registerByApi,
  screenshot,
  seriousViolations,
  signedInPlayer,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const en = (key: MessageKey) => dictionaries.en[key];
/** The text of a message before its first placeholder, to find it with a time in it. */
const lead = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key].split('{')[0] ?? '';

interface LimitView {
  amount: string | null;
  pending: { amount: string | null; confirmableAt: string } | null;
}
type LimitsView = Record<'deposit' | 'loss', Record<'daily' | 'weekly' | 'monthly', LimitView>>;

const limitsOf = (request: APIRequestContext, jwt: string) =>
  call<LimitsView>(request, 'GET', '/api/app/customer/limits', { jwt });

/** The card of one limit on the limits page, found by its field. */
const limitCard = (page: Page, field: string) => page.locator('fieldset', { has: page.locator(`#${field}`) });

/** Waits until the page's islands have loaded what they show (no loading state left). */
async function settled(page: Page) {
  await expect(page.locator('.state[aria-busy="true"]')).toHaveCount(0);
}

test('a deposit limit set on the page is in force at once; a higher one waits and changes nothing', async ({
  page,
  request,
}) => {
  // The deposit over the limit, refused.
  allowConsoleErrors(refusedResponse(403, '/api/app/deposit/apply'));
  const { jwt } = await signedInPlayer(page, request);
  await openForm(page, paths.limits, en('protection.limits.save'));
  await expect(page.getByText(en('protection.limits.rule'))).toBeVisible();

  await page.locator('#deposit-daily').fill('50');
  await page.getByRole('button', { name: en('protection.limits.save') }).click();
  await expect(page.locator('.rg-status')).toHaveText(en('protection.limits.saved'));
  const daily = limitCard(page, 'deposit-daily');
  await expect(daily.locator('dd').first()).toHaveText('50.00 USDT');
  // The 500 deposited today is this period's use.
  await expect(daily.locator('dd').nth(1)).toHaveText('500.00 USDT');
  expect((await limitsOf(request, jwt)).deposit.daily.amount).toBe('50.00');

  // A higher limit: asked for, confirmable in 24 hours; the limit in force stays 50.
  await page.locator('#deposit-daily').fill('80');
  await page.getByRole('button', { name: en('protection.limits.save') }).click();
  await expect(page.locator('.rg-status')).toHaveText(en('protection.limits.savedPending'));
  await expect(daily).toContainText(lead('protection.limits.pending'));
  await expect(daily).toContainText('80.00 USDT');
  await expect(daily).toContainText(lead('protection.limits.confirmableAt'));
  await expect(daily.locator('dd').first()).toHaveText('50.00 USDT');
  await expect(daily.getByRole('button', { name: en('protection.limits.confirm'), exact: true })).toHaveCount(
    0,
  );
  const pending = (await limitsOf(request, jwt)).deposit.daily;
  expect(pending.amount).toBe('50.00');
  expect(pending.pending?.amount).toBe('80.00');
  await screenshot(page, 'protection-limits-pending-en');

  // Cancelled: the current amount sent again.
  await daily.getByRole('button', { name: en('protection.limits.cancel') }).click();
  await expect(page.locator('.rg-status')).toHaveText(en('protection.limits.cancelled'));
  await expect(daily).not.toContainText(lead('protection.limits.pending'));
  expect((await limitsOf(request, jwt)).deposit.daily.pending).toBeNull();

  // The hub shows the limit in force.
  await page.goto(paths.protection);
  await expect(page.locator('.rg-figures')).toContainText(en('protection.deposit.daily'));
  await expect(page.locator('.rg-figures')).toContainText('50.00 USDT');

  // The limit is already used up today: the deposit page says so.
  await openForm(page, paths.deposit, en('wallet.deposit.submit'));
  await page.locator('#amount').fill('10');
  await page.getByRole('button', { name: en('wallet.deposit.submit') }).click();
  await expect(page.getByText(en('error.DEPOSIT_LIMIT_EXCEEDED'))).toBeVisible();
});

test('a time-out taken on the page closes the deposit form', async ({ page, request }) => {
  // The deposit during the time-out, refused.
  allowConsoleErrors(refusedResponse(403, '/api/app/deposit/apply'));
  const { jwt } = await signedInPlayer(page, request);
  await openForm(page, paths.timeout, en('protection.timeout.submit'));
  await page.getByLabel(en('protection.timeout.week')).check();
  await page.getByLabel(en('protection.password')).fill('secret-123');
  await page.getByRole('button', { name: en('protection.timeout.submit') }).click();
  const dialog = page.getByRole('dialog', { name: en('protection.timeout.confirmTitle') });
  await expect(dialog).toContainText(en('protection.timeout.confirmText').split('. ')[1] ?? '');
  await screenshot(page, 'protection-timeout-confirm-en');
  await dialog.getByRole('button', { name: en('protection.timeout.confirm') }).click();
  await expect(page.locator('.rg-block')).toContainText(lead('protection.timeoutUntil'));
  await expect(page.locator('.rg-status')).toHaveText(en('protection.timeout.done'));

  const protection = await call<{ current: { kind: string; endsAt: string } | null }>(
    request,
    'GET',
    '/api/app/customer/protection',
    { jwt },
  );
  expect(protection.current?.kind).toBe('timeout');
  const days = (Date.parse(protection.current?.endsAt ?? '') - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await openForm(page, paths.deposit, en('wallet.deposit.submit'));
  await page.locator('#amount').fill('25');
  await page.getByRole('button', { name: en('wallet.deposit.submit') }).click();
  await expect(page.getByText(en('error.ACCOUNT_IN_TIMEOUT'))).toBeVisible();
});

test('a self-exclusion asks for the password, then for a deliberate confirmation', async ({
  page,
  request,
}) => {
  // The wrong password, refused.
  allowConsoleErrors(refusedResponse(400, '/api/app/customer/self-exclusion'));
  const { jwt } = await signedInPlayer(page, request);
  await openForm(page, paths.selfExclusion, en('protection.exclusion.submit'));
  await page.getByLabel(en('protection.exclusion.months12')).check();

  // A wrong password is refused under its field, after the confirmation.
  await page.getByLabel(en('protection.password')).fill('not-my-password');
  await page.getByRole('button', { name: en('protection.exclusion.submit') }).click();
  let dialog = page.getByRole('dialog', { name: en('protection.exclusion.confirmTitle') });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: en('protection.exclusion.confirm') }).click();
  await expect(page.locator('#password-error')).toBeVisible();
  expect(
    (await call<{ current: unknown }>(request, 'GET', '/api/app/customer/protection', { jwt })).current,
  ).toBeNull();

  await page.getByLabel(en('protection.password')).fill('secret-123');
  await page.getByRole('button', { name: en('protection.exclusion.submit') }).click();
  dialog = page.getByRole('dialog', { name: en('protection.exclusion.confirmTitle') });
  const confirm = dialog.getByRole('button', { name: en('protection.exclusion.confirm') });
  await expect(confirm).toBeDisabled();
  await screenshot(page, 'protection-exclusion-confirm-en');
  await dialog.getByRole('checkbox', { name: en('protection.exclusion.understand') }).check();
  await confirm.click();
  await expect(page.locator('.rg-block')).toContainText(lead('protection.exclusionUntil'));
  await expect(page.getByRole('button', { name: en('protection.exclusion.submit') })).toHaveCount(0);

  const protection = await call<{ current: { kind: string; endsAt: string } | null }>(
    request,
    'GET',
    '/api/app/customer/protection',
    { jwt },
  );
  expect(protection.current?.kind).toBe('selfExclusion');
  const months = (Date.parse(protection.current?.endsAt ?? '') - Date.now()) / (30.4 * 86_400_000);
  expect(Math.round(months)).toBe(12);

  // The time-out page says a time-out is not needed.
  await page.goto(paths.timeout);
  await expect(page.getByText(en('protection.timeout.excluded'))).toBeVisible();
});

test('the activity statement shows the day of the deposit, its totals and the same as CSV', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request, '500');
  await page.goto(paths.statement);
  const table = page.locator('.rg-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr td').first()).toHaveText('500.00');
  await expect(table.locator('tfoot')).toContainText(en('protection.statement.total'));
  await expect(page.locator('.rg-totals')).toContainText('500.00 USDT');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en('protection.statement.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('date,deposits,withdrawals,transfersIn,transfersOut,stakes,returns,net');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2},500\.00,0\.00,0\.00,0\.00,0\.00,0\.00,0\.00$/);
  expect(csv[2]).toBe('total,500.00,0.00,0.00,0.00,0.00,0.00,0.00');

  // Last month: nothing yet.
  await page.getByLabel(en('protection.statement.lastMonth')).check();
  await expect(page.getByText(en('protection.statement.empty'))).toBeVisible();
});

test('the statement counts its days on the server’s clock, whatever the phone’s clock says', async ({
  page,
  request,
}) => {
  await signedInPlayer(page, request, '500');
  // A phone whose clock is a day and a half ahead: its "today" is a day the server has not begun.
  await page.clock.install({ time: Date.now() + 36 * 60 * 60 * 1000 });
  const read = page.waitForResponse((r) => r.url().includes('/api/app/customer/statement'));
  await page.goto(paths.statement);
  expect((await read).status()).toBe(200);
  const table = page.locator('.rg-table');
  await expect(table.locator('tbody tr td').first()).toHaveText('500.00');
  await expect(page.locator('.rg-totals')).toContainText('500.00 USDT');
});

test('the reality-check interval is saved as soon as it is chosen', async ({ page, request }) => {
  const { jwt } = await signedInPlayer(page, request);
  await page.goto(paths.protection);
  const choice = page.getByLabel(dictionaries.en['protection.reality.every'].replace('{count}', '30'));
  await choice.check();
  await expect(page.locator('.rg-status')).toHaveText(en('protection.reality.saved'));
  expect(
    (await call<{ minutes: number }>(request, 'GET', '/api/app/customer/reality-check', { jwt })).minutes,
  ).toBe(30);
  await page.reload();
  await expect(
    page.getByLabel(dictionaries.en['protection.reality.every'].replace('{count}', '30')),
  ).toBeChecked();
});

test('the personal centre leads to responsible gambling and the statement', async ({ page, request }) => {
  await signedInPlayer(page, request);
  await page.goto(paths.personal);
  await page.getByRole('link', { name: en('protection.title') }).click();
  await page.waitForURL(paths.protection);
  await page.getByRole('link', { name: new RegExp(en('protection.statement.title')) }).click();
  await page.waitForURL(paths.statement);
  await page.goto(paths.home);
  await expect(page.getByRole('link', { name: en('protection.title') })).toBeVisible();
});

test('a new player is invited, never forced, to set a deposit limit', async ({ page, request }) => {
  // On the deposit page, before any deposit and without a limit.
  const { jwt, user } = await registerByApi(request);
  const profile = await call<Record<string, unknown>>(request, 'GET', '/api/app/customer', { jwt });
  await page.addInitScript(
    ([jwt, userJson]) => {
      if (!localStorage.getItem('jwt')) {
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('user', userJson);
      }
    },
    [jwt, JSON.stringify(profile)] as const,
  );
  expect(user.userId).toBeTruthy();
  await page.goto(paths.deposit);
  const invite = page.getByRole('complementary', { name: en('protection.invite.title') });
  await expect(invite).toBeVisible();
  await expect(invite.getByRole('link', { name: en('protection.invite.link') })).toHaveAttribute(
    'href',
    paths.limits,
  );
  await screenshot(page, 'protection-invite-deposit-en');
  await invite.getByRole('button', { name: en('protection.invite.dismiss') }).click();
  await expect(invite).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: en('wallet.deposit.submit') })).toBeEnabled();
  await expect(page.getByRole('complementary', { name: en('protection.invite.title') })).toHaveCount(0);
});

test('registration ends on the home page with the invitation', async ({ page }) => {
  await openForm(page, paths.register, en('auth.signUp'));
  await page.getByLabel(en('auth.username')).fill(`rg_${Date.now().toString(36)}`);
  await page.getByLabel(en('auth.password'), { exact: true }).fill('secret-123');
  await page.getByLabel(en('auth.confirmPassword')).fill('secret-123');
  await page.getByLabel(en('auth.realName')).fill('Invited Player');
  await page.getByLabel(en('auth.invitationCode')).fill('FAIRDRAW');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: en('auth.signUp') }).click();
  await page.waitForURL('/');
  const invite = page.getByRole('complementary', { name: en('protection.invite.title') });
  await expect(invite).toBeVisible();
  await screenshot(page, 'protection-invite-home-en');
  await invite.getByRole('button', { name: en('protection.invite.dismiss') }).click();
  await expect(invite).toHaveCount(0);
});

const PAGES = [
  ['timeout', paths.timeout],
  ['exclusion', paths.selfExclusion],
  ['statement', paths.statement],
  ['hub', paths.protection],
  ['limits', paths.limits],
] as const;

for (const locale of ['en', 'ar', 'ru'] as const) {
  test(`every protection page in ${locale} at 390 px`, async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL ?? '' }]);
    await signedInPlayer(page, request);
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1').last()).toBeVisible();
      await settled(page);
      await expect(page.locator('.state-error')).toHaveCount(0);
      await screenshot(page, `protection-${name}-${locale}`);
      expect(await brokenButtonWords(page, locale), `${name} ${locale}`).toEqual([]);
      expect(await seriousViolations(page), `${name} ${locale}`).toEqual([]);
    }
  });
}

test('the old addresses under /personal/responsible-gambling move permanently to the protection pages', async ({
  request,
}) => {
  const moved = [
    ['/personal/responsible-gambling', paths.protection],
    ['/personal/responsible-gambling/limits', paths.limits],
    ['/personal/responsible-gambling/timeout', paths.timeout],
    ['/personal/responsible-gambling/self-exclusion', paths.selfExclusion],
  ] as const;
  for (const [old, now] of moved) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://localhost').pathname, old).toBe(now);
  }
});
