import type { ProfileBasics } from '../domain/caller-identity';
import { firestore } from '../firebase';

export const usersCollection = () => firestore().collection('users');

/** The name and photo kept in users/{uid}, or null when there is no profile yet. */
export async function findProfileBasics(uid: string): Promise<ProfileBasics | null> {
  const snap = await usersCollection().doc(uid).get();
  if (!snap.exists) return null;
  const displayName: unknown = snap.get('displayName');
  const photoURL: unknown = snap.get('photoURL');
  return {
    displayName: typeof displayName === 'string' ? displayName : '',
    photoURL: typeof photoURL === 'string' ? photoURL : '',
  };
}
