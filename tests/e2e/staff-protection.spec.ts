/**
 * The staff console's side of player protection, at the console's width: a customer's
 * Protection section (blocks, the six limits, the reality-check interval, changes, refusals); an
 * admin sets an operator limit through the form (confirmed, audited as `customer.limits`, and in
 * force for the player through the player API); finance reads it without the form, support gets
 * the form; the report "Players who hit a limit" lists a player whose deposit claim a limit
 * refused. Screenshots in English, Arabic (right to left) and Russian.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import type { AuditEntry } from '#shared/contract/staff.ts';
import type { Limits } from '#shared/contract/limits.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  brokenButtonWords,
  call,
  registerByApi,
  screenshot,
  seriousViolations,
  staffJwt,
  staffSignInByPage,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
const CONSOLE = {
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};
test.use(CONSOLE);

const l = (key: MessageKey) => dictionaries.en[key];

/** "Loss · daily", as the console names a limit. */
const limitName = (locale: Locale, kind: 'deposit' | 'loss', period: 'daily' | 'weekly' | 'monthly') =>
  dictionaries[locale]['admin.protection.limitName']
    .replace('{kind}', dictionaries[locale][`admin.protection.kind.${kind}`])
    .replace('{period}', dictionaries[locale][`admin.protection.period.${period}`]);

/**
 * A new player who set a daily deposit limit of 10.00 and then claimed a deposit of 50.00, which
 * the limit refused: one hit.
 */
async function playerWithHit(request: APIRequestContext) {
  const player = await registerByApi(request);
  await call<Limits>(request, 'PUT', '/api/app/customer/limits', {
    jwt: player.jwt,
    body: { deposit: { daily: '10' } },
  });
  const refused = await request.post('/api/app/deposit/apply', {
    headers: { jwt: player.jwt },
    data: { amount: '50' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('DEPOSIT_LIMIT_EXCEEDED');
  return player;
}

async function look(page: Page, locale: Locale, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  expect(await brokenButtonWords(page, locale), name).toEqual([]);
  await screenshot(page, name);
}

async function openCustomer(page: Page, userId: string, locale: Locale = 'en') {
  await page.goto(`/admin/customers/${userId}`);
  const section = page.locator('section[aria-labelledby="customer-protection-title"]');
  await expect(
    section.getByRole('heading', { name: dictionaries[locale]['admin.protection.title'] }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(section.locator('tr[data-limit="deposit.daily"]')).toBeVisible();
  return section;
}

test('an admin sets an operator limit that holds for the player, audited; the hit is reported', async ({
  page,
  request,
}) => {
  const started = new Date(Date.now() - 1_000).toISOString();
  const player = await playerWithHit(request);
  const { userId } = player.user;
  await call(request, 'PUT', '/api/app/customer/reality-check', { jwt: player.jwt, body: { minutes: 30 } });
  await staffSignInByPage(page);
  const section = await openCustomer(page, userId);

  // What protection knows: no block, the player's own deposit limit in force, the refusal.
  await expect(section.locator('[data-protection-current]')).toHaveText(l('admin.protection.noBlock'));
  const depositDaily = section.locator('tr[data-limit="deposit.daily"]');
  await expect(depositDaily.locator('td').nth(0)).toHaveText('10.00 USDT');
  await expect(depositDaily.locator('td').nth(2)).toHaveText('10.00 USDT');
  await expect(section.locator('tr[data-limit-hit]')).toHaveCount(1);
  await expect(section.locator('tr[data-limit-hit]')).toContainText('50.00 USDT');
  await expect(section.locator('[data-reality-interval]')).toHaveText('Reality check: every 30 minutes');

  // A wrong amount is refused in the form; nothing is sent.
  const lossDaily = section.getByLabel(limitName('en', 'loss', 'daily'));
  await lossDaily.fill('abc');
  await section.getByRole('button', { name: l('admin.protection.save') }).click();
  await expect(section.getByText(l('admin.protection.amountInvalid'))).toBeVisible();

  // 25.00 a day, confirmed.
  await lossDaily.fill('25');
  await section.getByRole('button', { name: l('admin.protection.save') }).click();
  const confirm = page.getByRole('dialog', { name: l('admin.protection.confirmTitle') });
  await expect(confirm).toContainText(`${limitName('en', 'loss', 'daily')}: from None to 25.00 USDT`);
  await look(page, 'en', 'staff-protection-confirm-en');
  await confirm.getByRole('button', { name: l('admin.protection.save') }).click();
  await expect(section.getByText(l('admin.protection.saved'))).toBeVisible();
  const lossRow = section.locator('tr[data-limit="loss.daily"]');
  await expect(lossRow.locator('td').nth(1)).toHaveText('25.00 USDT');
  await expect(lossRow.locator('td').nth(2)).toHaveText('25.00 USDT');
  await expect(section).toContainText(l('admin.protection.action.operatorSet'));

  // In force for the player, through the player's own API.
  const limits = await call<Limits>(request, 'GET', '/api/app/customer/limits', { jwt: player.jwt });
  expect(limits.loss.daily.operatorAmount).toBe('25.00');
  expect(limits.loss.daily.amount).toBe('25.00');
  expect(limits.deposit.daily.amount).toBe('10.00');

  // Audited.
  const audit = await call<{ list: AuditEntry[] }>(
    request,
    'GET',
    '/api/admin/audit?action=customer.limits&pageSize=50',
    { jwt: await staffJwt(request) },
  );
  const entries = audit.list.filter((entry) => entry.createdAt >= started && entry.staffUsername === 'admin');
  expect(entries.length).toBeGreaterThan(0);
  await page.getByRole('heading', { name: l('admin.protection.title') }).scrollIntoViewIfNeeded();
  await look(page, 'en', 'staff-protection-en');

  // The report lists the player, with a link to their page; the Loss filter leaves them out.
  await page.goto('/admin/reports');
  const report = page.locator('section[aria-labelledby="limit-hits-title"]');
  const row = report.locator(`tr[data-limit-hit-row="${userId}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(limitName('en', 'deposit', 'daily'));
  await expect(row.getByRole('link', { name: userId })).toHaveAttribute('href', `/admin/customers/${userId}`);
  await report.locator('tr').last().scrollIntoViewIfNeeded();
  await look(page, 'en', 'staff-limit-hits-en');
  await report.getByLabel(l('admin.report.limitHits.kind')).selectOption('loss');
  await expect(row).toHaveCount(0);
  await report.getByLabel(l('admin.report.limitHits.kind')).selectOption('deposit');
  await expect(row).toBeVisible();
});

test('finance reads the limits without the form; support gets the form', async ({ page, request }) => {
  const player = await playerWithHit(request);
  await staffSignInByPage(page, { username: 'finance1', password: 'finance-password-1' });
  const section = await openCustomer(page, player.user.userId);
  await expect(section.getByText(l('admin.protection.readOnly'))).toBeVisible();
  await expect(section.getByRole('button', { name: l('admin.protection.save') })).toHaveCount(0);
  // The API agrees: finance may not set a limit.
  const finance = await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
    body: { username: 'finance1', password: 'finance-password-1' },
  });
  const refused = await request.put(`/api/admin/customers/${player.user.userId}/limits`, {
    headers: { jwt: finance.jwt },
    data: { loss: { daily: '5' } },
  });
  expect(refused.status()).toBe(403);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await staffSignInByPage(page, { username: 'support1', password: 'support-password-1' });
  const asSupport = await openCustomer(page, player.user.userId);
  await expect(asSupport.getByRole('button', { name: l('admin.protection.save') })).toBeEnabled();
});

async function consolePage(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({ baseURL, locale, ...CONSOLE });
  return context.newPage();
}

for (const locale of ['ar', 'ru'] as const) {
  test(`the Protection section and the limit-hits report in ${locale}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const page = await consolePage(browser, baseURL, locale);
    const player = await playerWithHit(request);
    await staffSignInByPage(page, { locale });
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const section = await openCustomer(page, player.user.userId, locale);
    await expect(section.getByLabel(limitName(locale, 'loss', 'weekly'))).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await look(page, locale, `staff-protection-${locale}`);
    await page.goto('/admin/reports');
    const row = page.locator(`tr[data-limit-hit-row="${player.user.userId}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await look(page, locale, `staff-limit-hits-${locale}`);
    await page.context().close();
  });
}
