import type { User } from 'firebase/auth';
import { useAuthSession } from '../lib/auth-session';
import { useHydrated } from './use-hydrated';

export interface SigninCheck {
  signedIn: boolean;
  user: User | null;
  /** Whether the ID token carries every claim asked for (true when none was). */
  hasRequiredClaims: boolean;
}

export type SigninState =
  { status: 'loading' } | { status: 'error'; error: Error | undefined } | { status: 'success'; data: SigninCheck };

const LOADING: SigninState = { status: 'loading' };

/**
 * The session, except that it says 'loading' until the page is hydrated: a pre-rendered page was
 * rendered with nobody signed in yet, and Firebase Auth may already know the user halfway through
 * hydration. Guards, the navbar and the auth pages read the session here.
 */
export function useSigninState(options?: { requiredClaims?: Readonly<Record<string, unknown>> }): SigninState {
  const hydrated = useHydrated();
  const session = useAuthSession();
  if (!hydrated || session.status === 'loading') return LOADING;
  if (session.status === 'error') return { status: 'error', error: session.error };
  const required = Object.entries(options?.requiredClaims ?? {});
  return {
    status: 'success',
    data: {
      signedIn: session.user !== null,
      user: session.user,
      hasRequiredClaims: session.user !== null && required.every(([claim, value]) => session.claims[claim] === value),
    },
  };
}
