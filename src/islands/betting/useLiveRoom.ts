/**
 * The room and odds of a round screen, kept live: loaded (or taken from the page's render),
 * updated by the lottery's event stream (`useRoundStream`), on the server's clock, and asked
 * again once when a countdown runs out with no event (a dropped stream).
 */
import { useEffect, useRef } from 'react';
import { useRemote } from '#client/useRemote.ts';
import { useServerClock } from '../common/clock.ts';
import { countdownTarget, nextRound } from '../common/liveRound.ts';
import type { OddsView, RoomView } from '#shared/contract/games.ts';
import { STATS_WINDOW } from '#shared/games/stats.ts';
import type { LotteryStats } from '#shared/contract/stats.ts';
import { useRoundStream } from './useRoundStream.ts';

/** How long past a countdown's end the board waits for the stream before asking itself. */
const OVERDUE_MS = 3_000;

/** What the board does besides updating itself when the stream says so (sounds, the win check). */
export interface RoundCues {
  /** Betting closed on the round shown. */
  closed: () => void;
  /** A draw arrived. */
  drew: () => void;
  /** A round of the lottery was settled. */
  settled: () => void;
}

interface Options {
  lotteryId: number;
  roomId: number;
  initialRoom: RoomView | null;
  initialOdds: OddsView | null;
  initialStats: LotteryStats | null;
  cues: RoundCues;
}

/**
 * The live room: its remote reads, whether the stream is connected and the server's time now.
 * @example const { roomRemote, oddsRemote, statsRemote, connected, serverNow } = useLiveRoom(props);
 */
export function useLiveRoom({ lotteryId, roomId, initialRoom, initialOdds, initialStats, cues }: Options) {
  const clock = useServerClock(initialRoom?.serverTime);
  const roomRemote = useRemote<RoomView>([`/game/${lotteryId}/${roomId}`], {
    ...(initialRoom ? { fallbackData: initialRoom } : {}),
    revalidateOnMount: !initialRoom,
    onSuccess: (fresh) => clock.sync(fresh.serverTime),
  });
  const oddsRemote = useRemote<OddsView>([`/game/${lotteryId}/${roomId}/odds`], {
    ...(initialOdds ? { fallbackData: initialOdds } : {}),
    revalidateOnMount: !initialOdds,
  });
  const statsRemote = useRemote<LotteryStats>(
    [`/game/${lotteryId}/stats`, { window: STATS_WINDOW.default }],
    {
      ...(initialStats ? { fallbackData: initialStats } : {}),
      revalidateOnMount: !initialStats,
    },
  );
  const serverNow = clock.serverNow(roomRemote.data?.serverTime);
  const connected = useStreamInto({
    lotteryId,
    roomId,
    mutateRoom: roomRemote.mutate,
    mutateOdds: oddsRemote.mutate,
    mutateStats: statsRemote.mutate,
    sync: clock.sync,
    cues,
    shownPeriod: roomRemote.data?.currentRound?.period,
  });
  useOverdueCheck(roomRemote.data?.currentRound ?? null, serverNow, roomRemote.mutate);
  return { roomRemote, oddsRemote, statsRemote, connected, serverNow };
}

type Mutate<V> = ReturnType<typeof useRemote<V>>['mutate'];

interface StreamTargets {
  lotteryId: number;
  roomId: number;
  mutateRoom: Mutate<RoomView>;
  mutateOdds: Mutate<OddsView>;
  mutateStats: Mutate<LotteryStats>;
  sync: (serverTime: string) => void;
  cues: RoundCues;
  /** The period of the round shown now (the handlers are renewed on every render). */
  shownPeriod: string | undefined;
}

/** Applies the stream's events to the room, odds and statistics; answers whether it is connected. */
function useStreamInto(targets: StreamTargets): boolean {
  const { lotteryId, roomId, mutateRoom, mutateOdds, mutateStats, sync, cues } = targets;
  return useRoundStream(lotteryId, {
    onRound: (next, authoritative) => {
      if (!authoritative && next?.state === 'settled') cues.settled();
      if (!authoritative && next?.state === 'closed' && next.period === targets.shownPeriod) cues.closed();
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
      cues.drew();
      void mutateStats();
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
    onServerTime: sync,
    onResync: () => {
      void mutateRoom();
      void mutateOdds();
      void mutateStats();
    },
  });
}

/** A countdown that ran out with no event (a dropped stream): ask the server once. */
function useOverdueCheck(round: RoomView['currentRound'], serverNow: number, mutateRoom: Mutate<RoomView>) {
  const target = countdownTarget(round);
  const overdue = target !== null && serverNow - target.at > OVERDUE_MS;
  const targetAt = target?.at ?? null;
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!overdue || targetAt === null || asked.current === targetAt) return;
    asked.current = targetAt;
    void mutateRoom();
  }, [overdue, targetAt, mutateRoom]);
}
