/**
 * My chases: my plans, newest first (`GET /chase`), each with its lottery, picks,
 * periods placed of all, staked, returned and net, its state and why it ended, a link to its
 * details, and Stop while it runs.
 */
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { makeT, type T } from '#client/i18n.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { ChasePage } from '#shared/contract/chase.ts';
import { paths } from '#shared/paths.ts';
import { Loaded } from '../common/StateView.tsx';
import { Pager } from '../common/Pager.tsx';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { ChaseFigures, chasePicks, ChaseState, StopChase } from './planSummary.tsx';

interface Props {
  messages: IslandMessages;
  locale: string;
}

const PAGE_SIZE = 10;

export default function ChaseList({ messages, locale }: Props) {
  const t = useMemo(() => makeT(messages), [messages]);
  return (
    <SignedInGate t={t}>
      <ChaseListScreen t={t} locale={locale} />
    </SignedInGate>
  );
}

function ChaseListScreen({ t, locale }: { t: T; locale: string }) {
  const [pageNo, setPageNo] = useState(1);
  const remote = useRemote<ChasePage>(['/chase', { pageNo, pageSize: PAGE_SIZE }], {
    keepPreviousData: true,
  });
  return (
    <Loaded t={t} remote={remote}>
      {(page) => (
        <PlanList {...{ t, locale, page, pageNo, setPageNo }} onStopped={() => void remote.mutate()} />
      )}
    </Loaded>
  );
}

/** A page of plans and the pager. */
function PlanList(props: {
  t: T;
  locale: string;
  page: ChasePage;
  pageNo: number;
  setPageNo: Dispatch<SetStateAction<number>>;
  onStopped: () => void;
}) {
  const { t, locale, page, onStopped, pageNo, setPageNo } = props;
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
              <ChaseState t={t} plan={plan} />
            </div>
            <p className="chase-picks">{chasePicks(t, plan)}</p>
            <ChaseFigures t={t} locale={locale} plan={plan} />
            <div className="chase-actions">
              <a className="button button-secondary" href={paths.chase(plan.id)}>
                {t('chase.details')}
              </a>
              <StopChase t={t} plan={plan} onStopped={onStopped} />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager t={t} pageNo={pageNo} pages={pages} onPage={setPageNo} />}
    </>
  );
}
