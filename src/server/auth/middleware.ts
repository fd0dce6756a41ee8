/**
 * Authentication of every protected route: the `jwt` header names a session, the session row
 * says whether it is alive, and the account behind it is loaded for the handler. Player tokens
 * do not work on staff routes, nor staff tokens on player routes.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/errors.ts';
import type { Sessions } from '#server/sessions/sessions.ts';
import { type StaffRole } from '#shared/vocabulary.ts';
import type { TotpPolicy } from '#server/staff/totpPolicy.ts';
import type { TokenSigner } from './tokens.ts';

export const TOKEN_HEADER = 'jwt';

export interface AuthDeps {
  tokens: TokenSigner;
  sessions: Sessions;
  /** Whether a staff member must sign in with TOTP; without it, none must. */
  totpPolicy?: TotpPolicy;
}

export function createAuth({ tokens, sessions, totpPolicy }: AuthDeps) {
  const player: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = c.req.header(TOKEN_HEADER);
    const claims = token ? await tokens.verify(token, 'player') : null;
    const found = claims ? await sessions.player(claims.sessionId) : null;
    if (!found) throw new AppError('UNAUTHORIZED');
    c.set('customer', found.customer);
    c.set('sessionId', found.sessionId);
    c.set('principal', { kind: 'player', id: found.customer.id });
    await next();
  };

  /**
   * Staff routes; with `roles`, only those roles may pass (403 `FORBIDDEN` for the rest). A
   * member who must use TOTP and has not enrolled yet only passes routes marked `beforeTotp`
   * (403 `TOTP_ENROLMENT_REQUIRED` elsewhere): their token is good for enrolling and no more.
   */
  function staff(roles?: readonly StaffRole[], beforeTotp = false): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const token = c.req.header(TOKEN_HEADER);
      const claims = token ? await tokens.verify(token, 'staff') : null;
      const found = claims ? await sessions.staffMember(claims.sessionId) : null;
      if (!found) throw new AppError('UNAUTHORIZED');
      if (roles && !roles.includes(found.staff.role)) throw new AppError('FORBIDDEN');
      if (!beforeTotp && !found.staff.totpEnabled && (await totpPolicy?.required(found.staff))) {
        throw new AppError('TOTP_ENROLMENT_REQUIRED');
      }
      c.set('staffMember', found.staff);
      c.set('sessionId', found.sessionId);
      c.set('principal', { kind: 'staff', id: found.staff.id });
      await next();
    };
  }

  return { player, staff };
}

export type Auth = ReturnType<typeof createAuth>;
