import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '#server/db/schema/index.ts';
import { CATALOG_CHANNEL } from '#server/events/listener.ts';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { serveOverHttp } from '../support/httpServer.ts';

const t = setupTestRuntime();

describe('GET /api/app/info', () => {
  it('serves the site settings from the database in the shape of its contract', async () => {
    const res = await callApp(t, 'GET /info');
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
    const res = await callApp(t, 'GET /info');
    expect(res.body.data).toMatchObject({ name: 'Lucky Star', faviconUrl: '/star.png' });
    expect(res.body.data.limits).toMatchObject({
      withdrawMax: null,
      withdrawFee: { fixed: '1.00', percent: '1.25' },
    });
  });

  it('serves a settings change another instance announces at once', async () => {
    const name = async () => (await callApp(t, 'GET /info')).body.data.name;
    // The settings' copy expires by the clock as well: held still here, so that only the
    // announcement can bring the change.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      expect(await name()).toBe('Fairdraw');
      // Another instance's edit: the row changes behind this one's back, and the change is
      // announced on the catalog channel (as `updateSiteSettings` does in its transaction).
      await t.runtime.database.db
        .update(siteSettings)
        .set({ name: 'Lucky Star' })
        .where(eq(siteSettings.id, 1));
      expect(await name()).toBe('Fairdraw');
      await t.runtime.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      let seen = await name();
      for (let tries = 0; seen !== 'Lucky Star' && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await name();
      }
      expect(seen).toBe('Lucky Star');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is not cached by browsers or proxies', async () => {
    const res = await callApp(t, 'GET /info');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GET /api/app/info over the production server', () => {
  const serve = serveOverHttp(t);

  it('answers the same envelope with the API headers', async () => {
    const url = await serve();
    const inProcess = await callApp(t, 'GET /info');
    const res = await fetch(`${url}/api/app/info`, { headers: { 'x-request-id': 'probe-1234' } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual(inProcess.body);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(res.headers.get('x-request-id')).toBe('probe-1234');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is written from the kept answer while its settings are fresh, and a change another instance announces at once', async () => {
    const url = await serve();
    const name = async () =>
      ((await (await fetch(`${url}/api/app/info`)).json()) as { data: { name: string } }).data.name;
    await callApp(t, 'GET /info');
    const fresh = vi.spyOn(t.runtime.infoAnswer, 'fresh');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      const before = await name();
      expect(fresh).toHaveLastReturnedWith(expect.stringContaining(`"name":${JSON.stringify(before)}`));
      await t.runtime.database.db
        .update(siteSettings)
        .set({ name: 'Fresh Star' })
        .where(eq(siteSettings.id, 1));
      // Not yet announced: the kept answer still stands.
      expect(await name()).toBe(before);
      await t.runtime.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      let seen = await name();
      for (let tries = 0; seen !== 'Fresh Star' && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await name();
      }
      expect(seen).toBe('Fresh Star');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('GET /api/app/openapi.json', () => {
  it('is an OpenAPI 3.1 document describing every route with its schemas', async () => {
    const res = await t.call<{
      openapi: string;
      paths: Record<string, Record<string, { responses: unknown }>>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/api/app/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const info = res.body.paths['/api/app/info']?.get;
    expect(info).toBeDefined();
    expect(JSON.stringify(info?.responses)).toContain('"#/components/schemas/SiteInfo"');
    expect(JSON.stringify(res.body.components.schemas.SiteInfo)).toContain('faviconUrl');
  });
});
