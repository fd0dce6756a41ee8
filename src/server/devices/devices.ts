/**
 * Devices seen by the same-origin fingerprint service, and which customers used them: one
 * device behind several accounts is what staff look for (the terms allow one account per person).
 */
import Bowser from 'bowser';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import { customerDevices, customers, visitors } from '#server/db/schema/index.ts';
import type { CustomerDevice, SharedDevice } from '#shared/contract/sessions.ts';

export { VISITOR_ID_PATTERN } from '#shared/contract/sessions.ts';

export interface DeviceDeps {
  db: Db;
  clock: Clock;
}

export interface DeviceFacts {
  browserName: string | null;
  browserVersion: string | null;
  os: string | null;
  osVersion: string | null;
  device: string | null;
}

/** Reads browser, OS and device type from a User-Agent header. */
export function describeUserAgent(userAgent: string | undefined): DeviceFacts {
  if (!userAgent) return { browserName: null, browserVersion: null, os: null, osVersion: null, device: null };
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  return {
    browserName: parsed.browser.name ?? null,
    browserVersion: parsed.browser.version ?? null,
    os: parsed.os.name ?? null,
    osVersion: parsed.os.version ?? null,
    device: parsed.platform.type ?? null,
  };
}

/** Records a sighting of a device; says whether it was known and when it was first seen. */
export async function seeVisitor(
  { db, clock }: DeviceDeps,
  visitorId: string,
  ip: string,
  userAgent: string | undefined,
) {
  const now = clock.now();
  const facts = describeUserAgent(userAgent);
  const [existing] = await db.select().from(visitors).where(eq(visitors.visitorId, visitorId));
  const [row] = await db
    .insert(visitors)
    .values({ visitorId, firstSeenAt: now, lastSeenAt: now, lastIp: ip, ...facts })
    .onConflictDoUpdate({ target: visitors.visitorId, set: { lastSeenAt: now, lastIp: ip, ...facts } })
    .returning();
  if (!row) throw new Error('visitor upsert returned nothing');
  return {
    visitor: row,
    visitorFound: existing !== undefined,
    previousSeenAt: existing?.lastSeenAt ?? now,
  };
}

/** Links a device to a customer (first and last time seen together). */
export async function linkCustomer(
  { db, clock }: DeviceDeps,
  customerId: string,
  visitorId: string,
  ip: string,
): Promise<void> {
  const now = clock.now();
  await db
    .insert(customerDevices)
    .values({ customerId, visitorId, firstSeenAt: now, lastSeenAt: now, lastIp: ip })
    .onConflictDoUpdate({
      target: [customerDevices.customerId, customerDevices.visitorId],
      set: { lastSeenAt: now, lastIp: ip },
    });
}

/** The devices of one customer, each with the other customers seen on it. */
export async function ofCustomer(db: Db, customerId: string): Promise<CustomerDevice[]> {
  const rows = await db
    .select({ link: customerDevices, visitor: visitors })
    .from(customerDevices)
    .innerJoin(visitors, eq(visitors.visitorId, customerDevices.visitorId))
    .where(eq(customerDevices.customerId, customerId));
  const ids = rows.map((r) => r.visitor.visitorId);
  const others = ids.length
    ? await db
        .select({ visitorId: customerDevices.visitorId, userId: customers.userId })
        .from(customerDevices)
        .innerJoin(customers, eq(customers.id, customerDevices.customerId))
        .where(
          and(inArray(customerDevices.visitorId, ids), sql`${customerDevices.customerId} <> ${customerId}`),
        )
    : [];
  return rows.map(({ link, visitor }) => ({
    visitorId: visitor.visitorId,
    browserName: visitor.browserName,
    os: visitor.os,
    device: visitor.device,
    firstSeenAt: link.firstSeenAt.toISOString(),
    lastSeenAt: link.lastSeenAt.toISOString(),
    lastIp: link.lastIp,
    otherUserIds: others.filter((o) => o.visitorId === visitor.visitorId).map((o) => o.userId),
  }));
}

/** Devices used by more than one customer, with those customers. */
export async function sharedDevices(db: Db): Promise<SharedDevice[]> {
  const rows = await db
    .select({
      visitorId: customerDevices.visitorId,
      userId: customers.userId,
      username: customers.username,
      lastSeenAt: customerDevices.lastSeenAt,
    })
    .from(customerDevices)
    .innerJoin(customers, eq(customers.id, customerDevices.customerId))
    .where(
      inArray(
        customerDevices.visitorId,
        db
          .select({ visitorId: customerDevices.visitorId })
          .from(customerDevices)
          .groupBy(customerDevices.visitorId)
          .having(sql`count(*) > 1`),
      ),
    )
    .orderBy(customerDevices.visitorId, customers.userId);
  const byVisitor = new Map<string, { userId: string; username: string; lastSeenAt: string }[]>();
  for (const row of rows) {
    const list = byVisitor.get(row.visitorId) ?? [];
    list.push({ userId: row.userId, username: row.username, lastSeenAt: row.lastSeenAt.toISOString() });
    byVisitor.set(row.visitorId, list);
  }
  return [...byVisitor].map(([visitorId, list]) => ({ visitorId, customers: list }));
}

export function createDevices(deps: DeviceDeps) {
  const { db } = deps;
  return {
    seeVisitor: (visitorId: string, ip: string, userAgent: string | undefined) =>
      seeVisitor(deps, visitorId, ip, userAgent),
    linkCustomer: (customerId: string, visitorId: string, ip: string) =>
      linkCustomer(deps, customerId, visitorId, ip),
    ofCustomer: (customerId: string) => ofCustomer(db, customerId),
    shared: () => sharedDevices(db),
  };
}

export type Devices = ReturnType<typeof createDevices>;
