import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../firebase';
import { notFound } from '../errors';

/** The Auth account behind an e-mail, or a 404 in the API's words. */
export async function accountByEmail(email: string): Promise<UserRecord> {
  try {
    return await auth().getUserByEmail(email);
  } catch (err) {
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/user-not-found') {
      throw notFound(`No user with e-mail ${email}`);
    }
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 'auth/invalid-email') {
      throw notFound(`No user with e-mail ${email}`);
    }
    throw err;
  }
}

export function hasAdminClaim(user: UserRecord): boolean {
  return user.customClaims?.admin === true;
}
