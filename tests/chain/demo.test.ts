/**
 * The demo chain, as a newcomer meets it: `DEMO_CHAIN=anvil npm start` runs a local
 * anvil with the test USDT and watches it; `npm run chain -- send` pays a player's deposit address
 * and the server credits the player; the address route refuses a caller without the server's
 * secret; anvil stops with the server (even one killed with SIGKILL), and the next start finds
 * its chain and token again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startServerProcess, type ServerProcess } from '../support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-demo-chain-'));
let chainPort: number;
let server: ServerProcess;

const startDemo = async () =>
  startServerProcess({
    DATA_DIR: dataDir,
    DEMO_CHAIN: 'anvil',
    DEMO_CHAIN_PORT: String(chainPort),
    CHAIN_SCAN_SECONDS: '1',
  });

/** `npm run chain -- …` as a child process: its exit code and what it printed. */
async function chainScript(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/chain.ts', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const demoFile = () =>
  JSON.parse(readFileSync(path.join(dataDir, 'demo-chain.json'), 'utf8')) as {
    token: string;
    secret: string;
  };

type Reply = { code: number; error?: string; data?: Record<string, unknown> };

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: Reply }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

/** Whether the demo chain's RPC answers. */
const chainAnswers = () =>
  fetch(`http://127.0.0.1:${chainPort}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then(
    (response) => response.ok,
    () => false,
  );

async function registerPlayer(username: string) {
  const registered = await call(`${server.url}/api/app/customer/register`, {
    method: 'POST',
    body: JSON.stringify({
      username,
      password: 'secret1',
      confirmPassword: 'secret1',
      realName: 'Demo',
      invitationCode: 'FAIRDRAW',
      agreeTerms: true,
    }),
  });
  const { jwt, user } = registered.body.data as { jwt: string; user: { userId: string } };
  const balance = async () =>
    (await call(`${server.url}/api/app/customer`, { headers: { jwt } })).body.data?.balance;
  return { userId: user.userId, balance };
}

beforeAll(async () => {
  chainPort = await freePort();
  server = await startDemo();
});
afterAll(async () => {
  if (server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});

describe('the demo chain of DEMO_CHAIN=anvil npm start', () => {
  it('credits the player the test USDT `npm run chain -- send` sends to their deposit address', async () => {
    expect(server.output()).toMatch(/demo chain on http:\/\/127\.0\.0\.1:\d+, test USDT deployed at 0x/);
    const player = await registerPlayer('chain_demo');
    expect(await player.balance()).toBe('0.00');

    const sent = await chainScript('send', '--user', player.userId, '--amount', '50');
    expect(sent.code).toBe(0);
    expect(sent.output).toContain(`Sent 50.00 test USDT to player ${player.userId}'s deposit address 0x`);
    expect(sent.output).toContain('3/3 confirmations');
    const deadline = Date.now() + 15_000;
    while ((await player.balance()) !== '50.00' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await player.balance()).toBe('50.00');

    // The "explorer" link it printed shows the transfer as the chain holds it.
    const link = /(http:\/\/\S+\/api\/demo\/chain\/tx\/0x[0-9a-f]{64})/.exec(sent.output)?.[1];
    const address = /deposit address (0x[0-9a-fA-F]{40})/.exec(sent.output)?.[1];
    const tx = await call(link ?? 'http://127.0.0.1:1/none');
    expect(tx.body.data).toMatchObject({ status: 'success', transfers: [{ to: address, amount: '50' }] });
    expect(tx.body.data?.confirmations).toBeGreaterThanOrEqual(3);
  });

  it('says what is wrong with the user or the amount, and sends nothing', async () => {
    const player = await registerPlayer('chain_demo_two');
    expect(await chainScript('send', '--user', '999999', '--amount', '5')).toMatchObject({
      code: 1,
      output: expect.stringContaining('no player has the user ID 999999'),
    });
    expect(await chainScript('send', '--user', player.userId, '--amount', '1.234')).toMatchObject({
      code: 1,
      output: expect.stringContaining('--amount must be a positive amount of USDT'),
    });
    expect(await player.balance()).toBe('0.00');
  });

  it('gives a deposit address only to a caller with the secret of demo-chain.json (403 otherwise)', async () => {
    const { userId } = await registerPlayer('chain_demo_three');
    const ask = (headers: Record<string, string>) =>
      call(`${server.url}/api/demo/chain/address`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ userId }),
      });
    for (const headers of [{}, { 'X-Demo-Chain-Secret': 'guessed' }] as Record<string, string>[]) {
      expect(await ask(headers)).toEqual({
        status: 403,
        body: expect.objectContaining({ code: 0, error: 'FORBIDDEN' }),
      });
    }
    const granted = await ask({ 'X-Demo-Chain-Secret': demoFile().secret });
    expect(granted).toMatchObject({ status: 200, body: { code: 1, data: { chainKey: 'anvil' } } });
    // Demo-only: not in the published API description.
    const openApi = JSON.stringify((await call(`${server.url}/api/app/openapi.json`)).body);
    expect(openApi).not.toContain('/demo/');
  });

  it('stops anvil with the server, even a killed one; the next start keeps its chain and token', async () => {
    const { token } = demoFile();
    expect(await chainAnswers()).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await chainAnswers()).toBe(false);

    server = await startDemo();
    expect(server.output()).toContain(`test USDT kept at ${token}`);
    expect(demoFile().token).toBe(token);
    expect(await chainAnswers()).toBe(true);

    // Killed outright, the server cannot stop anvil itself: its guard does, seeing it gone.
    server.child.kill('SIGKILL');
    await server.exited;
    const deadline = Date.now() + 5_000;
    while ((await chainAnswers()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await chainAnswers()).toBe(false);
  });
});
