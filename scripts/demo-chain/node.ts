/**
 * The demo chain of `DEMO_CHAIN=anvil npm start`: a local anvil on 127.0.0.1:
 * `DEMO_CHAIN_PORT`, its state kept in `DATA_DIR/demo-chain-state.json` across restarts, the
 * 6-decimal test USDT deployed once (its address remembered in `DATA_DIR/demo-chain.json`, and
 * deployed again when the chain no longer has code there), and the `CHAINS` entry that watches
 * it with the xpub of anvil's public test mnemonic.
 *
 * Anvil mines a block per transaction and none in between (no `--block-time`: an idle demo
 * leaves its chain and state file as they are, where interval mining would add a block every few
 * seconds, ~1.7 KB each in the state file). The deposit therefore confirms as the blocks after it
 * come: `npm run chain -- send` mines them, one a second (and `npm run chain -- mine` for a
 * transfer sent from elsewhere), and the watcher counts them as on a real chain.
 *
 * Anvil runs under guard.ts, in a process group of its own (Ctrl+C reaches the server only, which
 * then stops it); the guard stops it too when the server is gone, however it went.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createWalletClient, getAddress, http, publicActions, testActions, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { acquireDirectoryLock } from '#server/db/lock.ts';
import { accountXpub, anvilBinary, TEST_MNEMONIC, testToken } from './anvil.ts';

export const DEMO_CHAIN_KEY = 'anvil';
const DECIMALS = 6;
const CONFIRMATIONS = 3;

/** `DATA_DIR/demo-chain.json`: what the server tells `npm run chain` of the chain it runs. */
export interface DemoChainFile {
  chainKey: string;
  rpcUrl: string;
  /** The server, for the demo routes (`/api/demo`). */
  serverUrl: string;
  token: Address;
  decimals: number;
  confirmations: number;
  /** Sent in `X-Demo-Chain-Secret`: new at every start. */
  secret: string;
  /** The watcher's CHAINS entry, for reference. */
  explorerTxUrl: string;
}

export const demoFile = (dataDir: string) => path.join(dataDir, 'demo-chain.json');

/** Reads demo-chain.json; undefined when missing or unreadable. */
export function readDemoFile(dataDir: string): DemoChainFile | undefined {
  try {
    return JSON.parse(readFileSync(demoFile(dataDir), 'utf8')) as DemoChainFile;
  } catch {
    return undefined;
  }
}

/** A client that signs with anvil's first account (0xf39F…2266, funded by anvil). */
export function demoWallet(rpcUrl: string) {
  return createWalletClient({
    chain: foundry,
    transport: http(rpcUrl, { retryCount: 0 }),
    account: mnemonicToAccount(TEST_MNEMONIC),
    pollingInterval: 100,
    cacheTime: 0,
  })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' }));
}
type DemoWallet = ReturnType<typeof demoWallet>;

/** The server's address as a local client reaches it (`0.0.0.0` is reached at 127.0.0.1). */
export function localUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  probe.listen(port, '127.0.0.1');
  try {
    await once(probe, 'listening');
  } catch {
    throw new Error(
      `DEMO_CHAIN_PORT ${port} is in use (another demo chain, or a node, runs there): stop it or choose another port`,
    );
  }
  await new Promise((resolve) => probe.close(resolve));
}

/** The token at `remembered` when the chain still has its code there, else a new deployment. */
async function ensureToken(wallet: DemoWallet, remembered: Address | undefined) {
  if (remembered && ((await wallet.getCode({ address: remembered })) ?? '0x') !== '0x')
    return { token: remembered, deployed: false };
  const hash = await wallet.deployContract({
    abi: testToken.abi,
    bytecode: testToken.bytecode,
    args: ['Test USDT', 'USDT', DECIMALS],
  });
  const receipt = await wallet.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('the test USDT was not deployed');
  return { token: getAddress(receipt.contractAddress), deployed: true };
}

export interface DemoChain {
  file: DemoChainFile;
  /** Whether the token was deployed now (first start, or a chain that lost it). */
  deployed: boolean;
  /** The `CHAINS` JSON of the chain. */
  chainsJson: string;
  /** Stops anvil (which writes its state file first); safe to call twice. */
  stop(): Promise<void>;
}

/** Starts anvil under its guard and resolves once it answers `eth_chainId`. */
async function spawnAnvil(dataDir: string, port: number, timeoutMs: number) {
  const guard = path.join(import.meta.dirname, 'guard.ts');
  const args = ['--host', '127.0.0.1', '--port', String(port), '--silent'];
  args.push('--state', path.join(dataDir, 'demo-chain-state.json'));
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', guard, anvilBinary(), ...args],
    {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // Anvil writes its state on the way out; one that hangs is killed with its guard.
      const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    })());

  const rpcUrl = `http://127.0.0.1:${port}`;
  const wallet = demoWallet(rpcUrl);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${output.trim()}`);
    try {
      await wallet.getChainId();
      return { rpcUrl, wallet, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms: ${output.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Starts the demo chain for a server that will listen on `serverUrl`. */
export async function startDemoChain({
  dataDir,
  port,
  serverUrl,
  timeoutMs = 20_000,
}: {
  dataDir: string;
  port: number;
  serverUrl: string;
  timeoutMs?: number;
}): Promise<DemoChain> {
  // One demo chain per data directory: a second would share its state file and demo-chain.json.
  const lock = acquireDirectoryLock(dataDir, 'demo-chain.lock');
  let anvil: Awaited<ReturnType<typeof spawnAnvil>>;
  try {
    await assertPortFree(port);
    anvil = await spawnAnvil(dataDir, port, timeoutMs);
  } catch (error) {
    lock.release();
    throw error;
  }
  const { rpcUrl, wallet } = anvil;
  const stop = async () => {
    await anvil.stop();
    lock.release();
  };
  try {
    const { token, deployed } = await ensureToken(wallet, readDemoFile(dataDir)?.token);
    const file: DemoChainFile = {
      chainKey: DEMO_CHAIN_KEY,
      rpcUrl,
      serverUrl,
      token,
      decimals: DECIMALS,
      confirmations: CONFIRMATIONS,
      secret: randomBytes(32).toString('base64url'),
      // A local chain has no block explorer: the server's own demo route shows the transaction.
      explorerTxUrl: `${serverUrl}/api/demo/chain/tx/{tx}`,
    };
    writeFileSync(demoFile(dataDir), `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    chmodSync(demoFile(dataDir), 0o600);
    const chains = [
      {
        key: DEMO_CHAIN_KEY,
        name: 'Anvil (local demo)',
        rpcUrl,
        token,
        decimals: DECIMALS,
        confirmations: CONFIRMATIONS,
        xpub: accountXpub(),
        explorerTxUrl: file.explorerTxUrl,
        minDeposit: '1.00',
      },
    ];
    return { file, deployed, chainsJson: JSON.stringify(chains), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
