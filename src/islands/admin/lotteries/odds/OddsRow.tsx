/**
 * One row of the odds editor (a key with its odds in force, their RTP and, for admins, the new
 * odds with their RTP computed live), and the pure helpers the editor shares with it.
 */
import type { MessageKey } from '#i18n/index.ts';
import { rtpOf } from '#shared/games/rtp.ts';
import type { GameKey } from '#shared/games/types.ts';
import type { OddsMarket, OddsView } from '#shared/contract/gamesAdmin.ts';
import { useT } from '#islands/common/i18n.tsx';

export type { OddsMarket, OddsView };

/** The lowest and highest odds the server accepts, in 1/10 000 (1 and 100 000). */
export const MIN_ODDS = 10_000;
export const MAX_ODDS = 1_000_000_000;

// rtpOf enumerates the game's outcomes (10^5 draws for 5 Minutes): each key and value once.
const rtpCache = new Map<string, number>();

export function liveRtp(game: GameKey, key: string, units: readonly number[]): number {
  const cacheKey = `${game}|${key}|${units.join('/')}`;
  let rtp = rtpCache.get(cacheKey);
  if (rtp === undefined) {
    const [odds = 0, ...rest] = units;
    const entry = units.length === 3 ? { odds, oddsByCount: [odds, ...rest] } : { odds };
    rtp = rtpOf(game, new Map([[key, entry]])).get(key) ?? 0;
    rtpCache.set(cacheKey, rtp);
  }
  return rtp;
}

/** The odds of one row as the inputs hold them: one value, or three for `face:*`. */
export function currentValues(market: OddsMarket): string[] {
  return market.oddsByCount ?? [market.odds];
}

export interface RowState {
  market: OddsMarket;
  values: string[];
  units: (number | null)[];
  valid: boolean;
  changed: boolean;
  /** RTP of the new values (0..1+), when changed and valid. */
  rtp: number | null;
}

const COUNT_LABELS: readonly MessageKey[] = [
  'admin.odds.byCount.1',
  'admin.odds.byCount.2',
  'admin.odds.byCount.3',
];

interface RowProps {
  row: RowState;
  rowLabel: string;
  isAdmin: boolean;
  hydrated: boolean;
  /** What the server said about this key on the last save, if anything. */
  serverError: string | undefined;
  rtpText: (rtp: number) => string;
  onEdit: (key: string, index: number, value: string, current: string[]) => void;
}

export function OddsRow(props: RowProps) {
  const t = useT();
  const { row, rowLabel, isAdmin, rtpText } = props;
  const { market } = row;
  const current = currentValues(market);
  const currentRtp = Number(market.rtp) / 100;
  const overText = (rtp: number) =>
    rtp > 1 ? (
      <span className="console-over">
        {rtpText(rtp)} <span className="badge badge-bad">{t('admin.odds.overLimit')}</span>
      </span>
    ) : (
      rtpText(rtp)
    );
  return (
    <tr className={row.changed ? 'console-changed' : undefined}>
      <th scope="row">{rowLabel}</th>
      <td>
        <code>{market.key}</code>
      </td>
      <td className="num">{current.join(' / ')}</td>
      <td className="num">{overText(currentRtp)}</td>
      {isAdmin && (
        <>
          <OddsInputsCell {...props} />
          <td className="num">{row.rtp === null ? (row.changed ? '—' : '') : overText(row.rtp)}</td>
        </>
      )}
    </tr>
  );
}

/** The new odds of a row (one input, or three for `face:*`) with the row's error. */
function OddsInputsCell({
  row,
  rowLabel,
  hydrated,
  serverError,
  onEdit,
}: Pick<RowProps, 'row' | 'rowLabel' | 'hydrated' | 'serverError' | 'onEdit'>) {
  const t = useT();
  const { market } = row;
  const current = currentValues(market);
  const idBase = `odds-${market.key.replace(/[^A-Za-z0-9]/g, '-')}`;
  const invalid = row.changed && !row.valid;
  const error = invalid ? t('admin.odds.oddsInvalid') : serverError;
  return (
    <td>
      <div className="console-odds-inputs">
        {row.values.map((value, index) => (
          <span key={index} className="console-odds-input">
            <label
              htmlFor={`${idBase}-${index}`}
              className={row.values.length === 3 ? 'console-small' : 'visually-hidden'}
            >
              {row.values.length === 3
                ? t(COUNT_LABELS[index] ?? 'admin.odds.byCount.1')
                : t('admin.odds.newOddsFor', { label: rowLabel })}
              {row.values.length === 3 && <span className="visually-hidden"> · {rowLabel}</span>}
            </label>
            <input
              id={`${idBase}-${index}`}
              className="num"
              inputMode="decimal"
              autoComplete="off"
              disabled={!hydrated}
              value={value}
              aria-invalid={
                (invalid && row.units[index] === null) || (!invalid && serverError) ? true : undefined
              }
              aria-describedby={error ? `${idBase}-error` : undefined}
              onChange={(e) => onEdit(market.key, index, e.target.value, current)}
            />
          </span>
        ))}
      </div>
      {error && (
        <p id={`${idBase}-error`} className="field-error">
          {error}
        </p>
      )}
    </td>
  );
}
