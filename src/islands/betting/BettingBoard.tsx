/**
 * The round and betting screen of every game, laid out for a
 * phone: a compact head (game and room switcher, round, countdown, latest draw), the long dragons
 * in a line, the market tabs with their odds, the earlier draws, and the slip kept in view with
 * its stake chips, returns and confirmation. Rendered on the server with the room, odds and
 * statistics of the request, then kept live by the lottery's event stream.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '#client/api.ts';
import { type T } from '#client/i18n.ts';
import { $signedIn, $user } from '#client/session.ts';
import { play } from '#client/sounds.ts';
import { announceSettled } from '#client/winCheck.ts';
import type { User } from '#shared/contract/account.ts';
import type { GameKey as Game } from '#shared/vocabulary.ts';
import { useRemote } from '#client/useRemote.ts';
import type { IslandMessages } from '#i18n/index.ts';
import { MAX_MONEY_CENTS, parseMoney } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { OddsView, RoomView, SwitchLottery } from '#shared/contract/games.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import { SoundSwitch } from '../common/SoundSwitch.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';
import { useBetSlip } from './betSlip.ts';
import { ConfirmBetDialog } from './ConfirmBetDialog.tsx';
import { DragonStrip } from './DragonStrip.tsx';
import { EarlierDraws } from './DrawHistory.tsx';
import { GameSwitcher } from './GameSwitcher.tsx';
import { ChasesToggle, LazyChaseOption } from './ChaseSlot.tsx';
import { canBet } from '../common/liveRound.ts';
import { MarketPanel } from './MarketPanel.tsx';
import { RoundHeader } from './RoundHeader.tsx';
import { amountAsTyped } from '../common/amount.ts';
import { betRequest, type BetRequest } from './slip.ts';
import { judgeSlip, NO_PICKS } from './slipCheck.ts';
import { SlipPanel } from './SlipPanel.tsx';
import { $lastSlips, lastSlipOf, rememberSlip } from './stakeMemory.ts';
import { useLiveRoom, type RoundCues } from './useLiveRoom.ts';
import { usePlaceBet } from './usePlaceBet.ts';
import { useLocale, useT, withIslandI18n } from '#islands/common/i18n.tsx';
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
  initialStats: LotteryStats | null;
  /** Every lottery with its rooms, for the switcher. */
  lotteries: SwitchLottery[];
  supportUrl: string;
}

/** The player as the board knows them: known only in the browser, so the first render is neutral. */
function usePlayer() {
  const mounted = useHydrated();
  const signedIn = useStore($signedIn) && mounted;
  const storedUser = useStore($user);
  const customer = useRemote(signedIn ? 'GET /customer' : null);
  const user = customer.data ?? (mounted ? storedUser : null);
  return { mounted, signedIn, customer, user };
}

/** What the stream's moments do besides updating the board: a sound each, and a win check. */
const CUES: RoundCues = {
  closed: () => play('closed'),
  drew: () => play('draw'),
  settled: announceSettled,
};

export default withIslandI18n(function BettingBoard(props: Props) {
  const { locale, initialRoom, lotteryId } = props;
  const t = useT();
  const live = useLiveRoom({ ...props, cues: CUES });
  const { roomRemote, oddsRemote } = live;
  const player = usePlayer();
  const minBet = initialRoom?.room.minBet;
  const slip = useBetSlip(locale, oddsRemote.data, minBet ? amountAsTyped(locale, minBet) : '');
  const userId = player.user?.userId;
  const remember = (body: { items: { key: string; amount: string }[] }) => {
    if (userId)
      rememberSlip(
        userId,
        lotteryId,
        body.items.map(({ key, amount }) => ({ key, amount })),
      );
  };
  const { send, retry } = usePlaceBet(t, slip.dispatch, player.customer, oddsRemote.mutate, remember);
  const view = roomRemote.data;
  const odds = oddsRemote.data;

  if (!view || !odds) {
    return (
      <StateView
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
  const { connected, serverNow } = live;
  const stats = live.statsRemote.data;
  return <Board {...props} {...{ t, view, odds, stats, connected, serverNow, player, slip, send, retry }} />;
});

interface BoardProps extends Props {
  view: RoomView;
  odds: OddsView;
  stats: LotteryStats | undefined;
  connected: boolean;
  serverNow: number;
  player: ReturnType<typeof usePlayer>;
  slip: ReturnType<typeof useBetSlip>;
  send: ReturnType<typeof usePlaceBet>['send'];
  retry: () => void;
}

/** The loaded board: the head, the long dragons, the markets, the draws, the slip and the dialog. */
function Board(props: BoardProps) {
  const locale = useLocale();
  const t = useT();
  const { game, lotteryId, roomId, view, odds, serverNow, slip, send } = props;
  const { mounted, signedIn, user } = props.player;
  const { state, dispatch, lines } = slip;
  const { room, currentRound: round } = view;
  const open = canBet(round, serverNow);
  const frozen = state.frozenByServer || user?.status === 'frozen';
  const lastSlips = useStore($lastSlips);
  const offered = useMemo(() => new Set(odds.markets.map((m) => m.key)), [odds]);
  const firstDrawId = useMemo(() => props.initialRoom?.recentDraws[0]?.id ?? null, [props.initialRoom]);
  const [chase, setChase] = useState<{ slip: BetRequest; stake: bigint; open: boolean } | null>(null);
  const [chasesOpen, setChasesOpen] = useState(false);
  const [chasesStarted, setChasesStarted] = useState(0);

  const { verdict, fault } = useSlipVerdict(t, locale, slip, room, user);

  /** The slip as it can be sent, else null with its error shown under the amount. */
  const check = () => {
    if (verdict.ok) {
      dispatch({ type: 'amountError', text: '' });
      return verdict;
    }
    dispatch({ type: 'amountError', text: t(verdict.message, verdict.params), key: verdict.key });
    return null;
  };

  function openConfirm() {
    if (!signedIn) {
      window.location.assign(paths.login);
      return;
    }
    if (check()) dispatch({ type: 'confirm' });
  }

  /** The checked slip as the request of a bet in `period`. */
  const request = (checked: { stakes: readonly { key: string; cents: bigint }[] }, period: string) => {
    const byKey = new Map(lines.map((line) => [line.pick.key, line.pick]));
    const stakes = checked.stakes.flatMap(({ key, cents }) => {
      const pick = byKey.get(key);
      return pick ? [{ pick, cents }] : [];
    });
    return betRequest({ lotteryId, roomId, period, stakes });
  };

  function confirmBet() {
    const checked = check();
    if (!checked || !round) {
      dispatch({ type: 'close' });
      return;
    }
    // A new key per confirmed slip; a retry after a lost answer reuses it (see usePlaceBet).
    void send(request(checked, round.period), newIdempotencyKey());
  }

  function openChase() {
    const checked = check();
    if (checked) setChase({ slip: request(checked, round?.period ?? ''), stake: checked.total, open });
  }

  return (
    <div className="betting">
      <RoundHeader
        {...props}
        firstDrawId={firstDrawId}
        switcher={
          <GameSwitcher lotteries={props.lotteries} lotteryId={lotteryId} roomId={roomId}>
            <SoundSwitch className="sound-compact" compact />
          </GameSwitcher>
        }
      />
      <DragonStrip
        game={game}
        lotteryId={lotteryId}
        stats={props.stats}
        latestDrawId={view.recentDraws[0]?.id}
      />
      <MarketPanel
        markets={odds.markets}
        selected={slip.selected}
        changed={state.changed}
        onToggle={slip.onToggle}
      />
      <EarlierDraws draws={view.recentDraws} />
      {signedIn && (
        <ChasesToggle
          {...{ t, locale, lotteryId }}
          refresh={`${round?.period ?? ''}:${chasesStarted}`}
          open={chasesOpen}
          onOpen={setChasesOpen}
        />
      )}
      <SlipPanel
        {...props}
        {...{ mounted, signedIn, frozen, open, dispatch, state, lines, fault }}
        total={slip.total}
        returns={slip.returns}
        typedCents={slip.typedCents}
        minBet={room.minBet}
        balance={user?.balance}
        roomChips={room.stakeChips}
        last={lastSlipOf(lastSlips, user?.userId, lotteryId, offered)}
        onBet={openConfirm}
        onChase={openChase}
      />
      {chase && (
        <LazyChaseOption
          {...{ t, locale }}
          slip={chase.slip}
          stake={chase.stake}
          startNow={chase.open}
          onClose={() => setChase(null)}
          onStarted={() => {
            setChasesStarted((n) => n + 1);
            setChasesOpen(true);
          }}
        />
      )}
      <ConfirmBetDialog
        {...{ t, locale, lotteryId, open }}
        dialog={state.dialog}
        busy={state.busy}
        onClose={() => dispatch({ type: 'close' })}
        onConfirm={confirmBet}
        onRetry={props.retry}
        slip={{
          ...{ round, lines, serverNow },
          total: slip.total,
          returns: slip.returns,
          lotteryName: view.lottery.name,
          roomName: room.name,
          changed: state.changed,
        }}
      />
    </div>
  );
}

/**
 * The slip judged at every change: what is wrong shows under the amount as it is typed and turns
 * Bet off (`fault`); a slip without picks is only told so when Bet is pressed.
 */
function useSlipVerdict(
  t: T,
  locale: string,
  { state, lines }: ReturnType<typeof useBetSlip>,
  room: RoomView['room'],
  user: User | null,
) {
  const verdict = judgeSlip(
    {
      amount: state.amount,
      perPick: state.perPick,
      picks: lines.map((line) => ({ key: line.pick.key, typed: line.typed })),
    },
    {
      min: parseMoney(room.minBet) ?? 0n,
      limit: parseMoney(room.betLimit) ?? MAX_MONEY_CENTS,
      balance: user ? parseMoney(user.balance) : null,
    },
    locale,
  );
  const fault =
    !verdict.ok && verdict.message !== NO_PICKS
      ? { text: t(verdict.message, verdict.params), key: verdict.key }
      : null;
  return { verdict, fault };
}
