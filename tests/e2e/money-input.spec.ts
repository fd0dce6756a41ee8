/**
 * Money typed by a player (items 8 and 9): a field's error goes once the field is
 * changed, and a decimal comma is read as the French, Russian, Vietnamese and Indonesian players
 * write it, while an amount that could be read two ways is refused with a message saying so.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, LOCALE_COOKIE, type MessageKey } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { fundedPlayer, openForm, screenshot } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const en = (key: MessageKey) => dictionaries.en[key];
const fr = (key: MessageKey) => dictionaries.fr[key];

/** A funded player with a complete profile and a transaction password, signed in in `page`. */
async function readyPlayer(page: Page, request: APIRequestContext) {
  const { jwt, user } = await fundedPlayer(request, { transactionPassword: 'tx-pass' });
  await page.addInitScript(
    ([jwt, userJson]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', userJson);
    },
    [jwt, JSON.stringify(user)] as const,
  );
}

const forms = [
  { path: '/withdraw', submit: en('wallet.withdraw.submit'), wrong: '1', right: '25' },
  { path: '/deposit', submit: en('wallet.deposit.submit'), wrong: '0', right: '25' },
  { path: '/internalTransfer', submit: en('wallet.transfer.submit'), wrong: '0', right: '25' },
];

for (const form of forms) {
  test(`${form.path}: an amount error goes as soon as the amount is changed`, async ({ page, request }) => {
    await readyPlayer(page, request);
    await openForm(page, form.path, form.submit);
    const amount = page.locator('#amount');
    await amount.fill(form.wrong);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.locator('#amount-error')).toBeVisible();
    await amount.fill(form.right);
    await expect(page.locator('#amount-error')).toBeHidden();
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('in French, a bet amount typed "2,5" counts as 2.50 USDT each', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'fr', url: baseURL ?? '' }]);
  await page.goto('/lotto/1/1');
  // The board once hydrated (Astro drops the island's `ssr` mark then): an amount typed into the
  // server-rendered field before that is reset by the hydration.
  const amount = page.locator('astro-island:not([ssr]) #bet-amount');
  await expect(amount).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="tabpanel"] button.pick').first()).toBeVisible();
  await amount.fill('2,5');
  await page.locator('[role="tabpanel"] button.pick').first().click();
  await page.locator('[role="tabpanel"] button.pick').nth(1).click();
  await expect(page.locator('.slip-figures dd').first()).toHaveText(/^5,00\sUSDT$/);
  await screenshot(page, 'money-input-fr-bet');
});

test('in French, a withdrawal typed "1.500" is refused as ambiguous, "1500" is not', async ({
  page,
  request,
  baseURL,
}) => {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'fr', url: baseURL ?? '' }]);
  await readyPlayer(page, request);
  await openForm(page, '/withdraw', fr('wallet.withdraw.submit'));
  const amount = page.locator('#amount');
  await amount.fill('1.500');
  await page.getByRole('button', { name: fr('wallet.withdraw.submit') }).click();
  await expect(page.locator('#amount-error')).toContainText(fr('common.amountAmbiguous').slice(0, 20));
  await amount.fill('12,5');
  await expect(page.locator('.wallet-quote')).not.toContainText('—');
});
