import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { sessions } from '#server/db/schema/index.ts';

const t = setupTestRuntime();
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function meta(player: Player, overrides: Record<string, unknown> = {}) {
  const json = {
    customerUid: player.userId,
    behavior: 'login',
    requestId: 'req-1',
    visitorId: 'visitor0001abcd',
    visitorFound: false,
    confidenceScore: 0.9,
    ip: '203.0.113.9',
    browserName: 'Safari',
    browserVersion: '17.4',
    os: 'iOS',
    osVersion: '17.4',
    device: 'mobile',
    incognito: false,
    firstSeenAtGlobal: null,
    firstSeenAtSubscription: null,
    lastSeenAtGlobal: null,
    lastSeenAtSubscription: null,
    ...overrides,
  };
  return Buffer.from(JSON.stringify(json)).toString('base64');
}

const ping = (player: Player, header: string | undefined) =>
  callApp(t, 'POST /session/ping', {
    headers: { ...player.headers, ...(header === undefined ? {} : { 'X-Session-Meta': header }) },
  });

async function storedMeta() {
  return t.runtime.database.db.select({ visitorId: sessions.visitorId, meta: sessions.meta }).from(sessions);
}

describe('POST /session/ping', () => {
  it('records the device of the session and answers code 1 with the visitor id', async () => {
    const player = await registerPlayer(t);
    const res = await ping(player, meta(player));
    expect(res.body).toEqual({ code: 1, data: { visitorId: 'visitor0001abcd' } });
    const rows = await storedMeta();
    expect(rows.find((r) => r.visitorId === 'visitor0001abcd')?.meta).toMatchObject({
      behavior: 'login',
      os: 'iOS',
    });
  });

  it.each([
    ['no header', undefined],
    ['a header that is not base64', '%%%not base64%%%'],
    ['base64 of something that is not JSON', Buffer.from('{oops').toString('base64')],
  ])('%s is a 400 and stores nothing', async (_why, header) => {
    const player = await registerPlayer(t);
    const res = await ping(player, header);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect((await storedMeta()).every((r) => r.meta === null)).toBe(true);
  });

  it('metadata with a wrong field type is a 400 naming the field, and stores nothing', async () => {
    const player = await registerPlayer(t);
    const res = await ping(player, meta(player, { confidenceScore: 'high' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ confidenceScore: 'INVALID_TYPE' });
    expect((await storedMeta()).every((r) => r.meta === null)).toBe(true);
  });

  it('metadata naming another customer is refused (INVALID_USER)', async () => {
    const player = await registerPlayer(t);
    const res = await ping(player, meta(player, { customerUid: '000000' }));
    expect(res.body.error).toBe('INVALID_USER');
  });

  it('needs a signed-in player', async () => {
    const res = await callApp(t, 'POST /session/ping', { headers: { 'X-Session-Meta': 'e30=' } });
    expect(res.status).toBe(401);
  });
});

describe('the fingerprint service', () => {
  it('serves the collector script from the same origin', async () => {
    const res = await callApp(t, 'GET /fp/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.body).toContain('FingerprintJS');
    expect(res.body).toContain('FairdrawFingerprint');
  });

  it('identifies a device: unknown at first, found afterwards, with browser and OS from the user agent', async () => {
    const identify = () =>
      callApp(t, 'POST /fp/api', {
        headers: { 'user-agent': IPHONE },
        body: { visitorId: 'device42abcdef', confidence: { score: 0.8 } },
      });
    const first = await identify();
    expect(first.body.data).toMatchObject({
      visitorId: 'device42abcdef',
      visitorFound: false,
      confidence: { score: 0.8 },
      browserName: 'Safari',
      os: 'iOS',
      device: 'mobile',
      incognito: false,
    });
    t.clock.advance(60_000);
    const second = await identify();
    expect(second.body.data).toMatchObject({ visitorFound: true });
    const data = second.body.data as { firstSeenAt: { global: string }; lastSeenAt: { global: string } };
    expect(data.firstSeenAt.global).toBe('2026-11-21T00:00:00.000Z');
  });

  it('refuses a malformed visitor id', async () => {
    const res = await callApp(t, 'POST /fp/api', { body: { visitorId: 'x' } });
    expect(res.status).toBe(400);
  });

  it('lets staff find devices shared by several customers', async () => {
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    const c = await registerPlayer(t);
    await ping(a, meta(a, { visitorId: 'shared-device-01' }));
    await ping(b, meta(b, { visitorId: 'shared-device-01' }));
    await ping(c, meta(c, { visitorId: 'only-c-device-1' }));
    const support = await staffSession(t, 'support');
    const shared = await callAdmin(t, 'GET /devices/shared', { headers: support.headers });
    expect(shared.body.data).toEqual([
      {
        visitorId: 'shared-device-01',
        customers: expect.arrayContaining([
          expect.objectContaining({ userId: a.userId }),
          expect.objectContaining({ userId: b.userId }),
        ]),
      },
    ]);
    const detail = await callAdmin(t, 'GET /customers/{userId}', {
      params: { userId: a.userId },
      headers: support.headers,
    });
    expect((detail.body.data as { devices: unknown[] }).devices).toEqual([
      expect.objectContaining({ visitorId: 'shared-device-01', otherUserIds: [b.userId] }),
    ]);
  });
});
