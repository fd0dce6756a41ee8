import { describe, expect, it } from 'vitest';
import type { Round } from '#shared/contract/games.ts';
import { rangeOf } from '#islands/betting/dateRange.ts';
import { canBet, formatCountdownForLocale, nextRound } from '#islands/common/liveRound.ts';
import { betRequest, checkSlip } from '#islands/betting/slip.ts';

function round(period: string, state: Round['state'], drawAt = '2026-01-01T00:01:15.000Z'): Round {
  return {
    id: 1,
    period,
    state,
    opensAt: '2026-01-01T00:00:00.000Z',
    closesAt: '2026-01-01T00:01:00.000Z',
    drawAt,
    seedHash: '0'.repeat(64),
  };
}

describe('the round shown follows the stream', () => {
  it('takes a new state of the same round', () => {
    expect(nextRound(round('A', 'open'), round('A', 'closed'))).toEqual({
      round: round('A', 'closed'),
      reload: false,
    });
  });

  it('moves on to the next round when it opens', () => {
    expect(nextRound(round('A', 'closed'), round('B', 'open')).round?.period).toBe('B');
  });

  it('keeps the open round when the previous one is drawn or settled', () => {
    expect(nextRound(round('B', 'open'), round('A', 'drawing')).round?.period).toBe('B');
    expect(nextRound(round('B', 'open'), round('A', 'settled')).round?.period).toBe('B');
  });

  it('reloads the room when the round shown is settled or voided', () => {
    expect(nextRound(round('A', 'drawing'), round('A', 'settled'))).toEqual({ round: null, reload: true });
    expect(nextRound(round('A', 'open'), round('A', 'void'))).toEqual({ round: null, reload: true });
  });

  it('shows the first round that appears when there was none', () => {
    expect(nextRound(null, round('C', 'open')).round?.period).toBe('C');
    expect(nextRound(null, round('C', 'settled')).round).toBeNull();
  });
});

describe('bets may be sent only while the round is open', () => {
  const closesAt = Date.parse('2026-01-01T00:01:00.000Z');
  it('before the close', () => expect(canBet(round('A', 'open'), closesAt - 1)).toBe(true));
  it('not at the close', () => expect(canBet(round('A', 'open'), closesAt)).toBe(false));
  it('not when pending', () => expect(canBet(round('A', 'pending'), closesAt - 10_000)).toBe(false));
  it('not without a round', () => expect(canBet(null, 0)).toBe(false));
});

describe('the slip checks the amount each as the server does', () => {
  it('totals in integer cents', () => {
    // 3 × 2.35 = 7.05
    expect(checkSlip('2.35', 3, 100n, 'en')).toEqual({ ok: true, cents: 235n, total: 705n });
  });

  it.each(['', '0', '0.00', '-1', '1.2345', 'abc', '1e3'])('refuses %j', (amount) => {
    expect(checkSlip(amount, 1, 0n, 'en')).toMatchObject({ ok: false, message: 'betting.amountInvalid' });
  });

  it('reads a decimal comma in French, Russian, Vietnamese and Indonesian', () => {
    for (const locale of ['fr', 'ru', 'vi', 'id']) {
      expect(checkSlip('2,5', 2, 100n, locale)).toEqual({ ok: true, cents: 250n, total: 500n });
    }
  });

  it('refuses an amount that could be read two ways, with both readings', () => {
    expect(checkSlip('1.500', 1, 100n, 'fr')).toEqual({
      ok: false,
      message: 'common.amountAmbiguous',
      params: { one: '1,5', other: '1500' },
    });
  });

  it('refuses less than the room minimum', () => {
    expect(checkSlip('9.99', 1, 1000n, 'en')).toMatchObject({ ok: false, message: 'betting.amountBelowMin' });
  });

  it('refuses an empty selection', () => {
    expect(checkSlip('10', 0, 100n, 'en')).toMatchObject({ ok: false, message: 'error.BET_CANNOT_BE_EMPTY' });
  });

  it('builds the request with the odds shown and the summary', () => {
    const body = betRequest({
      lotteryId: 1,
      roomId: 2,
      period: '202601010001',
      stakes: [
        { pick: { key: 'pos1:BIG', group: 'twoSides', odds: '1.96' }, cents: 150n },
        { pick: { key: 'face:4', group: 'face', odds: '2', oddsByCount: ['2', '3', '13'] }, cents: 150n },
      ],
    });
    expect(body).toEqual({
      lotteryId: 1,
      roomId: 2,
      period: '202601010001',
      items: [
        { key: 'pos1:BIG', amount: '1.50', odds: '1.96' },
        { key: 'face:4', amount: '1.50', odds: '2', oddsByCount: ['2', '3', '13'] },
      ],
      summary: { count: 2, amount: '1.50', total: '3.00' },
    });
  });
});

describe('record periods are whole local days', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('today runs from midnight to midnight', () => {
    expect(rangeOf('today', now)).toEqual({
      start: new Date(2026, 10, 21).toISOString(),
      end: new Date(2026, 10, 22).toISOString(),
    });
  });
  it('yesterday ends where today starts', () => {
    expect(rangeOf('yesterday', now).end).toBe(rangeOf('today', now).start);
  });
  it('the last 7 days are today and the 6 before', () => {
    expect(rangeOf('last7', now).start).toBe(new Date(2026, 10, 15).toISOString());
  });
  it('the last 30 days are today and the 29 before', () => {
    expect(rangeOf('last30', now).start).toBe(new Date(2026, 9, 23).toISOString());
  });
});

describe('countdowns', () => {
  it.each([
    [75_400, '1:16'],
    [9_000, '0:09'],
    [-5_000, '0:00'],
    [3_661_000, '1:01:01'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdownForLocale('en', ms)).toBe(text);
  });
});
