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
/** Verified tokens remembered (the signature check is the costliest step of a cheap call). */
const VERIFIED_CACHE_SIZE = 20_000;

/** Player tokens live days (a phone stays signed in); staff tokens hours (one shift). */
export interface TokenSignerDeps {
  secret: string;
  ttlDays: number;
  staffTtlHours?: number;
}

export function createTokenSigner({ secret, ttlDays, staffTtlHours = 12 }: TokenSignerDeps) {
  const key = new TextEncoder().encode(secret);
  // A token string that verified once verifies again until it expires: the same bytes under
  // the same secret. The session row is still read on every call, so revocation stays instant.
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  /** Signs a token for a session. */
  function sign({ kind, sessionId }: TokenClaims): Promise<string> {
    return new SignJWT({ kind })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(kind)
      .setSubject(sessionId)
      .setIssuedAt()
      .setExpirationTime(kind === 'staff' ? `${staffTtlHours}h` : `${ttlDays}d`)
      .sign(key);
  }

  /** Verifies a token of the expected kind; null when it is not a valid one. */
  async function verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
    const known = verified.get(token);
    if (known) {
      if (known.claims.kind === kind && known.expiresAtMs > Date.now()) return known.claims;
      if (known.expiresAtMs <= Date.now()) verified.delete(token);
      if (known.claims.kind !== kind) return null;
    }
    try {
      // Only HS256 is accepted: "none", RS256-with-our-secret and friends are refused.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: kind,
      });
      if (payload.kind !== kind || typeof payload.sub !== 'string') return null;
      const claims: TokenClaims = { kind, sessionId: payload.sub };
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_CACHE_SIZE) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      }
      return claims;
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
