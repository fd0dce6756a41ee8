/**
 * Chain deposits on a busy chain: 10 000 USDT transfers to 10 000 players' deposit
 * addresses over 500 anvil blocks (20 a block, one `batchTransfer` each), read and credited by
 * the real watcher (`createChainWatcher` with the EVM adapter and the credit path) from a
 * cursor just below them, every block already mined: the time from the last block mined to the
 * last credit, beside reading the same range's `Transfer` logs alone through the adapter (one
 * `eth_getLogs`), on PostgreSQL and on PGlite.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Address } from 'viem';
import { accountKey, depositAddress } from '#server/chain/addresses.ts';
import type { ChainConfig } from '#server/chain/config.ts';
import { evmAdapter } from '#server/chain/evm.ts';
import { createChainWatcher } from '#server/chain/watcher.ts';
import type { Database } from '#server/db/client.ts';
import { onEachEngine } from './engines.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { selectRow } from '#server/db/rows.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { createNotifications } from '#server/notifications/notifications.ts';
import { createSiteSettings } from '#server/site/site.ts';
import { startAnvil, TEST_MNEMONIC, tokenAbi, type Anvil } from '../../tests/support/anvil.ts';

export interface ChainFigure {
  engine: string;
  transfers: number;
  blocks: number;
  /** From the last block mined to the last deposit credited (one scan of the watcher). */
  creditMs: number;
  /** From the scan's start to the first credit: reading and recording the range. */
  firstCreditMs: number;
  /** The same blocks' transfers read alone, through the adapter. */
  getLogsMs: number;
}

const KEY = 'anvil';
const clock = { now: () => new Date() };
const log = pino({ level: 'silent' });
/** Every transfer is 1.00 USDT (6 decimals). */
const UNITS = 1_000_000n;

interface Sent {
  chain: ChainConfig;
  addresses: Address[];
  first: bigint;
  last: bigint;
}

/** Deploys the token and sends `perBlock` transfers a block over `blocks` blocks. */
async function send(node: Anvil, blocks: number, perBlock: number): Promise<Sent> {
  const xpub = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC)).derive(
    "m/44'/60'/0'",
  ).publicExtendedKey;
  const key = accountKey(xpub);
  // Index 0 is never handed out: the players' indexes start at 1, as the sequence's.
  const addresses = Array.from({ length: blocks * perBlock }, (_, i) => depositAddress(key, i + 1));
  const token = await node.deployToken(6);
  let nonce = await node.client.getTransactionCount({ address: node.account });
  let hash: `0x${string}` | undefined;
  const hashes: `0x${string}`[] = [];
  for (let b = 0; b < blocks; b++) {
    const to = addresses.slice(b * perBlock, (b + 1) * perBlock);
    // Automine: each transaction is its own block. Nonce and gas given: no estimate per block.
    hash = await node.client.writeContract({
      address: token.address,
      abi: tokenAbi,
      functionName: 'batchTransfer',
      args: [to, to.map(() => UNITS)],
      gas: 2_000_000n,
      nonce: nonce++,
    });
    hashes.push(hash);
  }
  const firstReceipt = await node.client.waitForTransactionReceipt({ hash: hashes[0]! });
  const lastReceipt = await node.client.waitForTransactionReceipt({ hash: hash! });
  if (lastReceipt.status !== 'success') throw new Error('a batch transfer failed');
  const chain: ChainConfig = {
    key: KEY,
    name: 'Anvil',
    rpcUrl: node.url,
    token: token.address,
    decimals: 6,
    confirmations: 1,
    xpub,
    explorerTxUrl: 'https://explorer.test/tx/{tx}',
    minDeposit: undefined,
    enabled: true,
  };
  return { chain, addresses, first: firstReceipt.blockNumber, last: lastReceipt.blockNumber };
}

/** `addresses.length` players, the i-th with deposit index i + 1 and that address on the chain. */
async function seedPlayers(database: Database, addresses: Address[]) {
  const { db } = database;
  await db.execute(sql`
    insert into customers (user_id, username, password_hash, real_name, invitation_code, deposit_index)
    select (300000 + g)::text, 'chain_' || g, 'x', 'Bench', 'BENCH', g
    from generate_series(1, ${addresses.length}) g`);
  await db.execute(sql`select setval('customer_deposit_index_seq', ${addresses.length})`);
  const joined = addresses.map((a) => a.toLowerCase()).join(',');
  await db.execute(sql`
    insert into chain_addresses (chain_key, address, customer_id)
    select ${KEY}, a.address, c.id
    from unnest(string_to_array(${joined}, ',')) with ordinality as a(address, g)
    join customers c on c.deposit_index = a.g`);
  await db.execute(sql`analyze`);
}

async function measure(database: Database, engine: string, node: Anvil, sent: Sent): Promise<ChainFigure> {
  const { db } = database;
  await migrateDatabase(database);
  const site = createSiteSettings({ db });
  await site.ensure();
  await seedPlayers(database, sent.addresses);
  const adapter = evmAdapter({ rpcUrl: node.url, token: sent.chain.token });
  // The cursor just below the first block: the watcher has read everything before.
  const below = sent.first - 1n;
  const hash = await adapter.blockHash(below);
  await db.execute(sql`
    insert into chain_cursors (chain_key, block_number, block_hash, head)
    values (${KEY}, ${below}, ${hash}, ${below})`);
  const watcher = createChainWatcher({
    db,
    clock,
    log,
    site,
    notifications: createNotifications({ db, clock }),
    chains: [sent.chain],
    adapterFor: () => adapter,
    // No rewind on this watcher's first scan: it reads exactly the blocks sent.
    options: { rewindMargin: 0 },
  });

  const startedAt = Date.now();
  const started = performance.now();
  const result = await watcher.scanOnce(KEY);
  const creditMs = performance.now() - started;
  const transfers = sent.addresses.length;
  if (!result.ok) throw new Error(`the scan failed: ${result.error}`);
  if (result.recorded !== transfers || result.credited !== transfers)
    throw new Error(`recorded ${result.recorded}, credited ${result.credited} of ${transfers}`);
  const credited = await selectRow<{ n: number; cents: string }>(
    db,
    sql`select count(*)::int as n, sum(balance)::text as cents from customers where balance > 0`,
  );
  if (Number(credited?.n) !== transfers || BigInt(credited?.cents ?? 0) !== BigInt(transfers) * 100n)
    throw new Error(`balances: ${credited?.n} players, ${credited?.cents} cents`);
  const first = await selectRow<{ at: Date | string }>(
    db,
    sql`select min(credited_at) as at from chain_deposits`,
  );
  const firstCreditMs = new Date(first!.at).getTime() - startedAt;
  const ledger = await checkLedger(db);
  if (!ledger.ok) throw new Error(`the ledger check failed: ${JSON.stringify(ledger.discrepancies[0])}`);

  // The baseline: the same blocks' transfers, read alone (median of 3).
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) {
    const readStarted = performance.now();
    const logs = await adapter.transfers(sent.first, sent.last);
    reads.push(performance.now() - readStarted);
    if (logs.length !== transfers) throw new Error(`read ${logs.length} transfers`);
  }
  const getLogsMs = reads.sort((a, b) => a - b)[1]!;
  const blocks = Number(sent.last - sent.first + 1n);
  return { engine, transfers, blocks, creditMs, firstCreditMs, getLogsMs };
}

export async function chainBench(postgresUrl: string, blocks = 500, perBlock = 20): Promise<ChainFigure[]> {
  const node = await startAnvil();
  try {
    const sent = await send(node, blocks, perBlock);
    return await onEachEngine(postgresUrl, 'chainbench', (database, engine) =>
      measure(database, engine, node, sent),
    );
  } finally {
    await node.stop();
  }
}

/** The report's section. */
export function chainReport(figures: ChainFigure[]): string {
  const f0 = figures[0];
  return `
Chain deposits: ${f0?.transfers ?? 0} USDT transfers to as many players' deposit addresses over ${f0?.blocks ?? 0} anvil blocks
(${f0 ? f0.transfers / f0.blocks : 0} a block), read and credited by the real watcher (EVM adapter over viem, one recording
transaction per 500 blocks, one credit transaction per deposit) in one scan from a cursor just below them, every block
already mined (a live watcher starts within \`CHAIN_SCAN_SECONDS\` of it); beside reading the same blocks' \`Transfer\` logs
alone through the adapter (\`eth_getLogs\`, median of 3). The first credit comes once the range is read and recorded:

| engine | transfers | blocks | last block mined → first credit ms | → last credit ms | credits/s | baseline: eth_getLogs of the blocks ms | ratio |
|---|---|---|---|---|---|---|---|
${figures.map((f) => `| ${f.engine} | ${f.transfers} | ${f.blocks} | ${Math.round(f.firstCreditMs)} | ${Math.round(f.creditMs)} | ${Math.round((f.transfers * 1000) / f.creditMs)} | ${Math.round(f.getLogsMs)} | ${(f.creditMs / f.getLogsMs).toFixed(1)} |`).join('\n')}
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await chainBench(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    Number(process.env.BENCH_CHAIN_BLOCKS ?? 500),
    Number(process.env.BENCH_CHAIN_PER_BLOCK ?? 20),
  );
  console.log(chainReport(figures));
}
