/**
 * The signed-in player of a personal screen, fresh from `GET /customer` (which also refreshes the
 * shared `$user` store), with the states before it: loading until hydrated (the session lives in
 * localStorage), the sign-in prompt for a visitor, then loading, slow or failed.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $jwt, $user } from '#client/session.ts';
import type { User } from '#shared/contract/account.ts';
import { useRemote, type Remote } from '#client/useRemote.ts';
import { SignInPrompt } from '../common/SignInPrompt.tsx';
import { StateView } from '../common/StateView.tsx';
import { useHydrated } from '../common/useHydrated.ts';

export type MutateUser = Remote<User>['mutate'];

/** @example <PlayerView>{(user) => <Summary user={user} />}</PlayerView> */
export function PlayerView({ children }: { children: (user: User, mutate: MutateUser) => ReactNode }) {
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  const signedIn = mounted && jwt !== '';
  const { data, error, isLoading, slow, mutate } = useRemote(
    signedIn ? 'GET /customer' : null,
    {},
    {
      onSuccess: (fresh) => $user.set(fresh),
    },
  );

  if (!mounted) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;
  if (!data) {
    return <StateView isLoading={isLoading} slow={slow} error={error} onRetry={() => void mutate()} />;
  }
  return children(data, mutate);
}
