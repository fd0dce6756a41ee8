import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Locale } from '#i18n/index.ts';
import type { CustomerRow, StaffActor, StaffRow } from '#server/actors.ts';

/** Who made a request, once authentication has identified them. */
export interface Principal {
  kind: 'player' | 'staff';
  id: string;
}

/** The Hono environment of the API: what every handler can read from its context. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    locale: Locale;
    clientIp: string;
    log: Logger;
    principal?: Principal;
    /** The signed-in player (player routes), as loaded with the session. */
    customer?: CustomerRow;
    /** The signed-in staff member (staff routes). */
    staffMember?: StaffRow;
    sessionId?: string;
    /**
     * The request's Idempotency-Key. Money-moving code stores it with what it creates, so that
     * a retry whose claim expired (the first attempt died after committing) finds the record
     * instead of moving the money again.
     */
    requestKey?: string;
  };
}

/** The signed-in player of a player route (the auth middleware has set it). */
export function signedInPlayer(c: Context<AppEnv>): CustomerRow {
  const customer = c.get('customer');
  if (!customer) throw new Error('player route without a signed-in player');
  return customer;
}

/** The staff member and IP of a staff route (the auth middleware has set the member). */
export function staffActor(c: Context<AppEnv>): StaffActor {
  const staff = c.get('staffMember');
  if (!staff) throw new Error('staff route without a signed-in staff member');
  return { staff, ip: c.get('clientIp') };
}
