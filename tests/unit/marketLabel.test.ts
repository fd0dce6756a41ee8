import { describe, expect, it } from 'vitest';
import { interpolate } from '#i18n/format.ts';
import { en } from '#i18n/locales/en.ts';
import { groupLabel, marketLabel, marketParts, type Translate } from '#islands/common/marketLabel.ts';
import { RULES } from '#shared/games/index.ts';
import { GAMES } from '#shared/games/types.ts';

/** Echoes the message key and its parameters, so a test sees exactly what was asked for. */
const echo: Translate = (key, params) =>
  params
    ? `${key}(${Object.entries(params)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

/** The English catalogue, as a page would translate. */
const english: Translate = (key, params) =>
  interpolate((en as Record<string, string>)[key] ?? `MISSING:${key}`, params);

const label = (market: string, pick: string) => `market.label(market=${market},pick=${pick})`;

describe('marketLabel names every key family of Lotto 10', () => {
  it.each([
    ['pos1:BIG', label('market.top1', 'market.pick.BIG')],
    ['pos2:SMALL', label('market.top2', 'market.pick.SMALL')],
    ['pos3:ODD', label('market.ordinal.3', 'market.pick.ODD')],
    ['pos10:EVEN', label('market.ordinal.10', 'market.pick.EVEN')],
    ['pos7:4', label('market.ordinal.7', '4')],
    ['dt2:DRAGON', label('market.versus(a=market.ordinal.2,b=market.ordinal.9)', 'market.pick.DRAGON')],
    ['dt5:TIGER', label('market.versus(a=market.ordinal.5,b=market.ordinal.6)', 'market.pick.TIGER')],
    ['top12:BIG', label('market.top12', 'market.pick.BIG')],
    ['top12:19', label('market.top12', '19')],
  ])('%s', (key, expected) => {
    expect(marketLabel(echo, key)).toBe(expected);
  });
});

describe('marketLabel names every key family of Fast 3', () => {
  it.each([
    ['sum:SMALL', label('market.sum', 'market.pick.SMALL')],
    ['sum:3', label('market.sum', '3')],
    ['face:4', 'market.facePick(face=4)'],
    ['triple:111', label('market.triple', '111')],
    ['triple:ANY', label('market.triple', 'market.pick.ANY')],
    ['double:22', label('market.double', '22')],
    ['pair:36', label('market.pair', 'market.pairPick(a=3,b=6)')],
  ])('%s', (key, expected) => {
    expect(marketLabel(echo, key)).toBe(expected);
  });
});

describe('marketLabel names every key family of 5 Minutes', () => {
  it.each([
    ['ball1:BIG', label('market.ball(n=1)', 'market.pick.BIG')],
    ['ball3:PRIME', label('market.ball(n=3)', 'market.pick.PRIME')],
    ['ball4:COMPOSITE', label('market.ball(n=4)', 'market.pick.COMPOSITE')],
    ['ball5:0', label('market.ball(n=5)', '0')],
    ['sum:EVEN', label('market.sum', 'market.pick.EVEN')],
    ['dt:DRAGON', label('market.dragonTiger', 'market.pick.DRAGON')],
    ['dt:TIE', label('market.dragonTiger', 'market.pick.TIE')],
  ])('%s', (key, expected) => {
    expect(marketLabel(echo, key)).toBe(expected);
  });
});

describe('marketLabel names every key family of Mark 6', () => {
  it.each([
    // Mark 6 numbers have two digits, as on the balls.
    ['special:7', label('market.special', '07')],
    ['special:49', label('market.special', '49')],
    ['special:BIG', label('market.special', 'market.pick.BIG')],
    ['special:ODD', label('market.special', 'market.pick.ODD')],
    ['digitSum:SMALL', label('market.digitSum', 'market.pick.SMALL')],
    ['digitSum:EVEN', label('market.digitSum', 'market.pick.EVEN')],
    ['tail:BIG', label('market.tail', 'market.pick.BIG')],
    ['colour:RED', label('market.colour', 'market.pick.RED')],
    ['colour:GREEN', label('market.colour', 'market.pick.GREEN')],
    ['regular:5', label('market.regular', '05')],
  ])('%s', (key, expected) => {
    expect(marketLabel(echo, key)).toBe(expected);
  });
});

describe('marketLabel in English', () => {
  it.each([
    ['pos3:BIG', '3rd · Big'],
    ['pos1:10', 'TOP1 · 10'],
    ['dt2:DRAGON', '2nd vs 9th · Dragon'],
    ['top12:11', 'TOP1+2 sum · 11'],
    ['face:4', 'Face 4'],
    ['pair:12', 'Pair · 1 and 2'],
    ['ball2:PRIME', 'Ball 2 · Prime'],
    ['dt:TIE', 'Ball 1 vs Ball 5 · Tie'],
    ['special:49', 'Special number · 49'],
    ['colour:BLUE', 'Special colour · Blue'],
  ])('%s reads "%s"', (key, expected) => {
    expect(marketLabel(english, key)).toBe(expected);
  });

  it.each(GAMES)('every %s key has a name from the catalogue', (game) => {
    for (const { key } of RULES[game].markets()) {
      const text = marketLabel(english, key);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/MISSING|undefined|\{/);
    }
  });

  it.each(GAMES)('every %s tab has a name from the catalogue', (game) => {
    for (const group of RULES[game].groups) expect(groupLabel(english, group), group).not.toMatch(/MISSING/);
  });
});

describe('keys of no known shape', () => {
  it.each(['nope:1', 'garbage', 'pos1:', ':BIG'])('%j is shown as it is', (key) => {
    expect(marketLabel(echo, key)).toBe(key);
    expect(marketParts(echo, key)).toBeNull();
  });
});

describe('marketParts gives the heading a pick is grouped under', () => {
  it('splits a Lotto 10 position pick into its position and pick', () => {
    expect(marketParts(english, 'pos4:7')).toEqual({ marketId: 'pos4', market: '4th', pick: '7' });
  });

  it('keeps the special number and its two sides under one market id', () => {
    expect(marketParts(english, 'special:BIG')?.marketId).toBe('special');
    expect(marketParts(english, 'special:12')?.marketId).toBe('special');
  });
});
