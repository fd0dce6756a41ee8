/**
 * The activity statement: a period (this month, last month, the last 30 days, or two
 * dates within the last 12 months), the totals, a table of the days with movements
 * (`GET /customer/statement`), and the same as a CSV download — fetched with the player's token
 * (a plain link cannot send it) and saved from a Blob.
 */
import { STATEMENT_FIGURES, type StatementFigure } from '#shared/vocabulary.ts';
import { useState, type SubmitEvent } from 'react';
import { apiDownload } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import { formatDecimal, formatMoneyForLocale, numberFormat } from '#i18n/format.ts';
import type { Statement as StatementData, StatementDay } from '#shared/contract/statement.ts';
import { startOfDay, wallClock } from '#shared/timeZone.ts';
import { Field } from '../common/Field.tsx';
import { FormError } from '../common/FormError.tsx';
import { useAction } from '../common/useAction.ts';
import { Loaded, RadioChoices, signedInIsland } from './screenKit.tsx';
import { TitledSection } from '../common/TitledSection.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './protection.css';

const PRESETS = ['thisMonth', 'lastMonth', 'last30', 'custom'] as const;
type Preset = (typeof PRESETS)[number];
/** The two ends of a custom range, each a date field. */
const DATE_ENDS = ['from', 'to'] as const;
const FIGURES = STATEMENT_FIGURES;
type Figure = StatementFigure;

/** A range of whole days of the site zone: `start` inclusive, `end` exclusive, and its dates. */
interface Range {
  start: string;
  end: string;
  /** The first and the last day, YYYY-MM-DD, for the file name. */
  from: string;
  to: string;
}

export default signedInIsland<{ timeZone: string; serverTime: string }>(StatementScreen);

/** A calendar day as numbers; days and months past their end roll over (Date.UTC does). */
type Day = [year: number, month: number, day: number];

function isoDate([year, month, day]: Day): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function dayOf(text: string): Day {
  const [year = 0, month = 1, day = 1] = text.split('-').map(Number);
  return [year, month, day];
}

/** The instant a day of the site zone begins (noon UTC is inside the same date in any zone). */
function dayStart([year, month, day]: Day, timeZone: string): Date {
  return startOfDay(new Date(Date.UTC(year, month - 1, day, 12)), timeZone);
}

/**
 * Today in the site zone on the server's clock: this device's clock plus how far the server's
 * (`serverTime`, when the page was rendered) was ahead of it. A phone's clock minutes ahead near
 * midnight asked for a day the server has not begun, and its statement was refused. The screen
 * renders in the browser only (behind the signed-in gate): the offset is measured there.
 */
function useToday(timeZone: string, serverTime: string): Day {
  const [offset] = useState(() => (Date.parse(serverTime) || Date.now()) - Date.now());
  return todayAt(timeZone, offset);
}

/** The date in `timeZone` at this device's time plus `offset` ms. */
function todayAt(timeZone: string, offset: number): Day {
  const now = wallClock(new Date(Date.now() + offset), timeZone);
  return [now.year, now.month, now.day];
}

/** The range from the first to the last day, both included. */
function rangeOf(first: Day, last: Day, timeZone: string): Range {
  const [y, m, d] = last;
  return {
    start: dayStart(first, timeZone).toISOString(),
    end: dayStart([y, m, d + 1], timeZone).toISOString(),
    from: isoDate(first),
    to: isoDate(last),
  };
}

function presetRange(preset: Exclude<Preset, 'custom'>, [y, m, d]: Day, timeZone: string): Range {
  if (preset === 'thisMonth') return rangeOf([y, m, 1], [y, m, d], timeZone);
  if (preset === 'lastMonth') return rangeOf([y, m - 1, 1], [y, m, 0], timeZone);
  return rangeOf([y, m, d - 29], [y, m, d], timeZone);
}

interface StatementProps {
  /** The site time zone the statement's days follow. */
  timeZone: string;
  /** The server's time when the page was rendered (ISO). */
  serverTime: string;
}

function StatementScreen({ timeZone, serverTime }: StatementProps) {
  const t = useT();
  const [y, m, d] = useToday(timeZone, serverTime);
  const [preset, setPreset] = useState<Preset>('thisMonth');
  const [range, setRange] = useState<Range>(() => presetRange('thisMonth', [y, m, d], timeZone));
  const [typed, setTyped] = useState({ from: range.from, to: range.to });
  const [datesError, setDatesError] = useState('');
  const remote = useRemote('GET /customer/statement', { query: { start: range.start, end: range.end } });
  const earliest = isoDate([y - 1, m, d]);
  const latest = isoDate([y, m, d]);

  function choose(next: Preset) {
    setPreset(next);
    setDatesError('');
    if (next !== 'custom') setRange(presetRange(next, [y, m, d], timeZone));
    else setTyped({ from: range.from, to: range.to });
  }

  function showDates(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { from, to } = typed;
    const valid = /^\d{4}-\d{2}-\d{2}$/;
    if (!valid.test(from) || !valid.test(to) || from > to || from < earliest || to > latest) {
      setDatesError(t('protection.statement.datesInvalid'));
      return;
    }
    setDatesError('');
    setRange(rangeOf(dayOf(from), dayOf(to), timeZone));
  }

  return (
    <>
      <div className="card rg-card">
        <RadioChoices
          name="statement-range"
          legend={t('protection.statement.range')}
          row
          choices={PRESETS}
          value={preset}
          label={(choice) => t(`protection.statement.${choice}`)}
          onChange={choose}
        />
        {preset === 'custom' && (
          <form
            className="rg-dates"
            onSubmit={showDates}
            noValidate
            aria-label={t('protection.statement.custom')}
          >
            {DATE_ENDS.map((end) => (
              <Field
                key={end}
                id={`statement-${end}`}
                label={t(`protection.statement.${end}`)}
                type="date"
                min={earliest}
                max={latest}
                value={typed[end]}
                onChange={(event) => setTyped((v) => ({ ...v, [end]: event.target.value }))}
              />
            ))}
            <FormError text={datesError} />
            <button type="submit" className="button button-brand">
              {t('protection.statement.show')}
            </button>
          </form>
        )}
        <Download range={range} />
      </div>
      <Loaded remote={remote}>{(statement) => <StatementTables statement={statement} />}</Loaded>
    </>
  );
}

/** The CSV of the range, fetched with the token and saved under a name that says the dates. */
function Download({ range }: { range: Range }) {
  const t = useT();
  const { busy, failure, run } = useAction((error) => errorText(t, error));
  const download = () =>
    run(async () => {
      const { file, name } = await apiDownload('GET /customer/statement', {
        query: {
          start: range.start,
          end: range.end,
          format: 'csv',
        },
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? `statement-${range.from}_${range.to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  return (
    <div className="rg-download">
      <FormError text={failure} />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? t('protection.statement.downloading') : t('protection.statement.download')}
      </button>
    </div>
  );
}

/** A figure without the currency (the captions name it); the net with its sign. */
function figureText(locale: string, figure: Figure, amount: string): string {
  if (figure !== 'net') return formatMoneyForLocale(locale, amount, false);
  return formatDecimal(
    numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
    amount,
  );
}

function StatementTables({ statement }: { statement: StatementData }) {
  const locale = useLocale();
  const t = useT();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateText = (day: StatementDay) => dateFormat.format(new Date(`${day.date}T00:00:00Z`));
  return (
    <>
      <TitledSection id="rg-totals" title={t('protection.statement.totals')}>
        <dl className="card rg-card rg-figures figures rg-totals">
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{t(`protection.statement.${figure}`)}</dt>
              <dd>{figureText(locale, figure, statement.totals[figure])} USDT</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <TitledSection id="rg-days" title={t('protection.statement.perDay')}>
        {statement.days.length === 0 ? (
          <p className="card rg-card rg-muted">{t('protection.statement.empty')}</p>
        ) : (
          <div className="rg-table-wrap" role="region" aria-labelledby="rg-days" tabIndex={0}>
            <table className="rg-table">
              <thead>
                <tr>
                  <th scope="col">{t('protection.statement.date')}</th>
                  {FIGURES.map((figure) => (
                    <th key={figure} scope="col">
                      {t(`protection.statement.${figure}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>{dateText(day)}</time>
                    </th>
                    {FIGURES.map((figure) => (
                      <td key={figure}>{figureText(locale, figure, day[figure])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('protection.statement.total')}</th>
                  {FIGURES.map((figure) => (
                    <td key={figure}>{figureText(locale, figure, statement.totals[figure])}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
        <p className="rg-muted">{t('protection.statement.note', { zone: statement.timeZone })}</p>
      </TitledSection>
    </>
  );
}
