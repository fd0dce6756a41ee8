import { describe, expect, it } from 'vitest';
import { customers, staff } from '#server/db/schema/index.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { completeProfile, registerPlayer, staffSession } from '../support/accounts.ts';

const t = setupTestRuntime();

describe('no response ever contains a secret or another player’s private data', () => {
  it('across the player and staff calls', async () => {
    const bodies: { who: string; path: string; text: string }[] = [];
    const record = async (
      who: string,
      method: string,
      path: string,
      init: Parameters<typeof t.call>[2] = {},
    ) => {
      const res = await t.call<unknown>(method, path, init);
      bodies.push({ who, path, text: JSON.stringify(res.body) + JSON.stringify([...res.headers]) });
      return res;
    };

    const alice = await registerPlayer(t, { username: 'alice_private', password: 'alice-password' });
    await completeProfile(t, alice, 'alice-tx-secret');
    const bob = await registerPlayer(t, { username: 'bob_private', password: 'bob-password' });
    await completeProfile(t, bob, 'bob-tx-secret');
    const admin = await staffSession(t, 'admin');
    const setup = await record('admin', 'POST', '/api/admin/auth/totp/setup', {
      headers: admin.headers,
      body: { password: admin.password },
    });
    const totpSecret = ((setup.body as Envelope).data as { secret: string }).secret;
    bodies.pop(); // enrolment is the one place the secret is shown, to its owner

    await record('alice', 'POST', '/api/app/customer/login', {
      body: { username: 'alice_private', password: 'alice-password' },
    });
    await record('alice', 'GET', '/api/app/customer', { headers: alice.headers });
    await record('alice', 'GET', '/api/app/customer/transaction/password/check', { headers: alice.headers });
    await record('alice', 'POST', '/api/app/customer/profile', {
      headers: alice.headers,
      body: { transactionPassword: 'wrong-guess' },
    });
    await record('alice', 'POST', '/api/app/customer/register', {
      body: {
        username: 'bob_private',
        password: 'x12345',
        confirmPassword: 'x12345',
        realName: 'X',
        invitationCode: 'TESTCODE',
        agreeTerms: true,
      },
    });
    await record('anyone', 'GET', '/api/app/info');
    await record('anyone', 'GET', '/api/app/openapi.json');
    await record('admin', 'GET', '/api/admin/customers', { headers: admin.headers });
    await record('admin', 'GET', `/api/admin/customers/${alice.userId}`, { headers: admin.headers });
    await record('admin', 'GET', '/api/admin/audit', { headers: admin.headers });
    await record('admin', 'GET', '/api/admin/auth/me', { headers: admin.headers });
    await record('admin', 'POST', '/api/admin/auth/login', {
      body: { username: admin.username, password: admin.password },
    });

    const hashes = [
      ...(
        await t.runtime.database.db
          .select({ a: customers.passwordHash, b: customers.transactionPasswordHash })
          .from(customers)
      ).flatMap((r) => [r.a, r.b]),
      ...(await t.runtime.database.db.select({ a: staff.passwordHash }).from(staff)).map((r) => r.a),
    ].filter((h): h is string => !!h);
    expect(hashes.length).toBeGreaterThanOrEqual(5);

    const secrets = [
      ...hashes,
      '$argon2',
      'passwordHash',
      'transactionPasswordHash',
      'totpSecret',
      totpSecret,
      'alice-password',
      'alice-tx-secret',
      'bob-password',
      'bob-tx-secret',
      admin.password,
      t.runtime.jwtSecret,
    ];
    for (const { who, path, text } of bodies) {
      for (const secret of secrets)
        expect(text.includes(secret), `${who} ${path} leaks ${secret.slice(0, 12)}…`).toBe(false);
    }
    // What Alice sees never holds Bob's private data.
    for (const { path, text } of bodies.filter((b) => b.who === 'alice')) {
      for (const bobData of [bob.userId, 'bob_private']) {
        if (path === '/api/app/customer/register') continue; // her own attempt named that username
        expect(text.includes(bobData), `${path} shows Bob's ${bobData}`).toBe(false);
      }
    }
  });
});
