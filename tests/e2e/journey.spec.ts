/**
 * A player's whole journey on a phone (issue: player front end), on the production build with
 * 30-second demo rounds: register with the invitation code, deposit (confirmed by staff), set
 * up the profile, bet in each of the four games, see the draw settle in the records and the
 * balance, withdraw and cancel, transfer to another player, read the notifications. Every
 * screen is checked with axe and saved as a phone screenshot.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { DEMO_ROOMS } from '#server/games/catalog.ts';
import { localName } from '#shared/localNames.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  call,
  confirmPendingDeposits,
  openForm,
  registerByApi,
  screenshot,
  seriousViolations,
  signedInFrozenPlayer,
  uniqueUsername,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.describe.configure({ mode: 'serial' });

type Bet = {
  betUid: string;
  lotteryId: number;
  status: string;
  result: string | null;
  amount: string;
  payout: string;
};

/** Checks the page with axe and saves its screenshot. */
async function look(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

/** A player's token as the browser stored it. */
const storedJwt = (page: Page) => page.evaluate(() => localStorage.getItem('jwt') ?? '');

async function register(page: Page, l: (key: MessageKey) => string, username: string) {
  await openForm(page, '/register', l('auth.signUp'));
  await page.getByLabel(l('auth.username')).fill(username);
  await page.getByLabel(l('auth.password'), { exact: true }).fill('secret-123');
  await page.getByLabel(l('auth.confirmPassword')).fill('secret-123');
  await page.getByLabel(l('auth.realName')).fill('Journey Player');
  await page.getByLabel(l('auth.invitationCode')).fill('FAIRDRAW');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: l('auth.signUp') }).click();
  await page.waitForURL('/');
  const user = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { userId: string },
  );
  expect(user.userId).toMatch(/^\d{6}$/);
  return user;
}

async function deposit(page: Page, l: (key: MessageKey) => string, amount: string) {
  await page.goto('/deposit');
  await page.getByLabel(l('wallet.deposit.amount')).fill(amount);
  await page.getByRole('button', { name: l('wallet.deposit.submit') }).click();
  await expect(page.getByRole('dialog')).toContainText(l('common.successful'));
}

/** Waits for a round of the lottery that stays open long enough to bet through the screens. */
async function roundWithTimeLeft(request: APIRequestContext, lotteryId: number, ms = 15_000) {
  await expect
    .poll(
      async () => {
        const lotteries = await call<
          { id: number; currentRound: { state: string; closesAt: string } | null }[]
        >(request, 'GET', '/api/app/game');
        const round = lotteries.find((x) => x.id === lotteryId)?.currentRound;
        return round?.state === 'open' && Date.parse(round.closesAt) - Date.now() > ms;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
}

/**
 * Bets the room minimum on the first pick of the first tab of a lottery's Beginner room, its name
 * read in the page's language.
 */
async function betOnce(
  page: Page,
  request: APIRequestContext,
  l: (key: MessageKey) => string,
  lotteryId: number,
  shot?: string,
) {
  await roundWithTimeLeft(request, lotteryId);
  await page.goto(`/room/${lotteryId}`);
  const beginner = localName(DEMO_ROOMS[0]!, await page.evaluate(() => document.documentElement.lang));
  await page.getByRole('main').getByRole('link').filter({ hasText: beginner }).click();
  // The round must be taking bets (30-second rounds: at most ~10 s of "No More Bets"/"Drawing").
  await expect(page.getByText(l('round.state.open')).first()).toBeVisible({ timeout: 40_000 });
  // A pick clicked before the board hydrates is lost: the bet button is enabled only once it has.
  await expect(page.locator('.slip-bet')).toBeEnabled({ timeout: 30_000 });
  const pressed = page.getByRole('tabpanel').getByRole('button', { pressed: true });
  const before = await pressed.count();
  await page.getByRole('tabpanel').getByRole('button', { pressed: false }).first().click();
  await expect(pressed).toHaveCount(before + 1);
  if (shot) await look(page, shot);
  await page.getByRole('button', { name: l('betting.bet'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(l('betting.confirmTitle'));
  if (shot) await look(page, `${shot}-confirm`);
  await dialog.getByRole('button', { name: l('betting.bet'), exact: true }).click();
  await expect(dialog).toContainText(l('common.successful'), { timeout: 15_000 });
  await dialog.getByRole('button', { name: l('common.ok') }).click();
}

test.describe('a player’s journey, in English', () => {
  const l = (key: MessageKey) => dictionaries.en[key];

  test('register → deposit → profile → a bet in every game → settled → withdraw and cancel → transfer → notifications', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const username = uniqueUsername('journey');
    const user = await register(page, l, username);
    await look(page, 'journey-home-signed-in');

    await deposit(page, l, '500');
    await look(page, 'journey-deposit');
    expect(await confirmPendingDeposits(request, user.userId)).toBe(1);
    await page.goto('/personal');
    await expect(page.getByText('500.00 USDT').first()).toBeVisible();
    // The deposit's notification is unread: the Notice tab counts it.
    await expect(page.getByRole('link', { name: `${l('nav.notice')} (1 unread)` })).toBeVisible();
    await look(page, 'journey-personal');

    // Profile: phone, USDT address and, as none is set yet, the transaction password.
    await page.goto('/personal/profile/edit');
    await page.getByLabel(l('personal.phoneNumber')).fill('+6591234567');
    await page.getByLabel(l('personal.cryptoAddress')).fill('TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf');
    await page.getByLabel(l('personal.newTransactionPassword'), { exact: true }).fill('tx-pass-1');
    await page.getByLabel(l('personal.confirmTransactionPassword')).fill('tx-pass-1');
    await look(page, 'journey-profile-edit');
    await page.getByRole('button', { name: l('common.save') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: l('common.confirm') })
      .click();
    await expect(page.getByRole('dialog')).toContainText(l('personal.profileSaved'));

    // A bet of the room minimum (1.00) in each game.
    const lotteries = await call<{ id: number; game: string }[]>(request, 'GET', '/api/app/game');
    for (const lottery of lotteries)
      await betOnce(page, request, l, lottery.id, `journey-round-${lottery.game}`);

    // The draws settle every bet; the records and the balance show it.
    const jwt = await storedJwt(page);
    let bets: Bet[] = [];
    await expect
      .poll(
        async () => {
          bets = (
            await call<{ list: Bet[] }>(
              request,
              'GET',
              '/api/app/game/search/bet?start=2000-01-01&end=2100-01-01',
              {
                jwt,
              },
            )
          ).list;
          return bets.filter((b) => b.status === 'settled').length;
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe(4);
    await page.goto('/bet/records');
    await expect(page.getByText(l('bets.status.settled'))).toHaveCount(4);
    await look(page, 'journey-bet-records');
    // 500.00 − 4 × 1.00 staked + what the winners paid
    const payoutCents = bets.reduce((sum, b) => sum + Math.round(Number(b.payout) * 100), 0);
    const expected = ((50_000 - 400 + payoutCents) / 100).toFixed(2);
    await page.goto('/personal');
    await expect(
      page
        .getByText(`${Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`)
        .first(),
    ).toBeVisible();
    await page.goto(`/myBet/${lotteries[0]?.id}`);
    await look(page, 'journey-my-bets');

    // Withdraw 20.00, then cancel it from the records: the money comes back.
    await page.goto('/withdraw');
    await page.getByLabel(l('wallet.withdraw.amount')).fill('20');
    await page.getByLabel(l('wallet.transactionPassword')).fill('tx-pass-1');
    await look(page, 'journey-withdraw');
    await page.getByRole('button', { name: l('wallet.withdraw.submit'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: l('wallet.withdraw.confirmButton') })
      .click();
    await expect(page.getByRole('dialog')).toContainText(l('common.successful'));
    await page.goto('/withdraw/records');
    await page
      .getByRole('button', { name: l('wallet.withdraw.cancel') })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: l('wallet.withdraw.cancelConfirm') })
      .click();
    await expect(page.getByText(l('status.canceled')).first()).toBeVisible();
    await look(page, 'journey-withdraw-records');

    // Transfer 5.00 to another player by their user ID.
    const friend = await registerByApi(request);
    await page.goto('/internalTransfer');
    await page.getByLabel(l('wallet.transfer.recipient')).fill(friend.user.userId);
    await page.getByLabel(l('wallet.transfer.amount')).fill('5');
    await page.getByLabel(l('wallet.transactionPassword')).fill('tx-pass-1');
    await page.getByRole('button', { name: l('wallet.transfer.submit'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: l('wallet.transfer.confirmButton') })
      .click();
    await expect(page.getByRole('dialog')).toContainText(friend.user.userId);
    await look(page, 'journey-transfer');
    const received = await call<{ list: { amount: string }[] }>(
      request,
      'GET',
      '/api/app/transfer/search?transactionReason=internalTransferReceive',
      { jwt: friend.jwt },
    );
    expect(received.list.map((t) => t.amount)).toEqual(['5.00']);

    // The records of every kind.
    await page.goto('/transaction');
    for (const reason of [
      'reason.recharge',
      'reason.betting',
      'reason.internalTransferSend',
      'reason.withdrawCancel',
    ] as const)
      await expect(page.getByRole('heading', { name: l(reason) }).first()).toBeVisible();
    await look(page, 'journey-transactions');
    await page.goto('/deposit/records');
    await expect(page.getByText(l('status.completed')).first()).toBeVisible();
    await look(page, 'journey-deposit-records');

    // Notifications: the deposit credit and the cancelled withdrawal, read and unread.
    await page.goto('/notification');
    await expect(page.getByText(l('notification.depositCredited.title'))).toBeVisible();
    await look(page, 'journey-notifications');
    await page.getByText(l('notification.depositCredited.title')).click();
    await expect(page.getByText('500.00')).toBeVisible();
    await look(page, 'journey-notification-detail');
    await page.goto('/notification');
    await page.getByRole('tab', { name: l('notifications.read'), exact: true }).click();
    await expect(page.getByText(l('notification.depositCredited.title'))).toBeVisible();
    await page.goto('/personal/edit');
    await look(page, 'journey-personal-edit');
    await page.goto('/personal/password/edit');
    await look(page, 'journey-password-edit');
    await page.goto('/personal/transaction/password/edit');
    await look(page, 'journey-transaction-password-edit');
  });
});

test.describe('a player’s journey, in Arabic', () => {
  test.use({ locale: 'ar' });
  const locale: Locale = 'ar';
  const l = (key: MessageKey) => dictionaries[locale][key];

  test('register, deposit and bet, right to left', async ({ page, request }) => {
    test.setTimeout(180_000);
    const user = await register(page, l, uniqueUsername('arabic'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await look(page, 'journey-ar-home');
    await deposit(page, l, '100');
    await look(page, 'journey-ar-deposit');
    await confirmPendingDeposits(request, user.userId);
    const lotteries = await call<{ id: number; game: string }[]>(request, 'GET', '/api/app/game');
    await betOnce(page, request, l, lotteries[0]?.id ?? 1, 'journey-ar-round');
    await page.goto('/bet/records');
    await look(page, 'journey-ar-bet-records');
    await page.goto('/personal');
    await look(page, 'journey-ar-personal');
  });
});

test.describe('common states', () => {
  test('empty notifications say "There are no messages here"', async ({ page, request }) => {
    const session = await registerByApi(request);
    await page.addInitScript(
      ([jwt, user]) => {
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('user', user);
      },
      [session.jwt, JSON.stringify(session.user)] as const,
    );
    await page.goto('/notification');
    await expect(page.getByText('There are no messages here')).toBeVisible();
    await look(page, 'notifications-empty');
  });

  test('a frozen account is told to contact customer service on the lottery screen', async ({
    page,
    request,
  }) => {
    await signedInFrozenPlayer(page, request, 'journey test');
    await page.goto('/lotto/1/1');
    await expect(page.getByText(dictionaries.en['betting.frozen'])).toBeVisible();
    await look(page, 'round-frozen');
  });
});
