/**
 * Tokens are HS256 JWTs (jose) that only name a session: the session row decides whether the
 * token still works, so logout, a password change or a staff action ends it at once.
 */
import { jwtVerify, SignJWT } from 'jose';

export type TokenKind = 'player' | 'staff';

export interface TokenClaims {
  kind: TokenKind;
  sessionId: string;
}

const ALGORITHM = 'HS256';
const ISSUER = 'fairdraw';

export function createTokenSigner(secret: string, ttlDays: number) {
  const key = new TextEncoder().encode(secret);

  /** Signs a token for a session. */
  function sign({ kind, sessionId }: TokenClaims): Promise<string> {
    return new SignJWT({ kind })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(kind)
      .setSubject(sessionId)
      .setIssuedAt()
      .setExpirationTime(`${ttlDays}d`)
      .sign(key);
  }

  /** Verifies a token of the expected kind; null when it is not a valid one. */
  async function verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
    try {
      // Only HS256 is accepted: "none", RS256-with-our-secret and friends are refused.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: kind,
      });
      if (payload.kind !== kind || typeof payload.sub !== 'string') return null;
      return { kind, sessionId: payload.sub };
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
