import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { AppError, validationError } from '#server/errors.ts';
import { parseInput } from '../http/validate.ts';
import { VISITOR_ID_PATTERN, type Devices } from '../devices/devices.ts';
import type { Sessions } from './sessions.ts';

export const SESSION_META_HEADER = 'X-Session-Meta';

const text = (max: number) => z.string().max(max).nullish();

/** The session-ping metadata of SPEC.md §3. */
export const sessionMetaSchema = z.object({
  customerUid: z.union([z.string(), z.number()]).transform(String),
  behavior: z.string().min(1).max(32),
  requestId: text(64),
  visitorId: z.string().regex(VISITOR_ID_PATTERN, { error: 'INVALID_FORMAT' }),
  visitorFound: z.boolean().nullish(),
  confidenceScore: z.number().min(0).max(1).nullish(),
  ip: text(64),
  browserName: text(64),
  browserVersion: text(64),
  os: text(64),
  osVersion: text(64),
  device: text(64),
  incognito: z.boolean().nullish(),
  firstSeenAtGlobal: text(40),
  firstSeenAtSubscription: text(40),
  lastSeenAtGlobal: text(40),
  lastSeenAtSubscription: text(40),
});

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
  return parseInput(sessionMetaSchema, json);
}

export function sessionRoutes(sessions: Sessions, devices: Devices) {
  return [
    defineRoute({
      method: 'post',
      path: '/session/ping',
      summary: "Report this session's device and behaviour (header X-Session-Meta: base64 of JSON)",
      tags: ['session'],
      auth: 'player',
      response: z.object({ visitorId: z.string() }),
      handler: async ({ c }) => {
        const meta = decodeSessionMeta(c.req.header(SESSION_META_HEADER));
        const customer = c.get('customer');
        const sessionId = c.get('sessionId');
        if (!customer || !sessionId) throw new AppError('UNAUTHORIZED');
        if (meta.customerUid !== customer.userId) throw new AppError('INVALID_USER');
        const ip = c.get('clientIp');
        await devices.seeVisitor(meta.visitorId, ip, c.req.header('user-agent'));
        await devices.linkCustomer(customer.id, meta.visitorId, ip);
        await sessions.recordDevice(sessionId, meta.visitorId, meta);
        return { visitorId: meta.visitorId };
      },
    }),
  ];
}
