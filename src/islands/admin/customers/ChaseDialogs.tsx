/**
 * The dialogs of a customer's chase plans: one plan's periods with their bets
 * (`GET /customers/{id}/chases/{planId}`), and the confirmation of a staff stop.
 */
import { keyOf } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { marketLabel } from '#islands/common/marketLabel.ts';
import { Dialog } from '#islands/common/Dialog.tsx';
import type { ChasePlan } from '#shared/contract/chase.ts';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { DataTable, num } from '../kit/DataTable.tsx';
import { useAdminData } from '../kit/data.ts';
import { RemoteView } from '../kit/RemoteView.tsx';
import { DismissButton } from '../kit/views.tsx';
import { useMoney, useT } from '#islands/common/i18n.tsx';

/** A plan's periods placed, newest first: the round, the stake, the payout and each bet. */
export function ChasePeriodsDialog({
  userId,
  plan,
  onClose,
}: {
  userId: string;
  plan: ChasePlan;
  onClose: () => void;
}) {
  const t = useT();
  const remote = useAdminData('GET /customers/{userId}/chases/{id}', { params: { userId, id: plan.id } });
  const money = useMoney();
  return (
    <Dialog
      open
      title={t('admin.chase.periodsTitle', { lottery: plan.lotteryName })}
      onClose={onClose}
      actions={<DismissButton label={t('common.close')} onClick={onClose} />}
    >
      <RemoteView
        remote={remote}
        empty={(detail) => detail.periodList.length === 0}
        emptyText={t('admin.chase.noPeriods')}
      >
        {(detail) => (
          <DataTable
            caption={t('admin.chase.periodsTitle', { lottery: plan.lotteryName })}
            className="console-compact"
            columns={[
              num(t('admin.chase.number')),
              t('admin.chase.period'),
              num(t('admin.chase.staked')),
              num(t('admin.chase.payout')),
              t('admin.chase.bets'),
            ]}
          >
            {detail.periodList.map((period) => (
              <tr key={period.number} data-chase-period={period.number}>
                <td className="num">{period.number}</td>
                <td className="mono">{period.period}</td>
                <td className="num">{money(period.stake)}</td>
                <td className="num">{money(period.payout)}</td>
                <td>
                  {period.bets.map((bet) => (
                    <div key={bet.betUid}>
                      {marketLabel(t, bet.key)} · {money(bet.amount)} · {t(keyOf('bets.status', bet.status))}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </RemoteView>
    </Dialog>
  );
}

/** Confirms a staff stop of an active plan; on success the caller reloads the plans. */
export function ChaseStopDialog({
  userId,
  plan,
  onClose,
  onDone,
}: {
  userId: string;
  plan: ChasePlan;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <ActionDialog
      title={t('admin.chase.stopTitle')}
      confirmLabel={t('admin.chase.stopButton')}
      danger
      onClose={onClose}
      onConfirm={async () => {
        await adminApi('POST /customers/{userId}/chases/{id}/stop', { params: { userId, id: plan.id } });
        onDone();
      }}
    >
      <p className="admin-effect">
        {t('admin.chase.stopEffect', {
          lottery: plan.lotteryName,
          placed: plan.placed,
          periods: plan.periods,
        })}
      </p>
    </ActionDialog>
  );
}
