/**
 * The support chat end to end, at phone width for the player and desk width for
 * staff: a player writes from Home with a receipt image; the support member sees it arrive live
 * with the unread badge, takes it, answers with a canned reply; the player sees the answer arrive
 * without a reload, the read mark on their message, and the unread reply on the Me tab; staff
 * close it. The deposit page's "I have sent USDT" fills the first message; a frozen player still
 * reaches support. Screenshots of both sides in English, Arabic and Russian at 390 and 360 px.
 */
import { expect, test, type Locator, type Page } from './test.ts';
import { dictionaries, type Locale } from '#i18n/index.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  brokenButtonWords,
  call,
  fundedPlayer,
  screenshot,
  seriousViolations,
  signedInFrozenPlayer,
  signedInPlayer,
  staffJwt,
  staffSignInByPage,
} from './helpers.ts';
import { conversationByApi, receiptPng, supportConsole, supportJwt, words } from './supportChat.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const en = words('en');
const log = (page: Page, locale: Locale = 'en') =>
  page.getByRole('log', { name: words(locale)('support.log') });
const composer = (page: Page, locale: Locale = 'en') =>
  page.getByRole('textbox', { name: words(locale)('support.message') });

/** Waits until an image of the chat has really been decoded (its object URL allowed and loaded). */
async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

/** The conversation's row in the console's list. */
const row = (staff: Page, username: string) => staff.locator('button.support-row', { hasText: username });

test('a player writes with an image, support answers live with a canned reply, and closes it', async ({
  page,
  request,
  browser,
}) => {
  const staff = await supportConsole(browser);
  await staff.goto('/admin/support');
  await expect(staff.getByRole('tab', { name: new RegExp(en('admin.support.status.open')) })).toBeVisible();

  const player = await signedInPlayer(page, request);
  const username = String(player.user.username);
  await page.goto('/');
  await page.getByRole('link', { name: en('home.onlineService') }).click();
  await page.waitForURL('/support');
  await expect(log(page)).toContainText(en('support.empty'));
  await composer(page).fill('Hello, my deposit has not arrived yet. Here is the receipt.');
  await page.getByLabel(en('support.attach')).setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: await receiptPng(),
  });
  await expect(page.getByRole('img', { name: en('support.imagePreview') })).toBeVisible();
  await page.getByRole('button', { name: en('support.send') }).click();
  await expect(log(page)).toContainText('my deposit has not arrived yet');
  await expectDecoded(log(page).getByRole('img', { name: en('support.imageAlt') }));
  await expect(composer(page)).toHaveValue('');

  // Live in the inbox, without a reload: the row with its unread count and the nav's badge.
  await expect(row(staff, username)).toBeVisible({ timeout: 15_000 });
  await expect(row(staff, username).getByTestId('conversation-unread')).toHaveText(/1/);
  await expect(staff.getByTestId('support-nav-badge')).toBeVisible();
  await row(staff, username).click();
  const staffLog = staff.getByRole('log', { name: en('admin.support.log', { name: username }) });
  await expect(staffLog).toContainText('my deposit has not arrived yet');
  await expectDecoded(staffLog.getByRole('img', { name: en('support.imageAlt') }));
  await expect(staff.locator('.support-summary')).toContainText(username);
  await staff.getByRole('button', { name: en('admin.support.assignMe') }).click();
  await expect(staff.locator('.support-conversation-head')).toContainText(
    en('admin.support.assignee', { name: 'support1' }),
  );

  // A canned reply of the player's language, inserted then sent.
  const canned = staff.getByLabel(en('admin.support.canned', { language: 'English' }));
  await canned.selectOption({ index: 1 });
  await staff.getByRole('button', { name: en('admin.support.insert') }).click();
  const reply = staff.getByRole('textbox', { name: en('admin.support.reply', { name: username }) });
  const replyText = await reply.inputValue();
  expect(replyText.length).toBeGreaterThan(10);
  await staff.getByRole('button', { name: en('support.send') }).click();
  await expect(staffLog).toContainText(replyText.slice(0, 40));
  await screenshot(staff, 'support-console-en-desk');

  // The player sees it arrive without a reload, and their message read by staff (✓✓).
  await expect(log(page)).toContainText(replyText.slice(0, 40), { timeout: 15_000 });
  await expect(log(page).locator('.chat-msg-own .chat-mark-read')).toHaveCount(1);
  await expect(staffLog.locator('.chat-msg-own .chat-mark-read')).toHaveCount(1, { timeout: 15_000 });

  // A second answer while the player is elsewhere: the Me tab and the personal centre count it.
  await page.goto('/');
  await call(request, 'POST', `/api/admin/support/conversations/${await conversationId(staff)}/messages`, {
    jwt: await supportJwt(request),
    body: { body: 'Is there anything else we can help with?' },
  });
  await page.reload();
  await expect(page.locator('[data-support-badge]')).toBeVisible();
  await expect(page.locator('[data-support-badge] [data-unread-digits]')).toHaveText('1');
  await page.goto('/personal');
  await expect(page.getByTestId('support-unread')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(en('support.title')) }).click();
  await expect(log(page)).toContainText('anything else');
  await page.goto('/personal');
  await expect(page.getByTestId('support-unread')).toBeHidden();

  // Closed by staff: the player is told, and may write again.
  await staff.getByRole('button', { name: en('admin.support.close') }).click();
  await staff
    .getByRole('dialog')
    .getByRole('button', { name: en('admin.support.close') })
    .click();
  await expect(staff.locator('.support-conversation-head')).toContainText(en('admin.support.state.closed'));
  await expect(staff.getByText(en('admin.support.closedNote'))).toBeVisible();
  await page.goto('/support');
  await expect(page.getByText(en('support.closed'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();
});

/** The open conversation's id, from the console's address. */
async function conversationId(staff: Page): Promise<string> {
  return new URL(staff.url()).searchParams.get('id') ?? '';
}

test('“I have sent USDT” fills the first message and sends the deposit with it', async ({
  page,
  request,
}) => {
  const player = await signedInPlayer(page, request);
  await page.goto('/deposit');
  await expect(page.getByRole('button', { name: en('wallet.deposit.submit') })).toBeEnabled();
  const txHash = `0x${'ab12'.repeat(16)}`;
  await page.getByLabel(en('wallet.deposit.amount')).fill('12.5');
  await page.getByLabel(en('wallet.deposit.networkOptional')).selectOption('TRC20');
  await page.getByLabel(en('wallet.deposit.txHash')).fill(txHash);
  await page.getByRole('link', { name: en('support.haveSent') }).click();
  await page.waitForURL(/\/support\?about=deposit/);
  await expect(composer(page)).toHaveValue(new RegExp(`12\\.50[\\s\\S]*TRC20[\\s\\S]*${txHash}`));
  await page.getByRole('button', { name: en('support.send') }).click();
  await expect(log(page)).toContainText(en('support.context.deposit', { amount: '12.50' }));
  const thread = await call<{ messages: { context: unknown }[] }>(
    request,
    'GET',
    '/api/app/support/conversation',
    {
      jwt: player.jwt,
    },
  );
  expect(thread.messages[0]?.context).toEqual({ kind: 'deposit', amount: '12.50', network: 'TRC20', txHash });
});

test('a frozen player reaches support from the account notice', async ({ page, request }) => {
  await signedInFrozenPlayer(page, request, 'support chat test');
  await page.goto('/withdraw');
  await expect(page.getByText(en('error.ACCOUNT_FROZEN'))).toBeVisible();
  await page
    .getByRole('link', { name: en('common.contactService') })
    .first()
    .click();
  await page.waitForURL('/support?about=account');
  await expect(composer(page)).toHaveValue(en('support.prefill.account'));
  await page.getByRole('button', { name: en('support.send') }).click();
  await expect(log(page)).toContainText(en('support.prefill.account'));
});

for (const locale of ['en', 'ar', 'ru'] as Locale[]) {
  test(`both sides fit 390 and 360 px in ${locale}`, async ({ page, request, browser }) => {
    const l = words(locale);
    await page.context().addCookies([{ name: 'locale', value: locale, url: 'http://127.0.0.1' }]);
    const player = await signedInPlayer(page, request);
    const long =
      locale === 'ru' ? 'Здравствуйте! Превысопревосходительство, пополнение ещё не зачислено.' : 'Hello';
    const id = await conversationByApi(request, player, {
      question: `${long} ${dictionaries[locale]['support.prefill.depositAny']}`,
      reply: dictionaries[locale]['support.empty'],
      answer: `${'0x'}${'f'.repeat(64)}`,
    });
    const staff = await supportConsole(browser, locale, 390);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/support');
      await expectDecoded(log(page, locale).getByRole('img', { name: l('support.imageAlt') }));
      await screenshot(page, `support-player-${locale}-${width}`);
      expect(await brokenButtonWords(page, locale)).toEqual([]);
      await staff.setViewportSize({ width, height: 844 });
      await staff.goto(`/admin/support?status=open&id=${id}`);
      await expect(staff.locator('.support-summary')).toBeVisible();
      await expectDecoded(staff.getByRole('img', { name: l('support.imageAlt') }));
      await screenshot(staff, `support-console-${locale}-${width}`);
      expect(await brokenButtonWords(staff, locale)).toEqual([]);
    }
    await staff.goto('/admin/support?status=open');
    await screenshot(staff, `support-inbox-${locale}-360`);
    await staff.context().close();
  });
}

test('the entry points fit 360 px in Russian: a withdrawal record, the deposit page, the personal centre’s count', async ({
  page,
  request,
}) => {
  const ru = words('ru');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.context().addCookies([{ name: 'locale', value: 'ru', url: 'http://127.0.0.1' }]);
  const player = await fundedPlayer(request, { transactionPassword: 'tx-pass-1' });
  await page.addInitScript(
    ([jwt, user]) => {
      localStorage.setItem('jwt', jwt);
      localStorage.setItem('user', user);
    },
    [player.jwt, JSON.stringify(player.user)] as const,
  );
  const applied = await request.post('/api/app/withdraw/apply', {
    headers: { jwt: player.jwt, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '25', transactionPassword: 'tx-pass-1' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const { id } = ((await applied.json()) as { data: { id: string } }).data;

  await page.goto('/withdraw/records');
  const ask = page.getByRole('link', { name: ru('support.aboutWithdrawal') });
  await expect(ask).toHaveAttribute('href', `/support?about=withdrawal&id=${id}`);
  await screenshot(page, 'support-entry-withdrawal-ru-360');
  expect(await brokenButtonWords(page, 'ru', 'main .button')).toEqual([]);

  await page.goto('/deposit');
  await expect(page.getByRole('link', { name: ru('support.haveSent') })).toBeVisible();
  await screenshot(page, 'support-entry-deposit-ru-360');
  expect(await brokenButtonWords(page, 'ru', 'main .button')).toEqual([]);

  const conversation = await conversationByApi(request, player, {
    question: 'Вопрос',
    reply: 'Ответ',
    answer: 'Спасибо',
  });
  // The player's own message marks what came before read; a reply after it is unread.
  await call(request, 'POST', `/api/admin/support/conversations/${conversation}/messages`, {
    jwt: await supportJwt(request),
    body: { body: 'Чем ещё можем помочь?' },
  });
  await page.goto('/personal');
  await expect(page.getByTestId('support-unread')).toBeVisible();
  await expect(page.locator('[data-support-badge]')).toBeVisible();
  // At the end of the page, so that the fixed tab bar does not cover the support link.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await screenshot(page, 'support-entry-personal-ru-360');
});

test('support manages the canned replies of a language; finance only reads them', async ({ browser }) => {
  const staff = await supportConsole(browser);
  await staff.goto('/admin/support');
  const section = staff.getByRole('region', { name: en('admin.support.replies.title') }).first();
  await section.getByLabel(en('admin.support.replies.language')).selectOption('ru');
  await section.getByRole('button', { name: en('admin.support.replies.add') }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(en('admin.support.replies.replyTitle')).fill('Проверка вывода');
  await dialog
    .getByLabel(en('admin.support.replies.body'))
    .fill('Мы проверяем ваш вывод и ответим в течение часа.');
  await dialog.getByRole('button', { name: en('admin.support.replies.save') }).click();
  await expect(staff.getByText(en('admin.support.replies.saved'))).toBeVisible();
  const added = section.getByRole('row', { name: /Проверка вывода/ });
  await expect(added).toContainText('support1');
  await added.getByRole('button', { name: en('admin.support.replies.edit') }).click();
  await dialog.getByLabel(en('admin.support.replies.body')).fill('Мы проверяем ваш вывод.');
  await dialog.getByRole('button', { name: en('admin.support.replies.save') }).click();
  await expect(added).toContainText('Мы проверяем ваш вывод.');
  await added.getByRole('button', { name: en('admin.support.replies.delete') }).click();
  await dialog.getByRole('button', { name: en('admin.support.replies.delete') }).click();
  await expect(staff.getByText(en('admin.support.replies.deleted'))).toBeVisible();
  await expect(added).toBeHidden();
  await staff.context().close();

  const finance = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const financePage = await finance.newPage();
  await staffSignInByPage(financePage, {
    username: 'finance1',
    password: 'finance-password-1',
    landing: '/admin',
  });
  await financePage.getByRole('link', { name: new RegExp(en('admin.nav.support')) }).click();
  await financePage.waitForURL('/admin/support');
  await expect(financePage.getByText(en('admin.support.replies.readOnly'))).toBeVisible();
  await expect(financePage.getByRole('button', { name: en('admin.support.replies.add') })).toHaveCount(0);
  await finance.close();
});

test.describe('with an outside support link', () => {
  // Cleared whatever happens, through a context of its own (a test that timed out has lost its
  // `request`), so that no later spec finds Online service pointing away.
  test.afterEach(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      const admin = await staffJwt(api);
      await call(api, 'PUT', '/api/admin/settings', { jwt: admin, body: { supportUrl: '' } });
    } finally {
      await api.dispose();
    }
  });

  test('Online service goes there and /support says so', async ({ page, request }) => {
    const admin = await staffJwt(request);
    const outside = 'https://help.example.com/chat';
    await call(request, 'PUT', '/api/admin/settings', { jwt: admin, body: { supportUrl: outside } });
    await signedInPlayer(page, request);
    await page.goto('/');
    await expect(page.getByRole('link', { name: en('home.onlineService') })).toHaveAttribute('href', outside);
    await page.goto('/support');
    await expect(page.getByText(en('support.external'))).toBeVisible();
    await expect(page.getByRole('link', { name: en('support.externalLink') })).toHaveAttribute(
      'href',
      outside,
    );
    await call(request, 'PUT', '/api/admin/settings', { jwt: admin, body: { supportUrl: '' } });
    await page.goto('/');
    await expect(page.getByRole('link', { name: en('home.onlineService') })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

test('a visitor is asked to sign in on /support', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByText(en('common.signInRequired'))).toBeVisible();
  await expect(page.getByRole('link', { name: en('auth.signIn') })).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
});
