import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Firebase Admin, initialised once and only when first used (keeps cold starts short). */
let app: App | undefined;

function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

let db: Firestore | undefined;

export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(adminApp());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export function auth(): Auth {
  return getAuth(adminApp());
}
