/**
 * The USDT deposit watcher in a cluster: two instances of the production build on one
 * PostgreSQL database, one anvil chain. Each instance reaches the chain through its own
 * JSON-RPC proxy, which keeps the `eth_getLogs` ranges asked through it: only the scheduler
 * leader reads the chain and credits a deposit; once it is killed, the other takes over from
 * the stored cursor — deposits made meanwhile, far below the new head, are credited, and every
 * deposit exactly once.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { depositAddress } from '#server/chain/addresses.ts';
import { CHAIN_DEPOSIT_REF } from '#server/chain/credit.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { startAnvil, type Anvil, type TestToken } from '../support/anvil.ts';
import { TEST_XPUB } from '../support/chainWatcher.ts';
import { onServer } from '../support/database.ts';
import { startServerProcess, waitFor, type ServerProcess } from '../support/server.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHAIN_KEY = 'anvil';

/** A JSON-RPC proxy to `target` keeping the block ranges of every `eth_getLogs` through it. */
async function rpcProxy(target: string) {
  const logRanges: { from: bigint; to: bigint }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const calls = [JSON.parse(body) as unknown].flat() as { method: string; params: unknown[] }[];
      for (const call of calls) {
        if (call.method !== 'eth_getLogs') continue;
        const filter = call.params[0] as { fromBlock: string; toBlock: string };
        logRanges.push({ from: BigInt(filter.fromBlock), to: BigInt(filter.toBlock) });
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => response.destroy());
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    logRanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type RpcProxy = Awaited<ReturnType<typeof rpcProxy>>;

async function role(server: ServerProcess): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/api/health`);
    return ((await response.json()) as { data: { scheduler: string } }).data.scheduler;
  } catch {
    return null;
  }
}

describe('the deposit watcher in a cluster', () => {
  const name = `fairdraw_chain_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let node: Anvil;
  let usdt: TestToken;
  let database: Database;
  const instances: { server: ServerProcess; proxy: RpcProxy }[] = [];
  const player = { username: `chain_${randomBytes(3).toString('hex')}`, jwt: '', address: '' as Address };

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const deposits = () =>
    query<{ block_number: string; state: string; cents: string }>(
      sql`select block_number, state, cents from chain_deposits order by block_number`,
    );
  const cursor = async () =>
    (
      await query<{ block_number: string | null; last_error: string | null }>(
        sql`select block_number, last_error from chain_cursors where chain_key = ${CHAIN_KEY}`,
      )
    )[0];
  const balance = async () => {
    const response = await fetch(`${instances[0]!.server.url}/api/app/customer`, {
      headers: { jwt: player.jwt },
    });
    return ((await response.json()) as { data: { balance: string } }).data.balance;
  };
  /** Sends `units` to the player; resolves with the block it was mined in. */
  const pay = async (units: bigint) =>
    (await node.client.waitForTransactionReceipt({ hash: await usdt.sendUsdt(player.address, units) }))
      .blockNumber;

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${name}`);
    node = await startAnvil();
    usdt = await node.deployToken(6);
    const env = {
      DATABASE_URL: url.href,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      CHAIN_SCAN_SECONDS: '1',
    };
    const start = async () => {
      const proxy = await rpcProxy(node.url);
      const chains = [
        {
          key: CHAIN_KEY,
          name: 'Anvil',
          rpcUrl: proxy.url,
          token: usdt.address,
          decimals: 6,
          confirmations: 1,
          xpub: TEST_XPUB,
          explorerTxUrl: 'https://explorer.test/tx/{tx}',
          enabled: true,
        },
      ];
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fairdraw-chain-cluster-'));
      const server = await startServerProcess({ ...env, DATA_DIR: dataDir, CHAINS: JSON.stringify(chains) });
      instances.push({ server, proxy });
    };
    // The first start seeds the demo and builds the site when needed; then the second.
    await start();
    await start();
    database = await openDatabase({ databaseUrl: url.href, dataDir: '', poolSize: 2 });

    // A player, and their deposit address as `assignAddress` hands it out: the next deposit
    // index from the sequence, the address under the chain's xpub recorded as theirs.
    const registered = await fetch(`${instances[0]!.server.url}/api/app/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: player.username,
        password: 'secret-123',
        confirmPassword: 'secret-123',
        realName: 'R',
        invitationCode: 'FAIRDRAW',
        agreeTerms: true,
      }),
    });
    player.jwt = ((await registered.json()) as { data: { jwt: string } }).data.jwt;
    const [customer] = await query<{ id: string; deposit_index: number }>(
      sql`update customers set deposit_index = nextval('customer_deposit_index_seq')::int
          where username = ${player.username} returning id, deposit_index`,
    );
    player.address = depositAddress(TEST_XPUB, customer!.deposit_index);
    await database.db.execute(
      sql`insert into chain_addresses (chain_key, address, customer_id)
          values (${CHAIN_KEY}, ${player.address.toLowerCase()}, ${customer!.id})`,
    );
  }, 300_000);

  afterAll(async () => {
    for (const { server, proxy } of instances) {
      server.child.kill('SIGKILL');
      await server.exited;
      await proxy.close();
    }
    await database?.close();
    await node?.stop();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }, 60_000);

  it('only the scheduler leader reads the chain; the deposit is credited once', async () => {
    for (const { server } of instances)
      expect(server.output()).toContain('watching chains for USDT deposits');
    const roles = await waitFor(
      'one leader',
      async () => {
        const all = await Promise.all(instances.map(({ server }) => role(server)));
        return all.filter((r) => r === 'leader').length === 1 && all;
      },
      15_000,
    );
    const leader = instances[roles.indexOf('leader')]!;
    const standby = instances[roles.indexOf('standby')]!;

    const block = await pay(5_000_000n);
    await waitFor('the deposit credited', async () => (await deposits())[0]?.state === 'credited', 20_000);
    expect(await cursor()).toMatchObject({ last_error: null });
    expect(BigInt((await cursor())!.block_number!)).toBeGreaterThanOrEqual(block);
    expect(leader.proxy.logRanges.some((r) => r.from <= block && block <= r.to)).toBe(true);
    // The standby has a watcher too, and never read a log.
    expect(standby.proxy.logRanges).toEqual([]);
    expect(await balance()).toBe('5.00');
  });

  it('a killed leader’s successor resumes from the stored cursor: every deposit credited once', async () => {
    const roles = await Promise.all(instances.map(({ server }) => role(server)));
    const leader = instances[roles.indexOf('leader')]!;
    const successor = instances[roles.indexOf('standby')]!;
    leader.server.child.kill('SIGKILL');
    await leader.server.exited;
    await leader.proxy.close();
    instances.splice(instances.indexOf(leader), 1);
    const stored = BigInt((await cursor())!.block_number!);

    // While no one leads: a deposit, then enough blocks that a watcher starting near the head
    // (with no cursor) would never see it; then one more.
    const missed = await pay(7_000_000n);
    await node.mine(40);
    const last = await pay(11_000_000n);
    expect(missed).toBeLessThan(last - 12n);

    await waitFor('a new leader', async () => (await role(successor.server)) === 'leader', 20_000);
    await waitFor(
      'every deposit credited',
      async () => (await deposits()).filter((d) => d.state === 'credited').length === 3,
      30_000,
    );
    // Its first read starts at or below the block after the stored cursor (rewound by a
    // margin, as a first scan is), not near the head.
    expect(successor.proxy.logRanges[0]!.from).toBeLessThanOrEqual(stored + 1n);
    expect(await deposits()).toMatchObject([
      { state: 'credited', cents: '500' },
      { state: 'credited', cents: '700', block_number: String(missed) },
      { state: 'credited', cents: '1100', block_number: String(last) },
    ]);
    expect(await cursor()).toMatchObject({ last_error: null });
    expect(await balance()).toBe('23.00');
    const entries = await query<{ count: string }>(
      sql`select count(*) as count from ledger_entries where ref_type = ${CHAIN_DEPOSIT_REF}`,
    );
    expect(Number(entries[0]!.count)).toBe(6);
    const ledger = await checkLedger(database.db);
    expect(ledger.discrepancies).toEqual([]);
    expect(ledger.ok).toBe(true);
  });
});
