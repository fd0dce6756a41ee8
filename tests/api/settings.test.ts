import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { staffSession } from '../support/accounts.ts';

const t = setupTestRuntime();

interface StaffSettings {
  limits: Record<string, unknown>;
  staffTotpRequired?: boolean | null;
  staffTotpDefault?: boolean;
}

describe('site settings', () => {
  it('admin edits them; /info serves the new values at once; the change is audited', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'PUT /settings', {
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
    const info = await callApp(t, 'GET /info');
    expect(info.body.data.name).toBe('Lucky Draws');
    expect(info.body.data.limits).toMatchObject({
      withdrawFee: { fixed: '2.00', percent: '1.25' },
      withdrawHours: { start: '09:00', end: '21:00', timeZone: 'Europe/London' },
      transferDailyLimit: null,
      depositMin: '10.00',
    });
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'settings.update' },
      headers: admin.headers,
    });
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
    const before = await callApp(t, 'GET /info');
    const res = await t.call('PUT', '/api/admin/settings', { headers: admin.headers, body });
    expect(res.status).toBe(400);
    expect((await callApp(t, 'GET /info')).body).toEqual(before.body);
  });

  it('serves the deposit-claim limits and the staff TOTP rule to staff, with their defaults', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'GET /settings', { headers: admin.headers });
    expect(res.body.data.limits).toMatchObject({
      depositMax: '100000.00',
      depositOpenClaimsMax: 3,
      depositConfirmTwiceFrom: '1000.00',
    });
    // Off: the test runtime turns it off (tests/support/runtime.ts) so staff can work without TOTP.
    expect(res.body.data.staffTotpRequired).toBe(false);
    expect(res.body.data.staffTotpDefault).toBe(t.runtime.database.kind === 'postgres');
  });

  it('gives players the per-claim deposit maximum in /info, and nothing of the staff-only settings', async () => {
    const info = await callApp(t, 'GET /info');
    expect(info.body.data.limits.depositMax).toBe('100000.00');
    expect(info.body.data.limits).not.toHaveProperty('depositOpenClaimsMax');
    expect(info.body.data.limits).not.toHaveProperty('depositConfirmTwiceFrom');
    expect(info.body.data).not.toHaveProperty('staffTotpRequired');
  });

  it('admin sets the deposit-claim limits and the staff TOTP rule, and null turns a limit off', async () => {
    const admin = await staffSession(t, 'admin');
    const res = await callAdmin(t, 'PUT /settings', {
      headers: admin.headers,
      body: {
        limits: { depositMax: '2500.5', depositOpenClaimsMax: 5, depositConfirmTwiceFrom: null },
        staffTotpRequired: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.limits).toMatchObject({
      depositMax: '2500.50',
      depositOpenClaimsMax: 5,
      depositConfirmTwiceFrom: null,
    });
    expect(res.body.data.staffTotpRequired).toBeNull();
    // Null means required on PostgreSQL, where this admin (without TOTP) could then only enrol:
    // the rule is turned off again behind the API's back for the next edit.
    await t.runtime.database.db.execute(sql`update site_settings set staff_totp_required = false`);
    t.runtime.site.invalidate();
    // The last edit: once TOTP is required, this admin may only enrol.
    const reset = await callAdmin(t, 'PUT /settings', {
      headers: admin.headers,
      body: { limits: { depositMax: null, depositConfirmTwiceFrom: '50' }, staffTotpRequired: true },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.limits).toMatchObject({ depositMax: null, depositConfirmTwiceFrom: '50.00' });
    expect(reset.body.data.staffTotpRequired).toBe(true);
    const info = await callApp(t, 'GET /info');
    expect(info.body.data.limits.depositMax).toBeNull();
  });

  it('keeps the ceiling of an automatic on-chain credit: 100 000.00 by default, staff-only, editable, null for none', async () => {
    const admin = await staffSession(t, 'admin');
    const read = async () =>
      (await callAdmin(t, 'GET /settings', { headers: admin.headers })).body.data.limits.chainDepositAutoMax;
    expect(await read()).toBe('100000.00');
    const info = await callApp(t, 'GET /info');
    expect(info.body.data.limits).not.toHaveProperty('chainDepositAutoMax');
    const set = async (value: unknown) =>
      t.call<Envelope & { data: StaffSettings }>('PUT', '/api/admin/settings', {
        headers: admin.headers,
        body: { limits: { chainDepositAutoMax: value } },
      });
    expect((await set('2500')).body.data.limits.chainDepositAutoMax).toBe('2500.00');
    expect((await t.runtime.site.get()).chainDepositAutoMax).toBe(250_000n);
    for (const bad of ['0', '-1', 'lots']) {
      const refused = await set(bad);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields ?? {})).toEqual(['limits.chainDepositAutoMax']);
    }
    expect(await read()).toBe('2500.00');
    expect((await set(null)).body.data.limits.chainDepositAutoMax).toBeNull();
    const audit = await callAdmin(t, 'GET /audit', {
      query: { action: 'settings.update' },
      headers: admin.headers,
    });
    expect(JSON.stringify(audit.body.data.list[0]?.after)).toContain('"chainDepositAutoMax":null');
  });

  it.each([
    ['a zero per-claim maximum', { limits: { depositMax: '0' } }, 'limits.depositMax'],
    ['a malformed per-claim maximum', { limits: { depositMax: '1e9' } }, 'limits.depositMax'],
    ['zero open claims per player', { limits: { depositOpenClaimsMax: 0 } }, 'limits.depositOpenClaimsMax'],
    [
      'a fractional open-claims count',
      { limits: { depositOpenClaimsMax: 1.5 } },
      'limits.depositOpenClaimsMax',
    ],
    [
      'an open-claims count as text',
      { limits: { depositOpenClaimsMax: '3' } },
      'limits.depositOpenClaimsMax',
    ],
    [
      'a negative confirm-twice amount',
      { limits: { depositConfirmTwiceFrom: '-5' } },
      'limits.depositConfirmTwiceFrom',
    ],
    ['a staff TOTP rule that is not a boolean', { staffTotpRequired: 'yes' }, 'staffTotpRequired'],
  ])('refuses %s with a field error and changes nothing', async (_why, body, field) => {
    const admin = await staffSession(t, 'admin');
    const before = await callAdmin(t, 'GET /settings', { headers: admin.headers });
    const res = await t.call<Envelope>('PUT', '/api/admin/settings', { headers: admin.headers, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    expect((await callAdmin(t, 'GET /settings', { headers: admin.headers })).body).toEqual(before.body);
  });

  it('only admins may edit them (finance and support get 403)', async () => {
    for (const role of ['finance', 'support'] as const) {
      const staff = await staffSession(t, role);
      const res = await callAdmin(t, 'PUT /settings', { headers: staff.headers, body: { name: 'x' } });
      expect(res.status).toBe(403);
    }
  });
});
