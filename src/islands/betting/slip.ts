/**
 * The bet slip's arithmetic: each stake is checked as the server checks it (money with at most
 * two decimals, above 0, at least the room's minimum), totals and returns are integer cents, and
 * the request of `POST /game/bet` is built with the odds the player saw — one amount for every
 * pick, or an amount per pick.
 */
import type { MessageKey } from '#i18n/index.ts';
import { payout } from '#shared/games/index.ts';
import { formatMoney } from '#shared/money.ts';
import { parseOdds } from '#shared/odds.ts';
import { readAmount } from '../common/amount.ts';
import type { MarketOdds } from '#shared/contract/games.ts';

/** The most selections one slip may carry (the API's `items` limit). */
export const MAX_SELECTIONS = 200;

/** Why a slip cannot be sent; `key`: the pick whose own amount is refused. */
type Refusal = { ok: false; message: MessageKey; params?: Record<string, string | number>; key?: string };

export type SlipCheck = { ok: true; cents: bigint; total: bigint } | Refusal;

/** One pick's stake as typed. */
export interface TypedStake {
  key: string;
  amount: string;
}

export type StakesCheck = { ok: true; stakes: { key: string; cents: bigint }[]; total: bigint } | Refusal;

/** One typed amount, read the way the player's language writes numbers, against the minimum. */
function checkAmount(amount: string, minBetCents: bigint, locale: string): { cents: bigint } | Refusal {
  const reading = readAmount(amount, locale);
  if ('readings' in reading) {
    const [one, other] = reading.readings;
    return { ok: false, message: 'common.amountAmbiguous', params: { one, other } };
  }
  const cents = 'cents' in reading ? reading.cents : null;
  if (cents === null || cents <= 0n) return { ok: false, message: 'betting.amountInvalid' };
  if (cents < minBetCents) return { ok: false, message: 'betting.amountBelowMin' };
  return { cents };
}

function checkCount(count: number): Refusal | null {
  if (count === 0) return { ok: false, message: 'error.BET_CANNOT_BE_EMPTY' };
  if (count > MAX_SELECTIONS)
    return { ok: false, message: 'betting.tooMany', params: { max: MAX_SELECTIONS } };
  return null;
}

/**
 * Checks one amount for every pick and the count; the caller formats `min`/`max` params.
 * @example checkSlip('2,5', 3, 100n, 'fr') // { ok: true, cents: 250n, total: 750n }
 */
export function checkSlip(amount: string, count: number, minBetCents: bigint, locale: string): SlipCheck {
  const checked = checkAmount(amount, minBetCents, locale);
  if (!('cents' in checked)) return checked;
  return checkCount(count) ?? { ok: true, cents: checked.cents, total: checked.cents * BigInt(count) };
}

/**
 * Checks an amount per pick; a refusal names the first pick whose amount is wrong.
 * @example checkStakes([{ key: 'pos1:BIG', amount: '2' }, { key: 'sum:ODD', amount: '5' }], 100n, 'en')
 * // { ok: true, stakes: [{ key: 'pos1:BIG', cents: 200n }, { key: 'sum:ODD', cents: 500n }], total: 700n }
 */
export function checkStakes(typed: readonly TypedStake[], minBetCents: bigint, locale: string): StakesCheck {
  const counted = checkCount(typed.length);
  if (counted) return counted;
  const stakes: { key: string; cents: bigint }[] = [];
  for (const { key, amount } of typed) {
    const checked = checkAmount(amount, minBetCents, locale);
    if (!('cents' in checked)) return { ...checked, key };
    stakes.push({ key, cents: checked.cents });
  }
  return { ok: true, stakes, total: stakes.reduce((sum, stake) => sum + stake.cents, 0n) };
}

/**
 * What a pick returns if it wins, principal included, as settlement pays it; a Fast 3 face pick
 * at its best (three matching dice).
 * @example potentialReturn({ key: 'pos1:BIG', group: 'twoSides', odds: '1.96' }, 250n) // 490n
 */
export function potentialReturn(pick: MarketOdds, cents: bigint): bigint {
  const odds = [pick.odds, ...(pick.oddsByCount ?? [])].map((o) => parseOdds(o) ?? 0);
  return payout(cents, Math.max(...odds));
}

export interface BetRequest {
  lotteryId: number;
  roomId: number;
  period: string;
  items: { key: string; amount: string; odds: string; oddsByCount?: string[] }[];
  /** `amount` (each) only when every pick carries the same amount. */
  summary: { count: number; amount?: string; total: string };
}

/** The body of `POST /game/bet` for the picks (in the order chosen) at the odds shown. */
export function betRequest(input: {
  lotteryId: number;
  roomId: number;
  period: string;
  stakes: readonly { pick: MarketOdds; cents: bigint }[];
}): BetRequest {
  const amounts = new Set(input.stakes.map((stake) => stake.cents));
  const [each] = amounts;
  return {
    lotteryId: input.lotteryId,
    roomId: input.roomId,
    period: input.period,
    // A face pick also sends the odds by count it showed: a change of any of them is a change.
    items: input.stakes.map(({ pick, cents }) => ({
      key: pick.key,
      amount: formatMoney(cents),
      odds: pick.odds,
      ...(pick.oddsByCount ? { oddsByCount: [...pick.oddsByCount] } : {}),
    })),
    summary: {
      count: input.stakes.length,
      ...(amounts.size === 1 && each !== undefined ? { amount: formatMoney(each) } : {}),
      total: formatMoney(input.stakes.reduce((sum, stake) => sum + stake.cents, 0n)),
    },
  };
}
