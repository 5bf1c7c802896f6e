import type { User } from 'firebase/auth';
import { useAuthSession } from '../lib/session-store';

export interface SigninCheck {
  signedIn: boolean;
  user: User | null;
  /** Whether the ID token carries the claim asked for (true for anyone signed in when none was). */
  hasRequiredClaims: boolean;
}

export type SigninState =
  { status: 'loading' } | { status: 'error'; error: Error | undefined } | { status: 'success'; data: SigninCheck };

const LOADING: SigninState = { status: 'loading' };

/**
 * reactfire's useSigninCheck as the app reads it: the session, 'loading' until the page is
 * hydrated (a pre-rendered page was rendered with nobody signed in yet). Guards, the navbar and the
 * auth pages read it here; the one claim the shop checks is `admin`.
 */
export function useSigninState(options?: { requiredClaims?: { admin: true } }): SigninState {
  const session = useAuthSession();
  if (session.status === 'loading') return LOADING;
  if (session.status === 'error') return { status: 'error', error: session.error };
  const signedIn = session.user !== null;
  return {
    status: 'success',
    data: {
      signedIn,
      user: session.user,
      hasRequiredClaims: signedIn && (!options?.requiredClaims || session.isAdmin),
    },
  };
}
