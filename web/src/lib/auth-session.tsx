import type { User } from 'firebase/auth';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
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

let session: AuthSession = LOADING;
const listeners = new Set<() => void>();

function publish(next: AuthSession) {
  if (next === session) return;
  session = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** reactfire's sign-in check for the whole app, published as it changes (until it unmounts). */
function SigninCheckWatch() {
  const check = useSigninCheck({ requiredClaims: ADMIN_CLAIM });
  useEffect(() => {
    if (check.status === 'loading') publish(LOADING);
    else if (check.status === 'error') publish({ status: 'error', error: check.error ?? new Error('Sign-in failed') });
    else publish({ status: 'success', user: check.data.user, isAdmin: check.data.hasRequiredClaims });
  }, [check]);
  useEffect(() => () => publish(LOADING), []);
  return null;
}

/**
 * Runs reactfire's sign-in check, inside its AuthProvider. reactfire's hooks have no server
 * snapshot, so they may neither run in the build-time render nor while React hydrates a
 * pre-rendered page (React would throw the page away and render it again): the watch starts once
 * the page is hydrated. The session is then a store, not a context: a context change would reach
 * parts of the page React has not hydrated yet (a lazy route whose code is still loading), and
 * React would redraw them from scratch instead of taking over their HTML.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && <SigninCheckWatch />}
      {children}
    </>
  );
}

/**
 * The session; 'loading' in a server render and while a component hydrates (the HTML was made with
 * nobody known to be signed in), and wherever no SessionProvider watches.
 */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => LOADING,
  );
}
