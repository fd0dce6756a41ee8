/**
 * Web Push: the site's VAPID public key, and the devices a player allowed to be
 * notified on with the topics each takes.
 */
import { z } from 'zod';
import { LOCALES, PUSH_TOPIC_NAMES, type PushTopic } from '../vocabulary.ts';
import { timeText, uuidText } from './common.ts';

/** `GET /push/key`: what a browser subscribes with (`applicationServerKey`). */
export const pushKey = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.output<typeof pushKey>;

/** A key of a subscription: URL-safe base64 of `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'INVALID_FORMAT' })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: 'INVALID_FORMAT',
    });

const topics = z
  .array(z.enum(PUSH_TOPIC_NAMES as [PushTopic, ...PushTopic[]], { error: 'INVALID_VALUE' }))
  .max(PUSH_TOPIC_NAMES.length)
  .transform((list) => [...new Set(list)]);

/** `POST /push/subscriptions`: the browser's `PushSubscription` as JSON, with the topics chosen. */
export const pushSubscribe = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'INVALID_FORMAT' }).max(1000),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  topics,
  locale: z.enum(LOCALES, { error: 'INVALID_VALUE' }),
});
export type PushSubscribe = z.output<typeof pushSubscribe>;

/** `PUT /push/subscriptions/{id}`: the topics (and language) of one device. */
export const pushSubscriptionUpdate = z.object({
  topics,
  locale: z.enum(LOCALES, { error: 'INVALID_VALUE' }).optional(),
});
export type PushSubscriptionUpdate = z.output<typeof pushSubscriptionUpdate>;

export const pushSubscriptionParams = z.object({ id: uuidText });

/** A device that takes pushes; `endpoint` lets a page tell its own device among them. */
export const pushSubscription = z
  .object({
    id: z.string(),
    endpoint: z.string(),
    topics: z.array(z.enum(PUSH_TOPIC_NAMES as [PushTopic, ...PushTopic[]])),
    locale: z.enum(LOCALES),
    /** The browser and system it was made on, as far as its User-Agent tells (`Chrome · Android`). */
    device: z.string().nullable(),
    createdAt: timeText,
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscription = z.output<typeof pushSubscription>;
