/** Names of a trends page's places and two-sided markets, from the `market.*` and `trends.*` messages. */
import { keyOf, type T } from '#client/i18n.ts';
import { marketParts } from '#islands/common/marketLabel.ts';
import type { SidePair } from '#shared/games/trends.ts';

/** The name of a place of the trend chart: `pos3` is "3rd", `die1` "Die 1", `ball2` "Ball 2". */
export function placeLabel(t: T, name: string): string {
  const die = /^die(\d)$/.exec(name);
  if (die) return t('trends.die', { n: Number(die[1]) });
  if (name === 'special') return t('market.special');
  return marketParts(t, `${name}:BIG`)?.market ?? name;
}

/** The name of a market by its id: `pos1` is "TOP1", `dt2` "2nd vs 9th", `sum` "Sum". */
export function marketName(t: T, market: string): string {
  return marketParts(t, `${market}:BIG`)?.market ?? market;
}

/** A two-sided market with its sides: "1st · Big/Small". */
export function pairLabel(t: T, pair: SidePair): string {
  const market = marketParts(t, `${pair.market}:${pair.sides[0]}`)?.market ?? pair.market;
  const sides = pair.sides.map((side) => t(keyOf('market.pick', side))).join('/');
  return t('market.label', { market, pick: sides });
}

/** The one- or two-letter mark of a side in a road's cell. */
export function sideMark(t: T, side: string): string {
  return t(keyOf('trends.short', side));
}
