import { FieldValue, type FirestoreDataConverter, type Timestamp } from 'firebase-admin/firestore';
import type { CreatedSort, UserProfile } from '@toolshub/shared';
import { firestore } from '../../firebase';
import { runTransaction } from '../../firestore/transaction';
import { fields } from '../../firestore/fields';
import { newestFirstPage, type Page, type PageRequest } from '../../firestore/paged-query';
import { countQuery, readDoc, readDocInTransaction } from '../../firestore/read-meter';

/** What a profile holds that its owner (or an admin) may write. */
export type ProfileFields = Omit<UserProfile, '_id' | 'role'>;

/**
 * `users/{uid}`. `role: 'admin'` mirrors the admin registry for listing only; it is written with
 * the registry (accounts/accounts.ts), never from a profile request.
 */
export interface ProfileRecord extends ProfileFields {
  uid: string;
  role: 'admin' | null;
  createdAt: Timestamp | null;
}

const OPTIONAL_FIELDS = ['education', 'location', 'phoneNumber'] as const;

export const profileConverter: FirestoreDataConverter<ProfileRecord> = {
  toFirestore: ({ uid: _uid, createdAt: _createdAt, role, ...doc }: ProfileRecord) => ({
    ...doc,
    ...(role ? { role } : {}),
  }),
  fromFirestore: (snap) => {
    const f = fields(snap.data());
    const record: ProfileRecord = {
      uid: snap.id,
      email: f.string('email'),
      displayName: f.string('displayName'),
      photoURL: f.string('photoURL'),
      role: f.string('role') === 'admin' ? 'admin' : null,
      createdAt: f.timestamp('createdAt'),
    };
    for (const key of OPTIONAL_FIELDS) {
      const value = f.optionalString(key);
      if (value) record[key] = value;
    }
    return record;
  },
};

export const usersCollection = () => firestore().collection('users');
export const profiles = () => usersCollection().withConverter(profileConverter);

export function toProfile(record: ProfileRecord): UserProfile {
  const profile: UserProfile = {
    _id: record.uid,
    email: record.email,
    displayName: record.displayName,
    photoURL: record.photoURL,
  };
  for (const key of OPTIONAL_FIELDS) {
    const value = record[key];
    if (value) profile[key] = value;
  }
  if (record.role === 'admin') profile.role = 'admin';
  return profile;
}

export async function findProfileRecord(uid: string): Promise<ProfileRecord | null> {
  const snap = await readDoc(profiles().doc(uid));
  return snap.data() ?? null;
}

export async function findProfileByUid(uid: string): Promise<UserProfile | null> {
  const record = await findProfileRecord(uid);
  return record && toProfile(record);
}

/** Creates or updates users/{uid}; only the fields given are written. */
export async function upsertProfile(uid: string, changes: Partial<ProfileFields>): Promise<UserProfile> {
  const ref = usersCollection().doc(uid);
  await runTransaction(async (tx) => {
    const snap = await readDocInTransaction(tx, ref);
    if (snap.exists) tx.update(ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    else tx.set(ref, { ...changes, createdAt: FieldValue.serverTimestamp() });
  });
  const after = await findProfileByUid(uid);
  if (!after) throw new Error(`users/${uid} was written but cannot be read back`);
  return after;
}

export async function listProfiles(page: PageRequest, sort: CreatedSort = 'newest'): Promise<Page<UserProfile>> {
  return newestFirstPage(profiles(), page, toProfile, sort === 'oldest' ? 'asc' : 'desc');
}

/** Every profile, as a count() aggregation (one read per 1,000). */
export function countProfiles(): Promise<number> {
  return countQuery(profiles());
}
