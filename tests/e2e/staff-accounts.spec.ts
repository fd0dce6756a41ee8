/**
 * Staff accounts in the console, at phone width: an admin disables a member and the member's
 * open console goes to sign-in; the admin re-enables them and resets their password (shown once);
 * a member changes their own password. The Staff and My account pages are looked at in English,
 * Arabic and Russian at 360 and 390 px. It borrows the accounts the other specs use (each CLI
 * account costs the server's start seconds) and gives them back their passwords at the end.
 */
import {
  allowConsoleErrors,
  refusedResponse,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, screenshot, seriousViolations, STAFF_PASSWORD } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

interface Session {
  jwt: string;
  staff: unknown;
}

/** Signs in through the API. */
async function login(request: APIRequestContext, username: string, password: string) {
  return call<Session>(request, 'POST', '/api/admin/auth/login', { body: { username, password } });
}

/** A browser page already signed in to the console as `username` (the session is in localStorage). */
async function consolePage(
  browser: Browser,
  request: APIRequestContext,
  username: string,
  password: string,
  options: { locale?: string; width?: number } = {},
): Promise<Page> {
  const session = await login(request, username, password);
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ jwt, staff }) => {
      // The tab's first document, about:blank, has no storage of its own to read.
      if (location.href === 'about:blank') return;
      // Once per tab: a sign-out or a 401 later must not be undone by the next page load.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('staffJwt', jwt);
        localStorage.setItem('staff', JSON.stringify(staff));
      }
    },
    { jwt: session.jwt, staff: session.staff },
  );
  return context.newPage();
}

/** Sets a member's password back to what the other specs sign in with. */
async function restorePassword(request: APIRequestContext, username: string, from: string, to: string) {
  const { jwt } = await login(request, username, from);
  await call(request, 'POST', '/api/admin/auth/password', {
    jwt,
    body: { currentPassword: from, newPassword: to, confirmPassword: to },
  });
}

async function staffCard(page: Page, username: string) {
  await page.goto('/admin/staff');
  const card = page.getByTestId(`staff-${username}`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

test.describe('staff accounts', () => {
  test.describe.configure({ mode: 'serial' });

  test('an admin disables a member: the member’s open console is sent to sign-in; re-enabled, a reset password works', async ({
    browser,
    request,
  }) => {
    // The disabled member's console meets 401s before it goes to sign-in.
    allowConsoleErrors(refusedResponse(401, '/api/admin/'));
    const member = await consolePage(browser, request, 'support1', 'support-password-1');
    await member.goto('/admin/customers');
    // The console's own navigation (the customers list has a pager nav too once it has pages).
    await expect(member.getByRole('navigation', { name: l('admin.console') })).toContainText(
      l('admin.nav.customers'),
      { timeout: 30_000 },
    );

    const admin = await consolePage(browser, request, 'admin', STAFF_PASSWORD);
    let card = await staffCard(admin, 'support1');
    await card.getByRole('button', { name: l('admin.staff.disable') }).click();
    await expect(admin.getByRole('dialog')).toContainText(
      l('admin.staff.disableEffect').replace('{username}', 'support1'),
    );
    await confirmDialog(admin, l('admin.staff.disable'));
    await expect(card).toContainText(l('admin.staff.disabled'));

    // The member's next step in the open console ends at the sign-in page.
    await member.getByRole('link', { name: l('admin.nav.dashboard') }).click();
    await member.waitForURL('**/admin/login', { timeout: 30_000 });

    card = await staffCard(admin, 'support1');
    await card.getByRole('button', { name: l('admin.staff.enable') }).click();
    await confirmDialog(admin, l('admin.staff.enable'));
    await expect(card).toContainText(l('admin.staff.active'));

    await card.getByRole('button', { name: l('admin.staff.reset') }).click();
    // The confirmation gives way to the new password, in a dialog of its own.
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: l('admin.staff.reset'), exact: true })
      .click();
    const shown = admin.getByRole('dialog');
    await expect(shown).toContainText(l('admin.staff.passwordOnce'));
    const password = await shown.locator('input[readonly]').inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await shown.getByRole('button', { name: l('admin.customers.passwordDone') }).click();
    await restorePassword(request, 'support1', password, 'support-password-1');
    await member.context().close();
    await admin.context().close();
  });

  test('a member changes their own password; the old one stops working', async ({ browser, request }) => {
    const page = await consolePage(browser, request, 'finance1', 'finance-password-1');
    await page.goto('/admin/account');
    // Typed before the form hydrates, the fields would be reset.
    await expect(page.getByRole('button', { name: l('admin.password.submit') })).toBeEnabled({
      timeout: 30_000,
    });
    await page.getByLabel(l('admin.password.current')).fill('finance-password-1');
    await page.getByLabel(l('admin.password.new')).fill('finance-password-2');
    await page.getByLabel(l('admin.password.confirm')).fill('finance-password-2');
    await page.getByRole('button', { name: l('admin.password.submit') }).click();
    await expect(page.getByText(l('admin.password.changed'))).toBeVisible({ timeout: 30_000 });
    // This console keeps working with the new token.
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\/customers$/);
    const refused = await request.post('/api/admin/auth/login', {
      data: { username: 'finance1', password: 'finance-password-1' },
    });
    expect(refused.status()).toBe(400);
    await restorePassword(request, 'finance1', 'finance-password-2', 'finance-password-1');
    await page.context().close();
  });

  for (const locale of ['en', 'ar', 'ru'] as const) {
    for (const width of [360, 390]) {
      test(`the Staff and My account pages fit ${width} px in ${locale}`, async ({ browser, request }) => {
        const page = await consolePage(browser, request, 'admin', STAFF_PASSWORD, { locale, width });
        await staffCard(page, 'support1');
        await expect(page.getByTestId('staff-support1')).toContainText(l('admin.staff.reset', locale));
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `staff-accounts-${locale}-${width}`);
        await page.goto('/admin/account');
        await expect(page.getByRole('heading', { name: l('admin.password.title', locale) })).toBeVisible();
        await screenshot(page, `staff-account-${locale}-${width}`);
        await page.context().close();
      });
    }
  }
});
