import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/schema/index.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp, type RouteEnvelope } from '../support/routes.ts';
import type { PlayerApi } from '#server/apiRoutes.ts';
import type { ReplyOf } from '#shared/contract/api.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, finance, fund } from '../support/wallet.ts';

const t = setupTestRuntime();

type Withdrawal = ReplyOf<PlayerApi, 'POST /withdraw/apply'>;

async function readyPlayer(amount = '200') {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  await fund(t, player, amount);
  return player;
}

const withdraw = (
  player: Player,
  amount: unknown,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  // Raw: the tests send amounts no route takes (numbers, negatives) too.
  t.call<RouteEnvelope<Withdrawal>>('POST', '/api/app/withdraw/apply', {
    headers: { ...player.headers, ...headers },
    body: { amount, transactionPassword: 'tx-pass', ...extra },
  });

const staffCall = async (
  id: string,
  action: 'approve' | 'paid' | 'fail' | 'reject',
  body: Record<string, unknown> = {},
) =>
  callAdmin(t, `POST /withdrawals/{id}/${action}`, {
    params: { id },
    headers: (await finance(t)).headers,
    body,
  });

describe('POST /withdraw/apply', () => {
  it('debits the amount at once and computes the fee: 1.00 + 0.50% rounded up', async () => {
    const player = await readyPlayer('200');
    const res = await withdraw(player, '100');
    // fee = 1.00 + 0.5% × 100.00 = 1.50; actual = 100.00 − 1.50 = 98.50
    expect(res.body.data).toMatchObject({
      status: 'pending',
      amount: '100.00',
      fee: '1.50',
      actualAmount: '98.50',
    });
    expect(await balanceOf(t, player)).toBe('100.00'); // 200 − 100
    await expectLedgerBalanced(t);
  });

  it('without a USDT address: the message that says where to set one', async () => {
    const player = await registerPlayer(t);
    await callApp(t, 'POST /customer/profile', {
      headers: player.headers,
      body: { phoneNumber: '+6591234567', transactionPassword: 'tx-pass' },
    });
    const res = await withdraw(player, '50');
    expect(res.body).toMatchObject({
      error: 'INCOMPLETE_REGISTER_INFO',
      message: 'Please set your USDT address on the personal page before withdrawing.',
    });
  });

  it('without a transaction password: INCOMPLETE_REGISTER_INFO', async () => {
    const player = await registerPlayer(t);
    await t.runtime.database.db.execute(
      // A legacy account with an address but no transaction password.
      `update customers set crypto_address = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', crypto_network = 'TRC20', phone_number = '+6512345678' where user_id = '${player.userId}'`,
    );
    const res = await withdraw(player, '50');
    expect(res.body.error).toBe('INCOMPLETE_REGISTER_INFO');
  });

  it('a wrong transaction password moves nothing', async () => {
    const player = await readyPlayer();
    const res = await withdraw(player, '50', { transactionPassword: 'nope' });
    expect(res.body.error).toBe('CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT');
    expect(await balanceOf(t, player)).toBe('200.00');
  });

  it.each([
    ['below the minimum (20.00)', '19.99', 'AMOUNT_BELOW_MINIMUM'],
    ['above the maximum (10 000.00)', '10000.01', 'AMOUNT_ABOVE_MAXIMUM'],
    ['above the balance', '200.01', 'WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE'],
  ])('refuses an amount %s', async (_why, amount, code) => {
    const player = await readyPlayer('200');
    const res = await withdraw(player, amount);
    expect(res.body.error).toBe(code);
    expect(await balanceOf(t, player)).toBe('200.00');
    await expectLedgerBalanced(t);
  });

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890']])(
    'refuses the amount %j',
    async (amount) => {
      const player = await readyPlayer();
      const res = await withdraw(player, amount);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { amount: 'INVALID_AMOUNT' } });
      expect(await balanceOf(t, player)).toBe('200.00');
    },
  );

  it('outside the withdrawal hours (in the site time zone) is refused', async () => {
    const player = await readyPlayer();
    await t.runtime.database.db
      .update(siteSettings)
      .set({ withdrawHoursStart: '09:00', withdrawHoursEnd: '21:00', timeZone: 'Asia/Singapore' })
      .where(eq(siteSettings.id, 1));
    t.runtime.site.invalidate();
    t.clock.set('2026-11-21T14:00:00Z'); // 22:00 in Singapore
    const late = await withdraw(player, '50');
    expect(late.body).toMatchObject({
      error: 'OUTSIDE_WITHDRAWAL_HOURS',
      message: 'Withdrawals are only possible from 09:00 to 21:00 (Asia/Singapore).',
    });
    t.clock.set('2026-11-22T02:00:00Z'); // 10:00 in Singapore
    expect((await withdraw(player, '50')).status).toBe(200);
  });

  it('only one open withdrawal at a time: WITHDRAWAL_IS_PROCESSING', async () => {
    const player = await readyPlayer();
    expect((await withdraw(player, '50')).status).toBe(200);
    const second = await withdraw(player, '50');
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('WITHDRAWAL_IS_PROCESSING');
    expect(await balanceOf(t, player)).toBe('150.00');
  });

  it('50 concurrent withdrawals: exactly one is taken, the balance ends exact', async () => {
    const player = await readyPlayer('300');
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(player, '25')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status !== 200).every((r) => r.body.error === 'WITHDRAWAL_IS_PROCESSING'),
    ).toBe(true);
    expect(await balanceOf(t, player)).toBe('275.00');
    await expectLedgerBalanced(t);
  });

  it('a repeat with the same Idempotency-Key returns the first withdrawal and debits once', async () => {
    const player = await readyPlayer();
    const key = { 'Idempotency-Key': 'withdraw-0001-abc' };
    const first = await withdraw(player, '50', {}, key);
    const second = await withdraw(player, '50', {}, key);
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(t, player)).toBe('150.00');
  });

  it('frozen or restricted accounts are refused', async () => {
    const player = await readyPlayer();
    const support = await staffSession(t, 'support');
    for (const [status, code] of [
      ['frozen', 'ACCOUNT_FROZEN'],
      ['restricted', 'ACCOUNT_RESTRICTED'],
    ]) {
      await t.call('POST', `/api/admin/customers/${player.userId}/status`, {
        headers: support.headers,
        body: { status, reason: 'x' },
      });
      const res = await withdraw(player, '50');
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(code);
    }
    expect(await balanceOf(t, player)).toBe('200.00');
  });
});

describe('the life of a withdrawal', () => {
  it('the player cancels while pending: refunded once (withdrawCancel)', async () => {
    const player = await readyPlayer();
    const { id } = (await withdraw(player, '50')).body.data;
    const cancel = await callApp(t, 'POST /withdraw/cancel', { query: { id }, headers: player.headers });
    expect(cancel.body.data.status).toBe('canceled');
    expect(await balanceOf(t, player)).toBe('200.00');
    const again = await callApp(t, 'POST /withdraw/cancel', { query: { id }, headers: player.headers });
    expect(again.body.error).toBe('WITHDRAWAL_STATUS_CHANGED');
    expect(await balanceOf(t, player)).toBe('200.00');
    await expectLedgerBalanced(t);
  });

  it('approved, then paid: completed, no balance change, the fee goes to the house', async () => {
    const player = await readyPlayer();
    const { id } = (await withdraw(player, '100')).body.data;
    expect((await staffCall(id, 'approve')).body.data.status).toBe('approved');
    const cancel = await callApp(t, 'POST /withdraw/cancel', { query: { id }, headers: player.headers });
    expect(cancel.body.error).toBe('WITHDRAWAL_IS_PROCESSING');
    const paid = await staffCall(id, 'paid', { txHash: '0xfeed' });
    expect(paid.body.data.status).toBe('completed');
    expect(await balanceOf(t, player)).toBe('100.00');
    const check = await callAdmin(t, 'GET /ledger/check', { headers: (await finance(t)).headers });
    expect(check.body.data.houseBalances).toMatchObject({
      fees: '1.50',
      withdrawalsPaid: '98.50',
      withdrawalsPending: '0.00',
    });
    await expectLedgerBalanced(t);
  });

  it('approved, then failed: refunded (withdrawFailed), and a second failure refunds nothing', async () => {
    const player = await readyPlayer();
    const { id } = (await withdraw(player, '100')).body.data;
    await staffCall(id, 'approve');
    expect((await staffCall(id, 'fail', { reason: 'chain congestion' })).body.data.status).toBe('failed');
    expect(await balanceOf(t, player)).toBe('200.00');
    const again = await staffCall(id, 'fail', { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('WITHDRAWAL_STATUS_CHANGED');
    expect(await balanceOf(t, player)).toBe('200.00');
  });

  it('rejected while pending: refunded (withdrawReject), visible to the player with its reason', async () => {
    const player = await readyPlayer();
    const { id } = (await withdraw(player, '60')).body.data;
    await staffCall(id, 'reject', { reason: 'address on a sanctions list' });
    expect(await balanceOf(t, player)).toBe('200.00');
    const records = await callApp(t, 'GET /withdraw/search', { headers: player.headers });
    expect(records.body.data.list[0]).toMatchObject({
      id,
      status: 'rejected',
      reason: 'address on a sanctions list',
    });
    const tx = await callApp(t, 'GET /game/search/transaction', {
      query: { start: '2026-11-01', end: '2026-12-01' },
      headers: player.headers,
    });
    expect(tx.body.data.list.map((e) => e.reason)).toEqual(['withdrawReject', 'withdraw', 'recharge']);
  });

  it('cancel racing approve: exactly one of the two happens', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await readyPlayer();
      const { id } = (await withdraw(player, '50')).body.data;
      const [cancel, approve] = await Promise.all([
        callApp(t, 'POST /withdraw/cancel', { query: { id }, headers: player.headers }),
        staffCall(id, 'approve'),
      ]);
      expect([cancel.status, approve.status].filter((s) => s === 200)).toHaveLength(1);
      expect(await balanceOf(t, player)).toBe(cancel.status === 200 ? '200.00' : '150.00');
    }
    await expectLedgerBalanced(t);
  });

  it('reject racing fail on an approved withdrawal cannot refund twice', async () => {
    const player = await readyPlayer();
    const { id } = (await withdraw(player, '50')).body.data;
    await staffCall(id, 'approve');
    const results = await Promise.all([
      staffCall(id, 'fail', { reason: 'a' }),
      staffCall(id, 'fail', { reason: 'b' }),
      staffCall(id, 'reject', { reason: 'c' }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t, player)).toBe('200.00');
    await expectLedgerBalanced(t);
  });

  it('another player cannot cancel my withdrawal (404, nothing changes)', async () => {
    const player = await readyPlayer();
    const thief = await registerPlayer(t);
    const { id } = (await withdraw(player, '50')).body.data;
    const res = await callApp(t, 'POST /withdraw/cancel', { query: { id }, headers: thief.headers });
    expect(res.status).toBe(404);
    const mine = await callApp(t, 'GET /withdraw/search', { headers: player.headers });
    expect(mine.body.data.list[0]?.status).toBe('pending');
    const theirs = await callApp(t, 'GET /withdraw/search', { headers: thief.headers });
    expect(theirs.body.data.total).toBe(0);
  });

  it('a malformed id is a validation error', async () => {
    const player = await readyPlayer();
    expect(
      (await t.call('POST', '/api/app/withdraw/cancel?id=1%20or%201=1', { headers: player.headers })).status,
    ).toBe(400);
  });
});
