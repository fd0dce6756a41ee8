import { describe, expect, it } from 'vitest';
import { payout, RULES, rulesOf, settleBet } from '#shared/games/index.ts';
import { fast3 } from '#shared/games/fast3.ts';
import { fiveMins } from '#shared/games/fiveMins.ts';
import { lotto } from '#shared/games/lotto.ts';
import { mark6 } from '#shared/games/mark6.ts';
import { GAMES, type DrawResult, type GameRules } from '#shared/games/types.ts';

/** The keys of a game that settle with `result` against `draw`, in market order. */
function keysThat(rules: GameRules, draw: DrawResult, result: 'WIN' | 'LOSE' | 'CANCEL'): string[] {
  return rules
    .markets()
    .map((market) => market.key)
    .filter((key) => rules.outcome(key, draw).result === result);
}

const FACE_BET = { odds: 20_000, oddsByCount: [20_000, 30_000, 130_000] };

describe('market tables', () => {
  it.each([
    // 40 two-sides positions + 10 dragon/tiger + 4 TOP1+2 sides + 17 TOP1+2 sums (3..19) + 100 numbers
    ['lotto', 171],
    // 4 sum sides + 16 sums (3..18) + 6 faces + 6 triples + any triple + 6 doubles + 15 pairs
    ['fast3', 54],
    // 5 balls × 6 sides + 5 balls × 10 digits + 4 sum sides + 3 dragon/tiger
    ['fiveMins', 87],
    // 49 specials + 10 special sides + 3 colours + 49 regular numbers
    ['mark6', 111],
  ] as const)('%s has %i keys, none repeated', (game, count) => {
    const keys = RULES[game].markets().map((market) => market.key);
    expect(keys).toHaveLength(count);
    expect(new Set(keys).size).toBe(count);
  });

  it.each(GAMES)('%s puts every market in one of its tabs and leaves no tab empty', (game) => {
    const rules = rulesOf(game);
    const used = new Set(rules.markets().map((market) => market.group));
    expect([...used].sort()).toEqual([...rules.groups].sort());
  });

  it.each(GAMES)('%s recognises every key it lists', (game) => {
    const rules = rulesOf(game);
    expect(rules.markets().every((market) => rules.isKey(market.key))).toBe(true);
  });

  it('lists the round-screen tabs in display order', () => {
    expect(lotto.groups).toEqual(['twoSides', 'top12', 'pos1to5', 'pos6to10']);
    expect(fast3.groups).toEqual(['sum', 'face', 'triple', 'double', 'pair']);
    expect(fiveMins.groups).toEqual(['twoSides', 'numbers', 'sum', 'dragonTiger']);
    expect(mark6.groups).toEqual(['special', 'specialSides', 'colour', 'regular']);
  });

  it('sorts Lotto 10 keys into the tabs of the round screen', () => {
    const groupOf = new Map(lotto.markets().map((market) => [market.key, market.group]));
    expect(groupOf.get('pos3:BIG')).toBe('twoSides');
    expect(groupOf.get('dt2:DRAGON')).toBe('twoSides');
    expect(groupOf.get('top12:SMALL')).toBe('top12');
    expect(groupOf.get('top12:11')).toBe('top12');
    expect(groupOf.get('pos5:1')).toBe('pos1to5');
    expect(groupOf.get('pos10:7')).toBe('pos6to10');
  });

  it('sorts Mark 6 special sides, digit sums and tails into one tab', () => {
    const groupOf = new Map(mark6.markets().map((market) => [market.key, market.group]));
    expect(
      ['special:BIG', 'special:EVEN', 'digitSum:ODD', 'tail:SMALL'].map((key) => groupOf.get(key)),
    ).toEqual(Array(4).fill('specialSides'));
    expect(groupOf.get('special:49')).toBe('special');
  });

  it('carries the default odds in 1/10000, principal included', () => {
    const oddsOf = (rules: GameRules, key: string) => rules.markets().find((market) => market.key === key);
    expect(oddsOf(lotto, 'pos1:BIG')?.odds).toBe(19_600); // 1.96
    expect(oddsOf(lotto, 'top12:3')?.odds).toBe(435_000); // 43.5
    expect(oddsOf(lotto, 'top12:11')?.odds).toBe(87_000); // 8.7
    expect(oddsOf(fast3, 'sum:10')?.odds).toBe(78_000); // 7.8
    expect(oddsOf(fast3, 'triple:ANY')?.odds).toBe(350_000); // 35
    expect(oddsOf(fast3, 'face:4')).toEqual({
      key: 'face:4',
      group: 'face',
      odds: 20_000,
      oddsByCount: [20_000, 30_000, 130_000], // 2 / 3 / 13 times the stake
    });
    expect(oddsOf(fiveMins, 'dt:TIE')?.odds).toBe(96_000); // 9.60
    expect(oddsOf(mark6, 'special:49')?.odds).toBe(475_000); // 47.5
    expect(oddsOf(mark6, 'colour:RED')?.odds).toBe(28_000); // 2.80
  });

  it('hands out copies, so editing a listed market leaves the defaults alone', () => {
    const [first] = fast3.markets().filter((market) => market.key === 'face:1');
    if (!first?.oddsByCount) throw new Error('face:1 has odds by count');
    first.odds = 1;
    first.oddsByCount[2] = 1;
    expect(fast3.markets().find((market) => market.key === 'face:1')?.oddsByCount).toEqual([
      20_000, 30_000, 130_000,
    ]);
  });
});

describe('unknown keys', () => {
  it.each([
    ['lotto', 'pos11:BIG'],
    ['lotto', 'pos1:0'],
    ['lotto', 'pos1:11'],
    ['lotto', 'dt6:DRAGON'],
    ['lotto', 'top12:2'],
    ['lotto', 'top12:20'],
    ['lotto', 'POS1:BIG'],
    ['fast3', 'sum:2'],
    ['fast3', 'face:7'],
    ['fast3', 'triple:123'],
    ['fast3', 'double:12'],
    ['fast3', 'pair:11'],
    ['fast3', 'pair:21'],
    ['fiveMins', 'ball6:BIG'],
    ['fiveMins', 'ball1:10'],
    ['fiveMins', 'dt:DRAW'],
    ['mark6', 'special:0'],
    ['mark6', 'special:50'],
    ['mark6', 'regular:50'],
    ['mark6', 'colour:PURPLE'],
    ['mark6', ''],
  ] as const)('%s does not know %j: isKey is false and settling it throws', (game, key) => {
    const rules = rulesOf(game);
    expect(rules.isKey(key)).toBe(false);
    expect(() => rules.outcome(key, { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], special: 7 })).toThrow(
      /Unknown/,
    );
  });

  it('does not accept another game’s key', () => {
    expect(fast3.isKey('pos1:BIG')).toBe(false);
    expect(lotto.isKey('sum:BIG')).toBe(false);
  });
});

describe('Lotto 10 outcomes', () => {
  const draw = { numbers: [3, 9, 1, 10, 6, 2, 8, 5, 7, 4] };

  it('settles every key of a draw: exactly these win, the rest lose', () => {
    expect(keysThat(lotto, draw, 'WIN').sort()).toEqual(
      [
        ...[
          'pos1:SMALL',
          'pos1:ODD',
          'pos2:BIG',
          'pos2:ODD',
          'pos3:SMALL',
          'pos3:ODD',
          'pos4:BIG',
          'pos4:EVEN',
        ],
        ...[
          'pos5:BIG',
          'pos5:EVEN',
          'pos6:SMALL',
          'pos6:EVEN',
          'pos7:BIG',
          'pos7:EVEN',
          'pos8:SMALL',
          'pos8:ODD',
        ],
        ...['pos9:BIG', 'pos9:ODD', 'pos10:SMALL', 'pos10:EVEN'],
        // 3 < 4, 9 > 7, 1 < 5, 10 > 8, 6 > 2
        ...['dt1:TIGER', 'dt2:DRAGON', 'dt3:TIGER', 'dt4:DRAGON', 'dt5:DRAGON'],
        // 3 + 9 = 12
        ...['top12:BIG', 'top12:EVEN', 'top12:12'],
        ...[
          'pos1:3',
          'pos2:9',
          'pos3:1',
          'pos4:10',
          'pos5:6',
          'pos6:2',
          'pos7:8',
          'pos8:5',
          'pos9:7',
          'pos10:4',
        ],
      ].sort(),
    );
    expect(keysThat(lotto, draw, 'CANCEL')).toEqual([]);
  });

  it('pairs dragon/tiger position k with position 11 − k', () => {
    // dt1 compares positions 1 and 10, dt5 positions 5 and 6
    const ascending = { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    for (let k = 1; k <= 5; k++) {
      expect(lotto.outcome(`dt${k}:TIGER`, ascending).result).toBe('WIN');
      expect(lotto.outcome(`dt${k}:DRAGON`, ascending).result).toBe('LOSE');
    }
  });

  it('counts a TOP1+2 sum of 11 as SMALL and ODD and 12 as BIG and EVEN', () => {
    const eleven = { numbers: [5, 6, 1, 2, 3, 4, 7, 8, 9, 10] };
    const twelve = { numbers: [5, 7, 1, 2, 3, 4, 6, 8, 9, 10] };
    expect(keysThat(lotto, eleven, 'WIN').filter((key) => key.startsWith('top12:'))).toEqual([
      'top12:SMALL',
      'top12:ODD',
      'top12:11',
    ]);
    expect(keysThat(lotto, twelve, 'WIN').filter((key) => key.startsWith('top12:'))).toEqual([
      'top12:BIG',
      'top12:EVEN',
      'top12:12',
    ]);
  });

  it('reaches the extreme TOP1+2 sums 3 and 19', () => {
    expect(lotto.outcome('top12:3', { numbers: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10] }).result).toBe('WIN');
    expect(lotto.outcome('top12:19', { numbers: [10, 9, 1, 2, 3, 4, 5, 6, 7, 8] }).result).toBe('WIN');
  });

  it('summarises a draw by its TOP1+2 sum', () => {
    expect(lotto.summary(draw)).toEqual({ sum: 12, bigSmall: 'BIG', oddEven: 'EVEN' });
    expect(lotto.summary({ numbers: [5, 6, 1, 2, 3, 4, 7, 8, 9, 10] })).toEqual({
      sum: 11,
      bigSmall: 'SMALL',
      oddEven: 'ODD',
    });
  });

  it('refuses a draw too short to settle a position', () => {
    expect(() => lotto.outcome('pos10:BIG', { numbers: [1, 2, 3] })).toThrow(/position 10/);
  });
});

describe('Fast 3 outcomes', () => {
  it('settles every key of a throw with a double: exactly these win', () => {
    // 2 + 2 + 5 = 9
    expect(keysThat(fast3, { numbers: [2, 2, 5] }, 'WIN')).toEqual([
      'sum:SMALL',
      'sum:ODD',
      'sum:9',
      'face:2',
      'face:5',
      'double:22',
      'pair:25',
    ]);
  });

  it('settles every key of a triple: triples count in BIG/SMALL and win their double', () => {
    // 5 + 5 + 5 = 15
    expect(keysThat(fast3, { numbers: [5, 5, 5] }, 'WIN')).toEqual([
      'sum:BIG',
      'sum:ODD',
      'sum:15',
      'face:5',
      'triple:555',
      'triple:ANY',
      'double:55',
    ]);
    expect(fast3.outcome('sum:SMALL', { numbers: [1, 1, 1] }).result).toBe('WIN');
    expect(fast3.outcome('sum:BIG', { numbers: [6, 6, 6] }).result).toBe('WIN');
  });

  it('counts a sum of 10 as SMALL and 11 as BIG', () => {
    expect(fast3.outcome('sum:SMALL', { numbers: [4, 3, 3] }).result).toBe('WIN');
    expect(fast3.outcome('sum:BIG', { numbers: [4, 3, 3] }).result).toBe('LOSE');
    expect(fast3.outcome('sum:BIG', { numbers: [4, 4, 3] }).result).toBe('WIN');
    expect(fast3.outcome('sum:SMALL', { numbers: [4, 4, 3] }).result).toBe('LOSE');
  });

  it.each([
    [[4, 1, 2], 1],
    [[4, 4, 2], 2],
    [[4, 4, 4], 3],
  ])('reports a face win on %j with the count of matching dice (%i)', (numbers, count) => {
    expect(fast3.outcome('face:4', { numbers })).toEqual({ result: 'WIN', count });
  });

  it('loses a face that shows on no die', () => {
    expect(fast3.outcome('face:4', { numbers: [1, 2, 3] })).toEqual({ result: 'LOSE' });
  });

  it('wins a pair only when both faces show', () => {
    expect(fast3.outcome('pair:16', { numbers: [6, 3, 1] }).result).toBe('WIN');
    expect(fast3.outcome('pair:16', { numbers: [6, 6, 6] }).result).toBe('LOSE');
  });

  it('summarises a throw by its dice sum, BIG from 11', () => {
    expect(fast3.summary({ numbers: [4, 3, 3] })).toEqual({ sum: 10, bigSmall: 'SMALL', oddEven: 'EVEN' });
    expect(fast3.summary({ numbers: [4, 4, 3] })).toEqual({ sum: 11, bigSmall: 'BIG', oddEven: 'ODD' });
  });

  it('refuses a throw of two dice', () => {
    expect(() => fast3.outcome('sum:BIG', { numbers: [1, 2] })).toThrow(/position 3/);
  });
});

describe('5 Minutes outcomes', () => {
  it('settles every key of a draw: exactly these win', () => {
    // 7 + 0 + 4 + 9 + 3 = 23
    expect(keysThat(fiveMins, { numbers: [7, 0, 4, 9, 3] }, 'WIN')).toEqual([
      ...['ball1:BIG', 'ball1:ODD', 'ball1:PRIME', 'ball2:SMALL', 'ball2:EVEN', 'ball2:COMPOSITE'],
      ...['ball3:SMALL', 'ball3:EVEN', 'ball3:COMPOSITE', 'ball4:BIG', 'ball4:ODD', 'ball4:COMPOSITE'],
      ...['ball5:SMALL', 'ball5:ODD', 'ball5:PRIME'],
      ...['ball1:7', 'ball2:0', 'ball3:4', 'ball4:9', 'ball5:3'],
      ...['sum:BIG', 'sum:ODD'],
      'dt:DRAGON', // 7 > 3
    ]);
  });

  it('counts 1 as PRIME and 0 as COMPOSITE, five digits a side', () => {
    const primes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
      (digit) => fiveMins.outcome('ball2:PRIME', { numbers: [0, digit, 0, 0, 0] }).result === 'WIN',
    );
    expect(primes).toEqual([1, 2, 3, 5, 7]);
  });

  it('counts a ball sum of 22 as SMALL and 23 as BIG', () => {
    expect(fiveMins.outcome('sum:SMALL', { numbers: [7, 0, 4, 9, 2] }).result).toBe('WIN');
    expect(fiveMins.outcome('sum:BIG', { numbers: [7, 0, 4, 9, 2] }).result).toBe('LOSE');
    expect(fiveMins.outcome('sum:BIG', { numbers: [7, 0, 4, 9, 3] }).result).toBe('WIN');
    expect(fiveMins.outcome('sum:SMALL', { numbers: [7, 0, 4, 9, 3] }).result).toBe('LOSE');
  });

  it('loses both DRAGON and TIGER on a tie of ball 1 and ball 5, and wins TIE', () => {
    const tie = { numbers: [5, 1, 2, 3, 5] };
    expect(fiveMins.outcome('dt:DRAGON', tie).result).toBe('LOSE');
    expect(fiveMins.outcome('dt:TIGER', tie).result).toBe('LOSE');
    expect(fiveMins.outcome('dt:TIE', tie).result).toBe('WIN');
    expect(fiveMins.outcome('dt:TIGER', { numbers: [4, 1, 2, 3, 5] }).result).toBe('WIN');
  });

  it('summarises a draw by its ball sum, BIG from 23', () => {
    expect(fiveMins.summary({ numbers: [7, 0, 4, 9, 2] })).toEqual({
      sum: 22,
      bigSmall: 'SMALL',
      oddEven: 'EVEN',
    });
    expect(fiveMins.summary({ numbers: [7, 0, 4, 9, 3] })).toEqual({
      sum: 23,
      bigSmall: 'BIG',
      oddEven: 'ODD',
    });
  });
});

describe('Mark 6 outcomes', () => {
  const withSpecial = (special: number): DrawResult => ({ numbers: [3, 12, 20, 33, 41, 47], special });

  it('settles every key of a draw: exactly these win', () => {
    expect(keysThat(mark6, withSpecial(28), 'WIN')).toEqual([
      'special:28',
      ...['special:BIG', 'special:EVEN'],
      ...['digitSum:BIG', 'digitSum:EVEN'], // 2 + 8 = 10
      'tail:BIG',
      'colour:GREEN',
      ...['regular:3', 'regular:12', 'regular:20', 'regular:33', 'regular:41', 'regular:47'],
    ]);
  });

  it.each([
    // 24: digit sum 6, tail 4, red
    [24, ['special:SMALL', 'special:EVEN', 'digitSum:SMALL', 'digitSum:EVEN', 'tail:SMALL', 'colour:RED']],
    // 25: digit sum 7, tail 5, blue
    [25, ['special:BIG', 'special:ODD', 'digitSum:BIG', 'digitSum:ODD', 'tail:BIG', 'colour:BLUE']],
    // 48: digit sum 12, tail 8, blue
    [48, ['special:BIG', 'special:EVEN', 'digitSum:BIG', 'digitSum:EVEN', 'tail:BIG', 'colour:BLUE']],
  ])('settles special %i on its sides, digit sum, tail and colour', (special, winning) => {
    const wins = keysThat(mark6, withSpecial(special), 'WIN').filter(
      (key) => !/^(special|regular):\d/.test(key),
    );
    expect(wins).toEqual(winning);
  });

  it('refunds every special side, digit sum and tail bet when the special is 49', () => {
    expect(keysThat(mark6, withSpecial(49), 'CANCEL')).toEqual([
      ...['special:BIG', 'special:SMALL', 'special:ODD', 'special:EVEN'],
      ...['digitSum:BIG', 'digitSum:SMALL', 'digitSum:ODD', 'digitSum:EVEN'],
      ...['tail:BIG', 'tail:SMALL'],
    ]);
  });

  it('counts 49 as GREEN with no refund, and pays special:49', () => {
    expect(mark6.outcome('colour:GREEN', withSpecial(49))).toEqual({ result: 'WIN' });
    expect(mark6.outcome('colour:RED', withSpecial(49))).toEqual({ result: 'LOSE' });
    expect(mark6.outcome('special:49', withSpecial(49))).toEqual({ result: 'WIN' });
  });

  it('gives every number from 1 to 49 exactly one colour: 17 red, 16 blue, 16 green', () => {
    const tally = { RED: 0, BLUE: 0, GREEN: 0 };
    for (let special = 1; special <= 49; special++) {
      const colours = (['RED', 'BLUE', 'GREEN'] as const).filter(
        (colour) => mark6.outcome(`colour:${colour}`, withSpecial(special)).result === 'WIN',
      );
      expect(colours).toHaveLength(1);
      for (const colour of colours) tally[colour]++;
    }
    expect(tally).toEqual({ RED: 17, BLUE: 16, GREEN: 16 });
  });

  it('does not count the special as a regular number', () => {
    expect(mark6.outcome('regular:28', withSpecial(28)).result).toBe('LOSE');
  });

  it('summarises a draw by its special, 49 being a TIE', () => {
    expect(mark6.summary(withSpecial(24))).toEqual({ special: 24, bigSmall: 'SMALL', oddEven: 'EVEN' });
    expect(mark6.summary(withSpecial(25))).toEqual({ special: 25, bigSmall: 'BIG', oddEven: 'ODD' });
    expect(mark6.summary(withSpecial(48))).toEqual({ special: 48, bigSmall: 'BIG', oddEven: 'EVEN' });
    expect(mark6.summary(withSpecial(49))).toEqual({ special: 49, bigSmall: 'TIE', oddEven: 'TIE' });
  });

  it('calls no figure of its summary a sum: the special number is not one', () => {
    expect(mark6.summary(withSpecial(30))).not.toHaveProperty('sum');
  });

  it('refuses a draw without a special or without six regular numbers', () => {
    expect(() => mark6.outcome('special:BIG', { numbers: [3, 12, 20, 33, 41, 47] })).toThrow(/special/);
    expect(() => mark6.outcome('regular:3', { numbers: [3, 12], special: 7 })).toThrow(/six regular/);
  });
});

describe('payout', () => {
  it('floors stake × odds to the cent', () => {
    // 1.01 USDT at 1.96: floor(101 × 19600 / 10000) = floor(197.96) = 197 cents
    expect(payout(101n, 19_600)).toBe(197n);
  });

  it('pays the smallest stake at least its principal', () => {
    // floor(1 × 1.96) = 1 cent
    expect(payout(1n, 19_600)).toBe(1n);
  });

  it('is exact on amounts beyond the safe range of a float', () => {
    // 99 999 999 999 999 cents × 210 = 20 999 999 999 999 790 cents
    expect(payout(99_999_999_999_999n, 2_100_000)).toBe(20_999_999_999_999_790n);
  });

  it('refuses odds that are not a non-negative integer', () => {
    expect(() => payout(100n, 1.96)).toThrow();
    expect(() => payout(100n, -1)).toThrow();
  });
});

describe('settleBet', () => {
  it('pays a winning bet floor(stake × odds)', () => {
    // 3.33 USDT on top12:11 at 8.7: floor(333 × 87000 / 10000) = floor(2897.1) = 2897 cents
    const bet = { key: 'top12:11', amount: 333n, odds: 87_000 };
    expect(settleBet(bet, { numbers: [5, 6, 1, 2, 3, 4, 7, 8, 9, 10] }, lotto)).toEqual({
      result: 'WIN',
      payout: 2897n,
    });
  });

  it('pays nothing on a losing bet', () => {
    const bet = { key: 'top12:11', amount: 333n, odds: 87_000 };
    expect(settleBet(bet, { numbers: [5, 7, 1, 2, 3, 4, 6, 8, 9, 10] }, lotto)).toEqual({
      result: 'LOSE',
      payout: 0n,
    });
  });

  it('returns the stake on a refund', () => {
    // special 49: special:BIG is a tie, 2.50 USDT comes back
    const bet = { key: 'special:BIG', amount: 250n, odds: 19_600 };
    expect(settleBet(bet, { numbers: [1, 2, 3, 4, 5, 6], special: 49 }, mark6)).toEqual({
      result: 'CANCEL',
      payout: 250n,
    });
  });

  it.each([
    [[4, 1, 2], 200n], // one four: 100 × 2
    [[4, 4, 2], 300n], // two fours: 100 × 3
    [[4, 4, 4], 1300n], // three fours: 100 × 13
  ])('pays a face bet by its count of matching dice: %j pays %s cents on 1.00', (numbers, expected) => {
    const bet = { key: 'face:4', amount: 100n, ...FACE_BET };
    expect(settleBet(bet, { numbers }, fast3)).toEqual({ result: 'WIN', payout: expected });
  });

  it('pays a face bet by the odds stored on it, not the defaults', () => {
    // two fours at a room's 2.9: floor(101 × 29000 / 10000) = floor(292.9) = 292 cents
    const bet = { key: 'face:4', amount: 101n, odds: 19_000, oddsByCount: [19_000, 29_000, 120_000] };
    expect(settleBet(bet, { numbers: [4, 4, 2] }, fast3)).toEqual({ result: 'WIN', payout: 292n });
  });

  it('refuses to pay a winning face bet stored without its odds by count', () => {
    const bet = { key: 'face:4', amount: 100n, odds: 20_000, oddsByCount: null };
    expect(() => settleBet(bet, { numbers: [4, 4, 2] }, fast3)).toThrow(/matching dice/);
  });

  it('throws on a key the game does not have', () => {
    expect(() =>
      settleBet({ key: 'face:7', amount: 100n, odds: 20_000 }, { numbers: [1, 2, 3] }, fast3),
    ).toThrow(/Unknown/);
  });
});
