import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, finance, fund } from '../support/wallet.ts';

const t = setupTestRuntime();

type Deposit = {
  id: string;
  status: string;
  amount: string;
  amountReceived: string | null;
  reversed: boolean;
};
const apply = (headers: Record<string, string>, body: unknown, extra: Record<string, string> = {}) =>
  t.call<Envelope & { data: Deposit }>('POST', '/api/app/deposit/apply', {
    headers: { ...headers, ...extra },
    body,
  });

describe('POST /deposit/apply', () => {
  it('records a pending deposit and moves no money yet', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player.headers, { amount: '25.5', network: 'TRC20' });
    expect(res.body.data).toMatchObject({
      amount: '25.50',
      status: 'pending',
      amountReceived: null,
      network: 'TRC20',
    });
    expect(await balanceOf(t, player)).toBe('0.00');
  });

  it('refuses an amount below the site minimum (10.00) with AMOUNT_BELOW_MINIMUM naming it', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player.headers, { amount: '9.99' });
    expect(res.body).toMatchObject({
      error: 'AMOUNT_BELOW_MINIMUM',
      fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
    });
  });

  it.each([['0'], ['-1'], ['1e3'], ['0.001'], ['abc'], ['12345678901234567890'], [''], [12]])(
    'refuses the amount %j and records nothing',
    async (amount) => {
      const player = await registerPlayer(t);
      const res = await apply(player.headers, { amount });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { amount: 'INVALID_AMOUNT' } });
      const list = await callApp(t, 'GET /deposit/search', { headers: player.headers });
      expect(list.body.data.total).toBe(0);
    },
  );

  it('a missing amount is named as a required field', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player.headers, {});
    expect(res.body).toMatchObject({ fields: { amount: 'REQUIRED' } });
  });

  it('with an Idempotency-Key, a repeat returns the same deposit and records one', async () => {
    const player = await registerPlayer(t);
    const key = { 'Idempotency-Key': 'deposit-key-0001' };
    const first = await apply(player.headers, { amount: '20' }, key);
    const second = await apply(player.headers, { amount: '20' }, key);
    expect(second.body.data.id).toBe(first.body.data.id);
    const list = await callApp(t, 'GET /deposit/search', { headers: player.headers });
    expect(list.body.data.total).toBe(1);
  });
});

describe('staff confirm, reject and reverse deposits', () => {
  it('confirm credits the amount received (recharge), notifies the player, and the books balance', async () => {
    const player = await registerPlayer(t);
    const applied = await apply(player.headers, { amount: '50' });
    const staff = await finance(t);
    const res = await callAdmin(t, 'POST /deposits/{id}/confirm', {
      params: { id: applied.body.data.id },
      headers: staff.headers,
      body: { amount: '49.5', txHash: 'abc123' },
    });
    expect(res.body.data).toMatchObject({ status: 'completed', amount: '50.00', amountReceived: '49.50' });
    expect(await balanceOf(t, player)).toBe('49.50');
    const tx = await callApp(t, 'GET /game/search/transaction', {
      query: { start: '2026-11-01', end: '2026-12-01' },
      headers: player.headers,
    });
    expect(tx.body.data.list).toEqual([
      expect.objectContaining({ reason: 'recharge', amount: '49.50', balance: '49.50' }),
    ]);
    const unread = await callApp(t, 'GET /notification/unread/count', { headers: player.headers });
    expect(unread.body.data).toEqual({ count: 1 });
    await expectLedgerBalanced(t);
  });

  it('a second confirm (or a confirm after a reject) is 409 and credits nothing more', async () => {
    const player = await registerPlayer(t);
    const applied = await apply(player.headers, { amount: '30' });
    const staff = await finance(t);
    const url = `/api/admin/deposits/${applied.body.data.id}`;
    expect(
      (await t.call('POST', `${url}/confirm`, { headers: staff.headers, body: { amount: '30' } })).status,
    ).toBe(200);
    const again = await t.call<Envelope>('POST', `${url}/confirm`, {
      headers: staff.headers,
      body: { amount: '30' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('WITHDRAWAL_STATUS_CHANGED');
    const reject = await t.call<Envelope>('POST', `${url}/reject`, {
      headers: staff.headers,
      body: { reason: 'late' },
    });
    expect(reject.status).toBe(409);
    expect(await balanceOf(t, player)).toBe('30.00');
  });

  it('ten concurrent confirms of one deposit credit it once', async () => {
    const player = await registerPlayer(t);
    const applied = await apply(player.headers, { amount: '40' });
    const staff = await finance(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        callAdmin(t, 'POST /deposits/{id}/confirm', {
          params: { id: applied.body.data.id },
          headers: staff.headers,
          body: { amount: '40' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t, player)).toBe('40.00');
    await expectLedgerBalanced(t);
  });

  it('reject leaves the balance alone and notifies', async () => {
    const player = await registerPlayer(t);
    const applied = await apply(player.headers, { amount: '30' });
    const staff = await finance(t);
    const res = await callAdmin(t, 'POST /deposits/{id}/reject', {
      params: { id: applied.body.data.id },
      headers: staff.headers,
      body: { reason: 'no such transaction on chain' },
    });
    expect(res.body.data.status).toBe('rejected');
    expect(await balanceOf(t, player)).toBe('0.00');
  });

  it('reverse takes back a deposit still in the balance (chargeRevoke)', async () => {
    const player = await registerPlayer(t);
    await fund(t, player, '80');
    const list = await callApp(t, 'GET /deposit/search', { headers: player.headers });
    const id = list.body.data.list[0]?.id;
    const staff = await finance(t);
    const res = await t.call<Envelope & { data: Deposit }>('POST', `/api/admin/deposits/${id}/reverse`, {
      headers: staff.headers,
      body: { reason: 'chargeback' },
    });
    expect(res.body.data.reversed).toBe(true);
    expect(await balanceOf(t, player)).toBe('0.00');
    await expectLedgerBalanced(t);
    // Once only.
    expect(
      (
        await t.call('POST', `/api/admin/deposits/${id}/reverse`, {
          headers: staff.headers,
          body: { reason: 'again' },
        })
      ).status,
    ).toBe(409);
  });

  it('reverse of a deposit partly spent takes the balance to zero and records the rest as owed', async () => {
    const player = await registerPlayer(t);
    const friend = await registerPlayer(t);
    await fund(t, player, '100');
    await callApp(t, 'POST /customer/profile', {
      headers: player.headers,
      body: { phoneNumber: '+6591234567', transactionPassword: 'tx-pass' },
    });
    await callApp(t, 'POST /transfer', {
      headers: player.headers,
      body: { toUserId: friend.userId, amount: '70', transactionPassword: 'tx-pass' },
    });
    const staff = await finance(t);
    const deposits = await callAdmin(t, 'GET /deposits', {
      query: { userId: player.userId },
      headers: staff.headers,
    });
    const id = deposits.body.data.list[0]?.id;
    await t.call('POST', `/api/admin/deposits/${id}/reverse`, {
      headers: staff.headers,
      body: { reason: 'chargeback' },
    });
    // 100 received, 70 sent on: 30 taken back, 70 owed.
    expect(await balanceOf(t, player)).toBe('0.00');
    const after = await callAdmin(t, 'GET /deposits', {
      query: { userId: player.userId },
      headers: staff.headers,
    });
    expect(after.body.data.list[0]).toMatchObject({ reversed: true, owed: '70.00' });
    await expectLedgerBalanced(t);
  });

  it('support may look at deposits but not confirm them (403)', async () => {
    const player = await registerPlayer(t);
    const applied = await apply(player.headers, { amount: '30' });
    const support = await staffSession(t, 'support');
    expect(
      (await callAdmin(t, 'GET /deposits', { query: { status: 'pending' }, headers: support.headers }))
        .status,
    ).toBe(200);
    const res = await callAdmin(t, 'POST /deposits/{id}/confirm', {
      params: { id: applied.body.data.id },
      headers: support.headers,
      body: { amount: '30' },
    });
    expect(res.status).toBe(403);
    expect(await balanceOf(t, player)).toBe('0.00');
  });

  it('a player sees only their own deposits', async () => {
    const alice = await registerPlayer(t);
    const bob = await registerPlayer(t);
    await apply(alice.headers, { amount: '30' });
    const bobs = await callApp(t, 'GET /deposit/search', { headers: bob.headers });
    expect(bobs.body.data.total).toBe(0);
  });
});
