/**
 * Sessions and devices: the session ping's metadata, the same-origin
 * fingerprint service's identification, and the devices and sessions staff look at.
 */
import { z } from 'zod';
import { timeText } from './common.ts';

/** A device's visitor id as the fingerprint collector makes it. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const visitorId = z.string().regex(VISITOR_ID_PATTERN, { error: 'INVALID_FORMAT' });
const text = (max: number) => z.string().max(max).nullish();

/** The session-ping metadata (the `X-Session-Meta` header: base64 of this JSON). */
export const sessionMeta = z.object({
  customerUid: z.union([z.string(), z.number()]).transform(String),
  behavior: z.string().min(1).max(32),
  requestId: text(64),
  visitorId,
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
export type SessionMeta = z.output<typeof sessionMeta>;

/** `POST /session/ping`: the device the session was seen on. */
export const sessionPing = z.object({ visitorId: z.string() });
export type SessionPing = z.output<typeof sessionPing>;

/** `POST /fp/api`: what the collector found. */
export const identificationRequest = z.object({
  visitorId,
  confidence: z.object({ score: z.number().min(0).max(1) }).optional(),
});
export type IdentificationRequest = z.output<typeof identificationRequest>;

/** When the fingerprint service first or last saw a device: anywhere, and on this site. */
const seenAt = z.object({ global: z.string(), subscription: z.string() });

/** `POST /fp/api`: the device's identification, as the session ping reports it. */
export const identification = z
  .object({
    visitorId: z.string(),
    visitorFound: z.boolean(),
    confidence: z.object({ score: z.number() }),
    firstSeenAt: seenAt,
    lastSeenAt: seenAt,
    ip: z.string(),
    browserName: z.string().nullable(),
    browserVersion: z.string().nullable(),
    os: z.string().nullable(),
    osVersion: z.string().nullable(),
    device: z.string().nullable(),
    incognito: z.boolean(),
  })
  .meta({ id: 'Identification' });
export type Identification = z.output<typeof identification>;

/** A device one customer used, with the other customers seen on it (staff's customer detail). */
export const customerDevice = identification
  .pick({ visitorId: true, browserName: true, os: true, device: true })
  .extend({
    firstSeenAt: timeText,
    lastSeenAt: timeText,
    lastIp: z.string().nullable(),
    otherUserIds: z.array(z.string()),
  });
export type CustomerDevice = z.output<typeof customerDevice>;

/** One session of a customer (staff's customer detail). */
export const customerSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  visitorId: z.string().nullable(),
  createdAt: timeText,
  lastSeenAt: timeText,
  revokedAt: timeText.nullable(),
  revokedReason: z.string().nullable(),
});
export type CustomerSession = z.output<typeof customerSession>;

/** `GET /devices/shared` (staff): a device used by more than one customer. */
export const sharedDevice = z.object({
  visitorId: z.string(),
  customers: z.array(z.object({ userId: z.string(), username: z.string(), lastSeenAt: timeText })),
});
export type SharedDevice = z.output<typeof sharedDevice>;
