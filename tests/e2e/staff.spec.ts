/**
 * A staff shift in the console (issue: back office), at desktop width on the production build:
 * sign in with TOTP, confirm a deposit, approve and pay a withdrawal, reject another (the player
 * is refunded), freeze a customer (their next bet is refused), edit odds (the round screen shows
 * them), void a round (stakes refunded), export a report; a support account is refused finance
 * actions in the page and in the API. Every console screen is checked with axe and saved.
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
import { dictionaries, type MessageKey } from '#i18n/index.ts';
import { totpCode, totpStep } from '#server/staff/totp.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { call, openForm, registerByApi, screenshot, seriousViolations, staffJwt } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);
test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const l = (key: MessageKey) => dictionaries.en[key];

async function look(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

/** A player with a complete profile, a transaction password and a confirmed balance. */
async function readyPlayer(request: APIRequestContext, balance: string) {
  const session = await registerByApi(request);
  await call(request, 'POST', '/api/app/customer/profile', {
    jwt: session.jwt,
    body: {
      phoneNumber: '+6590000001',
      cryptoAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      transactionPassword: 'tx-pass',
    },
  });
  if (balance !== '0') {
    const deposit = await call<{ id: string }>(request, 'POST', '/api/app/deposit/apply', {
      jwt: session.jwt,
      body: { amount: balance },
    });
    await call(request, 'POST', `/api/admin/deposits/${deposit.id}/confirm`, {
      jwt: await staffJwt(request),
      body: { amount: balance },
    });
  }
  return session;
}

const balanceOf = async (request: APIRequestContext, jwt: string) =>
  (await call<{ balance: string }>(request, 'GET', '/api/app/customer', { jwt })).balance;

async function signIn(page: Page, username: string, password: string, totp?: () => string) {
  await openForm(page, '/admin/login', l('auth.signIn'));
  await page.getByLabel(l('auth.username')).fill(username);
  await page.getByLabel(l('auth.password')).fill(password);
  await page.getByRole('button', { name: l('auth.signIn') }).click();
  if (totp) {
    await expect(page.getByRole('alert')).toHaveText(l('admin.login.totpPrompt'));
    await page.getByLabel(l('admin.login.totp')).fill(totp());
    await page.getByRole('button', { name: l('auth.signIn') }).click();
  }
  await page.waitForURL('/admin');
}

/** Confirms the open dialog with its final button. */
async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

test.describe('a staff shift', () => {
  test.describe.configure({ mode: 'serial' });

  test('TOTP sign-in, deposits, withdrawals, a frozen customer, odds, a void round, a report', async ({
    page,
    request,
  }) => {
    // A sign-in without its TOTP code is answered 400 with the prompt for it.
    allowConsoleErrors(refusedResponse(400, '/api/admin/auth/login'));
    test.setTimeout(240_000);
    // Enrol TOTP for the "shift" admin, then sign in again with a code.
    await signIn(page, 'shift', 'shift-admin-password');
    await page.goto('/admin/account');
    // Enrolment asks for the password again.
    await page.getByLabel(l('admin.totp.password')).fill('shift-admin-password');
    await page.getByRole('button', { name: l('admin.totp.start') }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await look(page, 'admin-account-totp');
    const enrolledAt = totpStep(new Date());
    await page.getByLabel(l('admin.login.totp')).fill(totpCode(secret, enrolledAt));
    await page.getByRole('button', { name: l('admin.totp.confirm') }).click();
    await expect(page.getByRole('status')).toHaveText(l('admin.totp.enabled'));
    await page.getByRole('button', { name: l('admin.signOut') }).click();
    await page.waitForURL('/admin/login');
    // A code works once: the next step's code (accepted for clock drift) signs in.
    await signIn(page, 'shift', 'shift-admin-password', () => totpCode(secret, enrolledAt + 1));
    await expect(page.getByText(l('admin.dashboard.balancesHeld'))).toBeVisible();
    await look(page, 'admin-dashboard');

    // Confirm a deposit a player applied for.
    const alice = await readyPlayer(request, '0');
    const applied = await call<{ id: string }>(request, 'POST', '/api/app/deposit/apply', {
      jwt: alice.jwt,
      body: { amount: '300' },
    });
    await page.goto(`/admin/deposits?status=pending&userId=${alice.user.userId}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    // Staff type what arrived: the field starts empty.
    await expect(page.getByLabel(l('admin.deposits.amountReceived'))).toHaveValue('');
    await page.getByLabel(l('admin.deposits.amountReceived')).fill('300');
    await look(page, 'admin-deposit-confirm');
    await confirmDialog(page, 'Confirm deposit');
    expect(await balanceOf(request, alice.jwt)).toBe('300.00');
    expect(applied.id).toBeTruthy();
    await look(page, 'admin-deposits');

    // Approve and mark paid one withdrawal; reject another, refunding its player.
    const paid = await call<{ id: string }>(request, 'POST', '/api/app/withdraw/apply', {
      jwt: alice.jwt,
      body: { amount: '50', transactionPassword: 'tx-pass' },
    });
    const bob = await readyPlayer(request, '100');
    await call(request, 'POST', '/api/app/withdraw/apply', {
      jwt: bob.jwt,
      body: { amount: '40', transactionPassword: 'tx-pass' },
    });
    expect(await balanceOf(request, bob.jwt)).toBe('60.00');
    await page.goto(`/admin/withdrawals?status=pending&userId=${alice.user.userId}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await look(page, 'admin-withdrawal-approve');
    await confirmDialog(page, 'Approve withdrawal');
    await page.goto(`/admin/withdrawals?status=approved&userId=${alice.user.userId}`);
    await page.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByLabel(l('admin.withdrawals.txHash'))
      .fill('0x' + 'ab'.repeat(32));
    await confirmDialog(page, 'Mark as paid');
    const alicesWithdrawals = await call<{ list: { id: string; status: string }[] }>(
      request,
      'GET',
      '/api/app/withdraw/search',
      { jwt: alice.jwt },
    );
    expect(alicesWithdrawals.list.find((w) => w.id === paid.id)?.status).toBe('completed');
    await page.goto(`/admin/withdrawals?status=pending&userId=${bob.user.userId}`);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog').getByLabel(l('admin.money.reason')).fill('Address on a blocklist');
    await confirmDialog(page, 'Reject withdrawal');
    // 60.00 + the 40.00 refunded
    expect(await balanceOf(request, bob.jwt)).toBe('100.00');
    await look(page, 'admin-withdrawals');

    // Freeze a customer: their next bet is refused.
    await page.goto(`/admin/customers/${bob.user.userId}`);
    await look(page, 'admin-customer-detail');
    await page
      .getByRole('button', { name: l('admin.customers.setStatus') })
      .first()
      .click();
    await page.getByLabel(l('admin.customers.newStatus')).selectOption('frozen');
    await page.getByRole('dialog').getByLabel(l('admin.money.reason')).fill('Could not reach the player');
    await confirmDialog(page, 'Set status');
    const lotteries = await call<
      { id: number; game: string; currentRound: { period: string; state: string; closesAt: string } | null }[]
    >(request, 'GET', '/api/app/game');
    const lotto = lotteries.find((x) => x.game === 'lotto');
    if (!lotto) throw new Error('no lotto');
    const odds = await call<{ markets: { key: string; odds: string }[] }>(
      request,
      'GET',
      `/api/app/game/${lotto.id}/1/odds`,
    );
    // Into the round open at the moment of the bet (one read earlier may have closed meanwhile).
    await expect(async () => {
      const open = (await call<typeof lotteries>(request, 'GET', '/api/app/game')).find(
        (x) => x.id === lotto.id,
      )?.currentRound;
      const refused = await request.post('/api/app/game/bet', {
        headers: { jwt: bob.jwt },
        data: {
          lotteryId: lotto.id,
          roomId: 1,
          period: open?.period,
          items: [
            { key: 'pos1:SMALL', amount: '1', odds: odds.markets.find((m) => m.key === 'pos1:SMALL')?.odds },
          ],
          summary: { count: 1, amount: '1', total: '1' },
        },
      });
      expect(((await refused.json()) as { error: string }).error).toBe('ACCOUNT_FROZEN');
    }).toPass({ timeout: 30_000 });

    // Edit odds: TOP1 Big from 1.96 to 1.9; the round screen shows the new odds.
    await page.goto(`/admin/lotteries/${lotto.id}/odds`);
    await page.getByLabel('New odds · TOP1 · Big').fill('1.9');
    await look(page, 'admin-odds');
    await page.getByRole('button', { name: 'Save odds' }).click();
    await confirmDialog(page, 'Save these odds');
    const roundPage = await page.context().newPage();
    await roundPage.setViewportSize({ width: 390, height: 844 });
    await roundPage.goto(`/lotto/${lotto.id}/1`);
    await expect(
      roundPage.getByRole('tabpanel').getByRole('button', { name: /TOP1 · Big.*1\.9\b/ }),
    ).toBeVisible();
    await roundPage.close();

    // Void the current Fast 3 round with a stake in it: the stake comes back.
    const carol = await readyPlayer(request, '50');
    const fast3 = (await call<typeof lotteries>(request, 'GET', '/api/app/game')).find(
      (x) => x.game === 'fast3',
    );
    const [fast3Room] = await call<{ id: number }[]>(request, 'GET', `/api/app/game/${fast3?.id}/room`);
    const fast3Odds = await call<{ markets: { key: string; odds: string }[] }>(
      request,
      'GET',
      `/api/app/game/${fast3?.id}/${fast3Room?.id}/odds`,
    );
    // Staked early in a round (20 s or more of betting left), so that it is still open, not drawn,
    // when it is voided below.
    let placed = false;
    let period: string | undefined;
    for (let i = 0; i < 160 && !placed; i++) {
      const round = (await call<typeof lotteries>(request, 'GET', '/api/app/game')).find(
        (x) => x.game === 'fast3',
      )?.currentRound;
      if (round?.state !== 'open' || Date.parse(round.closesAt) - Date.now() < 20_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      period = round.period;
      const res = await request.post('/api/app/game/bet', {
        headers: { jwt: carol.jwt },
        data: {
          lotteryId: fast3?.id,
          roomId: fast3Room?.id,
          period,
          items: [
            { key: 'sum:BIG', amount: '10', odds: fast3Odds.markets.find((m) => m.key === 'sum:BIG')?.odds },
          ],
          summary: { count: 1, amount: '10', total: '10' },
        },
      });
      placed = res.ok();
      if (!placed) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(placed).toBe(true);
    expect(await balanceOf(request, carol.jwt)).toBe('40.00');
    const staff = await staffJwt(request);
    const rounds = await call<{ list: { id: number; period: string }[] }>(
      request,
      'GET',
      `/api/admin/rounds?lotteryId=${fast3?.id}`,
      { jwt: staff },
    );
    const staked = rounds.list.find((round) => round.period === period);
    expect(staked).toBeDefined();
    await page.goto(`/admin/rounds/${staked?.id}`);
    await page.getByLabel(l('admin.rounds.voidReasonLabel')).fill('Draw service outage');
    await page.getByRole('button', { name: 'Void round' }).click();
    await look(page, 'admin-round-void');
    await confirmDialog(page, 'Void this round');
    expect(await balanceOf(request, carol.jwt)).toBe('50.00');
    await look(page, 'admin-round-detail');

    // Export a report as CSV.
    await page.goto('/admin/reports');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toMatch(/day/i);
    expect(csv.split('\n').length).toBeGreaterThan(1);
    await look(page, 'admin-reports');

    // Every other console screen, for review.
    for (const [path, name] of [
      ['/admin/customers', 'admin-customers'],
      ['/admin/transfers', 'admin-transfers'],
      ['/admin/ledger', 'admin-ledger'],
      ['/admin/invitations', 'admin-invitations'],
      ['/admin/lotteries', 'admin-lotteries'],
      ['/admin/rounds', 'admin-rounds'],
      ['/admin/notifications', 'admin-notifications'],
      ['/admin/settings', 'admin-settings'],
      ['/admin/audit', 'admin-audit'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await look(page, name);
    }
  });

  test('a support account is refused finance actions in the page and in the API', async ({
    page,
    request,
  }) => {
    await signIn(page, 'support1', 'support-password-1');
    const nav = page.getByRole('navigation', { name: l('admin.console') });
    await expect(nav.getByRole('link', { name: l('admin.nav.customers') })).toBeVisible();
    await expect(nav.getByRole('link', { name: l('admin.nav.deposits'), exact: true })).toHaveCount(0);
    await page.goto('/admin/withdrawals');
    await expect(page.getByText(l('admin.notAllowed'))).toBeVisible();
    await look(page, 'admin-support-refused');

    const player = await registerByApi(request);
    const deposit = await call<{ id: string }>(request, 'POST', '/api/app/deposit/apply', {
      jwt: player.jwt,
      body: { amount: '20' },
    });
    const support = await call<{ jwt: string }>(request, 'POST', '/api/admin/auth/login', {
      body: { username: 'support1', password: 'support-password-1' },
    });
    const refused = await request.post(`/api/admin/deposits/${deposit.id}/confirm`, {
      headers: { jwt: support.jwt },
      data: { amount: '20' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('FORBIDDEN');
    expect(await balanceOf(request, player.jwt)).toBe('0.00');
  });
});
