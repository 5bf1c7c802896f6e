import { reload } from 'firebase/auth';
import { endpoints } from '@toolshub/shared';
import { callApi } from './api-client';
import { firebaseAuth } from './firebase';

/**
 * Verified e-mail addresses: ordering needs one (the API answers 403 `email-not-verified`).
 * The message goes through the shop's own mail path (POST /api/user/verification), never through
 * Firebase's client sendEmailVerification, so it is written, retried and recorded like every other.
 * Who still needs to verify: hooks/use-unverified-email.ts.
 */

/** Asks the API for a (new) verification message; answers the address it goes to. */
export async function sendVerificationEmail(): Promise<string> {
  return (await callApi('sendVerificationEmail', { path: endpoints.sendVerificationEmail.path() })).email;
}

/**
 * After the link was opened elsewhere: reads the account again and forces a new ID token (the old
 * one says unverified), which every reader of the session sees. True when it is verified now.
 */
export async function confirmEmailVerified(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await reload(user);
  await user.getIdToken(true);
  return user.emailVerified;
}
