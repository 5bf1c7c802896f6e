import { onIdTokenChanged, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { firebaseAuth } from './firebase';

/**
 * Who is signed in, with the claims of their current ID token: 'loading' until Firebase Auth has
 * read its stored session. One subscription for the whole app, to onIdTokenChanged, so a token
 * refreshed with new claims (made admin, see api-client.ts) reaches every reader.
 */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'success'; user: User | null; claims: Readonly<Record<string, unknown>> }
  | { status: 'error'; error: Error };

const LOADING: AuthSession = { status: 'loading' };

let session: AuthSession = LOADING;
const listeners = new Set<() => void>();
let listening = false;
/** Which auth event the latest claims read belongs to: an older, slower read must not win. */
let latestEvent = 0;

function publish(next: AuthSession) {
  session = next;
  listeners.forEach((listener) => listener());
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

function listen() {
  listening = true;
  onIdTokenChanged(
    firebaseAuth(),
    (user) => {
      const event = ++latestEvent;
      if (!user) {
        publish({ status: 'success', user: null, claims: {} });
        return;
      }
      user.getIdTokenResult().then(
        (token) => event === latestEvent && publish({ status: 'success', user, claims: token.claims }),
        (err: unknown) => event === latestEvent && publish({ status: 'error', error: asError(err) }),
      );
    },
    (err) => publish({ status: 'error', error: asError(err) }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Auth is watched for the app's lifetime: its state outlives any one component that reads it.
  if (!listening) listen();
  return () => void listeners.delete(listener);
}

/** The session; a server render (and hydration) sees 'loading', as a browser does at first. */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => LOADING,
  );
}
