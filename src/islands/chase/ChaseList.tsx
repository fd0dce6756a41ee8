/**
 * My chases: my plans, newest first (`GET /chase`), each with its lottery, picks,
 * periods placed of all, staked, returned and net, its state and why it ended, a link to its
 * details, and Stop while it runs.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { ChasePage } from '#shared/contract/chase.ts';
import { paths } from '#shared/paths.ts';
import { Loaded } from '../common/StateView.tsx';
import { Pager } from '../common/Pager.tsx';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { ChaseFigures, chasePicks, ChaseState, StopChase } from './planSummary.tsx';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const PAGE_SIZE = 10;

export default withIslandI18n<Props>(function ChaseList() {
  return (
    <SignedInGate>
      <ChaseListScreen />
    </SignedInGate>
  );
});

function ChaseListScreen() {
  const locale = useLocale();
  const t = useT();
  const [pageNo, setPageNo] = useState(1);
  const remote = useRemote(
    'GET /chase',
    { query: { pageNo, pageSize: PAGE_SIZE } },
    {
      keepPreviousData: true,
    },
  );
  return (
    <Loaded remote={remote}>
      {(page) => (
        <PlanList {...{ t, locale, page, pageNo, setPageNo }} onStopped={() => void remote.mutate()} />
      )}
    </Loaded>
  );
}

/** A page of plans and the pager. */
function PlanList(props: {
  page: ChasePage;
  pageNo: number;
  setPageNo: Dispatch<SetStateAction<number>>;
  onStopped: () => void;
}) {
  const t = useT();
  const { page, onStopped, pageNo, setPageNo } = props;
  if (page.list.length === 0) return <p className="card chase-empty">{t('chase.none')}</p>;
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  return (
    <>
      <ul className="list chase-list">
        {page.list.map((plan) => (
          <li key={plan.id} className="card chase-card">
            <div className="chase-card-head">
              <h2 className="chase-lottery">
                <bdi>{plan.lotteryName}</bdi>
              </h2>
              <ChaseState plan={plan} />
            </div>
            <p className="chase-picks">{chasePicks(t, plan)}</p>
            <ChaseFigures plan={plan} />
            <div className="chase-actions">
              <a className="button button-secondary" href={paths.chase(plan.id)}>
                {t('chase.details')}
              </a>
              <StopChase plan={plan} onStopped={onStopped} />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager pageNo={pageNo} pages={pages} onPage={setPageNo} />}
    </>
  );
}
