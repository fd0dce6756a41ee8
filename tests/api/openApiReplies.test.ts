/**
 * Real calls, a player's and staff's, successes and failures, checked against the OpenAPI
 * documents the API serves: each reply's media type must be declared for its path, method and
 * status, and a JSON reply must match the schema declared there; a JSON request the server took
 * must match the document's request schema (tests/support/openApi.ts). A handler or contract that
 * drifts from its document fails here.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { setupTestRuntime, type ApiResponse, type CallInit, type Envelope } from '../support/runtime.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { currentRound, oddsOf, startGames } from '../support/games.ts';
import { fund } from '../support/wallet.ts';
import { openApiChecker, servedDocuments } from '../support/openApi.ts';

const t = setupTestRuntime();

type Reply<T> = Envelope & { data: T };

/** Calls that check each request and reply against the documents; `statuses` lists them. */
async function checkedCalls() {
  const { player, staff } = await servedDocuments(t);
  const check = openApiChecker([player, staff]);
  const statuses: string[] = [];
  const done = (method: string, url: string, reply: ApiResponse, body?: unknown) => {
    check.reply(method, url, reply);
    if (body !== undefined && reply.status < 300) check.request(method, url, body);
    statuses.push(`${method} ${url.split('?')[0]} ${reply.status}`);
    return reply;
  };
  return {
    check,
    statuses,
    call: async <T = Envelope>(method: string, url: string, init?: CallInit) =>
      done(method, url, await t.call<T>(method, url, init), init?.body) as ApiResponse<T>,
    /** As a browser fetches: raw bytes up (an image), and an event stream's head only. */
    fetch: async (
      method: string,
      url: string,
      init: { headers: Record<string, string>; bytes?: Uint8Array },
    ) => {
      const controller = new AbortController();
      const response = await t.runtime.api.fetch(
        new Request(`http://fairdraw.test${url}`, {
          method,
          headers: init.headers,
          signal: controller.signal,
          ...(init.bytes ? { body: new Uint8Array(init.bytes) } : {}),
        }),
      );
      const type = response.headers.get('content-type') ?? '';
      let body: unknown = null;
      if (type.startsWith('text/event-stream')) controller.abort();
      else body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
      return done(method, url, { status: response.status, headers: response.headers, body });
    },
  };
}

/** A funded player with a bet on the current lotto round. */
async function playerWithBet(call: Awaited<ReturnType<typeof checkedCalls>>['call']) {
  t.clock.set('2026-11-21T00:00:10.000Z');
  const lotto = (await startGames(t)).find((lottery) => lottery.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  await fund(t, player, '100');
  const { period } = await currentRound(t, lotto.id);
  const odds = (await oddsOf(t, lotto.id, 1)).get('pos1:BIG') ?? '0';
  const placed = await call('POST', '/api/app/game/bet', {
    headers: player.headers,
    body: {
      lotteryId: lotto.id,
      roomId: 1,
      period,
      items: [{ key: 'pos1:BIG', amount: '2.00', odds }],
      summary: { count: 1, amount: '2.00', total: '2.00' },
    },
  });
  expect(placed.status).toBe(200);
  return { player, lotteryId: lotto.id };
}

describe('replies are what the documents declare', () => {
  it("a player's: site info, sign-in, account, games, a bet, searches, the statement as JSON and CSV, failures", async () => {
    const { call, statuses } = await checkedCalls();
    const { player, lotteryId } = await playerWithBet(call);
    const headers = player.headers;
    const range = 'start=2026-11-20&end=2026-11-22T00:00:00.000Z';
    await call('GET', '/api/app/info');
    await call('POST', '/api/app/customer/login', {
      body: { username: player.username, password: player.password },
    });
    await call('GET', '/api/app/customer', { headers });
    await call('GET', '/api/app/game');
    await call('GET', `/api/app/game/${lotteryId}/room`);
    await call('GET', `/api/app/game/${lotteryId}/1`);
    await call('GET', `/api/app/game/search/bet?${range}`, { headers });
    await call('GET', `/api/app/game/search/transaction?${range}`, { headers });
    await call('GET', '/api/app/deposit/search', { headers });
    await call('GET', '/api/app/notification/search', { headers });
    await call('GET', `/api/app/customer/statement?${range}`, { headers });
    await call('GET', `/api/app/customer/statement?${range}&format=csv`, { headers });
    await call('GET', '/api/app/fp/loader.js');
    // Failures: the envelope's Failure, whatever the status.
    await call('GET', '/api/app/customer');
    await call('POST', '/api/app/customer/login', {
      body: { username: player.username, password: 'not-it' },
    });
    await call('GET', '/api/app/game/search/bet?start=yesterday&end=2026-11-22', { headers });
    await call('POST', '/api/app/game/bet', { headers, body: { lotteryId, items: 'all of them' } });
    expect(statuses).toEqual([
      'POST /api/app/game/bet 200',
      'GET /api/app/info 200',
      'POST /api/app/customer/login 200',
      'GET /api/app/customer 200',
      'GET /api/app/game 200',
      `GET /api/app/game/${lotteryId}/room 200`,
      `GET /api/app/game/${lotteryId}/1 200`,
      'GET /api/app/game/search/bet 200',
      'GET /api/app/game/search/transaction 200',
      'GET /api/app/deposit/search 200',
      'GET /api/app/notification/search 200',
      'GET /api/app/customer/statement 200',
      'GET /api/app/customer/statement 200',
      'GET /api/app/fp/loader.js 200',
      'GET /api/app/customer 401',
      'POST /api/app/customer/login 400',
      'GET /api/app/game/search/bet 400',
      'POST /api/app/game/bet 400',
    ]);
  });

  it("staff's: sign-in, customers, the ledger, reports, settings, failures", async () => {
    const { call, statuses } = await checkedCalls();
    const { player } = await playerWithBet(call);
    await t.runtime.staffAccounts.create({
      username: 'checker',
      role: 'admin',
      password: 'staff-password-1',
    });
    const login = await call<Reply<{ jwt: string }>>('POST', '/api/admin/auth/login', {
      body: { username: 'checker', password: 'staff-password-1' },
    });
    const headers = { jwt: login.body.data.jwt };
    const support = await staffSession(t, 'support');
    await call('GET', '/api/admin/auth/me', { headers });
    await call('GET', '/api/admin/customers?status=active', { headers });
    await call('GET', `/api/admin/customers/${player.userId}`, { headers });
    await call('GET', `/api/admin/customers/${player.userId}/bets`, { headers });
    await call('GET', '/api/admin/deposits', { headers });
    await call('GET', '/api/admin/ledger?start=2026-11-20&end=2026-11-22T00:00:00Z', { headers });
    await call('GET', '/api/admin/reports/daily?from=2026-11-20&to=2026-11-22', { headers });
    await call('GET', '/api/admin/dashboard', { headers });
    await call('GET', '/api/admin/settings', { headers });
    await call('GET', '/api/admin/audit', { headers });
    await call('GET', '/api/admin/ledger', { headers: support.headers });
    await call('GET', '/api/admin/customers/999999', { headers });
    await call('GET', '/api/admin/reports/daily?from=2026-02-30&to=2026-11-22', { headers });
    expect(statuses.slice(1)).toEqual([
      'POST /api/admin/auth/login 200',
      'GET /api/admin/auth/me 200',
      'GET /api/admin/customers 200',
      `GET /api/admin/customers/${player.userId} 200`,
      `GET /api/admin/customers/${player.userId}/bets 200`,
      'GET /api/admin/deposits 200',
      'GET /api/admin/ledger 200',
      'GET /api/admin/reports/daily 200',
      'GET /api/admin/dashboard 200',
      'GET /api/admin/settings 200',
      'GET /api/admin/audit 200',
      'GET /api/admin/ledger 403',
      'GET /api/admin/customers/999999 404',
      'GET /api/admin/reports/daily 400',
    ]);
  });

  it('the support chat: an upload, a message of 2000 characters once trimmed with its context, the thread, the image, the streams', async () => {
    const { call, fetch, statuses } = await checkedCalls();
    const player: Player = await registerPlayer(t);
    const staff = await staffSession(t, 'support');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const headers = { ...player.headers, 'content-type': 'image/png' };
    const upload = await fetch('POST', '/api/app/support/attachments', { headers, bytes: png });
    const attachmentId = (upload.body as Reply<{ id: string }>).data.id;
    // The server trims the text before it counts it: the document must take what the server takes.
    const body = `  ${'x'.repeat(2000)}\n`;
    const context = { kind: 'deposit', amount: '12.50', network: 'TRC20' };
    const sent = await call<Reply<{ conversationId: string; body: string }>>(
      'POST',
      '/api/app/support/messages',
      {
        headers: player.headers,
        body: { body, attachmentId, context },
      },
    );
    expect(sent.body.data.body).toBe('x'.repeat(2000));
    const tooLong = await call('POST', '/api/app/support/messages', {
      headers: player.headers,
      body: { body: `${'x'.repeat(2001)}  ` },
    });
    expect(tooLong.body.fields).toEqual({ body: 'TOO_LONG' });
    const id = sent.body.data.conversationId;
    await call('GET', '/api/app/support/conversation', { headers: player.headers });
    await fetch('GET', `/api/app/support/attachments/${attachmentId}`, { headers: player.headers });
    await fetch('GET', '/api/app/support/stream', { headers: player.headers });
    await call('GET', '/api/admin/support/conversations', { headers: staff.headers });
    await call('GET', `/api/admin/support/conversations/${id}`, { headers: staff.headers });
    await fetch('GET', `/api/admin/support/attachments/${attachmentId}`, { headers: staff.headers });
    await fetch('GET', '/api/admin/support/stream', { headers: staff.headers });
    expect(statuses).toEqual([
      'POST /api/app/support/attachments 200',
      'POST /api/app/support/messages 200',
      'POST /api/app/support/messages 400',
      'GET /api/app/support/conversation 200',
      `GET /api/app/support/attachments/${attachmentId} 200`,
      'GET /api/app/support/stream 200',
      'GET /api/admin/support/conversations 200',
      `GET /api/admin/support/conversations/${id} 200`,
      `GET /api/admin/support/attachments/${attachmentId} 200`,
      'GET /api/admin/support/stream 200',
    ]);
  });
});

describe('a query date', () => {
  it('is taken by the server exactly when the document allows it', async () => {
    const { check } = await checkedCalls();
    const player = await registerPlayer(t);
    const verdicts = [];
    for (const [value, code] of [
      ['2026-11-01', null],
      ['2024-02-29', null],
      ['2026-11-01T08:00:00Z', null],
      ['2026-11-01T08:00:00.5+08:00', null],
      ['2026-11-01T08:00:00.123456-05:30', null],
      ['2026-02-30', 'INVALID_VALUE'],
      ['2026-11-01T08:00', 'INVALID_FORMAT'],
      ['2026-11-01T08:00Z', 'INVALID_FORMAT'],
      ['2026-11-01 08:00:00Z', 'INVALID_FORMAT'],
      ['2026-11-01t08:00:00z', 'INVALID_FORMAT'],
      ['+002026-11-01', 'INVALID_FORMAT'],
      ['20261101', 'INVALID_FORMAT'],
      ['yesterday', 'INVALID_FORMAT'],
    ] as const) {
      const url = `/api/app/game/search/bet?${new URLSearchParams({ start: value, end: '2100-01-01' })}`;
      const res = await t.call('GET', url, { headers: player.headers });
      verdicts.push({
        value,
        server: res.body.fields?.start ?? res.status,
        document: check.allows('GET', url, 'start', value),
      });
      expect(verdicts.at(-1)).toEqual({ value, server: code ?? 200, document: code === null });
    }
  });
});
