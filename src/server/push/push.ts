/**
 * Web Push: a player allows a device and chooses its topics; every notification of
 * those topics is then pushed to it. Notifications join the outbox in their own transaction (a
 * trigger), and the scheduler leader sends them here: VAPID-signed and encrypted (`aes128gcm`,
 * RFC 8291) by the `web-push` library, posted with a timeout, retried with a growing pause,
 * given up after a day; a subscription the push service no longer knows (404, 410) is removed.
 * Only endpoints of the configured push services are accepted, so the server posts nowhere else.
 */
import webpush from 'web-push';
import type { Logger } from 'pino';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { transaction } from '#server/db/transaction.ts';
import { lockCustomer } from '#server/customers/queries.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError, validationError } from '#server/errors.ts';
import type { BackgroundJob } from '#server/rounds/scheduler.ts';
import { toNotification } from '#server/notifications/notifications.ts';
import { translate } from '#i18n/index.ts';
import { describeUserAgent } from '#server/devices/devices.ts';
import type { PushSubscribe, PushSubscription, PushSubscriptionUpdate } from '#shared/contract/push.ts';
import { PUSH_TOPICS, PUSH_TOPIC_NAMES, type Locale, type PushTopic } from '#shared/vocabulary.ts';
import {
  claimDue,
  deleteOutbox,
  deleteSubscription,
  retryOutboxAt,
  subscriptionsOf,
  trimSubscriptions,
  updateSubscription,
  upsertSubscription,
  type ClaimedPush,
  type SubscriptionRow,
} from './queries.ts';
import type { VapidKeys } from './vapid.ts';

/** How long a push service keeps a push for an offline device, and how long we keep trying. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** A claimed push is tried again after this if its sender died. */
const CLAIM_MS = 60_000;
const BATCH = 100;
const MAX_ATTEMPTS = 8;
/** The pause after the n-th failure: 30 s, 1 min, 2 min … at most an hour. */
const retryPause = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export interface PushDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  config: Pick<Config, 'vapidSubject' | 'pushServiceOrigins'>;
  vapid: VapidKeys;
  /** The HTTP client (the global `fetch`). */
  fetch?: typeof fetch;
}

const kindsOf = (topics: readonly PushTopic[]) => topics.flatMap((topic) => [...PUSH_TOPICS[topic]]);
const topicsOf = (kinds: readonly string[]) =>
  PUSH_TOPIC_NAMES.filter((topic) => PUSH_TOPICS[topic].some((kind) => kinds.includes(kind)));

/** "Chrome · Android": what a player recognises their device by. */
function deviceName(userAgent: string | null): string | null {
  const facts = describeUserAgent(userAgent ?? undefined);
  return [facts.browserName, facts.os].filter(Boolean).join(' · ') || null;
}

function view(row: SubscriptionRow): PushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    topics: topicsOf(row.kinds),
    locale: row.locale,
    device: deviceName(row.userAgent),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether an endpoint is on one of the push services' origins (`https://*.host` for subdomains). */
export function allowedEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(origin);
    if (wild) return url.protocol === `${wild[1]}:` && url.host.endsWith(`.${wild[2]}`);
    return url.origin === origin;
  });
}

/**
 * The devices a player may have subscribed at once. Every notification is pushed to each, so a
 * browser that subscribes anew on every visit must not grow the fan-out without end: the device
 * renewed longest ago gives way to a new one.
 */
export const DEVICES_PER_PLAYER = 10;

export function createPush(deps: PushDeps) {
  const { db, clock } = deps;
  const owned = async (customer: CustomerRow, id: string, set: Parameters<typeof updateSubscription>[3]) => {
    const row = await updateSubscription(db, customer.id, id, set);
    if (!row) throw new AppError('NOT_FOUND');
    return view(row);
  };
  return {
    publicKey: () => ({ publicKey: deps.vapid.publicKey }),
    async list(customer: CustomerRow): Promise<PushSubscription[]> {
      return (await subscriptionsOf(db, customer.id)).map(view);
    },
    async subscribe(customer: CustomerRow, input: PushSubscribe, userAgent: string | undefined) {
      if (!allowedEndpoint(input.endpoint, deps.config.pushServiceOrigins)) {
        throw validationError({ endpoint: 'INVALID_VALUE' });
      }
      // The player is locked so that devices subscribing at once are trimmed in turn.
      const row = await transaction(db, async (tx) => {
        await lockCustomer(tx, customer.id);
        const saved = await upsertSubscription(tx, {
          customerId: customer.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          kinds: kindsOf(input.topics),
          locale: input.locale,
          userAgent: userAgent?.slice(0, 300) ?? null,
          updatedAt: clock.now(),
        });
        await trimSubscriptions(tx, customer.id, DEVICES_PER_PLAYER);
        return saved;
      });
      return view(row);
    },
    update: (customer: CustomerRow, id: string, input: PushSubscriptionUpdate) =>
      owned(customer, id, {
        kinds: kindsOf(input.topics),
        ...(input.locale ? { locale: input.locale } : {}),
        updatedAt: clock.now(),
      }),
    async remove(customer: CustomerRow, id: string): Promise<void> {
      if (!(await deleteSubscription(db, id, customer.id))) throw new AppError('NOT_FOUND');
    },
    ...pushSender(deps),
  };
}

/**
 * What a push says, in the device's language: a notification as the list shows it (a tap opens
 * the list), or that support replied (a tap opens the chat; one shown at a time).
 */
function pushMessage(push: ClaimedPush) {
  const locale = push.locale as Locale;
  if (push.notification) {
    const shown = toNotification(push.notification, locale);
    return { title: shown.title, body: shown.body, url: '/notification', tag: shown.id };
  }
  return {
    title: translate(locale, 'push.support.title'),
    body: translate(locale, 'push.support.body'),
    url: '/support',
    tag: 'support',
  };
}

/** The leader's sender: claims due pushes and sends them. */
function pushSender(deps: PushDeps) {
  const { db, clock, log, config, vapid } = deps;
  const post = deps.fetch ?? fetch;

  /** What one push's outcome does to the outbox. */
  async function settle(push: ClaimedPush, status: number | null, error: string) {
    if (status !== null && status >= 200 && status < 300) return deleteOutbox(db, push.id);
    if (status === 404 || status === 410) {
      log.info({ subscription: push.subscription_id, status }, 'push subscription gone: removed');
      await deleteSubscription(db, push.subscription_id, null);
      return;
    }
    const retryable = status === null || status === 429 || status >= 500;
    const createdAt = push.notification?.createdAt ?? push.supportReply?.createdAt ?? clock.now();
    const age = clock.now().getTime() - createdAt.getTime();
    if (!retryable || push.attempts >= MAX_ATTEMPTS || age > TTL_SECONDS * 1000) {
      log.warn(
        { subscription: push.subscription_id, status, error, attempts: push.attempts },
        'push given up',
      );
      return deleteOutbox(db, push.id);
    }
    await retryOutboxAt(db, push.id, new Date(clock.now().getTime() + retryPause(push.attempts)), error);
  }

  async function sendOne(push: ClaimedPush): Promise<void> {
    const payload = JSON.stringify(pushMessage(push));
    let status: number | null = null;
    let error: string;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        payload,
        {
          vapidDetails: {
            subject: config.vapidSubject,
            publicKey: vapid.publicKey,
            privateKey: vapid.privateKey,
          },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const response = await post(request.endpoint, {
        method: 'POST',
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      error = status >= 300 ? `HTTP ${status}: ${(await response.text()).slice(0, 200)}` : '';
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    await settle(push, status, error);
  }

  /** Sends every push that is due, a batch at a time; answers how many were tried. */
  async function deliver(): Promise<number> {
    let tried = 0;
    for (;;) {
      const now = clock.now();
      const batch = await claimDue(db, now, new Date(now.getTime() + CLAIM_MS), BATCH);
      await Promise.all(batch.map(sendOne));
      tried += batch.length;
      if (batch.length < BATCH) return tried;
    }
  }

  const job: BackgroundJob = { name: 'web push', everyMs: 1000, run: deliver };
  return { deliver, job };
}

export type Push = ReturnType<typeof createPush>;
