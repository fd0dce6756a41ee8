/** Hot and cold numbers of a place: how often each value came, as bars, and the top three each way. */
import { useMemo } from 'react';
import { FrequencyChart } from './FrequencyChart.tsx';
import { hotAndCold, type ValueTotals } from './trendData.ts';
import { useT } from '#islands/common/i18n.tsx';

interface Props {
  totals: ValueTotals[];
  twoDigits: boolean;
}

/** One side (hot or cold): its title and its values, each with what makes it so. */
function NumberColumn(props: {
  title: string;
  values: ValueTotals[];
  ball: string;
  pad: (n: number) => string;
  text: (v: ValueTotals) => string;
}) {
  const { title, values, ball, pad, text } = props;
  return (
    <div>
      <h3 className="section-title">{title}</h3>
      <ul className="number-list">
        {values.map((v) => (
          <li key={v.value}>
            <span className={ball}>{pad(v.value)}</span>
            {text(v)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HotCold({ totals, twoDigits }: Props) {
  const t = useT();
  const values = useMemo(() => totals.map((v) => v.value), [totals]);
  const appearances = useMemo(() => totals.map((v) => v.appearances), [totals]);
  const { hot, cold } = hotAndCold(totals);
  const pad = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n));
  const times = (v: ValueTotals) => t('trends.times', { count: v.appearances });
  const missing = (v: ValueTotals) => t('trends.missing', { count: v.currentMiss });
  return (
    <div className="hot-cold">
      <FrequencyChart values={values} appearances={appearances} twoDigits={twoDigits} />
      <div className="hot-cold-lists">
        <NumberColumn title={t('trends.hot')} values={hot} ball="trend-ball" pad={pad} text={times} />
        <NumberColumn
          title={t('trends.cold')}
          values={cold}
          ball="trend-ball trend-ball-cold"
          pad={pad}
          text={missing}
        />
      </div>
    </div>
  );
}
