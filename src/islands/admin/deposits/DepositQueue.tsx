/**
 * Staff deposits: the queue by status and player, and the finance actions — confirm
 * with the amount received (credits the player), reject with a reason, reverse a completed
 * deposit (down to a zero balance, the rest recorded as owed). Every action is confirmed first.
 * The panel is also the Deposits tab of a customer's page.
 */
import type { ReactNode } from 'react';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import { DEPOSIT_STATUSES } from '#shared/vocabulary.ts';
import { ConfirmDialog } from './DepositConfirmDialog.tsx';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { ReasonDialog } from '../kit/ActionDialog.tsx';
import type { StaffDeposit } from '#shared/contract/walletAdmin.ts';
import { useAdminData } from '../kit/data.ts';
import { MoneyQueue, moneyQueueIsland, type QueuePanelProps } from '../kit/MoneyQueue.tsx';
import { DecisionButtons, SmallButton } from '../kit/views.tsx';
import { depositColumns } from './columns.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';
import '../kit/money.css';

export default moneyQueueIsland('deposits', DEPOSIT_STATUSES, DepositsPanel);

type Action = { kind: 'confirm' | 'reject' | 'reverse'; deposit: StaffDeposit };

/** Confirm and reject a pending deposit; reverse a completed one. */
function depositActions(t: T, d: StaffDeposit, open: (action: Action) => void) {
  return (
    <>
      {d.status === 'pending' && (
        <DecisionButtons
          usual={['confirm', t('admin.deposits.confirm')]}
          other={['reject', t('admin.deposits.reject')]}
          open={(kind) => open({ kind, deposit: d })}
        />
      )}
      {d.status === 'completed' && !d.reversed && (
        <SmallButton onClick={() => open({ kind: 'reverse', deposit: d })}>
          {t('admin.deposits.reverse')}
        </SmallButton>
      )}
    </>
  );
}

/** The dialog of an action, with the success text it leaves. */
function depositDialog(
  t: T,
  locale: string,
  action: Action,
  finished: (text: string) => Promise<void>,
  close: () => void,
) {
  const { deposit } = action;
  const props = { t, locale, deposit, onClose: close };
  if (action.kind === 'confirm') {
    const money = (amount: string) => formatMoneyForLocale(locale, amount);
    return (
      <ConfirmDialog
        {...props}
        onDone={(amount) =>
          finished(t('admin.deposits.confirmed', { amount: money(amount), userId: deposit.userId }))
        }
      />
    );
  }
  if (action.kind === 'reject')
    return (
      <RejectDialog
        {...props}
        onDone={() => finished(t('admin.deposits.rejected', { userId: deposit.userId }))}
      />
    );
  return (
    <ReverseDialog
      {...props}
      onDone={() => finished(t('admin.deposits.reversedDone', { userId: deposit.userId }))}
    />
  );
}

/** The deposits table with its filters and actions; `fixedUserId` shows one player's only. */
export function DepositsPanel(props: QueuePanelProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <MoneyQueue<StaffDeposit, Action>
      {...props}
      name="deposits"
      statuses={DEPOSIT_STATUSES}
      columns={depositColumns(t, locale)}
      actions={(d, open) => depositActions(t, d, open)}
      dialog={(action, finished, close) => depositDialog(t, locale, action, finished, close)}
    />
  );
}

interface DialogProps {
  t: T;
  deposit: StaffDeposit;
  onClose: () => void;
}

/** Reject or reverse: the deposit's reason dialog, with what the action does. */
function DepositReasonDialog({
  kind,
  deposit,
  onClose,
  onDone,
  children,
}: DialogProps & { kind: 'reject' | 'reverse'; onDone: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <ReasonDialog
      title={t(`admin.deposits.${kind}Title`)}
      confirmLabel={t(`admin.deposits.${kind}Button`)}
      send={(body, idempotencyKey) =>
        adminApi(`POST /deposits/{id}/${kind}`, { params: { id: deposit.id }, body, idempotencyKey })
      }
      reasonId={`deposit-${kind}-reason`}
      onClose={onClose}
      onDone={onDone}
    >
      {children}
    </ReasonDialog>
  );
}

function RejectDialog(props: DialogProps & { onDone: () => void }) {
  const locale = useLocale();
  const { t, deposit } = props;
  return (
    <DepositReasonDialog kind="reject" {...props}>
      <p className="admin-effect">
        {t('admin.deposits.rejectEffect', {
          amount: formatMoneyForLocale(locale, deposit.amount),
          userId: deposit.userId,
        })}
      </p>
    </DepositReasonDialog>
  );
}

function ReverseDialog(props: DialogProps & { onDone: () => void }) {
  const { t, deposit } = props;
  const customer = useAdminData('GET /customers/{userId}', { params: { userId: deposit.userId } });
  const money = useMoney();
  const received = deposit.amountReceived ?? deposit.amount;
  const receivedCents = parseMoney(received) ?? 0n;
  const balanceCents = customer.data ? parseMoney(customer.data.balance) : null;
  const taken = balanceCents === null ? null : balanceCents < receivedCents ? balanceCents : receivedCents;
  return (
    <DepositReasonDialog kind="reverse" {...props}>
      <p className="admin-effect">
        {t('admin.deposits.reverseEffect', { amount: money(received), userId: deposit.userId })}
      </p>
      <p>{t('admin.deposits.reverseRule')}</p>
      {taken !== null && customer.data && (
        <dl className="admin-facts">
          <dt>{t('admin.deposits.balanceNow')}</dt>
          <dd>{money(customer.data.balance)}</dd>
          <dt>{t('admin.deposits.taken')}</dt>
          <dd>{money(formatMoney(taken))}</dd>
          <dt>{t('admin.deposits.owedAfter')}</dt>
          <dd>{money(formatMoney(receivedCents - taken))}</dd>
        </dl>
      )}
    </DepositReasonDialog>
  );
}
