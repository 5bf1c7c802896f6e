import { endpoints } from '@toolshub/shared';
import { callApi } from './api-client';

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
  // The SDK is loaded by now (someone is signed in); imported here, it stays off the register page's first load.
  const [{ reload }, { firebaseAuth }] = await Promise.all([import('firebase/auth'), import('./firebase')]);
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await reload(user);
  await user.getIdToken(true);
  return user.emailVerified;
}
