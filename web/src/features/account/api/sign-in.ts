import type { User } from 'firebase/auth';

/** The generic blank-profile image the app ships, as an absolute URL (Auth requires one). */
export const defaultPhotoURL = () => `${location.origin}/images/blank-profile.svg`;

const importAuth = () => Promise.all([import('firebase/auth'), import('../../../lib/firebase')]);

/**
 * The Auth SDK's code, fetched when someone is about to sign in (the login and register pages ask
 * as the form is touched), not with the page: a visitor who only looks downloads none of it.
 * Fetching starts nothing: the session is left as it is until a sign-in starts Auth.
 */
export function preloadAuth(): void {
  importAuth().catch(() => undefined);
}

/** The Auth SDK and the app's Auth instance (started now). */
async function loadAuth() {
  const [sdk, { firebaseAuth }] = await importAuth();
  return { sdk, auth: firebaseAuth() };
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const { sdk, auth } = await loadAuth();
  return (await sdk.signInWithEmailAndPassword(auth, email, password)).user;
}

export async function signInWithGoogle(): Promise<User> {
  const { sdk, auth } = await loadAuth();
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return (await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver)).user;
}

/** Creates the account, then sets its display name and the default photo. */
export async function registerWithEmail(fullName: string, email: string, password: string): Promise<User> {
  const { sdk, auth } = await loadAuth();
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.updateProfile(user, { displayName: fullName, photoURL: defaultPhotoURL() });
  // A fresh token carries the new name (the API reads it) and re-renders whoever shows the user.
  await user.getIdToken(true);
  return user;
}
