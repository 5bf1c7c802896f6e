import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSigninCheck } from 'reactfire';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Who is signed in, and whether their current ID token carries the `admin` claim: 'loading' until
 * Firebase Auth has read its stored session. reactfire holds it (useSigninCheck over the ID-token
 * observable, so a token refreshed with new claims, see api-client.ts, reaches every reader).
 */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'success'; user: User | null; isAdmin: boolean }
  | { status: 'error'; error: Error };

const LOADING: AuthSession = { status: 'loading' };
const ADMIN_CLAIM = { admin: true } as const;

const SessionContext = createContext<AuthSession>(LOADING);

/** reactfire's sign-in check for the whole app, handed to SessionProvider as it changes. */
function SigninCheckWatch({ onChange }: { onChange: (session: AuthSession) => void }) {
  const check = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  useEffect(() => {
    if (check.status === 'loading') onChange(LOADING);
    else if (check.status === 'error') onChange({ status: 'error', error: check.error ?? new Error('Sign-in failed') });
    else onChange({ status: 'success', user: check.data.user, isAdmin: check.data.hasRequiredClaims });
  }, [check, onChange]);
  return null;
}

/**
 * Puts the session in context, inside reactfire's AuthProvider. reactfire's hooks have no server
 * snapshot, so they may neither run in the build-time render nor while React hydrates a
 * pre-rendered page (React would throw the page away and render it again): the watch starts once
 * the page is hydrated, and until then everyone reads 'loading', as the HTML was rendered.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [session, setSession] = useState<AuthSession>(LOADING);
  return (
    <SessionContext value={session}>
      {hydrated && <SigninCheckWatch onChange={setSession} />}
      {children}
    </SessionContext>
  );
}

/** The session; outside SessionProvider (a server render, a unit test) it is 'loading'. */
export function useAuthSession(): AuthSession {
  return useContext(SessionContext);
}
