import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession } from '../support/accounts.ts';
import { defineRoute } from '#server/http/route.ts';

const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

// Probes of the account-state guard, as the money and betting routes will declare it.
const probes = () =>
  (['bet', 'withdraw', 'transfer'] as const).map((action) =>
    defineRoute({
      method: 'post',
      path: `/probe/${action}`,
      summary: 'probe',
      tags: ['probe'],
      auth: 'player',
      account: action,
      response: z.null(),
      handler: () => null,
    }),
  );

const t = setupTestRuntime({ extraPlayerRoutes: probes });

const profile = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.call<Envelope>('POST', '/api/app/customer/profile', { headers, body });

describe('POST /customer/profile', () => {
  it('the first save sets the transaction password and the fields, which are then locked', async () => {
    const player = await registerPlayer(t);
    const res = await profile(player.headers, {
      phoneNumber: '+65 9123-4567',
      cryptoAddress: TRON,
      transactionPassword: 'tx-pass',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      phoneNumber: '+6591234567',
      cryptoAddress: TRON,
      cryptoNetwork: 'TRC20',
      hasTransactionPassword: true,
      locked: { realName: true, phoneNumber: true, cryptoAddress: true },
    });
    const check = await callApp(t, 'GET /customer/transaction/password/check', { headers: player.headers });
    expect(check.body.data).toEqual({ isSet: true });
  });

  it('fields can be saved one at a time; each locks once set', async () => {
    const player = await registerPlayer(t);
    await profile(player.headers, { phoneNumber: '+6591234567', transactionPassword: 'tx-pass' });
    const res = await profile(player.headers, { cryptoAddress: ETH, transactionPassword: 'tx-pass' });
    expect(res.body.data).toMatchObject({
      phoneNumber: '+6591234567',
      cryptoAddress: ETH,
      cryptoNetwork: 'ERC20',
    });
  });

  it.each([
    ['realName', { realName: 'Someone Else' }, 'REAL_NAME_CAN_NOT_BE_CHANGED'],
    ['phoneNumber', { phoneNumber: '+6500000000' }, 'PHONE_NUMBER_CAN_NOT_BE_CHANGED'],
    ['cryptoAddress', { cryptoAddress: ETH }, 'CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED'],
  ])('changing a saved %s is refused with %s, and nothing changes', async (_field, change, code) => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    const res = await profile(player.headers, { ...change, transactionPassword: 'tx-pass' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(code);
    const me = await callApp(t, 'GET /customer', { headers: player.headers });
    expect(me.body.data).toMatchObject({
      realName: 'Test Player',
      phoneNumber: '+6591234567',
      cryptoAddress: TRON,
    });
  });

  it('sending the saved value again is fine', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    const res = await profile(player.headers, {
      realName: 'Test Player',
      phoneNumber: '+6591234567',
      transactionPassword: 'tx-pass',
    });
    expect(res.status).toBe(200);
  });

  it('requires the transaction password, with the message asking for it', async () => {
    const player = await registerPlayer(t);
    const res = await profile(player.headers, { phoneNumber: '+6591234567' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { transactionPassword: 'TRANSACTION_PASSWORD_REQUIRED' },
      message: 'Please enter your transaction password',
    });
  });

  it('refuses a wrong transaction password once one is set', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    const res = await profile(player.headers, { realName: 'Test Player', transactionPassword: 'wrong-one' });
    expect(res.body).toMatchObject({ error: 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT' });
  });

  it('limits wrong transaction passwords: after 5, even the right one is RATE_LIMITED for the window', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    for (let i = 0; i < 5; i++) {
      expect((await profile(player.headers, { transactionPassword: `wrong-${i}` })).body.error).toBe(
        'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
      );
    }
    const blocked = await profile(player.headers, { transactionPassword: 'tx-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('parallel guesses cannot pass the limit: of 20 wrong passwords sent at once, at most 5 are checked', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => profile(player.headers, { transactionPassword: `guess-${i}` })),
    );
    expect(
      results.filter((r) => r.body.error === 'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT'),
    ).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('a new transaction password set by the first save must have at least 6 characters', async () => {
    const player = await registerPlayer(t);
    const res = await profile(player.headers, { phoneNumber: '+6591234567', transactionPassword: '12345' });
    expect(res.body).toMatchObject({ error: 'PASSWORD_TOO_SHORT' });
    const me = await callApp(t, 'GET /customer', { headers: player.headers });
    expect(me.body.data).toMatchObject({ phoneNumber: null, hasTransactionPassword: false });
  });

  it.each([
    ['a TRC-20 address with a bad checksum', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBg'],
    ['an ERC-20 address with a bad EIP-55 checksum', '0x52908400098527886E0F7030069857D2E4169Ee7'],
    ['a Bitcoin address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ])('refuses %s with INVALID_CHAIN_OR_ADDRESS', async (_why, cryptoAddress) => {
    const player = await registerPlayer(t);
    const res = await profile(player.headers, { cryptoAddress, transactionPassword: 'tx-pass' });
    expect(res.body).toMatchObject({
      error: 'INVALID_CHAIN_OR_ADDRESS',
      fields: { cryptoAddress: 'INVALID_CHAIN_OR_ADDRESS' },
    });
  });

  it('refuses a malformed phone number', async () => {
    const player = await registerPlayer(t);
    const res = await profile(player.headers, { phoneNumber: 'call me', transactionPassword: 'tx-pass' });
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { phoneNumber: 'PHONE_NUMBER_INVALID' },
    });
  });
});

describe('POST /customer/password', () => {
  it('changes the password, ends every session and returns a token for a new one', async () => {
    const player = await registerPlayer(t, { password: 'old-pass' });
    const other = (
      await callApp(t, 'POST /customer/login', { body: { username: player.username, password: 'old-pass' } })
    ).body.data as { jwt: string };
    const res = await callApp(t, 'POST /customer/password', {
      headers: player.headers,
      body: { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' },
    });
    expect(res.status).toBe(200);
    const { jwt } = res.body.data as { jwt: string };
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(401);
    expect((await callApp(t, 'GET /customer', { headers: { jwt: other.jwt } })).status).toBe(401);
    expect((await callApp(t, 'GET /customer', { headers: { jwt } })).status).toBe(200);
    const oldLogin = await callApp(t, 'POST /customer/login', {
      body: { username: player.username, password: 'old-pass' },
    });
    expect(oldLogin.body.error).toBe('USERNAME_OR_PASSWORD_ERROR');
    const newLogin = await callApp(t, 'POST /customer/login', {
      body: { username: player.username, password: 'new-pass' },
    });
    expect(newLogin.status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'nope-nope', newPassword: 'new-pass', confirmPassword: 'new-pass' },
      'CURRENT_PASSWORD_IS_NOT_CORRECT',
      'The current login password is not correct.',
    ],
    [
      'a new password under 6 characters',
      { currentPassword: 'old-pass', newPassword: '12345', confirmPassword: '12345' },
      'NEW_PASSWORD_TOO_SHORT',
      'The new password must be at least 6 characters.',
    ],
    [
      'a confirmation that does not match',
      { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pasS' },
      'PASSWORDS_DO_NOT_MATCH',
      'The new password and the confirmed password do not match.',
    ],
  ])('refuses %s (%s) and keeps the old password', async (_why, body, code, message) => {
    const player = await registerPlayer(t, { password: 'old-pass' });
    const res = await callApp(t, 'POST /customer/password', { headers: player.headers, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: code, message });
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(200);
  });
});

describe('POST /customer/transaction/password', () => {
  it('sets it the first time without a current one, then needs the current one to change it', async () => {
    const player = await registerPlayer(t);
    const set = await callApp(t, 'POST /customer/transaction/password', {
      headers: player.headers,
      body: { newPassword: 'tx-one', confirmPassword: 'tx-one' },
    });
    expect(set.status).toBe(200);
    const missing = await callApp(t, 'POST /customer/transaction/password', {
      headers: player.headers,
      body: { newPassword: 'tx-two', confirmPassword: 'tx-two' },
    });
    expect(missing.body).toMatchObject({ fields: { currentPassword: 'TRANSACTION_PASSWORD_REQUIRED' } });
    const wrong = await callApp(t, 'POST /customer/transaction/password', {
      headers: player.headers,
      body: { currentPassword: 'tx-xxx', newPassword: 'tx-two', confirmPassword: 'tx-two' },
    });
    expect(wrong.body.error).toBe('CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT');
    const changed = await callApp(t, 'POST /customer/transaction/password', {
      headers: player.headers,
      body: { currentPassword: 'tx-one', newPassword: 'tx-two', confirmPassword: 'tx-two' },
    });
    expect(changed.status).toBe(200);
    // The new one now confirms profile edits, the old one no longer does.
    expect((await profile(player.headers, { transactionPassword: 'tx-one' })).body.error).toBe(
      'CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT',
    );
    expect((await profile(player.headers, { transactionPassword: 'tx-two' })).status).toBe(200);
  });

  it('uses the transaction wording when the confirmation does not match', async () => {
    const player = await registerPlayer(t);
    const res = await callApp(t, 'POST /customer/transaction/password', {
      headers: player.headers,
      body: { newPassword: 'tx-one', confirmPassword: 'tx-onE' },
    });
    expect(res.body).toMatchObject({
      error: 'PASSWORDS_DO_NOT_MATCH',
      message: 'The new transaction password and the confirmed transaction password do not match.',
    });
  });

  it('check says whether one is set', async () => {
    const player = await registerPlayer(t);
    const check = await callApp(t, 'GET /customer/transaction/password/check', { headers: player.headers });
    expect(check.body.data).toEqual({ isSet: false });
  });
});

describe('account states, enforced in one place', () => {
  async function withStatus(status: string) {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    await t.call('POST', `/api/admin/customers/${player.userId}/status`, {
      headers: support.headers,
      body: { status, reason: 'test' },
    });
    return player;
  }

  it('frozen: cannot bet, withdraw or transfer (403 ACCOUNT_FROZEN), can still sign in and read', async () => {
    const player = await withStatus('frozen');
    for (const action of ['bet', 'withdraw', 'transfer']) {
      const res = await t.call<Envelope>('POST', `/api/app/probe/${action}`, { headers: player.headers });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ACCOUNT_FROZEN');
    }
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(200);
  });

  it('restricted: cannot withdraw or transfer (403 ACCOUNT_RESTRICTED), may bet', async () => {
    const player = await withStatus('restricted');
    expect(
      (await t.call<Envelope>('POST', '/api/app/probe/withdraw', { headers: player.headers })).body.error,
    ).toBe('ACCOUNT_RESTRICTED');
    expect(
      (await t.call<Envelope>('POST', '/api/app/probe/transfer', { headers: player.headers })).body.error,
    ).toBe('ACCOUNT_RESTRICTED');
    expect((await t.call('POST', '/api/app/probe/bet', { headers: player.headers })).status).toBe(200);
  });

  it('disabled: every session ends at once (401)', async () => {
    const player = await withStatus('disabled');
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(401);
  });

  it('active again: everything is allowed', async () => {
    const player = await withStatus('frozen');
    const support = await staffSession(t, 'support');
    await callAdmin(t, 'POST /customers/{userId}/status', {
      params: { userId: player.userId },
      headers: support.headers,
      body: { status: 'active', reason: 'cleared' },
    });
    expect((await t.call('POST', '/api/app/probe/transfer', { headers: player.headers })).status).toBe(200);
  });
});
