/**
 * What the slip remembers in this browser: the stake amounts the player saved as chips (at most
 * five, the newest first, beside the room's chips set by staff) and each player's last slip per
 * lottery, for "repeat my last bet". Kept in localStorage, so they survive a reload and are
 * shared by the tabs of the browser.
 */
import { persistentAtom } from '@nanostores/persistent';
import { formatMoney, parseMoney } from '#shared/money.ts';

/** The most amounts a player saves. */
export const MAX_SAVED_CHIPS = 5;

const json = { encode: JSON.stringify, decode: JSON.parse };

/** Saved amounts as money strings ("25.00"), the newest first. */
export const $savedChips = persistentAtom<string[]>('stake-chips', [], json);

/** A stake of a remembered slip: a market key and its amount as a money string. */
export interface RememberedStake {
  key: string;
  amount: string;
}

/** The last slip of each player in each lottery, by `userId:lotteryId`. */
export const $lastSlips = persistentAtom<Record<string, RememberedStake[]>>('last-slips', {}, json);

/**
 * Saves an amount as a chip, or forgets it when it is saved already; a sixth pushes out the
 * oldest. Amounts are compared in cents ("10" is "10.00").
 * @example toggleChip(['5.00'], 1000n) // ['10.00', '5.00']
 */
export function toggleChip(saved: readonly string[], cents: bigint): string[] {
  const amount = formatMoney(cents);
  const kept = saved.filter((chip) => parseMoney(chip) !== cents);
  if (kept.length < saved.length) return kept;
  return [amount, ...kept].slice(0, MAX_SAVED_CHIPS);
}

/** The chips a room shows: the room's own, then the player's saved amounts not among them, ascending. */
export function chipsOf(
  roomChips: readonly string[],
  saved: readonly string[],
): { amount: string; saved: boolean }[] {
  const room = new Set(roomChips.map((chip) => parseMoney(chip)));
  const own = saved.filter((chip) => !room.has(parseMoney(chip)));
  return [
    ...roomChips.map((amount) => ({ amount, saved: false })),
    ...own.map((amount) => ({ amount, saved: true })),
  ].sort((a, b) => Number((parseMoney(a.amount) ?? 0n) - (parseMoney(b.amount) ?? 0n)));
}

/** Remembers a placed slip as the player's last in the lottery. */
export function rememberSlip(userId: string, lotteryId: number, stakes: RememberedStake[]): void {
  $lastSlips.set({ ...$lastSlips.get(), [`${userId}:${lotteryId}`]: stakes });
}

/** The player's last slip in the lottery, without the picks the lottery no longer offers. */
export function lastSlipOf(
  slips: Record<string, RememberedStake[]>,
  userId: string | undefined,
  lotteryId: number,
  offered: ReadonlySet<string>,
): RememberedStake[] {
  if (!userId) return [];
  return (slips[`${userId}:${lotteryId}`] ?? []).filter((stake) => offered.has(stake.key));
}
