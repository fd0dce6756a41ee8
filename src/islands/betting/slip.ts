/**
 * The bet slip: the amount each pick is checked as the server checks it (money with at most two
 * decimals, above 0, at least the room's minimum), totals are integer cents, and the request of
 * `POST /game/bet` is built with the odds the player saw.
 */
import type { MessageKey } from '#i18n/index.ts';
import { formatMoney } from '#shared/money.ts';
import { readAmount } from '../wallet/amount.ts';
import type { MarketOdds } from '#shared/contract/games.ts';

/** The most selections one slip may carry (the API's `items` limit). */
export const MAX_SELECTIONS = 200;

export type SlipCheck =
  | { ok: true; cents: bigint; total: bigint }
  | { ok: false; message: MessageKey; params?: Record<string, string | number> };

/**
 * Checks the amount each (typed the way the player's language writes numbers) and the count;
 * the caller formats `min`/`max` params.
 * @example checkSlip('2,5', 3, 100n, 'fr') // { ok: true, cents: 250n, total: 750n }
 */
export function checkSlip(amount: string, count: number, minBetCents: bigint, locale: string): SlipCheck {
  const reading = readAmount(amount, locale);
  if ('readings' in reading) {
    const [one, other] = reading.readings;
    return { ok: false, message: 'common.amountAmbiguous', params: { one, other } };
  }
  const cents = 'cents' in reading ? reading.cents : null;
  if (cents === null || cents <= 0n) return { ok: false, message: 'betting.amountInvalid' };
  if (cents < minBetCents) return { ok: false, message: 'betting.amountBelowMin' };
  if (count === 0) return { ok: false, message: 'error.BET_CANNOT_BE_EMPTY' };
  if (count > MAX_SELECTIONS)
    return { ok: false, message: 'betting.tooMany', params: { max: MAX_SELECTIONS } };
  return { ok: true, cents, total: cents * BigInt(count) };
}

export interface BetRequest {
  lotteryId: number;
  roomId: number;
  period: string;
  items: { key: string; amount: string; odds: string; oddsByCount?: string[] }[];
  summary: { count: number; amount: string; total: string };
}

/** The body of `POST /game/bet` for the picks (in the order chosen) at the odds shown. */
export function betRequest(input: {
  lotteryId: number;
  roomId: number;
  period: string;
  picks: readonly MarketOdds[];
  cents: bigint;
}): BetRequest {
  const amount = formatMoney(input.cents);
  return {
    lotteryId: input.lotteryId,
    roomId: input.roomId,
    period: input.period,
    // A face pick also sends the odds by count it showed: a change of any of them is a change.
    items: input.picks.map((pick) => ({
      key: pick.key,
      amount,
      odds: pick.odds,
      ...(pick.oddsByCount ? { oddsByCount: [...pick.oddsByCount] } : {}),
    })),
    summary: {
      count: input.picks.length,
      amount,
      total: formatMoney(input.cents * BigInt(input.picks.length)),
    },
  };
}
