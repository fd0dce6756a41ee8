/**
 * The bet slip's state as one reducer: the picks in the order chosen (kept across rounds: only
 * the period changes), one amount for all of them or an amount per pick, the amount's error, the
 * odds that changed under a confirmation, the dialog and whether a bet is on its way. Every
 * change is a named action, so the board reads as what happened rather than as a row of setters.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { parseAmountInput, showCents } from '../common/amount.ts';
import type { MarketOdds, OddsView } from '#shared/contract/games.ts';
import { potentialReturn } from './slip.ts';

export type SlipDialog =
  | { kind: 'confirm'; oddsChanged: boolean }
  | { kind: 'success'; count: number; total: string; balance: string }
  | { kind: 'failure'; text: string; canRetry: boolean };

export interface SlipState {
  picked: string[];
  /** Picks whose odds changed at the last confirmation (key → odds before). */
  changed: Record<string, string>;
  /** The amount of every pick, as typed. */
  amount: string;
  /** Whether each pick has an amount of its own (`amounts`) rather than `amount`. */
  perPick: boolean;
  amounts: Record<string, string>;
  /** The pick a stake chip fills when amounts are per pick (the one last edited). */
  activeKey: string | null;
  amountError: string;
  /** The pick whose amount is refused, when amounts are per pick. */
  errorKey: string | null;
  dialog: SlipDialog | null;
  busy: boolean;
  /** The server refused a bet because the account is frozen. */
  frozenByServer: boolean;
}

export type SlipAction =
  | { type: 'pick'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'amount'; value: string }
  | { type: 'pickAmount'; key: string; value: string }
  | { type: 'focusPick'; key: string }
  | { type: 'perPick'; on: boolean }
  /** A stake chip: the amount of every pick, or of the active pick when amounts are per pick. */
  | { type: 'chip'; value: string }
  /** The last slip again: its picks at their amounts. */
  | { type: 'repeat'; stakes: readonly { key: string; amount: string }[] }
  | { type: 'amountError'; text: string; key?: string | null }
  | { type: 'confirm' }
  | { type: 'close' }
  | { type: 'sending' }
  | { type: 'placed'; count: number; total: string; balance: string }
  /** The server's odds moved: `fresh` holds the new odds of the picks that changed. */
  | { type: 'oddsChanged'; items: readonly { key: string; odds: string }[]; fresh: Record<string, string> }
  | { type: 'failed'; text: string; canRetry: boolean; frozen: boolean };

export function initialSlip(amount: string): SlipState {
  return {
    picked: [],
    changed: {},
    amount,
    perPick: false,
    amounts: {},
    activeKey: null,
    amountError: '',
    errorKey: null,
    dialog: null,
    busy: false,
    frozenByServer: false,
  };
}

const withoutError = { amountError: '', errorKey: null } as const;

/** The picks and amounts a slip edits (the dialog and sending are handled apart). */
function editSlip(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'pick': {
      if (state.picked.includes(action.key)) return editSlip(state, { type: 'remove', key: action.key });
      // A new pick starts at the amount of every pick.
      const amounts = { ...state.amounts, [action.key]: state.amounts[action.key] ?? state.amount };
      return { ...state, picked: [...state.picked, action.key], amounts };
    }
    case 'remove':
      return {
        ...state,
        ...(state.errorKey === action.key ? withoutError : {}),
        picked: state.picked.filter((k) => k !== action.key),
        activeKey: state.activeKey === action.key ? null : state.activeKey,
      };
    case 'clear':
      return { ...state, ...withoutError, picked: [], activeKey: null };
    case 'amount':
      return { ...state, ...withoutError, amount: action.value };
    case 'pickAmount':
      return {
        ...state,
        ...withoutError,
        amounts: { ...state.amounts, [action.key]: action.value },
        activeKey: action.key,
      };
    case 'focusPick':
      return { ...state, activeKey: action.key };
    case 'perPick': {
      // Each pick starts from the amount of every pick; back to one amount, the first pick's.
      const first = state.picked[0];
      const amounts = Object.fromEntries(state.picked.map((k) => [k, state.amount]));
      if (action.on) return { ...state, ...withoutError, perPick: true, amounts };
      const amount = first !== undefined ? (state.amounts[first] ?? state.amount) : state.amount;
      return { ...state, ...withoutError, perPick: false, amount };
    }
    case 'chip': {
      if (!state.perPick) return { ...state, ...withoutError, amount: action.value };
      const targets =
        state.activeKey && state.picked.includes(state.activeKey) ? [state.activeKey] : state.picked;
      const amounts = { ...state.amounts, ...Object.fromEntries(targets.map((k) => [k, action.value])) };
      return { ...state, ...withoutError, amounts };
    }
    case 'repeat': {
      const picked = action.stakes.map((s) => s.key);
      const amounts = Object.fromEntries(action.stakes.map((s) => [s.key, s.amount]));
      const perPick = new Set(action.stakes.map((s) => s.amount)).size > 1;
      const amount = action.stakes[0]?.amount ?? state.amount;
      return { ...state, ...withoutError, picked, amounts, perPick, amount, activeKey: null, changed: {} };
    }
    default:
      return state;
  }
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'amountError':
      return { ...state, amountError: action.text, errorKey: action.key ?? null };
    case 'confirm':
      return { ...state, dialog: { kind: 'confirm', oddsChanged: false } };
    case 'close':
      return { ...state, dialog: null };
    case 'sending':
      return { ...state, busy: true };
    case 'placed':
      return {
        ...state,
        picked: [],
        changed: {},
        activeKey: null,
        busy: false,
        dialog: { kind: 'success', count: action.count, total: action.total, balance: action.balance },
      };
    case 'oddsChanged': {
      // The odds first seen stay as "was" across several changes.
      const changed = { ...state.changed };
      for (const item of action.items) if (action.fresh[item.key]) changed[item.key] ??= item.odds;
      return { ...state, changed, busy: false, dialog: { kind: 'confirm', oddsChanged: true } };
    }
    case 'failed':
      return {
        ...state,
        busy: false,
        frozenByServer: state.frozenByServer || action.frozen,
        dialog: { kind: 'failure', text: action.text, canRetry: action.canRetry },
      };
    default:
      return editSlip(state, action);
  }
}

/** Cents as money in the locale, or a dash when an amount cannot be read. */
export function centsOrDash(locale: string, cents: bigint | null): string {
  return cents === null ? '—' : showCents(locale, cents);
}

/** The amount a pick is staked at, as typed. */
export function typedAmountOf(state: SlipState, key: string): string {
  return state.perPick ? (state.amounts[key] ?? state.amount) : state.amount;
}

/** One pick of the slip as the slip shows it: at the odds now shown, its stake and return. */
export interface SlipLine {
  pick: MarketOdds;
  typed: string;
  /** Null when the amount cannot be read. */
  cents: bigint | null;
  returns: bigint | null;
}

/**
 * The slip of a board: its state and dispatch, its lines (the picks at the odds now shown, with
 * their stakes and returns), and the total stake and return (null when an amount cannot be read).
 * @example const { state, dispatch, lines, total, returns } = useBetSlip('en', odds, room.minBet);
 */
export function useBetSlip(locale: string, odds: OddsView | undefined, initialAmount: string) {
  const [state, dispatch] = useReducer(slipReducer, initialAmount, initialSlip);
  // Stable, so the memoized market panel does not redraw on each countdown tick.
  const onToggle = useCallback((key: string) => dispatch({ type: 'pick', key }), []);
  const selected = useMemo(() => new Set(state.picked), [state.picked]);
  const byKey = useMemo(() => new Map((odds?.markets ?? []).map((m) => [m.key, m])), [odds]);
  const lines: SlipLine[] = state.picked.flatMap((key) => {
    const pick = byKey.get(key);
    if (!pick) return [];
    const typed = typedAmountOf(state, key);
    const cents = parseAmountInput(typed, locale);
    return [{ pick, typed, cents, returns: cents !== null ? potentialReturn(pick, cents) : null }];
  });
  const sum = (values: (bigint | null)[]) =>
    values.some((v) => v === null) ? null : values.reduce<bigint>((a, v) => a + (v ?? 0n), 0n);
  const total = sum(lines.map((line) => line.cents));
  const returns = sum(lines.map((line) => line.returns));
  const typedCents = parseAmountInput(state.amount, locale);
  return { state, dispatch, onToggle, selected, lines, total, returns, typedCents };
}
