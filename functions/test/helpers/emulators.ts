import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Integration tests run inside `firebase emulators:exec`, which sets these. */
function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through \`npm test\` (emulators:exec).`);
  return value;
}

export const projectId = 'demo-toolshub';
export const hostingUrl = process.env.TOOLSHUB_HOSTING_URL ?? 'http://127.0.0.1:5050';
export const authHost = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
requireEnv('FIRESTORE_EMULATOR_HOST');

// A named app: the default one belongs to the API when a test serves it in-process.
const appName = 'integration-tests';
export const adminApp = getApps().find((a) => a.name === appName) ?? initializeApp({ projectId }, appName);
export const adminAuth = getAuth(adminApp);
export const db = getFirestore(adminApp);

let counter = 0;
/** A name no other test (or earlier run) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}
