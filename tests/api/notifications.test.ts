import { describe, expect, it } from 'vitest';
import { setupTestRuntime } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession } from '../support/accounts.ts';
import { fund } from '../support/wallet.ts';
import { dictionaries, LOCALES } from '#i18n/index.ts';
import { SYSTEM_NOTIFICATIONS } from '#shared/vocabulary.ts';
import { pageSchema } from '#shared/contract/common.ts';
import { notification } from '#shared/contract/notifications.ts';

const t = setupTestRuntime();

describe('notifications', () => {
  it('All / Read / Unread, opening one marks it read, and the unread count follows', async () => {
    const player = await registerPlayer(t);
    await fund(t, player, '20');
    t.clock.advance(1_000); // newest first: the second deposit is a second later
    await fund(t, player, '30');
    const all = await callApp(t, 'GET /notification/search', { headers: player.headers });
    expect(all.body.data.total).toBe(2);
    // The kind says what each one is about, as the contract has it.
    expect(
      pageSchema(notification)
        .parse(all.body.data)
        .list.map((n) => n.kind),
    ).toEqual(['depositCredited', 'depositCredited']);
    expect(all.body.data.list.map((n) => n.body)).toEqual([
      'Your deposit of 30.00 USDT has been credited to your balance.',
      'Your deposit of 20.00 USDT has been credited to your balance.',
    ]);
    const first = all.body.data.list[0];
    if (!first) throw new Error('no notification');
    const opened = await callApp(t, 'GET /notification/{id}', {
      params: { id: first.id },
      headers: player.headers,
    });
    expect(opened.body.data).toMatchObject({ id: first.id, isRead: true, title: 'Deposit credited' });
    const read = await callApp(t, 'GET /notification/search', {
      query: { isRead: 'true' },
      headers: player.headers,
    });
    const unread = await callApp(t, 'GET /notification/search', {
      query: { isRead: 'false' },
      headers: player.headers,
    });
    expect(read.body.data.list.map((n) => n.id)).toEqual([first.id]);
    expect(unread.body.data.total).toBe(1);
    const count = await callApp(t, 'GET /notification/unread/count', { headers: player.headers });
    expect(count.body.data).toEqual({ count: 1 });
  });

  it('are shown in the reader’s language', async () => {
    const player = await registerPlayer(t);
    await fund(t, player, '20');
    const res = await callApp(t, 'GET /notification/search', {
      headers: { ...player.headers, 'accept-language': 'ja' },
    });
    expect(res.body.data.list[0]?.title).toBe(dictionaries.ja['notification.depositCredited.title']);
  });

  it('another player’s notification is 404 and stays unread', async () => {
    const alice = await registerPlayer(t);
    const bob = await registerPlayer(t);
    await fund(t, alice, '20');
    const list = await callApp(t, 'GET /notification/search', { headers: alice.headers });
    const id = list.body.data.list[0]?.id;
    expect((await t.call('GET', `/api/app/notification/${id}`, { headers: bob.headers })).status).toBe(404);
    const count = await callApp(t, 'GET /notification/unread/count', { headers: alice.headers });
    expect(count.body.data).toEqual({ count: 1 });
  });

  it('staff send to one player or to all', async () => {
    const alice = await registerPlayer(t);
    const bob = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const one = await callAdmin(t, 'POST /notifications', {
      headers: support.headers,
      body: { userId: alice.userId, title: 'Your ticket', body: 'We fixed your address.' },
    });
    expect(one.body.data).toEqual({ sent: 1 });
    const all = await callAdmin(t, 'POST /notifications', {
      headers: support.headers,
      body: { all: true, title: 'Maintenance', body: 'Tonight 02:00–03:00.' },
    });
    expect(all.body.data).toEqual({ sent: 2 });
    const bobs = await callApp(t, 'GET /notification/search', { headers: bob.headers });
    expect(bobs.body.data.list.map((n) => n.title)).toEqual(['Maintenance']);
    expect(
      pageSchema(notification)
        .parse(bobs.body.data)
        .list.map((n) => n.kind),
    ).toEqual(['staff']);
    const none = await callAdmin(t, 'POST /notifications', {
      headers: support.headers,
      body: { title: 'x', body: 'y' },
    });
    expect(none.status).toBe(400);
  });

  it('every system notification has a title and body in every language', () => {
    for (const locale of LOCALES) {
      for (const kind of SYSTEM_NOTIFICATIONS) {
        const messages = dictionaries[locale] as Record<string, string>;
        expect(messages[`notification.${kind}.title`], `${locale} ${kind}`).toBeTruthy();
        expect(messages[`notification.${kind}.body`], `${locale} ${kind}`).toBeTruthy();
      }
    }
  });
});
