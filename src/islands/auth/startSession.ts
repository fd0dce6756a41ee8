/**
 * The end of a player's sign-in or registration: the session the server answers is stored
 * (`jwt`, `user`), the 'login' behaviour is pinged (waited for 1.5 s at the most), and the
 * player goes on to `destination`.
 */
import { api, type PlayerApi } from '#client/api.ts';
import { signIn } from '#client/session.ts';
import { pingSession } from '#client/sessionPing.ts';

const PING_WAIT_MS = 1500;

type SignInRoute = 'POST /customer/login' | 'POST /customer/register';

/** @example await startSession('POST /customer/login', { username, password }, '/'); */
export async function startSession<Route extends SignInRoute>(
  route: Route,
  body: PlayerApi[Route]['body'],
  destination: string,
  /** What to do once signed in, before leaving (registration: invite a deposit limit). */
  onSignedIn?: () => void,
): Promise<void> {
  // Both routes answer the same session; the body is the route's own.
  const session = await api<SignInRoute>(route, { body } as { body: PlayerApi[SignInRoute]['body'] });
  signIn(session.jwt, session.user);
  onSignedIn?.();
  await Promise.race([pingSession('login'), new Promise((resolve) => setTimeout(resolve, PING_WAIT_MS))]);
  window.location.assign(destination);
}
