import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { staffSession } from '../support/accounts.ts';

const t = setupTestRuntime();

describe('site settings', () => {
  it('admin edits them; /info serves the new values at once; the change is audited', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await t.call<Envelope>('PUT', '/api/admin/settings', {
      headers: admin.headers,
      body: {
        name: 'Lucky Draws',
        limits: {
          withdrawFee: { fixed: '2', percent: '1.25' },
          withdrawHours: { start: '09:00', end: '21:00', timeZone: 'Europe/London' },
          transferDailyLimit: null,
        },
        maintenance: false,
      },
    });
    expect(res.status).toBe(200);
    const info = await t.call<Envelope & { data: { name: string; limits: Record<string, unknown> } }>(
      'GET',
      '/api/app/info',
    );
    expect(info.body.data.name).toBe('Lucky Draws');
    expect(info.body.data.limits).toMatchObject({
      withdrawFee: { fixed: '2.00', percent: '1.25' },
      withdrawHours: { start: '09:00', end: '21:00', timeZone: 'Europe/London' },
      transferDailyLimit: null,
      depositMin: '10.00',
    });
    const audit = await t.call<
      Envelope & { data: { list: { before: { name: string }; after: { name: string } }[] } }
    >('GET', '/api/admin/audit?action=settings.update', { headers: admin.headers });
    expect(audit.body.data.list[0]).toMatchObject({
      before: { name: 'Fairdraw' },
      after: { name: 'Lucky Draws' },
    });
  });

  it.each([
    [
      'a deposit address of the wrong network',
      { depositAddresses: [{ network: 'ERC20', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }] },
    ],
    [
      'an unknown time zone',
      { limits: { withdrawHours: { start: '09:00', end: '21:00', timeZone: 'Mars/Olympus' } } },
    ],
    ['a time of 24:00', { limits: { withdrawHours: { start: '24:00', end: '21:00', timeZone: 'UTC' } } }],
    ['a fee over 100%', { limits: { withdrawFee: { fixed: '0', percent: '100.01' } } }],
    ['a negative minimum', { limits: { depositMin: '-1' } }],
    ['a javascript: favicon', { faviconUrl: 'javascript:alert(1)' }],
  ])('refuses %s and changes nothing', async (_why, body) => {
    const admin = await staffSession(t, 'admin');
    const before = await t.call('GET', '/api/app/info');
    const res = await t.call('PUT', '/api/admin/settings', { headers: admin.headers, body });
    expect(res.status).toBe(400);
    expect((await t.call('GET', '/api/app/info')).body).toEqual(before.body);
  });

  it('only admins may edit them (finance and support get 403)', async () => {
    for (const role of ['finance', 'support'] as const) {
      const staff = await staffSession(t, role);
      const res = await t.call<Envelope>('PUT', '/api/admin/settings', {
        headers: staff.headers,
        body: { name: 'x' },
      });
      expect(res.status).toBe(403);
    }
  });
});
