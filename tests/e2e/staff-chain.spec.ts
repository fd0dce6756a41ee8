/**
 * The staff console's On-chain deposits page against a real chain: anvil with the test
 * token and a server of its own watching it (minimum deposit 10.00, two confirmations). A
 * player's transfers below the minimum are held; an admin sees the chain's cursor and lag, filters
 * the held ones, credits one with a note (the balance rises once), marks another returned with a
 * note and the return hash, and is told when someone else decided first; a support member sees
 * the page without any action; a chain that cannot be read shows its last error. Without a chain configured (the suite's shared server) the page
 * says deposits are confirmed by hand. Screenshots at 390 and 1280 px, in English and Arabic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  allowConsoleErrors,
  refusedResponse,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from './test.ts';
import type { Address } from 'viem';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import type { ChainAddress, ChainStatus, StaffChainDeposit } from '#shared/contract/chain.ts';
import { startAnvil, type Anvil, type TestToken } from '../support/anvil.ts';
import { TEST_XPUB } from '../support/chainWatcher.ts';
import { freePort, startServerProcess, type ServerProcess } from '../support/server.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import {
  brokenButtonWords,
  call,
  registerByApi,
  screenshot,
  screenshotDir,
  seriousViolations,
  STAFF_PASSWORD,
  staffJwt,
  staffSignInByPage,
} from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];
const root = path.resolve(import.meta.dirname, '../..');
const SUPPORT = { username: 'chainsupport', password: 'support-password-9' };
/** The port of this file's own server (the suite's shared one has no chain). */
const port = await freePort();

test.describe('without a chain configured', () => {
  test('the page says no chain is watched and points to Deposits', async ({ page }) => {
    await staffSignInByPage(page);
    await page.goto('/admin/chain');
    const none = page.getByTestId('chain-none');
    await expect(none).toContainText(l('admin.chain.none'));
    await expect(none.getByRole('link', { name: l('admin.chain.noneLink') })).toHaveAttribute(
      'href',
      '/admin/deposits',
    );
    await expect(page.getByText(l('admin.chain.empty'))).toBeVisible();
  });
});

test.describe('with a chain watched', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  let node: Anvil;
  let usdt: TestToken;
  let server: ServerProcess;
  let dataDir: string;
  let player: { jwt: string; userId: string; address: Address };
  /** The player's transfers (USDT units), by name: each is below the 10.00 minimum. */
  const sent: Record<string, `0x${string}`> = {};

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    node = await startAnvil();
    usdt = await node.deployToken(6);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairdraw-e2e-chain-'));
    const admin = ['--disable-warning=ExperimentalWarning', 'scripts/admin.ts', 'create-staff'];
    execFileSync(
      process.execPath,
      [...admin, '--username', SUPPORT.username, '--role', 'support', '--password', SUPPORT.password],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
    );
    const chain = {
      key: 'anvil',
      name: 'Anvil',
      rpcUrl: node.url,
      token: usdt.address,
      decimals: 6,
      confirmations: 2,
      xpub: TEST_XPUB,
      explorerTxUrl: 'https://explorer.test/tx/{tx}',
      minDeposit: '10.00',
    };
    server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DEMO_ADMIN_PASSWORD: STAFF_PASSWORD,
      DEMO_ROUND_SECONDS: '30',
      CHAIN_SCAN_SECONDS: '1',
      CHAINS: JSON.stringify([chain]),
    });
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await node?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Waits until the staff list shows the player's `count` deposits, all decided by the watcher. */
  async function playerDeposits(request: APIRequestContext, state: string, count: number) {
    const jwt = await staffJwt(request);
    let list: StaffChainDeposit[] = [];
    await expect
      .poll(
        async () => {
          const url = `/api/admin/chain/deposits?state=${state}&userId=${player.userId}&pageSize=50`;
          list = (await call<{ list: StaffChainDeposit[] }>(request, 'GET', url, { jwt })).list;
          return list.length;
        },
        { timeout: 30_000 },
      )
      .toBe(count);
    return list;
  }

  const balanceOf = async (request: APIRequestContext) =>
    (await call<{ balance: string }>(request, 'GET', '/api/app/customer', { jwt: player.jwt })).balance;

  test('deposits below the minimum are held, and the chain shows its cursor and lag', async ({
    page,
    request,
  }) => {
    const session = await registerByApi(request);
    const [address] = await call<ChainAddress[]>(request, 'GET', '/api/app/chain/addresses', {
      jwt: session.jwt,
    });
    expect(address).toMatchObject({ chain: 'anvil', network: 'Anvil', minDeposit: '10.00' });
    player = { jwt: session.jwt, userId: session.user.userId, address: address?.address as Address };
    for (const [name, units] of [
      ['credit', 5_000_000n],
      ['return', 3_000_000n],
      ['race', 2_000_000n],
      ['support', 4_000_000n],
    ] as const) {
      sent[name] = await usdt.sendUsdt(player.address, units);
      await node.client.waitForTransactionReceipt({ hash: sent[name] });
    }
    await node.mine(2);
    const held = await playerDeposits(request, 'held', 4);
    expect(held.every((d) => d.reason === 'belowMinimum')).toBe(true);
    expect(await balanceOf(request)).toBe('0.00');

    await staffSignInByPage(page);
    await page.goto('/admin/chain');
    const card = page.getByTestId('chain-anvil');
    await expect(card.getByRole('heading', { name: 'Anvil' })).toBeVisible();
    const status = await call<ChainStatus[]>(request, 'GET', '/api/admin/chain/status', {
      jwt: await staffJwt(request),
    });
    const anvil = status.find((c) => c.chain === 'anvil');
    expect(anvil).toMatchObject({ enabled: true, confirmations: 2, minDeposit: '10.00', lastError: null });
    expect(anvil?.held).toBeGreaterThanOrEqual(4);
    const fact = (key: MessageKey) =>
      card.locator('dt', { hasText: l(key) }).locator('xpath=following-sibling::dd[1]');
    // The card is read again every 10 s: it catches up with the API's read.
    await expect(fact('admin.chain.cursor')).toHaveText(formatNumberForLocale('en', Number(anvil?.block)), {
      timeout: 15_000,
    });
    await expect(fact('admin.chain.lag')).toContainText(/\d+ blocks?/);
    await expect(fact('admin.chain.minDeposit')).toHaveText(formatMoneyForLocale('en', '10.00'));
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  /** The ID of the player's deposit sent as `name`. */
  const depositId = (deposits: StaffChainDeposit[], name: string) =>
    deposits.find((d) => d.txHash === sent[name])?.id ?? '';

  /** The row of the player's deposit sent as `name`. */
  function rowOf(page: Page, deposits: StaffChainDeposit[], name: string): Locator {
    const deposit = deposits.find((d) => d.txHash === sent[name]);
    if (!deposit) throw new Error(`no deposit for ${name}`);
    return page.getByTestId(`chain-deposit-${deposit.id}`);
  }

  test('an admin filters the held deposits, credits one with a note: the balance rises once', async ({
    page,
    request,
  }) => {
    const held = await playerDeposits(request, 'held', 4);
    await staffSignInByPage(page);
    await page.goto(`/admin/chain?userId=${player.userId}`);
    const chip = page.getByRole('button', { name: l('admin.chain.heldOnly') });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/state=held/);
    const rows = page.locator('tr[data-testid^="chain-deposit-"]');
    await expect(rows).toHaveCount(4);

    const row = rowOf(page, held, 'credit');
    await expect(row).toContainText(l('admin.chain.reason.belowMinimum'));
    const confirmations = held.find((d) => d.txHash === sent.credit)?.confirmations ?? 0;
    expect(confirmations).toBeGreaterThanOrEqual(2);
    // A held deposit shows the confirmations it had, not "3 of 2": it no longer waits.
    await expect(row.locator('td.num').nth(1)).toHaveText(String(confirmations));
    await expect(row.getByRole('link', { name: sent.credit })).toHaveAttribute(
      'href',
      `https://explorer.test/tx/${sent.credit}`,
    );
    await row.getByRole('button', { name: l('admin.chain.credit') }).click();
    const dialog = page.getByRole('dialog', { name: l('admin.chain.creditTitle') });
    const confirm = dialog.getByRole('button', { name: 'Credit 5.00 USDT' });
    await confirm.click();
    await expect(dialog.getByText(l('admin.chain.noteRequired'))).toBeVisible();
    await dialog.getByLabel(l('admin.chain.note')).fill('Player asked by chat; small amount accepted');
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.admin-success')).toContainText(
      `5.00 USDT credited to player ${player.userId}.`,
    );
    await expect(rows).toHaveCount(3);
    expect(await balanceOf(request)).toBe('5.00');

    // A second release of the same deposit is refused: the money moved once.
    const jwt = await staffJwt(request);
    const again = await request.post(`/api/admin/chain/deposits/${depositId(held, 'credit')}/release`, {
      headers: { jwt, 'idempotency-key': crypto.randomUUID() },
      data: { note: 'again' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error).toBe('WITHDRAWAL_STATUS_CHANGED');
    expect(await balanceOf(request)).toBe('5.00');
  });

  test('an admin marks a held deposit returned with a note and the return hash', async ({
    page,
    request,
  }) => {
    const held = await playerDeposits(request, 'held', 3);
    await staffSignInByPage(page);
    await page.goto(`/admin/chain?state=held&userId=${player.userId}`);
    const row = rowOf(page, held, 'return');
    await row.getByRole('button', { name: l('admin.chain.markReturned') }).click();
    const dialog = page.getByRole('dialog', { name: l('admin.chain.returnTitle') });
    await dialog.getByLabel(l('admin.chain.note')).fill('Sent back to the sender');
    const hash = dialog.getByLabel(l('admin.chain.returnTx'));
    await hash.fill('0x1234');
    await dialog.getByRole('button', { name: l('admin.chain.returnButton') }).click();
    await expect(dialog.getByText(l('admin.chain.returnTxInvalid'))).toBeVisible();
    const returnHash = `0x${'ab'.repeat(32)}`;
    await hash.fill(returnHash);
    await dialog.getByRole('button', { name: l('admin.chain.returnButton') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.admin-success')).toContainText(
      `Deposit of player ${player.userId} marked as returned.`,
    );

    // Every state now: the credited and the returned ones say who decided, and why.
    await page.getByLabel(l('admin.money.status')).selectOption('');
    await expect(page.locator('tr[data-testid^="chain-deposit-"]')).toHaveCount(4);
    const returned = rowOf(page, held, 'return');
    await expect(returned).toContainText(l('admin.chain.state.returned'));
    await expect(returned).toContainText('admin');
    await expect(returned).toContainText(`Sent back to the sender (${returnHash})`);
    await expect(returned.getByRole('button')).toHaveCount(0);
    const credited = page.locator('tr', { hasText: 'Player asked by chat' });
    await expect(credited).toContainText(l('admin.chain.state.credited'));
    await expect(credited).toContainText(
      l('admin.chain.wasHeld').replace('{reason}', l('admin.chain.reason.belowMinimum')),
    );
    expect(await balanceOf(request)).toBe('5.00');
  });

  test('a deposit decided by someone else first: the dialog says so and the list is refreshed', async ({
    page,
    request,
  }) => {
    // The decision on a deposit already decided, refused.
    allowConsoleErrors(refusedResponse(409, '/api/admin/'));
    const held = await playerDeposits(request, 'held', 2);
    await staffSignInByPage(page);
    await page.goto(`/admin/chain?state=held&userId=${player.userId}`);
    const row = rowOf(page, held, 'race');
    await row.getByRole('button', { name: l('admin.chain.credit') }).click();
    const dialog = page.getByRole('dialog', { name: l('admin.chain.creditTitle') });
    await dialog.getByLabel(l('admin.chain.note')).fill('Crediting');
    await call(request, 'POST', `/api/admin/chain/deposits/${depositId(held, 'race')}/release`, {
      jwt: await staffJwt(request),
      body: { note: 'Done by a colleague' },
    });
    await dialog.getByRole('button', { name: 'Credit 2.00 USDT' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.admin-success')).toHaveText(l('admin.chain.alreadyDecided'));
    await expect(row).toHaveCount(0);
    expect(await balanceOf(request)).toBe('7.00');
  });

  test('a support member sees the chain and the deposits but no action', async ({ page, request }) => {
    await playerDeposits(request, 'held', 1);
    await staffSignInByPage(page, SUPPORT);
    await expect(
      page.locator('nav.admin-nav').getByRole('link', { name: l('admin.nav.chain') }),
    ).toBeVisible();
    await page.goto(`/admin/chain?userId=${player.userId}`);
    await expect(page.getByTestId('chain-anvil')).toBeVisible();
    await expect(page.locator('tr[data-testid^="chain-deposit-"]')).toHaveCount(4);
    await expect(page.getByRole('columnheader', { name: l('admin.money.actions') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l('admin.chain.credit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: l('admin.chain.markReturned') })).toHaveCount(0);
  });

  for (const locale of ['en', 'ar'] as const) {
    for (const width of [390, 1280]) {
      test(`the page in ${locale} at ${width} px`, async ({ browser, baseURL }) => {
        const page = await pageIn(browser, baseURL, locale, width);
        await staffSignInByPage(page, { locale });
        await page.goto(`/admin/chain?userId=${player.userId}`);
        await expect(page.getByTestId('chain-anvil')).toBeVisible();
        await expect(page.locator('tr[data-testid^="chain-deposit-"]')).toHaveCount(4);
        const name = `staff-chain-${locale}-${width}`;
        expect(await seriousViolations(page), name).toEqual([]);
        expect(await brokenButtonWords(page, locale), name).toEqual([]);
        await screenshot(page, name);
        // At a laptop's width every column shows without scrolling the table sideways.
        if (width === 1280) {
          const table = page.locator('.table-scroll');
          expect(await table.evaluate((e) => e.scrollWidth - e.clientWidth), name).toBeLessThanOrEqual(0);
        }
        await page.getByRole('button', { name: l('admin.chain.markReturned', locale) }).click();
        const dialog = page.getByRole('dialog', { name: l('admin.chain.returnTitle', locale) });
        await expect(dialog).toBeVisible();
        await screenshot(page, `${name}-return`);
        await dialog.screenshot({ path: path.join(screenshotDir, `${name}-return-part.png`) });
        await page.context().close();
      });
    }
  }

  test('a chain that cannot be read shows its last error', async ({ page, request }) => {
    await node.stop();
    const jwt = await staffJwt(request);
    await expect
      .poll(
        async () =>
          (await call<ChainStatus[]>(request, 'GET', '/api/admin/chain/status', { jwt }))[0]?.lastError ??
          null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    await staffSignInByPage(page);
    await page.goto('/admin/chain');
    const alert = page.getByTestId('chain-anvil').getByRole('alert');
    await expect(alert).toContainText(l('admin.chain.lastError'));
    await expect(alert.locator('p')).not.toBeEmpty();
    await screenshot(page, 'staff-chain-error-en-390');
  });
});

/** A page of a new context in `locale` at `width` (a phone below 800 px). */
async function pageIn(browser: Browser, baseURL: string | undefined, locale: Locale, width: number) {
  const phone = width < 800;
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  });
  return context.newPage();
}
