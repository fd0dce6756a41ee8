/**
 * `npm run chain -- <command>`: the demo chain of `DEMO_CHAIN=anvil npm start`.
 *
 *   send --user 123456 --amount 50   sends 50 test USDT from anvil's first account to the deposit
 *                                    address of the player with public user ID 123456, then mines
 *                                    the blocks that confirm it, one a second
 *   mine [--blocks 3]                mines blocks (confirms a transfer sent from elsewhere, such as
 *                                    a wallet pointed at the demo chain's RPC)
 *
 * It reads DATA_DIR/demo-chain.json, which the running server writes (same DATA_DIR as the
 * server's), and asks the server for the player's address: the server holds the database.
 */
import { parseArgs } from 'node:util';
import type { Address, Hash } from 'viem';
import { loadConfig } from '#server/config.ts';
import { DEMO_SECRET_HEADER } from '#server/chain/demoRoutes.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { testToken } from './demo-chain/anvil.ts';
import { demoFile, demoWallet, readDemoFile, type DemoChainFile } from './demo-chain/node.ts';

const USAGE = [
  'usage: npm run chain -- send --user USER_ID --amount USDT',
  '       npm run chain -- mine [--blocks N]',
].join('\n');
const START = 'start it with `DEMO_CHAIN=anvil npm start` (same DATA_DIR)';

function fail(message: string): never {
  console.error(`chain: ${message}`);
  process.exit(1);
}

/** The player's deposit address, from the server's demo route; fails saying why not. */
async function addressOf(file: DemoChainFile, userId: string): Promise<Address> {
  let response: Response;
  try {
    response = await fetch(`${file.serverUrl}/api/demo/chain/address`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEMO_SECRET_HEADER]: file.secret },
      body: JSON.stringify({ userId }),
    });
  } catch {
    fail(`the server at ${file.serverUrl} is not running: ${START}`);
  }
  const body = (await response.json().catch(() => ({}))) as {
    code?: number;
    data?: { address: Address };
    error?: string;
    message?: string;
  };
  if (body.code === 1 && body.data) return body.data.address;
  if (response.status === 404) fail(`the server at ${file.serverUrl} does not run the demo chain: ${START}`);
  if (response.status === 403)
    fail(
      `the server refused the demo secret of ${demoFile(loadConfig().dataDir)}: is it this server's DATA_DIR?`,
    );
  if (body.error === 'USER_IS_NOT_EXISTS') fail(`no player has the user ID ${userId}`);
  if (body.error === 'VALIDATION_ERROR')
    fail(`"${userId}" is not a user ID (6 digits, shown in the player's profile)`);
  fail(`the server answered ${response.status}: ${body.message ?? body.error ?? 'no reason given'}`);
}

async function mine(file: DemoChainFile, blocks: number, after?: bigint) {
  const wallet = demoWallet(file.rpcUrl);
  for (let i = 0; i < blocks; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await wallet.mine({ blocks: 1 });
    const head = await wallet.getBlockNumber();
    const seen = after === undefined ? '' : `: ${head - after + 1n}/${file.confirmations} confirmations`;
    console.log(`  block ${head} mined${seen}`);
  }
}

async function send(file: DemoChainFile, userId: string, cents: bigint) {
  const to = await addressOf(file, userId);
  const units = cents * 10n ** BigInt(file.decimals - 2);
  const wallet = demoWallet(file.rpcUrl);
  const from = wallet.account.address;
  const token = { address: file.token, abi: testToken.abi } as const;
  const balance = (await wallet.readContract({
    ...token,
    functionName: 'balanceOf',
    args: [from],
  })) as bigint;
  // The test token lets anyone mint: the sender tops itself up when short.
  if (balance < units) {
    const minted = await wallet.writeContract({
      ...token,
      functionName: 'mint',
      args: [from, units - balance],
    });
    await wallet.waitForTransactionReceipt({ hash: minted });
  }
  const hash: Hash = await wallet.writeContract({ ...token, functionName: 'transfer', args: [to, units] });
  const receipt = await wallet.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') fail(`the transfer ${hash} reverted`);
  console.log(`Sent ${formatMoney(cents)} test USDT to player ${userId}'s deposit address ${to}`);
  console.log(`  transaction ${hash}, block ${receipt.blockNumber}: 1/${file.confirmations} confirmations`);
  await mine(file, file.confirmations - 1, receipt.blockNumber);
  console.log(
    [
      `Watch for: within CHAIN_SCAN_SECONDS (default 15 s) the server sees ${file.confirmations} confirmations and`,
      `credits ${formatMoney(cents)} USDT to player ${userId}'s balance (a deposit below the chain's minimum, 1.00,`,
      'is held for staff instead). The transaction on the demo chain:',
      `  ${file.explorerTxUrl.replace('{tx}', hash)}`,
    ].join('\n'),
  );
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { user: { type: 'string' }, amount: { type: 'string' }, blocks: { type: 'string' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { positionals, values } = parsed;
const [command] = positionals;
if (command !== 'send' && command !== 'mine')
  fail(`${command ? `unknown command ${command}` : 'no command'}\n${USAGE}`);

// The arguments first: what is wrong with them is said whether or not the demo chain runs.
const blocks = Number(values.blocks ?? 1);
if (command === 'mine' && (!Number.isInteger(blocks) || blocks < 1 || blocks > 100))
  fail('--blocks must be a whole number from 1 to 100');
if (command === 'send' && !values.user) fail(`--user is missing\n${USAGE}`);
const cents = command === 'send' ? parseMoney(values.amount?.trim()) : null;
if (command === 'send' && (cents === null || cents <= 0n))
  fail(
    `--amount must be a positive amount of USDT with at most two decimals, such as 50 or 12.5${values.amount === undefined ? ' (it is missing)' : `, not "${values.amount}"`}\n${USAGE}`,
  );

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (error) {
  fail((error as Error).message);
}
const file =
  readDemoFile(dataDir) ?? fail(`no demo chain in ${dataDir} (${demoFile(dataDir)} is missing): ${START}`);
try {
  if (command === 'mine') await mine(file, blocks);
  else await send(file, values.user ?? '', cents ?? 0n);
} catch (error) {
  const short = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
  fail(`the demo chain at ${file.rpcUrl} failed (${short}): is the server running? ${START}`);
}
