/**
 * The lottery's event stream (`GET /game/{lotteryId}/stream`) for a round screen: `round` state
 * changes, `draw` results, `odds` versions and the `ping` that carries the server's clock. The
 * connection is closed when the board unmounts; the browser reconnects on its own after a drop,
 * and the first `round` after a (re)connect is the server's current round, taken as is.
 */
import { useEffect, useRef, useState } from 'react';
import type { Draw, Round } from '../../client/types.ts';

export interface StreamHandlers {
  /** `authoritative`: the server's current round sent on (re)connect, not a transition. */
  onRound: (round: Round | null, authoritative: boolean) => void;
  onDraw: (draw: Draw) => void;
  onOdds: (change: { version: number; roomId: number | null }) => void;
  onServerTime: (serverTime: string) => void;
  /** After a reconnect: events may have been missed, so reload what the stream updates. */
  onResync: () => void;
}

function parse<V>(event: Event): V | undefined {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as V;
  } catch {
    return undefined;
  }
}

/** Listens to a lottery's events; returns whether the stream is connected. */
export function useRoundStream(lotteryId: number, handlers: StreamHandlers): boolean {
  // The handlers change every render; the connection must not.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [connected, setConnected] = useState(true);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/app/game/${lotteryId}/stream`);
    let fresh = true;
    let dropped = false;
    source.addEventListener('open', () => {
      fresh = true;
      setConnected(true);
      if (dropped) latest.current.onResync();
      dropped = false;
    });
    source.addEventListener('error', () => {
      dropped = true;
      setConnected(false);
    });
    source.addEventListener('round', (event) => {
      const round = parse<Round | null>(event);
      if (round === undefined) return;
      latest.current.onRound(round, fresh);
      fresh = false;
    });
    source.addEventListener('draw', (event) => {
      const draw = parse<Draw>(event);
      if (draw) latest.current.onDraw(draw);
    });
    source.addEventListener('odds', (event) => {
      const change = parse<{ version: number; roomId: number | null }>(event);
      if (change) latest.current.onOdds(change);
    });
    source.addEventListener('ping', (event) => {
      const ping = parse<{ serverTime: string }>(event);
      if (ping) latest.current.onServerTime(ping.serverTime);
    });
    return () => source.close();
  }, [lotteryId]);

  return connected;
}
