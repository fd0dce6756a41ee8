/**
 * The round screen's "My chases", loaded only when the player opens it: the plans
 * running on this lottery (`GET /chase?state=active&lotteryId=`), each with its picks, periods
 * placed of all and net, a link to it and Stop; reloaded when a round opens or a plan starts.
 */
import { useEffect } from 'react';
import { useRemote } from '#client/useRemote.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { paths } from '#shared/paths.ts';
import { chasePicks, netClass, StopChase } from './planSummary.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';
import './chase.css';

interface Props {
  lotteryId: number;
  /** Changes when the panel should reload (a round opened, a plan started). */
  refresh: string;
}

export default function RoundChases({ lotteryId, refresh }: Props) {
  const locale = useLocale();
  const t = useT();
  const remote = useRemote('GET /chase', { query: { state: 'active', lotteryId, pageSize: 20 } });
  const { mutate } = remote;
  useEffect(() => {
    void mutate();
  }, [refresh, mutate]);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const list = remote.data?.list;
  return (
    <div className="round-chases">
      {!list ? (
        <p className="muted">{remote.error ? t('common.loadFailed') : t('common.loading')}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t('chase.noneActive')}</p>
      ) : (
        <ul className="round-chase-list">
          {list.map((plan) => (
            <li key={plan.id} className="round-chase">
              <a href={paths.chase(plan.id)} className="round-chase-picks">
                {chasePicks(t, plan)}
              </a>
              <span className="round-chase-figures">
                {t('chase.placedOf', { placed: count(plan.placed), periods: count(plan.periods) })}
                {' · '}
                {t('chase.net')}{' '}
                <b className={netClass(plan.net)}>{formatMoneyForLocale(locale, plan.net)}</b>
              </span>
              <StopChase
                plan={plan}
                className="button button-secondary round-chase-stop"
                onStopped={() => void mutate()}
              />
            </li>
          ))}
        </ul>
      )}
      <a href={paths.chases} className="round-chases-all">
        {t('chase.all')}
      </a>
    </div>
  );
}
