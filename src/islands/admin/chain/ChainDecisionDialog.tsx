/**
 * Staff's decision on an on-chain deposit, confirmed in a dialog: credit a held one anyway
 * (`/release`, with a note), record that the operator sent it back outside the app (`/return`,
 * with a note and the refund transaction's hash), or reverse a credited one whose transfer left
 * the chain (`/reverse`, with a note). One idempotency key per dialog; a deposit another member
 * decided first (409 WITHDRAWAL_STATUS_CHANGED) closes the dialog and refreshes the list instead
 * of showing an error. Any other refusal (the player's block or deposit limit) is shown in it.
 */
import { useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import type { T } from '#client/i18n.ts';
import { adminApi } from '#client/staffSession.ts';
import type { ChainReturn, ChainReverse, StaffChainDeposit } from '#shared/contract/chain.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { Field } from '#islands/common/Field.tsx';
import { ActionDialog } from '../kit/ActionDialog.tsx';
import { TextAreaField } from '../kit/fields.tsx';
import { Shortened } from '../kit/views.tsx';
import type { ChainAction } from './ChainDepositTable.tsx';
import { chainReasonText } from './chainTexts.tsx';
import { useLocale, useT } from '#islands/common/i18n.tsx';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

interface Props {
  action: ChainAction;
  onClose: () => void;
  /** The decision was recorded: the success line to show. */
  onDone: (text: string) => void;
  /** Someone decided first: the list is to be refreshed. */
  onStale: () => void;
}

/** The words of each decision: title, effect, button, success line. */
const WORDS = {
  release: ['creditTitle', 'creditEffect', 'creditButton', 'creditedDone'],
  return: ['returnTitle', 'returnEffect', 'returnButton', 'returnedDone'],
  reverse: ['reverseTitle', 'reverseEffect', 'reverseButton', 'reversedDone'],
} as const;

/** The note (required) and, for a return, the refund hash (required, 0x and 64 hex digits). */
function useDecisionForm(t: T) {
  const [note, setNote] = useState('');
  const [txHash, setTxHash] = useState('');
  const [noteError, setNoteError] = useState('');
  const [txHashError, setTxHashError] = useState('');
  function check(withHash: boolean): boolean {
    const noteOk = note.trim() !== '';
    const hashOk = !withHash || TX_HASH.test(txHash.trim());
    setNoteError(noteOk ? '' : t('admin.chain.noteRequired'));
    setTxHashError(hashOk ? '' : t('admin.chain.returnTxInvalid'));
    return noteOk && hashOk;
  }
  return { note, setNote, txHash, setTxHash, noteError, txHashError, check };
}

export function ChainDecisionDialog({ action, onClose, onDone, onStale }: Props) {
  const locale = useLocale();
  const t = useT();
  const { kind, deposit } = action;
  const form = useDecisionForm(t);
  const [key] = useState(newIdempotencyKey);
  const money = formatMoneyForLocale(locale, deposit.amount);
  const [title, effect, button, done] = WORDS[kind];
  const params = { amount: money, userId: deposit.userId };

  async function decide() {
    const note = form.note.trim();
    const body: ChainReturn | ChainReverse =
      kind === 'return' ? { note, txHash: form.txHash.trim() } : { note };
    try {
      await adminApi(`POST /chain/deposits/{id}/${kind}`, {
        params: { id: deposit.id },
        body,
        idempotencyKey: key,
      });
    } catch (error) {
      if (adminApi.failed(error, `POST /chain/deposits/{id}/${kind}`, 'WITHDRAWAL_STATUS_CHANGED'))
        return onStale();
      throw error;
    }
    onDone(t(`admin.chain.${done}`, params));
  }

  return (
    <ActionDialog
      title={t(`admin.chain.${title}`)}
      confirmLabel={t(`admin.chain.${button}`, params)}
      danger={kind !== 'release'}
      onClose={onClose}
      validate={() => form.check(kind === 'return')}
      onConfirm={decide}
    >
      <p className="admin-effect">{t(`admin.chain.${effect}`, params)}</p>
      <DepositFacts deposit={deposit} money={money} />
      <TextAreaField
        id={`chain-${kind}-note`}
        label={t('admin.chain.note')}
        {...(kind === 'release' ? {} : { hint: t('admin.chain.returnNoteHint') })}
        rows={3}
        maxLength={500}
        required
        value={form.note}
        onChange={form.setNote}
        error={form.noteError}
      />
      {kind === 'return' && (
        <Field
          id="chain-return-tx"
          label={t('admin.chain.returnTx')}
          hint={t('admin.chain.returnTxHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={66}
          required
          value={form.txHash}
          error={form.txHashError}
          onChange={(event) => form.setTxHash(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}

/** What was received, where, and why it was held or flagged. */
function DepositFacts({ deposit, money }: { deposit: StaffChainDeposit; money: string }) {
  const t = useT();
  const flagged = deposit.state === 'credited' && deposit.flag !== null;
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
      <dt>{t(flagged ? 'admin.chain.flaggedBecause' : 'admin.chain.heldBecause')}</dt>
      <dd>
        {flagged ? t('admin.chain.flag.reorg') : deposit.reason ? chainReasonText(t, deposit.reason) : '—'}
      </dd>
    </dl>
  );
}
