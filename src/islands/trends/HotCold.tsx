/** Hot and cold numbers of a place: how often each value came, as bars, and the top three each way. */
import { useMemo } from 'react';
import type { T } from '#client/i18n.ts';
import { FrequencyChart } from './FrequencyChart.tsx';
import { hotAndCold, type ValueTotals } from './trendData.ts';

interface Props {
  t: T;
  totals: ValueTotals[];
  twoDigits: boolean;
}

function NumberList(props: {
  values: ValueTotals[];
  ball: string;
  pad: (n: number) => string;
  text: (v: ValueTotals) => string;
}) {
  const { values, ball, pad, text } = props;
  return (
    <ul className="number-list">
      {values.map((v) => (
        <li key={v.value}>
          <span className={ball}>{pad(v.value)}</span>
          {text(v)}
        </li>
      ))}
    </ul>
  );
}

export function HotCold({ t, totals, twoDigits }: Props) {
  const values = useMemo(() => totals.map((v) => v.value), [totals]);
  const appearances = useMemo(() => totals.map((v) => v.appearances), [totals]);
  const { hot, cold } = hotAndCold(totals);
  const pad = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n));
  return (
    <div className="hot-cold">
      <FrequencyChart values={values} appearances={appearances} twoDigits={twoDigits} />
      <div className="hot-cold-lists">
        <div>
          <h3 className="section-title">{t('trends.hot')}</h3>
          <NumberList
            values={hot}
            ball="trend-ball"
            pad={pad}
            text={(v) => t('trends.times', { count: v.appearances })}
          />
        </div>
        <div>
          <h3 className="section-title">{t('trends.cold')}</h3>
          <NumberList
            values={cold}
            ball="trend-ball trend-ball-cold"
            pad={pad}
            text={(v) => t('trends.missing', { count: v.currentMiss })}
          />
        </div>
      </div>
    </div>
  );
}
