/**
 * My bet records: one game's (`/myBet/{lotteryId}`) or every game's
 * (`/bet/records`), in a period (today, yesterday, last 7 or 30 days) and optionally one round;
 * the totals of the filter on top, then each bet with its pick, odds, status, result and payout.
 * A pending bet can be cancelled while its round is open.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { $signedIn } from '#client/session.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { paths } from '#shared/paths.ts';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { BetFilters } from './BetFilters.tsx';
import { BetItem, BetTotals } from './BetRecordItems.tsx';
import { CancelBetDialog, type CancelDialog } from './CancelBetDialog.tsx';
import { Pager } from '../common/Pager.tsx';
import { rangeOf, type RangeName } from './dateRange.ts';
import type { LotteryName } from '#shared/contract/games.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './betting.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** One game's records; every game's when absent. */
  lotteryId?: number;
  /** Every lottery, to name each bet's game. */
  lotteries: LotteryName[];
}

const PAGE_SIZE = 20;

export default withIslandI18n(function BetRecords({ locale, lotteryId, lotteries }: Props) {
  const t = useT();
  const mounted = useHydrated();
  const signedIn = useStore($signedIn) && mounted;

  const [range, setRange] = useState<RangeName>('today');
  // Fixed when chosen: a key rebuilt from the clock on every render would reload forever.
  const [bounds, setBounds] = useState(() => rangeOf('today'));
  const [period, setPeriod] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<CancelDialog | null>(null);

  const remote = useRemote(
    signedIn ? 'GET /game/search/bet' : null,
    { query: { lotteryId, pageNo, pageSize: PAGE_SIZE, ...bounds, period: period || undefined } },
    { keepPreviousData: true },
  );

  const names = useMemo(() => new Map(lotteries.map((l) => [l.id, l.name])), [lotteries]);

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInRequired />;

  const data = remote.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="stack">
      <BetFilters
        range={range}
        onRange={(next) => {
          setRange(next);
          setBounds(rangeOf(next));
          setPageNo(1);
        }}
        onPeriod={(value) => {
          setPeriod(value);
          setPageNo(1);
        }}
      />
      <StateView
        isLoading={!data && remote.isLoading}
        slow={remote.slow}
        error={data ? undefined : remote.error}
        onRetry={() => void remote.mutate()}
      >
        {data && (
          <>
            <BetTotals totals={data.totals} />
            {data.list.length === 0 ? (
              <StateView isLoading={false} empty onRetry={() => void remote.mutate()} />
            ) : (
              <ul className="list" aria-busy={remote.isValidating || undefined}>
                {data.list.map((bet) => (
                  <BetItem
                    key={bet.betUid}
                    {...{ t, locale, bet }}
                    lotteryName={names.get(bet.lotteryId)}
                    onCancel={() => setDialog({ kind: 'confirm', bet })}
                  />
                ))}
              </ul>
            )}
            {pages > 1 && <Pager pageNo={pageNo} pages={pages} onPage={setPageNo} />}
          </>
        )}
      </StateView>
      <CancelBetDialog {...{ t, locale, dialog, setDialog }} onSettled={() => void remote.mutate()} />
    </div>
  );
});

function SignInRequired() {
  const t = useT();
  return (
    <div className="state">
      <p>{t('common.signInRequired')}</p>
      <a className="button button-brand" href={paths.login}>
        {t('auth.signIn')}
      </a>
    </div>
  );
}
