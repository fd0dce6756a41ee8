/**
 * Session state shared by every island of a page, persisted in localStorage under fixed keys that
 * every island and open tab reads: `jwt`, `user`, `sessionId` and the site info (`website-info`).
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { User } from '#shared/contract/account.ts';

const json = { encode: JSON.stringify, decode: JSON.parse };

export const $jwt = persistentAtom<string>('jwt', '');
export const $user = persistentAtom<User | null>('user', null, json);
export const $sessionId = persistentAtom<string>('sessionId', '');
export const $signedIn = computed($jwt, (jwt) => jwt !== '');

/** Stores a new session after sign-in or registration. */
export function signIn(jwt: string, user: User): void {
  $jwt.set(jwt);
  $user.set(user);
}

/** Forgets the session (sign-out, or a 401 from any call). */
export function clearSession(): void {
  $jwt.set('');
  $user.set(null);
  $sessionId.set('');
}
