/**
 * The trends page of a lottery: over a window of its newest draws, the trend chart of each place,
 * hot and cold numbers, the road maps of the two-sided markets and the long-dragon list, each
 * beside the reminder that every draw is independent and can be verified. The window's draws and
 * statistics come from the API (`/game/search/draw`, `/game/{id}/stats`); the first window is in
 * the page.
 */
import { useMemo, useState } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { rulesOf } from '#shared/games/index.ts';
import { longDragons, TREND_POSITIONS } from '#shared/games/trends.ts';
import { paths } from '#shared/paths.ts';
import type { Page } from '#shared/contract/common.ts';
import type { Draw, LotteryName } from '#shared/contract/games.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import { StateView } from '../common/StateView.tsx';
import { useTabList } from '../common/useTabList.ts';
import { FrequencyChart } from './FrequencyChart.tsx';
import { placeLabel } from './labels.ts';
import { LongDragons } from './LongDragons.tsx';
import { RoadMap } from './RoadMap.tsx';
import { TrendChart } from './TrendChart.tsx';
import { hotAndCold, roads, trendChart } from './trendData.ts';
import './trends.css';

/** The windows a player can choose, in draws. */
export const TREND_WINDOWS = [30, 50, 100] as const;
const TABS = ['chart', 'hotCold', 'roads', 'dragons'] as const;
type Tab = (typeof TABS)[number];

interface Props {
  messages: IslandMessages;
  locale: string;
  lottery: LotteryName;
  /** The first window's draws and statistics, read by the page. */
  initial: { window: number; draws: Draw[]; stats: LotteryStats } | null;
}

function Independence({ t, latest }: { t: T; latest: Draw | undefined }) {
  return (
    <p className="independence" role="note">
      {t('trends.independent')}{' '}
      {latest && <a href={paths.drawDetail(latest.id)}>{t('trends.verifyLatest')}</a>}
    </p>
  );
}

function useWindow(lotteryId: number, window: number, initial: Props['initial']) {
  const fallback = initial?.window === window ? initial : undefined;
  const draws = useRemote<Page<Draw>>(
    ['/game/search/draw', { lotteryId, pageSize: window }],
    fallback
      ? { fallbackData: { list: fallback.draws, total: fallback.draws.length, pageNo: 1, pageSize: window } }
      : {},
  );
  const stats = useRemote<LotteryStats>(
    [`/game/${lotteryId}/stats`, { window }],
    fallback ? { fallbackData: fallback.stats } : {},
  );
  return {
    draws: draws.data?.list,
    stats: stats.data,
    isLoading: draws.isLoading || stats.isLoading,
    slow: draws.slow || stats.slow,
    error: draws.error ?? stats.error,
    retry: () => {
      void draws.mutate();
      void stats.mutate();
    },
  };
}

export default function TrendsBoard({ messages, locale, lottery, initial }: Props) {
  const t = useMemo(() => makeT(messages), [messages]);
  const [windowSize, setWindowSize] = useState<number>(initial?.window ?? TREND_WINDOWS[0]);
  const [tab, setTab] = useState<Tab>('chart');
  const tabList = useTabList(TABS, tab, setTab);
  const positions = TREND_POSITIONS[lottery.game];
  const [place, setPlace] = useState(positions[0]?.name ?? '');
  const data = useWindow(lottery.id, windowSize, initial);
  const twoDigits = lottery.game === 'mark6';
  const pad = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n));
  const position = positions.find((p) => p.name === place) ?? positions[0];

  const chart = useMemo(
    () => (position && data.draws ? trendChart(position, data.draws) : null),
    [position, data.draws],
  );
  const roadList = useMemo(
    () => (data.draws ? roads(lottery.game, data.draws) : []),
    [lottery.game, data.draws],
  );
  const dragons = useMemo(
    () => (data.stats ? longDragons(rulesOf(lottery.game), data.stats.keys) : []),
    [lottery.game, data.stats],
  );
  const appearances = useMemo(() => chart?.totals.map((v) => v.appearances) ?? [], [chart]);
  const values = useMemo(() => chart?.totals.map((v) => v.value) ?? [], [chart]);

  const placeLabelText = position ? placeLabel(t, position.name) : '';
  const { hot, cold } = hotAndCold(chart?.totals ?? []);
  return (
    <div className="trends" lang={locale}>
      <div className="trends-controls">
        <label className="field trends-window">
          <span>{t('trends.window')}</span>
          <select value={windowSize} onChange={(event) => setWindowSize(Number(event.target.value))}>
            {TREND_WINDOWS.map((size) => (
              <option key={size} value={size}>
                {t('trends.windowOption', { count: size })}
              </option>
            ))}
          </select>
        </label>
        {positions.length > 1 && (tab === 'chart' || tab === 'hotCold') && (
          <label className="field trends-place">
            <span>{t('trends.place')}</span>
            <select value={position?.name} onChange={(event) => setPlace(event.target.value)}>
              {positions.map((p) => (
                <option key={p.name} value={p.name}>
                  {placeLabel(t, p.name)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div
        className="segments trends-tabs"
        role="tablist"
        aria-label={t('trends.title', { lottery: lottery.name })}
        onKeyDown={tabList.onKeyDown}
      >
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={tabList.ref(index)}
            type="button"
            role="tab"
            id={`trends-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="trends-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`trends.tab.${name}`)}
          </button>
        ))}
      </div>
      <section
        id="trends-panel"
        role="tabpanel"
        aria-labelledby={`trends-tab-${tab}`}
        className="trends-panel"
      >
        <Independence t={t} latest={data.draws?.[0]} />
        <StateView
          t={t}
          isLoading={data.isLoading && !data.draws}
          slow={data.slow}
          error={data.draws ? undefined : data.error}
          empty={data.draws?.length === 0}
          emptyText={t('trends.noDraws')}
          onRetry={data.retry}
        >
          {tab === 'chart' && chart && (
            <TrendChart
              t={t}
              caption={t('trends.chartCaption', { place: placeLabelText, count: chart.rows.length })}
              pad={pad}
              rows={chart.rows}
              totals={chart.totals}
            />
          )}
          {tab === 'hotCold' && chart && (
            <div className="hot-cold">
              <FrequencyChart values={values} appearances={appearances} twoDigits={twoDigits} />
              <div className="hot-cold-lists">
                <div>
                  <h3 className="section-title">{t('trends.hot')}</h3>
                  <ul className="number-list">
                    {hot.map((v) => (
                      <li key={v.value}>
                        <span className="trend-ball">{pad(v.value)}</span>
                        {t('trends.times', { count: v.appearances })}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="section-title">{t('trends.cold')}</h3>
                  <ul className="number-list">
                    {cold.map((v) => (
                      <li key={v.value}>
                        <span className="trend-ball trend-ball-cold">{pad(v.value)}</span>
                        {t('trends.missing', { count: v.currentMiss })}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          )}
          {tab === 'roads' &&
            roadList.map(({ pair, road, counts }) => (
              <RoadMap
                key={`${pair.market}:${pair.sides[0]}`}
                t={t}
                pair={pair}
                road={road}
                counts={counts}
              />
            ))}
          {tab === 'dragons' && <LongDragons t={t} dragons={dragons} />}
        </StateView>
      </section>
    </div>
  );
}
