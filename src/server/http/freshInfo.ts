/**
 * `GET /api/app/info` before the API's pipeline. Every page's boot script asks for it,
 * so it is the API's busiest call; while the settings copy its answer was made from is fresh, the
 * production server writes the kept answer with the headers the API would set (`requestContext`)
 * and no per-request log line, like a cached page. Otherwise the API answers (and refreshes it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InfoAnswer } from '#server/site/routes.ts';
import { requestIdOf } from './requestContext.ts';

export const INFO_PATH = '/api/app/info';

/** True when the answer was written; false (nothing written) when the API must answer. */
export function serveFreshInfo(answer: InfoAnswer, req: IncomingMessage, res: ServerResponse): boolean {
  const body = answer.fresh();
  if (body === undefined) return false;
  const inbound = req.headers['x-request-id'];
  res.writeHead(200, {
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    'X-Content-Type-Options': 'nosniff',
    'X-Request-Id': requestIdOf(typeof inbound === 'string' ? inbound : undefined),
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}
