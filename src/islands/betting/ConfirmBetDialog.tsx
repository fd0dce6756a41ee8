/**
 * The dialog of a bet: the confirmation (the round, each pick at its odds and amount with what it
 * returns, the odds before when they changed, the count, total and return of the slip, and a
 * warning close to the close), then the outcome: placed with the new balance, or the failure,
 * with a retry when the answer was lost.
 */
import type { Round } from '#shared/contract/games.ts';
import { isolate } from '#shared/bidi.ts';
import { paths } from '#shared/paths.ts';
import { ConfirmActions, Dialog } from '../common/Dialog.tsx';
import { centsOrDash, type SlipDialog, type SlipLine } from './betSlip.ts';
import { formatOddsForLocale, LATE_BET_MS } from '../common/liveRound.ts';
import { marketLabel } from '../common/marketLabel.ts';
import { Figures } from '../common/Figures.tsx';
import { useLocale, useMoney, useT } from '#islands/common/i18n.tsx';

interface Props {
  lotteryId: number;
  dialog: SlipDialog | null;
  busy: boolean;
  /** Whether bets may be sent now. */
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  slip: SlipFigures;
}

/** What the confirmation shows of the slip. */
export interface SlipFigures {
  lotteryName: string;
  roomName: string;
  round: Round | null;
  lines: readonly SlipLine[];
  changed: Readonly<Record<string, string>>;
  /** The total stake and what the slip returns if every pick wins, in cents. */
  total: bigint | null;
  returns: bigint | null;
  serverNow: number;
}

export function ConfirmBetDialog(props: Props) {
  const t = useT();
  const { lotteryId, dialog, busy, onClose } = props;
  const money = useMoney();
  return (
    <Dialog
      open={dialog !== null}
      title={
        dialog?.kind === 'success'
          ? t('common.successful')
          : dialog?.kind === 'failure'
            ? t('common.bettingFailed')
            : t('betting.confirmTitle')
      }
      onClose={() => !busy && onClose()}
      actions={<DialogActions {...props} />}
    >
      {dialog?.kind === 'confirm' && props.slip.round && (
        <ConfirmSlip
          open={props.open}
          oddsChanged={dialog.oddsChanged}
          {...props.slip}
          round={props.slip.round}
        />
      )}
      {dialog?.kind === 'success' && (
        <>
          <p>{t('betting.placed', { count: dialog.count, total: money(dialog.total) })}</p>
          <p>{t('betting.newBalance', { balance: money(dialog.balance) })}</p>
          <p>
            <a href={paths.myBets(lotteryId)}>{t('betting.myBets')}</a>
          </p>
        </>
      )}
      {dialog?.kind === 'failure' && <p role="alert">{dialog.text}</p>}
    </Dialog>
  );
}

function DialogActions({ dialog, busy, open, slip, onClose, onConfirm, onRetry }: Props) {
  const t = useT();
  if (dialog?.kind === 'confirm') {
    return (
      <ConfirmActions
        busy={busy}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('betting.bet')}
        onCancel={onClose}
        onConfirm={onConfirm}
        confirmDisabled={!open || slip.lines.length === 0}
      />
    );
  }
  if (dialog?.kind === 'failure' && dialog.canRetry) {
    return (
      <ConfirmActions
        busy={busy}
        cancelLabel={t('common.close')}
        confirmLabel={t('common.retry')}
        onCancel={onClose}
        onConfirm={onRetry}
      />
    );
  }
  return (
    <button type="button" className="button button-brand" onClick={onClose}>
      {t('common.ok')}
    </button>
  );
}

function ConfirmSlip(props: SlipFigures & { open: boolean; oddsChanged: boolean; round: Round }) {
  const locale = useLocale();
  const t = useT();
  const { open, oddsChanged, round, lines, total, returns, serverNow } = props;
  const money = (cents: bigint | null) => centsOrDash(locale, cents);
  const msToClose = Date.parse(round.closesAt) - serverNow;
  const late = open && msToClose < LATE_BET_MS;
  return (
    <div className="confirm">
      {oddsChanged && (
        <p className="notice" role="alert">
          {t('betting.oddsChanged')}
        </p>
      )}
      <p className="muted">
        {t('betting.confirmRound', {
          lottery: isolate(props.lotteryName),
          room: isolate(props.roomName),
          period: isolate(round.period),
        })}
      </p>
      <h3 className="confirm-heading">{t('betting.picks')}</h3>
      <ConfirmPicks lines={lines} changed={props.changed} />
      <Figures
        className="confirm-figures"
        items={[
          { term: t('betting.count'), value: new Intl.NumberFormat(locale).format(lines.length) },
          { term: t('betting.total'), value: money(total) },
          { term: t('betting.slipReturns'), value: money(returns) },
        ]}
      />
      {!open ? (
        <p className="notice notice-danger" role="alert">
          {t('error.BETTING_CLOSED')}
        </p>
      ) : (
        late && (
          <p className="notice notice-danger">
            {t('betting.lateWarning', {
              seconds: new Intl.NumberFormat(locale).format(Math.max(0, Math.ceil(msToClose / 1000))),
            })}
          </p>
        )
      )}
    </div>
  );
}

/**
 * Each pick at the odds it will be placed at (with the odds before when they changed), its amount
 * and what it returns if it wins.
 */
function ConfirmPicks({ lines, changed }: Pick<SlipFigures, 'lines' | 'changed'> & {}) {
  const locale = useLocale();
  const t = useT();
  const odds = (value: string) => formatOddsForLocale(locale, value);
  const money = (cents: bigint | null) => centsOrDash(locale, cents);
  return (
    <ul className="confirm-picks">
      {lines.map(({ pick, cents, returns }) => (
        <li key={pick.key} className={changed[pick.key] ? 'pick-changed' : undefined}>
          <span>{marketLabel(t, pick.key)}</span>
          <span className="confirm-stake">
            {t('betting.stakeReturns', { amount: money(cents), returns: money(returns) })}
          </span>
          <span className="confirm-odds">
            {pick.oddsByCount
              ? t('market.faceOdds', {
                  one: odds(pick.oddsByCount[0] ?? pick.odds),
                  two: odds(pick.oddsByCount[1] ?? pick.odds),
                  three: odds(pick.oddsByCount[2] ?? pick.odds),
                })
              : `${t('betting.odds')} ${odds(pick.odds)}`}
            {changed[pick.key] && (
              <span className="odds-was">
                {' '}
                ({t('betting.oddsWere', { odds: odds(changed[pick.key] ?? '') })})
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
