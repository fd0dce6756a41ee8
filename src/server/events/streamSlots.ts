/**
 * Connection slots of the event streams: each open stream holds a socket for as long as the
 * page is open, so a cap per client IP and one in total keep one source (or a flood) from
 * exhausting the server. Counted in this process on purpose: a slot is this process's open
 * socket and ends with it, where a count in the database would outlive a killed instance.
 */
import { rateLimited } from '#server/rateLimits/rateLimits.ts';

// A refused client retries after this; by then a closed tab has freed its slot.
const RETRY_AFTER_SECONDS = 5;

export interface StreamCaps {
  perIp: number;
  total: number;
}

export function createStreamSlots(caps: StreamCaps) {
  const perIp = new Map<string, number>();
  let total = 0;

  /**
   * Takes a slot for a stream from `ip`, or throws 429 `RATE_LIMITED` past either cap; returns
   * the function that frees it (safe to call twice).
   */
  function take(ip: string): () => void {
    const mine = perIp.get(ip) ?? 0;
    if (mine >= caps.perIp || total >= caps.total) throw rateLimited(RETRY_AFTER_SECONDS);
    perIp.set(ip, mine + 1);
    total += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      total -= 1;
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
    };
  }

  return { take, open: () => total };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
