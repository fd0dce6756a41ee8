/**
 * One chase plan (`GET /chase/{id}`): its lottery, picks and figures (periods placed,
 * staked, returned, net, stake per period, loss limit, stop on a win), its state and why it
 * ended, Stop while it runs, then each period placed, newest first, with its round, stake,
 * payout and bets (their picks as the bet records name them, status and result).
 */
import { useRemote } from '#client/useRemote.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import type { IslandMessages } from '#i18n/index.ts';
import type { ChaseDetail as Detail, ChasePeriod } from '#shared/contract/chase.ts';
import { Loaded } from '../common/StateView.tsx';
import { marketLabel } from '../common/marketLabel.ts';
import { SignedInGate } from '../common/SignedInGate.tsx';
import { ChaseFigures, chasePicks, ChaseState, netClass, StopChase } from './planSummary.tsx';
import { TitledSection } from '../common/TitledSection.tsx';
import { useLocale, useMoney, useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  locale: string;
  id: string;
}

export default withIslandI18n(function ChaseDetail({ id }: Props) {
  return (
    <SignedInGate>
      <DetailScreen id={id} />
    </SignedInGate>
  );
});

function DetailScreen({ id }: { id: string }) {
  const remote = useRemote('GET /chase/{id}', { params: { id } });
  return (
    <Loaded remote={remote}>
      {(plan) => <PlanView plan={plan} onStopped={() => void remote.mutate()} />}
    </Loaded>
  );
}

/** The plan's card and its periods. */
function PlanView({ plan, onStopped }: { plan: Detail; onStopped: () => void }) {
  const locale = useLocale();
  const t = useT();
  return (
    <>
      <section className="card chase-card" aria-labelledby="chase-lottery">
        <div className="chase-card-head">
          <h2 id="chase-lottery" className="chase-lottery">
            <bdi>{plan.lotteryName}</bdi>
          </h2>
          <ChaseState plan={plan} />
        </div>
        <p className="chase-picks">{chasePicks(t, plan)}</p>
        <p className="muted">
          {t('chase.startedAt', { date: formatDateTimeForLocale(locale, plan.createdAt) })}
        </p>
        <ChaseFigures plan={plan} full />
        <p className="muted chase-flat-note">{t('chase.sameStake')}</p>
        <div className="chase-actions">
          <StopChase plan={plan} onStopped={onStopped} />
        </div>
      </section>
      <TitledSection id="chase-periods" title={t('chase.periodList')}>
        {plan.periodList.length === 0 ? (
          <p className="card chase-empty">{t('chase.noPeriods')}</p>
        ) : (
          <ul className="list chase-periods">
            {plan.periodList.map((period) => (
              <PeriodItem key={period.number} period={period} periods={plan.periods} />
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}

const RESULT_BADGE: Record<'WIN' | 'LOSE' | 'CANCEL', string> = {
  WIN: 'badge badge-good',
  LOSE: 'badge badge-bad',
  CANCEL: 'badge',
};

function PeriodItem({ period, periods }: { period: ChasePeriod; periods: number }) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const settled = period.bets.some((bet) => bet.result !== null);
  return (
    <li className="card chase-period">
      <div className="chase-card-head">
        <b>{t('chase.periodOf', { number: count(period.number), periods: count(periods) })}</b>
        <span className="muted">{t('round.period', { period: period.period })}</span>
      </div>
      <p className="chase-period-figures">
        <span>
          {t('chase.stake')} <b>{money(period.stake)}</b>
        </span>
        {settled && (
          <span>
            {t('chase.payout')} <b className={netClass(period.payout)}>{money(period.payout)}</b>
          </span>
        )}
      </p>
      <ul className="chase-bets">
        {period.bets.map((bet) => (
          <li key={bet.betUid}>
            <bdi className="chase-bet-pick">{marketLabel(t, bet.key)}</bdi>
            <span>{money(bet.amount)}</span>
            <span className="badge">{t(`bets.status.${bet.status}`)}</span>
            {bet.result && <span className={RESULT_BADGE[bet.result]}>{t(`bets.result.${bet.result}`)}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}
