import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { env } from '../config/env';

/** The one place that initialises Firebase and decides: emulators (local build) or the real project. */
export const firebaseApp: FirebaseApp = initializeApp(env.firebase);

let auth: Auth | undefined;

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp);
    if (env.useEmulators) {
      connectAuthEmulator(auth, `http://${location.hostname}:${env.authEmulatorPort}`, { disableWarnings: true });
    }
  }
  return auth;
}
