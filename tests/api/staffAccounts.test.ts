import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { setupTestRuntime, type Envelope, type TestContext } from '../support/runtime.ts';
import { callAdmin } from '../support/routes.ts';
import { staffSession, type StaffSession } from '../support/accounts.ts';
import { DB_KIND } from '../support/database.ts';
import { totpCode, totpStep } from '#server/staff/totp.ts';

const t = setupTestRuntime();

interface Member {
  id: string;
  username: string;
  role: string;
  totpEnabled: boolean;
  disabled: boolean;
}

async function me(session: StaffSession) {
  return callAdmin(t, 'GET /auth/me', { headers: session.headers });
}

async function idOf(session: StaffSession): Promise<string> {
  return ((await me(session)).body.data as { id: string }).id;
}

async function auditActions(context: TestContext, targetId: string): Promise<string[]> {
  const rows = await context.runtime.database.db.execute<{ action: string }>(
    sql`select action from audit_log where target_id = ${targetId} order by id`,
  );
  return (
    (rows as unknown as { rows?: { action: string }[] }).rows?.map((r) => r.action) ??
    (rows as unknown as { action: string }[]).map((r) => r.action)
  );
}

async function setTotpRequired(value: boolean | null) {
  await t.runtime.database.db.execute(sql`update site_settings set staff_totp_required = ${value}`);
  t.runtime.site.invalidate();
}

describe('changing one’s own password', () => {
  it('needs the current password, ends the other sessions and gives the current one a fresh token', async () => {
    const member = await staffSession(t, 'support');
    const other = await callAdmin(t, 'POST /auth/login', {
      body: { username: member.username, password: member.password },
    });
    const otherJwt = (other.body.data as { jwt: string }).jwt;
    const res = await callAdmin(t, 'POST /auth/password', {
      headers: member.headers,
      body: {
        currentPassword: member.password,
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      },
    });
    expect(res.status).toBe(200);
    const { jwt } = res.body.data as { jwt: string };
    expect((await callAdmin(t, 'GET /auth/me', { headers: { jwt } })).status).toBe(200);
    expect((await callAdmin(t, 'GET /auth/me', { headers: { jwt: otherJwt } })).status).toBe(401);
    expect((await me(member)).status).toBe(401);
    const login = await callAdmin(t, 'POST /auth/login', {
      body: { username: member.username, password: 'a-new-password' },
    });
    expect(login.status).toBe(200);
    expect(await auditActions(t, await idOf({ ...member, headers: { jwt } }))).toContain(
      'staff.password.change',
    );
  });

  it('a wrong current password is CURRENT_PASSWORD_IS_NOT_CORRECT and changes nothing', async () => {
    const member = await staffSession(t, 'finance');
    const res = await callAdmin(t, 'POST /auth/password', {
      headers: member.headers,
      body: { currentPassword: 'not-it', newPassword: 'a-new-password', confirmPassword: 'a-new-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('CURRENT_PASSWORD_IS_NOT_CORRECT');
    expect((await me(member)).status).toBe(200);
    const login = await callAdmin(t, 'POST /auth/login', {
      body: { username: member.username, password: member.password },
    });
    expect(login.status).toBe(200);
  });

  it('a new password under 8 characters, a confirmation that differs or wrong types are refused', async () => {
    const member = await staffSession(t, 'support');
    const call = (body: unknown) =>
      t.call<Envelope>('POST', '/api/admin/auth/password', { headers: member.headers, body });
    expect(
      (await call({ currentPassword: member.password, newPassword: 'short7!', confirmPassword: 'short7!' }))
        .body.error,
    ).toBe('STAFF_PASSWORD_TOO_SHORT');
    expect(
      (
        await call({
          currentPassword: member.password,
          newPassword: 'long-enough',
          confirmPassword: 'long-enougH',
        })
      ).body.error,
    ).toBe('PASSWORDS_DO_NOT_MATCH');
    const wrongTypes = await call({ currentPassword: 12345678, newPassword: ['x'], confirmPassword: null });
    expect(wrongTypes.status).toBe(400);
    expect((await me(member)).status).toBe(200);
  });
});

describe('staff management by an admin', () => {
  it('lists staff with role, TOTP and disabled state', async () => {
    const admin = await staffSession(t, 'admin');
    const support = await staffSession(t, 'support');
    const res = await callAdmin(t, 'GET /staff', { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = res.body.data as Member[];
    expect(list.find((m) => m.username === support.username)).toMatchObject({
      role: 'support',
      totpEnabled: false,
      disabled: false,
    });
  });

  it('non-admins get 403 FORBIDDEN on every staff management route', async () => {
    const finance = await staffSession(t, 'finance');
    const support = await staffSession(t, 'support');
    const id = await idOf(support);
    for (const [method, path] of [
      ['GET', '/api/admin/staff'],
      ['POST', `/api/admin/staff/${id}/disable`],
      ['POST', `/api/admin/staff/${id}/enable`],
      ['POST', `/api/admin/staff/${id}/password-reset`],
    ] as const) {
      const res = await t.call<Envelope>(method, path, { headers: finance.headers });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('FORBIDDEN');
    }
    expect((await me(support)).status).toBe(200);
  });

  it('disabling a member ends their sessions at once; re-enabling lets them sign in again', async () => {
    const admin = await staffSession(t, 'admin');
    const support = await staffSession(t, 'support');
    const id = await idOf(support);
    const disabled = await callAdmin(t, 'POST /staff/{staffId}/disable', {
      params: { staffId: id },
      headers: admin.headers,
    });
    expect(disabled.body.data).toMatchObject({ id, disabled: true });
    expect((await me(support)).status).toBe(401);
    const creds = { username: support.username, password: support.password };
    expect((await callAdmin(t, 'POST /auth/login', { body: creds })).body.error).toBe('ACCOUNT_DISABLED');
    const enabled = await callAdmin(t, 'POST /staff/{staffId}/enable', {
      params: { staffId: id },
      headers: admin.headers,
    });
    expect(enabled.body.data).toMatchObject({ id, disabled: false });
    // The old session stays ended; a new sign-in works.
    expect((await me(support)).status).toBe(401);
    expect((await callAdmin(t, 'POST /auth/login', { body: creds })).status).toBe(200);
    expect(await auditActions(t, id)).toEqual(expect.arrayContaining(['staff.disable', 'staff.enable']));
  });

  it('a request racing the disable is either served before it or refused after it', async () => {
    const admin = await staffSession(t, 'admin');
    const support = await staffSession(t, 'support');
    const id = await idOf(support);
    const [disabled] = await Promise.all([
      callAdmin(t, 'POST /staff/{staffId}/disable', { params: { staffId: id }, headers: admin.headers }),
      me(support),
    ]);
    expect(disabled.status).toBe(200);
    expect((await me(support)).status).toBe(401);
  });

  it('a password reset gives a generated password once; the old password and sessions stop working', async () => {
    const admin = await staffSession(t, 'admin');
    const finance = await staffSession(t, 'finance');
    const id = await idOf(finance);
    const res = await callAdmin(t, 'POST /staff/{staffId}/password-reset', {
      params: { staffId: id },
      headers: admin.headers,
    });
    const { password } = res.body.data as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await me(finance)).status).toBe(401);
    expect(
      (
        await callAdmin(t, 'POST /auth/login', {
          body: { username: finance.username, password: finance.password },
        })
      ).status,
    ).toBe(400);
    expect(
      (await callAdmin(t, 'POST /auth/login', { body: { username: finance.username, password } })).status,
    ).toBe(200);
    expect(await auditActions(t, id)).toContain('staff.password.reset');
  });

  it('an admin cannot disable themselves', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'POST /staff/{staffId}/disable', {
      params: { staffId: await idOf(admin) },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('STAFF_CANNOT_DISABLE_SELF');
    expect((await me(admin)).status).toBe(200);
  });

  it('the last enabled admin cannot be disabled, even by two admins at once', async () => {
    const first = await staffSession(t, 'admin');
    const second = await staffSession(t, 'admin');
    const [a, b] = await Promise.all([
      callAdmin(t, 'POST /staff/{staffId}/disable', {
        params: { staffId: await idOf(second) },
        headers: first.headers,
      }),
      callAdmin(t, 'POST /staff/{staffId}/disable', {
        params: { staffId: await idOf(first) },
        headers: second.headers,
      }),
    ]);
    // One wins; the other is refused as the last admin, or (disabled meanwhile) signed out.
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.status).toBe(200);
    expect(['STAFF_LAST_ADMIN', 'UNAUTHORIZED']).toContain(lost.body.error);
    const rows = await t.runtime.database.db.execute(
      sql`select count(*)::int as n from staff where role = 'admin' and not disabled`,
    );
    const n = ((rows as unknown as { rows?: { n: number }[] }).rows ??
      (rows as unknown as { n: number }[]))[0]?.n;
    expect(n).toBe(1);
  });

  it('an unknown id is 404 NOT_FOUND, a malformed one a validation error', async () => {
    const admin = await staffSession(t, 'admin');
    const unknown = await callAdmin(t, 'POST /staff/{staffId}/disable', {
      params: { staffId: '00000000-0000-4000-8000-000000000000' },
      headers: admin.headers,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT_FOUND');
    const malformed = await callAdmin(t, 'POST /staff/{staffId}/password-reset', {
      params: { staffId: '12' },
      headers: admin.headers,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('VALIDATION_ERROR');
  });
});

describe('TOTP enrolment', () => {
  it('asks for the password again: a wrong one is 400 and issues no secret', async () => {
    const admin = await staffSession(t, 'admin');
    const wrong = await callAdmin(t, 'POST /auth/totp/setup', {
      headers: admin.headers,
      body: { password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('CURRENT_PASSWORD_IS_NOT_CORRECT');
    const rows = await t.runtime.database.db.execute<{ totp_secret: string | null }>(
      sql`select totp_secret from staff where username = ${admin.username}`,
    );
    const row = ((rows as unknown as { rows?: { totp_secret: string | null }[] }).rows ??
      (rows as unknown as { totp_secret: string | null }[]))[0];
    expect(row?.totp_secret).toBeNull();
    const missing = await t.call<Envelope>('POST', '/api/admin/auth/totp/setup', { headers: admin.headers });
    expect(missing.status).toBe(400);
    const right = await callAdmin(t, 'POST /auth/totp/setup', {
      headers: admin.headers,
      body: { password: admin.password },
    });
    expect(right.status).toBe(200);
  });
});

describe('TOTP required for admin and finance', () => {
  it(`is the engine default (${DB_KIND === 'postgres' ? 'on' : 'off'} on ${DB_KIND}) when the setting is unset`, async () => {
    await setTotpRequired(null);
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'GET /audit', { headers: admin.headers });
    if (DB_KIND === 'postgres') {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('TOTP_ENROLMENT_REQUIRED');
    } else {
      expect(res.status).toBe(200);
    }
    expect((await me(admin)).body.data).toMatchObject({ totpRequired: DB_KIND === 'postgres' });
  });

  it('when on, an admin without TOTP signs in to a token that only enrols; after enrolment the console opens', async () => {
    await setTotpRequired(true);
    const admin = await staffSession(t, 'admin');
    const login = await callAdmin(t, 'POST /auth/login', {
      body: { username: admin.username, password: admin.password },
    });
    expect(login.body.data).toMatchObject({ staff: { totpRequired: true, totpEnabled: false } });
    const blocked = await callAdmin(t, 'GET /audit', { headers: admin.headers });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('TOTP_ENROLMENT_REQUIRED');
    const setup = await callAdmin(t, 'POST /auth/totp/setup', {
      headers: admin.headers,
      body: { password: admin.password },
    });
    const { secret } = setup.body.data as { secret: string };
    const enabled = await callAdmin(t, 'POST /auth/totp/enable', {
      headers: admin.headers,
      body: { code: totpCode(secret, totpStep(t.clock.now())) },
    });
    expect(enabled.status).toBe(200);
    expect((await callAdmin(t, 'GET /audit', { headers: admin.headers })).status).toBe(200);
  });

  it('when on, finance is held too but support is not', async () => {
    await setTotpRequired(true);
    const finance = await staffSession(t, 'finance');
    const support = await staffSession(t, 'support');
    const financeRes = await callAdmin(t, 'GET /customers', { headers: finance.headers });
    expect(financeRes.body.error).toBe('TOTP_ENROLMENT_REQUIRED');
    expect((await callAdmin(t, 'GET /customers', { headers: support.headers })).status).toBe(200);
  });

  it('when off, an admin without TOTP uses the console', async () => {
    await setTotpRequired(false);
    const admin = await staffSession(t, 'admin');
    expect((await callAdmin(t, 'GET /audit', { headers: admin.headers })).status).toBe(200);
  });
});

describe('staff token lifetime', () => {
  it('a staff token lives STAFF_TOKEN_TTL_HOURS (12 by default), not the players’ 30 days', async () => {
    const member = await staffSession(t, 'support');
    const claims = decodeJwt(member.jwt);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * 3600);
    t.clock.advance(11 * 3600_000);
    expect((await me(member)).status).toBe(200);
    t.clock.advance(3600_000 + 1000);
    expect((await me(member)).status).toBe(401);
  });
});
