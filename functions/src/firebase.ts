import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '@google-cloud/storage';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Firebase Admin, initialised once and only when first used (keeps cold starts short). */
let app: App | undefined;

/**
 * The default app. Not just "the first app": a process that hosts the API beside other Admin SDK
 * users (the integration tests serve it in-process) must not share their Firestore instance,
 * whose settings() may only be called before first use.
 */
function adminApp(): App {
  app ??= getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp();
  return app;
}

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(adminApp());
    try {
      db.settings({ ignoreUndefinedProperties: true });
    } catch (err) {
      // Scripts run by tsx (the seed) can load this module twice, once as ESM and once as CommonJS;
      // both copies share the app's one Firestore instance, which the first copy has set up.
      if (!(err instanceof Error && /already been initialized/.test(err.message))) throw err;
    }
  }
  return db;
}

export function auth(): Auth {
  return getAuth(adminApp());
}

/**
 * A Cloud Storage bucket. The Storage SDK is loaded on first use only: the API and the page
 * function never pay for it.
 */
export async function storageBucket(name: string): Promise<Bucket> {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket(name);
}
