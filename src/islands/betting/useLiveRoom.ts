/**
 * The room and odds of a round screen, kept live: loaded (or taken from the page's render),
 * updated by the lottery's event stream (`useRoundStream`), on the server's clock, and asked
 * again once when a countdown runs out with no event (a dropped stream).
 */
import { useEffect, useRef } from 'react';
import { useRemote } from '#client/useRemote.ts';
import { useServerClock } from './clock.ts';
import { countdownTarget, nextRound } from './liveRound.ts';
import type { OddsView, RoomView } from '#shared/contract/games.ts';
import { useRoundStream } from './useRoundStream.ts';

/** How long past a countdown's end the board waits for the stream before asking itself. */
const OVERDUE_MS = 3_000;

interface Options {
  lotteryId: number;
  roomId: number;
  initialRoom: RoomView | null;
  initialOdds: OddsView | null;
}

/**
 * The live room: its remote reads, whether the stream is connected and the server's time now.
 * @example const { roomRemote, oddsRemote, connected, serverNow } = useLiveRoom(props);
 */
export function useLiveRoom({ lotteryId, roomId, initialRoom, initialOdds }: Options) {
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
  const serverNow = clock.serverNow(roomRemote.data?.serverTime);
  const connected = useStreamInto(lotteryId, roomId, roomRemote.mutate, oddsRemote.mutate, clock.sync);
  useOverdueCheck(roomRemote.data?.currentRound ?? null, serverNow, roomRemote.mutate);
  return { roomRemote, oddsRemote, connected, serverNow };
}

type Mutate<V> = ReturnType<typeof useRemote<V>>['mutate'];

/** Applies the stream's events to the room and odds; returns whether the stream is connected. */
function useStreamInto(
  lotteryId: number,
  roomId: number,
  mutateRoom: Mutate<RoomView>,
  mutateOdds: Mutate<OddsView>,
  sync: (serverTime: string) => void,
): boolean {
  return useRoundStream(lotteryId, {
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
    onServerTime: sync,
    onResync: () => {
      void mutateRoom();
      void mutateOdds();
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
