import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type User,
} from 'firebase/auth';
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

/** Creates the account, then sets its display name and the default photo. */
export async function registerWithEmail(fullName: string, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  await updateProfile(user, { displayName: fullName, photoURL: defaultPhotoURL() });
  // A fresh token carries the new name (the API reads it) and re-renders whoever shows the user.
  await user.getIdToken(true);
  return user;
}
