/**
 * Withdrawal records: every withdrawal with its fee, actual amount, address and
 * status, and the internal transfers sent (with the receiver's user ID). A pending withdrawal
 * can be cancelled (`POST /withdraw/cancel`); a status that moved on meanwhile says so. Each
 * withdrawal links to online service, told which one it is about.
 */
import { useState } from 'react';
import { api } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import type { Withdrawal } from '#shared/contract/wallet.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { supportHref } from '#shared/supportLink.ts';
import { ConfirmActions, Dialog } from '../common/Dialog.tsx';
import { showMoney } from '../common/amount.ts';
import { PagedList } from './PagedList.tsx';
import { Details, RecordSummary } from './RecordDetails.tsx';
import { MoneyStatusBadge } from '../common/moneyStatus.tsx';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { useCustomer } from '../common/useCustomer.ts';
import { useLoadMore } from './useLoadMore.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
import './wallet.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  /** The site's outside support address; empty: the in-app chat. */
  supportUrl: string;
}

/** `GET /withdraw/search` sends the payout hash too (src/server/wallet/view.ts). */
type WithdrawalRecord = Withdrawal & { txHash?: string | null };

const TRANSFER_SENT = 'internalTransferSend';

type DialogState =
  | { kind: 'confirm'; record: WithdrawalRecord }
  | { kind: 'canceled'; record: WithdrawalRecord }
  | { kind: 'error'; message: string }
  | null;

export default withIslandI18n(function WithdrawRecords({ supportUrl }: Props) {
  const t = useT();
  const customer = useCustomer();
  const records = useLoadMore(customer.signedIn ? 'GET /withdraw/search' : null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [busy, setBusy] = useState(false);

  async function cancel(record: WithdrawalRecord) {
    setBusy(true);
    try {
      await api('POST /withdraw/cancel', { query: { id: record.id } });
      setDialog({ kind: 'canceled', record });
    } catch (error) {
      // WITHDRAWAL_STATUS_CHANGED: "Please check the latest status." — the refresh shows it.
      const changed = api.failed(error, 'POST /withdraw/cancel', 'WITHDRAWAL_STATUS_CHANGED');
      setDialog({
        kind: 'error',
        message: changed ? t('error.WITHDRAWAL_STATUS_CHANGED') : errorText(t, error),
      });
    } finally {
      setBusy(false);
      void records.mutate();
      void customer.mutate();
    }
  }

  if (customer.signedIn === false) return <SignInPrompt />;
  return (
    <>
      <PagedList
        records={records}
        label={t('wallet.withdraw.records')}
        waiting={customer.signedIn === null}
        renderItem={(record) => (
          <WithdrawalRow
            key={record.id}
            record={record}
            supportUrl={supportUrl}
            onCancel={() => setDialog({ kind: 'confirm', record })}
          />
        )}
      />
      <CancelDialog
        dialog={dialog}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={(record) => void cancel(record)}
      />
    </>
  );
});

/** Cancelling a pending withdrawal: the confirmation, then that it was cancelled or why not. */
function CancelDialog({
  dialog,
  busy,
  onClose,
  onConfirm,
}: {
  dialog: DialogState;
  busy: boolean;
  onClose: () => void;
  onConfirm: (record: WithdrawalRecord) => void;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <Dialog
      open={dialog !== null}
      title={
        dialog?.kind === 'confirm'
          ? t('wallet.withdraw.cancelTitle')
          : dialog?.kind === 'canceled'
            ? t('common.successful')
            : t('common.error')
      }
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        dialog?.kind === 'confirm' ? (
          <ConfirmActions
            busy={busy}
            cancelLabel={t('wallet.withdraw.cancelKeep')}
            confirmLabel={t('wallet.withdraw.cancelConfirm')}
            onCancel={onClose}
            onConfirm={() => onConfirm(dialog.record)}
            danger
            buttonClass="wallet-action"
          />
        ) : (
          <button type="button" className="button button-brand wallet-action" onClick={onClose}>
            {t('common.ok')}
          </button>
        )
      }
    >
      {dialog?.kind === 'confirm' && (
        <p>{t('wallet.withdraw.cancelBody', { amount: showMoney(locale, dialog.record.amount) })}</p>
      )}
      {dialog?.kind === 'canceled' && (
        <p>{t('wallet.withdraw.canceled', { amount: showMoney(locale, dialog.record.amount) })}</p>
      )}
      {dialog?.kind === 'error' && <p role="alert">{dialog.message}</p>}
    </Dialog>
  );
}

function WithdrawalRow({
  record,
  supportUrl,
  onCancel,
}: {
  record: WithdrawalRecord;
  supportUrl: string;
  onCancel: () => void;
}) {
  const locale = useLocale();
  const t = useT();
  const transfer = record.reason === TRANSFER_SENT || Boolean(record.toUserId);
  const feeCharged = record.fee !== '0.00';
  return (
    <li>
      <RecordSummary
        title={transfer ? t('reason.internalTransferSend') : t('wallet.withdraw.item')}
        amount={showMoney(locale, record.amount)}
        createdAt={record.createdAt}
      >
        <MoneyStatusBadge status={record.status} kind="withdrawal" />
      </RecordSummary>
      <Details
        items={[
          record.toUserId && { term: t('wallet.records.toUser'), value: record.toUserId },
          !transfer && { term: t('wallet.records.requested'), value: showMoney(locale, record.amount) },
          (feeCharged || !transfer) && {
            term: t('wallet.records.fee'),
            value: showMoney(locale, record.fee),
          },
          !transfer && { term: t('wallet.records.actual'), value: showMoney(locale, record.actualAmount) },
          record.address && {
            term: t('wallet.address'),
            value: record.network ? `${record.address} (${record.network})` : record.address,
            mono: true,
          },
          record.txHash && { term: t('wallet.records.txHash'), value: record.txHash, mono: true },
          record.reason && !transfer && { term: t('wallet.records.reason'), value: record.reason },
          { term: t('wallet.records.id'), value: record.id, mono: true },
        ]}
      />
      {!transfer && (
        <div className="wallet-record-actions">
          <a
            className="button button-secondary"
            href={supportHref(supportUrl, { about: 'withdrawal', id: record.id })}
          >
            {t('support.aboutWithdrawal')}
          </a>
          {record.status === 'pending' && (
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {t('wallet.withdraw.cancel')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
