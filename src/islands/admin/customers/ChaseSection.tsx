/**
 * A customer's chase plans for staff: `GET /customers/{id}/chases` a page at a time
 * (optionally one state), each plan's progress, money and state with why it stopped; a plan's
 * periods in a dialog; and, for admin and support, the stop of an active plan after a
 * confirmation (`POST …/chases/{id}/stop`, audited as `chase.stop`). Finance reads only.
 */
import { useState } from 'react';
import { keyOf } from '#client/i18n.ts';
import type { StaffMember } from '#client/staffSession.ts';
import { formatDateTimeForLocale } from '#i18n/format.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import { SelectField } from '#islands/common/SelectField.tsx';
import type { ChasePlan } from '#shared/contract/chase.ts';
import { CHASE_STATES, SUPPORT_ROLES } from '#shared/vocabulary.ts';
import { num, RowsTable, unseen } from '../kit/DataTable.tsx';
import { useNumberedPage } from '../kit/data.ts';
import { hasRole } from '../kit/gate.tsx';
import { PagedView } from '../kit/RemoteView.tsx';
import { SmallButton, SuccessNotice } from '../kit/views.tsx';
import { ChasePeriodsDialog, ChaseStopDialog } from './ChaseDialogs.tsx';
import { TitledSection } from '#islands/common/TitledSection.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

const STATE_BADGE: Record<ChasePlan['state'], string> = {
  active: 'badge-warn',
  completed: 'badge-good',
  stopped: '',
};

interface Props {
  staff: StaffMember | null;
  userId: string;
}

type Open = { kind: 'periods' | 'stop'; plan: ChasePlan };

export function ChaseSection({ staff, userId }: Props) {
  const t = useT();
  const [state, setState] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState('');
  const plans = useNumberedPage('GET /customers/{userId}/chases', {
    params: { userId },
    query: state ? { state } : {},
  });
  const mayStop = hasRole(staff, SUPPORT_ROLES);
  return (
    <TitledSection
      id="customer-chase-title"
      title={t('admin.chase.title')}
      className="stack"
      data-chase-section
    >
      <SuccessNotice text={done} onDismiss={() => setDone('')} />
      <div className="console-form-row console-narrow">
        <SelectField
          id="chase-state"
          label={t('admin.chase.stateFilter')}
          value={state}
          all={t('admin.chase.allStates')}
          options={CHASE_STATES.map((s) => [s, t(`admin.chase.state.${s}`)] as const)}
          onChange={(next) => {
            setState(next);
            plans.setPageNo(1);
          }}
        />
      </div>
      {!mayStop && <p className="muted console-small">{t('admin.chase.readOnly')}</p>}
      <PagedView remote={plans} emptyText={t('admin.chase.none')} pagerLabel={t('admin.chase.pages')}>
        {(page) => <PlansTable plans={page.list} mayStop={mayStop} onOpen={setOpen} />}
      </PagedView>
      {open?.kind === 'periods' && (
        <ChasePeriodsDialog userId={userId} plan={open.plan} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'stop' && (
        <ChaseStopDialog
          userId={userId}
          plan={open.plan}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setDone(t('admin.chase.stopped'));
            void plans.mutate();
          }}
        />
      )}
    </TitledSection>
  );
}

/** The plans of a page, one row each, with their buttons. */
function PlansTable({
  plans,
  mayStop,
  onOpen,
}: {
  plans: ChasePlan[];
  mayStop: boolean;
  onOpen: (open: Open) => void;
}) {
  const locale = useLocale();
  const t = useT();
  const money = useMoney();
  return (
    <RowsTable
      caption={t('admin.chase.title')}
      className="console-compact"
      rows={plans}
      rowKey={(plan) => plan.id}
      rowData={(plan) => ({ 'data-chase': plan.id, 'data-chase-state': plan.state })}
      columns={[
        { head: t('admin.chase.created'), cell: (plan) => formatDateTimeForLocale(locale, plan.createdAt) },
        { head: t('admin.chase.lottery'), cell: (plan) => plan.lotteryName },
        {
          head: t('admin.chase.picks'),
          cell: (plan) => plan.items.map((item) => marketLabel(t, item.key)).join(', '),
        },
        {
          head: t('admin.chase.progress'),
          cellProps: () => ({ 'data-chase-progress': true }),
          cell: (plan) => t('admin.chase.progressValue', { placed: plan.placed, periods: plan.periods }),
        },
        { head: num(t('admin.chase.stake')), cell: (plan) => money(plan.stake) },
        { head: num(t('admin.chase.staked')), cell: (plan) => money(plan.staked) },
        { head: num(t('admin.chase.returned')), cell: (plan) => money(plan.returned) },
        { head: num(t('admin.chase.net')), cell: (plan) => money(plan.net) },
        { head: num(t('admin.chase.lossLimit')), cell: (plan) => money(plan.lossLimit) },
        {
          head: t('admin.chase.stopOnWin'),
          cell: (plan) => t(plan.stopOnWin ? 'admin.chase.yes' : 'admin.chase.no'),
        },
        { head: t('admin.chase.state'), cell: (plan) => <PlanState plan={plan} /> },
        {
          head: unseen(t('admin.chase.actions')),
          cell: (plan) => (
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
          ),
        },
      ]}
    />
  );
}

/** A plan's state, and why it stopped when it did. */
function PlanState({ plan }: { plan: ChasePlan }) {
  const t = useT();
  return (
    <>
      <span className={`badge ${STATE_BADGE[plan.state]}`}>{t(`admin.chase.state.${plan.state}`)}</span>
      {plan.stopReason && (
        <div className="muted" data-chase-reason>
          {t(keyOf('admin.chase.reason', plan.stopReason))}
        </div>
      )}
    </>
  );
}
