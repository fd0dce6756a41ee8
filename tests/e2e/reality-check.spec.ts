/**
 * Reality checks and session time, in the browser: a player who chose a 15-minute
 * check and bet is shown, at sign-in + 15 minutes (reached with Playwright's clock, not waited
 * for), the time since sign-in and the wagered and net figures the API gives; Continue closes it
 * and it does not come back on the next page for that interval, the next interval's does, and
 * Sign out really ends the session. After a sign-in the next page says once when the previous one
 * was; the round screen shows the session's time. Phone screenshots in English, Arabic (right to
 * left) and Russian.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { dictionaries, type Locale } from '#i18n/index.ts';
import type { RealityCheck } from '#shared/contract/limits.ts';
import { paths } from '#shared/paths.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  betBothSides,
  brokenButtonWords,
  call,
  fundedPlayer,
  openForm,
  registerByApi,
  screenshot,
  seriousViolations,
  signedInPlayer,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const MINUTE = 60_000;

/** Chooses the player's reality-check interval through the API. */
async function chooseInterval(request: APIRequestContext, jwt: string, minutes: number) {
  return call<RealityCheck>(request, 'PUT', '/api/app/customer/reality-check', { jwt, body: { minutes } });
}

/** The session's figures as the API answers them now. */
const realityOf = (request: APIRequestContext, jwt: string) =>
  call<RealityCheck>(request, 'GET', '/api/app/customer/reality-check', { jwt });

/**
 * Bets 1.00 on Big and 1.00 on Small in an open Fast 3 round (one of them wins whatever the dice),
 * and waits until the round settled: the net result then moves off -2.00 and stays.
 */
async function betAndSettle(request: APIRequestContext, jwt: string) {
  const { lottery, roomId } = await betBothSides(request, [{ jwt }]);
  await expect
    .poll(async () => (await realityOf(request, jwt)).session.net, { timeout: 90_000, intervals: [2_000] })
    .not.toBe('-2.00');
  return { lotteryId: lottery.id, roomId };
}

/** Opens `path` with the page's clock under the test's control, once the scheduler read the session. */
async function openWithClock(page: Page, path: string) {
  await page.clock.install();
  await goAndRead(page, path);
}

async function goAndRead(page: Page, path: string) {
  const read = page.waitForResponse((r) => r.url().includes('/api/app/customer/reality-check'));
  await page.goto(path);
  await read;
}

/** Moves the page's clock to `at` (ms), firing the timers due on the way. */
async function forwardTo(page: Page, at: number) {
  const now = await page.evaluate(() => Date.now());
  if (at > now) await page.clock.fastForward(at - now);
}

const realityDialog = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: dictionaries[locale]['reality.title'] });

/** A phone page in another language, as the config's own pages are in English. */
async function phonePage(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/** Money as the page writes it (the browser's own `Intl`, as `formatMoneyForLocale` in the page). */
function moneyInPage(page: Page, amount: string) {
  return page.evaluate(
    (amount) =>
      `${new Intl.NumberFormat(document.documentElement.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral)} USDT`,
    amount,
  );
}

/**
 * Signs the player in in this browser's storage once (not on every load, as `signedInPlayer`
 * does): signing out must stay signed out.
 */
async function storeSession(page: Page, session: { jwt: string; user: unknown }) {
  await page.goto(paths.terms);
  await page.evaluate(
    ([jwt, user]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', user);
    },
    [session.jwt, JSON.stringify(session.user)] as const,
  );
}

/** Checks the shown dialog: no serious axe violation, no broken button word, nothing overflowing. */
async function checkDialogLooks(page: Page, locale: Locale, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await brokenButtonWords(page, locale, 'dialog[data-reality-check] .button')).toEqual([]);
  await screenshot(page, name);
}

test('the reality check comes at sign-in + 15 minutes with the API figures, once per interval, and signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const l = dictionaries.en;
  const player = await fundedPlayer(request, { amount: '100' });
  await storeSession(page, player);
  await chooseInterval(request, player.jwt, 15);
  const { lotteryId, roomId } = await betAndSettle(request, player.jwt);
  const before = await realityOf(request, player.jwt);
  expect(before.minutes).toBe(15);
  expect(before.session.wagered).toBe('2.00');
  const signedInAt = Date.parse(before.session.signedInAt);

  // The round screen shows the session's time; the first page after sign-in says it is the first.
  await openWithClock(page, paths.round('fast3', lotteryId, roomId));
  const clock = page.locator('[data-session-clock]');
  await expect(clock).toHaveText(/^Session \d+:\d{2}$/);
  const notice = page.locator('[data-sign-in-notice]');
  await expect(notice.locator('p')).toHaveText(l['reality.firstSignIn']);
  await notice.getByRole('button', { name: l['common.close'] }).click();
  await expect(notice).toHaveCount(0);
  await expect(realityDialog(page, 'en')).toBeHidden();

  // Sign-in + 15 minutes: the check, with the figures the API gives at that moment.
  await forwardTo(page, signedInAt + 15 * MINUTE + 1_000);
  const dialog = realityDialog(page, 'en');
  await expect(dialog).toBeVisible();
  const now = await realityOf(request, player.jwt);
  await expect(dialog.locator('[data-reality-elapsed]')).toHaveText('15 minutes');
  await expect(dialog.locator('[data-reality-wagered]')).toHaveText(
    await moneyInPage(page, now.session.wagered),
  );
  await expect(dialog.locator('[data-reality-net]')).toHaveText(await moneyInPage(page, now.session.net));
  expect(now.session.wagered).toBe('2.00');
  await expect(dialog.getByRole('link', { name: l['reality.activity'] })).toHaveAttribute(
    'href',
    '/personal/statement',
  );
  await expect(dialog.getByRole('button', { name: l['reality.continue'] })).toBeFocused();
  await expect(clock).toHaveText('Session 0:15');
  await checkDialogLooks(page, 'en', 'reality-check-en-390');

  // Continue: closed, and not again on the next page for this interval, nor on the other pages.
  await dialog.getByRole('button', { name: l['reality.continue'] }).click();
  await expect(dialog).toBeHidden();
  await goAndRead(page, paths.home);
  await forwardTo(page, signedInAt + 20 * MINUTE);
  await page.waitForTimeout(1_000);
  await expect(realityDialog(page, 'en')).toBeHidden();
  await expect(page.locator('[data-sign-in-notice]')).toHaveCount(0);

  // The next interval's check does come; "See my activity" opens the statement, which does not
  // show the same check again.
  await forwardTo(page, signedInAt + 30 * MINUTE + 1_000);
  await expect(realityDialog(page, 'en')).toBeVisible();
  await expect(realityDialog(page, 'en').locator('[data-reality-elapsed]')).toHaveText('30 minutes');
  const statementRead = page.waitForResponse((r) => r.url().includes('/api/app/customer/reality-check'));
  await realityDialog(page, 'en').getByRole('link', { name: l['reality.activity'] }).click();
  await page.waitForURL(paths.statement);
  await statementRead;
  await page.waitForTimeout(1_000);
  await expect(realityDialog(page, 'en')).toBeHidden();

  // The one after it comes on the statement page, and Sign out ends the session for real.
  await forwardTo(page, signedInAt + 45 * MINUTE + 1_000);
  await expect(realityDialog(page, 'en')).toBeVisible();
  await expect(realityDialog(page, 'en').locator('[data-reality-elapsed]')).toHaveText('45 minutes');
  const reloaded = page.waitForEvent('load');
  await realityDialog(page, 'en').getByRole('button', { name: l['reality.signOut'] }).click();
  // Home again (a new document), with no session on this device and the token refused.
  await reloaded;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt') ?? '')).toBe('');
  expect(new URL(page.url()).pathname).toBe(paths.home);
  const revoked = await request.get('/api/app/customer', { headers: { jwt: player.jwt } });
  expect(revoked.status()).toBe(401);
});

test('after signing in, the next page tells once when the previous sign-in was', async ({
  page,
  request,
}) => {
  const l = dictionaries.en;
  const player = await registerByApi(request);
  await openForm(page, paths.login, l['auth.signIn']);
  await page.getByLabel(l['auth.username']).fill(player.user.username);
  await page.getByLabel(l['auth.password']).fill('secret-123');
  const read = page.waitForResponse((r) => r.url().includes('/api/app/customer/reality-check'));
  await page.getByRole('button', { name: l['auth.signIn'] }).click();
  await page.waitForURL(paths.home);
  await read;
  // What the API says of this new session: the registration's sign-in came before it.
  const jwt = await page.evaluate(() => localStorage.getItem('jwt') ?? '');
  const { previousSignInAt } = (await realityOf(request, jwt)).session;
  expect(previousSignInAt).not.toBeNull();
  const expected = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)),
    previousSignInAt ?? '',
  );
  const notice = page.locator('[data-sign-in-notice]');
  await expect(notice.locator('p')).toHaveText(`Last signed in: ${expected}`);
  await expect(page.locator('[data-reality-notice]')).toHaveRole('status');
  await screenshot(page, 'last-sign-in-en-390');
  // Once: not on the next page.
  await goAndRead(page, paths.draw);
  await page.waitForTimeout(500);
  await expect(page.locator('[data-sign-in-notice]')).toHaveCount(0);
});

for (const locale of ['ar', 'ru'] as const) {
  test(`the reality check in ${locale} fits a phone`, async ({ browser, request, baseURL }) => {
    const l = dictionaries[locale];
    const page = await phonePage(browser, baseURL, locale);
    const player = await signedInPlayer(page, request, '100');
    const check = await chooseInterval(request, player.jwt, 15);
    await openWithClock(page, paths.home);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-sign-in-notice] p')).toHaveText(l['reality.firstSignIn']);
    await forwardTo(page, Date.parse(check.session.signedInAt) + 15 * MINUTE + 1_000);
    const dialog = realityDialog(page, locale);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: l['reality.continue'] })).toBeVisible();
    await expect(dialog.locator('[data-reality-wagered]')).toHaveText(await moneyInPage(page, '0.00'));
    await checkDialogLooks(page, locale, `reality-check-${locale}-390`);
    await page.context().close();
  });
}
