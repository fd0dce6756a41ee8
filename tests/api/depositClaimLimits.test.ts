import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callAdmin, callApp } from '../support/routes.ts';
import { registerPlayer, staffSession, type Player } from '../support/accounts.ts';
import { finance } from '../support/wallet.ts';

const t = setupTestRuntime();

type Deposit = { id: string; status: string; amount: string };
const apply = (player: Player, body: unknown, extra: Record<string, string> = {}) =>
  t.call<Envelope & { data: Deposit }>('POST', '/api/app/deposit/apply', {
    headers: { ...player.headers, ...extra },
    body,
  });

async function pendingCount(player: Player): Promise<number> {
  const list = await callApp(t, 'GET /deposit/search', {
    query: { pageSize: '100' },
    headers: player.headers,
  });
  return list.body.data.list.filter((d) => d.status === 'pending').length;
}

async function setLimits(limits: Record<string, unknown>) {
  const admin = await staffSession(t, 'admin');
  const res = await callAdmin(t, 'PUT /settings', { headers: admin.headers, body: { limits } });
  expect(res.status).toBe(200);
}

describe('the per-claim deposit maximum', () => {
  it('refuses a claim above it with AMOUNT_ABOVE_MAXIMUM, naming the maximum as the hint writes it', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player, { amount: '100000.01' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'AMOUNT_ABOVE_MAXIMUM',
      fields: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
    });
    expect(res.body.message).toContain('100,000.00');
    expect(await pendingCount(player)).toBe(0);
  });

  it('accepts a claim of exactly the maximum', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player, { amount: '100000' });
    expect(res.status).toBe(200);
  });

  it('refuses the attack amount 999 999 999 999.99 and records nothing', async () => {
    const player = await registerPlayer(t);
    const res = await apply(player, { amount: '999999999999.99' });
    expect(res.body).toMatchObject({ error: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(await pendingCount(player)).toBe(0);
  });

  it('follows the site setting, and a null maximum allows any amount', async () => {
    await setLimits({ depositMax: '50' });
    const player = await registerPlayer(t);
    expect((await apply(player, { amount: '50.01' })).body).toMatchObject({ error: 'AMOUNT_ABOVE_MAXIMUM' });
    await setLimits({ depositMax: null });
    t.runtime.site.invalidate();
    expect((await apply(player, { amount: '999999' })).status).toBe(200);
  });

  it.each([
    ['0'],
    ['-5'],
    ['0.00'],
    ['1e12'],
    ['99999999999999999999999'],
    ['12.345'],
    ['１２'],
    [null],
    [true],
  ])('refuses the malformed or non-positive amount %j with a 400 and records nothing', async (amount) => {
    const player = await registerPlayer(t);
    const res = await apply(player, { amount });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('amount');
    expect(await pendingCount(player)).toBe(0);
  });
});

describe('open deposit claims per player', () => {
  it('refuses a claim beyond the open-claims limit (3) with TOO_MANY_OPEN_DEPOSITS', async () => {
    const player = await registerPlayer(t);
    for (let i = 0; i < 3; i++) expect((await apply(player, { amount: '20' })).status).toBe(200);
    const fourth = await apply(player, { amount: '20' });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ code: 0, error: 'TOO_MANY_OPEN_DEPOSITS' });
    expect(fourth.body.message).toContain('3');
    expect(await pendingCount(player)).toBe(3);
  });

  it('frees a place when staff settle one of the open claims', async () => {
    const player = await registerPlayer(t);
    const first = await apply(player, { amount: '20' });
    await apply(player, { amount: '20' });
    await apply(player, { amount: '20' });
    const staff = await finance(t);
    await callAdmin(t, 'POST /deposits/{id}/reject', {
      params: { id: first.body.data.id },
      headers: staff.headers,
      body: { reason: 'not received' },
    });
    expect((await apply(player, { amount: '20' })).status).toBe(200);
  });

  it('counts each player on their own', async () => {
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    for (let i = 0; i < 3; i++) await apply(a, { amount: '20' });
    expect((await apply(b, { amount: '20' })).status).toBe(200);
  });

  it('twenty claims at once leave at most the limit pending', async () => {
    const player = await registerPlayer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(player, { amount: '25' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error)).toEqual(
      Array.from({ length: 17 }, () => 'TOO_MANY_OPEN_DEPOSITS'),
    );
    expect(await pendingCount(player)).toBe(3);
  });

  it('replays a claim sent again with the same Idempotency-Key, even at the limit', async () => {
    const player = await registerPlayer(t);
    const key = { 'Idempotency-Key': 'claim-limit-key-01' };
    await apply(player, { amount: '20' });
    await apply(player, { amount: '20' });
    const third = await apply(player, { amount: '20' }, key);
    const again = await apply(player, { amount: '20' }, key);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(third.body.data.id);
    expect(await pendingCount(player)).toBe(3);
  });
});

describe('the deposit claim rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After after 20 claims in an hour by one player', async () => {
    await setLimits({ depositOpenClaimsMax: 1000 });
    const player = await registerPlayer(t);
    for (let i = 0; i < 20; i++) expect((await apply(player, { amount: '20' })).status).toBe(200);
    const over = await apply(player, { amount: '20' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await pendingCount(player)).toBe(20);
    // Another player is not held back.
    expect((await apply(await registerPlayer(t), { amount: '20' })).status).toBe(200);
  });
});
