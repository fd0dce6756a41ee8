import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Locale } from '../../i18n/index.ts';
import type { customers, staff } from '../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;

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
  };
}
