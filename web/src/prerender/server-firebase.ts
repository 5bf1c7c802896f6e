/**
 * src/lib/firebase as the build-time render sees it (vite.config.ts swaps it in for server builds):
 * nothing is initialised. Everything that reads the session, signs in or out runs in effects,
 * event handlers and store subscriptions, which never run there.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';

export const firebaseApp = undefined as unknown as FirebaseApp;

export function firebaseAuth(): Auth {
  return undefined as unknown as Auth;
}

export function signOutOfFirebase(): Promise<void> {
  return Promise.resolve();
}
