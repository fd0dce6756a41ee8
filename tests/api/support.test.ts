/**
 * The support chat (/work/chat-design.md): a player writes, staff answer, both sides
 * read, with statuses, read marks and unread counts; staff assign, close and reopen (audited);
 * canned replies by role; images checked by their bytes and stripped of metadata, and the upload
 * limit; bad input; a race of messages; the live streams; the push of a staff reply. The message
 * limits are in `supportLimits.test.ts`.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { registerPlayer, staffSession, type Player, type StaffSession } from '../support/accounts.ts';
import { serveOverHttp } from '../support/httpServer.ts';
import { startPushReceiver } from '../support/pushReceiver.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { openEventStream } from '../support/sse.ts';
import { fund } from '../support/wallet.ts';
import { auditLog, siteSettings } from '#server/db/schema/index.ts';
import { selectRows } from '#server/db/rows.ts';
import { dictionaries } from '#i18n/index.ts';
import { outboxSize } from '#server/push/queries.ts';
import type {
  StaffSupportConversation,
  StaffSupportMessage,
  SupportAttachment,
  SupportCannedReply,
  SupportConversationDetail,
  SupportConversationPage,
  SupportCounts,
  SupportMessage,
  SupportThread,
} from '#shared/contract/support.ts';

const receiver = await startPushReceiver();
const t = setupTestRuntime({ env: { PUSH_SERVICE_ORIGINS: receiver.origin } });
afterAll(() => receiver.close());

type Reply<T> = Envelope & { data: T };
type Who = Player | StaffSession;

const get = <T>(who: Who, path: string) => t.call<Reply<T>>('GET', path, { headers: who.headers });
const post = <T>(who: Who, path: string, body?: unknown) =>
  t.call<Reply<T>>('POST', path, { headers: who.headers, ...(body === undefined ? {} : { body }) });
const say = (player: Player, body: unknown) =>
  post<SupportMessage>(player, '/api/app/support/messages', body);
const thread = (player: Player) => get<SupportThread>(player, '/api/app/support/conversation');
const answer = (staff: StaffSession, id: string, body: unknown) =>
  post<StaffSupportMessage>(staff, `/api/admin/support/conversations/${id}/messages`, body);

/** Uploads raw bytes as an image, the way the browser's `fetch` does. */
async function upload(path: string, bytes: Uint8Array, type: string, headers: Record<string, string>) {
  const response = await t.runtime.api.fetch(
    new Request(`http://fairdraw.test${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body: new Uint8Array(bytes),
    }),
  );
  return { status: response.status, body: (await response.json()) as Reply<SupportAttachment> };
}

async function fetchImage(path: string, headers: Record<string, string> = {}) {
  const response = await t.runtime.api.fetch(new Request(`http://fairdraw.test${path}`, { headers }));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const canvas = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } });

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await t.runtime.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'supportConversation'), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe('a conversation', () => {
  it('starts with the player’s message, is answered by staff, with statuses, read marks and unread counts on both sides', async () => {
    const player = await registerPlayer(t);
    await fund(t, player, '25.00');
    const support = await staffSession(t, 'support');
    expect((await thread(player)).body.data).toEqual({ conversation: null, messages: [], unread: 0 });

    const context = { kind: 'deposit', amount: '12.50', network: 'TRC20', txHash: 'ab'.repeat(32) };
    const first = await say(player, { body: '  I have sent USDT  ', origin: 'deposit', context });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ author: 'customer', body: 'I have sent USDT', context });
    const id = first.body.data.conversationId;

    const inbox = await get<SupportConversationPage>(support, '/api/admin/support/conversations?status=open');
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({
        id,
        status: 'open',
        origin: 'deposit',
        customer: { userId: player.userId, username: player.username },
        preview: 'I have sent USDT',
        previewImage: false,
        unread: 1,
      }),
    ]);
    expect((await get<SupportCounts>(support, '/api/admin/support/counts')).body.data).toEqual({
      open: 1,
      waiting: 0,
      closed: 0,
      unread: 1,
    });
    const detail = await get<SupportConversationDetail>(support, `/api/admin/support/conversations/${id}`);
    expect(detail.body.data.customer).toMatchObject({
      userId: player.userId,
      status: 'active',
      blocked: null,
      balance: '25.00',
      locale: 'en',
      recentDeposits: [expect.objectContaining({ amount: '25.00', status: 'completed' })],
      recentWithdrawals: [],
    });

    const reply = await answer(support, id, { body: 'We are checking it.' });
    expect(reply.body.data).toMatchObject({ author: 'staff', staff: { username: support.username } });
    const seen = (await thread(player)).body.data;
    expect(seen.conversation).toMatchObject({ id, status: 'waiting' });
    // Staff replied after the player's message: read by staff (✓✓), the reply unread by the player.
    expect(seen.conversation?.staffReadId).toBe(reply.body.data.id);
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([
      ['customer', 'I have sent USDT'],
      ['staff', 'We are checking it.'],
    ]);
    expect(seen.messages[1]).not.toHaveProperty('staff');
    expect(seen.unread).toBe(1);
    expect((await get(player, '/api/app/support/unread')).body.data).toEqual({ count: 1 });
    const read = await post(player, '/api/app/support/read', { messageId: reply.body.data.id });
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await get(player, '/api/app/support/unread')).body.data).toEqual({ count: 0 });
    const after = await get<SupportThread>(
      player,
      `/api/app/support/conversation?after=${first.body.data.id}`,
    );
    expect(after.body.data.messages.map((m) => m.id)).toEqual([reply.body.data.id]);

    const again = await say(player, { body: 'Thanks, any news?' });
    expect(again.body.data.conversationId).toBe(id);
    const waiting = await get<SupportConversationPage>(support, '/api/admin/support/conversations');
    expect(waiting.body.data.list[0]).toMatchObject({ status: 'open', unread: 1, previewAuthor: 'customer' });
    const marked = await post<StaffSupportConversation>(
      support,
      `/api/admin/support/conversations/${id}/read`,
      {
        messageId: again.body.data.id,
      },
    );
    expect(marked.body.data.staffReadId).toBe(again.body.data.id);
    expect((await get<SupportCounts>(support, '/api/admin/support/counts')).body.data.unread).toBe(0);
    expect(await auditActions(id)).toEqual(['support.reply']);
  });

  it('is assigned, closed and reopened by staff, each audited; a closed one takes no reply and the next message starts another', async () => {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const financeMember = await staffSession(t, 'finance');
    const id = (await say(player, { body: 'Hello' })).body.data.conversationId;
    const path = `/api/admin/support/conversations/${id}`;

    const mine = await post<StaffSupportConversation>(support, `${path}/assign`, { toMe: true });
    expect(mine.body.data.assignee).toMatchObject({ username: support.username });
    const list = await get<SupportConversationPage>(support, '/api/admin/support/conversations?mine=true');
    expect(list.body.data.list.map((c) => c.id)).toEqual([id]);
    expect(
      (await get<SupportConversationPage>(financeMember, '/api/admin/support/conversations?mine=true')).body
        .data.total,
    ).toBe(0);
    expect(
      (await post<StaffSupportConversation>(support, `${path}/assign`, { toMe: false })).body.data.assignee,
    ).toBe(null);
    expect((await post(support, `${path}/reopen`)).body.error).toBe('INVALID_OPERATION');
    const closed = await post<StaffSupportConversation>(financeMember, `${path}/close`);
    expect(closed.body.data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await post(support, `${path}/close`)).body.error).toBe('INVALID_OPERATION');
    expect((await answer(support, id, { body: 'late' })).body.error).toBe('INVALID_OPERATION');
    // The player still sees the closed one until they write again.
    expect((await thread(player)).body.data.conversation).toMatchObject({ id, status: 'closed' });

    const reopened = await post<StaffSupportConversation>(support, `${path}/reopen`);
    expect(reopened.body.data).toMatchObject({ status: 'open', closedAt: null });
    await post(support, `${path}/close`);
    const next = await say(player, { body: 'One more thing' });
    expect(next.body.data.conversationId).not.toBe(id);
    // Two conversations not closed for one player: never.
    const refused = await post(support, `${path}/reopen`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('INVALID_OPERATION');
    expect(await auditActions(id)).toEqual([
      'support.assign',
      'support.unassign',
      'support.close',
      'support.reopen',
      'support.close',
    ]);
    const counts = await get<SupportCounts>(support, '/api/admin/support/counts');
    expect(counts.body.data).toMatchObject({ open: 1, closed: 1 });
  });
});

describe('a long conversation', () => {
  it('is read as its newest 200 messages, and read on from a message id in order, 200 at a time, with no gap', async () => {
    const player = await registerPlayer(t);
    const first = await say(player, { body: 'message 1' });
    const conversationId = first.body.data.conversationId;
    // 249 more, written straight into the conversation (the API allows a player 10 a minute).
    await t.runtime.database.db.execute(
      sql`insert into support_messages (conversation_id, author, body)
          select ${conversationId}, 'customer', 'message ' || n from generate_series(2, 250) as n`,
    );
    const bodies = (reply: Reply<SupportThread>) => reply.data.messages.map((m) => m.body);
    const newest = (await thread(player)).body;
    expect(bodies(newest)).toEqual(Array.from({ length: 200 }, (_, i) => `message ${i + 51}`));

    const caughtUp: string[] = [];
    let after = first.body.data.id;
    for (;;) {
      const page = (await get<SupportThread>(player, `/api/app/support/conversation?after=${after}`)).body;
      if (page.data.messages.length === 0) break;
      caughtUp.push(...bodies(page));
      after = page.data.messages.at(-1)?.id ?? after;
    }
    expect(caughtUp).toEqual(Array.from({ length: 249 }, (_, i) => `message ${i + 2}`));
  });
});

describe('canned replies', () => {
  it('start with three in each language; support and admin manage them, finance reads, editors reach nothing', async () => {
    const [support, admin, financeMember, editor] = await Promise.all([
      staffSession(t, 'support'),
      staffSession(t, 'admin'),
      staffSession(t, 'finance'),
      staffSession(t, 'editor'),
    ]);
    const all = await get<SupportCannedReply[]>(financeMember, '/api/admin/support/replies');
    expect(all.body.data).toHaveLength(30);
    const arabic = await get<SupportCannedReply[]>(financeMember, '/api/admin/support/replies?locale=ar');
    expect(arabic.body.data).toHaveLength(3);
    expect(arabic.body.data.every((r) => r.locale === 'ar' && /[\u0600-\u06ff]/.test(r.body))).toBe(true);

    const reply = {
      locale: 'en',
      title: 'Withdrawal hours',
      body: 'Withdrawals are paid from 09:00 to 21:00.',
    };
    expect((await post(financeMember, '/api/admin/support/replies', reply)).status).toBe(403);
    expect((await get(editor, '/api/admin/support/replies')).status).toBe(403);
    expect((await get(editor, '/api/admin/support/conversations')).status).toBe(403);
    const created = await post<SupportCannedReply>(support, '/api/admin/support/replies', reply);
    expect(created.body.data).toMatchObject({ ...reply, updatedBy: { username: support.username } });
    const path = `/api/admin/support/replies/${created.body.data.id}`;
    const changed = await t.call<Reply<SupportCannedReply>>('PUT', path, {
      headers: admin.headers,
      body: { ...reply, title: 'Payout hours' },
    });
    expect(changed.body.data).toMatchObject({
      title: 'Payout hours',
      updatedBy: { username: admin.username },
    });
    const bad = await post(support, '/api/admin/support/replies', {
      locale: 'xx',
      title: '',
      body: 'x'.repeat(2001),
    });
    expect(bad.body.fields).toEqual({ locale: 'INVALID_VALUE', title: 'REQUIRED', body: 'TOO_LONG' });
    expect((await t.call('DELETE', path, { headers: financeMember.headers })).status).toBe(403);
    expect((await t.call('DELETE', path, { headers: support.headers })).status).toBe(200);
    expect((await t.call('DELETE', path, { headers: support.headers })).status).toBe(404);
    const actions = await t.runtime.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.body.data.id)))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'support.cannedReply.create',
      'support.cannedReply.update',
      'support.cannedReply.delete',
    ]);
    expect((await get<SupportCannedReply[]>(support, '/api/admin/support/replies')).body.data).toHaveLength(
      30,
    );
  });
});

describe('images', () => {
  it('are JPEG, PNG or WebP told by their bytes, re-encoded upright without metadata, shown only to their player and staff', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    // A photo 40×30 stored sideways (EXIF orientation 6), with a copyright and a GPS position.
    const photo = await canvas()
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Fairdraw test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 2/1 3/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    const jpeg = await upload('/api/app/support/attachments', photo, 'image/jpeg', player.headers);
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.data).toMatchObject({ contentType: 'image/jpeg', width: 30, height: 40 });

    // A PNG named and labelled as a JPEG is judged by its bytes: a PNG.
    const png = await canvas().png().toBuffer();
    const mislabelled = await upload('/api/app/support/attachments', png, 'image/jpeg', player.headers);
    expect(mislabelled.body.data).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    const webp = await upload(
      '/api/app/support/attachments',
      await canvas().webp().toBuffer(),
      'image/webp',
      player.headers,
    );
    expect(webp.body.data.contentType).toBe('image/webp');

    const sent = await say(player, { body: '', attachmentId: jpeg.body.data.id });
    expect(sent.body.data.attachment).toEqual(jpeg.body.data);
    const twice = await say(player, { body: 'again', attachmentId: jpeg.body.data.id });
    expect(twice.body.fields).toEqual({
      attachmentId: 'INVALID_VALUE',
    });
    expect((await say(other, { body: 'mine?', attachmentId: mislabelled.body.data.id })).status).toBe(404);

    const path = `/api/app/support/attachments/${jpeg.body.data.id}`;
    const served = await fetchImage(path, player.headers);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/jpeg');
    expect(served.response.headers.get('cache-control')).toBe('private, no-store');
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.response.headers.get('content-disposition')).toBe('inline');
    const after = await sharp(served.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('Fairdraw test'))).toBe(false);

    expect((await fetchImage(path, other.headers)).response.status).toBe(404);
    expect((await fetchImage(path)).response.status).toBe(401);
    expect(
      (await fetchImage(`/api/admin/support/attachments/${jpeg.body.data.id}`, support.headers)).bytes,
    ).toEqual(served.bytes);
    // Staff send an image into the conversation; the player sees it once it is sent.
    const id = sent.body.data.conversationId;
    const staffImage = await upload(
      `/api/admin/support/attachments?conversationId=${id}`,
      png,
      'image/png',
      support.headers,
    );
    expect(
      (await fetchImage(`/api/app/support/attachments/${staffImage.body.data.id}`, player.headers)).response
        .status,
    ).toBe(404);
    await answer(support, id, { body: 'Here is the receipt', attachmentId: staffImage.body.data.id });
    expect(
      (await fetchImage(`/api/app/support/attachments/${staffImage.body.data.id}`, player.headers)).response
        .status,
    ).toBe(200);
    const inbox = await get<SupportConversationPage>(support, '/api/admin/support/conversations');
    expect(inbox.body.data.list[0]).toMatchObject({ preview: 'Here is the receipt', previewImage: false });
  });

  it('refuse GIF, text, truncated and too wide files, uploads over 2 MB, visitors, and the 21st upload of an hour', async () => {
    const player = await registerPlayer(t);
    const refusals: [Uint8Array, string][] = [
      [await canvas().gif().toBuffer(), 'image/gif'],
      [Buffer.from('just some text, not an image'), 'image/png'],
      [(await canvas(200, 200).jpeg().toBuffer()).subarray(0, 300), 'image/jpeg'],
      [(await canvas(200, 200).png().toBuffer()).subarray(0, 200), 'image/png'],
      // Wider than 4096 px.
      [await canvas(4097, 2).png().toBuffer(), 'image/png'],
    ];
    for (const [bytes, type] of refusals) {
      const refused = await upload('/api/app/support/attachments', bytes, type, player.headers);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ file: 'INVALID_FORMAT' });
    }
    const empty = await upload('/api/app/support/attachments', new Uint8Array(), 'image/png', player.headers);
    expect(empty.body.fields).toEqual({ file: 'REQUIRED' });
    const huge = await upload(
      '/api/app/support/attachments',
      new Uint8Array(2 * 1024 * 1024 + 1),
      'image/png',
      player.headers,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');
    const png = await canvas().png().toBuffer();
    expect((await upload('/api/app/support/attachments', png, 'image/png', {})).status).toBe(401);
    // Who is not signed in is refused before the body is read: 3 MB is a 401, not a 413. A
    // player's token is no staff member's.
    const threeMegabytes = new Uint8Array(3 * 1024 * 1024);
    expect((await upload('/api/app/support/attachments', threeMegabytes, 'image/png', {})).status).toBe(401);
    const staffUpload = `/api/admin/support/attachments?conversationId=${crypto.randomUUID()}`;
    expect((await upload(staffUpload, threeMegabytes, 'image/png', player.headers)).status).toBe(401);
    // 20 uploads an hour, refused ones counted (the 413 never reached the count).
    const statuses: number[] = [];
    for (let n = 7; n <= 21; n++) {
      statuses.push((await upload('/api/app/support/attachments', png, 'image/png', player.headers)).status);
    }
    expect(statuses).toEqual([...Array(14).fill(200), 429]);
    expect((await thread(player)).body.data.conversation).toBeNull();
  });

  it('from staff: none into a closed conversation, and the 61st of an hour from one member is refused', async () => {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const colleague = await staffSession(t, 'finance');
    const id = (await say(player, { body: 'A question' })).body.data.conversationId;
    const png = await canvas().png().toBuffer();
    const staffUpload = (who: StaffSession) =>
      upload(`/api/admin/support/attachments?conversationId=${id}`, png, 'image/png', who.headers);
    const statuses: number[] = [];
    for (let n = 1; n <= 61; n++) statuses.push((await staffUpload(support)).status);
    expect(statuses).toEqual([...Array(60).fill(200), 429]);
    // The limit is each member's own.
    expect((await staffUpload(colleague)).status).toBe(200);

    expect((await post(colleague, `/api/admin/support/conversations/${id}/close`)).status).toBe(200);
    const refused = await staffUpload(colleague);
    expect([refused.status, refused.body.error]).toEqual([400, 'INVALID_OPERATION']);
    const kept = await selectRows<{ n: number }>(
      t.runtime.database.db,
      sql`select count(*)::int as n from support_attachments where conversation_id = ${id}`,
    );
    expect(kept[0]?.n).toBe(61);
  });

  it('uploaded and never sent, are deleted after a day; sent ones and newer ones stay', async () => {
    const player = await registerPlayer(t);
    const png = await canvas().png().toBuffer();
    const send = async () =>
      (await upload('/api/app/support/attachments', png, 'image/png', player.headers)).body.data;
    const [sent, unsent] = [await send(), await send()];
    await say(player, { body: 'my receipt', attachmentId: sent.id });
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    const fresh = await send();

    expect(await t.runtime.support.purgeUnsent()).toBe(1);
    const path = (id: string) => `/api/app/support/attachments/${id}`;
    expect((await fetchImage(path(unsent.id), player.headers)).response.status).toBe(404);
    expect((await fetchImage(path(sent.id), player.headers)).response.status).toBe(200);
    // The one uploaded a moment ago can still be sent.
    expect((await say(player, { body: '', attachmentId: fresh.id })).status).toBe(200);
    expect(await t.runtime.support.purgeUnsent()).toBe(0);
  });
});

describe('bad input and blocked players', () => {
  it('answer field errors, 404 for other players’ and unknown ids, 401 and 403 for the wrong tokens, and change nothing', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const cases: [unknown, Record<string, string>][] = [
      [{ body: 'x'.repeat(2001) }, { body: 'TOO_LONG' }],
      [{ body: '   ' }, { body: 'REQUIRED' }],
      [{}, { body: 'REQUIRED' }],
      [{ body: 42 }, { body: 'INVALID_TYPE' }],
      [{ body: 'hi', attachmentId: 'not-a-uuid' }, { attachmentId: 'INVALID_FORMAT' }],
      [{ body: 'hi', origin: 'casino' }, { origin: 'INVALID_VALUE' }],
      [{ body: 'hi', context: { kind: 'deposit', amount: '-1' } }, { 'context.amount': 'INVALID_AMOUNT' }],
      [{ body: 'hi', context: { kind: 'bonus' } }, { 'context.kind': 'INVALID_VALUE' }],
    ];
    for (const [body, fields] of cases) {
      const refused = await say(player, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fields, JSON.stringify(body)).toEqual(fields);
    }
    // 2000 characters (after trimming) are fine.
    expect((await say(player, { body: ` ${'é'.repeat(2000)} ` })).status).toBe(200);
    const theirs = await say(other, { body: 'my own business' });
    const id = theirs.body.data.conversationId;
    expect((await post(player, '/api/app/support/read', { messageId: theirs.body.data.id })).status).toBe(
      404,
    );
    expect((await post(player, '/api/app/support/read', { messageId: 'x' })).body.fields).toEqual({
      messageId: 'INVALID_TYPE',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(support, `/api/admin/support/conversations/${unknown}`)).status).toBe(404);
    expect((await answer(support, unknown, { body: 'hello?' })).status).toBe(404);
    expect((await get(support, '/api/admin/support/conversations/nope')).body.fields).toEqual({
      id: 'INVALID_FORMAT',
    });
    expect(
      (await post(support, `/api/admin/support/conversations/${id}/assign`, { toMe: 'yes' })).body.fields,
    ).toEqual({
      toMe: 'INVALID_TYPE',
    });
    expect(
      (await post(support, `/api/admin/support/conversations/${id}/read`, { messageId: 999_999 })).body
        .fields,
    ).toEqual({ messageId: 'INVALID_VALUE' });
    // Staff tokens are not player tokens, and the other way round.
    expect((await get(support, '/api/app/support/conversation')).status).toBe(401);
    expect((await get(player, '/api/admin/support/conversations')).status).toBe(401);
    expect((await callApp(t, 'GET /support/unread')).status).toBe(401);
    const list = await get<SupportConversationPage>(support, '/api/admin/support/conversations');
    expect(list.body.data.total).toBe(2);
    expect((await thread(other)).body.data.messages).toHaveLength(1);
    expect(await auditActions(id)).toEqual([]);
  });

  it('let frozen and self-excluded players write to support', async () => {
    const frozen = await registerPlayer(t);
    const excluded = await registerPlayer(t);
    const admin = await staffSession(t, 'admin');
    const froze = await post(admin, `/api/admin/customers/${frozen.userId}/status`, {
      status: 'frozen',
      reason: 'checking a deposit',
    });
    expect(froze.status).toBe(200);
    const excluding = await post(excluded, '/api/app/customer/self-exclusion', {
      months: 6,
      password: excluded.password,
    });
    expect(excluding.status).toBe(200);
    expect((await say(frozen, { body: 'Why is my account frozen?', origin: 'account' })).status).toBe(200);
    expect((await say(excluded, { body: 'A question about my exclusion', origin: 'account' })).status).toBe(
      200,
    );
    const detail = await get<SupportConversationDetail>(
      admin,
      `/api/admin/support/conversations/${(await thread(excluded)).body.data.conversation?.id}`,
    );
    expect(detail.body.data.customer).toMatchObject({ status: 'active', blocked: 'selfExclusion' });
  });

  it('stay open under maintenance, whose message sends players to customer service', async () => {
    const player = await registerPlayer(t);
    await t.runtime.database.db.update(siteSettings).set({ maintenance: true }).where(eq(siteSettings.id, 1));
    t.runtime.site.invalidate();
    expect((await get(player, '/api/app/customer/info')).body).toMatchObject({ error: 'UNDER_MAINTENANCE' });
    expect((await say(player, { body: 'Is the site down?', origin: 'home' })).status).toBe(200);
    const read = await thread(player);
    expect(read.status).toBe(200);
    expect(read.body.data.messages.map((message) => message.body)).toEqual(['Is the site down?']);
  });
});

describe('at once and live', () => {
  it('stores 20 messages sent at once by one player once each, in one conversation', async () => {
    const player = await registerPlayer(t);
    // The per-minute limit is not what this checks.
    const unlimited = vi.spyOn(t.runtime.rateLimiter, 'hitAll').mockResolvedValue();
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, n) => say(player, { body: `at once ${n}` })),
    );
    unlimited.mockRestore();
    expect(sent.map((s) => s.status)).toEqual(Array(20).fill(200));
    expect(new Set(sent.map((s) => s.body.data.conversationId)).size).toBe(1);
    const seen = (await thread(player)).body.data;
    expect(seen.messages.map((m) => m.body).sort()).toEqual(
      Array.from({ length: 20 }, (_, n) => `at once ${n}`).sort(),
    );
    const rows = await selectRows<{ n: number }>(
      t.runtime.database.db,
      sql`select count(*)::int as n from support_conversations c
          join customers u on u.id = c.customer_id where u.user_id = ${player.userId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});

/** Opens a support stream in-process and reads its events as they come. */
const openStream = (path: string, who: Who) => openEventStream(t, path, who.headers);

describe('the live streams', () => {
  it('tell staff when a player writes, and the player (only that one) when staff answer', async () => {
    const player = await registerPlayer(t);
    const bystander = await registerPlayer(t);
    const support = await staffSession(t, 'finance');
    const staffStream = await openStream('/api/admin/support/stream', support);
    const playerStream = await openStream('/api/app/support/stream', player);
    const otherStream = await openStream('/api/app/support/stream', bystander);
    try {
      expect(playerStream.response.headers.get('content-type')).toContain('text/event-stream');
      await staffStream.next((e) => e.event === 'ping');
      const sent = await say(player, { body: 'Anyone there?' });
      const id = sent.body.data.conversationId;
      const heard = await staffStream.next((e) => e.event === 'support');
      // The player by their public id: the row id never leaves the server.
      expect(heard.data).toEqual({ conversationId: id, customerId: player.userId });
      await answer(support, id, { body: 'Yes, how can we help?' });
      const told = await playerStream.next((e) => e.event === 'support');
      expect(told.data).toEqual(heard.data);
      // After the event the REST call finds the reply.
      expect((await thread(player)).body.data.messages).toHaveLength(2);
      await otherStream.drain(200);
      expect(otherStream.received.filter((e) => e.event === 'support')).toEqual([]);
    } finally {
      staffStream.close();
      playerStream.close();
      otherStream.close();
    }
  });

  it('end when the instance may have missed a change (its listener was away); opened again, they hear on', async () => {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const id = (await say(player, { body: 'Is my deposit there?' })).body.data.conversationId;
    const first = await openStream('/api/app/support/stream', player);
    const staffFirst = await openStream('/api/admin/support/stream', support);
    await first.next((e) => e.event === 'ping');
    t.runtime.events.resync();
    expect(await first.ends()).toBe(true);
    expect(await staffFirst.ends()).toBe(true);
    // The client connects again and re-reads (useSupportStream); the stream goes on from there.
    const again = await openStream('/api/app/support/stream', player);
    try {
      await again.next((e) => e.event === 'ping');
      await answer(support, id, { body: 'Yes, it is credited.' });
      expect((await again.next((e) => e.event === 'support')).data).toEqual({
        conversationId: id,
        customerId: player.userId,
      });
    } finally {
      again.close();
    }
  });
});

describe('the push of a staff reply', () => {
  it('reaches the player’s devices that take the support topic, in their language, once', async () => {
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const french = receiver.subscribe();
    const betsOnly = receiver.subscribe();
    for (const [device, topics, locale] of [
      [french, ['support'], 'fr'],
      [betsOnly, ['betWon'], 'en'],
    ] as const) {
      const allowed = await post(player, '/api/app/push/subscriptions', { ...device.json, topics, locale });
      expect(allowed.status).toBe(200);
    }
    const id = (await say(player, { body: 'Bonjour' })).body.data.conversationId;
    expect(await outboxSize(t.runtime.database.db)).toBe(0);
    await answer(support, id, { body: 'Bonjour, nous regardons.' });
    // Queued in the reply's transaction; sent by the sender.
    expect(await outboxSize(t.runtime.database.db)).toBe(1);
    expect(await t.runtime.push.deliver()).toBe(1);
    expect(await t.runtime.push.deliver()).toBe(0);
    expect(receiver.refusals).toEqual([]);
    const delivered = receiver.deliveries.filter((d) => d.subscription === french.id);
    expect(delivered.map((d) => d.message)).toEqual([
      {
        title: dictionaries.fr['push.support.title'],
        body: dictionaries.fr['push.support.body'],
        url: '/support',
        tag: 'support',
      },
    ]);
    expect(receiver.deliveries.filter((d) => d.subscription === betsOnly.id)).toEqual([]);
  });
});

describe('the OpenAPI documents', () => {
  it('describe every support route, the upload’s raw body and the site’s optional support link', async () => {
    type Doc = {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const admin = await staffSession(t, 'admin');
    const player = (await t.call<Doc>('GET', '/api/app/openapi.json')).body.paths;
    const staff = (await t.call<Doc>('GET', '/api/admin/openapi.json', { headers: admin.headers })).body
      .paths;
    expect(Object.keys(player).filter((p) => p.includes('/support'))).toEqual([
      '/api/app/support/conversation',
      '/api/app/support/messages',
      '/api/app/support/attachments',
      '/api/app/support/attachments/{id}',
      '/api/app/support/read',
      '/api/app/support/unread',
      '/api/app/support/stream',
    ]);
    expect(Object.keys(player['/api/app/support/attachments']?.post?.requestBody?.content ?? {})).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(
      Object.keys(staff)
        .filter((p) => p.includes('/support'))
        .sort(),
    ).toEqual(
      [
        '/api/admin/support/conversations',
        '/api/admin/support/counts',
        '/api/admin/support/conversations/{id}',
        '/api/admin/support/attachments',
        '/api/admin/support/attachments/{id}',
        '/api/admin/support/stream',
        '/api/admin/support/conversations/{id}/messages',
        '/api/admin/support/conversations/{id}/assign',
        '/api/admin/support/conversations/{id}/close',
        '/api/admin/support/conversations/{id}/reopen',
        '/api/admin/support/conversations/{id}/read',
        '/api/admin/support/replies',
        '/api/admin/support/replies/{id}',
      ].sort(),
    );
    // The in-app chat is the default: the site's support link is empty until staff set one.
    const info = await callApp(t, 'GET /info');
    expect(info.body.data.supportUrl).toBe('');
    const cleared = await callAdmin(t, 'PUT /settings', {
      headers: admin.headers,
      body: { supportUrl: 'https://help.fairdraw.test/chat' },
    });
    expect(cleared.status).toBe(200);
    const back = await callAdmin(t, 'PUT /settings', { headers: admin.headers, body: { supportUrl: '' } });
    expect(back.status).toBe(200);
    expect(
      (await callAdmin(t, 'PUT /settings', { headers: admin.headers, body: { supportUrl: 'ftp://x' } })).body,
    ).toMatchObject({
      fields: { supportUrl: 'INVALID_FORMAT' },
    });
  });
});

describe('over the production HTTP server', () => {
  const serve = serveOverHttp(t);

  it('takes an image as raw bytes, refuses one over 2 MB with 413, and streams support events', async () => {
    const base = await serve();
    const player = await registerPlayer(t);
    const support = await staffSession(t, 'support');
    const photo = await canvas(64, 48).webp().toBuffer();
    const uploaded = await fetch(`${base}/api/app/support/attachments`, {
      method: 'POST',
      headers: { ...player.headers, 'content-type': 'image/webp' },
      body: new Uint8Array(photo),
    });
    const attachment = ((await uploaded.json()) as Reply<SupportAttachment>).data;
    expect(attachment).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
    const tooBig = await fetch(`${base}/api/app/support/attachments`, {
      method: 'POST',
      headers: { ...player.headers, 'content-type': 'image/png' },
      body: new Uint8Array(2 * 1024 * 1024 + 10),
    });
    expect(tooBig.status).toBe(413);

    const controller = new AbortController();
    const stream = await fetch(`${base}/api/app/support/stream`, {
      headers: player.headers,
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const id = (await say(player, { body: '', attachmentId: attachment.id })).body.data.conversationId;
    await answer(support, id, { body: 'Got it' });
    let text = '';
    const deadline = Date.now() + 5_000;
    while (!text.includes('event: support') && Date.now() < deadline) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    expect(text).toContain(`"conversationId":"${id}"`);
    const image = await fetch(`${base}/api/app/support/attachments/${attachment.id}`, {
      headers: player.headers,
    });
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(64);
  });
});
