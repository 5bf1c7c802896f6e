import type { User } from 'firebase/auth';
import { LOADING_SESSION, publishSession } from '../lib/session-store';

/** The fields of a Firebase user the app reads (hooks/use-account.ts, use-caller.ts, the navbar). */
type SeenUser = Pick<User, 'email' | 'displayName' | 'emailVerified'> &
  Partial<Pick<User, 'uid' | 'isAnonymous' | 'photoURL'>>;

/**
 * Publishes `who` as the Auth SDK's signed-in user (lib/session-store.ts), as reactfire's sign-in
 * check does: every session hook of the component under test reads it. A copy: a test that changes
 * its own object afterwards publishes again.
 */
export function publishSignedInUser(who: SeenUser, isAdmin = false): User {
  const user = { uid: `uid-${who.email ?? 'guest'}`, isAnonymous: false, photoURL: null, ...who } as User;
  publishSession({ status: 'success', user, isAdmin });
  return user;
}

/**
 * Back to 'loading', as a page starts. After each test that published: a session left published
 * reached the next file on the same worker (CartPage.test, then StoredCallerFirstPageOnly.test, whose
 * stored caller was then ignored as read too late).
 */
export function forgetPublishedSession() {
  publishSession(LOADING_SESSION);
}
