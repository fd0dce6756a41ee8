/** The bet records' filters: a range of days and a round, checked before it is searched. */
import { useCheckedFilter } from '../common/useCheckedFilter.ts';
import { RANGES, type RangeName } from './dateRange.ts';
import { useT } from '#islands/common/i18n.tsx';

const PERIOD = /^\d{1,20}$/;

/** The range buttons and the round filter (a period, checked before it is searched). */
export function BetFilters({
  range,
  onRange,
  onPeriod,
}: {
  range: RangeName;
  onRange: (range: RangeName) => void;
  onPeriod: (period: string) => void;
}) {
  const t = useT();
  const period = useCheckedFilter('', PERIOD, () => t('bets.roundFilterInvalid'), onPeriod);
  const periodError = period.error;

  return (
    <section className="card bet-filters" aria-label={t('bets.filters')}>
      <div className="segments bet-ranges" role="group" aria-label={t('bets.range')}>
        {RANGES.map((name) => (
          <button key={name} type="button" aria-pressed={range === name} onClick={() => onRange(name)}>
            {t(`bets.range.${name}`)}
          </button>
        ))}
      </div>
      <form onSubmit={period.submit} noValidate>
        <div className={`field${periodError ? ' field-invalid' : ''}`}>
          <label htmlFor="bet-period">{t('bets.roundFilter')}</label>
          <input
            id="bet-period"
            inputMode="numeric"
            autoComplete="off"
            value={period.value}
            onChange={(e) => period.setValue(e.target.value)}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? 'bet-period-error' : undefined}
          />
        </div>
        <button type="submit" className="button button-secondary">
          {t('bets.search')}
        </button>
      </form>
      {periodError && (
        <p id="bet-period-error" className="field-error">
          {periodError}
        </p>
      )}
    </section>
  );
}
