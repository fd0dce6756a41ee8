import { describe, expect, it } from 'vitest';
import { statement as statementSchema, type Statement } from '#shared/contract/statement.ts';
import { parseSignedMoney } from '#shared/money.ts';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer, type Player } from '../support/accounts.ts';
import { balanceOf, finance, fund } from '../support/wallet.ts';
import { at, bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

const statementOf = (player: Player, query: string) =>
  t.call<Envelope & { data: Statement }>('GET', `/api/app/customer/statement?${query}`, {
    headers: player.headers,
  });

/** The statement's data, parsed with the contract schema. */
async function readStatement(player: Player, query: string): Promise<Statement> {
  const res = await statementOf(player, query);
  expect(res.status).toBe(200);
  return statementSchema.parse(res.body.data);
}

const cents = (money: string) => {
  const value = parseSignedMoney(money);
  if (value === null) throw new Error(`not money: ${money}`);
  return value;
};

const withdraw = (player: Player, amount: string) =>
  callApp(t, 'POST /withdraw/apply', {
    headers: player.headers,
    body: { amount, transactionPassword: 'tx-pass' },
  });

const staffAction = async (id: string, action: string, body?: unknown) =>
  t.call('POST', `/api/admin/withdrawals/${id}/${action}`, {
    headers: (await finance(t)).headers,
    ...(body ? { body } : {}),
  });

/** Deposits 500, stakes 10 + 10 (one wins) and 5 (cancelled), withdraws 60 (rejected) and 100 (paid). */
async function playDay(player: Player, other: Player) {
  const lotto = (await startGames(t)).find((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  await fund(t, player, '500');
  await fund(t, other, '300');
  const round = await currentRound(t, lotto.id);
  const target = { lotteryId: lotto.id, roomId: 1, period: round.period };
  expect((await bet(t, player, target, ['pos1:BIG', 'pos1:SMALL'], '10')).status).toBe(200);
  expect((await bet(t, other, target, ['pos2:BIG'], '40')).status).toBe(200);
  const cancelled = await bet(t, player, target, ['pos3:ODD'], '5');
  const cancelUid = cancelled.body.data.bets[0]?.betUid ?? '';
  const cancel = await callApp(t, 'POST /game/bet/cancel', {
    query: { betUid: cancelUid },
    headers: player.headers,
  });
  expect(cancel.status).toBe(200);
  await at(t, round.drawAt);
  const rejected = (await withdraw(player, '60')).body.data.id;
  expect((await staffAction(rejected, 'reject', { reason: 'test' })).status).toBe(200);
  const paid = (await withdraw(player, '100')).body.data.id;
  expect((await staffAction(paid, 'approve')).status).toBe(200);
  expect((await staffAction(paid, 'paid', { txHash: 'abc123' })).status).toBe(200);
  expect((await withdraw(other, '50')).status).toBe(200);
}

describe('GET /api/app/customer/statement', () => {
  it('sums deposits, withdrawals, stakes and returns as they happened; they explain the balance', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    await completeProfile(t, other, 'tx-pass');
    await playDay(player, other);

    const data = await readStatement(player, 'start=2026-11-20&end=2026-11-22');
    expect(data).toMatchObject({
      start: '2026-11-20T00:00:00.000Z',
      end: '2026-11-22T00:00:00.000Z',
      timeZone: 'Asia/Singapore',
    });
    const { totals } = data;
    expect(totals).toMatchObject({
      deposits: '500.00',
      withdrawals: '100.00', // the rejected 60 came back the same day
      transfersIn: '0.00',
      transfersOut: '0.00',
      stakes: '20.00', // the cancelled 5 was refunded
    });
    expect(cents(totals.returns)).toBeGreaterThan(0n); // BIG or SMALL won
    expect(cents(totals.net)).toBe(cents(totals.returns) - cents(totals.stakes));
    const balance = cents(await balanceOf(t, player));
    expect(
      cents(totals.deposits) - cents(totals.withdrawals) - cents(totals.stakes) + cents(totals.returns),
    ).toBe(balance);
    // 08:00 SGT on 21 November: one day, equal to the totals.
    expect(data.days).toEqual([{ date: '2026-11-21', ...totals }]);

    const theirs = await readStatement(other, 'start=2026-11-20&end=2026-11-22');
    expect(theirs.totals).toMatchObject({ deposits: '300.00', withdrawals: '50.00', stakes: '40.00' });
  });

  it('days follow the site time zone: either side of local midnight are two dates', async () => {
    const player = await registerPlayer(t);
    t.clock.set('2026-11-21T15:59:00.000Z'); // 23:59 in Singapore
    await fund(t, player, '100');
    t.clock.set('2026-11-21T16:01:00.000Z'); // 00:01 on the 22nd
    await fund(t, player, '50');
    const data = await readStatement(player, 'start=2026-11-21&end=2026-11-22T16:00:00.000Z');
    expect(data.days.map((d) => [d.date, d.deposits])).toEqual([
      ['2026-11-21', '100.00'],
      ['2026-11-22', '50.00'],
    ]);
    expect(data.totals.deposits).toBe('150.00');
    // The range is of instants: a start after the first deposit leaves it out.
    const later = await readStatement(player, 'start=2026-11-21T16:00:00.000Z&end=2026-11-22T16:00:00.000Z');
    expect(later.days.map((d) => d.date)).toEqual(['2026-11-22']);
  });

  it('counts refunds and reversals on the day they happen, and transfers apart', async () => {
    const player = await registerPlayer(t);
    const friend = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    t.clock.set('2026-11-21T14:00:00.000Z'); // 22:00 in Singapore
    await fund(t, player, '200');
    const sent = await callApp(t, 'POST /transfer', {
      headers: player.headers,
      body: { toUserId: friend.userId, amount: '30', transactionPassword: 'tx-pass' },
    });
    expect(sent.status).toBe(200);
    const pending = (await withdraw(player, '60')).body.data.id;
    t.clock.set('2026-11-21T16:30:00.000Z'); // 00:30 on the 22nd
    expect((await staffAction(pending, 'reject', { reason: 'test' })).status).toBe(200);
    await fund(t, player, '40');
    const deposits = await callApp(t, 'GET /deposit/search', { headers: player.headers });
    const reversed = await t.call('POST', `/api/admin/deposits/${deposits.body.data.list[0]?.id}/reverse`, {
      headers: (await finance(t)).headers,
      body: { reason: 'chargeback' },
    });
    expect(reversed.status).toBe(200);

    const data = await readStatement(player, 'start=2026-11-21&end=2026-11-22T16:00:00.000Z');
    expect(data.days).toEqual([
      expect.objectContaining({
        date: '2026-11-21',
        deposits: '200.00',
        withdrawals: '60.00',
        transfersOut: '30.00',
      }),
      expect.objectContaining({
        date: '2026-11-22',
        deposits: '0.00',
        withdrawals: '-60.00',
        transfersOut: '0.00',
      }),
    ]);
    const { totals } = data;
    expect(totals).toMatchObject({
      deposits: '200.00',
      withdrawals: '0.00',
      transfersOut: '30.00',
      net: '0.00',
    });
    const change =
      cents(totals.deposits) -
      cents(totals.withdrawals) +
      cents(totals.transfersIn) -
      cents(totals.transfersOut) -
      cents(totals.stakes) +
      cents(totals.returns);
    expect(change).toBe(cents(await balanceOf(t, player)));
    const theirs = await readStatement(friend, 'start=2026-11-21&end=2026-11-22T16:00:00.000Z');
    expect(theirs.totals).toMatchObject({ transfersIn: '30.00', deposits: '0.00' });
  });

  it('refuses ranges older than 12 months, reversed, too far ahead or malformed (400 envelope)', async () => {
    const player = await registerPlayer(t);
    // Now is 2026-11-21 08:00 in Singapore: a year back starts at 2025-11-21 00:00 there.
    expect((await statementOf(player, 'start=2025-11-20T16:00:00.000Z&end=2026-11-21')).status).toBe(200);
    const old = await statementOf(player, 'start=2025-11-20T15:59:59.999Z&end=2026-11-21');
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({
      code: 0,
      error: 'VALIDATION_ERROR',
      fields: { start: 'STATEMENT_TOO_OLD' },
      message: 'A statement goes back 12 months at most: choose a later start date.',
    });
    const ahead = await statementOf(player, 'start=2026-11-21&end=2026-11-22T00:00:00.001Z');
    expect(ahead.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { end: 'TOO_BIG' } });
    for (const query of [
      'start=2026-11-21&end=2026-11-21',
      'start=2026-11-21&end=2026-11-20',
      'start=yesterday&end=2026-11-21',
      'start=2026-11-20&end=2026-13-45',
      'end=2026-11-21',
      'start=2026-11-20&end=2026-11-21&format=xml',
      'start=2026-11-21&end=2026-11-20&format=csv',
    ]) {
      const res = await statementOf(player, query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type'), query).toContain('application/json');
      expect(res.body, query).toMatchObject({ code: 0, error: 'VALIDATION_ERROR' });
    }
    const anonymous = await callApp(t, 'GET /customer/statement', {
      query: { start: '2026-11-20', end: '2026-11-21' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('format=csv: a download with a header, a row per day and totals, the figures of the JSON', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    await completeProfile(t, other, 'tx-pass');
    await playDay(player, other);
    t.clock.set('2026-11-21T16:30:00.000Z'); // the 22nd in Singapore
    await fund(t, player, '25.5');

    const query = 'start=2026-11-01T00:00:00%2B08:00&end=2026-11-23T00:00:00%2B08:00';
    const json = await readStatement(player, query);
    const res = await t.call<string>('GET', `/api/app/customer/statement?${query}&format=csv`, {
      headers: player.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="fairdraw-statement-2026-11-01_2026-11-22.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('date,deposits,withdrawals,transfersIn,transfersOut,stakes,returns,net');
    const figures = (f: Statement['totals']) =>
      [f.deposits, f.withdrawals, f.transfersIn, f.transfersOut, f.stakes, f.returns, f.net].join(',');
    expect(json.days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22']);
    expect(lines.slice(1)).toEqual([
      ...json.days.map((d) => `${d.date},${figures(d)}`),
      `total,${figures(json.totals)}`,
    ]);
    expect(json.totals.deposits).toBe('525.50');
  });

  it('is described in the OpenAPI document with its CSV alternative', async () => {
    const res = await t.call<{ paths: Record<string, { get?: { responses: Record<string, unknown> } }> }>(
      'GET',
      '/api/app/openapi.json',
    );
    const op = res.body.paths['/api/app/customer/statement']?.get;
    expect(JSON.stringify(op?.responses)).toContain('text/csv');
  });
});
