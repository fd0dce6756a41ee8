/**
 * Player-facing names of market keys, built from the key's structure with `market.*`
 * messages: the betting board, the bet records and anything else that shows a pick use this one
 * module, so a pick reads the same everywhere. Pure: no React, no browser API.
 */

import { keyOf } from '#i18n/format.ts';
import type { MessageKey } from '#i18n/index.ts';

/** The translate function this module needs (the island's `t`, or a page's). */
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * A key split for display: `market` names what is bet on (a position, the sum…), `pick` the
 * choice inside it; `marketId` is the key's part before the colon, for grouping picks under one
 * heading.
 */
export interface MarketParts {
  marketId: string;
  market: string;
  pick: string;
}

// Word picks of every game; anything else after the colon is a number (or digits) shown as is.
const WORD_PICKS = new Set([
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'PRIME',
  'COMPOSITE',
  'DRAGON',
  'TIGER',
  'TIE',
  'ANY',
  'RED',
  'BLUE',
  'GREEN',
]);

/** The name of a Lotto 10 position: TOP1, TOP2, then 3rd to 10th. */
function positionName(t: Translate, position: number): string {
  if (position === 1) return t('market.top1');
  if (position === 2) return t('market.top2');
  return t(keyOf('market.ordinal', position));
}

/** The markets named by their id alone (the others carry a position or a ball in it). */
const MARKET_NAMES = new Map<string, MessageKey>([
  ['top12', 'market.top12'],
  ['sum', 'market.sum'],
  ['face', 'market.face'],
  ['triple', 'market.triple'],
  ['double', 'market.double'],
  ['pair', 'market.pair'],
  ['dt', 'market.dragonTiger'],
  ['special', 'market.special'],
  ['digitSum', 'market.digitSum'],
  ['tail', 'market.tail'],
  ['colour', 'market.colour'],
  ['regular', 'market.regular'],
]);

function marketName(t: Translate, marketId: string): string | null {
  let match = /^pos(\d{1,2})$/.exec(marketId);
  if (match) return positionName(t, Number(match[1]));
  match = /^dt(\d)$/.exec(marketId);
  if (match) {
    // Lotto 10 pairs position k with position 11 − k.
    const k = Number(match[1]);
    return t('market.versus', { a: t(keyOf('market.ordinal', k)), b: t(keyOf('market.ordinal', 11 - k)) });
  }
  match = /^ball(\d)$/.exec(marketId);
  if (match) return t('market.ball', { n: Number(match[1]) });
  const named = MARKET_NAMES.get(marketId);
  return named === undefined ? null : t(named);
}

function pickName(t: Translate, marketId: string, pick: string): string {
  if (WORD_PICKS.has(pick)) return t(keyOf('market.pick', pick));
  // Mark 6 numbers are written with two digits, as on the draw balls.
  if ((marketId === 'special' || marketId === 'regular') && /^\d{1,2}$/.test(pick))
    return pick.padStart(2, '0');
  if (marketId === 'pair' && /^\d\d$/.test(pick))
    return t('market.pairPick', { a: pick[0] ?? '', b: pick[1] ?? '' });
  if (marketId === 'face') return t('market.facePick', { face: pick });
  return pick;
}

/**
 * Splits a key into its market and pick names, or null for a key of no known shape.
 * @example marketParts(t, 'dt2:DRAGON') // { marketId: 'dt2', market: '2nd vs 9th', pick: 'Dragon' }
 */
export function marketParts(t: Translate, key: string): MarketParts | null {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) return null;
  const marketId = key.slice(0, colon);
  const pick = key.slice(colon + 1);
  const market = marketName(t, marketId);
  if (market === null) return null;
  return { marketId, market, pick: pickName(t, marketId, pick) };
}

/**
 * The full name of a pick, as a bet record or a confirmation shows it; an unknown key shows
 * itself rather than nothing.
 * @example marketLabel(t, 'pos3:BIG') // '3rd · Big'
 * @example marketLabel(t, 'face:4') // 'Face 4'
 */
export function marketLabel(t: Translate, key: string): string {
  const parts = marketParts(t, key);
  if (!parts) return key;
  // A face pick already names its market ("Face 4").
  if (parts.marketId === 'face') return parts.pick;
  return t('market.label', { market: parts.market, pick: parts.pick });
}

/** The localized name of a round-screen tab (the `group` of the odds list). */
export function groupLabel(t: Translate, group: string): string {
  return t(keyOf('market.group', group));
}
