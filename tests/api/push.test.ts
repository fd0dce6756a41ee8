/**
 * Web Push, end to end against a push service started by the test
 * (`tests/support/pushReceiver.ts`, which checks the VAPID signature and decrypts each payload
 * with the subscription's keys): a player allows a device with the topics they choose; a
 * notification of those topics joins the outbox in its own transaction and the sender delivers
 * it once, in the device's language; a subscription the service calls gone is removed, a failing
 * one is retried after a pause; staff messages are never pushed; bad input changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { startPushReceiver, type ReceiverSubscription } from '../support/pushReceiver.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { fund } from '../support/wallet.ts';
import { dictionaries } from '#i18n/index.ts';
import { outboxSize } from '#server/push/queries.ts';
import { DEVICES_PER_PLAYER } from '#server/push/push.ts';
import type { PushSubscription } from '#shared/contract/push.ts';

const receiver = await startPushReceiver();
const SUBJECT = 'mailto:ops@fairdraw.test';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const t = setupTestRuntime({ env: { PUSH_SERVICE_ORIGINS: receiver.origin, VAPID_SUBJECT: SUBJECT } });
afterAll(() => receiver.close());

type Reply<T> = Envelope & { data: T };

async function allow(player: Player, device: ReceiverSubscription, topics: string[], locale = 'en') {
  return t.call<Reply<PushSubscription>>('POST', '/api/app/push/subscriptions', {
    headers: { ...player.headers, 'user-agent': PHONE },
    body: { ...device.json, topics, locale },
  });
}

const deliveredTo = (device: ReceiverSubscription) =>
  receiver.deliveries.filter((delivery) => delivery.subscription === device.id);

describe('a device allowed to be notified', () => {
  it('gets a deposit credited, encrypted for it and signed with the site’s key, once', async () => {
    const player = await registerPlayer(t);
    const device = receiver.subscribe();
    const allowed = await allow(player, device, ['deposit', 'betWon']);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({
      topics: ['betWon', 'deposit'],
      locale: 'en',
      device: 'Chrome · Android',
    });
    const key = await callApp(t, 'GET /push/key', { headers: player.headers });
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);

    await fund(t, player, '25.00');
    // Written in the deposit's transaction; nothing is sent until the sender runs.
    expect(await outboxSize(t.runtime.database.db)).toBe(1);
    expect(deliveredTo(device)).toEqual([]);
    expect(await t.runtime.push.deliver()).toBe(1);
    expect(await t.runtime.push.deliver()).toBe(0);

    expect(receiver.refusals).toEqual([]);
    const [delivery] = deliveredTo(device);
    expect(deliveredTo(device)).toHaveLength(1);
    expect(delivery?.message).toMatchObject({
      title: dictionaries.en['notification.depositCredited.title'],
      body: dictionaries.en['notification.depositCredited.body'].replace('{amount}', '25.00'),
      url: '/notification',
    });
    expect(delivery?.vapid).toMatchObject({
      aud: receiver.origin,
      sub: SUBJECT,
      publicKey: key.body.data.publicKey,
    });
    expect(Number(delivery?.headers.ttl)).toBeGreaterThan(0);
    expect(await outboxSize(t.runtime.database.db)).toBe(0);
  });

  it('is written to in the language it chose, and only about the topics it chose', async () => {
    const player = await registerPlayer(t);
    const russian = receiver.subscribe();
    const withdrawalsOnly = receiver.subscribe();
    await allow(player, russian, ['deposit'], 'ru');
    await allow(player, withdrawalsOnly, ['withdrawal']);
    await fund(t, player, '10.00');
    await t.runtime.push.deliver();
    expect(deliveredTo(russian).map((d) => d.message.title)).toEqual([
      dictionaries.ru['notification.depositCredited.title'],
    ]);
    expect(deliveredTo(withdrawalsOnly)).toEqual([]);
  });

  it('never gets a staff message, which is not about the player’s own money or bets', async () => {
    const player = await registerPlayer(t);
    const device = receiver.subscribe();
    await allow(player, device, ['betWon', 'deposit', 'withdrawal', 'chase']);
    const support = await staffSession(t, 'support');
    const sent = await callAdmin(t, 'POST /notifications', {
      headers: support.headers,
      body: { userId: player.userId, title: 'Weekend bonus', body: 'Come and play' },
    });
    expect(sent.status).toBe(200);
    expect(await t.runtime.push.deliver()).toBe(0);
    expect(deliveredTo(device)).toEqual([]);
  });

  it('is removed when the push service says it is gone, and a failing one is tried again after a pause', async () => {
    const player = await registerPlayer(t);
    const gone = receiver.subscribe();
    const failing = receiver.subscribe();
    await allow(player, gone, ['deposit']);
    await allow(player, failing, ['deposit']);
    receiver.answer(gone.id, 410);
    receiver.answer(failing.id, 503);
    await fund(t, player, '10.00');
    expect(await t.runtime.push.deliver()).toBe(2);
    const left = await callApp(t, 'GET /push/subscriptions', { headers: player.headers });
    expect(left.body.data.map((s) => s.endpoint)).toEqual([failing.json.endpoint]);
    // Not again before its pause…
    expect(await t.runtime.push.deliver()).toBe(0);
    receiver.answer(failing.id, 201);
    t.clock.advance(31_000);
    // …then delivered.
    expect(await t.runtime.push.deliver()).toBe(1);
    expect(deliveredTo(failing)).toHaveLength(1);
    expect(await outboxSize(t.runtime.database.db)).toBe(0);
  });

  it('is sent each push once when two senders run at the same time', async () => {
    const player = await registerPlayer(t);
    const device = receiver.subscribe();
    await allow(player, device, ['deposit']);
    for (const amount of ['10.00', '11.00', '12.00']) await fund(t, player, amount);
    const tried = await Promise.all([t.runtime.push.deliver(), t.runtime.push.deliver()]);
    expect(tried[0]! + tried[1]!).toBe(3);
    expect(
      deliveredTo(device)
        .map((d) => d.message.body)
        .sort(),
    ).toEqual(
      ['10.00', '11.00', '12.00'].map((amount) =>
        dictionaries.en['notification.depositCredited.body'].replace('{amount}', amount),
      ),
    );
  });
});

describe('a player’s devices', () => {
  it('change topics and language, stop, and move to whoever subscribes on the device next', async () => {
    const [first, second] = [await registerPlayer(t), await registerPlayer(t)];
    const device = receiver.subscribe();
    const created = (await allow(first, device, ['deposit'])).body.data;
    const changed = await callApp(t, 'PUT /push/subscriptions/{id}', {
      params: { id: created.id },
      headers: first.headers,
      body: { topics: ['withdrawal', 'chase', 'chase'], locale: 'ja' },
    });
    expect(changed.body.data).toMatchObject({
      id: created.id,
      topics: ['withdrawal', 'chase'],
      locale: 'ja',
    });

    // The same browser, now signed in as another player.
    const moved = (await allow(second, device, ['betWon'])).body.data;
    expect(moved.id).toBe(created.id);
    const list = (player: Player) => callApp(t, 'GET /push/subscriptions', { headers: player.headers });
    expect((await list(first)).body.data).toEqual([]);
    expect((await list(second)).body.data.map((s) => s.topics)).toEqual([['betWon']]);

    const stopped = await callApp(t, 'DELETE /push/subscriptions/{id}', {
      params: { id: created.id },
      headers: second.headers,
    });
    expect(stopped.status).toBe(200);
    expect((await list(second)).body.data).toEqual([]);
  });

  it(`are at most ${DEVICES_PER_PLAYER}: a new one pushes out the one renewed longest ago, and only those left are notified`, async () => {
    const player = await registerPlayer(t);
    const devices = Array.from({ length: DEVICES_PER_PLAYER + 2 }, () => receiver.subscribe());
    const ids: string[] = [];
    for (const device of devices.slice(0, DEVICES_PER_PLAYER)) {
      ids.push((await allow(player, device, ['deposit'])).body.data.id);
      t.clock.advance(1000);
    }
    // The first device renews itself: it is now the newest, and the second is the oldest.
    await allow(player, devices[0]!, ['deposit']);
    t.clock.advance(1000);
    for (const device of devices.slice(DEVICES_PER_PLAYER)) {
      ids.push((await allow(player, device, ['deposit'])).body.data.id);
      t.clock.advance(1000);
    }
    const list = await callApp(t, 'GET /push/subscriptions', { headers: player.headers });
    const kept = list.body.data.map((s) => s.id).sort();
    expect(kept).toHaveLength(DEVICES_PER_PLAYER);
    expect(kept).toEqual([ids[0]!, ...ids.slice(3)].sort());

    await fund(t, player, '10.00');
    expect(await t.runtime.push.deliver()).toBe(DEVICES_PER_PLAYER);
    const notified = devices.filter((device) => deliveredTo(device).length > 0);
    expect(notified).toEqual([devices[0], ...devices.slice(3)]);
  });

  it(`stay at ${DEVICES_PER_PLAYER} when many devices subscribe at once`, async () => {
    const player = await registerPlayer(t);
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => allow(player, receiver.subscribe(), ['betWon'])),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const list = await callApp(t, 'GET /push/subscriptions', { headers: player.headers });
    expect(list.body.data).toHaveLength(DEVICES_PER_PLAYER);
  });

  it('refuse bad input, other players’ devices and visitors, and change nothing', async () => {
    const [owner, other] = [await registerPlayer(t), await registerPlayer(t)];
    const device = receiver.subscribe();
    const created = (await allow(owner, device, ['deposit'])).body.data;
    const post = (body: unknown) =>
      t.call<Envelope & { fields?: Record<string, string> }>('POST', '/api/app/push/subscriptions', {
        headers: owner.headers,
        body,
      });
    const fresh = receiver.subscribe().json;
    const cases: [unknown, string][] = [
      [{ ...fresh, endpoint: 'https://attacker.example/push/1', topics: [], locale: 'en' }, 'endpoint'],
      [{ ...fresh, endpoint: 'http://127.0.0.1:1/push/1', topics: [], locale: 'en' }, 'endpoint'],
      [{ ...fresh, endpoint: 'javascript:alert(1)', topics: [], locale: 'en' }, 'endpoint'],
      [{ ...fresh, keys: { ...fresh.keys, p256dh: 'short' }, topics: [], locale: 'en' }, 'keys.p256dh'],
      [{ ...fresh, keys: { ...fresh.keys, auth: 'x'.repeat(200) }, topics: [], locale: 'en' }, 'keys.auth'],
      [{ ...fresh, topics: ['promotions'], locale: 'en' }, 'topics.0'],
      [{ ...fresh, topics: ['deposit'], locale: 'xx' }, 'locale'],
    ];
    for (const [body, field] of cases) {
      const refused = await post(body);
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.fields ?? {}), field).toContain(field);
    }
    const notMine = await callApp(t, 'PUT /push/subscriptions/{id}', {
      params: { id: created.id },
      headers: other.headers,
      body: { topics: [] },
    });
    expect(notMine.status).toBe(404);
    expect(
      (
        await callApp(t, 'DELETE /push/subscriptions/{id}', {
          params: { id: created.id },
          headers: other.headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callApp(t, 'DELETE /push/subscriptions/{id}', {
          params: { id: 'not-a-uuid' },
          headers: owner.headers,
        })
      ).status,
    ).toBe(400);
    expect((await callApp(t, 'GET /push/subscriptions')).status).toBe(401);
    const mine = await callApp(t, 'GET /push/subscriptions', { headers: owner.headers });
    expect(mine.body.data).toEqual([created]);
  });
});
