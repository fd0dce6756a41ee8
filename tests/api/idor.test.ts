/**
 * Other players' ids (IDOR): every player route that takes an id of a player's own record
 * answers another player's id as if it did not exist, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { setupTestRuntime, type Envelope } from '../support/runtime.ts';
import { callApp } from '../support/routes.ts';
import { completeProfile, registerPlayer } from '../support/accounts.ts';
import { balanceOf, expectLedgerBalanced, fund } from '../support/wallet.ts';
import { bet, currentRound, startGames } from '../support/games.ts';

const t = setupTestRuntime();

async function victimWithRecords() {
  const [lotto] = (await startGames(t)).filter((l) => l.game === 'lotto');
  if (!lotto) throw new Error('no lotto');
  const victim = await registerPlayer(t);
  await completeProfile(t, victim, 'tx-pass');
  // A deposit confirmed (which also sends a notification), a pending bet and a pending withdrawal.
  await fund(t, victim, '100');
  const round = await currentRound(t, lotto.id);
  const placed = await bet(
    t,
    victim,
    { lotteryId: lotto.id, roomId: 1, period: round.period },
    ['pos1:BIG'],
    '10',
  );
  const withdrawal = await callApp(t, 'POST /withdraw/apply', {
    headers: victim.headers,
    body: { amount: '20', transactionPassword: 'tx-pass' },
  });
  const notes = await callApp(t, 'GET /notification/search', { headers: victim.headers });
  const betUid = placed.body.data.bets[0]?.betUid ?? '';
  const noteId = notes.body.data.list[0]?.id ?? '';
  expect(betUid && noteId && withdrawal.body.data.id).toBeTruthy();
  return { victim, betUid, withdrawalId: withdrawal.body.data.id, noteId };
}

describe('another player’s ids', () => {
  it('GET /notification/{id}: 404, and the notification stays unread for its owner', async () => {
    const { victim, noteId } = await victimWithRecords();
    const intruder = await registerPlayer(t);
    const res = await callApp(t, 'GET /notification/{id}', {
      params: { id: noteId },
      headers: intruder.headers,
    });
    expect(res.status).toBe(404);
    const count = await callApp(t, 'GET /notification/unread/count', { headers: victim.headers });
    expect(count.body.data.count).toBeGreaterThan(0);
  });

  it('POST /game/bet/cancel?betUid=: 404, and the bet and both balances stay as they were', async () => {
    const { victim, betUid } = await victimWithRecords();
    const intruder = await registerPlayer(t);
    await fund(t, intruder, '15');
    const res = await callApp(t, 'POST /game/bet/cancel', {
      query: { betUid: betUid },
      headers: intruder.headers,
    });
    expect(res.status).toBe(404);
    // 100.00 − 10.00 staked − 20.00 withdrawing
    expect(await balanceOf(t, victim)).toBe('70.00');
    expect(await balanceOf(t, intruder)).toBe('15.00');
    await expectLedgerBalanced(t);
  });

  it('POST /withdraw/cancel?id=: 404, and the withdrawal stays pending', async () => {
    const { victim, withdrawalId } = await victimWithRecords();
    const intruder = await registerPlayer(t);
    const res = await callApp(t, 'POST /withdraw/cancel', {
      query: { id: withdrawalId },
      headers: intruder.headers,
    });
    expect(res.status).toBe(404);
    const mine = await callApp(t, 'GET /withdraw/search', { headers: victim.headers });
    expect(mine.body.data.list.find((w) => w.id === withdrawalId)?.status).toBe('pending');
    expect(await balanceOf(t, victim)).toBe('70.00');
  });

  it('searches return only the caller’s own records, whatever the filters', async () => {
    await victimWithRecords();
    const intruder = await registerPlayer(t);
    for (const path of [
      '/api/app/game/search/bet?start=2000-01-01&end=2100-01-01',
      '/api/app/game/search/transaction?start=2000-01-01&end=2100-01-01',
      '/api/app/deposit/search',
      '/api/app/withdraw/search',
      '/api/app/transfer/search?transactionReason=internalTransferSend',
      '/api/app/notification/search',
    ]) {
      const res = await t.call<Envelope & { data: { total: number } }>('GET', path, {
        headers: intruder.headers,
      });
      expect({ path, total: res.body.data.total }).toEqual({ path, total: 0 });
    }
  });
});
