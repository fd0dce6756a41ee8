/**
 * Failed sign-ins are counted per username and client IP, so that guessing from one source
 * cannot lock out the real user signing in from another; a much higher cap per username across
 * all sources still stops guessing spread over many addresses.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope, type TestContext } from '../support/runtime.ts';
import { registerPlayer } from '../support/accounts.ts';

const PLAYER_LOGIN = '/api/app/customer/login';
const STAFF_LOGIN = '/api/admin/auth/login';

// The client IP comes from X-Forwarded-For behind a trusted proxy.
const env = { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_PER_IP: '1000' };
let t: TestContext;

function signIn(path: string, ip: string, username: string, password: string) {
  return t.call<Envelope>('POST', path, { headers: { 'X-Forwarded-For': ip }, body: { username, password } });
}

async function failFrom(path: string, ip: string, username: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await signIn(path, ip, username, `wrong-${i}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
  }
}

describe('player sign-in failures from one source (default limits)', () => {
  const context = setupTestRuntime({ env });
  beforeEach(() => {
    t = context;
  });

  it('ten from one IP do not stop the player signing in from another', async () => {
    await registerPlayer(t, { username: 'ivy_007', password: 'ivy-pass' });
    await failFrom(PLAYER_LOGIN, '203.0.113.1', 'ivy_007', 10);
    expect((await signIn(PLAYER_LOGIN, '198.51.100.7', 'ivy_007', 'ivy-pass')).status).toBe(200);
  });

  it('past ten, the guessing IP is refused 429 with Retry-After, even with the right password', async () => {
    await registerPlayer(t, { username: 'jay_008', password: 'jay-pass' });
    await failFrom(PLAYER_LOGIN, '203.0.113.2', 'jay_008', 10);
    const blocked = await signIn(PLAYER_LOGIN, '203.0.113.2', 'jay_008', 'jay-pass');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('player sign-in failures across sources (a cap of 15 per username)', () => {
  const context = setupTestRuntime({ env: { ...env, RATE_LIMIT_LOGIN_FAILURES_PER_USER: '15' } });
  beforeEach(() => {
    t = context;
  });

  it('lock the username after the cap, even for a new source with the right password', async () => {
    await registerPlayer(t, { username: 'kim_009', password: 'kim-pass' });
    await failFrom(PLAYER_LOGIN, '203.0.113.3', 'kim_009', 8);
    await failFrom(PLAYER_LOGIN, '203.0.113.4', 'kim_009', 7);
    const blocked = await signIn(PLAYER_LOGIN, '198.51.100.9', 'kim_009', 'kim-pass');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('staff sign-in failures', () => {
  const context = setupTestRuntime({ env });
  beforeEach(() => {
    t = context;
  });

  it('ten from one IP do not stop the staff member signing in from another; that IP gets 429', async () => {
    await t.runtime.staffAccounts.create({ username: 'root_admin', role: 'admin', password: 'admin-pass-1' });
    await failFrom(STAFF_LOGIN, '203.0.113.5', 'root_admin', 10);
    expect((await signIn(STAFF_LOGIN, '198.51.100.5', 'root_admin', 'admin-pass-1')).status).toBe(200);
    const blocked = await signIn(STAFF_LOGIN, '203.0.113.5', 'root_admin', 'admin-pass-1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('staff sign-in failures across sources (a cap of 15 per username)', () => {
  const context = setupTestRuntime({ env: { ...env, RATE_LIMIT_LOGIN_FAILURES_PER_USER: '15' } });
  beforeEach(() => {
    t = context;
  });

  it('lock the username after the cap, even for a new source with the right password', async () => {
    await t.runtime.staffAccounts.create({ username: 'root_two', role: 'admin', password: 'admin-pass-2' });
    await failFrom(STAFF_LOGIN, '203.0.113.6', 'root_two', 8);
    await failFrom(STAFF_LOGIN, '203.0.113.7', 'root_two', 7);
    expect((await signIn(STAFF_LOGIN, '198.51.100.6', 'root_two', 'admin-pass-2')).status).toBe(429);
  });

  it('do not count attempts a source was already refused', async () => {
    await t.runtime.staffAccounts.create({ username: 'root_three', role: 'admin', password: 'admin-pass-3' });
    await failFrom(STAFF_LOGIN, '203.0.113.8', 'root_three', 10);
    for (let i = 0; i < 6; i++) {
      expect((await signIn(STAFF_LOGIN, '203.0.113.8', 'root_three', `wrong-${i}`)).status).toBe(429);
    }
    expect((await signIn(STAFF_LOGIN, '198.51.100.8', 'root_three', 'admin-pass-3')).status).toBe(200);
  });
});
