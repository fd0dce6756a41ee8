/**
 * The round and betting screen of every game (SPEC.md §2, §4, §5; GAMES.md): the room, the
 * round with its display state and a countdown on the server's clock, the recent draws, the
 * market tabs with their odds, the selection summary and the confirmation of a bet. Rendered on
 * the server with the room and odds of the request, then kept live by the lottery's event stream.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { makeT, type T } from '#client/i18n.ts';
import { $signedIn, $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import type { GameKey as Game } from '#shared/vocabulary.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { formatMoneyForLocale } from '#i18n/format.ts';
import { parseMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useBetSlip } from './betSlip.ts';
import { ConfirmBetDialog } from './ConfirmBetDialog.tsx';
import { DrawHistory } from './DrawHistory.tsx';
import { canBet } from './liveRound.ts';
import { MarketPanel } from './MarketPanel.tsx';
import { RoundCard } from './RoundCard.tsx';
import { betRequest, checkSlip } from './slip.ts';
import { SlipPanel } from './SlipPanel.tsx';
import type { OddsView, RoomView } from '#shared/contract/games.ts';
import { useLiveRoom } from './useLiveRoom.ts';
import { usePlaceBet } from './usePlaceBet.ts';
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

/** The player as the board knows them: known only in the browser, so the first render is neutral. */
function usePlayer() {
  const mounted = useHydrated();
  const signedIn = useStore($signedIn) && mounted;
  const storedUser = useStore($user);
  const customer = useRemote<User>(signedIn ? ['/customer'] : null);
  const user = customer.data ?? (mounted ? storedUser : null);
  return { mounted, signedIn, customer, user };
}

export default function BettingBoard(props: Props) {
  const { messages, locale, initialRoom } = props;
  const t = useMemo(() => makeT(messages), [messages]);
  const { roomRemote, oddsRemote, connected, serverNow } = useLiveRoom(props);
  const player = usePlayer();
  const slip = useBetSlip(locale, oddsRemote.data, initialRoom?.room.minBet ?? '');
  const { send, retry } = usePlaceBet(t, slip.dispatch, player.customer, oddsRemote.mutate);
  const view = roomRemote.data;
  const odds = oddsRemote.data;

  if (!view || !odds) {
    return (
      <StateView
        t={t}
        isLoading={roomRemote.isLoading || oddsRemote.isLoading}
        slow={roomRemote.slow || oddsRemote.slow}
        error={roomRemote.error ?? oddsRemote.error}
        onRetry={() => {
          void roomRemote.mutate();
          void oddsRemote.mutate();
        }}
      />
    );
  }
  return <Board {...props} {...{ t, view, odds, connected, serverNow, player, slip, send, retry }} />;
}

interface BoardProps extends Props {
  t: T;
  view: RoomView;
  odds: OddsView;
  connected: boolean;
  serverNow: number;
  player: ReturnType<typeof usePlayer>;
  slip: ReturnType<typeof useBetSlip>;
  send: ReturnType<typeof usePlaceBet>['send'];
  retry: () => void;
}

/** The loaded board: the round, the draws, the markets, the slip and the bet's dialog. */
function Board(props: BoardProps) {
  const { t, locale, lotteryId, roomId, view, odds, serverNow, slip, send } = props;
  const { mounted, signedIn, user } = props.player;
  const { state, dispatch, picks } = slip;
  const { room, currentRound: round } = view;
  const open = canBet(round, serverNow);
  const frozen = state.frozenByServer || user?.status === 'frozen';

  /** The slip as it can be sent, else null with its error shown under the amount. */
  const check = () => {
    const error = slipError(t, locale, state.amount, picks.length, room, user);
    dispatch({ type: 'amountError', text: 'text' in error ? error.text : '' });
    return 'text' in error ? null : error;
  };

  function openConfirm() {
    if (!signedIn) {
      window.location.assign(paths.login);
      return;
    }
    if (check()) dispatch({ type: 'confirm' });
  }

  function confirmBet() {
    const checked = check();
    if (!checked || !round) {
      dispatch({ type: 'close' });
      return;
    }
    // A new key per confirmed slip; a retry after a lost answer reuses it (see usePlaceBet).
    void send(
      betRequest({ lotteryId, roomId, period: round.period, picks, cents: checked.cents }),
      newIdempotencyKey(),
    );
  }

  const { amountCents, total } = slip;
  return (
    <div className="betting">
      <RoundCard {...props} />
      <DrawHistory t={t} draws={view.recentDraws} />
      <MarketPanel
        t={t}
        locale={locale}
        markets={odds.markets}
        selected={slip.selected}
        changed={state.changed}
        onToggle={slip.onToggle}
      />
      <SlipPanel
        {...props}
        {...{ mounted, signedIn, frozen, open, dispatch, total }}
        count={picks.length}
        amount={state.amount}
        amountError={state.amountError}
        minBet={room.minBet}
        balance={user?.balance}
        onBet={openConfirm}
      />
      <ConfirmBetDialog
        {...{ t, locale, lotteryId, open }}
        dialog={state.dialog}
        busy={state.busy}
        onClose={() => dispatch({ type: 'close' })}
        onConfirm={confirmBet}
        onRetry={props.retry}
        slip={{
          ...{ round, picks, amountCents, total, serverNow },
          lotteryName: view.lottery.name,
          roomName: room.name,
          changed: state.changed,
        }}
      />
    </div>
  );
}

/**
 * Checks a slip as the server will: the amount and count, the room's bet limit, the balance.
 * Answers the amount each and total in cents, or the text to show under the amount.
 */
function slipError(
  t: T,
  locale: string,
  amount: string,
  count: number,
  room: RoomView['room'],
  user: User | null,
): { cents: bigint; total: bigint } | { text: string } {
  const result = checkSlip(amount, count, parseMoney(room.minBet) ?? 0n, locale);
  if (!result.ok)
    return { text: t(result.message, { min: formatMoneyForLocale(locale, room.minBet), ...result.params }) };
  const balance = user ? parseMoney(user.balance) : null;
  if (result.total > (parseMoney(room.betLimit) ?? result.total))
    return { text: t('error.BET_AMOUNT_EXCEEDS_LIMIT') };
  if (balance !== null && result.total > balance) return { text: t('error.INSUFFICIENT_BALANCE') };
  return result;
}
