/**
 * The lottery's event stream (`GET /game/{lotteryId}/stream`) for a round screen: `round` state
 * changes, `draw` results, `odds` versions and the `ping` that carries the server's clock. The
 * connection is closed when the board unmounts. The browser reconnects on its own after a drop
 * (this hook after a refusal, such as maintenance); the first `round` after a (re)connect is the
 * server's current round, taken as is.
 */
import { useEffect, useRef, useState } from 'react';
import type { Draw, Round } from '#shared/contract/games.ts';

export interface StreamHandlers {
  /** `authoritative`: the server's current round sent on (re)connect, not a transition. */
  onRound: (round: Round | null, authoritative: boolean) => void;
  onDraw: (draw: Draw) => void;
  onOdds: (change: { version: number; roomId: number | null }) => void;
  onServerTime: (serverTime: string) => void;
  /** After a reconnect: events may have been missed, so reload what the stream updates. */
  onResync: () => void;
}

/** A refused stream is tried again after 5 s, then 10, 20… up to a minute. */
const RETRY_MS = 5_000;
const RETRY_MAX_MS = 60_000;

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
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let dropped = false;
    let stopped = false;

    const connect = () => {
      const stream = new EventSource(`/api/app/game/${lotteryId}/stream`);
      source = stream;
      let fresh = true;
      stream.addEventListener('open', () => {
        attempts = 0;
        fresh = true;
        setConnected(true);
        if (dropped) latest.current.onResync();
        dropped = false;
      });
      stream.addEventListener('error', () => {
        dropped = true;
        setConnected(false);
        // The browser retries a dropped stream itself, but not a refused one (503 under maintenance).
        if (stream.readyState === EventSource.CLOSED && !stopped) {
          retry = setTimeout(connect, Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** attempts++));
        }
      });
      stream.addEventListener('round', (event) => {
        const round = parse<Round | null>(event);
        if (round === undefined) return;
        latest.current.onRound(round, fresh);
        fresh = false;
      });
      stream.addEventListener('draw', (event) => {
        const draw = parse<Draw>(event);
        if (draw) latest.current.onDraw(draw);
      });
      stream.addEventListener('odds', (event) => {
        const change = parse<{ version: number; roomId: number | null }>(event);
        if (change) latest.current.onOdds(change);
      });
      stream.addEventListener('ping', (event) => {
        const ping = parse<{ serverTime: string }>(event);
        if (ping) latest.current.onServerTime(ping.serverTime);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [lotteryId]);

  return connected;
}
