/**
 * The signed-in gate of the player's screens: the session lives in localStorage, so until the
 * island has hydrated it cannot know, and shows the loading state the server rendered.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $jwt } from '#client/session.ts';
import { SignInPrompt } from './SignInPrompt.tsx';
import { StateView } from './StateView.tsx';
import { useHydrated } from './useHydrated.ts';

/** Whether the island has hydrated with a session: null until hydrated (the session lives in localStorage). */
export function useSignedIn(): boolean | null {
  const mounted = useHydrated();
  const jwt = useStore($jwt);
  return mounted ? jwt !== '' : null;
}

/** The loading state until hydrated, the sign-in prompt for a visitor, then the screen. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  if (signedIn === null) return <StateView isLoading onRetry={() => undefined} />;
  if (!signedIn) return <SignInPrompt />;
  return children;
}
