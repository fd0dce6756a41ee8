/**
 * Read marks, the same on both sides: once the other side's newest message is shown in a page
 * in view (now, or when the tab comes back into view), the screen marks it read.
 */
import { useEffect, useRef } from 'react';
import type { SupportMessage } from './model.ts';

/**
 * Calls `mark(id)` for the other side's newest message when it is past `readId`.
 * @example useReadMark(thread.messages, 'staff', conversation.customerReadId, (messageId) => api('/support/read', { body: { messageId } }));
 */
export function useReadMark(
  messages: readonly SupportMessage[],
  other: SupportMessage['author'],
  readId: number,
  mark: (messageId: number) => Promise<unknown>,
): void {
  const latest = useRef(mark);
  useEffect(() => {
    latest.current = mark;
  });
  const newest = messages.findLast((message) => message.author === other)?.id ?? 0;
  useEffect(() => {
    if (newest <= readId) return;
    const markShown = () => {
      if (document.visibilityState === 'visible') latest.current(newest).catch(() => undefined);
    };
    markShown();
    document.addEventListener('visibilitychange', markShown);
    return () => document.removeEventListener('visibilitychange', markShown);
  }, [newest, readId]);
}
