import { FieldValue } from 'firebase-admin/firestore';
import { signInWithPassword } from '../../../emulators/src/auth-emulator';
import { grantAdmin } from '../../src/domain/admin-rights';
import { firestoreAdminRightsStore } from '../../src/repositories/accounts/admin-rights-store';
import { adminAuth, authHost, db, unique } from './emulators';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  token: string;
}

/** Signs in through the Auth emulator's REST API and returns a real ID token. */
export function signIn(email: string, password: string): Promise<string> {
  return signInWithPassword(authHost, email, password);
}

/**
 * A fresh account (customer or admin) with its profile document, signed in. `name: null` makes an
 * account without a display name in Auth (its token has no name claim), as e-mail sign-ups start.
 * Its address is verified (ordering needs that) unless `verified: false`, as a new sign-up's is.
 */
export async function createUser(
  opts: { admin?: boolean; name?: string | null; profileName?: string; photoURL?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const email = `${unique(opts.admin ? 'admin' : 'customer')}@test.example`;
  const password = 'test-password-123';
  const displayName = opts.name === undefined ? (opts.admin ? 'Test Admin' : 'Test Customer') : opts.name;
  const user = await adminAuth.createUser({
    email,
    password,
    emailVerified: opts.verified ?? true,
    ...(displayName === null ? {} : { displayName }),
    ...(opts.photoURL ? { photoURL: opts.photoURL } : {}),
  });
  await db.doc(`users/${user.uid}`).set({
    createdAt: FieldValue.serverTimestamp(),
    email,
    displayName: opts.profileName ?? displayName ?? '',
    photoURL: '',
  });
  // Admins are made the way the API and `npm run grant-admin` make them: registry, claim, role.
  if (opts.admin) await grantAdmin(firestoreAdminRightsStore, email);
  return { uid: user.uid, email, password, displayName: displayName ?? '', token: await signIn(email, password) };
}
