import { describe, expect, it } from 'vitest';
import { defaultOddsTable, rtpOf } from '#shared/games/rtp.ts';
import { fast3 } from '#shared/games/fast3.ts';
import { GAMES } from '#shared/games/types.ts';

const DEFAULT_RTP = new Map(GAMES.map((game) => [game, rtpOf(game, defaultOddsTable(game))]));

function defaultRtp(game: (typeof GAMES)[number], key: string): number | undefined {
  return DEFAULT_RTP.get(game)?.get(key);
}

describe('RTP of the default odds', () => {
  it.each(GAMES)('%s gives every key an RTP between 95% and 99%', (game) => {
    const rtp = DEFAULT_RTP.get(game);
    expect(rtp?.size).toBe(defaultOddsTable(game).size);
    const outside = [...(rtp ?? [])].filter(([, value]) => !(value >= 0.95 && value <= 0.99));
    expect(outside).toEqual([]);
  });

  it.each([
    ['lotto', 'pos1:BIG', (1 / 2) * 1.96],
    ['lotto', 'pos10:7', (1 / 10) * 9.7],
    ['lotto', 'dt3:TIGER', (1 / 2) * 1.96],
    // 12..19 from 40 of the 90 ordered pairs of distinct numbers
    ['lotto', 'top12:BIG', (40 / 90) * 2.18],
    // an odd sum takes one odd and one even number: 5 × 5 × 2 = 50 of 90
    ['lotto', 'top12:ODD', (50 / 90) * 1.75],
    // 11 = 1+10, 2+9, 3+8, 4+7, 5+6, both ways round: 10 of 90
    ['lotto', 'top12:11', (10 / 90) * 8.7],
    ['lotto', 'top12:3', (2 / 90) * 43.5],
    ['fiveMins', 'ball3:PRIME', (1 / 2) * 1.96],
    // ball 1 > ball 5 in 45 of the 100 pairs
    ['fiveMins', 'dt:DRAGON', (45 / 100) * 2.16],
    ['fiveMins', 'dt:TIE', (10 / 100) * 9.6],
    ['fiveMins', 'sum:BIG', (1 / 2) * 1.96],
    // 24 winning specials at 1.96 and 49 refunded
    ['mark6', 'special:BIG', (24 / 49) * 1.96 + 1 / 49],
    ['mark6', 'digitSum:SMALL', (24 / 49) * 1.96 + 1 / 49],
    ['mark6', 'tail:BIG', (24 / 49) * 1.96 + 1 / 49],
    ['mark6', 'special:7', (1 / 49) * 47.5],
    ['mark6', 'colour:RED', (17 / 49) * 2.8],
    ['mark6', 'colour:GREEN', (16 / 49) * 2.97],
    ['mark6', 'regular:7', (6 / 49) * 7.9],
  ] as const)('%s %s has the exact RTP %f', (game, key, expected) => {
    expect(defaultRtp(game, key)).toBeCloseTo(expected, 12);
  });
});

describe('Fast 3 RTP over all 216 throws', () => {
  const throws: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) throws.push([a, b, c]);
  const ways = (wins: (dice: [number, number, number]) => boolean) => throws.filter(wins).length;

  it('pays face bets 2, 3 or 13 times by count: 75, 15 and 1 of the 216 throws', () => {
    const fours = (dice: number[]) => dice.filter((die) => die === 4).length;
    expect([1, 2, 3].map((count) => ways((dice) => fours(dice) === count))).toEqual([75, 15, 1]);
    // (75 × 2 + 15 × 3 + 1 × 13) / 216 = 208/216
    expect(defaultRtp('fast3', 'face:4')).toBeCloseTo(208 / 216, 12);
  });

  it('matches a direct count of the throws for sums, triples, doubles and pairs', () => {
    // 10 = 27 ways at 7.8
    expect(ways(([a, b, c]) => a + b + c === 10)).toBe(27);
    expect(defaultRtp('fast3', 'sum:10')).toBeCloseTo((27 / 216) * 7.8, 12);
    // 3 = 1 way at 210
    expect(defaultRtp('fast3', 'sum:3')).toBeCloseTo((1 / 216) * 210, 12);
    // 11–18 = 108 ways, triples included
    expect(ways(([a, b, c]) => a + b + c >= 11)).toBe(108);
    expect(defaultRtp('fast3', 'sum:BIG')).toBeCloseTo((108 / 216) * 1.96, 12);
    expect(defaultRtp('fast3', 'triple:ANY')).toBeCloseTo((6 / 216) * 35, 12);
    expect(defaultRtp('fast3', 'triple:222')).toBeCloseTo((1 / 216) * 210, 12);
    // at least two threes: 15 + 1 = 16 ways
    expect(ways((dice) => dice.filter((die) => die === 3).length >= 2)).toBe(16);
    expect(defaultRtp('fast3', 'double:33')).toBeCloseTo((16 / 216) * 13, 12);
    // both 2 and 5: 216 − 125 − 125 + 64 = 30 ways
    expect(ways((dice) => dice.includes(2) && dice.includes(5))).toBe(30);
    expect(defaultRtp('fast3', 'pair:25')).toBeCloseTo((30 / 216) * 7, 12);
  });

  it('prices a face bet by the odds for each count in the table', () => {
    const table = new Map([['face:1', { odds: 20_000, oddsByCount: [20_000, 30_000, 200_000] }]]);
    // (75 × 2 + 15 × 3 + 1 × 20) / 216 = 215/216
    expect(rtpOf('fast3', table).get('face:1')).toBeCloseTo(215 / 216, 12);
  });

  it('lists the face odds by count in the default table', () => {
    expect(defaultOddsTable('fast3').get('face:6')).toEqual({
      odds: 20_000,
      oddsByCount: [20_000, 30_000, 130_000],
    });
    expect(fast3.markets()).toHaveLength(defaultOddsTable('fast3').size);
  });
});

describe('odds edits', () => {
  it('detects an odds table above 100%', () => {
    // 2.10 on a 1/2 chance: 1.05
    const rtp = rtpOf('lotto', new Map([['pos1:BIG', { odds: 21_000 }]]));
    expect(rtp.get('pos1:BIG')).toBeCloseTo(1.05, 12);
    expect(rtp.get('pos1:BIG')).toBeGreaterThan(1);
  });

  it('detects a Mark 6 side above 100% once the refund is counted', () => {
    // 24/49 × 2.05 + 1/49 = 50.2/49 ≈ 1.0245
    const rtp = rtpOf('mark6', new Map([['tail:SMALL', { odds: 20_500 }]]));
    expect(rtp.get('tail:SMALL')).toBeCloseTo(50.2 / 49, 12);
  });

  it('returns the keys of the table only', () => {
    const rtp = rtpOf('fiveMins', new Map([['ball2:7', { odds: 97_000 }]]));
    expect([...rtp.keys()]).toEqual(['ball2:7']);
    expect(rtp.get('ball2:7')).toBeCloseTo(0.97, 12);
  });

  it('refuses a key the game does not have', () => {
    expect(() => rtpOf('mark6', new Map([['special:50', { odds: 475_000 }]]))).toThrow(/Unknown/);
  });

  it('refuses a face entry without odds by count', () => {
    expect(() => rtpOf('fast3', new Map([['face:2', { odds: 20_000 }]]))).toThrow(/matching dice/);
  });
});
