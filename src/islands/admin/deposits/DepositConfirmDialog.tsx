/** The staff dialog that confirms a deposit with the amount received (Deposits queue). */
import { useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { adminApi } from '#client/staffSession.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { Field } from '#islands/common/Field.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { useAdminData } from '../kit/data.ts';
import type { StaffDeposit } from '#shared/contract/walletAdmin.ts';
import { useMoney, useT } from '#islands/common/i18n.tsx';

/**
 * The amount typed, as money (`entered`), and whether it must be asked a second time: a large
 * amount, or more than the claim.
 */
function useReceivedAmount(deposit: StaffDeposit) {
  const [amount, setAmount] = useState('');
  // The amount the second confirmation was asked for; typing another amount asks again.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const settings = useAdminData('GET /settings');
  const cents = parseMoney(amount.trim());
  const valid = cents !== null && cents > 0n;
  const entered = valid ? formatMoney(cents) : null;
  const claimed = parseMoney(deposit.amount) ?? 0n;
  // Until the settings arrive, every amount counts as large: asking twice is the safe side.
  const threshold = settings.data ? settings.data.limits.depositConfirmTwiceFrom : '0';
  const large = cents !== null && threshold !== null && cents >= (parseMoney(threshold) ?? 0n);
  const aboveClaim = cents !== null && cents > claimed;
  return { amount, setAmount, valid, entered, large, aboveClaim, askedFor, setAskedFor };
}

/**
 * Confirm with the amount that arrived, typed by staff into an empty field (a pre-filled claim
 * was one careless click from being credited). A large amount, or more than the claim, is asked
 * a second time, stating the amount, before anything is sent.
 */
export function ConfirmDialog({
  deposit,
  onClose,
  onDone,
}: {
  deposit: StaffDeposit;
  onClose: () => void;
  onDone: (amount: string) => void;
}) {
  const t = useT();
  const [txHash, setTxHash] = useState(deposit.txHash ?? '');
  const [amountError, setAmountError] = useState('');
  const [key] = useState(newIdempotencyKey);
  const received = useReceivedAmount(deposit);
  const { amount, valid, entered } = received;
  const asking = entered !== null && received.askedFor === entered;
  const money = useMoney();

  return (
    <ActionDialog
      title={t('admin.deposits.confirmTitle')}
      confirmLabel={
        asking
          ? t('admin.deposits.confirmTwiceButton', { amount: money(entered) })
          : t('admin.deposits.confirmButton')
      }
      onClose={onClose}
      validate={() => {
        setAmountError(
          amount.trim() === '' ? t('admin.deposits.amountRequired') : valid ? '' : t('field.INVALID_AMOUNT'),
        );
        if (!entered) return false;
        if ((received.large || received.aboveClaim) && !asking) {
          received.setAskedFor(entered);
          return false;
        }
        return true;
      }}
      onConfirm={async () => {
        if (!entered) return;
        const body: { amount: string; txHash?: string } = { amount: entered };
        if (txHash.trim()) body.txHash = txHash.trim();
        await adminApi('POST /deposits/{id}/confirm', {
          params: { id: deposit.id },
          body,
          idempotencyKey: key,
        });
        onDone(body.amount);
      }}
    >
      <p>
        {t('admin.deposits.confirmIntro', {
          userId: deposit.userId,
          amount: money(deposit.amount),
          network: deposit.network ?? '—',
        })}
      </p>
      <ReceivedField
        value={amount}
        error={amountError}
        claimed={money(deposit.amount)}
        onChange={(value) => {
          received.setAmount(value);
          setAmountError('');
        }}
      />
      <Field
        id="deposit-txhash"
        label={t('admin.deposits.txHashOptional')}
        autoComplete="off"
        maxLength={100}
        value={txHash}
        onChange={(event) => setTxHash(event.target.value)}
      />
      <ConfirmNotes deposit={deposit} received={received} money={money} />
    </ActionDialog>
  );
}

/** What the confirmation will do, whether it differs from the claim, or the second question. */
function ConfirmNotes({
  deposit,
  received: { entered, askedFor, aboveClaim },
  money,
}: {
  deposit: StaffDeposit;
  received: ReturnType<typeof useReceivedAmount>;
  money: (value: string) => string;
}) {
  const t = useT();
  const asking = entered !== null && askedFor === entered;
  return (
    <>
      {entered && !asking && (
        <p className="admin-effect">
          {t('admin.deposits.confirmEffect', { amount: money(entered), userId: deposit.userId })}
        </p>
      )}
      {entered && entered !== deposit.amount && !asking && (
        <p className="notice">{t('admin.deposits.differs', { amount: money(deposit.amount) })}</p>
      )}
      {asking && (
        <p className="notice notice-danger" role="alert">
          {t(aboveClaim ? 'admin.deposits.confirmTwiceAbove' : 'admin.deposits.confirmTwiceLarge', {
            amount: money(entered),
            claimed: money(deposit.amount),
            userId: deposit.userId,
          })}
        </p>
      )}
    </>
  );
}

/** The amount received, typed by staff, beside the amount the player claimed. */
function ReceivedField({
  value,
  error,
  claimed,
  onChange,
}: {
  value: string;
  error: string;
  claimed: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className="admin-received">
      <Field
        id="deposit-received"
        label={t('admin.deposits.amountReceived')}
        hint={t('admin.deposits.amountReceivedHint')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="admin-claimed" data-testid="deposit-claimed">
        {t('admin.deposits.claimed', { amount: claimed })}
      </p>
    </div>
  );
}
