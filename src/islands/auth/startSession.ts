/**
 * The end of a player's sign-in or registration: the session the server answers is stored
 * (`jwt`, `user`), the 'login' behaviour is pinged (waited for 1.5 s at the most), and the
 * player goes on to `destination`.
 */
import { api } from '#client/api.ts';
import { signIn } from '#client/session.ts';
import { pingSession } from '#client/sessionPing.ts';
import type { User } from '#shared/contract/account.ts';

const PING_WAIT_MS = 1500;

/** @example await startSession('/customer/login', { username, password }, '/'); */
export async function startSession(
  path: '/customer/login' | '/customer/register',
  body: Record<string, unknown>,
  destination: string,
  /** What to do once signed in, before leaving (registration: invite a deposit limit). */
  onSignedIn?: () => void,
): Promise<void> {
  const session = await api<{ jwt: string; user: User }>(path, { body });
  signIn(session.jwt, session.user);
  onSignedIn?.();
  await Promise.race([pingSession('login'), new Promise((resolve) => setTimeout(resolve, PING_WAIT_MS))]);
  window.location.assign(destination);
}
