/**
 * Rounds, newest first, filtered by lottery and state: times, the numbers once drawn, bets and
 * turnover, each linking to its detail. Refreshes every 15 seconds, as rounds move on their own.
 */
import useSWR from 'swr';
import { createApiClient, type PlayerApi } from '#client/api.ts';
import type { Draw } from '#shared/contract/games.ts';
import { formatMoneyForLocale, formatNumberForLocale } from '#i18n/format.ts';
import { staffIsland } from '../kit/gate.tsx';
import { nowrap, num, RowsTable } from '../kit/DataTable.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { SelectField } from '#islands/common/SelectField.tsx';
import { lotteryOptions } from '../kit/fields.tsx';
import { searchParam, useAddressFilters, useAdminData, type FilterChange } from '../kit/data.ts';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { dayOf, timeOfDay } from '../kit/dates.ts';
import { numbersText, ROUND_STATES, RoundStateBadge } from './roundText.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';
import type { RoundListItem as RoundRow } from '#shared/contract/gamesAdmin.ts';

const PAGE_SIZE = 20;
const REFRESH_MS = 15_000;

// Drawn numbers come from the public draw call (the staff list does not carry them).
const publicApi = createApiClient<PlayerApi>({
  base: '/api/app',
  token: () => '',
  onUnauthorized: () => undefined,
});

export default staffIsland('rounds', RoundsPage);

type Filter = FilterChange<{ lotteryId: string; state: string }>;

function RoundsPage() {
  const t = useT();
  const { lotteryId, state, pageNo, filter } = useAddressFilters(() => ({
    lotteryId: searchParam('lotteryId'),
    state: searchParam('state'),
  }));
  const lotteries = useAdminData('GET /lotteries');
  const rounds = useAdminData(
    'GET /rounds',
    { query: { lotteryId: lotteryId || undefined, state: state || undefined, pageNo, pageSize: PAGE_SIZE } },
    { refreshInterval: REFRESH_MS },
  );
  const lotteryOf = (id: number) => lotteries.data?.find((l) => l.id === id);

  return (
    <div className="stack">
      <RoundFilters lotteries={lotteries.data ?? []} lotteryId={lotteryId} state={state} filter={filter} />
      <PagedView
        remote={rounds}
        onPage={(n) => filter({ pageNo: n })}
        pagerLabel={t('admin.rounds.pages')}
        pagerTexts="admin.rounds"
      >
        {(page) => <RoundTable list={page.list} lotteryOf={lotteryOf} />}
      </PagedView>
    </div>
  );
}

/** Lottery and state, applied at once, and the note on the automatic refresh. */
function RoundFilters({
  lotteries,
  lotteryId,
  state,
  filter,
}: {
  lotteries: readonly AdminLottery[];
  lotteryId: string;
  state: string;
  filter: (next: Filter) => void;
}) {
  const t = useT();
  return (
    <div className="admin-toolbar">
      <SelectField
        id="rounds-lottery"
        label={t('admin.rounds.lottery')}
        value={lotteryId}
        onChange={(next) => filter({ lotteryId: next })}
        all={t('admin.rounds.allLotteries')}
        options={lotteryOptions(lotteries)}
      />
      <SelectField
        id="rounds-state"
        label={t('admin.rounds.stateFilter')}
        value={state}
        onChange={(next) => filter({ state: next })}
        all={t('admin.rounds.allStates')}
        options={ROUND_STATES.map((s) => [s, t(`admin.rounds.state.${s}`)])}
      />
      <p className="muted console-small">{t('admin.rounds.refreshNote')}</p>
    </div>
  );
}

function RoundTable({
  list,
  lotteryOf,
}: {
  list: readonly RoundRow[];
  lotteryOf: (id: number) => AdminLottery | undefined;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <RowsTable
      className="console-compact"
      rows={list}
      rowKey={(round) => round.id}
      columns={[
        {
          head: t('admin.rounds.lottery'),
          cell: (round) => lotteryOf(round.lotteryId)?.name ?? `#${round.lotteryId}`,
        },
        {
          head: t('admin.rounds.period'),
          rowHeader: true,
          cell: (round) => <a href={`/admin/rounds/${round.id}`}>{round.period}</a>,
        },
        {
          head: t('admin.rounds.stateFilter'),
          cell: (round) => <RoundStateBadge state={round.state} />,
        },
        nowrap(t('admin.rounds.opensAt'), (round: RoundRow) => timeOfDay(locale, round.opensAt)),
        nowrap(t('admin.rounds.closesAt'), (round: RoundRow) => timeOfDay(locale, round.closesAt)),
        {
          head: t('admin.rounds.drawAt'),
          // Date over time when space is short: the table fits a 1280 px screen.
          cell: (round) => (
            <>
              <span className="console-nowrap">{dayOf(locale, round.drawAt)}</span>{' '}
              <span className="console-nowrap">{timeOfDay(locale, round.drawAt)}</span>
            </>
          ),
        },
        {
          head: t('admin.rounds.numbers'),
          className: 'console-numbers console-numbers-wrap',
          cell: (round) => <RoundNumbers round={round} lottery={lotteryOf(round.lotteryId)} />,
        },
        { head: num(t('admin.rounds.bets')), cell: (round) => formatNumberForLocale(locale, round.bets) },
        nowrap(num(t('admin.rounds.turnover')), (round: RoundRow) =>
          formatMoneyForLocale(locale, round.turnover),
        ),
      ]}
    />
  );
}

/** The numbers once drawn, or why the round was voided. */
function RoundNumbers({ round, lottery }: { round: RoundRow; lottery: AdminLottery | undefined }) {
  if ((round.state === 'settled' || round.state === 'drawing') && lottery) {
    return <DrawnNumbers id={round.id} game={lottery.game} />;
  }
  return round.state === 'void' && round.voidReason ? <span className="muted">{round.voidReason}</span> : '';
}

function DrawnNumbers({ id, game }: { id: number; game: string }) {
  const { data } = useSWR<Draw>(['draw', id], () => publicApi('GET /game/draw/{id}', { params: { id } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!data) return null;
  return <span dir="ltr">{numbersText(game, data.numbers, data.special)}</span>;
}
