/**
 * npm run grant-admin -- <email>
 * Gives an account the custom claim admin: true (and mirrors role: 'admin' on its profile).
 * Against the emulators when FIREBASE_AUTH_EMULATOR_HOST is set (a running `npm start` suite:
 * export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080), else against the real
 * project named by GCLOUD_PROJECT with Application Default Credentials.
 * The user sees the change without signing out: the app asks GET /api/admin/{email} on load and on
 * focus, and forces an ID-token refresh when the answer differs from its token.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { scriptAdminApp } from './admin-sdk';

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
  const app = scriptAdminApp();
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  await getFirestore(app)
    .doc(`users/${user.uid}`)
    .set({ email, role: 'admin', updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  const target = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the emulators (${process.env.FIREBASE_AUTH_EMULATOR_HOST})`
    : `project ${process.env.GCLOUD_PROJECT}`;
  console.log(`${email} is now an admin on ${target}.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
});
