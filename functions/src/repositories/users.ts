import type { ProfileBasics } from '../domain/caller-identity';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserProfile } from '@toolshub/shared';
import { firestore } from '../firebase';
import type { PageRequest } from '../http/paging';
import { newestFirstPage, type Page } from './paged-query';
import { readDoc, readDocInTransaction } from './read-meter';

export const usersCollection = () => firestore().collection('users');

const OPTIONAL_FIELDS = ['education', 'location', 'phoneNumber'] as const;

export function toProfile(doc: DocumentSnapshot): UserProfile {
  const data = doc.data() ?? {};
  const profile: UserProfile = {
    _id: doc.id,
    email: String(data.email ?? ''),
    displayName: String(data.displayName ?? ''),
    photoURL: String(data.photoURL ?? ''),
  };
  for (const key of OPTIONAL_FIELDS) {
    if (typeof data[key] === 'string' && data[key]) profile[key] = data[key];
  }
  if (data.role === 'admin') profile.role = 'admin';
  return profile;
}

export async function findProfileByUid(uid: string): Promise<UserProfile | null> {
  const snap = await readDoc(usersCollection().doc(uid));
  return snap.exists ? toProfile(snap) : null;
}

/** Creates or updates users/{uid}; only the fields given are written. */
export async function upsertProfile(
  uid: string,
  fields: Partial<Omit<UserProfile, '_id' | 'role'>> & { role?: 'admin' | null },
): Promise<UserProfile> {
  const ref = usersCollection().doc(uid);
  const { role, ...rest } = fields;
  await firestore().runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    const roleField = role === undefined ? {} : { role: role ?? FieldValue.delete() };
    if (snap.exists) tx.update(ref, { ...rest, ...roleField, updatedAt: FieldValue.serverTimestamp() });
    else tx.set(ref, { ...rest, ...(role ? { role } : {}), createdAt: FieldValue.serverTimestamp() });
  });
  const after = await readDoc(ref);
  return toProfile(after);
}

export function listProfiles(page: PageRequest): Promise<Page<UserProfile>> {
  return newestFirstPage(usersCollection(), page, toProfile);
}

export async function countAdmins(): Promise<number> {
  return (await usersCollection().where('role', '==', 'admin').count().get()).data().count;
}

export async function deleteProfile(uid: string): Promise<void> {
  await usersCollection().doc(uid).delete();
}

/** The name and photo kept in users/{uid}, or null when there is no profile yet. */
export async function findProfileBasics(uid: string): Promise<ProfileBasics | null> {
  const snap = await readDoc(usersCollection().doc(uid));
  if (!snap.exists) return null;
  const displayName: unknown = snap.get('displayName');
  const photoURL: unknown = snap.get('photoURL');
  return {
    displayName: typeof displayName === 'string' ? displayName : '',
    photoURL: typeof photoURL === 'string' ? photoURL : '',
  };
}
