import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setupTestRuntime } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

/**
 * What a crash leaves behind when the money committed but the response was never recorded:
 * the key is still "processing", and its claim has run out.
 */
async function loseTheStoredResponse() {
  await t.runtime.database.db.execute(
    sql`update idempotency_keys set state = 'processing', status = null, body = null, locked_until = ${new Date(0).toISOString()}::timestamptz`,
  );
}

describe('a retry after the first attempt committed but its response was lost', () => {
  it('transfer: finds the first transfer and moves the money once', async () => {
    const alice = await registerPlayer(t);
    await completeProfile(t, alice, 'tx-pass');
    await fund(t, alice, '100');
    const bob = await registerPlayer(t);
    const send = () =>
      callApp(t, 'POST /transfer', {
        headers: { ...alice.headers, 'Idempotency-Key': 'lost-transfer-01' },
        body: { toUserId: bob.userId, amount: '40', transactionPassword: 'tx-pass' },
      });
    const first = await send();
    await loseTheStoredResponse();
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect([await balanceOf(t, alice), await balanceOf(t, bob)]).toEqual(['60.00', '40.00']);
    await expectLedgerBalanced(t);
  });

  it('bet: finds the first slip and debits once', async () => {
    t.clock.set('2026-11-21T00:00:10.000Z');
    const lotteries = await startGames(t);
    const lotto = lotteries.find((l) => l.game === 'lotto');
    const round = await currentRound(t, lotto?.id ?? 0);
    const player = await registerPlayer(t);
    await fund(t, player, '100');
    const target = { lotteryId: lotto?.id ?? 0, roomId: 1, period: round.period };
    const key = { 'Idempotency-Key': 'lost-bet-slip-01' };
    const first = await bet(t, player, target, ['pos1:BIG', 'pos2:BIG'], '10', key);
    await loseTheStoredResponse();
    const retry = await bet(t, player, target, ['pos1:BIG', 'pos2:BIG'], '10', key);
    expect(retry.body.data.bets.map((b) => b.betUid).sort()).toEqual(
      first.body.data.bets.map((b) => b.betUid).sort(),
    );
    expect(retry.body.data.balance).toBe('80.00');
    expect(await balanceOf(t, player)).toBe('80.00');
    await expectLedgerBalanced(t);
  });

  it('withdrawal: finds the first withdrawal and debits once', async () => {
    const player = await registerPlayer(t);
    await completeProfile(t, player, 'tx-pass');
    await fund(t, player, '100');
    const apply = () =>
      callApp(t, 'POST /withdraw/apply', {
        headers: { ...player.headers, 'Idempotency-Key': 'lost-withdraw-01' },
        body: { amount: '50', transactionPassword: 'tx-pass' },
      });
    const first = await apply();
    await loseTheStoredResponse();
    const retry = await apply();
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(t, player)).toBe('50.00');
  });

  it('deposit application: finds the first one and records one', async () => {
    const player = await registerPlayer(t);
    const apply = () =>
      callApp(t, 'POST /deposit/apply', {
        headers: { ...player.headers, 'Idempotency-Key': 'lost-deposit-01' },
        body: { amount: '50' },
      });
    const first = await apply();
    await loseTheStoredResponse();
    const retry = await apply();
    expect(retry.body.data.id).toBe(first.body.data.id);
    const list = await callApp(t, 'GET /deposit/search', { headers: player.headers });
    expect(list.body.data.total).toBe(1);
  });
});
