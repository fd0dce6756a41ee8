import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession } from '../support/accounts.ts';
import { totpCode, totpStep } from '#server/staff/totp.ts';

const t = setupTestRuntime();

describe('staff sign-in', () => {
  it('returns a token and the staff view; the token opens staff routes', async () => {
    await t.runtime.staffAccounts.create({ username: 'boss', role: 'admin', password: 'boss-password' });
    const res = await callAdmin(t, 'POST /auth/login', {
      body: { username: 'boss', password: 'boss-password' },
    });
    expect(res.body.data).toMatchObject({ staff: { username: 'boss', role: 'admin', totpEnabled: false } });
    const { jwt } = res.body.data as { jwt: string };
    expect((await callAdmin(t, 'GET /auth/me', { headers: { jwt } })).status).toBe(200);
  });

  it('a wrong password is USERNAME_OR_PASSWORD_ERROR', async () => {
    await t.runtime.staffAccounts.create({ username: 'boss', role: 'admin', password: 'boss-password' });
    const res = await callAdmin(t, 'POST /auth/login', { body: { username: 'boss', password: 'nope' } });
    expect(res.body.error).toBe('USERNAME_OR_PASSWORD_ERROR');
  });

  it('logout ends the staff session', async () => {
    const admin = await staffSession(t, 'admin');
    await callAdmin(t, 'POST /auth/logout', { headers: admin.headers });
    expect((await callAdmin(t, 'GET /auth/me', { headers: admin.headers })).status).toBe(401);
  });

  it('with TOTP enabled, sign-in needs a current code, which works only once', async () => {
    const admin = await staffSession(t, 'admin');
    const setup = await callAdmin(t, 'POST /auth/totp/setup', {
      headers: admin.headers,
      body: { password: admin.password },
    });
    const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const now = t.clock.now();
    const enabled = await callAdmin(t, 'POST /auth/totp/enable', {
      headers: admin.headers,
      body: { code: totpCode(secret, totpStep(now)) },
    });
    expect(enabled.body.data).toMatchObject({ totpEnabled: true });

    const creds = { username: admin.username, password: admin.password };
    expect((await callAdmin(t, 'POST /auth/login', { body: creds })).body.error).toBe('TOTP_REQUIRED');
    expect((await callAdmin(t, 'POST /auth/login', { body: { ...creds, totp: '000000' } })).body.error).toBe(
      'TOTP_INVALID',
    );
    t.clock.advance(30_000);
    const code = totpCode(secret, totpStep(t.clock.now()));
    expect((await callAdmin(t, 'POST /auth/login', { body: { ...creds, totp: code } })).status).toBe(200);
    // The same code again is a replay.
    expect((await callAdmin(t, 'POST /auth/login', { body: { ...creds, totp: code } })).body.error).toBe(
      'TOTP_INVALID',
    );
  });

  it('enabling TOTP needs a correct code from the new secret', async () => {
    const admin = await staffSession(t, 'admin');
    await callAdmin(t, 'POST /auth/totp/setup', {
      headers: admin.headers,
      body: { password: admin.password },
    });
    const res = await callAdmin(t, 'POST /auth/totp/enable', {
      headers: admin.headers,
      body: { code: '123456' },
    });
    expect(res.body.error).toBe('TOTP_INVALID');
  });
});

describe('roles', () => {
  it('support cannot read the audit log (403 FORBIDDEN); admin can', async () => {
    const support = await staffSession(t, 'support');
    const admin = await staffSession(t, 'admin');
    const refused = await callAdmin(t, 'GET /audit', { headers: support.headers });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('FORBIDDEN');
    expect((await callAdmin(t, 'GET /audit', { headers: admin.headers })).status).toBe(200);
  });

  it('finance cannot change an account state, reset a password or create invitations; it can look customers up', async () => {
    const player = await registerPlayer(t);
    const finance = await staffSession(t, 'finance');
    const calls = [
      callAdmin(t, 'POST /customers/{userId}/status', {
        params: { userId: player.userId },
        headers: finance.headers,
        body: { status: 'frozen', reason: 'x' },
      }),
      callAdmin(t, 'POST /customers/{userId}/password-reset', {
        params: { userId: player.userId },
        headers: finance.headers,
      }),
      callAdmin(t, 'POST /invitations', { headers: finance.headers, body: {} }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(
      (
        await callAdmin(t, 'GET /customers/{userId}', {
          params: { userId: player.userId },
          headers: finance.headers,
        })
      ).status,
    ).toBe(200);
  });
});

describe('customers, as staff see them', () => {
  it('are found by user id, username, real name or phone', async () => {
    const player = await registerPlayer(t, { username: 'search_me', realName: 'Maria Souza' });
    await completeProfile(t, player);
    await registerPlayer(t, { username: 'someone_else', realName: 'Other' });
    const support = await staffSession(t, 'support');
    for (const q of [player.userId, 'SEARCH_me', 'souza', '91234567']) {
      const res = await t.call<Envelope>('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`, {
        headers: support.headers,
      });
      const page = res.body.data as { list: { userId: string }[]; total: number };
      expect(
        page.list.map((u) => u.userId),
        q,
      ).toEqual([player.userId]);
    }
  });

  it('show inviter and invitees', async () => {
    const inviter = await registerPlayer(t);
    await t.runtime.invitations.create(null, { code: 'FROMINV', inviterUserId: inviter.userId });
    const invitee = await registerPlayer(t, { invitationCode: 'FROMINV' });
    const support = await staffSession(t, 'support');
    const detail = await callAdmin(t, 'GET /customers/{userId}', {
      params: { userId: inviter.userId },
      headers: support.headers,
    });
    expect((detail.body.data as { invitees: { userId: string }[] }).invitees.map((i) => i.userId)).toEqual([
      invitee.userId,
    ]);
    const list = await t.call<Envelope>(`GET`, `/api/admin/customers?q=${invitee.userId}`, {
      headers: support.headers,
    });
    expect((list.body.data as { list: { inviterUserId: string }[] }).list[0]?.inviterUserId).toBe(
      inviter.userId,
    );
  });

  it('an unknown user id is 404, a malformed one a validation error', async () => {
    const support = await staffSession(t, 'support');
    expect(
      (
        await callAdmin(t, 'GET /customers/{userId}', {
          params: { userId: '999999' },
          headers: support.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callAdmin(t, 'GET /customers/{userId}', {
          params: { userId: '12ab' },
          headers: support.headers,
        })
      ).status,
    ).toBe(400);
  });

  it('support changes a locked field on request, with a reason, and it is audited', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player);
    const support = await staffSession(t, 'support');
    const res = await callAdmin(t, 'POST /customers/{userId}/profile', {
      params: { userId: player.userId },
      headers: support.headers,
      body: {
        cryptoAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
        reason: 'ticket 1042: new wallet',
      },
    });
    expect(res.body.data).toMatchObject({
      cryptoAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      cryptoNetwork: 'ERC20',
    });
    const admin = await staffSession(t, 'admin');
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'customer.profile' },
      headers: admin.headers,
    });
    const entry = (audit.body.data as { list: Record<string, unknown>[] }).list[0];
    expect(entry).toMatchObject({
      staffUsername: support.username,
      targetId: player.userId,
      before: { cryptoAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', cryptoNetwork: 'TRC20' },
      after: {
        cryptoAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
        reason: 'ticket 1042: new wallet',
      },
    });
  });

  it('a password reset gives a new password once; the old one and the old sessions stop working', async () => {
    const player = await registerPlayer(t, { password: 'player-old' });
    const support = await staffSession(t, 'support');
    const res = await callAdmin(t, 'POST /customers/{userId}/password-reset', {
      params: { userId: player.userId },
      headers: support.headers,
    });
    const { password } = res.body.data as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(401);
    const login = (pw: string) =>
      callApp(t, 'POST /customer/login', { body: { username: player.username, password: pw } });
    expect((await login('player-old')).status).toBe(400);
    expect((await login(password)).status).toBe(200);
  });

  it('setting a state records who, what, before, after and the IP', async () => {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    await callAdmin(t, 'POST /customers/{userId}/status', {
      params: { userId: player.userId },
      headers: support.headers,
      body: { status: 'frozen', reason: 'unreachable during transfer check' },
    });
    const admin = await staffSession(t, 'admin');
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'customer.status' },
      headers: admin.headers,
    });
    expect((audit.body.data as { list: unknown[] }).list[0]).toMatchObject({
      staffUsername: support.username,
      action: 'customer.status',
      targetType: 'customer',
      targetId: player.userId,
      before: { status: 'active' },
      after: { status: 'frozen', statusReason: 'unreachable during transfer check' },
      ip: 'unknown',
    });
  });
});

describe('invitation codes', () => {
  it('are created, listed with use counts, and disabled', async () => {
    const support = await staffSession(t, 'support');
    const created = await callAdmin(t, 'POST /invitations', {
      headers: support.headers,
      body: { maxUses: 2, note: 'street team' },
    });
    const code = (created.body.data as { code: string }).code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await registerPlayer(t, { invitationCode: code });
    const list = await callAdmin(t, 'GET /invitations', { headers: support.headers });
    expect((list.body.data as { code: string }[]).find((i) => i.code === code)).toMatchObject({
      uses: 1,
      maxUses: 2,
      disabled: false,
    });
    await callAdmin(t, 'POST /invitations/{code}/disable', { params: { code }, headers: support.headers });
    await expect(registerPlayer(t, { invitationCode: code })).rejects.toThrow(/INVALID_INVITATION_CODE/);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const admin = await staffSession(t, 'admin');
    expect(admin.jwt).toBeTruthy(); // the login wrote an entry
    const db = t.runtime.database.db;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = (await db.execute(
      sql`select count(*)::int as n from audit_log where action = 'staff.login'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(1);
  });
});
