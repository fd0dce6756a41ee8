/**
 * On-chain USDT deposits as the player sees them, against a real chain: anvil with the
 * test token and a server of its own watching it (the suite's shared server has no chain). A new
 * player finds their own address and its QR code on the deposit page, USDT sent to exactly that
 * address shows on the records page waiting, its confirmations counting up as blocks are mined,
 * then credited to the balance; a transfer below the minimum is held, with the reason in words.
 * Without a chain the deposit page is as before and loads neither the QR encoder nor zod.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  expect as baseExpect,
  request as requestFactory,
  test,
  type APIRequestContext,
  type Page,
} from './test.ts';
import { renderSVG } from 'uqr';
import type { Address } from 'viem';
import { dictionaries, type Locale, type MessageKey } from '#i18n/index.ts';
import { startAnvil, TEST_MNEMONIC, type Anvil, type TestToken } from '../support/anvil.ts';
import { startServerProcess, type ServerProcess } from '../support/server.ts';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from './chromium.ts';
import { brokenButtonWords, call, openForm, screenshot, signedInPlayer, uniqueUsername } from './helpers.ts';

test.skip(!chromiumAvailable, CHROMIUM_MISSING_NOTICE);

// Islands load their data after hydration, and the records poll every 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const l = (key: MessageKey, locale: Locale = 'en') => dictionaries[locale][key];

/** Text that only the QR encoder's code holds, and text that only zod's does. */
const UQR_MARK = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const ZOD_MARK = '$ZodType';

type Script = { url: string; body: Promise<string> };

/** The scripts `page` loads from now on, with their bodies. */
function scriptsOf(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      // Read at once: a page navigated away from has no bodies left (those read as empty).
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

/** The addresses of the scripts holding `mark`. */
async function holding(scripts: Script[], mark: string): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) if ((await script.body).includes(mark)) found.push(script.url);
  return found;
}

/** The h2 headings of the page's main content, in order. */
const sectionTitles = (page: Page) => page.locator('main .wallet-section > h2').allTextContents();

test.describe('with no chain configured', () => {
  test('the deposit page is as before, without the QR encoder or zod in its scripts', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request, '20');
    const scripts = scriptsOf(page);
    await openForm(page, '/deposit', l('wallet.deposit.submit'));
    await page.waitForLoadState('networkidle');
    expect(await sectionTitles(page)).toEqual([l('wallet.deposit.addresses'), l('wallet.deposit.formTitle')]);
    await expect(page.getByText(l('wallet.deposit.intro'))).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(await holding(scripts, UQR_MARK)).toEqual([]);
    expect(await holding(scripts, ZOD_MARK)).toEqual([]);

    await page.goto('/deposit/records');
    await expect(page.getByRole('list', { name: l('wallet.deposit.records') })).toBeVisible();
    await expect(page.getByRole('heading', { name: l('wallet.chainRecords.records') })).toHaveCount(0);
  });
});

/** Anvil's account-level key m/44'/60'/0', as the server derives deposit addresses from. */
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive("m/44'/60'/0'").publicExtendedKey;
const CONFIRMATIONS = 3;
const units = (usdt: string) => BigInt(Math.round(Number(usdt) * 1e6));

test.describe('with a chain watched', () => {
  test.describe.configure({ mode: 'serial' });
  let node: Anvil;
  let token: TestToken;
  let server: ServerProcess;
  let dataDir: string;
  let api: APIRequestContext;
  /** The player of the journey, signed in again for the screenshots. */
  let player: { jwt: string; user: unknown; address: Address };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    node = await startAnvil();
    token = await node.deployToken(6);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairdraw-chain-e2e-'));
    const chain = {
      key: 'anvil',
      name: 'Anvil',
      rpcUrl: node.url,
      token: token.address,
      decimals: 6,
      confirmations: CONFIRMATIONS,
      xpub: XPUB,
      explorerTxUrl: 'https://explorer.test/tx/{tx}',
      minDeposit: '5.00',
    };
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CHAINS: JSON.stringify([chain]),
      CHAIN_SCAN_SECONDS: '1',
      SEED_DEMO: 'true',
      DEMO_ADMIN_PASSWORD: 'chain-e2e-admin-password',
      DEMO_ROUND_SECONDS: '30',
    });
    api = await requestFactory.newContext({ baseURL: server.url });
  });

  test.afterAll(async () => {
    await api?.dispose();
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await node?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const balance = async (jwt: string) =>
    (await call<{ balance: string }>(api, 'GET', '/api/app/customer', { jwt })).balance;

  type Deposit = { txHash: string; state: string; confirmations: number; reason: string | null };
  /** The player's on-chain deposit of transaction `hash`, as the API has it (undefined: not yet seen). */
  const depositOf = async (jwt: string, hash: string) =>
    (await call<{ list: Deposit[] }>(api, 'GET', '/api/app/chain/deposits', { jwt })).list.find(
      (deposit) => deposit.txHash === hash,
    );

  test('a player deposits to their own address and sees it counted, credited, or held', async ({ page }) => {
    test.setTimeout(120_000);
    const base = server.url;
    // Signs up through the form.
    await openForm(page, `${base}/register`, l('auth.signUp'));
    await page.getByLabel(l('auth.username')).fill(uniqueUsername('chain'));
    await page.getByLabel(l('auth.password'), { exact: true }).fill('secret-123');
    await page.getByLabel(l('auth.confirmPassword')).fill('secret-123');
    await page.getByLabel(l('auth.realName')).fill('Chain Player');
    await page.getByLabel(l('auth.invitationCode')).fill('FAIRDRAW');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: l('auth.signUp') }).click();
    await page.waitForURL(`${base}/`);
    const jwt = await page.evaluate(() => localStorage.getItem('jwt') ?? '');
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);

    // The deposit page: their own address first, with its QR code (drawn by the encoder, loaded
    // here only) and what to send.
    const scripts = scriptsOf(page);
    await page.goto(`${base}/deposit`);
    const card = page.locator('.wallet-chain[data-chain="anvil"]');
    await expect(
      card.getByRole('heading', { name: l('wallet.chain.addressOf').replace('{network}', 'Anvil') }),
    ).toBeVisible();
    const address = (await card.locator('.wallet-mono').textContent()) as Address;
    const [assigned] = await call<{ address: string }[]>(api, 'GET', '/api/app/chain/addresses', { jwt });
    expect(address).toBe(assigned?.address);
    const qr = card.getByRole('img', { name: 'QR code of your Anvil deposit address' });
    await expect(qr).toHaveAttribute(
      'src',
      `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(address, { border: 2 }))}`,
    );
    expect(await holding(scripts, UQR_MARK)).toHaveLength(1);
    expect(await holding(scripts, ZOD_MARK)).toEqual([]);
    await expect(card).toContainText('Send only USDT on Anvil.');
    await expect(card).toContainText('Minimum deposit: 5.00 USDT.');
    await expect(card).toContainText('Credited automatically after 3 confirmations.');
    await expect(card.getByRole('button', { name: 'Copy your Anvil address' })).toBeVisible();
    // The shared addresses and the claim form follow, as the way through support.
    expect(await sectionTitles(page)).toEqual([
      l('wallet.chain.title'),
      l('wallet.chainManual.title'),
      l('wallet.deposit.formTitle'),
    ]);
    await screenshot(page, 'chain-deposit-page-en-390');

    // 12.34 USDT to exactly that address: mined at once (1 confirmation of 3).
    const hash = await token.sendUsdt(address, units('12.34'));
    await expect.poll(async () => (await depositOf(jwt, hash))?.state).toBe('seen');
    const polls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/app/chain/deposits') && polls.push(r.url()));
    await page.goto(`${base}/deposit/records`);
    const row = page.locator(`[data-testid="chain-deposit"][data-tx="${hash}"]`);
    await expect(row.locator('.badge')).toHaveText('Waiting for confirmations 1/3');
    await expect(row).toContainText('12.34 USDT');
    await expect(row).toContainText('Anvil');
    const link = row.getByRole('link', { name: `Transaction ${hash.slice(0, 6)}…${hash.slice(-4)} on` });
    await expect(link).toHaveText(`${hash.slice(0, 6)}…${hash.slice(-4)}`);
    await expect(link).toHaveAttribute('href', `https://explorer.test/tx/${hash}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // A background tab does not poll; shown again, it reads at once.
    await setVisibility(page, 'hidden');
    const before = polls.length;
    await node.mine(1);
    await page.waitForTimeout(6_000);
    expect(polls.length).toBe(before);
    await expect(row.locator('.badge')).toHaveText('Waiting for confirmations 1/3');
    await setVisibility(page, 'visible');
    await expect(row.locator('.badge')).toHaveText('Waiting for confirmations 2/3');
    expect(await balance(jwt)).toBe('0.00');

    await node.mine(1);
    await expect(row.locator('.badge')).toHaveText('Credited');
    await expect(row).toContainText(l('wallet.chainRecords.creditedAt'));
    expect(await balance(jwt)).toBe('12.34');
    // Nothing waits any more: the list is not read again.
    const settled = polls.length;
    await page.waitForTimeout(6_000);
    expect(polls.length).toBe(settled);

    // 1.50 USDT is below the 5.00 minimum: held once confirmed, with the reason in words.
    const small = await token.sendUsdt(address, units('1.5'));
    await expect.poll(async () => (await depositOf(jwt, small))?.state).toBe('seen');
    await page.reload();
    const held = page.locator(`[data-testid="chain-deposit"][data-tx="${small}"]`);
    await expect(held.locator('.badge')).toHaveText('Waiting for confirmations 1/3');
    await node.mine(2);
    await expect(held.locator('.badge')).toHaveText(l('wallet.chainRecords.state.held'));
    await expect(held).toContainText(l('wallet.chainRecords.reason.belowMinimum'));
    expect((await depositOf(jwt, small))?.reason).toBe('belowMinimum');
    expect(await balance(jwt)).toBe('12.34');

    // One more left waiting, for the screenshots.
    await token.sendUsdt(address, units('7'));
    player = { jwt, user, address };
  });

  test('a visitor is asked to sign in for an address of their own', async ({ page }) => {
    await page.goto(`${server.url}/deposit`);
    const own = page.getByRole('region', { name: l('wallet.chain.title') });
    await expect(own.getByText(l('common.signInRequired'))).toBeVisible();
    await expect(own.getByRole('link', { name: l('auth.signIn') })).toHaveAttribute('href', '/login');
    await expect(page.locator('.wallet-chain')).toHaveCount(0);
  });

  // Both screens at 360 px in English, Arabic and Russian: a human looks at the screenshots.
  for (const locale of ['en', 'ar', 'ru'] as const) {
    test(`both screens at 360 px in ${locale}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: server.url }]);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.addInitScript(
        ([jwt, user]) => {
          localStorage.setItem('jwt', jwt);
          localStorage.setItem('user', user);
        },
        [player.jwt, JSON.stringify(player.user)] as const,
      );
      await page.goto(`${server.url}/deposit`);
      await expect(page.locator('.wallet-chain img.wallet-qr')).toBeVisible();
      await expect(page.locator('.wallet-chain .wallet-mono')).toHaveText(player.address);
      await expectTranslated(page, locale);
      await screenshot(page, `chain-deposit-page-${locale}-360`);

      await page.goto(`${server.url}/deposit/records`);
      await expect(page.locator('[data-testid="chain-deposit"]')).toHaveCount(3);
      await expect(page.locator('[data-testid="chain-deposit"] .badge').first()).toHaveText(
        l('wallet.chainRecords.state.seen', locale).replace('{count}', '1').replace('{required}', '3'),
      );
      await expectTranslated(page, locale);
      await screenshot(page, `chain-deposit-records-${locale}-360`);
    });
  }
});

/** Makes the page hidden or shown as a background tab would be, and tells it so. */
function setVisibility(page: Page, state: 'hidden' | 'visible') {
  return page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** No message key shown instead of its words, no English left in another language, no broken button word. */
async function expectTranslated(page: Page, locale: Locale) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\b(wallet|common|error)\.[a-zA-Z.]+/);
  if (locale !== 'en') {
    for (const key of [
      'wallet.chain.title',
      'wallet.chainRecords.records',
      'wallet.chainManual.title',
    ] as const)
      expect(text).not.toContain(l(key));
  }
  expect(await brokenButtonWords(page, locale)).toEqual([]);
}
