/**
 * HTTP Strict Transport Security: a browser that reached the site over HTTPS is told to use
 * nothing else for a year. Sent only when the request really came over HTTPS: over plain HTTP
 * the header is ignored by browsers, and a client's own `X-Forwarded-Proto` proves nothing.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** A TLS socket, or (only behind a trusted proxy) the proxy's `X-Forwarded-Proto: https`. */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const header = req.headers['x-forwarded-proto'];
  // The first value is what the client used to reach the first proxy.
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
