import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { projectId } from './paths';

/** Firebase Admin for scripts: the emulators when their env is set, else the given real project. */
export function scriptAdminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? projectId });
}

export function requireEmulators() {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: the seed only ever writes to the emulators.',
    );
  }
}
