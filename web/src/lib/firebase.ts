import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { env } from '../config/env';
import { requestSigninWatch, retireStoredIdToken } from './session-store';

/** The one place that initialises Firebase and decides: emulators (local build) or the real project. */
export const firebaseApp: FirebaseApp = initializeApp(env.firebase);

let auth: Auth | undefined;

/**
 * Auth with getAuth()'s persistence but without its popup/redirect resolver: given at start-up,
 * the resolver loads Google's iframe script (apis.google.com) on every page, signed in or not.
 * The Google button passes `browserPopupRedirectResolver` to signInWithPopup instead, so that
 * script loads only when someone chooses Google.
 */
export function firebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (env.useEmulators) {
      connectAuthEmulator(auth, `http://${location.hostname}:${env.authEmulatorPort}`, { disableWarnings: true });
    }
    // Once the SDK has read its stored user, only it knows who is signed in (a sign-in may be
    // starting): reactfire watches, and the SDK signs every call (a token read from storage would not
    // follow a sign-out or a refresh). Until then the stored session's token, the same user's, still
    // signs a signed-in page's first calls, rather than their waiting for the SDK's accounts:lookup.
    void auth.authStateReady().then(retireStoredIdToken, retireStoredIdToken);
    requestSigninWatch();
  }
  return auth;
}

/** Signs the current user out (here, so that callers load the Auth SDK only when they do). */
export function signOutOfFirebase(): Promise<void> {
  return signOut(firebaseAuth());
}
