import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, and whether their current ID token carries the `admin` claim: 'loading' until
 * Firebase Auth has read its stored session. reactfire's sign-in check publishes it
 * (lib/signin-watch.tsx); the app reads it here.
 */
export type AuthSession =
  | { status: 'loading' }
  | { status: 'success'; user: User | null; isAdmin: boolean }
  | { status: 'error'; error: Error };

export const LOADING_SESSION: AuthSession = { status: 'loading' };

let session: AuthSession = LOADING_SESSION;
const listeners = new Set<() => void>();

export function publishSession(next: AuthSession) {
  if (next === session) return;
  session = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The session; 'loading' in a server render and while a component hydrates (the HTML was made with
 * nobody known to be signed in), and until the sign-in check has answered. A store, not a context:
 * a context change would reach parts of a pre-rendered page React has not hydrated yet (a lazy
 * route whose code is still loading), and React would redraw them from scratch.
 */
export function useAuthSession(): AuthSession {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => LOADING_SESSION,
  );
}
