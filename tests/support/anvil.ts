/**
 * A local EVM node for the chain tests: anvil from the `@foundry-rs/anvil` package,
 * run offline on a free port, with a viem client that is test, wallet and public client at once,
 * and the 6- or 18-decimal test token of contracts/TestUSDT.sol.
 *
 *   const node = await startAnvil();            // beforeAll; `await node.stop()` in afterAll
 *   const usdt = await node.deployToken(6);     // mints a large balance to `node.account`
 *   const hash = await usdt.sendUsdt(to, 1_500_000n);
 *   const id = await node.snapshot(); …; await node.revert(id);
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createTestClient,
  http,
  publicActions,
  walletActions,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { anvilBinary, TEST_MNEMONIC, testToken as artifact } from '../../scripts/demo-chain/anvil.ts';
import { freePort } from './server.ts';

// The binary, the mnemonic and the token are shared with the demo chain (scripts/demo-chain/).
export { anvilBinary, TEST_MNEMONIC };

/** The test token's ABI (contracts/TestUSDT.json), for reading its events. */
export const tokenAbi = artifact.abi;

function makeClient(url: string) {
  return createTestClient({
    mode: 'anvil',
    chain: foundry,
    transport: http(url),
    account: mnemonicToAccount(TEST_MNEMONIC),
    pollingInterval: 50,
    // No cached block number: the tests mine and revert between reads.
    cacheTime: 0,
  })
    .extend(publicActions)
    .extend(walletActions);
}
export type ChainClient = ReturnType<typeof makeClient>;

export interface TestToken {
  address: Address;
  decimals: number;
  /** Creates `units` for `to` (anyone may mint); resolves once mined. */
  mint(to: Address, units: bigint): Promise<Hash>;
  /**
   * Transfers `units` from the node's account to `to`. Resolves with the hash once the node has
   * the transaction: with automine on it is mined too; with it off it waits for `mine`.
   */
  sendUsdt(to: Address, units: bigint): Promise<Hash>;
}

export interface Anvil {
  url: string;
  client: ChainClient;
  /** The account paying for everything (anvil's first). */
  account: Address;
  deployToken(decimals: number): Promise<TestToken>;
  /** Mines `n` blocks. */
  mine(n?: number): Promise<void>;
  /** Switches mining on every transaction on (anvil's default) or off. */
  automine(on: boolean): Promise<void>;
  /** evm_snapshot: the id to `revert` to. */
  snapshot(): Promise<Hex>;
  /** evm_revert: the chain returns to the snapshot, dropping the blocks since (a reorg). */
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

/** Starts anvil on a free port and resolves once it answers `eth_chainId`. */
export async function startAnvil({ timeoutMs = 20_000 } = {}): Promise<Anvil> {
  const port = await freePort();
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', String(port), '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let failed: Error | undefined;
  child.on('error', (error) => (failed = error)); // no binary for this platform, say
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const client = makeClient(url);
  const stop = async () => {
    if (failed || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed) throw new Error(`anvil could not start: ${failed.message}`, { cause: failed });
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${output}`);
    try {
      await client.getChainId();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil did not answer on ${url} within ${timeoutMs} ms: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const account = client.account.address;
  return {
    url,
    client,
    account,
    async deployToken(decimals) {
      const hash = await client.deployContract({
        abi: tokenAbi,
        bytecode: artifact.bytecode,
        args: ['Test USDT', 'USDT', decimals],
      });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('the token was not deployed');
      const address = receipt.contractAddress;
      const write = (functionName: 'mint' | 'transfer', to: Address, units: bigint) =>
        client.writeContract({ address, abi: tokenAbi, functionName, args: [to, units] });
      const token: TestToken = {
        address,
        decimals,
        async mint(to, units) {
          const minted = await write('mint', to, units);
          await client.waitForTransactionReceipt({ hash: minted });
          return minted;
        },
        sendUsdt: (to, units) => write('transfer', to, units),
      };
      await token.mint(account, 10n ** 15n * 10n ** BigInt(decimals));
      return token;
    },
    mine: (n = 1) => client.mine({ blocks: n }),
    automine: (on) => client.setAutomine(on),
    snapshot: () => client.snapshot(),
    revert: (id) => client.revert({ id }),
    stop,
  };
}
