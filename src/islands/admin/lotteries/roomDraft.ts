/**
 * A room's form as an admin edits it: the draft of its inputs, the changes it makes (for the
 * confirmation), the form's own checks (the server's rules, `shared/stakeChips.ts` for the chips),
 * the PUT body and the server's field errors as the form's.
 */
import type { T } from '#client/i18n.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { sortStakeChips, stakeChipsProblem, type StakeChipsProblem } from '#shared/stakeChips.ts';
import type { AdminRoom } from '#shared/contract/gamesAdmin.ts';
import { fieldText } from '../kit/errors.tsx';
import type { FormErrors } from './useConfirmedSave.ts';
import type { Change } from './ConfirmSaveDialog.tsx';
import { readStakeChips } from './stakeChipsInput.ts';

export interface RoomDraft {
  name: string;
  minBet: string;
  balance: string;
  limit: string;
  /** The stake chips as typed: amounts separated by spaces or semicolons. */
  chips: string;
}

/** The id of the hint under a lottery's rooms table that every chips input refers to. */
export const chipsHintId = (lotteryId: number) => `lottery-${lotteryId}-chips-hint`;

export function draftOf(room: AdminRoom): RoomDraft {
  return {
    name: room.name,
    minBet: room.minBet,
    balance: room.balanceRequirement,
    limit: room.betLimit,
    chips: room.stakeChips.join(' '),
  };
}

/** Chips (API money strings) as the console shows them: "1.00 · 5.00 · 10.00 USDT" in the page's locale. */
export function chipsText(locale: string, chips: readonly string[]): string {
  return `${chips.map((chip) => formatMoneyForLocale(locale, chip, false)).join(' · ')} USDT`;
}

/** The chips the draft holds, sorted as they will be stored; null when they cannot be read. */
function draftChips(d: RoomDraft, locale: string): bigint[] | null {
  const chips = readStakeChips(d.chips, locale);
  return chips && sortStakeChips(chips);
}

// Compared in cents, so "10" and "10.00" are the same amount.
const same = (a: string, b: string) => parseMoney(a) !== null && parseMoney(a) === parseMoney(b);

export function roomChanges(t: T, locale: string, room: AdminRoom, d: RoomDraft): Change[] {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  const changes: Change[] = [];
  const moneyChange = (label: string, before: string, after: string) => {
    if (!same(after, before)) changes.push({ label, before: money(before), after: money(after) });
  };
  if (d.name.trim() !== room.name)
    changes.push({ label: t('admin.lotteries.roomName'), before: room.name, after: d.name.trim() });
  moneyChange(t('admin.lotteries.minBet'), room.minBet, d.minBet);
  moneyChange(t('admin.lotteries.balanceRequirement'), room.balanceRequirement, d.balance);
  moneyChange(t('admin.lotteries.betLimit'), room.betLimit, d.limit);
  const after = draftChips(d, locale)?.map(formatMoney);
  if (after && after.join() !== room.stakeChips.join())
    changes.push({
      label: t('admin.lotteries.stakeChips'),
      before: chipsText(locale, room.stakeChips),
      after: chipsText(locale, after),
    });
  return changes;
}

/** The text of a chips problem, the server's or the form's. */
function chipsProblemText(t: T, problem: StakeChipsProblem | string): string | undefined {
  switch (problem) {
    case 'TOO_SHORT':
    case 'TOO_LONG':
      return t('admin.lotteries.stakeChipsCount');
    case 'AMOUNT_BELOW_MINIMUM':
      return t('admin.lotteries.stakeChipsBelowMin');
    case 'AMOUNT_ABOVE_MAXIMUM':
      return t('admin.lotteries.stakeChipsAboveLimit');
    case 'DUPLICATE_VALUE':
      return t('admin.lotteries.stakeChipsDuplicate');
    default:
      return fieldText(t, problem);
  }
}

/** The form's own checks, the server's rules: each chip within the minimum bet and the limit as edited. */
export function checkRoom(t: T, locale: string, d: RoomDraft): FormErrors {
  const next: FormErrors = {};
  const min = parseMoney(d.minBet);
  const max = parseMoney(d.limit);
  if (!d.name.trim() || d.name.trim().length > 60) next.name = t('admin.lotteries.nameInvalid');
  if (min === null || min <= 0n) next.minBet = t('admin.lotteries.moneyPositive');
  if (parseMoney(d.balance) === null) next.balance = t('admin.lotteries.moneyInvalid');
  if (max === null || max <= 0n) next.limit = t('admin.lotteries.moneyPositive');
  else if (min !== null && min > max) next.limit = t('admin.lotteries.limitBelowMin');
  const chips = draftChips(d, locale);
  if (!chips) next.chips = t('admin.lotteries.stakeChipsInvalid');
  else if (min !== null && max !== null) {
    const problem = stakeChipsProblem(chips, { minBet: min, betLimit: max });
    if (problem) next.chips = chipsProblemText(t, problem);
  }
  return next;
}

/** The PUT body of a checked draft: every setting, the chips as the API's money strings. */
export function roomBody(d: RoomDraft, locale: string) {
  return {
    name: d.name.trim(),
    minBet: d.minBet,
    balanceRequirement: d.balance,
    betLimit: d.limit,
    stakeChips: (draftChips(d, locale) ?? []).map(formatMoney),
  };
}

/** The server's field codes as the form's errors (`stakeChips.2`: that chip was unreadable). */
export function roomFieldErrors(t: T, fields: Readonly<Record<string, string>>): FormErrors {
  const chipCode = fields.stakeChips;
  const chipItem = Object.keys(fields).some((key) => key.startsWith('stakeChips.'));
  return {
    name: fieldText(t, fields.name),
    minBet: fieldText(t, fields.minBet),
    balance: fieldText(t, fields.balanceRequirement),
    limit: fieldText(t, fields.betLimit),
    chips: chipCode
      ? chipsProblemText(t, chipCode)
      : chipItem
        ? t('admin.lotteries.stakeChipsInvalid')
        : undefined,
  };
}
