/**
 * Player protection: time-outs and self-exclusions stop bets, deposits and transfers
 * in the transaction that would move the money; sign-in, reading and withdrawing stay open.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, finance, fund } from '../support/wallet.ts';
import { bet, lottoRoundTarget } from '../support/games.ts';
import { bets, protectionBlocks, customers } from '#server/db/schema/index.ts';

const t = setupTestRuntime();

interface BlockView {
  kind: string;
  startsAt: string;
  endsAt: string;
  returnRequestedAt: string | null;
  returnedAt: string | null;
}

const post = <T = unknown>(
  player: Player,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  t.call<Envelope & { data: T }>('POST', `/api/app${path}`, {
    headers: { ...player.headers, ...headers },
    body,
  });

const timeout = (player: Player, days: unknown, headers: Record<string, string> = {}) =>
  post<BlockView>(player, '/customer/timeout', { days, password: player.password }, headers);

const selfExclude = (player: Player, months: unknown) =>
  post<BlockView>(player, '/customer/self-exclusion', { months, password: player.password });

const askToReturn = (player: Player) =>
  post<{ current: BlockView | null; history: BlockView[] }>(player, '/customer/self-exclusion/return', {
    password: player.password,
  });

const protection = async (player: Player) =>
  (await callApp(t, 'GET /customer/protection', { headers: player.headers })).body.data;

const deposit = (player: Player) => post<{ id: string }>(player, '/deposit/apply', { amount: '10' });

async function readyPlayer(amount = '100') {
  const player = await registerPlayer(t);
  await completeProfile(t, player, 'tx-pass');
  await fund(t, player, amount);
  return player;
}

async function blockRows(player: Player) {
  const [row] = await t.runtime.database.db
    .select()
    .from(customers)
    .where(eq(customers.userId, player.userId));
  if (!row) throw new Error('no customer');
  return t.runtime.database.db.select().from(protectionBlocks).where(eq(protectionBlocks.customerId, row.id));
}

const lottoTarget = () => lottoRoundTarget(t);

const DAY = 24 * 60 * 60 * 1000;

/** Signs the player in again (a session idles out over months); sign-in stays open when blocked. */
async function signInAgain(player: Player): Promise<Player> {
  const res = await callApp(t, 'POST /customer/login', {
    body: { username: player.username, password: player.password },
  });
  expect(res.status).toBe(200);
  return { ...player, jwt: res.body.data.jwt, headers: { jwt: res.body.data.jwt } };
}

describe('POST /customer/timeout', () => {
  it('refuses bets, deposits and transfers with ACCOUNT_IN_TIMEOUT and moves nothing; sign-in, reading and withdrawing stay open', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const target = await lottoTarget();
    const player = await readyPlayer('100');
    const other = await registerPlayer(t);
    const res = await timeout(player, 1);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'timeout',
      startsAt: '2026-11-21T00:00:10.000Z',
      endsAt: '2026-11-22T00:00:10.000Z',
    });

    const placed = await bet(t, player, target, ['pos1:BIG'], '10');
    expect([placed.status, placed.body.error]).toEqual([403, 'ACCOUNT_IN_TIMEOUT']);
    const claimed = await deposit(player);
    expect([claimed.status, claimed.body.error]).toEqual([403, 'ACCOUNT_IN_TIMEOUT']);
    const sent = await post(player, '/transfer', {
      toUserId: other.userId,
      amount: '5',
      transactionPassword: 'tx-pass',
    });
    expect([sent.status, sent.body.error]).toEqual([403, 'ACCOUNT_IN_TIMEOUT']);
    expect(await balanceOf(t, player)).toBe('100.00');
    expect(await t.runtime.database.db.select().from(bets)).toHaveLength(0);

    const login = await callApp(t, 'POST /customer/login', {
      body: { username: player.username, password: player.password },
    });
    expect(login.status).toBe(200);
    expect((await callApp(t, 'GET /customer', { headers: player.headers })).status).toBe(200);
    const withdrawn = await post(player, '/withdraw/apply', { amount: '20', transactionPassword: 'tx-pass' });
    expect(withdrawn.status).toBe(200);
    expect(await balanceOf(t, player)).toBe('80.00');
    expect((await protection(player)).current).toMatchObject({ kind: 'timeout' });
    await expectLedgerBalanced(t);
  });

  it('ends exactly at endsAt on the clock, and cannot be ended early: a shorter one is refused, a longer one extends', async () => {
    const player = await readyPlayer('100');
    t.clock.set('2026-11-21T00:00:00.000Z');
    await timeout(player, 7);
    const shorter = await timeout(player, 3);
    expect([shorter.status, shorter.body.error]).toEqual([400, 'INVALID_OPERATION']);
    const same = await timeout(player, 7);
    expect(same.status).toBe(400);
    t.clock.set(new Date(Date.parse('2026-11-28T00:00:00.000Z') - 1));
    expect((await deposit(player)).body.error).toBe('ACCOUNT_IN_TIMEOUT');
    t.clock.set('2026-11-28T00:00:00.000Z');
    expect((await deposit(player)).status).toBe(200);
    expect((await protection(player)).current).toBeNull();

    await timeout(player, 1);
    t.clock.advance(DAY / 2);
    const longer = await timeout(player, 2);
    expect(longer.body.data.endsAt).toBe('2026-11-30T12:00:00.000Z');
    t.clock.set('2026-11-29T00:00:00.000Z'); // the first one ended, the longer one holds
    expect((await deposit(player)).body.error).toBe('ACCOUNT_IN_TIMEOUT');
    expect((await protection(player)).history).toHaveLength(3);
  });

  it('refuses bad input and a wrong password, storing nothing', async () => {
    const player = await registerPlayer(t);
    for (const days of [0, 43, 1.5, 'x', null, -1]) {
      const res = await timeout(player, days);
      expect([res.status, res.body.error]).toEqual([400, 'VALIDATION_ERROR']);
      expect(res.body.fields?.days).toBeTruthy();
    }
    const missing = await post(player, '/customer/timeout', { days: 1 });
    expect([missing.status, missing.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    const wrong = await post(player, '/customer/timeout', { days: 1, password: 'not-the-password' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'CURRENT_PASSWORD_IS_NOT_CORRECT']);
    const anonymous = await callApp(t, 'POST /customer/timeout', { body: { days: 1, password: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(await blockRows(player)).toHaveLength(0);
  });

  it('acts on the caller only, and a repeat with the same Idempotency-Key answers the first reply', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const headers = { 'Idempotency-Key': 'timeout-key-0001' };
    const first = await timeout(player, 2, headers);
    t.clock.advance(60_000);
    const again = await timeout(player, 2, headers);
    expect(again.body.data).toEqual(first.body.data);
    expect(await blockRows(player)).toHaveLength(1);
    const smuggled = await post(player, '/customer/timeout', {
      days: 3,
      password: player.password,
      userId: other.userId,
    });
    expect(smuggled.status).toBe(200); // the caller's own time-out, extended
    expect(await blockRows(player)).toHaveLength(2);
    expect(await blockRows(other)).toHaveLength(0);
  });

  it('20 bets racing a time-out: each is placed before the block starts or refused, none after', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const target = await lottoTarget();
    const player = await readyPlayer('500');
    // Every reading of the clock moves it on a millisecond, so each request has its own instant.
    const read = t.clock.now.bind(t.clock);
    t.clock.now = () => {
      const now = read();
      t.clock.advance(1);
      return now;
    };
    // The time-out checks the password first (argon2, slow), so the bets are spread over that time.
    const block = timeout(player, 1);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 15)).then(() =>
          bet(t, player, target, ['pos1:BIG'], '10'),
        ),
      ),
    );
    const blockReply = (await block).body.data;
    const placedCount = replies.filter((r) => r.status === 200).length;
    for (const r of replies) if (r.status !== 200) expect(r.body.error).toBe('ACCOUNT_IN_TIMEOUT');
    const rows = await t.runtime.database.db.select().from(bets);
    expect(rows).toHaveLength(placedCount);
    for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(Date.parse(blockReply.startsAt));
    expect(await balanceOf(t, player)).toBe((500 - 10 * placedCount).toFixed(2));
    await expectLedgerBalanced(t);
  });
});

describe('POST /customer/self-exclusion', () => {
  it('takes 6, 12 or 60 months only', async () => {
    const player = await registerPlayer(t);
    for (const months of [1, 3, 7, 24, 6.5, '6', null]) {
      expect((await selfExclude(player, months)).body.error).toBe('VALIDATION_ERROR');
    }
    expect(await blockRows(player)).toHaveLength(0);
    t.clock.set('2026-08-31T10:00:00.000Z');
    const res = await selfExclude(player, 6);
    expect(res.body.data).toMatchObject({ kind: 'selfExclusion', endsAt: '2027-02-28T10:00:00.000Z' });
    expect((await selfExclude(player, 12)).body.data.endsAt).toBe('2027-08-31T10:00:00.000Z');
    expect((await selfExclude(player, 60)).body.data.endsAt).toBe('2031-08-31T10:00:00.000Z');
    expect((await selfExclude(player, 12)).body.error).toBe('INVALID_OPERATION');
  });

  it('blocks like a time-out with its own code, refuses a time-out, a staff confirmation and an early return', async () => {
    const player = await readyPlayer('100');
    const pending = await deposit(player);
    t.clock.set('2026-11-21T00:00:00.000Z');
    await selfExclude(player, 6);
    expect((await deposit(player)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    expect((await timeout(player, 42)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    const confirmed = await callAdmin(t, 'POST /deposits/{id}/confirm', {
      params: { id: pending.body.data.id },
      headers: (await finance(t)).headers,
      body: { amount: '10' },
    });
    expect([confirmed.status, confirmed.body.error]).toEqual([403, 'ACCOUNT_SELF_EXCLUDED']);
    expect(await balanceOf(t, player)).toBe('100.00');
    expect((await askToReturn(player)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    expect(
      (await post(player, '/withdraw/apply', { amount: '20', transactionPassword: 'tx-pass' })).status,
    ).toBe(200);
  });

  it('after its end the account stays closed until the player asks to return and confirms 24 hours later', async () => {
    const before = await readyPlayer('100');
    t.clock.set('2026-11-21T00:00:00.000Z');
    await selfExclude(before, 6);
    t.clock.set('2027-05-21T00:00:00.000Z');
    const player = await signInAgain(before);
    expect((await deposit(player)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    const asked = await askToReturn(player);
    expect(asked.body.data.current).toMatchObject({
      returnRequestedAt: '2027-05-21T00:00:00.000Z',
      returnedAt: null,
    });
    t.clock.advance(DAY - 1);
    expect((await askToReturn(player)).body.error).toBe('INVALID_OPERATION');
    expect((await deposit(player)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
    t.clock.advance(1);
    const returned = await askToReturn(player);
    expect(returned.body.data.current).toBeNull();
    expect(returned.body.data.history[0]).toMatchObject({ returnedAt: '2027-05-22T00:00:00.000Z' });
    expect((await deposit(player)).status).toBe(200);
    expect((await askToReturn(player)).body.error).toBe('INVALID_OPERATION');
  });
});

describe('notifications to every player', () => {
  it('leave out players in a self-exclusion; a message to the one player and money notices still reach them', async () => {
    const excluded = await readyPlayer('100');
    const timedOut = await registerPlayer(t);
    await selfExclude(excluded, 6);
    await timeout(timedOut, 1);
    const support = (await staffSession(t, 'support')).headers;
    const all = await callAdmin(t, 'POST /notifications', {
      headers: support,
      body: { all: true, title: 'Double odds tonight', body: 'Promotion.' },
    });
    const players = await t.runtime.database.db.select().from(customers);
    expect(all.body.data.sent).toBe(players.length - 1);
    await callAdmin(t, 'POST /notifications', {
      headers: support,
      body: { userId: excluded.userId, title: 'Your ticket', body: 'Answered.' },
    });
    // (A transfer to them is refused now: money received counts as deposited.)
    const withdrawal = await post<{ id: string }>(excluded, '/withdraw/apply', {
      amount: '20',
      transactionPassword: 'tx-pass',
    });
    const approved = await callAdmin(t, 'POST /withdrawals/{id}/approve', {
      params: { id: withdrawal.body.data.id },
      headers: (await finance(t)).headers,
      body: {},
    });
    expect(approved.status).toBe(200);
    const notes = await callApp(t, 'GET /notification/search', { headers: excluded.headers });
    const titles = notes.body.data.list.map((n) => n.title);
    expect(titles).not.toContain('Double odds tonight');
    expect(titles).toEqual(expect.arrayContaining(['Your ticket', 'Withdrawal approved']));
  });
});

describe('staff', () => {
  it('see the block in force and its history on the customer, and a status change does not lift it', async () => {
    const player = await readyPlayer('100');
    t.clock.set('2026-11-21T00:00:00.000Z');
    await selfExclude(player, 12);
    const support = (await staffSession(t, 'support')).headers;
    for (const status of ['frozen', 'active']) {
      const changed = await t.call('POST', `/api/admin/customers/${player.userId}/status`, {
        headers: support,
        body: { status, reason: 'asked to play again' },
      });
      expect(changed.status).toBe(200);
    }
    const detail = await callAdmin(t, 'GET /customers/{userId}', {
      params: { userId: player.userId },
      headers: support,
    });
    expect(detail.body.data.protection.current).toMatchObject({
      kind: 'selfExclusion',
      startsAt: '2026-11-21T00:00:00.000Z',
      endsAt: '2027-11-21T00:00:00.000Z',
    });
    expect(detail.body.data.protection.history).toHaveLength(1);
    expect((await deposit(player)).body.error).toBe('ACCOUNT_SELF_EXCLUDED');
  });
});

describe('the OpenAPI document', () => {
  it('declares the protection routes with their schemas', async () => {
    const res = await t.call<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      'GET',
      '/api/app/openapi.json',
    );
    expect(Object.keys(res.body.paths['/api/app/customer/protection'] ?? {})).toEqual(['get']);
    expect(JSON.stringify(res.body.paths['/api/app/customer/timeout']?.post?.requestBody)).toContain('days');
    expect(JSON.stringify(res.body.paths['/api/app/customer/self-exclusion']?.post?.requestBody)).toContain(
      'months',
    );
    expect(res.body.paths['/api/app/customer/self-exclusion/return']?.post).toBeDefined();
  });
});
