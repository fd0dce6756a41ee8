import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/schema/index.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';

const t = setupTestRuntime();

async function readyPlayer(amount?: string) {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  if (amount) await fund(t, player, amount);
  return player;
}

const transfer = (
  from: Player,
  toUserId: unknown,
  amount: unknown,
  headers: Record<string, string> = {},
  password = 'tx-pass',
) =>
  t.call<Envelope & { data: { id: string; fromUserId: string; toUserId: string; amount: string } }>(
    'POST',
    '/api/app/transfer',
    {
      headers: { ...from.headers, ...headers },
      body: { toUserId, amount, transactionPassword: password },
    },
  );

describe('POST /transfer', () => {
  it('moves the amount from sender to receiver in one transaction and notifies the receiver', async () => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    const res = await transfer(alice, bob.userId, '30.25');
    expect(res.body.data).toMatchObject({ fromUserId: alice.userId, toUserId: bob.userId, amount: '30.25' });
    expect(await balanceOf(t, alice)).toBe('69.75'); // 100 − 30.25
    expect(await balanceOf(t, bob)).toBe('30.25');
    const notes = await callApp(t, 'GET /notification/search', { headers: bob.headers });
    expect(notes.body.data.list[0]).toMatchObject({
      title: 'Transfer received',
      body: `You received 30.25 USDT from user ${alice.userId}.`,
    });
    await expectLedgerBalanced(t);
  });

  it('appears in the receiver’s deposit records (fromUserId) and the sender’s withdrawal records (toUserId)', async () => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    await transfer(alice, bob.userId, '10');
    const deposits = await callApp(t, 'GET /deposit/search', { headers: bob.headers });
    expect(deposits.body.data.list).toEqual([
      expect.objectContaining({
        amount: '10.00',
        status: 'completed',
        reason: 'internalTransferReceive',
        fromUserId: alice.userId,
      }),
    ]);
    const withdrawals = await callApp(t, 'GET /withdraw/search', { headers: alice.headers });
    expect(withdrawals.body.data.list).toEqual([
      expect.objectContaining({ amount: '10.00', reason: 'internalTransferSend', toUserId: bob.userId }),
    ]);
    const sent = await callApp(t, 'GET /transfer/search', {
      query: { transactionReason: 'internalTransferSend' },
      headers: alice.headers,
    });
    const received = await callApp(t, 'GET /transfer/search', {
      query: { transactionReason: 'internalTransferReceive' },
      headers: alice.headers,
    });
    expect([sent.body.data.total, received.body.data.total]).toEqual([1, 0]);
  });

  it.each([
    ['to oneself', 'self', '10', 'CANNOT_TRANSFER_TO_SELF'],
    ['to a user id nobody has', '999999', '10', 'USER_IS_NOT_EXISTS'],
    ['below the minimum (1.00)', 'bob', '0.99', 'AMOUNT_BELOW_MINIMUM'],
    ['above the single transfer limit (5 000.00)', 'bob', '5000.01', 'TRANSFER_LIMIT_EXCEEDED'],
    ['above the balance', 'bob', '100.01', 'INSUFFICIENT_BALANCE'],
  ])('refuses a transfer %s, moving nothing', async (_why, to, amount, code) => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    const toUserId = to === 'self' ? alice.userId : to === 'bob' ? bob.userId : to;
    const res = await transfer(alice, toUserId, amount);
    expect(res.body.error).toBe(code);
    expect(await balanceOf(t, alice)).toBe('100.00');
    expect(await balanceOf(t, bob)).toBe('0.00');
    await expectLedgerBalanced(t);
  });

  it('tells the player the balance is too low for this transfer', async () => {
    const alice = await readyPlayer('10');
    const bob = await registerPlayer(t);
    const res = await transfer(alice, bob.userId, '10.01');
    expect(res.body).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456]])(
    'refuses the user id %j, asking for a 6-digit User ID',
    async (toUserId) => {
      const alice = await readyPlayer('100');
      const res = await transfer(alice, toUserId, '10');
      expect(res.body).toMatchObject({
        fields: { toUserId: 'USER_ID_INVALID' },
        message: 'Please enter a valid 6-digit User ID.',
      });
    },
  );

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890']])(
    'refuses the amount %j',
    async (amount) => {
      const alice = await readyPlayer('100');
      const bob = await registerPlayer(t);
      const res = await transfer(alice, bob.userId, amount);
      expect(res.body).toMatchObject({ fields: { amount: 'INVALID_AMOUNT' } });
      expect(await balanceOf(t, alice)).toBe('100.00');
    },
  );

  it('the daily limit counts the day in the site time zone', async () => {
    await t.runtime.database.db
      .update(siteSettings)
      .set({ transferDailyLimit: 5000n })
      .where(eq(siteSettings.id, 1)); // 50.00
    t.runtime.site.invalidate();
    const alice = await readyPlayer('200');
    const bob = await registerPlayer(t);
    t.clock.set('2026-11-21T15:00:00Z'); // 23:00 in Singapore
    expect((await transfer(alice, bob.userId, '30')).status).toBe(200);
    expect((await transfer(alice, bob.userId, '20.01')).body.error).toBe('DAILY_LIMIT_EXCEEDED');
    expect((await transfer(alice, bob.userId, '20')).status).toBe(200);
    t.clock.set('2026-11-21T16:00:00Z'); // midnight in Singapore: a new day
    expect((await transfer(alice, bob.userId, '50')).status).toBe(200);
    expect(await balanceOf(t, alice)).toBe('100.00');
  });

  it('needs a complete profile and the right transaction password', async () => {
    const newcomer = await registerPlayer(t);
    const bob = await registerPlayer(t);
    expect((await transfer(newcomer, bob.userId, '10')).body.error).toBe('INCOMPLETE_REGISTER_INFO');
    const alice = await readyPlayer('100');
    expect((await transfer(alice, bob.userId, '10', {}, 'wrong')).body.error).toBe(
      'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
    );
    expect(await balanceOf(t, alice)).toBe('100.00');
  });

  it('frozen or restricted senders are refused', async () => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    await callAdmin(t, 'POST /customers/{userId}/status', {
      params: { userId: alice.userId },
      headers: support.headers,
      body: { status: 'frozen', reason: 'x' },
    });
    const res = await transfer(alice, bob.userId, '10');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ACCOUNT_FROZEN');
  });

  it('50 concurrent transfers against a balance that covers 10: exactly 10 succeed, balances exact', async () => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(alice, bob.userId, '10')));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    expect(
      results.filter((r) => r.status !== 200).every((r) => r.body.error === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect(await balanceOf(t, alice)).toBe('0.00');
    expect(await balanceOf(t, bob)).toBe('100.00');
    await expectLedgerBalanced(t);
  });

  it('two players sending to each other at once do not deadlock and end exact', async () => {
    const alice = await readyPlayer('100');
    const bob = await readyPlayer('100');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? transfer(alice, bob.userId, '5') : transfer(bob, alice.userId, '5'),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, alice)).toBe('100.00');
    expect(await balanceOf(t, bob)).toBe('100.00');
    await expectLedgerBalanced(t);
  });

  it('a repeat with the same Idempotency-Key moves money once, even ten at once', async () => {
    const alice = await readyPlayer('100');
    const bob = await registerPlayer(t);
    const key = { 'Idempotency-Key': 'transfer-key-0001' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => transfer(alice, bob.userId, '25', key)),
    );
    expect(new Set(results.map((r) => r.body.data?.id)).size).toBe(1);
    expect(await balanceOf(t, alice)).toBe('75.00');
    expect(await balanceOf(t, bob)).toBe('25.00');
  });
});
