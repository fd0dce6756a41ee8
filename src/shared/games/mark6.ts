/**
 * Mark 6: seven distinct numbers of 1..49, six regular (sorted) and the special.
 */
import { rulesFromTable, winIf, type DrawResult, type MarketRule, type Outcome } from './types.ts';

const MAX_NUMBER = 49;
const SPECIAL_ODDS = 475_000; // 47.5
const SIDES_ODDS = 19_600; // 1.96, P 24/49 plus a refund on 49
const RED_ODDS = 28_000; // 2.80, P 17/49
const BLUE_GREEN_ODDS = 29_700; // 2.97, P 16/49
const REGULAR_ODDS = 79_000; // 7.90, P 6/49

const COLOURS: Record<'RED' | 'BLUE' | 'GREEN', readonly number[]> = {
  RED: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  BLUE: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  GREEN: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

function specialOf(draw: DrawResult): number {
  if (draw.special === undefined) throw new Error('A Mark 6 draw has a special number');
  return draw.special;
}

function regularOf(draw: DrawResult): readonly number[] {
  if (draw.numbers.length !== 6) throw new Error('A Mark 6 draw has six regular numbers');
  return draw.numbers;
}

function digitSum(n: number): number {
  return Math.floor(n / 10) + (n % 10);
}

/** A two-sided bet on the special: 49 is "a tie and not counted", so it refunds. */
function sideOfSpecial(wins: (special: number) => boolean): MarketRule['settle'] {
  return (draw): Outcome => {
    const special = specialOf(draw);
    return special === MAX_NUMBER ? { result: 'CANCEL' } : winIf(wins(special));
  };
}

function buildTable(): MarketRule[] {
  const table: MarketRule[] = [];
  const add = (key: string, group: string, odds: number, settle: MarketRule['settle']) =>
    table.push({ key, group, odds, settle });

  for (let n = 1; n <= MAX_NUMBER; n++) {
    add(`special:${n}`, 'special', SPECIAL_ODDS, (draw) => winIf(specialOf(draw) === n));
  }

  const side = (key: string, wins: (special: number) => boolean) =>
    add(key, 'specialSides', SIDES_ODDS, sideOfSpecial(wins));
  side('special:BIG', (s) => s >= 25);
  side('special:SMALL', (s) => s <= 24);
  side('special:ODD', (s) => s % 2 === 1);
  side('special:EVEN', (s) => s % 2 === 0);
  side('digitSum:BIG', (s) => digitSum(s) >= 7);
  side('digitSum:SMALL', (s) => digitSum(s) <= 6);
  side('digitSum:ODD', (s) => digitSum(s) % 2 === 1);
  side('digitSum:EVEN', (s) => digitSum(s) % 2 === 0);
  side('tail:BIG', (s) => s % 10 >= 5);
  side('tail:SMALL', (s) => s % 10 <= 4);

  // Colours cover 1..49 with no refund: 49 is simply GREEN.
  for (const colour of ['RED', 'BLUE', 'GREEN'] as const) {
    const odds = colour === 'RED' ? RED_ODDS : BLUE_GREEN_ODDS;
    add(`colour:${colour}`, 'colour', odds, (draw) => winIf(mark6Colour(specialOf(draw)) === colour));
  }

  for (let n = 1; n <= MAX_NUMBER; n++) {
    add(`regular:${n}`, 'regular', REGULAR_ODDS, (draw) => winIf(regularOf(draw).includes(n)));
  }
  return table;
}

/** The rules of Mark 6 (`mark6`); the summary describes the special number (49 is a TIE). */
/**
 * The colour of a Mark 6 number (the colour table): what `colour:*` settles by and
 * the colour its ball is drawn in.
 * @example mark6Colour(49) // 'GREEN'
 */
export function mark6Colour(n: number): 'RED' | 'BLUE' | 'GREEN' {
  if (COLOURS.RED.includes(n)) return 'RED';
  return COLOURS.BLUE.includes(n) ? 'BLUE' : 'GREEN';
}

export const mark6 = rulesFromTable(
  'mark6',
  ['special', 'specialSides', 'colour', 'regular'],
  buildTable(),
  (draw) => {
    const special = specialOf(draw);
    const tie = special === MAX_NUMBER;
    return {
      special,
      bigSmall: tie ? 'TIE' : special >= 25 ? 'BIG' : 'SMALL',
      oddEven: tie ? 'TIE' : special % 2 === 1 ? 'ODD' : 'EVEN',
    };
  },
);
