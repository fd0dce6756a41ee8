/**
 * The odds editor's rows (each key with its drafted values, their check and live RTP) and what
 * the server said about them on the last save.
 */
import { ApiError } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import type { GameKey } from '#shared/games/types.ts';
import { parseOdds } from '#shared/odds.ts';
import { currentValues, liveRtp, MAX_ODDS, MIN_ODDS, type OddsView, type RowState } from './OddsRow.tsx';

/** Drafted values by key (keys not drafted keep the odds in force). */
export type Drafts = Record<string, string[]>;

/** Every key of the table with its drafts applied. */
export function rowsOf(view: OddsView | undefined, game: GameKey | undefined, drafts: Drafts): RowState[] {
  if (!view || !game) return [];
  return view.markets.map((market) => {
    const current = currentValues(market);
    const values = drafts[market.key] ?? current;
    const units = values.map((v) => {
      const parsed = parseOdds(v.trim());
      return parsed !== null && parsed >= MIN_ODDS && parsed <= MAX_ODDS ? parsed : null;
    });
    const valid = units.every((u) => u !== null);
    const changed = values.some((v, i) => {
      const before = parseOdds(current[i] ?? '');
      const after = parseOdds(v.trim());
      return after === null || after !== before;
    });
    const rtp = changed && valid ? liveRtp(game, market.key, units as number[]) : null;
    return { market, values, units, valid, changed, rtp };
  });
}

/**
 * The keys a failed save refused and each row's server error. Refused keys come back as
 * `fields` {key: "RTP 104.00%"}; bad values as `odds.<i>.odds`.
 */
export function serverErrorsOf(t: T, failure: unknown, changed: readonly RowState[]) {
  const serverFields = failure instanceof ApiError ? failure.fields : {};
  const refused = Object.entries(serverFields).filter(([key]) => !key.startsWith('odds.'));
  const badIndexes = new Set(
    Object.keys(serverFields)
      .map((key) => /^odds\.(\d+)\./.exec(key)?.[1])
      .filter((i): i is string => i !== undefined)
      .map(Number),
  );
  const serverErrors = new Map<string, string>([
    ...changed
      .filter((_, i) => badIndexes.has(i))
      .map((r) => [r.market.key, t('admin.odds.oddsInvalid')] as const),
    ...refused.map(([key, why]) => [key, t('admin.odds.refusedRow', { why })] as const),
  ]);
  return { refused, serverErrors };
}
