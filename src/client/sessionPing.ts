/**
 * The session ping: with a signed-in customer, identify the device through the
 * same-origin fingerprint service (10 000 ms timeout, region 'ap') and report it with the
 * behaviour. 'login' is always reported; any other behaviour is skipped once a sessionId is
 * stored, and each behaviour is reported at most once per page session.
 */
import { api } from './api.ts';
import { $sessionId, $user } from './session.ts';

const LOADER = '/api/app/fp/loader.js';
export const FINGERPRINT_TIMEOUT_MS = 10_000;

interface Identification {
  visitorId: string;
  visitorFound?: boolean;
  confidence?: { score?: number };
  firstSeenAt?: { global?: string | null; subscription?: string | null };
  lastSeenAt?: { global?: string | null; subscription?: string | null };
  ip?: string;
  browserName?: string;
  browserVersion?: string;
  os?: string;
  osVersion?: string;
  device?: string;
  incognito?: boolean;
}

declare global {
  interface Window {
    FairdrawFingerprint?: {
      get(options: { timeout: number; region: string; extendedResult: boolean }): Promise<Identification>;
    };
  }
}

const reported = new Set<string>();

function loadCollector(): Promise<void> {
  if (window.FairdrawFingerprint) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = LOADER;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('fingerprint loader failed'));
    document.head.append(script);
  });
}

/** A result counts only with a visitor id and a confidence score above 0. */
export function isValidIdentification(result: Identification | null | undefined): result is Identification {
  return Boolean(result?.visitorId) && (result?.confidence?.score ?? 0) > 0;
}

/** Reports `behavior` for the signed-in customer; resolves true when the ping succeeded. */
export async function pingSession(behavior: string): Promise<boolean> {
  const user = $user.get();
  if (!user?.userId || reported.has(behavior)) return false;
  if (behavior !== 'login' && $sessionId.get()) return false;
  reported.add(behavior);
  try {
    await loadCollector();
    const result = await window.FairdrawFingerprint?.get({
      timeout: FINGERPRINT_TIMEOUT_MS,
      region: 'ap',
      extendedResult: true,
    });
    if (!isValidIdentification(result)) return false;
    const meta = {
      customerUid: user.userId,
      behavior,
      requestId: crypto.randomUUID(),
      visitorId: result.visitorId,
      visitorFound: result.visitorFound ?? null,
      confidenceScore: result.confidence?.score ?? null,
      ip: result.ip ?? null,
      browserName: result.browserName ?? null,
      browserVersion: result.browserVersion ?? null,
      os: result.os ?? null,
      osVersion: result.osVersion ?? null,
      device: result.device ?? null,
      incognito: result.incognito ?? null,
      firstSeenAtGlobal: result.firstSeenAt?.global ?? null,
      firstSeenAtSubscription: result.firstSeenAt?.subscription ?? null,
      lastSeenAtGlobal: result.lastSeenAt?.global ?? null,
      lastSeenAtSubscription: result.lastSeenAt?.subscription ?? null,
    };
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(meta))));
    // Success is the envelope's code 1, which `api` checks; the visitor id becomes the sessionId.
    const data = await api('POST /session/ping', { headers: { 'X-Session-Meta': encoded } });
    $sessionId.set(data.visitorId);
    return true;
  } catch (error) {
    console.warn('session ping failed', error);
    return false;
  }
}
