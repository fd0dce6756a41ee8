import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Locale } from '../../i18n/index.ts';

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
  };
}
