/** The session ping: the device a player's session runs on, linked to the player. */
import type { SessionMeta, SessionPing } from '#shared/contract/sessions.ts';
import type { CustomerRow } from '#server/actors.ts';
import { AppError } from '#server/errors.ts';
import type { Devices } from '#server/devices/devices.ts';
import type { Sessions } from './sessions.ts';

/** Records the device the ping reports; a ping naming another player is refused. */
export async function recordPing(
  deps: { sessions: Sessions; devices: Devices },
  from: { customer: CustomerRow; sessionId: string; ip: string; userAgent: string | undefined },
  meta: SessionMeta,
): Promise<SessionPing> {
  if (meta.customerUid !== from.customer.userId) throw new AppError('INVALID_USER');
  await deps.devices.seeVisitor(meta.visitorId, from.ip, from.userAgent);
  await deps.devices.linkCustomer(from.customer.id, meta.visitorId, from.ip);
  await deps.sessions.recordDevice(from.sessionId, meta.visitorId, meta);
  return { visitorId: meta.visitorId };
}
