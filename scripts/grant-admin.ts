/**
 * npm run grant-admin -- <email>
 * Makes an account an admin through the same rule the API follows (functions/src/domain/
 * admin-rights.ts): the admin registry, the custom claim admin: true and the profile's role.
 * Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (a running `npm start` suite:
 * export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080), else
 * against the real project named by GCLOUD_PROJECT with Application Default Credentials: the way
 * to make a new shop's first admin.
 * The user sees the change without signing out: the app asks GET /api/admin/{email} on load and on
 * focus, and forces an ID-token refresh when the answer differs from its token.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { grantAdmin } from '../functions/src/domain/admin-rights';
import { firestoreAdminRightsStore } from '../functions/src/repositories/accounts/admin-rights-store';

const DEMO_PROJECT = 'demo-toolshub';

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new Error('usage: npm run grant-admin -- <email>');
  }
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.GCLOUD_PROJECT) {
    throw new Error(
      'Set FIREBASE_AUTH_EMULATOR_HOST (and FIRESTORE_EMULATOR_HOST) for the emulators, or GCLOUD_PROJECT for a real project.',
    );
  }
  // The API's data layer uses the default app; give it the project before it starts one itself.
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? DEMO_PROJECT });
  const { changed } = await grantAdmin(firestoreAdminRightsStore, email);
  const target = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the emulators (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
    : `project ${process.env.GCLOUD_PROJECT}`;
  console.log(changed ? `${email} is now an admin on ${target}.` : `${email} already was an admin on ${target}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
