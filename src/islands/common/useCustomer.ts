/**
 * The signed-in player for the wallet screens: whether the island has hydrated (the session
 * lives in localStorage, which the server cannot see), and the fresh `GET /customer` (balance,
 * USDT address, account state), which also refreshes the shared `$user` store.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $jwt, $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import { useRemote } from '#client/useRemote.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * The session as a wallet screen needs it. `signedIn` is null until hydrated, so the screen
 * shows a neutral loading state instead of flashing the sign-in prompt.
 * @example const { signedIn, data: user, mutate } = useCustomer();
 */
export function useCustomer() {
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted ? jwt !== '' : null;
  const remote = useRemote<User>(signedIn ? ['/customer'] : null);
  useEffect(() => {
    if (remote.data) $user.set(remote.data);
  }, [remote.data]);
  return { signedIn, ...remote };
}
