/**
 * The bet slip: an amount per pick checked as the server checks it, what each pick and the slip
 * return, the request of a slip with different amounts, the slip's actions (chips, per pick,
 * remove, repeat) and what the browser remembers (saved chips, the last slip).
 */
import { describe, expect, it } from 'vitest';
import { initialSlip, slipReducer, type SlipAction, type SlipState } from '#islands/betting/betSlip.ts';
import { amountAsTyped } from '#islands/common/amount.ts';
import { betRequest, checkSlip, checkStakes, potentialReturn } from '#islands/betting/slip.ts';
import { chipsOf, lastSlipOf, MAX_SAVED_CHIPS, toggleChip } from '#islands/betting/stakeMemory.ts';

const run = (actions: SlipAction[], from: SlipState = initialSlip('1')) => actions.reduce(slipReducer, from);

describe('an amount per pick', () => {
  it('totals each pick at its own amount, in cents', () => {
    expect(
      checkStakes(
        [
          { key: 'pos1:BIG', amount: '2.35' },
          { key: 'sum:ODD', amount: '10' },
        ],
        100n,
        'en',
      ),
    ).toEqual({
      ok: true,
      stakes: [
        { key: 'pos1:BIG', cents: 235n },
        { key: 'sum:ODD', cents: 1000n },
      ],
      total: 1235n,
    });
  });

  it('names the first pick whose amount is refused', () => {
    const stakes = [
      { key: 'pos1:BIG', amount: '5' },
      { key: 'pos2:BIG', amount: '0.50' },
      { key: 'pos3:BIG', amount: 'abc' },
    ];
    expect(checkStakes(stakes, 100n, 'en')).toMatchObject({
      ok: false,
      message: 'betting.amountBelowMin',
      key: 'pos2:BIG',
    });
  });

  it.each(['', '0', '-1', '1.234', '1e3'])('refuses %j on a pick', (amount) => {
    expect(checkStakes([{ key: 'pos1:BIG', amount }], 1n, 'en')).toMatchObject({
      ok: false,
      key: 'pos1:BIG',
    });
  });

  it('reads each amount the way the player’s language writes it', () => {
    expect(checkStakes([{ key: 'pos1:BIG', amount: '2,5' }], 100n, 'fr')).toMatchObject({
      ok: true,
      total: 250n,
    });
  });

  it('refuses an empty slip', () => {
    expect(checkStakes([], 100n, 'en')).toMatchObject({ ok: false, message: 'error.BET_CANNOT_BE_EMPTY' });
  });
});

describe('an amount put in the field (a chip, the room minimum, a repeated slip)', () => {
  it.each([
    ['en', '2.50', '2.5'],
    ['fr', '2.50', '2,5'],
    ['en', '1000.00', '1000'],
    ['ru', '12345.67', '12345,67'],
    ['ar-EG', '2.50', '٢٫٥'],
  ])('in %s, %s is typed %j, and reads back as the same cents', (locale, amount, typed) => {
    expect(amountAsTyped(locale, amount)).toBe(typed);
    const cents = BigInt(Math.round(Number(amount) * 100));
    expect(checkSlip(typed, 1, 1n, locale)).toMatchObject({ ok: true, cents });
  });
});

describe('what a pick returns if it wins', () => {
  it('is the stake times the odds, principal included, floored to the cent as settlement pays', () => {
    // 1.01 × 1.96 = 1.9796 → 1.97
    expect(potentialReturn({ key: 'pos1:BIG', group: 'twoSides', odds: '1.96' }, 101n)).toBe(197n);
  });

  it('is a face pick’s best: three matching dice', () => {
    const face = { key: 'face:4', group: 'face', odds: '2', oddsByCount: ['2', '3', '13'] };
    expect(potentialReturn(face, 100n)).toBe(1300n);
  });
});

describe('the request of a slip', () => {
  const big = { key: 'pos1:BIG', group: 'twoSides', odds: '1.96' };
  const odd = { key: 'sum:ODD', group: 'twoSides', odds: '1.96' };

  it('carries each pick at its own amount, and no amount each when they differ', () => {
    const body = betRequest({
      lotteryId: 1,
      roomId: 2,
      period: '202601010001',
      stakes: [
        { pick: big, cents: 200n },
        { pick: odd, cents: 550n },
      ],
    });
    expect(body.items.map((item) => item.amount)).toEqual(['2.00', '5.50']);
    expect(body.summary).toEqual({ count: 2, total: '7.50' });
  });

  it('says the amount each when every pick carries the same', () => {
    const body = betRequest({
      lotteryId: 1,
      roomId: 2,
      period: '202601010001',
      stakes: [
        { pick: big, cents: 300n },
        { pick: odd, cents: 300n },
      ],
    });
    expect(body.summary).toEqual({ count: 2, amount: '3.00', total: '6.00' });
  });
});

describe('the slip’s actions', () => {
  it('a chip sets the amount of every pick', () => {
    const state = run([
      { type: 'pick', key: 'a' },
      { type: 'chip', value: '50' },
    ]);
    expect(state.amount).toBe('50');
  });

  it('per pick, each pick starts at the amount of every pick, and a chip fills the pick being edited', () => {
    const state = run([
      { type: 'amount', value: '5' },
      { type: 'pick', key: 'a' },
      { type: 'pick', key: 'b' },
      { type: 'perPick', on: true },
      { type: 'focusPick', key: 'b' },
      { type: 'chip', value: '20' },
    ]);
    expect(state.amounts).toEqual({ a: '5', b: '20' });
  });

  it('per pick with none being edited, a chip fills every pick', () => {
    const state = run([
      { type: 'pick', key: 'a' },
      { type: 'pick', key: 'b' },
      { type: 'perPick', on: true },
      { type: 'chip', value: '20' },
    ]);
    expect(state.amounts).toEqual({ a: '20', b: '20' });
  });

  it('back to one amount, the slip takes the first pick’s', () => {
    const state = run([
      { type: 'pick', key: 'a' },
      { type: 'perPick', on: true },
      { type: 'pickAmount', key: 'a', value: '7' },
      { type: 'perPick', on: false },
    ]);
    expect(state).toMatchObject({ perPick: false, amount: '7' });
  });

  it('removes one pick, and its error with it', () => {
    const state = run([
      { type: 'pick', key: 'a' },
      { type: 'pick', key: 'b' },
      { type: 'amountError', text: 'too small', key: 'b' },
      { type: 'remove', key: 'b' },
    ]);
    expect(state).toMatchObject({ picked: ['a'], amountError: '', errorKey: null });
  });

  it('repeats a slip of equal amounts as one amount, and of different amounts per pick', () => {
    const equal = run([
      {
        type: 'repeat',
        stakes: [
          { key: 'a', amount: '2' },
          { key: 'b', amount: '2' },
        ],
      },
    ]);
    expect(equal).toMatchObject({ picked: ['a', 'b'], perPick: false, amount: '2' });
    const mixed = run([
      {
        type: 'repeat',
        stakes: [
          { key: 'a', amount: '2' },
          { key: 'b', amount: '9' },
        ],
      },
    ]);
    expect(mixed).toMatchObject({ picked: ['a', 'b'], perPick: true, amounts: { a: '2', b: '9' } });
  });
});

describe('what the browser remembers', () => {
  it('saves an amount as a chip, newest first, and forgets it when saved again', () => {
    const saved = toggleChip(['5.00'], 1000n);
    expect(saved).toEqual(['10.00', '5.00']);
    expect(toggleChip(saved, 1000n)).toEqual(['5.00']);
  });

  it(`keeps at most ${MAX_SAVED_CHIPS} saved amounts, pushing out the oldest`, () => {
    const full = ['5.00', '4.00', '3.00', '2.00', '1.00'];
    expect(toggleChip(full, 600n)).toEqual(['6.00', '5.00', '4.00', '3.00', '2.00']);
  });

  it('shows the room’s chips and the saved ones not among them, ascending', () => {
    expect(chipsOf(['1.00', '10.00'], ['10.00', '2.50'])).toEqual([
      { amount: '1.00', saved: false },
      { amount: '2.50', saved: true },
      { amount: '10.00', saved: false },
    ]);
  });

  it('finds a player’s last slip in a lottery, without picks no longer offered', () => {
    const slips = {
      '482913:1': [
        { key: 'pos1:BIG', amount: '2.00' },
        { key: 'gone:KEY', amount: '2.00' },
      ],
    };
    const offered = new Set(['pos1:BIG']);
    expect(lastSlipOf(slips, '482913', 1, offered)).toEqual([{ key: 'pos1:BIG', amount: '2.00' }]);
    expect(lastSlipOf(slips, '111111', 1, offered)).toEqual([]);
    expect(lastSlipOf(slips, undefined, 1, offered)).toEqual([]);
  });
});
