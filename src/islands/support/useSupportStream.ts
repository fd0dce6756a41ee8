/**
 * The support chat's live stream (`GET …/support/stream`, player or staff): each `support` event
 * names a conversation that changed, and the screen re-reads what it shows (SWR `mutate`); after
 * a reconnect, everything, since events may have been missed. Returns whether it is connected.
 */
import { useEffect, useRef, useState } from 'react';
import { openEventStream } from '#client/eventStream.ts';
import type { SupportEvent } from '#shared/contract/support.ts';

/** `event` null: a reconnect, so anything may have changed. */
export type SupportChange = (event: SupportEvent | null) => void;

function parse(data: string): SupportEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'conversationId' in value && 'customerId' in value) {
      return { conversationId: String(value.conversationId), customerId: String(value.customerId) };
    }
  } catch {
    // Not JSON: ignored.
  }
  return null;
}

/**
 * Listens while mounted (and while `enabled`).
 * @example const live = useSupportStream('/api/app/support/stream', () => $jwt.get(), () => void thread.mutate());
 */
export function useSupportStream(
  url: string,
  token: () => string,
  onChange: SupportChange,
  enabled = true,
): boolean {
  const latest = useRef({ token, onChange });
  useEffect(() => {
    latest.current = { token, onChange };
  });
  const [live, setLive] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    return openEventStream({
      url,
      token: () => latest.current.token(),
      onOpen: (reconnected) => {
        setLive(true);
        if (reconnected) latest.current.onChange(null);
      },
      onDrop: () => setLive(false),
      onEvent: (message) => {
        if (message.event !== 'support') return;
        const event = parse(message.data);
        if (event) latest.current.onChange(event);
      },
    });
  }, [url, enabled]);
  return live;
}
