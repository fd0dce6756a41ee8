import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { ensureInvitation } from '../support/accounts.ts';

// A small per-IP limit so the test can reach it; the default is 300 per 15 minutes.
const t = setupTestRuntime({ env: { RATE_LIMIT_AUTH_PER_IP: '3' } });

describe('the per-IP limit on sign-ins and registrations', () => {
  it('counts logins and registrations together and answers 429 with Retry-After past the limit', async () => {
    await ensureInvitation(t);
    const attempts: Envelope[] = [];
    for (let i = 0; i < 2; i++) {
      attempts.push(
        (await callApp(t, 'POST /customer/login', { body: { username: `u${i}xx`, password: 'whatever' } }))
          .body,
      );
    }
    const third = await callApp(t, 'POST /customer/register', {
      body: {
        username: 'ratelimited',
        password: 'secret1',
        confirmPassword: 'secret1',
        realName: 'R',
        invitationCode: 'TESTCODE',
        agreeTerms: true,
      },
    });
    expect(third.status).toBe(200);
    const fourth = await callApp(t, 'POST /customer/login', {
      body: { username: 'ratelimited', password: 'secret1' },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('RATE_LIMITED');
    expect(fourth.headers.get('retry-after')).toBe('900');
  });

  it('defaults to at least 200 per IP per 15 minutes', async () => {
    const { loadConfig } = await import('#server/config.ts');
    const config = loadConfig({});
    expect(config.rateLimitAuthPerIp).toBeGreaterThanOrEqual(200);
    expect(config.rateLimitWindowSeconds).toBe(900);
  });
});
