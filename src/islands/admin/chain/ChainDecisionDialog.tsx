/**
 * Staff's decision on a held on-chain deposit, confirmed in a dialog: credit it anyway
 * (`/release`, with a note) or record that the operator sent it back outside the app
 * (`/return`, with a note and, optionally, the return transaction's hash). One idempotency key
 * per dialog; a deposit another member decided first (409 WITHDRAWAL_STATUS_CHANGED) closes the
 * dialog and refreshes the list instead of showing an error.
 */
import { useState } from 'react';
import { ApiError, newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { ChainReturn, StaffChainDeposit } from '#shared/contract/chain.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { Field } from '#islands/common/Field.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import { Shortened } from '../kit/views.tsx';
import type { ChainAction } from './ChainDepositTable.tsx';
import { chainReasonText } from './chainTexts.tsx';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

interface Props {
  t: T;
  locale: string;
  action: ChainAction;
  onClose: () => void;
  /** The decision was recorded: the success line to show. */
  onDone: (text: string) => void;
  /** Someone decided first: the list is to be refreshed. */
  onStale: () => void;
}

/** The note (required) and the return hash (optional, 0x and 64 hex digits) with their checks. */
function useDecisionForm(t: T) {
  const [note, setNote] = useState('');
  const [txHash, setTxHash] = useState('');
  const [noteError, setNoteError] = useState('');
  const [txHashError, setTxHashError] = useState('');
  function check(withHash: boolean): boolean {
    const noteOk = note.trim() !== '';
    const hashOk = !withHash || txHash.trim() === '' || TX_HASH.test(txHash.trim());
    setNoteError(noteOk ? '' : t('admin.chain.noteRequired'));
    setTxHashError(hashOk ? '' : t('admin.chain.returnTxInvalid'));
    return noteOk && hashOk;
  }
  return { note, setNote, txHash, setTxHash, noteError, txHashError, check };
}

export function ChainDecisionDialog({ t, locale, action, onClose, onDone, onStale }: Props) {
  const { kind, deposit } = action;
  const form = useDecisionForm(t);
  const [key] = useState(newIdempotencyKey);
  const money = formatMoneyForLocale(locale, deposit.amount);
  const releasing = kind === 'release';

  async function decide() {
    const body: ChainReturn = { note: form.note.trim() };
    if (!releasing && form.txHash.trim()) body.txHash = form.txHash.trim();
    try {
      await adminApi(`/chain/deposits/${deposit.id}/${kind}`, { body, idempotencyKey: key });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WITHDRAWAL_STATUS_CHANGED') return onStale();
      throw error;
    }
    const params = { amount: money, userId: deposit.userId };
    onDone(t(releasing ? 'admin.chain.creditedDone' : 'admin.chain.returnedDone', params));
  }

  return (
    <ActionDialog
      t={t}
      title={t(releasing ? 'admin.chain.creditTitle' : 'admin.chain.returnTitle')}
      confirmLabel={
        releasing ? t('admin.chain.creditButton', { amount: money }) : t('admin.chain.returnButton')
      }
      danger={!releasing}
      onClose={onClose}
      validate={() => form.check(!releasing)}
      onConfirm={decide}
    >
      <p className="admin-effect">
        {t(releasing ? 'admin.chain.creditEffect' : 'admin.chain.returnEffect', {
          amount: money,
          userId: deposit.userId,
        })}
      </p>
      <DepositFacts t={t} deposit={deposit} money={money} />
      <TextAreaField
        id={`chain-${kind}-note`}
        label={t('admin.chain.note')}
        {...(releasing ? {} : { hint: t('admin.chain.returnNoteHint') })}
        rows={3}
        maxLength={500}
        required
        value={form.note}
        onChange={form.setNote}
        error={form.noteError}
      />
      {!releasing && (
        <Field
          id="chain-return-tx"
          label={t('admin.chain.returnTx')}
          hint={t('admin.chain.returnTxHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={66}
          value={form.txHash}
          error={form.txHashError}
          onChange={(event) => form.setTxHash(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}

/** What was received, where, and why it was held. */
function DepositFacts({ t, deposit, money }: { t: T; deposit: StaffChainDeposit; money: string }) {
  return (
    <dl className="admin-facts">
      <dt>{t('admin.money.amount')}</dt>
      <dd>{money}</dd>
      <dt>{t('admin.money.network')}</dt>
      <dd>{deposit.network}</dd>
      <dt>{t('admin.money.txHash')}</dt>
      <dd>
        <Shortened value={deposit.txHash} keep={8} />
      </dd>
      <dt>{t('admin.chain.heldBecause')}</dt>
      <dd>{deposit.reason ? chainReasonText(t, deposit.reason) : '—'}</dd>
    </dl>
  );
}
