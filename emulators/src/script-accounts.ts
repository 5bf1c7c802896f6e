/**
 * Accounts for scripts that drive the API as clients do (the benchmarks, the soak, the suite
 * tests): made with the Admin SDK in the Auth emulator and signed in through its REST API, so
 * every call carries a real ID token.
 */
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { requireEmulators, scriptAdminApp } from './admin-sdk';
import { signInWithPassword } from './auth-emulator';
import { demoAccounts } from './demo-data';

export interface ScriptCustomer {
  uid: string;
  email: string;
  password: string;
  token: string;
}

function authHost(): string {
  requireEmulators();
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
}

/** An ID token of the demo admin or the demo customer (the seed makes both). */
export function signInDemoAccount(role: 'admin' | 'customer'): Promise<string> {
  const account = demoAccounts.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`The demo data has no ${role} account`);
  return signInWithPassword(authHost(), account.email, account.password);
}

/**
 * `count` new customers `<prefix>-<i>@<prefix>.example`, each with a profile, signed in; their
 * addresses are verified, so they may order.
 */
export async function createCustomers(prefix: string, count: number): Promise<ScriptCustomer[]> {
  const app = scriptAdminApp();
  const db = getFirestore(app);
  const auth = getAuth(app);
  const host = authHost();
  const password = `${prefix}-password-123`;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `${prefix}-${i}@${prefix}.example`;
      const displayName = `${prefix} customer ${i}`;
      const user = await auth.createUser({
        uid: `${prefix}-${i}`,
        email,
        password,
        displayName,
        emailVerified: true,
      });
      await db
        .doc(`users/${user.uid}`)
        .set({ email, displayName, photoURL: '', createdAt: FieldValue.serverTimestamp() });
      return { uid: user.uid, email, password, token: await signInWithPassword(host, email, password) };
    }),
  );
}
