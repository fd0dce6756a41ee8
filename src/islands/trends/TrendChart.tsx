/**
 * The trend chart of one place: a row per draw (newest first), a column per value; the drawn
 * value is a ball, every other cell the number of draws it has been missing; under it, how often
 * each value came, its longest and its current miss.
 */
import type { ValueTotals } from './trendData.ts';
import type { TrendCell } from '#shared/games/trends.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  caption: string;
  pad: (n: number) => string;
  rows: { period: string; cells: TrendCell[] }[];
  totals: ValueTotals[];
}

export function TrendChart({ caption, pad, rows, totals }: Props) {
  const t = useT();
  const totalRows: [string, (v: ValueTotals) => number][] = [
    [t('trends.appearances'), (v) => v.appearances],
    [t('trends.maxMiss'), (v) => v.maxMiss],
    [t('trends.currentMiss'), (v) => v.currentMiss],
  ];
  return (
    <div className="trend-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="trend-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('draw.period')}</th>
            {totals.map((v) => (
              <th scope="col" key={v.value}>
                {pad(v.value)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">
                {/* The period's last four digits, as these charts show it; the whole one for screen readers. */}
                <span className="visually-hidden">{row.period}</span>
                <bdi aria-hidden="true">{row.period.slice(-4)}</bdi>
              </th>
              {row.cells.map((cell) =>
                cell.drawn ? (
                  <td key={cell.value} className="trend-hit">
                    <span className="trend-ball">{pad(cell.value)}</span>
                  </td>
                ) : (
                  <td key={cell.value} className="trend-miss">
                    {cell.miss}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totalRows.map(([label, figure]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {totals.map((v) => (
                <td key={v.value}>{figure(v)}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
