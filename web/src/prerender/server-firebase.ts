/**
 * src/lib/firebase as the build-time render sees it (vite.config.ts swaps it in for server builds):
 * nothing is initialised. AppProviders hands these to reactfire's providers, which the server
 * build replaces with pass-throughs (server-reactfire.tsx); everything else that signs in or out
 * runs in event handlers and effects, which never run there.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';

export const firebaseApp = undefined as unknown as FirebaseApp;

export function firebaseAuth(): Auth {
  return undefined as unknown as Auth;
}
