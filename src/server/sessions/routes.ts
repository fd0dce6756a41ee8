import { sessionMeta, sessionPing } from '#shared/contract/sessions.ts';
import { defineRoute } from '#server/http/route.ts';
import { AppError, validationError } from '#server/errors.ts';
import { parseInput } from '#server/http/validate.ts';
import type { Devices } from '#server/devices/devices.ts';
import type { Sessions } from './sessions.ts';
import { recordPing } from './ping.ts';

export const SESSION_META_HEADER = 'X-Session-Meta';

/** Decodes the base64 JSON of the `X-Session-Meta` header; anything malformed is a 400. */
export function decodeSessionMeta(header: string | undefined) {
  if (!header || header.length > 8192 || !/^[A-Za-z0-9+/=_-]+$/.test(header)) {
    throw validationError({ [SESSION_META_HEADER]: header ? 'INVALID_FORMAT' : 'REQUIRED' });
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw validationError({ [SESSION_META_HEADER]: 'MALFORMED_JSON' });
  }
  return parseInput(sessionMeta, json);
}

export function sessionRoutes(sessions: Sessions, devices: Devices) {
  return [
    defineRoute({
      method: 'post',
      path: '/session/ping',
      errors: ['INVALID_USER'],
      summary: "Report this session's device and behaviour (header X-Session-Meta: base64 of JSON)",
      tags: ['session'],
      auth: 'player',
      response: sessionPing,
      handler: ({ c }) => {
        const meta = decodeSessionMeta(c.req.header(SESSION_META_HEADER));
        const customer = c.get('customer');
        const sessionId = c.get('sessionId');
        if (!customer || !sessionId) throw new AppError('UNAUTHORIZED');
        const from = { customer, sessionId, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') };
        return recordPing({ sessions, devices }, from, meta);
      },
    }),
  ];
}
