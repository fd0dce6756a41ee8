/**
 * Input that zod accepts but the database cannot store or compare: a NUL byte in text (PostgreSQL
 * text cannot hold one) and dates outside its range. Each is a 400 naming the field, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession, TEST_INVITATION, ensureInvitation } from '../support/accounts.ts';

const t = setupTestRuntime();
const NUL = '\u0000';

function expectRefused(res: { status: number; body: Envelope }, field: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe('VALIDATION_ERROR');
  expect(res.body.fields?.[field]).toBe(code);
}

describe('a NUL byte in text is a 400 INVALID_CHARACTER', () => {
  it('in the username of a player sign-in', async () => {
    const res = await callApp(t, 'POST /customer/login', {
      body: { username: `ann${NUL}`, password: 'secret-pass' },
    });
    expectRefused(res, 'username', 'INVALID_CHARACTER');
  });

  it('in the real name of a registration, which creates no account', async () => {
    await ensureInvitation(t);
    const res = await callApp(t, 'POST /customer/register', {
      body: {
        username: 'nul_name',
        password: 'secret-pass',
        confirmPassword: 'secret-pass',
        realName: `Ann${NUL}Lee`,
        invitationCode: TEST_INVITATION,
        agreeTerms: true,
      },
    });
    expectRefused(res, 'realName', 'INVALID_CHARACTER');
    const login = await callApp(t, 'POST /customer/login', {
      body: { username: 'nul_name', password: 'secret-pass' },
    });
    expect(login.body.error).toBe('USERNAME_OR_PASSWORD_ERROR');
  });

  it('in the password of a staff sign-in', async () => {
    const res = await callAdmin(t, 'POST /auth/login', { body: { username: 'admin', password: `x${NUL}` } });
    expectRefused(res, 'password', 'INVALID_CHARACTER');
  });

  it('in the body of a notification', async () => {
    const staff = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'POST /notifications', {
      headers: staff.headers,
      body: { all: true, title: 'Hello', body: `line${NUL}` },
    });
    expectRefused(res, 'body', 'INVALID_CHARACTER');
  });

  it('in the session-ping metadata of the X-Session-Meta header', async () => {
    const player = await registerPlayer(t);
    const meta = {
      customerUid: player.userId,
      behavior: 'open',
      visitorId: 'abcdefghij0123456789',
      browserName: `Chrome${NUL}`,
    };
    const res = await callApp(t, 'POST /session/ping', {
      headers: { ...player.headers, 'X-Session-Meta': Buffer.from(JSON.stringify(meta)).toString('base64') },
    });
    expectRefused(res, 'browserName', 'INVALID_CHARACTER');
  });

  it('in the query of a customer search', async () => {
    const staff = await staffSession(t, 'support');
    const res = await t.call('GET', `/api/admin/customers?q=${encodeURIComponent(`ann${NUL}`)}`, {
      headers: staff.headers,
    });
    expectRefused(res, 'q', 'INVALID_CHARACTER');
  });

  it('in the period of a bet search', async () => {
    const player = await registerPlayer(t);
    const res = await t.call(
      'GET',
      `/api/app/game/search/bet?start=2026-11-01&end=2026-12-01&period=${encodeURIComponent(NUL)}`,
      { headers: player.headers },
    );
    expectRefused(res, 'period', 'INVALID_CHARACTER');
  });

  it('in a path parameter', async () => {
    const staff = await staffSession(t, 'support');
    const res = await t.call('GET', `/api/admin/customers/${encodeURIComponent(`12${NUL}`)}`, {
      headers: staff.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(0);
  });
});

describe('a date the database cannot hold is a 400 DATE_OUT_OF_RANGE', () => {
  // A query date is an RFC 3339 day or time: the ones its year or offset puts outside years 1–9999.
  for (const [label, start, end] of [
    ['a day of year 0', '0000-12-31', '2026-12-01'],
    ['a time its offset takes into year 10000', '2026-11-01', '9999-12-31T23:59:59-01:00'],
  ] as const) {
    it(`in a bet search: ${label}`, async () => {
      const player = await registerPlayer(t);
      const res = await callApp(t, 'GET /game/search/bet', {
        query: { start: start, end: end },
        headers: player.headers,
      });
      expectRefused(res, start.startsWith('2026') ? 'end' : 'start', 'DATE_OUT_OF_RANGE');
    });

    it(`in a transaction search: ${label}`, async () => {
      const player = await registerPlayer(t);
      const res = await callApp(t, 'GET /game/search/transaction', {
        query: { start: start, end: end },
        headers: player.headers,
      });
      expectRefused(res, start.startsWith('2026') ? 'end' : 'start', 'DATE_OUT_OF_RANGE');
    });

    it(`in a ledger search: ${label}`, async () => {
      const staff = await staffSession(t, 'finance');
      const res = await callAdmin(t, 'GET /ledger', {
        query: { start: start, end: end },
        headers: staff.headers,
      });
      expectRefused(res, start.startsWith('2026') ? 'end' : 'start', 'DATE_OUT_OF_RANGE');
    });

    it(`in a daily report: ${label}`, async () => {
      const staff = await staffSession(t, 'finance');
      const res = await callAdmin(t, 'GET /reports/daily', {
        query: { from: start, to: end },
        headers: staff.headers,
      });
      expectRefused(res, start.startsWith('2026') ? 'to' : 'from', 'DATE_OUT_OF_RANGE');
    });
  }

  it('says so in the request language', async () => {
    const player = await registerPlayer(t);
    const res = await callApp(t, 'GET /game/search/bet', {
      query: { start: '0000-12-31', end: '2026-12-01' },
      headers: { ...player.headers, 'Accept-Language': 'fr' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('');
    expect(res.body.message).not.toMatch(/field\.|error\./);
  });
});
