import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, authHost, db, unique } from './emulators';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  token: string;
}

/** Signs in through the Auth emulator's REST API and returns a real ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/** A fresh account (customer or admin) with its profile document, signed in. */
export async function createUser(opts: { admin?: boolean; name?: string } = {}): Promise<TestUser> {
  const email = `${unique(opts.admin ? 'admin' : 'customer')}@test.example`;
  const password = 'test-password-123';
  const displayName = opts.name ?? (opts.admin ? 'Test Admin' : 'Test Customer');
  const user = await adminAuth.createUser({ email, password, displayName });
  if (opts.admin) await adminAuth.setCustomUserClaims(user.uid, { admin: true });
  await db.doc(`users/${user.uid}`).set({
    createdAt: FieldValue.serverTimestamp(),
    email,
    displayName,
    photoURL: '',
    ...(opts.admin ? { role: 'admin' } : {}),
  });
  return { uid: user.uid, email, password, displayName, token: await signIn(email, password) };
}
