/**
 * The trends page of a lottery: over a window of its newest draws, the trend chart of each place,
 * hot and cold numbers, the road maps of the two-sided markets and the long-dragon list, each
 * beside the reminder that every draw is independent and can be verified. The window's draws and
 * statistics come from the API (`/game/search/draw`, `/game/{id}/stats`); the first window is in
 * the page.
 */
import { useMemo, useState } from 'react';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { rulesOf } from '#shared/games/index.ts';
import { longDragons, sidePairs, TREND_POSITIONS } from '#shared/games/trends.ts';
import { paths } from '#shared/paths.ts';
import type { Draw, LotteryName } from '#shared/contract/games.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import { SelectField } from '../common/SelectField.tsx';
import { StateView } from '../common/StateView.tsx';
import { TabBar } from '../common/TabBar.tsx';
import { HotCold } from './HotCold.tsx';
import { marketName, placeLabel } from './labels.ts';
import { LongDragons } from './LongDragons.tsx';
import { RoadMap } from './RoadMap.tsx';
import { TrendChart } from './TrendChart.tsx';
import { roads, trendChart } from './trendData.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
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

function Independence({ latest }: { latest: Draw | undefined }) {
  const t = useT();
  return (
    <p className="independence" role="note">
      {t('trends.independent')}{' '}
      {latest && <a href={paths.drawDetail(latest.id)}>{t('trends.verifyLatest')}</a>}
    </p>
  );
}

function useWindow(lotteryId: number, window: number, initial: Props['initial']) {
  const fallback = initial?.window === window ? initial : undefined;
  const draws = useRemote(
    'GET /game/search/draw',
    { query: { lotteryId, pageSize: window } },
    fallback
      ? { fallbackData: { list: fallback.draws, total: fallback.draws.length, pageNo: 1, pageSize: window } }
      : {},
  );
  const stats = useRemote(
    'GET /game/{lotteryId}/stats',
    { params: { lotteryId }, query: { window } },
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

/** The markets with roads of a game, in market order: `pos1`, …, `dt1`, …, `top12`. */
function roadMarketsOf(game: LotteryName['game']): string[] {
  return [...new Set(sidePairs(rulesOf(game)).map((pair) => pair.market))];
}

type Chosen<V> = readonly [V, (value: V) => void];

/** The window, and the place or the road market the open tab shows. */
function TrendControls(props: {
  tab: Tab;
  game: LotteryName['game'];
  windowSize: Chosen<number>;
  place: Chosen<string>;
  roadMarket: Chosen<string>;
}) {
  const t = useT();
  const { tab, game } = props;
  const positions = TREND_POSITIONS[game];
  const roadMarkets = useMemo(() => roadMarketsOf(game), [game]);
  return (
    <div className="trends-controls">
      <SelectField
        id="trends-window"
        label={t('trends.window')}
        value={String(props.windowSize[0])}
        options={TREND_WINDOWS.map((size) => [String(size), t('trends.windowOption', { count: size })])}
        onChange={(value) => props.windowSize[1](Number(value))}
      />
      {positions.length > 1 && (tab === 'chart' || tab === 'hotCold') && (
        <SelectField
          id="trends-place"
          label={t('trends.place')}
          value={props.place[0]}
          options={positions.map((p) => [p.name, placeLabel(t, p.name)])}
          onChange={props.place[1]}
        />
      )}
      {tab === 'roads' && roadMarkets.length > 1 && (
        <SelectField
          id="trends-market"
          label={t('trends.market')}
          value={props.roadMarket[0]}
          options={roadMarkets.map((market) => [market, marketName(t, market)])}
          onChange={props.roadMarket[1]}
        />
      )}
    </div>
  );
}

/** What the window's draws and statistics show: the trend chart and totals, roads, dragons. */
function useFigures(game: LotteryName['game'], place: string, data: ReturnType<typeof useWindow>) {
  const positions = TREND_POSITIONS[game];
  const position = positions.find((p) => p.name === place) ?? positions[0];
  const chart = useMemo(
    () => (position && data.draws ? trendChart(position, data.draws) : null),
    [position, data.draws],
  );
  const roadList = useMemo(() => (data.draws ? roads(game, data.draws) : []), [game, data.draws]);
  const dragons = useMemo(
    () => (data.stats ? longDragons(rulesOf(game), data.stats.keys) : []),
    [game, data.stats],
  );
  return { position, chart, roadList, dragons };
}

export default withIslandI18n(function TrendsBoard({ locale, lottery, initial }: Props) {
  const t = useT();
  const [windowSize, setWindowSize] = useState<number>(initial?.window ?? TREND_WINDOWS[0]);
  const [tab, setTab] = useState<Tab>('chart');
  const [place, setPlace] = useState(TREND_POSITIONS[lottery.game][0]?.name ?? '');
  // Roads are shown a market at a time (a position's BIG/SMALL and ODD/EVEN together).
  const [roadMarket, setRoadMarket] = useState(roadMarketsOf(lottery.game)[0] ?? '');
  const data = useWindow(lottery.id, windowSize, initial);
  const { position, chart, roadList, dragons } = useFigures(lottery.game, place, data);
  const twoDigits = lottery.game === 'mark6';
  const pad = (n: number) => (twoDigits ? String(n).padStart(2, '0') : String(n));
  return (
    <div className="trends" lang={locale}>
      <TrendControls
        tab={tab}
        game={lottery.game}
        windowSize={[windowSize, setWindowSize]}
        place={[position?.name ?? '', setPlace]}
        roadMarket={[roadMarket, setRoadMarket]}
      />
      <TabBar
        names={TABS}
        active={tab}
        choose={setTab}
        text={(name) => t(`trends.tab.${name}`)}
        tabId={(name) => `trends-tab-${name}`}
        panelId={() => 'trends-panel'}
        label={t('trends.title', { lottery: lottery.name })}
      />
      <section
        id="trends-panel"
        role="tabpanel"
        aria-labelledby={`trends-tab-${tab}`}
        className="trends-panel"
      >
        <Independence latest={data.draws?.[0]} />
        <StateView
          isLoading={data.isLoading && !data.draws}
          slow={data.slow}
          error={data.draws ? undefined : data.error}
          empty={data.draws?.length === 0}
          emptyText={t('trends.noDraws')}
          onRetry={data.retry}
        >
          {tab === 'chart' && chart && position && (
            <TrendChart
              caption={t('trends.chartCaption', { place: placeLabel(t, position.name) })}
              pad={pad}
              rows={chart.rows}
              totals={chart.totals}
            />
          )}
          {tab === 'hotCold' && chart && <HotCold totals={chart.totals} twoDigits={twoDigits} />}
          {tab === 'roads' &&
            roadList
              .filter(({ pair }) => pair.market === roadMarket)
              .map(({ pair, road, counts }) => (
                <RoadMap key={`${pair.market}:${pair.sides[0]}`} pair={pair} road={road} counts={counts} />
              ))}
          {tab === 'dragons' && <LongDragons dragons={dragons} />}
        </StateView>
      </section>
    </div>
  );
});
