import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/schema/index.ts';
import { setupTestRuntime } from '../support/runtime.ts';

const t = setupTestRuntime();

describe('GET /api/app/info', () => {
  it('serves the site settings from the database in the shape of API.md', async () => {
    const res = await t.call('GET', '/api/app/info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 1,
      data: {
        name: 'Fairdraw',
        faviconUrl: '/favicon.svg',
        supportUrl: expect.any(String),
        currency: 'USDT',
        depositAddresses: [
          { network: 'TRC20', address: expect.stringMatching(/^T/) },
          { network: 'ERC20', address: expect.stringMatching(/^0x/) },
        ],
        limits: {
          depositMin: '10.00',
          depositMax: '100000.00',
          withdrawMin: '20.00',
          withdrawMax: '10000.00',
          withdrawFee: { fixed: '1.00', percent: '0.50' },
          withdrawHours: { start: '00:00', end: '00:00', timeZone: 'Asia/Singapore' },
          transferMin: '1.00',
          transferMax: '5000.00',
          transferDailyLimit: '20000.00',
        },
        maintenance: false,
      },
    });
  });

  it('reflects an edit of the settings', async () => {
    await t.runtime.database.db
      .update(siteSettings)
      .set({ name: 'Lucky Star', faviconUrl: '/star.png', withdrawMax: null, withdrawFeePercentBp: 125 })
      .where(eq(siteSettings.id, 1));
    t.runtime.site.invalidate();
    const res = await t.call<{ data: { name: string; faviconUrl: string; limits: Record<string, unknown> } }>(
      'GET',
      '/api/app/info',
    );
    expect(res.body.data).toMatchObject({ name: 'Lucky Star', faviconUrl: '/star.png' });
    expect(res.body.data.limits).toMatchObject({
      withdrawMax: null,
      withdrawFee: { fixed: '1.00', percent: '1.25' },
    });
  });

  it('is not cached by browsers or proxies', async () => {
    const res = await t.call('GET', '/api/app/info');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GET /api/app/openapi.json', () => {
  it('is an OpenAPI 3.1 document describing every route with its schemas', async () => {
    const res = await t.call<{
      openapi: string;
      paths: Record<string, Record<string, { responses: unknown }>>;
    }>('GET', '/api/app/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const info = res.body.paths['/api/app/info']?.get;
    expect(info).toBeDefined();
    expect(JSON.stringify(info?.responses)).toContain('faviconUrl');
  });
});
