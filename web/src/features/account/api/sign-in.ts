import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type User,
} from 'firebase/auth';
import { sendVerificationEmail } from '../../../lib/email-verification';
import { firebaseAuth } from '../../../lib/firebase';

/** The generic blank-profile image the app ships, as an absolute URL (Auth requires one). */
export const defaultPhotoURL = () => `${location.origin}/images/blank-profile.svg`;

export async function signInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(firebaseAuth(), email, password)).user;
}

export async function signInWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await signInWithPopup(firebaseAuth(), provider, browserPopupRedirectResolver)).user;
}

/**
 * Creates the account, sets its display name and the default photo, and has the shop send the
 * verification link (through its own mail path; the banner offers to resend it).
 */
export async function registerWithEmail(fullName: string, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName: fullName, photoURL: defaultPhotoURL() });
  // A fresh token carries the new name (the API reads it) and re-renders whoever shows the user.
  await user.getIdToken(true);
  // The account exists either way: a message that could not be asked for now is one 'Resend' away.
  await sendVerificationEmail().catch(() => undefined);
  return user;
}
