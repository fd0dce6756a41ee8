/**
 * A customer's chase plans for staff (issue 19): `GET /customers/{id}/chases` a page at a time
 * (optionally one state), each plan's progress, money and state with why it stopped; a plan's
 * periods in a dialog; and, for admin and support, the stop of an active plan after a
 * confirmation (`POST …/chases/{id}/stop`, audited as `chase.stop`). Finance reads only.
 */
import { useState } from 'react';
import { keyOf, type T } from '#client/i18n.ts';
import type { StaffMember } from '#client/staffSession.ts';
import { formatDateTimeForLocale, formatMoneyForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/betting/marketLabel.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import type { ChasePage, ChasePlan } from '#shared/contract/chase.ts';
import { CHASE_STATES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { DataTable, num, unseen } from '../kit/DataTable.tsx';
import { PAGE_SIZE, useAdminRemote } from '../kit/data.ts';
import { hasRole } from '../kit/gate.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { SmallButton, SuccessNotice } from '../kit/views.tsx';
import { ChasePeriodsDialog, ChaseStopDialog } from './ChaseDialogs.tsx';

const STATE_BADGE: Record<ChasePlan['state'], string> = {
  active: 'badge-warn',
  completed: 'badge-good',
  stopped: '',
};

interface Props {
  t: T;
  locale: string;
  staff: StaffMember | null;
  userId: string;
}

type Open = { kind: 'periods' | 'stop'; plan: ChasePlan };

export function ChaseSection({ t, locale, staff, userId }: Props) {
  const [state, setState] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState('');
  const remote = useAdminRemote<ChasePage>(`/customers/${userId}/chases`, {
    pageNo,
    pageSize: PAGE_SIZE,
    ...(state ? { state } : {}),
  });
  const mayStop = hasRole(staff, SUPPORT_ROLES);
  return (
    <section aria-labelledby="customer-chase-title" className="stack" data-chase-section>
      <h2 className="section-title" id="customer-chase-title">
        {t('admin.chase.title')}
      </h2>
      <SuccessNotice t={t} text={done} onDismiss={() => setDone('')} />
      <div className="console-form-row console-narrow">
        <SelectField
          id="chase-state"
          label={t('admin.chase.stateFilter')}
          value={state}
          all={t('admin.chase.allStates')}
          options={CHASE_STATES.map((s) => [s, t(`admin.chase.state.${s}`)] as const)}
          onChange={(next) => {
            setState(next);
            setPageNo(1);
          }}
        />
      </div>
      {!mayStop && <p className="muted console-small">{t('admin.chase.readOnly')}</p>}
      <PagedView
        t={t}
        remote={remote}
        emptyText={t('admin.chase.none')}
        onPage={setPageNo}
        pagerLabel={t('admin.chase.pages')}
      >
        {(page) => <PlansTable t={t} locale={locale} plans={page.list} mayStop={mayStop} onOpen={setOpen} />}
      </PagedView>
      {open?.kind === 'periods' && (
        <ChasePeriodsDialog
          t={t}
          locale={locale}
          userId={userId}
          plan={open.plan}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'stop' && (
        <ChaseStopDialog
          t={t}
          userId={userId}
          plan={open.plan}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setDone(t('admin.chase.stopped'));
            void remote.mutate();
          }}
        />
      )}
    </section>
  );
}

/** The plans of a page, one row each, with their buttons. */
function PlansTable({
  t,
  locale,
  plans,
  mayStop,
  onOpen,
}: {
  t: T;
  locale: string;
  plans: ChasePlan[];
  mayStop: boolean;
  onOpen: (open: Open) => void;
}) {
  const money = (amount: string) => formatMoneyForLocale(locale, amount);
  return (
    <DataTable
      caption={t('admin.chase.title')}
      className="console-compact"
      columns={[
        t('admin.chase.created'),
        t('admin.chase.lottery'),
        t('admin.chase.picks'),
        t('admin.chase.progress'),
        num(t('admin.chase.stake')),
        num(t('admin.chase.staked')),
        num(t('admin.chase.returned')),
        num(t('admin.chase.net')),
        num(t('admin.chase.lossLimit')),
        t('admin.chase.stopOnWin'),
        t('admin.chase.state'),
        unseen(t('admin.chase.actions')),
      ]}
    >
      {plans.map((plan) => (
        <tr key={plan.id} data-chase={plan.id} data-chase-state={plan.state}>
          <td>{formatDateTimeForLocale(locale, plan.createdAt)}</td>
          <td>{plan.lotteryName}</td>
          <td>{plan.items.map((item) => marketLabel(t, item.key)).join(', ')}</td>
          <td data-chase-progress>
            {t('admin.chase.progressValue', { placed: plan.placed, periods: plan.periods })}
          </td>
          <td className="num">{money(plan.stake)}</td>
          <td className="num">{money(plan.staked)}</td>
          <td className="num">{money(plan.returned)}</td>
          <td className="num">{money(plan.net)}</td>
          <td className="num">{money(plan.lossLimit)}</td>
          <td>{t(plan.stopOnWin ? 'admin.chase.yes' : 'admin.chase.no')}</td>
          <td>
            <span className={`badge ${STATE_BADGE[plan.state]}`}>{t(`admin.chase.state.${plan.state}`)}</span>
            {plan.stopReason && (
              <div className="muted" data-chase-reason>
                {t(keyOf('admin.chase.reason', plan.stopReason))}
              </div>
            )}
          </td>
          <td>
            <div className="actions-cell">
              <SmallButton onClick={() => onOpen({ kind: 'periods', plan })}>
                {t('admin.chase.open')}
              </SmallButton>
              {mayStop && plan.state === 'active' && (
                <SmallButton kind="danger" onClick={() => onOpen({ kind: 'stop', plan })}>
                  {t('admin.chase.stop')}
                </SmallButton>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
