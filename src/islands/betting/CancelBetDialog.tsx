/** The cancellation of a pending bet, asked first and then told. */
import { useState } from 'react';
import { api } from '#client/api.ts';
import { errorText } from '#client/i18n.ts';
import type { Bet } from '#shared/contract/betting.ts';
import { Dialog } from '../common/Dialog.tsx';
import { marketLabel } from '../common/marketLabel.ts';
import { useMoney, useT } from '#islands/common/i18n.tsx';

export type CancelDialog = { kind: 'confirm'; bet: Bet } | { kind: 'done'; ok: boolean; text: string };

/** Asks before cancelling a pending bet, then tells how it went; the list reloads either way. */
export function CancelBetDialog({
  dialog,
  setDialog,
  onSettled,
}: {
  dialog: CancelDialog | null;
  setDialog: (dialog: CancelDialog | null) => void;
  onSettled: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const money = useMoney();

  async function cancel(bet: Bet) {
    setBusy(true);
    try {
      await api('POST /game/bet/cancel', { query: { betUid: bet.betUid } });
      setDialog({ kind: 'done', ok: true, text: t('bets.cancelled', { amount: money(bet.amount) }) });
    } catch (error) {
      setDialog({ kind: 'done', ok: false, text: errorText(t, error) });
    } finally {
      setBusy(false);
      onSettled();
    }
  }

  return (
    <Dialog
      open={dialog !== null}
      title={
        dialog?.kind === 'done'
          ? dialog.ok
            ? t('common.successful')
            : t('common.error')
          : t('bets.cancelTitle')
      }
      onClose={() => !busy && setDialog(null)}
      actions={
        dialog?.kind === 'confirm' ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDialog(null)}
              disabled={busy}
            >
              {t('bets.keep')}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => void cancel(dialog.bet)}
              disabled={busy}
            >
              {busy ? t('common.loading') : t('bets.cancel')}
            </button>
          </>
        ) : (
          <button type="button" className="button button-brand" onClick={() => setDialog(null)}>
            {t('common.ok')}
          </button>
        )
      }
    >
      {dialog?.kind === 'confirm' && (
        <p>
          {t('bets.cancelBody', {
            pick: marketLabel(t, dialog.bet.key),
            period: dialog.bet.period,
            amount: money(dialog.bet.amount),
          })}
        </p>
      )}
      {dialog?.kind === 'done' && <p role={dialog.ok ? 'status' : 'alert'}>{dialog.text}</p>}
    </Dialog>
  );
}
