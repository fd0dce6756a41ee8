/**
 * A reorganisation deeper than the confirmations, made with anvil's evm_snapshot / evm_revert,
 * on PGlite and PostgreSQL: a credited deposit whose transfer left the chain is flagged for
 * staff (the console's queue and count, the audit log) and reversed through the ledger, never
 * below zero and never losing a cent (what was spent is owed); a transfer mined again elsewhere
 * keeps one record and one credit, and a flag clears when its transfer comes back; a held
 * deposit whose transfer left the chain is dropped.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createWalletClient, http, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { CHAIN_DEPOSIT_REF } from '#server/chain/credit.ts';
import { chainDeposits, ledgerEntries } from '#server/db/schema/index.ts';
import type { Notification } from '#shared/contract/notifications.ts';
import type { Page } from '#shared/contract/common.ts';
import { TEST_MNEMONIC, tokenAbi } from '../support/anvil.ts';
import { chainRuntime, signedTransaction } from '../support/chainApi.ts';
import { CHAIN_KEY, testAdapter, watcherFor } from '../support/chainWatcher.ts';
import { configuredChains } from '#server/chain/setup.ts';
import { completeProfile, staffSession } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced } from '../support/wallet.ts';

const chain = chainRuntime({ confirmations: 2, minDeposit: 500n });
const { t } = chain;

/** Every record of the transaction `hash`. */
const recordsOf = (hash: Hash) =>
  t.runtime.database.db.select().from(chainDeposits).where(eq(chainDeposits.txHash, hash.toLowerCase()));

/** The ledger entries of chain deposits. */
const chainLedger = () =>
  t.runtime.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.refType, CHAIN_DEPOSIT_REF));

/**
 * A deposit of `usdt` credited in a block a snapshot comes before: `revert` then replaces its
 * block with `blocks` new empty ones, deeper than the confirmations.
 */
async function creditedThenReorged(usdt: number) {
  const me = await chain.depositor();
  const snapshot = await chain.node.snapshot();
  const hash = await chain.send(me.address, usdt);
  const raw = await signedTransaction(chain.node, hash);
  await chain.node.mine(1);
  expect(await chain.scan()).toMatchObject({ credited: 1 });
  const [row] = await recordsOf(hash);
  return {
    ...me,
    hash,
    raw,
    id: row?.id ?? '',
    async reorg(blocks = 4) {
      await chain.node.revert(snapshot);
      await chain.node.mine(blocks);
    },
  };
}

describe('a credited deposit whose transfer a deep reorganisation removed', () => {
  it('is flagged for staff once, queued, counted and audited; reversed through the ledger, the spent part owed', async () => {
    const deposit = await creditedThenReorged(50);
    // The player withdraws some of it meanwhile.
    await completeProfile(t, deposit.player, 'tx-pass');
    const withdrawal = await t.call('POST', '/api/app/withdraw/apply', {
      headers: deposit.player.headers,
      body: { amount: '30', transactionPassword: 'tx-pass' },
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const left = await balanceOf(t, deposit.player);
    expect(Number(left)).toBeLessThan(50);

    await deposit.reorg();
    expect(await chain.scan()).toMatchObject({ flagged: 1, credited: 0 });
    expect(await chain.scan()).toMatchObject({ flagged: 0 });
    const support = await staffSession(t, 'support');
    expect((await chain.status(support))[0]).toMatchObject({ flagged: 1 });
    const queue = await chain.staffList(support, '?flagged=true');
    expect(queue.list).toEqual([
      expect.objectContaining({
        id: deposit.id,
        state: 'credited',
        flag: 'reorg',
        flaggedAt: expect.any(String),
      }),
    ]);
    const admin = await staffSession(t, 'admin');
    const flags = await chain.auditOf(admin, 'chainDeposit.flag', deposit.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      staffId: null,
      after: { flag: 'reorg', amount: '50.00', txHash: deposit.hash },
    });
    // The player still sees the credit until staff decide.
    expect((await chain.depositsOf(deposit.player)).list[0]).toMatchObject({ state: 'credited' });

    expect((await chain.decide(support, deposit.id, 'reverse', { note: 'x' })).status).toBe(403);
    expect((await chain.decide(admin, deposit.id, 'reverse', { note: ' ' })).status).toBe(400);
    const finance = await staffSession(t, 'finance');
    const owed = (50 - Number(left)).toFixed(2);
    const reversed = await chain.decide(finance, deposit.id, 'reverse', { note: 'transfer left the chain' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.data).toMatchObject({
      state: 'reversed',
      owed,
      flag: 'reorg',
      decidedBy: finance.username,
    });
    expect(await balanceOf(t, deposit.player)).toBe('0.00');
    expect(await chain.auditOf(admin, 'chainDeposit.reverse', deposit.id)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ taken: left, owed }) }),
    ]);
    const again = await chain.decide(finance, deposit.id, 'reverse', { note: 'twice' });
    expect(again.body.error).toBe('WITHDRAWAL_STATUS_CHANGED');
    expect((await chain.staffList(support, '?flagged=true')).total).toBe(0);
    expect((await chain.status(support))[0]).toMatchObject({ flagged: 0 });
    const notices = await chain.get<Page<Notification>>(
      '/api/app/notification/search',
      deposit.player.headers,
    );
    expect(notices.list.find((n) => n.kind === 'depositReversed')?.body).toContain('transfer left the chain');
    await expectLedgerBalanced(t);
  });

  it('clears its flag by itself when the same transaction is mined again, crediting nothing more', async () => {
    const deposit = await creditedThenReorged(8);
    await deposit.reorg();
    expect(await chain.scan()).toMatchObject({ flagged: 1 });
    expect(await chain.node.client.sendRawTransaction({ serializedTransaction: deposit.raw })).toBe(
      deposit.hash,
    );
    await chain.node.client.waitForTransactionReceipt({ hash: deposit.hash });
    expect(await chain.scan()).toMatchObject({ flagged: 0, credited: 0 });
    const [row, ...more] = await recordsOf(deposit.hash);
    expect(more).toEqual([]);
    const receipt = await chain.node.client.getTransactionReceipt({ hash: deposit.hash });
    expect(row).toMatchObject({ state: 'credited', flag: null, blockHash: receipt.blockHash });
    const admin = await staffSession(t, 'admin');
    expect(await chain.auditOf(admin, 'chainDeposit.flagCleared', deposit.id)).toHaveLength(1);
    expect(await balanceOf(t, deposit.player)).toBe('8.00');
    expect(await chainLedger()).toHaveLength(2);
  });
});

describe('a credited transfer mined again elsewhere after a deep reorganisation', () => {
  it('keeps one record, moved to its new block and log index, and one credit', async () => {
    // Another sender's transfer goes first in the block ours is first mined in.
    const other = createWalletClient({
      account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 }),
      chain: foundry,
      transport: http(chain.node.url),
    });
    await chain.usdt.mint(other.account.address, 1_000_000n);
    const me = await chain.depositor();
    const snapshot = await chain.node.snapshot();
    await chain.node.automine(false);
    let hash: Hash;
    try {
      await other.writeContract({
        address: chain.usdt.address,
        abi: tokenAbi,
        functionName: 'transfer',
        args: ['0x000000000000000000000000000000000000dEaD' as Address, 1_000_000n],
        maxPriorityFeePerGas: 5_000_000_000n,
      });
      hash = await chain.usdt.sendUsdt(me.address, 6_000_000n);
      await chain.node.mine(2);
    } finally {
      await chain.node.automine(true);
    }
    const first = await chain.node.client.getTransactionReceipt({ hash });
    expect(first.logs[0]?.logIndex).toBe(1);
    const raw = await signedTransaction(chain.node, hash);
    expect(await chain.scan()).toMatchObject({ credited: 1 });
    const [credited] = await recordsOf(hash);

    // Deeper than the confirmations: the chain forgets both; ours alone is mined again.
    await chain.node.revert(snapshot);
    await chain.node.client.sendRawTransaction({ serializedTransaction: raw });
    const again = await chain.node.client.waitForTransactionReceipt({ hash });
    await chain.node.mine(2);
    expect(again.logs[0]?.logIndex).toBe(0);
    expect(await chain.scan()).toMatchObject({ flagged: 0, credited: 0 });
    expect(await chain.scan()).toMatchObject({ flagged: 0, credited: 0 });
    expect(await recordsOf(hash)).toEqual([
      expect.objectContaining({
        id: credited?.id,
        state: 'credited',
        flag: null,
        blockHash: again.blockHash,
        logIndex: 0,
      }),
    ]);
    expect(await balanceOf(t, me.player)).toBe('6.00');
    expect(await chainLedger()).toHaveLength(2);
    await expectLedgerBalanced(t);
  });
});

describe('a second look that fails', () => {
  it('stops neither the credits of the scan nor the next look', async () => {
    const next = await chain.depositor();
    const deposit = await creditedThenReorged(9);
    const config = configuredChains(t.runtime.config)[0];
    if (!config) throw new Error('no chain');
    let broken = true;
    const watcher = watcherFor(t, config, {
      adapterFor: (c) => {
        const real = testAdapter(c);
        return {
          ...real,
          transaction: (hash) =>
            broken ? Promise.reject(new Error('receipts unavailable')) : real.transaction(hash),
        };
      },
    });
    // One block in place of the deposit's, then the next deposit's and its confirmation.
    await deposit.reorg(1);
    await chain.send(next.address, 6);
    await chain.node.mine(1);
    const failed = await watcher.scanOnce(CHAIN_KEY);
    expect(failed).toMatchObject({ ok: false, error: 'receipts unavailable', credited: 1, flagged: 0 });
    expect(await balanceOf(t, next.player)).toBe('6.00');
    broken = false;
    expect(await watcher.scanOnce(CHAIN_KEY)).toMatchObject({ ok: true, flagged: 1 });
  });
});

describe('a held deposit whose transfer a deep reorganisation removed', () => {
  it('is dropped, and can no longer be released', async () => {
    const me = await chain.depositor();
    const snapshot = await chain.node.snapshot();
    const hash = await chain.send(me.address, 2.5);
    await chain.node.mine(1);
    expect(await chain.scan()).toMatchObject({ held: 1 });
    await chain.node.revert(snapshot);
    await chain.node.mine(4);
    expect(await chain.scan()).toMatchObject({ dropped: 1, flagged: 0 });
    const [row] = await t.runtime.database.db
      .select()
      .from(chainDeposits)
      .where(and(eq(chainDeposits.txHash, hash.toLowerCase()), eq(chainDeposits.state, 'dropped')));
    expect(row).toMatchObject({ reason: 'reorg' });
    const finance = await staffSession(t, 'finance');
    expect((await chain.decide(finance, row?.id ?? '', 'release', { note: 'x' })).status).toBe(409);
    expect(await balanceOf(t, me.player)).toBe('0.00');
  });
});

describe('the staff API document', () => {
  it('declares the reversal, the flagged queue and the refund hash of a return, with their error codes', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await t.call<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/admin/openapi.json',
      {
        headers: admin.headers,
      },
    );
    const reverse = JSON.stringify(res.body.paths['/api/admin/chain/deposits/{id}/reverse']?.post);
    expect(reverse).toContain('WITHDRAWAL_STATUS_CHANGED');
    expect(reverse).toContain('note');
    const release = JSON.stringify(res.body.paths['/api/admin/chain/deposits/{id}/release']?.post);
    for (const code of [
      'ACCOUNT_SELF_EXCLUDED',
      'ACCOUNT_IN_TIMEOUT',
      'DEPOSIT_LIMIT_EXCEEDED',
      'AMOUNT_ABOVE_MAXIMUM',
    ])
      expect(release).toContain(code);
    const list = JSON.stringify(res.body.paths['/api/admin/chain/deposits']?.get);
    expect(list).toContain('flagged');
    const returned = JSON.stringify(res.body.paths['/api/admin/chain/deposits/{id}/return']?.post);
    expect(returned).toMatch(/"required":\[[^\]]*"txHash"/);
  });
});
