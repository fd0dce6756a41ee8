/**
 * The round and betting screen of every game (SPEC.md §2, §4, §5; GAMES.md): the room, the
 * round with its display state and a countdown on the server's clock, the recent draws, the
 * market tabs with their odds, the selection summary and the confirmation of a bet. Rendered on
 * the server with the room and odds of the request, then kept live by the lottery's event stream.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, newIdempotencyKey } from '#client/api.ts';
import { errorText, makeT } from '#client/i18n.ts';
import { $signedIn, $user } from '#client/session.ts';
import type { Game, User } from '#client/types.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { isolate } from '#shared/bidi.ts';
import { formatMoney, parseMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { Dialog } from '../common/Dialog.tsx';
import { StateView } from '../common/StateView.tsx';
import { parseAmountInput } from '../wallet/amount.ts';
import { useNow } from './clock.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { DrawHistory } from './DrawHistory.tsx';
import {
  canBet,
  countdownTarget,
  formatCountdownForLocale,
  formatOddsForLocale,
  LATE_BET_MS,
  nextRound,
} from './liveRound.ts';
import { MarketPanel } from './MarketPanel.tsx';
import { marketLabel } from './marketLabel.ts';
import { betRequest, checkSlip, type BetRequest } from './slip.ts';
import type { BetReply, MarketOdds, OddsView, RoomView } from './types.ts';
import { useRoundStream } from './useRoundStream.ts';
import './betting.css';

interface Props {
  messages: IslandMessages;
  locale: string;
  game: Game;
  lotteryId: number;
  roomId: number;
  /** The room as the page loaded it (null when that load failed: the board loads it itself). */
  initialRoom: RoomView | null;
  initialOdds: OddsView | null;
  supportUrl: string;
}

type DialogState =
  | { kind: 'confirm'; oddsChanged: boolean }
  | { kind: 'success'; count: number; total: string; balance: string }
  | { kind: 'failure'; text: string; canRetry: boolean };

/** How long past a countdown's end the board waits for the stream before asking itself. */
const OVERDUE_MS = 3_000;

/** How far the server's clock is ahead of this device's, from a `serverTime` just received. */
function offsetTo(serverTime: string): number {
  return Date.parse(serverTime) - Date.now();
}

const STATE_BADGE: Record<string, string> = {
  open: 'badge badge-good',
  closed: 'badge badge-warn',
  drawing: 'badge badge-warn',
};

export default function BettingBoard(props: Props) {
  const { messages, locale, game, lotteryId, roomId, initialRoom, initialOdds, supportUrl } = props;
  const t = useMemo(() => makeT(messages), [messages]);
  const money = (amount: string) => formatMoneyForLocale(locale, amount);

  // The server's clock: this device's clock plus the offset measured at each load and ping.
  const [offset, setOffset] = useState(() => (initialRoom ? offsetTo(initialRoom.serverTime) : 0));
  const roomRemote = useRemote<RoomView>([`/game/${lotteryId}/${roomId}`], {
    ...(initialRoom ? { fallbackData: initialRoom } : {}),
    revalidateOnMount: !initialRoom,
    onSuccess: (fresh) => setOffset(offsetTo(fresh.serverTime)),
  });
  const oddsRemote = useRemote<OddsView>([`/game/${lotteryId}/${roomId}/odds`], {
    ...(initialOdds ? { fallbackData: initialOdds } : {}),
    revalidateOnMount: !initialOdds,
  });
  const view = roomRemote.data;
  const odds = oddsRemote.data;
  const round = view?.currentRound ?? null;

  // Session: known only in the browser, so the first render (server and hydration) is neutral.
  const mounted = useHydrated();
  const signedIn = useStore($signedIn) && mounted;
  const storedUser = useStore($user);
  const customer = useRemote<User>(signedIn ? ['/customer'] : null);
  const user = customer.data ?? (mounted ? storedUser : null);
  const [frozenByServer, setFrozenByServer] = useState(false);
  const frozen = frozenByServer || user?.status === 'frozen';

  const now = useNow();
  // Until hydrated, the time the server rendered at, so both renders print the same countdown.
  const serverNow = now === null ? Date.parse(view?.serverTime ?? '') || 0 : now + offset;

  const { mutate: mutateRoom } = roomRemote;
  const { mutate: mutateOdds } = oddsRemote;
  const connected = useRoundStream(lotteryId, {
    onRound: (next, authoritative) => {
      let reload = false;
      void mutateRoom(
        (current) => {
          if (!current) return current;
          const update =
            authoritative || !next ? { round: next, reload: false } : nextRound(current.currentRound, next);
          reload = update.reload;
          return { ...current, currentRound: update.round };
        },
        { revalidate: false },
      ).then(() => (reload ? mutateRoom() : undefined));
    },
    onDraw: (draw) => {
      void mutateRoom(
        (current) =>
          current && {
            ...current,
            recentDraws: [draw, ...current.recentDraws.filter((d) => d.id !== draw.id)].slice(0, 10),
          },
        { revalidate: false },
      );
    },
    onOdds: (change) => {
      if (change.roomId === null || change.roomId === roomId) void mutateOdds();
    },
    onServerTime: (time) => setOffset(offsetTo(time)),
    onResync: () => {
      void mutateRoom();
      void mutateOdds();
    },
  });

  // A countdown that ran out with no event (a dropped stream): ask the server once.
  const target = countdownTarget(round);
  const overdue = target !== null && serverNow - target.at > OVERDUE_MS;
  const targetAt = target?.at ?? null;
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!overdue || targetAt === null || asked.current === targetAt) return;
    asked.current = targetAt;
    void mutateRoom();
  }, [overdue, targetAt, mutateRoom]);

  // The selection, in the order picked; kept across rounds (only the period changes).
  const [picked, setPicked] = useState<string[]>([]);
  const selected = useMemo(() => new Set(picked), [picked]);
  const onToggle = useCallback(
    (key: string) =>
      setPicked((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key])),
    [],
  );
  const [changed, setChanged] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState(initialRoom?.room.minBet ?? '');
  const [amountError, setAmountError] = useState('');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [busy, setBusy] = useState(false);
  const lastAttempt = useRef<{ body: BetRequest; key: string } | null>(null);

  const byKey = useMemo(() => new Map((odds?.markets ?? []).map((m) => [m.key, m])), [odds]);
  const picks = picked.map((key) => byKey.get(key)).filter((m): m is MarketOdds => m !== undefined);
  const room = view?.room;
  const minBetCents = parseMoney(room?.minBet ?? '') ?? 0n;
  const amountCents = parseAmountInput(amount, locale);
  const total = amountCents !== null ? formatMoney(amountCents * BigInt(picks.length)) : null;
  const open = canBet(round, serverNow);

  if (!view || !odds || !room) {
    return (
      <StateView
        t={t}
        isLoading={roomRemote.isLoading || oddsRemote.isLoading}
        slow={roomRemote.slow || oddsRemote.slow}
        error={roomRemote.error ?? oddsRemote.error}
        onRetry={() => {
          void mutateRoom();
          void mutateOdds();
        }}
      />
    );
  }

  function check() {
    const result = checkSlip(amount, picks.length, minBetCents, locale);
    if (!result.ok) {
      setAmountError(t(result.message, { min: money(room?.minBet ?? '0'), ...result.params }));
      return null;
    }
    const balance = user ? parseMoney(user.balance) : null;
    if (room && result.total > (parseMoney(room.betLimit) ?? result.total)) {
      setAmountError(t('error.BET_AMOUNT_EXCEEDS_LIMIT'));
      return null;
    }
    if (balance !== null && result.total > balance) {
      setAmountError(t('error.INSUFFICIENT_BALANCE'));
      return null;
    }
    setAmountError('');
    return result;
  }

  function openConfirm() {
    if (!signedIn) {
      window.location.assign(paths.login);
      return;
    }
    if (check()) setDialog({ kind: 'confirm', oddsChanged: false });
  }

  async function send(body: BetRequest, key: string) {
    lastAttempt.current = { body, key };
    setBusy(true);
    try {
      const reply = await api<BetReply>('/game/bet', { body, idempotencyKey: key });
      lastAttempt.current = null;
      setPicked([]);
      setChanged({});
      if (customer.data)
        void customer.mutate({ ...customer.data, balance: reply.balance }, { revalidate: false });
      const stored = $user.get();
      if (stored) $user.set({ ...stored, balance: reply.balance });
      setDialog({
        kind: 'success',
        count: body.summary.count,
        total: body.summary.total,
        balance: reply.balance,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BET_ODDS_ALREADY_CHANGED') {
        // The graceful path: show the new odds on the board and in the slip, and ask again.
        lastAttempt.current = null;
        const fresh = error.fields;
        setChanged((before) => {
          const next = { ...before };
          for (const item of body.items) if (fresh[item.key]) next[item.key] ??= item.odds;
          return next;
        });
        void mutateOdds(
          (current) =>
            current && {
              ...current,
              markets: current.markets.map((m) =>
                fresh[m.key] ? { ...m, odds: fresh[m.key] ?? m.odds } : m,
              ),
            },
        );
        setDialog({ kind: 'confirm', oddsChanged: true });
        return;
      }
      const network = error instanceof ApiError && error.code === 'NETWORK_ERROR';
      if (!network) lastAttempt.current = null;
      if (error instanceof ApiError && error.code === 'ACCOUNT_FROZEN') setFrozenByServer(true);
      setDialog({ kind: 'failure', text: errorText(t, error), canRetry: network });
    } finally {
      setBusy(false);
    }
  }

  function confirmBet() {
    const slip = check();
    if (!slip || !round) {
      setDialog(null);
      return;
    }
    // A new key per confirmed slip; a retry after a lost answer reuses it (see send).
    void send(
      betRequest({ lotteryId, roomId, period: round.period, picks, cents: slip.cents }),
      newIdempotencyKey(),
    );
  }

  const countdown = target
    ? t(`betting.${target.kind === 'closes' ? 'closesIn' : target.kind === 'opens' ? 'opensIn' : 'drawIn'}`, {
        time: formatCountdownForLocale(locale, target.at - serverNow),
      })
    : t('betting.waitingForRound');
  const msToClose = round ? Date.parse(round.closesAt) - serverNow : 0;
  const late = open && msToClose < LATE_BET_MS;
  const balance = user?.balance;

  return (
    <div className="betting">
      <section className="card round-card" aria-labelledby="round-title">
        <h2 id="round-title" className="round-title">
          <bdi>{view.lottery.name}</bdi> · <bdi>{room.name}</bdi>
        </h2>
        <div className="round-status">
          <p className="round-period">
            <bdi>{round ? t('round.period', { period: round.period }) : ''}</bdi>
          </p>
          <p className="round-state" aria-live="polite">
            <span className={STATE_BADGE[round?.state ?? ''] ?? 'badge'}>
              {t(`round.state.${round ? round.state : 'none'}`)}
            </span>
          </p>
        </div>
        <p className="countdown" role="timer">
          {countdown}
        </p>
        <dl className="room-facts">
          <div>
            <dt>{t('betting.minBet')}</dt>
            <dd>{money(room.minBet)}</dd>
          </div>
          <div>
            <dt>{t('betting.balanceRequirement')}</dt>
            <dd>{money(room.balanceRequirement)}</dd>
          </div>
          <div>
            <dt>{t('betting.betLimit')}</dt>
            <dd>{money(room.betLimit)}</dd>
          </div>
        </dl>
        <p className="round-links">
          <a href={paths.howToPlay(game)}>{t('betting.howToPlay')}</a>
          <a href={paths.myBets(lotteryId)}>{t('betting.myBets')}</a>
        </p>
        {!connected && <p className="muted">{t('betting.reconnecting')}</p>}
      </section>

      <DrawHistory t={t} draws={view.recentDraws} />

      <MarketPanel
        t={t}
        locale={locale}
        markets={odds.markets}
        selected={selected}
        changed={changed}
        onToggle={onToggle}
      />

      <section className="slip" aria-labelledby="slip-title">
        <div className="slip-head">
          <h2 id="slip-title">{t('betting.selectedCount', { count: picks.length })}</h2>
          {picks.length > 0 && (
            <button type="button" className="link-button" onClick={() => setPicked([])}>
              {t('betting.clear')}
            </button>
          )}
        </div>
        <div className="slip-body">
          <div className="slip-amount">
            <label htmlFor="bet-amount">{t('betting.amountEach')}</label>
            <input
              id="bet-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError('');
              }}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'bet-amount-error bet-amount-hint' : 'bet-amount-hint'}
            />
            <span id="bet-amount-hint" className="visually-hidden">
              {t('betting.amountHint', { min: money(room.minBet) })}
            </span>
          </div>
          <dl className="slip-figures">
            <div>
              <dt>{t('betting.total')}</dt>
              <dd>{total !== null ? money(total) : '—'}</dd>
            </div>
            {signedIn && (
              <div>
                <dt>{t('betting.balance')}</dt>
                <dd>{balance !== undefined ? money(balance) : '…'}</dd>
              </div>
            )}
          </dl>
        </div>
        {amountError && (
          <p id="bet-amount-error" className="field-error" role="alert">
            {amountError}
          </p>
        )}
        {frozen && (
          <p className="notice notice-danger">
            {t('betting.frozen')}{' '}
            <a href={supportUrl} target="_blank" rel="noopener noreferrer">
              {t('common.contactService')}
            </a>
          </p>
        )}
        {!mounted ? (
          <button type="button" className="button button-brand button-block" disabled>
            {t('betting.bet')}
          </button>
        ) : !signedIn ? (
          <a className="button button-brand button-block" href={paths.login}>
            {t('betting.signInToBet')}
          </a>
        ) : (
          <button
            type="button"
            className="button button-brand button-block"
            onClick={openConfirm}
            disabled={frozen || !open}
            aria-describedby={!open && !frozen ? 'bet-not-open' : undefined}
          >
            {t('betting.bet')}
          </button>
        )}
        {mounted && signedIn && !open && !frozen && (
          <p id="bet-not-open" className="muted slip-note">
            {t('betting.notOpen')}
          </p>
        )}
      </section>

      <Dialog
        open={dialog !== null}
        title={
          dialog?.kind === 'success'
            ? t('common.successful')
            : dialog?.kind === 'failure'
              ? t('common.bettingFailed')
              : t('betting.confirmTitle')
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
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button-brand"
                onClick={confirmBet}
                disabled={busy || !open || picks.length === 0}
              >
                {busy ? t('common.loading') : t('betting.bet')}
              </button>
            </>
          ) : dialog?.kind === 'failure' && dialog.canRetry ? (
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDialog(null)}
                disabled={busy}
              >
                {t('common.close')}
              </button>
              <button
                type="button"
                className="button button-brand"
                disabled={busy}
                onClick={() =>
                  lastAttempt.current && void send(lastAttempt.current.body, lastAttempt.current.key)
                }
              >
                {busy ? t('common.loading') : t('common.retry')}
              </button>
            </>
          ) : (
            <button type="button" className="button button-brand" onClick={() => setDialog(null)}>
              {t('common.ok')}
            </button>
          )
        }
      >
        {dialog?.kind === 'confirm' && round && (
          <div className="confirm">
            {dialog.oddsChanged && (
              <p className="notice" role="alert">
                {t('betting.oddsChanged')}
              </p>
            )}
            <p className="muted">
              {t('betting.confirmRound', {
                lottery: isolate(view.lottery.name),
                room: isolate(room.name),
                period: isolate(round.period),
              })}
            </p>
            <h3 className="confirm-heading">{t('betting.picks')}</h3>
            <ul className="confirm-picks">
              {picks.map((pick) => (
                <li key={pick.key} className={changed[pick.key] ? 'pick-changed' : undefined}>
                  <span>{marketLabel(t, pick.key)}</span>
                  <span className="confirm-odds">
                    {pick.oddsByCount
                      ? t('market.faceOdds', {
                          one: formatOddsForLocale(locale, pick.oddsByCount[0] ?? pick.odds),
                          two: formatOddsForLocale(locale, pick.oddsByCount[1] ?? pick.odds),
                          three: formatOddsForLocale(locale, pick.oddsByCount[2] ?? pick.odds),
                        })
                      : `${t('betting.odds')} ${formatOddsForLocale(locale, pick.odds)}`}
                    {changed[pick.key] && (
                      <span className="odds-was">
                        {' '}
                        (
                        {t('betting.oddsWere', {
                          odds: formatOddsForLocale(locale, changed[pick.key] ?? ''),
                        })}
                        )
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="confirm-figures">
              <div>
                <dt>{t('betting.count')}</dt>
                <dd>{new Intl.NumberFormat(locale).format(picks.length)}</dd>
              </div>
              <div>
                <dt>{t('betting.amountEachShort')}</dt>
                <dd>{amountCents !== null ? money(formatMoney(amountCents)) : '—'}</dd>
              </div>
              <div>
                <dt>{t('betting.total')}</dt>
                <dd>{total !== null ? money(total) : '—'}</dd>
              </div>
            </dl>
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
    </div>
  );
}
