/**
 * The counts that guard a sign-in: failures per username from one client IP, so that guessing
 * from one source cannot lock out the real user signing in from elsewhere, and a much higher
 * cap per username across all sources against guessing spread over many addresses.
 */
import type { Config } from '#server/config.ts';
import type { Bucket } from '#server/rateLimits/rateLimits.ts';

export interface SignInBuckets {
  /** This username from this IP; a success clears it. */
  source: Bucket;
  /** This username from anywhere; kept on success, so one sign-in does not restart the count. */
  user: Bucket;
  all: readonly Bucket[];
}

export function signInBuckets(
  config: Config,
  kind: 'login-fail' | 'staff-login-fail',
  username: string,
  ip: string,
): SignInBuckets {
  const name = username.toLowerCase();
  const windowSeconds = config.rateLimitWindowSeconds;
  const source: Bucket = {
    bucket: `${kind}:${name}@${ip}`,
    limit: { limit: config.rateLimitLoginFailuresPerUserIp, windowSeconds },
  };
  const user: Bucket = {
    bucket: `${kind}:${name}`,
    limit: { limit: config.rateLimitLoginFailuresPerUser, windowSeconds },
    clearOnSuccess: false,
  };
  return { source, user, all: [source, user] };
}
