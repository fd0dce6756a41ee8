/**
 * The bet slip's state as one reducer: the picks in the order chosen (kept across rounds: only
 * the period changes), the amount each and its error, the odds that changed under a
 * confirmation, the dialog and whether a bet is on its way. Every change is a named action, so
 * the board reads as what happened rather than as a row of setters.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { formatMoney } from '#shared/money.ts';
import { parseAmountInput } from '../wallet/amount.ts';
import type { MarketOdds, OddsView } from '#shared/contract/games.ts';

export type SlipDialog =
  | { kind: 'confirm'; oddsChanged: boolean }
  | { kind: 'success'; count: number; total: string; balance: string }
  | { kind: 'failure'; text: string; canRetry: boolean };

export interface SlipState {
  picked: string[];
  /** Picks whose odds changed at the last confirmation (key → odds before). */
  changed: Record<string, string>;
  amount: string;
  amountError: string;
  dialog: SlipDialog | null;
  busy: boolean;
  /** The server refused a bet because the account is frozen. */
  frozenByServer: boolean;
}

export type SlipAction =
  | { type: 'pick'; key: string }
  | { type: 'clear' }
  | { type: 'amount'; value: string }
  | { type: 'amountError'; text: string }
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
    amountError: '',
    dialog: null,
    busy: false,
    frozenByServer: false,
  };
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'pick': {
      const { picked } = state;
      const next = picked.includes(action.key)
        ? picked.filter((k) => k !== action.key)
        : [...picked, action.key];
      return { ...state, picked: next };
    }
    case 'clear':
      return { ...state, picked: [] };
    case 'amount':
      return { ...state, amount: action.value, amountError: '' };
    case 'amountError':
      return { ...state, amountError: action.text };
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
  }
}

/**
 * The slip of a board: its state and dispatch, the picks as markets at the odds now shown, the
 * amount each and total of what is typed (null when it cannot be read).
 * @example const { state, dispatch, picks, total } = useBetSlip('en', odds, room.minBet);
 */
export function useBetSlip(locale: string, odds: OddsView | undefined, initialAmount: string) {
  const [state, dispatch] = useReducer(slipReducer, initialAmount, initialSlip);
  // Stable, so the memoized market panel does not redraw on each countdown tick.
  const onToggle = useCallback((key: string) => dispatch({ type: 'pick', key }), []);
  const selected = useMemo(() => new Set(state.picked), [state.picked]);
  const byKey = useMemo(() => new Map((odds?.markets ?? []).map((m) => [m.key, m])), [odds]);
  const picks = state.picked.map((key) => byKey.get(key)).filter((m): m is MarketOdds => m !== undefined);
  const amountCents = parseAmountInput(state.amount, locale);
  const total = amountCents !== null ? formatMoney(amountCents * BigInt(picks.length)) : null;
  return { state, dispatch, onToggle, selected, picks, amountCents, total };
}
